package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.record.TimelineChecks;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * The archive's rules with an archive store: max.revisions per origin, truncate, physical deletes,
 * the settings' flags and the system definition kept in step with them.
 */
class ArchiveRulesTest extends ArchiveApiTest {

  private static final String P = ArchiveTestSupport.PREFIX;

  @Test
  void maxRevisionsKeepsTheNewestOfAnOriginAndTruncateDeletesInsteadOfArchiving() throws Exception {
    Api admin = admin();
    String source = aSource(admin, "keep", 1);
    String entity = aRegister(admin, "BVR", attribute("a", "Integer"));
    String externalId = "k-" + UUID.randomUUID();
    for (int i = 1; i <= 6; i++) {
      written(admin, aRecord(entity, source, externalId).with("a", i));
    }
    written(
        admin,
        aRecord(entity, source, externalId)
            .with("a", 7)
            .valid(TimelineChecks.at(0), TimelineChecks.at(5)));
    UUID origin = originOf(entity, source, externalId);

    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "3");
    setting(admin, P + "disabled", "false");
    ArchiveTestSupport.runArchive(admin);
    assertThat(hotRevisions(origin)).containsExactly(5, 6, 7);
    assertThat(archivedRevisions(origin)).containsExactly(1, 2, 3, 4);
    String etalonId = etalonOf(entity, source, externalId);
    assertThat(originRevisions(admin, etalonId)).containsExactly(1, 2, 3, 4, 5, 6, 7);

