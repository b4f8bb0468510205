package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordPipelineIds;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dg.crawl.CrawledTypes;
import org.platform.mdm.dg.history.AssetEventType;
import org.platform.mdm.dg.history.AssetHistoryIds;
import org.platform.mdm.dg.history.AssetHistoryItem;
import org.platform.mdm.dg.history.AssetTransitions;
import org.platform.mdm.dg.model.StandardAssetTypes;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.Pipelines;
import org.platform.mdm.system.Segment;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * An asset's history over HTTP: one column goes through every event type, each event is checked
 * with its fields, then the type filter, the date range, paging, the key, the deprecated vistory,
 * rights and bad inputs.
 */
class AssetHistoryApiTest extends RecordApiTest {

  @Autowired AssetTransitions transitions;
  @Autowired Pipelines pipelines;
  @Autowired RecordService records;

  private static final PlatformUser ADMIN =
      new PlatformUser("admin", "admin", null, null, List.of(), true, Map.of());

  static final String HISTORY = "/api/v1/dg/data/assets-history";
  static final String VISTORY = "/api/v1/dg/data/assets/vistory";
  static final String TYPES = "/api/v1/dg/data/assets-history/types";
  private static final String COLUMN = CrawledTypes.COLUMN;
  private static final String FROM = "2030-01-01T00:00:00Z";
  private static final String TO = "2030-12-31T23:59:59.999Z";

  /** Publishes the standard asset types the model lacks, through the model API. */
  static void standardAssetTypes(Api admin, ObjectNode model) {
    for (EntityDef type : StandardAssetTypes.types()) {
      if (!hasNamed(model.path("entities"), type.name())) {
        Api.Response r = admin.post(MODEL + "/entities/save", Map.of("entity", type));
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
      }
    }
    for (RelationDef relation : StandardAssetTypes.relations()) {
      if (!hasNamed(model.path("relations"), relation.name())) {
        Api.Response r = admin.post(MODEL + "/relations/save", Map.of("relation", relation));
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
      }
    }
  }

  /** A column through every event type; its etalon id, the loser's and the linked column's. */
  private record Story(String column, String loser, String linked, String source) {}

  private Story story(Api admin) {
    standardAssetTypes(admin, publishedModel(admin));
    String crawl = aSource(admin, "crawl", 50);
    String people = aSource(admin, "people", 40);
    String key = unique("c");
    String column =
        id(written(admin, aRecord(COLUMN, crawl, key).with("name", "id").with("dataType", "int")));
    written(admin, aRecord(COLUMN, crawl, key).with("name", "id").with("dataType", "bigint"));
    written(
        admin,
        aRecord(COLUMN, crawl, key)
            .with("name", "id")
            .with("dataType", "bigint")
            .with("description", "planned")
            .valid(FROM, TO));
    ok(
        admin.delete(
            DATA
                + "/"
                + COLUMN
                + "/"
                + crawl
                + "/"
                + key
                + "?validFrom="
                + FROM
                + "&validTo="
                + TO));
    ok(
        admin.post(
            DATA + "/restore",
            Map.of("entityName", COLUMN, "etalonId", column, "validFrom", FROM, "validTo", TO)));
    ok(admin.delete(DATA + "/" + COLUMN + "/" + crawl + "/" + key));
    ok(admin.post(DATA + "/restore", Map.of("entityName", COLUMN, "etalonId", column)));
    String linked =
        id(written(admin, aRecord(COLUMN, crawl, unique("c")).with("name", "customer_id")));
    written(
        admin,
        aRecord(COLUMN, crawl, key)
            .with("name", "id")
            .with("dataType", "bigint")
            .link(StandardAssetTypes.FOREIGN_KEY, Map.of("toEtalonId", linked)));
    written(
        admin,
        aRecord(COLUMN, crawl, key)
            .with("name", "id")
            .with("dataType", "bigint")
            .unlink(StandardAssetTypes.FOREIGN_KEY, Map.of("toEtalonId", linked)));
    String loser = id(written(admin, aRecord(COLUMN, people, unique("p")).with("name", "ID")));
    ok(
        admin.post(
            "/api/v2/data/merge",
            Map.of(
                "entityName", COLUMN, "winnerEtalonId", column, "loserEtalonIds", List.of(loser))));
    return new Story(column, loser, linked, crawl);
  }

