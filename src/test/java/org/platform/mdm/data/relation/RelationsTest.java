package org.platform.mdm.data.relation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Links between records over HTTP: the three relation types, deletes, reads and cascades. */
class RelationsTest extends RecordApiTest {

  private static final String RELATIONS = "/api/v2/data/records/";
  private static final String FILTERED = "/api/v2/data/relations/filtered";

  /** A world of customers and addresses with a source system. */
  private final class World {
    final Api admin = admin();
    final String erp = aSource(admin, "erp", 50);
    final String customer = aRegister(admin, "BVT", attribute("name", "String"));
    final String address = aRegister(admin, "BVT", attribute("street", "String"));

    String record(String entity, String externalId) {
      return written(admin, aRecord(entity, erp, externalId).with(nameOf(entity), externalId))
          .path("etalonId")
          .asString();
    }

    String nameOf(String entity) {
      return entity.equals(address) ? "street" : "name";
    }
  }

  private static Map<String, Object> to(String etalonId) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("toEtalonId", etalonId);
    return item;
  }

  private static Map<String, Object> to(String etalonId, String from, String until) {
    Map<String, Object> item = to(etalonId);
    if (from != null) {
      item.put("validFrom", from);
    }
    if (until != null) {
      item.put("validTo", until);
    }
    return item;
  }

  private JsonNode filtered(Api client, Map<String, Object> body) {
    Api.Response r = client.post(FILTERED, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static List<String> related(JsonNode relations) {
    return texts(relations, "etalonId");
  }

  private static Instant instant(JsonNode date) {
    return date.isNull() ? null : OffsetDateTime.parse(date.asString()).toInstant();
  }

  @Test
  void aReferenceWrittenLaterSuppressesTheEarlierOneWhereTheyOverlap() {
    World w = new World();
    String home = w.record(w.address, "A-1");
    String office = w.record(w.address, "A-2");
    String livesAt = aRelation(w.admin, "REFERENCES", w.customer, w.address);
    Map<String, Object> byKey = new LinkedHashMap<>();
    byKey.put("toExternalId", "A-1");
    byKey.put("toSourceSystem", w.erp);
    byKey.put("validFrom", "2020-01-01T00:00:00Z");
    byKey.put("validTo", "2022-12-31T23:59:59.999Z");
    String customer =
        written(w.admin, aRecord(w.customer, w.erp, "C-1").with("name", "c").link(livesAt, byKey))
            .path("etalonId")
            .asString();
    written(
        w.admin,
        aRecord(w.customer, w.erp, "C-1")
            .with("name", "c")
            .link(livesAt, to(office, "2021-01-01T00:00:00Z", null)));

    JsonNode in2020 =
        read(w.admin, w.customer, customer, "relations=true&timelineDate=2020-06-01T00:00:00Z")
            .json();
    assertThat(related(in2020.path("relations").path(livesAt))).containsExactly(home);
    assertThat(
            in2020
                .path("relations")
                .path(livesAt)
                .get(0)
                .path("externalKeys")
                .get(0)
                .path("id")
                .asString())
        .isEqualTo("A-1");
    JsonNode in2021 =
        read(w.admin, w.customer, customer, "relations=true&timelineDate=2021-06-01T00:00:00Z")
            .json();
    assertThat(related(in2021.path("relations").path(livesAt))).containsExactly(office);

    JsonNode reduced = filtered(w.admin, Map.of("etalonId", customer, "sortBy", "validFrom"));
    assertThat(reduced.path("totalCount").asInt()).isEqualTo(2);
    JsonNode first = reduced.path("relations").get(0);
    assertThat(first.path("etalonId").asString()).isEqualTo(home);
    assertThat(instant(first.path("validFrom"))).isEqualTo(Instant.parse("2020-01-01T00:00:00Z"));
    assertThat(instant(first.path("validTo")))
        .as("the later link is in force from 2021")
        .isEqualTo(Instant.parse("2020-12-31T23:59:59.999Z"));
    assertThat(reduced.path("relations").get(1).path("etalonId").asString()).isEqualTo(office);
    assertThat(reduced.path("relations").get(1).path("type").asString()).isEqualTo("REFERENCES");

    JsonNode all =
        filtered(
            w.admin,
            Map.of(
                "etalonId",
                customer,
                "isReduceReferences",
                false,
                "limit",
                1,
                "offset",
                5,
                "relationName",
                "no-such-relation",
                "entityName",
                "NoSuchRegister"));
    assertThat(all.path("totalCount").asInt())
        .as("pagination and filters (relationName, entityName) are ignored")
        .isEqualTo(2);
    JsonNode homeLink = all.path("relations").get(0);
    assertThat(homeLink.path("etalonId").asString()).isEqualTo(home);
    assertThat(instant(homeLink.path("validTo")))
        .as("the whole stored period, suppressed part too")
        .isEqualTo(Instant.parse("2022-12-31T23:59:59.999Z"));
  }

  @Test
  void filteringSortingAndPagingWorkOnLinksInForce() {
    World w = new World();
    String partners =
        aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address, attribute("role", "String"));
    List<String> addresses = new ArrayList<>();
    RecordWrite write = aRecord(w.customer, w.erp, "C-1").with("name", "c");
    for (int i = 0; i < 7; i++) {
      String a = w.record(w.address, "A-" + i);
      addresses.add(a);
      Map<String, Object> item = to(a);
      item.put("attributes", Map.of("role", i % 2 == 0 ? "billing" : "shipping"));
      write.link(partners, item);
    }
    String customer = written(w.admin, write).path("etalonId").asString();

    Map<String, Object> query = new LinkedHashMap<>();
    query.put("etalonId", customer);
    query.put("relationName", partners);
    query.put("attributes", Map.of("role", "billing"));
    query.put("sortBy", "etalonId");
    query.put("sortOrder", "desc");
    query.put("offset", 1);
    query.put("limit", 2);
    JsonNode page = filtered(w.admin, query);

    List<String> billing =
        new ArrayList<>(
            List.of(addresses.get(0), addresses.get(2), addresses.get(4), addresses.get(6)));
    billing.sort(java.util.Comparator.reverseOrder());
    assertThat(page.path("totalCount").asInt()).isEqualTo(4);
    assertThat(related(page.path("relations"))).containsExactly(billing.get(1), billing.get(2));
    assertThat(page.path("relations").get(0).path("attributes").path("role").asString())
        .isEqualTo("billing");

    query.put("entityName", w.customer);
    assertThat(filtered(w.admin, query).path("totalCount").asInt())
        .as("no link goes to a customer")
        .isZero();
  }

  @Test
  void relationAttributesAreCheckedAndABadLinkWritesNothing() {
    World w = new World();
    String partners =
        aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address, attribute("since", "Integer"));
    String a = w.record(w.address, "A-1");
    Map<String, Object> item = to(a);
    item.put("attributes", Map.of("since", "long ago"));

    Api.Response r =
        w.admin.post(
            DATA, aRecord(w.customer, w.erp, "C-9").with("name", "x").link(partners, item).body());

    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(texts(r.json().path("details").path("error"), "source"))
        .contains("relations." + partners + "[0].attributes.since");
    assertThat(w.admin.get(DATA + "/" + w.customer + "/" + w.erp + "/C-9").status())
        .as("the record was not written either")
        .isEqualTo(404);
  }

  @Test
  void unknownRelationsAndRelationsOfOtherEntitiesAndMissingTargetsAreRefused() {
    World w = new World();
    String livesAt = aRelation(w.admin, "REFERENCES", w.customer, w.address);
    String a = w.record(w.address, "A-1");

    Api.Response unknown =
        w.admin.post(
            DATA, aRecord(w.customer, w.erp, "C-1").with("name", "x").link("NoSuch", to(a)).body());
    Api.Response wrongEnd =
        w.admin.post(
            DATA, aRecord(w.address, w.erp, "A-9").with("street", "x").link(livesAt, to(a)).body());
    Api.Response missing =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "C-1")
                .with("name", "x")
                .link(livesAt, Map.of("toExternalId", "nope", "toSourceSystem", w.erp))
                .body());
    Api.Response unnamed =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "C-1").with("name", "x").link(livesAt, Map.of()).body());
    Api.Response notAnObject =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "C-1")
                .with("name", "x")
                .field("relations", List.of(1))
                .body());
    Api.Response itemNotObject =
        w.admin.post(
            DATA,
            aRecord(w.customer, w.erp, "C-1")
                .with("name", "x")
                .field("relations", Map.of(livesAt, List.of("x")))
                .body());

    assertThat(List.of(unknown, wrongEnd, missing, unnamed, notAnObject, itemNotObject))
        .allSatisfy(r -> assertThat(r.status()).as(r.toString()).isEqualTo(400));
    assertThat(unknown.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_RELATION_UNKNOWN");
    assertThat(wrongEnd.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_RELATION_NOT_FROM_ENTITY");
    assertThat(missing.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("DATA_RELATION_TARGET_NOT_FOUND");
    assertThat(w.admin.get(DATA + "/" + w.customer + "/" + w.erp + "/C-1").status()).isEqualTo(404);
  }

  @Test
  void deleteItemsNameTheLinkInThreeWaysWithEtalonIdFirst() {
    World w = new World();
    String partners = aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address);
    List<String> a = new ArrayList<>();
    RecordWrite write = aRecord(w.customer, w.erp, "C-1").with("name", "c");
    for (int i = 0; i < 4; i++) {
      a.add(w.record(w.address, "A-" + i));
      write.link(partners, to(a.get(i)));
    }
    String customer = written(w.admin, write).path("etalonId").asString();
    Map<String, String> linkOf = new LinkedHashMap<>();
    filtered(w.admin, Map.of("etalonId", customer))
        .path("relations")
        .forEach(
            r -> linkOf.put(r.path("etalonId").asString(), r.path("relationEtalonId").asString()));

    Map<String, Object> byEtalonIdAndOthers = new LinkedHashMap<>();
    byEtalonIdAndOthers.put("etalonId", linkOf.get(a.get(0)));
    byEtalonIdAndOthers.put("toEtalonId", a.get(3));
    Map<String, Object> byTarget = Map.of("toEtalonId", a.get(1));
    Map<String, Object> byKey = Map.of("toExternalId", "A-2", "toSourceSystem", w.erp);
    written(
        w.admin,
        aRecord(w.customer, w.erp, "C-1")
            .with("name", "c")
            .unlink(partners, byEtalonIdAndOthers)
            .unlink(partners, byTarget)
            .unlink(partners, byKey));

    assertThat(related(filtered(w.admin, Map.of("etalonId", customer)).path("relations")))
        .as("etalonId wins over toEtalonId: the link to A-3 stays")
        .containsExactly(a.get(3));
    JsonNode all =
        filtered(w.admin, Map.of("etalonId", customer, "isReduceReferences", false))
            .path("relations");
    assertThat(all).hasSize(4);
    all.forEach(
        r ->
            assertThat(r.path("active").asBoolean())
                .as(r.toString())
                .isEqualTo(r.path("etalonId").asString().equals(a.get(3))));
  }

  @Test
  void aPeriodDeleteEndsTheLinkOnlyThenAndAnUnmatchedItemIsAWarning() {
    World w = new World();
    String partners = aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address);
    String a = w.record(w.address, "A-1");
    String other = w.record(w.address, "A-2");
    String customer =
        written(w.admin, aRecord(w.customer, w.erp, "C-1").with("name", "c").link(partners, to(a)))
            .path("etalonId")
            .asString();

    Map<String, Object> period = to(a, "2020-01-01T00:00:00Z", "2020-12-31T23:59:59.999Z");
    JsonNode answer =
        written(
            w.admin,
            aRecord(w.customer, w.erp, "C-1")
                .with("name", "c")
                .unlink(partners, period)
                .unlink(partners, to(other)));

    assertThat(answer.path("details").path("warning")).hasSize(1);
    assertThat(answer.path("details").path("warning").get(0).path("source").asString())
        .isEqualTo("relationsDeletes." + partners + "[1]");
    JsonNode in2020 =
        read(w.admin, w.customer, customer, "relations=true&timelineDate=2020-06-01T00:00:00Z")
            .json();
    assertThat(in2020.path("relations").path(partners).isMissingNode())
        .as(in2020.toString())
        .isTrue();
    JsonNode in2021 =
        read(w.admin, w.customer, customer, "relations=true&timelineDate=2021-06-01T00:00:00Z")
            .json();
    assertThat(related(in2021.path("relations").path(partners))).containsExactly(a);
    assertThat(filtered(w.admin, Map.of("etalonId", customer)).path("totalCount").asInt())
        .as("before and after the deleted year")
        .isEqualTo(2);
  }

  @Test
  void deletingAnOwnerDeletesWhatItContainsAndRestoringItBringsItBack() {
    World w = new World();
    String holds = aRelation(w.admin, "CONTAINS", w.customer, w.address);
    String kept = w.record(w.address, "A-1");
    String deletedBefore = w.record(w.address, "A-2");
    String owner =
        written(
                w.admin,
                aRecord(w.customer, w.erp, "C-1")
                    .with("name", "c")
                    .link(holds, to(kept))
                    .link(holds, to(deletedBefore)))
            .path("etalonId")
            .asString();
    assertThat(w.admin.delete(DATA + "/" + w.address + "/" + w.erp + "/A-2").status())
        .isEqualTo(200);

    Api.Response deleted = w.admin.delete(DATA + "/" + w.customer + "/" + w.erp + "/C-1");

    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(read(w.admin, w.address, kept, "").status()).isEqualTo(404);
    assertThat(
            read(w.admin, w.address, kept, "includeInactive=true").json().path("status").asString())
        .isEqualTo("INACTIVE");
    assertThat(
            w.admin
                .get(RELATIONS + kept + "/relations?direction=incoming")
                .json()
                .path("relations"))
        .as("the link of a deleted owner is not in force")
        .isEmpty();

    Api.Response restored =
        w.admin.post(DATA + "/restore", Map.of("entityName", w.customer, "etalonId", owner));

    assertThat(restored.status()).as(restored.toString()).isEqualTo(200);
    assertThat(read(w.admin, w.address, kept, "").status()).isEqualTo(200);
    assertThat(read(w.admin, w.address, deletedBefore, "").status())
        .as("deleted on its own before its owner: stays deleted")
        .isEqualTo(404);
    assertThat(
            related(
                w.admin
                    .get(RELATIONS + kept + "/relations?direction=incoming")
                    .json()
                    .path("relations")))
        .containsExactly(owner);
  }

  @Test
  void aPhysicalDeleteRemovesTheLinksAndTheContainedRecords() {
    World w = new World();
    String holds = aRelation(w.admin, "CONTAINS", w.customer, w.address);
    String refers = aRelation(w.admin, "REFERENCES", w.address, w.customer);
    String contained = w.record(w.address, "A-1");
    String owner =
        written(
                w.admin,
                aRecord(w.customer, w.erp, "C-1").with("name", "c").link(holds, to(contained)))
            .path("etalonId")
            .asString();
    String pointing =
        written(
                w.admin,
                aRecord(w.address, w.erp, "A-5").with("street", "s").link(refers, to(owner)))
            .path("etalonId")
            .asString();

    Api.Response wiped = w.admin.delete(DATA + "/" + w.customer + "/" + w.erp + "/C-1?wipe=true");

    assertThat(wiped.status()).as(wiped.toString()).isEqualTo(200);
    assertThat(read(w.admin, w.address, contained, "includeInactive=true").status()).isEqualTo(404);
    assertThat(
            filtered(w.admin, Map.of("etalonId", pointing, "isReduceReferences", false))
                .path("totalCount")
                .asInt())
        .as("the link to the removed record went with it")
        .isZero();
    assertThat(read(w.admin, w.address, pointing, "").status()).isEqualTo(200);
  }

  @Test
  void writingADeletedLinkAgainBringsItBackAndIncomingLinksAreReadable() {
    World w = new World();
    String partners = aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address);
    String a = w.record(w.address, "A-1");
    String customer =
        written(w.admin, aRecord(w.customer, w.erp, "C-1").with("name", "c").link(partners, to(a)))
            .path("etalonId")
            .asString();
    written(w.admin, aRecord(w.customer, w.erp, "C-1").with("name", "c").unlink(partners, to(a)));
    assertThat(
            w.admin.get(RELATIONS + a + "/relations?direction=incoming").json().path("relations"))
        .isEmpty();

    written(w.admin, aRecord(w.customer, w.erp, "C-1").with("name", "c").link(partners, to(a)));

    JsonNode incoming =
        w.admin.get(RELATIONS + a + "/relations?direction=incoming").json().path("relations");
    assertThat(related(incoming)).containsExactly(customer);
    assertThat(incoming.get(0).path("entityName").asString()).isEqualTo(w.customer);
    assertThat(incoming.get(0).path("externalKeys").get(0).path("id").asString()).isEqualTo("C-1");
  }

  @Test
  void linksToRecordsTheUserMayNotReadAreLeftOut() {
    World w = new World();
    String partners = aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address);
    String a = w.record(w.address, "A-1");
    String customer =
        written(w.admin, aRecord(w.customer, w.erp, "C-1").with("name", "c").link(partners, to(a)))
            .path("etalonId")
            .asString();
    Api reader = aUserWithRoles(aRole(List.of(grant(w.customer, "READ"))));
    Api outsider = aUserWithRoles(aRole(List.of(grant(w.address, "READ"))));

    assertThat(filtered(reader, Map.of("etalonId", customer)).path("totalCount").asInt()).isZero();
    assertThat(filtered(w.admin, Map.of("etalonId", customer)).path("totalCount").asInt()).isOne();
    assertThat(outsider.post(FILTERED, Map.of("etalonId", customer)).status()).isEqualTo(403);
  }

  @Test
  void badReadsOfLinksAreClearRefusals() {
    World w = new World();
    String c = w.record(w.customer, "C-1");

    assertThat(w.admin.post(FILTERED, Map.of("etalonId", "nope")).status()).isEqualTo(400);
    assertThat(w.admin.post(FILTERED, Map.of()).status()).isEqualTo(400);
    assertThat(w.admin.post(FILTERED, List.of(1)).status()).isEqualTo(400);
    assertThat(w.admin.post(FILTERED, Map.of("etalonId", c, "limit", 0)).status()).isEqualTo(400);
    assertThat(w.admin.post(FILTERED, Map.of("etalonId", c, "offset", -1)).status()).isEqualTo(400);
    assertThat(w.admin.post(FILTERED, Map.of("etalonId", c, "limit", "ten")).status())
        .isEqualTo(400);
    assertThat(w.admin.post(FILTERED, Map.of("etalonId", c, "sortBy", "color")).status())
        .isEqualTo(400);
    assertThat(w.admin.post(FILTERED, Map.of("etalonId", c, "isReduceReferences", "yes")).status())
        .isEqualTo(400);
    assertThat(
            w.admin
                .post(FILTERED, Map.of("etalonId", java.util.UUID.randomUUID().toString()))
                .status())
        .isEqualTo(404);
    assertThat(w.admin.get(RELATIONS + c + "/relations?direction=sideways").status())
        .isEqualTo(400);
    assertThat(w.admin.get(RELATIONS + "x/relations").status()).isEqualTo(400);
  }

  @Test
  void aWriteWithTooManyLinksIsRefusedWhole() {
    World w = new World();
    String partners = aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address);
    RecordWrite write = aRecord(w.customer, w.erp, "C-1").with("name", "c");
    String target = java.util.UUID.randomUUID().toString();
    for (int i = 0; i <= RelationBodies.MAX_ITEMS; i++) {
      write.link(partners, to(target));
    }

    Api.Response r = w.admin.post(DATA, write.body());

    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("DATA_RELATIONS_TOO_MANY");
  }

  @Test
  void concurrentWritesLinkingOneRecordKeepEveryLink() throws Exception {
    World w = new World();
    String partners = aRelation(w.admin, "MANY_TO_MANY", w.customer, w.address);
    String customer = w.record(w.customer, "C-1");
    List<String> targets = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      targets.add(w.record(w.address, "A-" + i));
    }
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<Api.Response>> answers = new ArrayList<>();
      for (String target : targets) {
        answers.add(
            pool.submit(
                () ->
                    w.admin.post(
                        DATA,
                        aRecord(w.customer, w.erp, "C-1")
                            .with("name", "c")
                            .link(partners, to(target))
                            .body())));
      }
      for (java.util.concurrent.Future<Api.Response> answer : answers) {
        assertThat(answer.get().status()).as(answer.get().toString()).isEqualTo(200);
      }
    } finally {
      pool.shutdown();
    }

    assertThat(related(filtered(w.admin, Map.of("etalonId", customer)).path("relations")))
        .containsExactlyInAnyOrderElementsOf(targets);
  }
}
