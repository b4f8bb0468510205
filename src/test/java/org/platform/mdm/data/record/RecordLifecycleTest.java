package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Delete, restore and concurrent writes of records. */
class RecordLifecycleTest extends RecordApiTest {

  @Test
  void aLogicallyDeletedRecordIsHiddenUntilRestored() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "n")).path("etalonId").asString();

    Api.Response deleted = admin.delete(DATA + "/" + customer + "/" + erp + "/E-1");

    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(read(admin, customer, etalonId, "").status()).isEqualTo(404);
    JsonNode inactive = read(admin, customer, etalonId, "includeInactive=true").json();
    assertThat(inactive.path("status").asString()).isEqualTo("INACTIVE");
    assertThat(inactive.path("attributes").path("name").asString()).isEqualTo("n");

    Api.Response restored =
        admin.post(DATA + "/restore", Map.of("entityName", customer, "etalonId", etalonId));
    assertThat(restored.status()).as(restored.toString()).isEqualTo(200);
    assertThat(read(admin, customer, etalonId, "").json().path("status").asString())
        .isEqualTo("ACTIVE");
  }

  @Test
  void deletingAPeriodMakesOnlyThatPeriodInactiveAndRestoringItBringsTheValuesBack() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "n")).path("etalonId").asString();

    Api.Response deleted =
        admin.delete(
            DATA
                + "/"
                + customer
                + "/"
                + erp
                + "/E-1?validFrom=2020-01-01T00:00:00&validTo=2020-12-31T23:59:59.999");

    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(read(admin, customer, etalonId, "timelineDate=2020-06-01T00:00:00").status())
        .isEqualTo(404);
    assertThat(read(admin, customer, etalonId, "timelineDate=2021-06-01T00:00:00").status())
        .isEqualTo(200);
    JsonNode timeline =
        admin.get("/api/v2/data/records/" + etalonId + "/timeline").json().path("timeline");
    assertThat(timeline).hasSize(3);
    assertThat(timeline.get(1).path("active").asBoolean()).as(timeline.toString()).isFalse();

    Api.Response restored =
        admin.post(
            DATA + "/restore",
            Map.of(
                "entityName", customer,
                "externalId", "E-1",
                "sourceSystem", erp,
                "validFrom", "2020-03-01T00:00:00",
                "validTo", "2020-03-31T23:59:59.999"));
    assertThat(restored.status()).as(restored.toString()).isEqualTo(200);
    assertThat(
            attributesAt(admin, customer, etalonId, "timelineDate=2020-03-15T00:00:00")
                .path("name")
                .asString())
        .isEqualTo("n");
    assertThat(read(admin, customer, etalonId, "timelineDate=2020-06-01T00:00:00").status())
        .isEqualTo(404);
  }

  @Test
  void aPhysicalDeleteRemovesKeysOriginsAndTimeline() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "n")).path("etalonId").asString();

    Api.Response wiped = admin.delete(DATA + "/" + customer + "/" + erp + "/E-1?wipe=true");

    assertThat(wiped.status()).as(wiped.toString()).isEqualTo(200);
    assertThat(read(admin, customer, etalonId, "includeInactive=true").status()).isEqualTo(404);
    assertThat(admin.get("/api/v2/data/records/" + etalonId + "/timeline").status()).isEqualTo(404);
    JsonNode again = written(admin, aRecord(customer, erp, "E-1").with("name", "new"));
    assertThat(again.path("created").asBoolean()).isTrue();
    assertThat(again.path("etalonId").asString()).isNotEqualTo(etalonId);
  }

  @Test
  void concurrentWritesToOneEtalonAllLand() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "E-0").with("name", "0")).path("etalonId").asString();
    ExecutorService pool = Executors.newFixedThreadPool(8);
    List<Future<Api.Response>> answers = new ArrayList<>();
    for (int i = 1; i <= 24; i++) {
      int n = i;
      answers.add(
          pool.submit(
              () ->
                  admin.post(
                      DATA,
                      aRecord(customer, erp, n % 2 == 0 ? "E-0" : "E-" + n)
                          .field("etalonId", etalonId)
                          .with("name", "v" + n)
                          .body())));
    }
    for (Future<Api.Response> answer : answers) {
      assertThat(answer.get().status()).as(answer.get().toString()).isEqualTo(200);
    }
    pool.shutdown();

    JsonNode origins =
        admin.get("/api/v2/data/records/" + etalonId + "/origins").json().path("origins");
    int revisions = 0;
    for (JsonNode origin : origins) {
      revisions += origin.path("revisions").size();
    }
    assertThat(origins).hasSize(13);
    assertThat(revisions).isEqualTo(25);
  }

  @Test
  void concurrentFirstWritesOfOneNewKeyMakeOneEtalon() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    ExecutorService pool = Executors.newFixedThreadPool(6);
    List<Future<Api.Response>> answers = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      int n = i;
      answers.add(
          pool.submit(
              () -> admin.post(DATA, aRecord(customer, erp, "NEW").with("name", "v" + n).body())));
    }
    List<String> etalons = new ArrayList<>();
    for (Future<Api.Response> answer : answers) {
      assertThat(answer.get().status()).as(answer.get().toString()).isEqualTo(200);
      etalons.add(answer.get().json().path("etalonId").asString());
    }
    pool.shutdown();
    assertThat(etalons).containsOnly(etalons.get(0));
  }

  @Test
  void enumerationValuesAreGivenAsIdAndValueWhenTheSettingIsOn() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String colours =
        anEnumeration(
            admin, "Colours", List.of(Map.of("name", "RED", "displayName", "Red colour")));
    Map<String, Object> colour = attribute("colour", "Enum");
    colour.put("enumeration", colours);
    String car = aRegister(admin, "BVT", attribute("name", "String"), colour);
    String etalonId =
        written(admin, aRecord(car, erp, "C-1").with("colour", "RED")).path("etalonId").asString();
    String setting = "com.platform.mdm.metadriven.core.mapper.fetchEnumIdValue";

    assertThat(attributesAt(admin, car, etalonId, "").path("colour").asString()).isEqualTo("RED");
    try {
      setting(admin, setting, "true");
      JsonNode value = attributesAt(admin, car, etalonId, "").path("colour");
      assertThat(value.path("id").asString()).isEqualTo("RED");
      assertThat(value.path("value").asString()).isEqualTo("Red colour");
    } finally {
      setting(admin, setting, null);
    }
  }

  @Test
  void rightsOnTheEntityDecideWhoReadsWritesAndDeletes() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "n")).path("etalonId").asString();
    Api reader = aUserWithRoles(aRole(List.of(grant(customer, "READ"))));
    Api creator = aUserWithRoles(aRole(List.of(grant(customer, "CREATE"))));

    assertThat(read(reader, customer, etalonId, "").status()).isEqualTo(200);
    Api.Response refused =
        reader.post(DATA, aRecord(customer, erp, "E-1").with("name", "x").body());
    assertThat(refused.status()).isEqualTo(403);
    assertThat(refused.errorCodes()).containsExactly("DATA_ACCESS_DENIED");
    assertThat(reader.delete(DATA + "/" + customer + "/" + erp + "/E-1").status()).isEqualTo(403);
    assertThat(creator.post(DATA, aRecord(customer, erp, "E-2").with("name", "x").body()).status())
        .isEqualTo(200);
    assertThat(creator.post(DATA, aRecord(customer, erp, "E-1").with("name", "x").body()).status())
        .isEqualTo(403);
    assertThat(read(creator, customer, etalonId, "").status()).isEqualTo(403);
    assertThat(attributesAt(admin, customer, etalonId, "").path("name").asString()).isEqualTo("n");
  }

  @Test
  void aBatchAnswersEveryItemAndOneBadItemDoesNotStopTheOthers() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));

    Api.Response r =
        admin.post(
            DATA + "/batch",
            List.of(
                aRecord(customer, erp, "B-1").with("name", "one").body(),
                aRecord(customer, "no-such-source", "B-2").with("name", "two").body(),
                aRecord(customer, erp, "B-3").with("name", "three").body()));

    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    JsonNode results = r.json().path("results");
    assertThat(results.get(0).path("status").asInt()).isEqualTo(200);
    assertThat(results.get(1).path("status").asInt()).isEqualTo(400);
    assertThat(results.get(1).path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_SOURCE_SYSTEM_UNKNOWN");
    assertThat(results.get(2).path("etalonId").asString()).isNotEmpty();
    assertThat(r.json().path("succeeded").asInt()).isEqualTo(2);
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/B-3").status()).isEqualTo(200);
  }

  @Test
  void thePipelinesAreListedWithTheirSegmentsInOrder() {
    JsonNode pipelines = admin().get("/api/v2/core/pipelines").json().path("pipelines");

    JsonNode upsert = null;
    for (JsonNode p : pipelines) {
      if (p.path("id").asString().equals("org.platform.mdm.data[RECORD_UPSERT_START]")) {
        upsert = p;
      }
    }
    assertThat(upsert).isNotNull();
    assertThat(texts(upsert.path("segments"), "id"))
        .containsExactly(
            "org.platform.mdm.data[RECORD_UPSERT_START]",
            "org.platform.mdm.data[RECORD_UPSERT_PERSISTENCE]",
            "org.platform.mdm.data[RELATION_UPSERT_CONNECTOR]",
            "com.platform.mdm.classifiers[CLASSIFICATION_DELETE_CONNECTOR]",
            "com.platform.mdm.classifiers[CLASSIFICATION_UPSERT_CONNECTOR]",
            "org.platform.mdm.dq[RECORD_UPSERT_QUALITY_ENRICH]",
            "org.platform.mdm.dq[RECORD_UPSERT_QUALITY_ETALON]",
            "com.platform.mdm.notifications[SEND_UPSERT_NOTIFICATION]",
            "org.platform.mdm.matching[MATCH_RECORD]",
            "org.platform.mdm.data[RECORD_UPSERT_FINISH]");
    assertThat(texts(pipelines, "id"))
        .contains(
            "org.platform.mdm.data[RECORD_DELETE_START]",
            "org.platform.mdm.data[RECORD_GET_START]",
            "org.platform.mdm.data[RECORD_RESTORE_START]");
  }

  @Test
  void aRegisterWithRecordsCannotBeRemovedFromTheModelUntilTheyAreWiped() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(customer, erp, "E-1").with("name", "n"));

    Api.Response refused = admin.post(MODEL + "/save", Map.of("model", without(admin, customer)));

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DATA_ENTITY_HAS_RECORDS");
    assertThat(admin.delete(DATA + "/" + customer + "/" + erp + "/E-1?wipe=true").status())
        .isEqualTo(200);
    Api.Response removed = admin.post(MODEL + "/save", Map.of("model", without(admin, customer)));
    assertThat(removed.status()).as(removed.toString()).isEqualTo(200);
  }

  private tools.jackson.databind.node.ObjectNode without(Api admin, String entity) {
    tools.jackson.databind.node.ObjectNode model = publishedModel(admin);
    tools.jackson.databind.node.ArrayNode entities =
        (tools.jackson.databind.node.ArrayNode) model.path("entities");
    for (int i = 0; i < entities.size(); i++) {
      if (entities.get(i).path("name").asString().equals(entity)) {
        entities.remove(i);
        break;
      }
    }
    return model;
  }
}