  @Test
  void anAssetGoesThroughEveryEventTypeAndEachIsToldWithItsFields() {
    Api admin = admin();
    Story s = story(admin);
    JsonNode answer = history(admin, Map.of("etalonId", s.column(), "limit", 500));
    JsonNode items = answer.path("items");
    assertThat(types(items))
        .containsExactly(
            "MERGE",
            "RELATION_DELETE",
            "UPDATE",
            "RELATION_ADD",
            "UPDATE",
            "RESTORE",
            "LOGICAL_DELETE",
            "PERIOD_RESTORE",
            "PERIOD_DELETE",
            "PERIOD_ADD",
            "UPDATE",
            "CREATE");
    assertThat(answer.path("total").asInt()).isEqualTo(12);
    items.forEach(i -> assertThat(i.path("user").asString()).isEqualTo("admin"));
    JsonNode create = items.get(11);
    assertThat(create.path("sourceSystem").asString()).isEqualTo(s.source());
    assertThat(create.path("revision").asInt()).isEqualTo(1);
    assertThat(create.path("validFrom").isNull() || create.path("validFrom").isMissingNode())
        .isTrue();
    assertThat(changes(create))
        .containsExactly("dataType: null -> \"int\"", "name: null -> \"id\"");
    JsonNode update = items.get(10);
    assertThat(update.path("revision").asInt()).isEqualTo(2);
    assertThat(changes(update)).containsExactly("dataType: \"int\" -> \"bigint\"");
    JsonNode added = items.get(9);
    assertThat(instant(added.path("validFrom"))).isEqualTo(Instant.parse(FROM));
    assertThat(instant(added.path("validTo"))).isEqualTo(Instant.parse(TO));
    assertThat(changes(added)).containsExactly("description: null -> \"planned\"");
    assertThat(changes(items.get(8)))
        .containsExactly(
            "dataType: \"bigint\" -> null",
            "description: \"planned\" -> null",
            "name: \"id\" -> null");
    assertThat(instant(items.get(8).path("validFrom"))).isEqualTo(Instant.parse(FROM));
    assertThat(changes(items.get(7)))
        .containsExactly(
            "dataType: null -> \"bigint\"",
            "description: null -> \"planned\"",
            "name: null -> \"id\"");
    for (int i : new int[] {6, 5}) {
      assertThat(items.get(i).path("changes").size()).isZero();
      assertThat(items.get(i).path("relation").isNull()).isTrue();
    }
    JsonNode linkAdded = items.get(3);
    assertThat(linkAdded.path("relation").path("relationName").asString())
        .isEqualTo(StandardAssetTypes.FOREIGN_KEY);
    assertThat(linkAdded.path("relation").path("etalonId").asString()).isEqualTo(s.linked());
    assertThat(linkAdded.path("relation").path("displayName").asString()).isEqualTo("customer_id");
    assertThat(items.get(4).path("changes").size()).as("the link's write changed nothing").isZero();
    assertThat(items.get(1).path("relation").path("etalonId").asString()).isEqualTo(s.linked());
    JsonNode merge = items.get(0);
    assertThat(merge.path("otherEtalonId").asString()).isEqualTo(s.loser());
    assertThat(merge.path("relation").isNull()).isTrue();

    PlatformUser nobody = new PlatformUser("nobody", null, null, "en", List.of(), false, Map.of());
    EtalonId asset = EtalonId.parse(s.column(), "etalonId");
    OffsetDateTime deletedAt = OffsetDateTime.parse(items.get(6).path("date").asString());
    AssetHistoryItem deleted = transitions.deleted(asset, false, deletedAt, nobody).orElseThrow();
    assertThat(deleted.eventType()).isEqualTo(AssetEventType.LOGICAL_DELETE);
    assertThat(deleted.seq())
        .as("the one event read alone is the history's")
        .isEqualTo(seqOf(asset, "DELETE", deletedAt));
    assertThat(deleted.date().toInstant()).isEqualTo(instant(items.get(6).path("date")));
    OffsetDateTime restoredAt = OffsetDateTime.parse(items.get(5).path("date").asString());
    AssetHistoryItem restored =
        transitions.restored(asset, false, restoredAt, nobody).orElseThrow();
    assertThat(restored.eventType()).isEqualTo(AssetEventType.RESTORE);
    assertThat(restored.seq()).isEqualTo(seqOf(asset, "RESTORE", restoredAt));
    assertThat(transitions.deleted(asset, false, restoredAt, nobody))
        .as("no delete at the restore's moment")
        .isEmpty();
    assertThat(transitions.deleted(asset, true, deletedAt, nobody))
        .as("a whole delete is no period's delete")
        .isEmpty();
    for (int i : new int[] {8, 7}) {
      OffsetDateTime at = OffsetDateTime.parse(items.get(i).path("date").asString());
      AssetHistoryItem period =
          i == 8
              ? transitions.deleted(asset, true, at, nobody).orElseThrow()
              : transitions.restored(asset, true, at, nobody).orElseThrow();
      assertThat(period.eventType().name()).isEqualTo(items.get(i).path("eventType").asString());
      assertThat(period.seq()).isEqualTo(seqOf(asset, period.eventType().name(), at));
      assertThat(period.sourceSystem()).isEqualTo(items.get(i).path("sourceSystem").asString());
    }

    JsonNode loser = history(admin, Map.of("etalonId", s.loser())).path("items");
    assertThat(types(loser)).containsExactly("MERGE_LOSER", "CREATE");
    assertThat(loser.get(0).path("otherEtalonId").asString()).isEqualTo(s.column());
  }

