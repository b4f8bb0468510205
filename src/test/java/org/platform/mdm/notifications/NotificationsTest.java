package org.platform.mdm.notifications;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Notifications of record changes, read from the feed. */
class NotificationsTest extends RecordApiTest {

  private static final String FEED = "/api/v2/notifications";

  @AfterEach
  void settingsBack() {
    for (String name :
        List.of(
            NotificationSettings.FETCH_RESULT.name(),
            NotificationSettings.FETCH_EMPTY_ATTRIBUTES.name(),
            NotificationSettings.FETCH_INCOMING_RELATIONS.name())) {
      setting(admin(), name, null);
    }
  }

  /** Every notification of the register in feed order. */
  private static List<JsonNode> of(Api client, String entity) {
    List<JsonNode> found = new ArrayList<>();
    long after = 0;
    while (true) {
      Api.Response r = client.get(FEED + "?after=" + after + "&limit=1000");
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      JsonNode items = r.json().path("notifications");
      if (items.isEmpty()) {
        return found;
      }
      for (JsonNode item : items) {
        if (item.path("notification").path("entityName").asString().equals(entity)) {
          found.add(item.path("notification"));
        }
      }
      after = r.json().path("last").asLong();
    }
  }

  @Test
  void aWriteIsToldWithItsEnvelopeAndKeysAndWithoutTheRecordByDefault() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));

    Api.Response write = admin.post(DATA, aRecord(customer, erp, "C-1").with("name", "n").body());

    List<JsonNode> told = of(admin, customer);
    assertThat(told).hasSize(1);
    JsonNode n = told.get(0);
    assertThat(n.path("type").asString()).isEqualTo("UPSERT");
    assertThat(n.path("etalonId").asString()).isEqualTo(write.json().path("etalonId").asString());
    assertThat(n.path("notificationId").asString()).hasSize(36);
    assertThat(n.path("sequence").asLong()).isEqualTo(1);
    assertThat(n.path("user").asString()).isEqualTo("admin");
    assertThat(n.path("operationId").asString())
        .isEqualTo(write.headers().get("X-Request-Id").get(0));
    assertThat(n.path("createDate").isString()).isTrue();
    assertThat(n.path("externalKeys").get(0).path("id").asString()).isEqualTo("C-1");
    assertThat(n.path("externalKeys").get(0).path("sourceSystem").asString()).isEqualTo(erp);
    assertThat(n.has("record")).as("no fetchResult: no record").isFalse();
  }

  @Test
  void withFetchResultTheBodyCarriesTheRecordItsLinksAndTheSettingsBlocks() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String address =
        aRegister(admin, "BVT", attribute("street", "String"), attribute("zip", "String"));
    Map<String, Object> phones = attribute("phones", "String");
    phones.put("array", true);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("note", "String"), phones);
    String livesAt = relation(admin, customer, address, "street");
    written(admin, aRecord(address, erp, "A-1").with("street", "Main").with("zip", "101"));
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");

    written(
        admin,
        aRecord(customer, erp, "C-1")
            .with("name", "n")
            .link(livesAt, Map.of("toExternalId", "A-1", "toSourceSystem", erp)));
    setting(admin, NotificationSettings.FETCH_EMPTY_ATTRIBUTES.name(), "true");
    setting(admin, NotificationSettings.FETCH_INCOMING_RELATIONS.name(), "true");
    written(admin, aRecord(customer, erp, "C-1").with("name", "m"));

    List<JsonNode> told = of(admin, customer);
    assertThat(told).hasSize(2);
    JsonNode first = told.get(0);
    assertThat(first.path("record").path("attributes").path("name").asString()).isEqualTo("n");
    assertThat(first.path("record").path("attributes").has("note"))
        .as("fetchEmptyAttributes off")
        .isFalse();
    assertThat(first.path("incomingRelations").isNull()).as("fetchIncomingRelations off").isTrue();
    JsonNode link = first.path("relations").path(livesAt).get(0);
    assertThat(link.path("externalKeys").get(0).path("id").asString()).isEqualTo("A-1");
    assertThat(link.path("relatedAttributes").path("street").asString()).isEqualTo("Main");
    assertThat(link.path("relatedAttributes").has("zip")).isFalse();
    JsonNode second = told.get(1);
    assertThat(second.path("sequence").asLong()).isGreaterThan(first.path("sequence").asLong());
    assertThat(second.path("record").path("attributes").path("note").isNull()).isTrue();
    assertThat(second.path("record").path("attributes").path("phones").isArray()).isTrue();
    assertThat(second.path("record").path("attributes").path("phones")).isEmpty();
    assertThat(second.path("incomingRelations").isArray()).isTrue();
    assertThat(second.path("incomingRelations")).isEmpty();
    assertThat(second.has("parent")).as("not a hierarchical reference set").isFalse();
  }

  @Test
  void incomingRelationsCarryTheLinkingRecordAndItsNamedAttributes() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String address = aRegister(admin, "BVT", attribute("street", "String"));
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String livesAt = relation(admin, customer, address, null);
    written(admin, aRecord(customer, erp, "C-1").with("name", "who"));
    written(admin, aRecord(address, erp, "A-1").with("street", "Main"));
    written(
        admin,
        aRecord(customer, erp, "C-1")
            .with("name", "who")
            .link(livesAt, Map.of("toExternalId", "A-1", "toSourceSystem", erp)));
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");
    setting(admin, NotificationSettings.FETCH_INCOMING_RELATIONS.name(), "true");

    written(admin, aRecord(address, erp, "A-1").with("street", "Side"));

    List<JsonNode> told = of(admin, address);
    JsonNode incoming = told.get(told.size() - 1).path("incomingRelations");
    assertThat(incoming).hasSize(1);
    assertThat(incoming.get(0).path("relationName").asString()).isEqualTo(livesAt);
    assertThat(incoming.get(0).path("externalKeys").get(0).path("id").asString()).isEqualTo("C-1");
    assertThat(incoming.get(0).path("relatedAttributes").path("name").asString()).isEqualTo("who");
  }

  @Test
  void deletesAreToldWithTheRecordAsItWasAndARestoreIsAnUpsert() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "C-1").with("name", "n")).path("etalonId").asString();
    written(admin, aRecord(customer, erp, "C-2").with("name", "gone"));
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");

    admin.delete(
        DATA
            + "/"
            + customer
            + "/"
            + erp
            + "/C-1?validFrom=2020-01-01T00:00:00Z&validTo=2020-12-31T00:00:00Z");
    admin.delete(DATA + "/" + customer + "/" + erp + "/C-1");
    admin.delete(DATA + "/" + customer + "/" + erp + "/C-1");
    admin.post(DATA + "/restore", Map.of("entityName", customer, "etalonId", etalonId));
    admin.delete(DATA + "/" + customer + "/" + erp + "/C-2?wipe=true");

    List<JsonNode> told = of(admin, customer);
    assertThat(told.stream().map(n -> n.path("type").asString()).toList())
        .as("the second delete changed nothing and is not told")
        .containsExactly(
            "UPSERT", "UPSERT", "LOGICAL_DELETE", "LOGICAL_DELETE", "UPSERT", "PHYSICAL_DELETE");
    JsonNode period = told.get(2);
    assertThat(period.path("period").path("validFrom").asString()).startsWith("2020-01-01");
    JsonNode logical = told.get(3);
    assertThat(logical.path("record").path("status").asString()).isEqualTo("ACTIVE");
    assertThat(logical.path("record").path("attributes").path("name").asString()).isEqualTo("n");
    assertThat(logical.path("lookupLinkAttributes").isObject()).isTrue();
    assertThat(logical.path("classifications").isArray()).isTrue();
    assertThat(logical.path("relations").isObject()).isTrue();
    JsonNode physical = told.get(5);
    assertThat(physical.path("externalKeys").get(0).path("id").asString()).isEqualTo("C-2");
    assertThat(physical.path("record").path("attributes").path("name").asString())
        .isEqualTo("gone");
    List<Long> sequences =
        told.stream()
            .filter(n -> n.path("etalonId").asString().equals(etalonId))
            .map(n -> n.path("sequence").asLong())
            .toList();
    assertThat(sequences).isSorted().doesNotHaveDuplicates();
  }

  @Test
  void aRecordsNotificationsCarryItsClassificationsAndADeleteThoseItHad() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String classifier = entityName("Clsf");
    Api.Response published =
        admin.post(
            "/api/v1/classifiers/model/save",
            Map.of(
                "classifier",
                Map.of("name", classifier, "displayName", "c", "assignments", List.of(customer))));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");
    Map<String, Object> classified =
        aRecord(customer, erp, "K-1")
            .with("name", "k")
            .field("classifications", Map.of(classifier, List.of(Map.of("nodeName", classifier))))
            .body();
    assertThat(admin.post(DATA, classified).status()).isEqualTo(200);
    // Classified alone, without a new version: the record changed, and is told.
    assertThat(
            admin
                .post(
                    "/api/v1/classifiers/classifications",
                    Map.of(
                        "entityName",
                        customer,
                        "externalId",
                        "K-1",
                        "sourceSystem",
                        erp,
                        "classifications",
                        Map.of(classifier, List.of(Map.of("nodeName", classifier)))))
                .status())
        .isEqualTo(200);
    // A loser is told as it was, its classification with it; the winner as it is, with both.
    String loser =
        admin
            .post(DATA, aRecord(customer, erp, "K-2").with("name", "k2").body())
            .json()
            .path("etalonId")
            .asString();
    String winner =
        admin.get(DATA + "/" + customer + "/" + erp + "/K-1").json().path("etalonId").asString();
    assertThat(
            admin
                .post(
                    "/api/v1/classifiers/classifications",
                    Map.of(
                        "entityName",
                        customer,
                        "etalonId",
                        loser,
                        "sourceSystem",
                        erp,
                        "classifications",
                        Map.of(classifier, List.of(Map.of("nodeName", classifier)))))
                .status())
        .isEqualTo(200);
    assertThat(
            admin
                .post(
                    "/api/v2/data/merge",
                    Map.of(
                        "entityName",
                        customer,
                        "winnerEtalonId",
                        winner,
                        "loserEtalonIds",
                        List.of(loser)))
                .status())
        .isEqualTo(200);
    admin.delete(DATA + "/" + customer + "/" + erp + "/K-1");
    admin.delete(DATA + "/" + customer + "/" + erp + "/K-1?wipe=true");

    List<JsonNode> all = of(admin, customer);
    List<JsonNode> merge =
        all.stream().filter(n -> n.path("type").asString().endsWith("_MERGE")).toList();
    assertThat(merge.stream().map(n -> n.path("type").asString()).toList())
        .containsExactly("UPDATE_LOSER_MERGE", "UPDATE_WINNER_MERGE");
    for (JsonNode n : merge) {
      assertThat(n.path("classifications")).as(n.path("type").asString()).hasSize(1);
    }
    List<JsonNode> told =
        all.stream()
            .filter(n -> n.path("etalonId").asString().equals(winner))
            .filter(n -> !n.path("type").asString().endsWith("_MERGE"))
            .toList();
    assertThat(told.stream().map(n -> n.path("type").asString()).toList())
        .containsExactly("UPSERT", "UPSERT", "LOGICAL_DELETE", "PHYSICAL_DELETE");
    assertThat(told.stream().map(n -> n.path("sequence").asLong()).toList())
        .isSorted()
        .doesNotHaveDuplicates();
    for (JsonNode n : told) {
      JsonNode c = n.path("classifications");
      assertThat(c).as(n.path("type").asString()).hasSize(1);
      assertThat(c.get(0).path("classifierName").asString()).isEqualTo(classifier);
      assertThat(c.get(0).path("nodeName").asString()).isEqualTo(classifier);
    }
  }

  @Test
  void aMergeTellsEachLoserAsItWasAndTheWinnerAsItIsAndAnUnmergeTellsBoth() {
    Api admin = admin();
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String winner =
        admin
            .post(DATA, aRecord(customer, erp, "E-1").with("name", "Anna").body())
            .json()
            .path("etalonId")
            .asString();
    String loser =
        admin
            .post(DATA, aRecord(customer, crm, "C-1").with("name", "Anna K.").body())
            .json()
            .path("etalonId")
            .asString();

    Api.Response merged =
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName",
                customer,
                "winnerEtalonId",
                winner,
                "loserEtalonIds",
                List.of(loser)));
    assertThat(merged.status()).as(merged.toString()).isEqualTo(200);
    Api.Response unmerged =
        admin.post(
            "/api/v2/data/unmerge",
            Map.of(
                "entityName",
                customer,
                "etalonId",
                winner,
                "externalKeys",
                List.of(Map.of("sourceSystem", crm, "externalId", "C-1"))));
    assertThat(unmerged.status()).as(unmerged.toString()).isEqualTo(200);

    List<JsonNode> told = of(admin, customer).subList(2, 6);
    assertThat(told.stream().map(n -> n.path("type").asString()).toList())
        .containsExactly(
            "UPDATE_LOSER_MERGE", "UPDATE_WINNER_MERGE", "UPDATE_UNMERGE", "CREATE_UNMERGE");
    JsonNode lost = told.get(0);
    assertThat(lost.path("etalonId").asString()).isEqualTo(loser);
    assertThat(lost.path("winnerEtalonId").asString()).isEqualTo(winner);
    assertThat(lost.path("record").path("status").asString()).isEqualTo("ACTIVE");
    assertThat(lost.path("record").path("attributes").path("name").asString()).isEqualTo("Anna K.");
    assertThat(texts(lost.path("externalKeys"), "id")).containsExactly("C-1");
    JsonNode won = told.get(1);
    assertThat(won.path("etalonId").asString()).isEqualTo(winner);
    assertThat(won.path("record").path("attributes").path("name").asString()).isEqualTo("Anna K.");
    assertThat(texts(won.path("externalKeys"), "id")).containsExactlyInAnyOrder("E-1", "C-1");
    assertThat(won.path("loserEtalonIds").get(0).asString()).isEqualTo(loser);
    JsonNode left = told.get(2);
    assertThat(left.path("etalonId").asString()).isEqualTo(winner);
    assertThat(left.path("record").path("attributes").path("name").asString()).isEqualTo("Anna");
    JsonNode back = told.get(3);
    assertThat(back.path("etalonId").asString()).isEqualTo(loser);
    assertThat(back.path("unmergedFromEtalonId").asString()).isEqualTo(winner);
    assertThat(back.path("record").path("attributes").path("name").asString()).isEqualTo("Anna K.");
    // Per record, the sequence keeps growing: a consumer can drop older news.
    assertThat(back.path("sequence").asLong()).isGreaterThan(lost.path("sequence").asLong());
    assertThat(left.path("sequence").asLong()).isGreaterThan(won.path("sequence").asLong());
  }

  @Test
  void aHierarchicalReferenceSetsUpsertCarriesItsParent() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String regions = entityName("Regions");
    publishLookup(admin, regions, true);
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");

    written(admin, aRecord(regions, erp, "R-1").with("code", "EU"));
    written(admin, aRecord(regions, erp, "R-2").with("code", "DE").field("parent", "EU"));

    List<JsonNode> told = of(admin, regions);
    assertThat(told.get(0).path("parent").path("root").asBoolean()).isTrue();
    assertThat(told.get(1).path("parent").path("root").asBoolean()).isFalse();
    assertThat(told.get(1).path("parent").path("code").asString()).isEqualTo("EU");
  }

  @Test
  void aRefusedWriteIsNotToldAndTheFeedShowsOnlyReadableRegisters() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String vendor = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(customer, erp, "C-1").with("name", "n"));
    written(admin, aRecord(vendor, erp, "V-1").with("name", "v"));

    assertThat(admin.post(DATA, aRecord(customer, erp, "C-2").with("name", 7).body()).status())
        .isEqualTo(400);

    assertThat(of(admin, customer)).hasSize(1);
    Api reader = aUserWithRoles(aRole(List.of(grant(customer, "READ"))));
    assertThat(of(reader, customer)).hasSize(1);
    assertThat(of(reader, vendor)).isEmpty();
    assertThat(admin.get(FEED + "?limit=0").status()).isEqualTo(400);
    assertThat(admin.get(FEED + "?after=-1").status()).isEqualTo(400);
    assertThat(admin.get(FEED + "?limit=abc").status()).isEqualTo(400);
  }

  @Test
  void thePointsAreListedInTheRecordPipelines() {
    JsonNode pipelines = admin().get("/api/v2/core/pipelines").json().path("pipelines");
    Map<String, List<String>> segments = new LinkedHashMap<>();
    pipelines.forEach(p -> segments.put(p.path("id").asString(), texts(p.path("segments"), "id")));

    assertThat(segments.get("org.platform.mdm.data[RECORD_UPSERT_START]"))
        .containsSubsequence(
            "com.platform.mdm.notifications[SEND_UPSERT_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_UPSERT_FINISH]");
    assertThat(segments.get("org.platform.mdm.data[RECORD_DELETE_START]"))
        .containsSubsequence(
            "com.platform.mdm.notifications[CAPTURE_DELETED_RECORD]",
            "org.platform.mdm.data[RECORD_DELETE_PERSISTENCE]",
            "com.platform.mdm.notifications[SEND_DELETE_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_DELETE_FINISH]");
    assertThat(segments.get("org.platform.mdm.data[RECORD_MERGE_START]"))
        .containsSubsequence(
            "org.platform.mdm.data[RECORD_MERGE_START]",
            "com.platform.mdm.notifications[SEND_MERGE_LOSER_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_MERGE_PERSISTENCE]",
            "com.platform.mdm.notifications[SEND_MERGE_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_MERGE_FINISH]");
    assertThat(segments.get("org.platform.mdm.data[RECORD_UNMERGE_START]"))
        .containsSubsequence(
            "org.platform.mdm.data[RECORD_UNMERGE_PERSISTENCE]",
            "com.platform.mdm.notifications[SEND_UNMERGE_NOTIFICATION]",
            "org.platform.mdm.data[RECORD_UNMERGE_FINISH]");
  }

  @Test
  void aBulkLoadTellsEveryRecordItWrote() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(customer, erp, "I-0").with("name", "before"));
    StringBuilder ndjson = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      ndjson.append(
          "{\"entityName\": \"%s\", \"sourceSystem\": \"%s\", \"externalId\": \"I-%d\", \"attributes\": {\"name\": \"x\"}}\n"
              .formatted(customer, erp, i));
    }

    long id =
        admin
            .send("POST", "/api/v2/data/import", ndjson.toString(), "application/x-ndjson")
            .json()
            .path("importId")
            .asLong();
    for (int i = 0; i < 200; i++) {
      if (admin.get("/api/v2/data/import/" + id).json().path("state").asString().equals("DONE")) {
        break;
      }
      Thread.sleep(50);
    }

    List<JsonNode> told = of(admin, customer);
    assertThat(told).hasSize(4);
    assertThat(told.subList(1, 4))
        .allSatisfy(n -> assertThat(n.path("type").asString()).isEqualTo("UPSERT"));
    assertThat(
            told.subList(1, 4).stream()
                .map(n -> n.path("externalKeys").get(0).path("id").asString()))
        .containsExactlyInAnyOrder("I-0", "I-1", "I-2");
    JsonNode updated =
        told.subList(1, 4).stream()
            .filter(n -> n.path("externalKeys").get(0).path("id").asString().equals("I-0"))
            .findFirst()
            .orElseThrow();
    assertThat(updated.path("sequence").asLong()).isEqualTo(2);
  }

  @Test
  void recordsDeletedWithTheirOwnerAreToldToo() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String owner = aRegister(admin, "BVT", attribute("name", "String"));
    String part = aRegister(admin, "BVT", attribute("name", "String"));
    String holds = aRelation(admin, "CONTAINS", owner, part);
    String partId =
        written(admin, aRecord(part, erp, "P-1").with("name", "p")).path("etalonId").asString();
    written(
        admin,
        aRecord(owner, erp, "O-1").with("name", "o").link(holds, Map.of("toEtalonId", partId)));

    admin.delete(DATA + "/" + owner + "/" + erp + "/O-1");
    admin.post(
        DATA + "/restore", Map.of("entityName", owner, "externalId", "O-1", "sourceSystem", erp));

    assertThat(of(admin, part).stream().map(n -> n.path("type").asString()).toList())
        .containsExactly("UPSERT", "LOGICAL_DELETE", "UPSERT");
  }

  @Test
  void enumerationValuesFollowTheMetaDataDrivenSetting() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String colours =
        anEnumeration(admin, "Colours", List.of(Map.of("name", "RED", "displayName", "Red")));
    Map<String, Object> colour = attribute("colour", "Enum");
    colour.put("enumeration", colours);
    String car = aRegister(admin, "BVT", colour);
    setting(admin, NotificationSettings.FETCH_RESULT.name(), "true");
    String enumIdValue = "com.platform.mdm.metadriven.core.mapper.fetchEnumIdValue";

    written(admin, aRecord(car, erp, "C-1").with("colour", "RED"));
    setting(admin, enumIdValue, "true");
    try {
      written(admin, aRecord(car, erp, "C-2").with("colour", "RED"));
    } finally {
      setting(admin, enumIdValue, null);
    }

    List<JsonNode> told = of(admin, car);
    assertThat(told.get(0).path("record").path("attributes").path("colour").asString())
        .isEqualTo("RED");
    JsonNode asObject = told.get(1).path("record").path("attributes").path("colour");
    assertThat(asObject.path("id").asString()).isEqualTo("RED");
    assertThat(asObject.path("value").asString()).isEqualTo("Red");
  }

  /** A REFERENCES relation whose outgoing notifications add these attributes of the target. */
  private String relation(Api admin, String from, String to, String outgoing) {
    String name = entityName("Rel");
    Map<String, Object> relation = new LinkedHashMap<>();
    relation.put("name", name);
    relation.put("type", "REFERENCES");
    relation.put("from", from);
    relation.put("to", to);
    Map<String, String> properties = new LinkedHashMap<>();
    if (outgoing != null) {
      properties.put("addAttributesToOutgoingRelation", outgoing);
    }
    properties.put("addAttributesToIncomingRelation", "name");
    relation.put("customProperties", properties);
    Api.Response r = admin.post(MODEL + "/relations/save", Map.of("relation", relation));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }
}
