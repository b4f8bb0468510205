package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The asset API over HTTP: assets written, read, deleted and restored as records of asset types,
 * with the asset graph's copy following every change, how links were written kept, drafts, and
 * every refusal the spec's asset API names.
 */
class AssetApiTest extends ApiTest {

  static final String DATA = "/api/v1/dg/data";

  @Autowired JdbcClient jdbc;

  @BeforeEach
  void types() {
    DgTests.standardTypes(admin());
  }

  static Map<String, Object> asset(String type, String externalId, Map<String, Object> values) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("asset", Map.of("assetType", type, "attributes", values));
    body.put("externalId", Map.of("externalId", externalId, "sourceSystem", "platform"));
    return body;
  }

  static String write(Api api, Map<String, Object> body) {
    Api.Response r = api.post(DATA + "/assets/upsert", body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("etalonId").asString();
  }

  @Test
  void anAssetIsWrittenAndReadAsARecordOfItsTypeAndJoinsTheGraph() {
    Api admin = admin();
    String key = unique("orders");
    Api.Response created =
        admin.post(
            DATA + "/assets/upsert",
            asset("dgTable", key, Map.of("name", "orders " + key, "rowEstimate", 42)));

    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    assertThat(created.json().path("created").asBoolean()).isTrue();
    String id = created.json().path("etalonId").asString();
    JsonNode asset = admin.get(DATA + "/assets/" + id).json().path("asset");
    assertThat(asset.path("assetType").asString()).isEqualTo("dgTable");
    assertThat(asset.path("displayName").asString()).isEqualTo("orders " + key);
    assertThat(asset.path("attributes").path("rowEstimate").asInt()).isEqualTo(42);
    assertThat(asset.path("status").asString()).isEqualTo("ACTIVE");
    assertThat(
            jdbc.sql("select display_name from dg_assets where etalon_id = ?")
                .param(UUID.fromString(id))
                .query(String.class)
                .single())
        .isEqualTo("orders " + key);
  }

  @Test
  void anUpdateNamesTheVersionItReadAndAStaleOneIsRefused() {
    Api admin = admin();
    String id = write(admin, asset("dgTable", unique("t"), Map.of("name", "before")));
    long lsn = admin.get(DATA + "/assets/" + id).json().path("asset").path("lsn").asLong();
    Map<String, Object> update = new LinkedHashMap<>();
    update.put("asset", Map.of("assetType", "dgTable", "attributes", Map.of("name", "after")));
    update.put("etalonId", id);
    update.put("lsn", lsn);

    Api.Response fresh = admin.post(DATA + "/assets/upsert", update);
    assertThat(fresh.status()).as(fresh.toString()).isEqualTo(200);
    Api.Response stale = admin.post(DATA + "/assets/upsert", update);

    assertThat(stale.status()).as(stale.toString()).isEqualTo(409);
    assertThat(stale.toString()).contains("DG_ASSET_LSN_CONFLICT");
    assertThat(
            admin.get(DATA + "/assets/" + id).json().path("asset").path("displayName").asString())
        .isEqualTo("after");
  }

  @Test
  void linksKeepHowTheyWereWrittenAndTheGraphCopiesThem() {
    Api admin = admin();
    String column = write(admin, asset("dgColumn", unique("c"), Map.of("name", "id")));
    Map<String, Object> table = asset("dgTable", unique("t"), Map.of("name", "orders"));
    @SuppressWarnings("unchecked")
    Map<String, Object> record = new LinkedHashMap<>((Map<String, Object>) table.get("asset"));
    record.put("relations", Map.of("dgTableColumns", List.of(Map.of("toEtalonId", column))));
    table.put("asset", record);
    table.put("operationType", "Cascade");
    String id = write(admin, table);
    String term = write(admin, asset("dgBusinessTerm", unique("b"), Map.of("name", "Order id")));
    Api.Response described =
        admin.post(
            DATA + "/relations/upsert",
            Map.of(
                "typeName",
                "dgBusinessTerm",
                "etalonId",
                term,
                "relations",
                Map.of("dgTermDescribesColumn", List.of(Map.of("toEtalonId", column)))));

    assertThat(described.status()).as(described.toString()).isEqualTo(200);
    assertThat(links(id)).containsExactly("dgTableColumns ACTIVE CASCADED");
    assertThat(links(term)).containsExactly("dgTermDescribesColumn ACTIVE DIRECT");
  }

  @Test
  void deletesAreExactlyOneOfThreeAndARestoreBringsTheAssetBack() {
    Api admin = admin();
    String key = unique("t");
    String id = write(admin, asset("dgTable", key, Map.of("name", "to delete")));

    Api.Response none = admin.post(DATA + "/assets/delete", Map.of("etalonId", id));
    Api.Response two =
        admin.post(
            DATA + "/assets/delete",
            Map.of("etalonId", id, "inactivateEtalon", true, "wipe", true));
    Api.Response originWithoutKey =
        admin.post(DATA + "/assets/delete", Map.of("etalonId", id, "inactivateOrigin", true));
    Api.Response deleted =
        admin.post(DATA + "/assets/delete", Map.of("etalonId", id, "inactivateEtalon", true));
    Api.Response again =
        admin.post(DATA + "/assets/delete", Map.of("etalonId", id, "inactivateEtalon", true));

    assertThat(none.status()).isEqualTo(400);
    assertThat(none.toString()).contains("DG_DELETE_MODE");
    assertThat(two.status()).isEqualTo(400);
    assertThat(originWithoutKey.status()).isEqualTo(400);
    assertThat(originWithoutKey.toString()).contains("DG_DELETE_ORIGIN_KEY_REQUIRED");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(deleted.json().path("details").path("info").path(0).path("content").asString())
        .as("the delete's transition, told by [ASSET_DELETE_TRANSITION]")
        .startsWith("The asset's history records the transition LOGICAL_DELETE at ");
    assertThat(again.status()).as(again.toString()).isEqualTo(409);
    assertThat(active(id)).isFalse();
    Api.Response update =
        admin.post(
            DATA + "/assets/upsert",
            Map.of(
                "asset",
                Map.of("assetType", "dgTable", "attributes", Map.of("name", "x")),
                "etalonId",
                id));
    assertThat(update.status()).as(update.toString()).isEqualTo(409);
    assertThat(update.toString()).contains("DG_ASSET_INACTIVE");

    Api.Response restored = admin.post(DATA + "/assets/restore", Map.of("etalonId", id));
    Api.Response restoredAgain = admin.post(DATA + "/assets/restore", Map.of("etalonId", id));

    assertThat(restored.status()).as(restored.toString()).isEqualTo(200);
    assertThat(restored.json().path("details").path("info").path(0).path("content").asString())
        .as("the restore's transition, told by [ASSET_RESTORE_TRANSITION]")
        .startsWith("The asset's history records the transition RESTORE at ");
    assertThat(restoredAgain.status()).isEqualTo(409);
    assertThat(active(id)).isTrue();
    assertThat(HistoryReads.of(EtalonId.parse(id, "etalonId")))
        .as("the transitions read the one event their operation wrote, not the whole history")
        .isZero();

    Api.Response origin =
        admin.post(
            DATA + "/assets/delete",
            Map.of(
                "externalId",
                Map.of("externalId", key, "sourceSystem", "platform"),
                "assetType",
                "dgTable",
                "inactivateOrigin",
                true));
    assertThat(origin.status()).as(origin.toString()).isEqualTo(200);
    assertThat(origin.toString()).doesNotContain("the transition RESTORE");
    assertThat(active(id)).isFalse();

    Api.Response wiped = admin.post(DATA + "/assets/delete", Map.of("etalonId", id, "wipe", true));
    assertThat(wiped.status()).as(wiped.toString()).isEqualTo(200);
    assertThat(admin.get(DATA + "/assets/" + id).status()).isEqualTo(404);
  }

  @Test
  void aDraftedAssetAppearsOnlyWhenItsDraftIsPublished() {
    Api admin = admin();
    Api.Response draft =
        admin.post(
            "/api/v2/draft/upsert",
            Map.of("type", "record", "parameters", Map.of("entity-name", "dgTable")));
    assertThat(draft.status()).as(draft.toString()).isEqualTo(200);
    long draftId = draft.json().path("draft").path("draftId").asLong();
    Map<String, Object> body = asset("dgTable", unique("d"), Map.of("name", "drafted"));
    body.put("draftId", draftId);

    Api.Response drafted = admin.post(DATA + "/assets/upsert", body);

    assertThat(drafted.status()).as(drafted.toString()).isEqualTo(200);
    assertThat(drafted.json().path("draftId").asLong()).isEqualTo(draftId);
    String id = drafted.json().path("etalonId").asString();
    assertThat(admin.get(DATA + "/assets/" + id).status()).isEqualTo(404);
    Api.Response published =
        admin.post("/api/v2/draft/publish", Map.of("draftId", draftId, "delete", false));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    assertThat(
            admin.get(DATA + "/assets/" + id).json().path("asset").path("displayName").asString())
        .isEqualTo("drafted");
  }

  @Test
  void badInputsAreRefusedWithTheirProblem() {
    Api admin = admin();
    String register = "Plain" + unique("r").replaceAll("[^A-Za-z0-9]", "");
    Api.Response plain =
        admin.post(
            "/api/v2/meta/model/entities/save",
            Map.of(
                "entity",
                Map.of(
                    "name",
                    register,
                    "attributes",
                    List.of(Map.of("name", "name", "type", "String")))));
    assertThat(plain.status()).as(plain.toString()).isEqualTo(200);

    assertThat(status(admin, Map.of())).isEqualTo(400);
    assertThat(status(admin, asset(register, "x", Map.of("name", "n")))).isEqualTo(400);
    assertThat(status(admin, asset("dgTable", "x", Map.of("nope", 1)))).isEqualTo(400);
    assertThat(
            status(
                admin,
                Map.of("asset", Map.of("assetType", "dgTable", "attributes", Map.of("name", "n")))))
        .isEqualTo(400);
    assertThat(
            status(
                admin,
                Map.of(
                    "asset",
                    Map.of("assetType", "dgTable", "attributes", Map.of()),
                    "etalonId",
                    UUID.randomUUID().toString())))
        .isEqualTo(404);
    Map<String, Object> badType = asset("dgTable", unique("t"), Map.of("name", "n"));
    badType.put("operationType", "SIDEWAYS");
    assertThat(status(admin, badType)).isEqualTo(400);
    assertThat(admin.get(DATA + "/assets/not-a-uuid").status()).isEqualTo(400);
    assertThat(admin.get(DATA + "/assets/" + UUID.randomUUID()).status()).isEqualTo(404);
  }

  private int status(Api api, Map<String, Object> body) {
    Api.Response r = api.post(DATA + "/assets/upsert", body);
    assertThat(r.status()).as(r.toString()).isNotEqualTo(500);
    return r.status();
  }

  private List<String> links(String from) {
    return jdbc.sql(
            "select relation_name || ' ' || status || ' ' || operation_type from dg_asset_links"
                + " where from_etalon_id = ? order by relation_name")
        .param(UUID.fromString(from))
        .query(String.class)
        .list();
  }

  private boolean active(String id) {
    return jdbc.sql("select active from dg_assets where etalon_id = ?")
        .param(UUID.fromString(id))
        .query(Boolean.class)
        .single();
  }
}