  @Test
  void eventsAreFilteredByTypeAndDateAndPagedAndTheVistoryAnswersTheSame() {
    Api admin = admin();
    Story s = story(admin);
    JsonNode all = history(admin, Map.of("etalonId", s.column(), "limit", 500)).path("items");

    JsonNode updates =
        history(admin, Map.of("etalonId", s.column(), "eventTypes", List.of("UPDATE", "CREATE")));
    assertThat(types(updates.path("items")))
        .containsExactly("UPDATE", "UPDATE", "UPDATE", "CREATE");
    assertThat(updates.path("total").asInt()).isEqualTo(4);

    String from = all.get(6).path("date").asString();
    String to = all.get(5).path("date").asString();
    JsonNode ranged =
        history(admin, Map.of("etalonId", s.column(), "from", from, "to", to)).path("items");
    List<String> expected = new ArrayList<>();
    all.forEach(
        i -> {
          Instant at = instant(i.path("date"));
          if (!at.isBefore(instant(all.get(6).path("date")))
              && !at.isAfter(instant(all.get(5).path("date")))) {
            expected.add(i.path("eventType").asString());
          }
        });
    assertThat(types(ranged))
        .containsExactlyElementsOf(expected)
        .contains("LOGICAL_DELETE", "RESTORE");

    JsonNode page = history(admin, Map.of("etalonId", s.column(), "offset", 2, "limit", 3));
    assertThat(page.path("total").asInt()).isEqualTo(12);
    assertThat(page.path("items")).containsExactly(all.get(2), all.get(3), all.get(4));
    assertThat(history(admin, Map.of("etalonId", s.column(), "offset", 20)).path("items").size())
        .isZero();
    assertThat(history(admin, Map.of("etalonId", s.column())).path("items").size())
        .as("50 by default")
        .isEqualTo(12);

    Map<String, Object> body = Map.of("etalonId", s.column(), "offset", 1, "limit", 4);
    Api.Response vistory = admin.post(VISTORY, body);
    assertThat(vistory.status()).as(vistory.toString()).isEqualTo(200);
    assertThat(vistory.json()).isEqualTo(history(admin, body));
  }

  @Test
  void anAssetIsNamedByItsKeyAsWell() {
    Api admin = admin();
    standardAssetTypes(admin, publishedModel(admin));
    String crawl = aSource(admin, "crawl", 50);
    String key = unique("t");
    String table =
        id(written(admin, aRecord(CrawledTypes.TABLE, crawl, key).with("name", "orders")));
    Map<String, Object> byKey = new LinkedHashMap<>();
    byKey.put("externalId", key);
    byKey.put("sourceSystem", crawl);
    byKey.put("assetType", CrawledTypes.TABLE);
    assertThat(history(admin, byKey)).isEqualTo(history(admin, Map.of("etalonId", table)));
    assertThat(types(history(admin, byKey).path("items"))).containsExactly("CREATE");
  }

  @Test
  void theRecordDeleteAndRestorePipelinesRunTheTransitionPointsBeforeTheirFinish() {
    assertThat(segments(RecordPipelineIds.DELETE))
        .containsSubsequence(AssetHistoryIds.DELETE_TRANSITION, RecordPipelineIds.DELETE_FINISH);
    assertThat(segments(RecordPipelineIds.RESTORE))
        .containsSubsequence(AssetHistoryIds.RESTORE_TRANSITION, RecordPipelineIds.RESTORE_FINISH);
    assertThat(AssetHistoryIds.DELETE_TRANSITION)
        .isEqualTo("org.platform.dg.data[ASSET_DELETE_TRANSITION]");
  }

