package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The asset types of the published model over HTTP: the standard ones installed once (and not
 * again), by the first information system too; rule 2 (a changed asset type makes the asset graph
 * wait for a reindex, the publication says so, and {@code dgAssetsReindexJob} rebuilds it).
 */
class DgAssetTypesApiTest extends RecordApiTest {

  static final String TYPES = "/api/v1/dg/meta/asset-types";

  /**
   * A standard relation no other test writes links of (a relation with links cannot be dropped).
   */
  static final String DROPPED = "dgViewReadsView";

  @Autowired JdbcClient jdbc;

  @Test
  void theStandardTypesAreInstalledOnceThroughADataModelRevision() {
    Api admin = admin();
    ensureStandard(admin);
    dropRelation(admin, DROPPED);
    JsonNode before = types(admin);
    assertThat(texts(before.path("standardMissing"))).containsExactly(DROPPED);
    int revision = revision(admin);

    Api.Response installed = admin.post(TYPES + "/standard", Map.of());
    assertThat(installed.status()).as(installed.toString()).isEqualTo(200);
    assertThat(installed.json().path("revision").asInt()).isEqualTo(revision + 1);
    assertThat(texts(installed.json().path("relationsAdded"))).containsExactly(DROPPED);
    assertThat(installed.json().path("typesAdded")).isEmpty();
    assertThat(revision(admin)).isEqualTo(revision + 1);

    Api.Response again = admin.post(TYPES + "/standard", Map.of());
    assertThat(again.status()).as(again.toString()).isEqualTo(200);
    assertThat(again.json().path("revision").isNull()).isTrue();
    assertThat(again.json().path("relationsAdded")).isEmpty();
    assertThat(revision(admin)).isEqualTo(revision + 1);

    JsonNode after = types(admin);
    assertThat(after.path("standardMissing")).isEmpty();
    JsonNode view = type(after, "dgView");
    assertThat(view.path("parent").asString()).isEqualTo("dgTable");
    JsonNode name = view.path("attributes").path(0);
    assertThat(name.path("name").asString()).isEqualTo("name");
    assertThat(name.path("inheritedFrom").asString()).isEqualTo("dgTable");
    JsonNode table = type(after, "dgTable");
    assertThat(texts(table.path("contains"), "name")).containsExactly("dgTableColumns");
    assertThat(texts(table.path("relations"), "name"))
        .contains("dgSchemaTables", "dgViewReadsTable");
    assertThat(texts(view.path("relations"), "name")).contains(DROPPED);
    assertThat(table.path("color").asString()).startsWith("#");
  }

  @Test
  void theFirstInformationSystemInstallsTheMissingStandardTypes() {
    Api admin = admin();
    Api.Response systems = admin.get(DgSourceModelApiTest.SYSTEMS);
    Assumptions.assumeTrue(
        systems.json().path("informationSystems").isEmpty(), "an information system exists");
    ensureStandard(admin);
    dropRelation(admin, DROPPED);
    String name = unique("first");
    Api.Response created =
        admin.post(
            DgSourceModelApiTest.SYSTEMS,
            Map.of("name", name, "displayName", "First", "sourceSystem", aSource(admin, "s", 5)));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    assertThat(texts(created.json().path("assetTypesInstalled"))).containsExactly(DROPPED);
    assertThat(types(admin).path("standardMissing")).isEmpty();
    Api.Response second =
        admin.post(
            DgSourceModelApiTest.SYSTEMS,
            Map.of(
                "name",
                unique("second"),
                "displayName",
                "2",
                "sourceSystem",
                aSource(admin, "s", 5)));
    assertThat(second.json().path("assetTypesInstalled")).isEmpty();
  }

  @Test
  void aChangedDisplayFormatAsksForAReindexWhichTheJobDoes() throws InterruptedException {
    Api admin = admin();
    ensureStandard(admin);
    reindex(admin);
    String source = aSource(admin, "dgsrc", 10);
    String etalonId =
        written(
                admin,
                aRecord("dgTable", source, unique("t"))
                    .with("name", "orders")
                    .with("qualifiedName", "shop.orders"))
            .path("etalonId")
            .asString();
    assertThat(displayName(etalonId)).isEqualTo("orders");

    long draftId = create(admin, aDraft().ofType("data-model"));
    Api.Response saved =
        admin.post(
            MODEL + "/save",
            Map.of(
                "draftId", draftId, "model", withFormat(publishedModel(admin), "{qualifiedName}")));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    Api.Response published = publish(admin, draftId, false);
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    JsonNode info = published.json().path("details").path("info");
    assertThat(info).hasSize(1);
    assertThat(info.path(0).path("domain").asString()).isEqualTo("org.platform.dg.data");
    assertThat(info.path(0).path("content").asString())
        .contains("dgTable")
        .contains("dgAssetsReindexJob");

    JsonNode waiting = types(admin);
    assertThat(waiting.path("reindexRequired").asBoolean()).isTrue();
    assertThat(texts(waiting.path("reindexTypes"))).containsExactly("dgTable");
    assertThat(displayName(etalonId)).isEqualTo("orders");

    reindex(admin);
    assertThat(displayName(etalonId)).isEqualTo("shop.orders");
    JsonNode done = types(admin);
    assertThat(done.path("reindexRequired").asBoolean()).isFalse();
    assertThat(done.path("reindexTypes")).isEmpty();

    Api.Response back =
        admin.post(MODEL + "/save", Map.of("model", withFormat(publishedModel(admin), "{name}")));
    assertThat(back.status()).as(back.toString()).isEqualTo(200);
    assertThat(types(admin).path("reindexRequired").asBoolean()).isTrue();
    reindex(admin);
    assertThat(displayName(etalonId)).isEqualTo("orders");
  }