    setting(admin, P + "truncate", "true");
    setting(admin, P + "max.revisions", "1");
    try {
      ArchiveTestSupport.runArchive(admin);
    } finally {
      setting(admin, P + "truncate", "false");
    }
    // 6 still shows outside 7's period; 5 is gone for good (rule 3), 1-4 stay archived.
    assertThat(hotRevisions(origin)).containsExactly(6, 7);
    assertThat(archivedRevisions(origin)).containsExactly(1, 2, 3, 4);
    assertThat(originRevisions(admin, etalonId)).containsExactly(1, 2, 3, 4, 6, 7);
    written(admin, aRecord(entity, source, externalId).with("a", 8));
    assertThat(originRevisions(admin, etalonId)).containsExactly(1, 2, 3, 4, 6, 7, 8);
  }

  @Test
  void aPhysicalDeleteRemovesTheArchivedRevisions() throws Exception {
    Api admin = admin();
    String source = aSource(admin, "wipe", 1);
    String entity = aRegister(admin, "BVT", attribute("a", "Integer"));
    String externalId = "w-" + UUID.randomUUID();
    for (int i = 1; i <= 4; i++) {
      written(admin, aRecord(entity, source, externalId).with("a", i));
    }
    UUID origin = originOf(entity, source, externalId);
    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "0");
    setting(admin, P + "disabled", "false");
    ArchiveTestSupport.runArchive(admin);
    assertThat(archivedRevisions(origin)).containsExactly(1, 2, 3);

    Api.Response r =
        admin.delete(DATA + "/" + entity + "/" + source + "/" + externalId + "?wipe=true");
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    assertThat(archivedRevisions(origin)).isEmpty();
    assertThat(hotRevisions(origin)).isEmpty();
  }

  @Test
  void aBlockDoneAgainFindsItsRowsInTheArchiveAndKeepsThemOnce() throws Exception {
    Api admin = admin();
    String source = aSource(admin, "again", 1);
    String entity = aRegister(admin, "BVR", attribute("a", "Integer"));
    String externalId = "g-" + UUID.randomUUID();
    for (int i = 1; i <= 3; i++) {
      written(admin, aRecord(entity, source, externalId).with("a", i));
    }
    UUID origin = originOf(entity, source, externalId);
    String etalonId = etalonOf(entity, source, externalId);
    List<String> before = originsText(admin, etalonId);
    // As if an earlier block had written revision 1 to the archive and its hot commit had failed.
    int shards = hot.sql("select shards from data_storage").query(Integer.class).single();
    Map<String, Object> row =
        hot.sql(
                "select etalon_id, seq, valid_from::text as valid_from, valid_to::text as"
                    + " valid_to, status, operation, data::text as data, create_date, created_by"
                    + " from revisions where origin_id = ? and revision = 1")
            .param(origin)
            .query()
            .singleRow();
    ArchiveTestSupport.archiveDb()
        .sql(
            "insert into archived_revisions (shard, origin_id, revision, etalon_id, seq,"
                + " valid_from, valid_to, status, operation, data, create_date, created_by)"
                + " values (?, ?, 1, ?, ?, ?::timestamptz, ?::timestamptz, ?, ?, ?::json, ?, ?)")
        .params(
            ArchiveStore.shard(origin, shards),
            origin,
            row.get("etalon_id"),
            row.get("seq"),
            row.get("valid_from"),
            row.get("valid_to"),
            row.get("status"),
            row.get("operation"),
            row.get("data"),
            row.get("create_date"),
            row.get("created_by"))
        .update();
    // Read from both stores, the revision counts once.
    assertThat(originsText(admin, etalonId)).isEqualTo(before);

    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "0");
    setting(admin, P + "disabled", "false");
    ArchiveTestSupport.runArchive(admin);
    assertThat(hotRevisions(origin)).containsExactly(3);
    assertThat(archivedRevisions(origin)).containsExactly(1, 2);
    assertThat(originsText(admin, etalonId)).isEqualTo(before);
  }

  private static List<String> originsText(Api admin, String etalonId) {
    return List.of(
        admin
            .get("/api/v2/data/records/" + etalonId + "/origins")
            .json()
            .path("origins")
            .toString(),
        admin
            .get("/api/v2/data/records/" + etalonId + "/history")
            .json()
            .path("events")
            .toString());
  }

  @Test
  void theSettingsHaveTheSpecsNamesAndFlagsAndBadValuesAreRefused() {
    Api admin = admin();
    JsonNode parameters = admin.get("/api/v2/core/system-parameters").json().path("parameters");
    Map<String, JsonNode> byName = new java.util.HashMap<>();
    parameters.forEach(p -> byName.put(p.path("name").asString(), p));
    for (String scope : List.of("data", "classifiers")) {
      String prefix = "com.platform.mdm.hpe.job.archive.vistory." + scope + ".";
      assertThat(byName.get(prefix + "disabled").path("editable").asBoolean()).isTrue();
      assertThat(byName.get(prefix + "disabled").path("envVariable").asString())
          .isEqualTo("JOB_ARCHIVE_VISTORY_DISABLED");
      assertThat(byName.get(prefix + "cronex").path("editable").asBoolean()).isFalse();
      assertThat(byName.get(prefix + "cronex").path("value").asString()).isEqualTo("0 0 0 * * ?");
      for (String editable : List.of("block.size", "max.revisions", "truncate")) {
        assertThat(byName.get(prefix + editable).path("editable").asBoolean()).isTrue();
      }
      assertThat(byName.get(prefix + "block.size").path("defaultValue").asString())
          .isEqualTo("4000");
      assertThat(byName.get(prefix + "max.revisions").path("defaultValue").asString())
          .isEqualTo("3");
      for (String hidden :
          List.of("threads", "commit.interval", "nodes.minPoolSize", "nodes.maxPoolSize")) {
        assertThat(byName).doesNotContainKey(prefix + hidden);
      }
    }
    assertThat(byName.get(P + "nodes").path("value").asString()).startsWith("*:archive1:");

    for (Map.Entry<String, String> bad :
        Map.of(
                P + "block.size", "0",
                P + "max.revisions", "-1",
                P + "truncate", "maybe",
                P + "cronex", "0 0 1 * * ?",
                P + "threads", "2")
            .entrySet()) {
      Map<String, Object> parameter = new java.util.HashMap<>();
      parameter.put("name", bad.getKey());
      parameter.put("value", bad.getValue());
      Api.Response r =
          admin.put("/api/v2/core/system-parameters", Map.of("parameters", List.of(parameter)));
      // A hidden setting is unknown to the API (404), the others are refused (400).
      assertThat(r.status())
          .as(r.toString())
          .isEqualTo(bad.getKey().endsWith("threads") ? 404 : 400);
      assertThat(r.json().path("details").path("error").size()).as(r.toString()).isPositive();
    }
  }

  @Test
  void theSystemDefinitionFollowsTheSettings() {
    Api admin = admin();
    setting(admin, P + "disabled", "true");
    JsonNode off = ArchiveTestSupport.definition(admin);
    assertThat(off.path("enabled").asBoolean()).isFalse();
    assertThat(off.path("cronExpression").asString()).isEqualTo("0 0 0 * * ?");
    assertThat(off.path("jobName").asString()).isEqualTo(ArchiveOperation.NAME);
    Api.Response refused =
        admin.post("/api/v2/core/jobs/executions/start/" + off.path("id").asLong(), Map.of());
    assertThat(refused.status()).as(refused.toString()).isEqualTo(409);

    setting(admin, P + "disabled", "false");
    assertThat(ArchiveTestSupport.definition(admin).path("enabled").asBoolean()).isTrue();
    setting(admin, P + "disabled", null);
    assertThat(ArchiveTestSupport.definition(admin).path("enabled").asBoolean()).isFalse();
  }

  private UUID originOf(String entity, String source, String externalId) {
    return hot.sql(
            "select origin_id from external_keys where entity_name = ? and source_system = ?"
                + " and external_id = ?")
        .params(entity, source, externalId)
        .query(UUID.class)
        .single();
  }

  private String etalonOf(String entity, String source, String externalId) {
    return hot.sql(
            "select etalon_id::text from external_keys where entity_name = ? and source_system = ?"
                + " and external_id = ?")
        .params(entity, source, externalId)
        .query(String.class)
        .single();
  }

  private List<Integer> hotRevisions(UUID origin) {
    return hot.sql("select revision from revisions where origin_id = ? order by revision")
        .param(origin)
        .query(Integer.class)
        .list();
  }

  private static List<Integer> archivedRevisions(UUID origin) {
    return ArchiveTestSupport.archiveDb()
        .sql("select revision from archived_revisions where origin_id = ? order by revision")
        .param(origin)
        .query(Integer.class)
        .list();
  }

  private static List<Integer> originRevisions(Api admin, String etalonId) {
    List<Integer> revisions = new java.util.ArrayList<>();
    for (JsonNode o :
        admin.get("/api/v2/data/records/" + etalonId + "/origins").json().path("origins")) {
      o.path("revisions").forEach(r -> revisions.add(r.path("revision").asInt()));
    }
    return revisions;
  }
}