  private List<String> segments(String pipelineId) {
    return pipelines.list().stream()
        .filter(p -> p.id().equals(pipelineId))
        .flatMap(p -> p.segments().stream())
        .map(Segment::id)
        .toList();
  }

  @Test
  void everyTypeIsListedInTheRequestsLanguage() {
    Api admin = admin();
    Api.Response en = admin.get(TYPES);
    assertThat(en.status()).as(en.toString()).isEqualTo(200);
    assertThat(texts(en.json().path("types"), "name"))
        .containsExactly(
            "CREATE",
            "UPDATE",
            "PERIOD_ADD",
            "PERIOD_DELETE",
            "PERIOD_RESTORE",
            "LOGICAL_DELETE",
            "RESTORE",
            "RELATION_ADD",
            "RELATION_DELETE",
            "MERGE",
            "MERGE_LOSER",
            "UNMERGE");
    assertThat(en.json().path("types").get(0).path("displayName").asString()).isEqualTo("Created");
    en.json()
        .path("types")
        .forEach(
            t -> assertThat(t.path("description").asString()).isNotBlank().doesNotStartWith("dg."));
    Api.Response ru = admin.header("Accept-Language", "ru").get(TYPES);
    assertThat(ru.json().path("types").get(0).path("displayName").asString()).isEqualTo("Создание");
    assertThat(ru.json().path("types").get(1).path("description").asString()).contains("атрибуты");
  }

  @Test
  void thePipelinesAreListedWithTheSpecsSegments() {
    JsonNode pipelines = admin().get("/api/v2/core/pipelines").json().path("pipelines");
    Map<String, List<String>> segments = new LinkedHashMap<>();
    pipelines.forEach(p -> segments.put(p.path("id").asString(), texts(p.path("segments"), "id")));
    assertThat(segments.get("org.platform.dg.data[ASSET_HISTORY_START]"))
        .containsExactly(
            "org.platform.dg.data[ASSET_HISTORY_START]",
            "org.platform.dg.data[ASSET_HISTORY]",
            "org.platform.dg.data[ASSET_HISTORY_TRANSITIONS]",
            "org.platform.dg.data[ASSET_HISTORY_FINISH]");
    assertThat(segments.get("org.platform.dg.data[ASSET_VISTORY_GET_START]"))
        .containsExactly(
            "org.platform.dg.data[ASSET_VISTORY_GET_START]",
            "org.platform.dg.data[ASSET_GET_VISTORY]",
            "org.platform.dg.data[ASSET_VISTORY_GET_FINISH]");
  }

  @Test
  void onlyAssetsHaveAHistoryHereAndOnlyForTheirReaders() {
    Api admin = admin();
    standardAssetTypes(admin, publishedModel(admin));
    String crawl = aSource(admin, "crawl", 50);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String plain = id(written(admin, aRecord(register, crawl, "r-1").with("name", "x")));
    String term =
        id(
            written(
                admin,
                aRecord(StandardAssetTypes.BUSINESS_TERM, crawl, unique("b"))
                    .with("name", "Customer")));
    notFound(admin.post(HISTORY, Map.of("etalonId", plain)), "DG_ASSET_NOT_FOUND");
    notFound(admin.post(VISTORY, Map.of("etalonId", plain)), "DG_ASSET_NOT_FOUND");
    notFound(
        admin.post(HISTORY, Map.of("etalonId", "00000000-0000-0000-0000-000000000050")),
        "DG_ASSET_NOT_FOUND");

    Api outsider = aUserWithRoles(aRole(List.of(grant(register, "READ"))));
    Api.Response refused = outsider.post(HISTORY, Map.of("etalonId", term));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
    Api reader = aUserWithRoles(aRole(List.of(grant(StandardAssetTypes.BUSINESS_TERM, "READ"))));
    assertThat(types(history(reader, Map.of("etalonId", term)).path("items")))
        .containsExactly("CREATE");
  }