  @Test
  void aTypeThatIsNoAssetTypeAnyMoreLeavesTheCatalogWithItsPublication() {
    Api admin = admin();
    String type = entityName("Term");
    Map<String, Object> entity = new java.util.LinkedHashMap<>(register(type));
    entity.put("assetType", Map.of("color", "#336699"));
    entity.put("customProperties", Map.of("display_format", "{name}"));
    saveEntity(admin, entity);
    String source = aSource(admin, "dgsrc", 10);
    String name = unique("glossary term");
    String etalonId =
        written(admin, aRecord(type, source, unique("t")).with("name", name))
            .path("etalonId")
            .asString();
    assertThat(found(admin, name)).containsExactly(etalonId);

    entity.remove("assetType");
    saveEntity(admin, entity);

    assertThat(found(admin, name)).as("a register's record is no asset").isEmpty();
    assertThat(
            jdbc.sql("select count(*) from dg_assets where asset_type = ?")
                .param(type)
                .query(Long.class)
                .single())
        .isZero();
    assertThat(read(admin, type, etalonId, "").status())
        .as("the record itself stays")
        .isEqualTo(200);
  }

  private static void saveEntity(Api admin, Map<String, Object> entity) {
    Api.Response r = admin.post(MODEL + "/entities/save", Map.of("entity", entity));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  private static java.util.List<String> found(Api admin, String name) {
    Api.Response r = admin.post("/api/v1/dg/data/assets/search", Map.of("text", name));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    java.util.List<String> ids = new java.util.ArrayList<>();
    r.json().path("items").forEach(i -> ids.add(i.path("etalonId").asString()));
    return ids;
  }

  @Test
  void onlyAdministratorsInstallStandardTypes() {
    Api user = aUserWithRoles(aRole(java.util.List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(user.get(TYPES).status()).isEqualTo(403);
    assertThat(user.post(TYPES + "/standard", Map.of()).status()).isEqualTo(403);
  }

  private static void reindex(Api admin) throws InterruptedException {
    JsonNode run = Jobs.run(admin, "dgAssetsReindexJob", Map.of("blockSize", 2));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
  }

  private String displayName(String etalonId) {
    return jdbc.sql("select display_name from dg_assets where etalon_id = ?")
        .param(UUID.fromString(etalonId))
        .query(String.class)
        .single();
  }

  private static ObjectNode withFormat(ObjectNode model, String format) {
    for (JsonNode entity : model.path("entities")) {
      if (entity.path("name").asString().equals("dgTable")) {
        ObjectNode properties = ((ObjectNode) entity).putObject("customProperties");
        properties.put("display_format", format);
      }
    }
    return model;
  }

  private void ensureStandard(Api admin) {
    Api.Response r = admin.post(TYPES + "/standard", Map.of());
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  private void dropRelation(Api admin, String relation) {
    ObjectNode model = publishedModel(admin);
    ArrayNode relations = (ArrayNode) model.path("relations");
    for (int i = relations.size() - 1; i >= 0; i--) {
      if (relations.get(i).path("name").asString().equals(relation)) {
        relations.remove(i);
      }
    }
    Api.Response r = admin.post(MODEL + "/save", Map.of("model", model));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }

  private static JsonNode types(Api admin) {
    Api.Response r = admin.get(TYPES);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static JsonNode type(JsonNode catalog, String name) {
    for (JsonNode t : catalog.path("assetTypes")) {
      if (t.path("name").asString().equals(name)) {
        return t;
      }
    }
    throw new AssertionError("no asset type " + name);
  }

  private static java.util.List<String> texts(JsonNode array) {
    java.util.List<String> list = new java.util.ArrayList<>();
    array.forEach(item -> list.add(item.asString()));
    return list;
  }
}