  @Test
  void badInputsAreRefusedWithEveryProblem() {
    Api admin = admin();
    String id = "00000000-0000-0000-0000-000000000051";
    bad(
        admin,
        Map.of("etalonId", id, "eventTypes", List.of("UPDATE", "NOPE")),
        "DG_HISTORY_EVENT_TYPE_UNKNOWN");
    bad(
        admin,
        Map.of("etalonId", id, "from", "2025-02-01T00:00:00Z", "to", "2025-01-01T00:00:00Z"),
        "DG_HISTORY_RANGE_INVALID");
    bad(admin, Map.of("etalonId", id, "limit", 0), "DG_HISTORY_LIMIT_INVALID");
    bad(admin, Map.of("etalonId", id, "limit", 501), "DG_HISTORY_LIMIT_INVALID");
    bad(admin, Map.of("etalonId", id, "offset", -1), "DG_HISTORY_OFFSET_INVALID");
    bad(admin, Map.of("etalonId", "not-a-uuid"), "DATA_ETALON_ID_INVALID");
    bad(admin, Map.of(), "DG_HISTORY_ASSET_REQUIRED");
    bad(admin, Map.of("externalId", "x", "sourceSystem", "y"), "DG_HISTORY_ASSET_REQUIRED");
    Map<String, Object> wrong = new LinkedHashMap<>();
    wrong.put("etalonId", "nope");
    wrong.put("from", "yesterday");
    wrong.put("eventTypes", List.of("X"));
    wrong.put("limit", 501);
    wrong.put("offset", "-3");
    Api.Response all = admin.post(HISTORY, wrong);
    assertThat(all.status()).isEqualTo(400);
    assertThat(all.errorCodes())
        .containsExactlyInAnyOrder(
            "SYSTEM_INVALID_FIELD",
            "SYSTEM_INVALID_FIELD",
            "DATA_ETALON_ID_INVALID",
            "DG_HISTORY_EVENT_TYPE_UNKNOWN",
            "DG_HISTORY_LIMIT_INVALID");
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    bad(
        admin,
        Map.of("externalId", "x", "sourceSystem", "y", "assetType", register),
        "DG_ASSET_TYPE_UNKNOWN");
    bad(admin, Map.of("etalonId", id, "to", "2025-13-01T00:00:00Z"), "SYSTEM_INVALID_FIELD");
    bad(admin, Map.of("etalonId", id, "limit", 1.5), "SYSTEM_INVALID_FIELD");
    bad(admin, Map.of("etalonId", id, "eventTypes", "UPDATE"), "SYSTEM_INVALID_FIELD");
    bad(admin, Map.of("etalonId", id, "page", 1), "SYSTEM_UNKNOWN_FIELD");
  }

  private static void bad(Api admin, Map<String, Object> body, String code) {
    for (String path : List.of(HISTORY, VISTORY)) {
      Api.Response r = admin.post(path, body);
      assertThat(r.status()).as(r.toString()).isEqualTo(400);
      assertThat(r.errorCodes()).as(r.toString()).contains(code);
    }
  }

  private static void notFound(Api.Response r, String code) {
    assertThat(r.status()).as(r.toString()).isEqualTo(404);
    assertThat(r.errorCodes()).contains(code);
  }

  private static void ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  private static JsonNode history(Api client, Map<String, Object> body) {
    Api.Response r = client.post(HISTORY, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  /** The order of the record history's last event of a type at a moment, from the whole history. */
  private long seqOf(EtalonId asset, String type, OffsetDateTime at) {
    return records.history(asset, ADMIN).stream()
        .filter(e -> e.type().equals(type) && e.date().toInstant().equals(at.toInstant()))
        .mapToLong(HistoryEvent::seq)
        .max()
        .orElseThrow();
  }

  private static List<String> types(JsonNode items) {
    return texts(items, "eventType");
  }

  private static Instant instant(JsonNode date) {
    return OffsetDateTime.parse(date.asString()).toInstant();
  }

  private static List<String> changes(JsonNode item) {
    List<String> list = new ArrayList<>();
    item.path("changes")
        .forEach(
            c ->
                list.add(
                    c.path("attribute").asString()
                        + ": "
                        + (c.path("oldValue").isMissingNode() || c.path("oldValue").isNull()
                            ? "null"
                            : c.path("oldValue"))
                        + " -> "
                        + (c.path("newValue").isMissingNode() || c.path("newValue").isNull()
                            ? "null"
                            : c.path("newValue"))));
    return list;
  }

  private static String id(JsonNode answer) {
    return answer.path("etalonId").asString();
  }
}
