package org.platform.mdm.search.reindex;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.search.SearchSettings;
import org.platform.mdm.search.SearchTestSupport;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** A model change rebuilds the entity's documents in the background, with progress to read. */
class SearchReindexTest extends SearchTestSupport {

  @org.springframework.beans.factory.annotation.Autowired
  org.springframework.jdbc.core.simple.JdbcClient jdbc;

  private static final String REINDEX = "/api/v2/search/reindex";

  @Test
  void addingAnAttributeRebuildsTheEntityAndSearchKeepsAnswering() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    for (int i = 0; i < 7; i++) {
      written(admin, aRecord(r, erp, "R" + i).with("city", "Berlin"));
    }

    ObjectNode model = publishedModel(admin);
    for (JsonNode e : model.path("entities")) {
      if (e.path("name").asString().equals(r)) {
        ((ArrayNode) e.path("attributes")).add(Api.JSON.valueToTree(attribute("zip", "String")));
      }
    }
    Api.Response published = admin.post(MODEL + "/save", Map.of("model", model));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);

    JsonNode job = waitFor(admin, r, "DONE");
    assertThat(job.path("reason").asString()).isEqualTo("MODEL_CHANGE");
    assertThat(job.path("done").asLong()).isEqualTo(7);
    assertThat(job.path("total").asLong()).isEqualTo(7);
    // The rebuild was a run of the background operations, seen, stopped and restarted there.
    Api.Response run =
        admin.get("/api/v2/core/jobs/executions/" + job.path("executionId").asLong());
    assertThat(run.status()).as(run.toString()).isEqualTo(200);
    assertThat(run.json().path("execution").path("jobName").asString()).isEqualTo("reindexDataJob");
    assertThat(run.json().path("execution").path("startedBy").asString()).isEqualTo("search");
    Api.Response steps =
        admin.get("/api/v2/core/jobs/executions/steps/" + job.path("executionId").asLong());
    assertThat(steps.json().path("steps").findValuesAsString("name")).contains("reindex " + r);
    assertThat(found(admin, r, leaf("city", "EQ", "Berlin"))).hasSize(7);
    written(admin, aRecord(r, erp, "R0").with("zip", "10117"));
    assertThat(found(admin, r, leaf("zip", "EQ", "10117"))).hasSize(1);
  }

  @Test
  void anAdministratorAsksForARebuildAndOthersMayNot() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    written(admin, aRecord(r, erp, "R1").with("city", "Berlin"));

    Api.Response asked = admin.post(REINDEX + "?entityName=" + r, Map.of());
    assertThat(asked.status()).as(asked.toString()).isEqualTo(202);
    assertThat(waitFor(admin, r, "DONE").path("reason").asString()).isEqualTo("REQUEST");
    assertThat(found(admin, r, leaf("city", "EQ", "Berlin"))).hasSize(1);

    assertThat(admin.post(REINDEX + "?entityName=NoSuch", Map.of()).errorCodes())
        .containsExactly("SEARCH_REINDEX_ENTITY_UNKNOWN");
    Api reader = aUserWithRoles(aRole(List.of(grant(r, "READ"))));
    assertThat(reader.post(REINDEX + "?entityName=" + r, Map.of()).status()).isEqualTo(403);
    assertThat(reader.get(REINDEX).status()).isEqualTo(200);
  }

  @Test
  void writesWhileIndexingIsOffAreFoundOnceItIsOnAgain() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    written(admin, aRecord(r, erp, "R1").with("city", "Berlin"));
    String setting = SearchSettings.INDEX_ENABLED.name();
    try {
      setting(admin, setting, "false");
      written(admin, aRecord(r, erp, "R2").with("city", "Berlin"));
      Api.Response off = admin.post(SEARCH, body(r));
      assertThat(off.status()).isEqualTo(409);
      assertThat(off.errorCodes()).containsExactly("SEARCH_INDEXING_OFF");
      Thread.sleep(1500); // the worker sees it off
    } finally {
      setting(admin, setting, null);
    }
    JsonNode job = waitFor(admin, r, "DONE", "INDEXING_ON");
    assertThat(job.path("done").asLong()).isEqualTo(2);
    assertThat(found(admin, r, leaf("city", "EQ", "Berlin"))).hasSize(2);
  }

  /**
   * A rebuild left behind for an entity the model no longer has fails with the reason and does not
   * hold up the others; one whose run ended without telling it (a run that completed before it was
   * named the rebuild's) is handed to a new run.
   */
  @Test
  void aRebuildOfAGoneEntityFailsAloneAndOneARunLeftBehindIsHandedAgain() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aRegister(admin, "BVT", attribute("city", "String"));
    written(admin, aRecord(r, erp, "R1").with("city", "Berlin"));
    String gone = "Gone" + System.nanoTime();
    jdbc.sql(
            "insert into search_reindex (entity_name, state, reason, requested_at)"
                + " values (?, 'PENDING', 'MODEL_CHANGE', now())")
        .param(gone)
        .update();
    assertThat(admin.post(REINDEX + "?entityName=" + r, Map.of()).status()).isEqualTo(202);
    JsonNode done = waitFor(admin, r, "DONE");
    JsonNode failed = waitFor(admin, gone, "FAILED");
    assertThat(failed.path("error").asString()).contains("no such register");

    // A rebuild still PENDING although the run that carried it completed.
    jdbc.sql(
            "update search_reindex set state = 'PENDING', finished_at = null, done = 0,"
                + " execution_id = ? where entity_name = ?")
        .params(done.path("executionId").asLong(), r)
        .update();
    JsonNode again = waitFor(admin, r, "DONE");
    assertThat(again.path("executionId").asLong()).isNotEqualTo(done.path("executionId").asLong());
    assertThat(again.path("done").asLong()).isEqualTo(1);

    // One whose run is not there at all (a restored database) is handed again too.
    jdbc.sql(
            "update search_reindex set state = 'PENDING', finished_at = null, done = 0,"
                + " execution_id = 987654321 where entity_name = ?")
        .param(r)
        .update();
    JsonNode third = waitFor(admin, r, "DONE");
    assertThat(third.path("executionId").asLong()).isNotEqualTo(987654321L);
  }

  private static JsonNode waitFor(Api admin, String entity, String state) throws Exception {
    return waitFor(admin, entity, state, null);
  }

  private static JsonNode waitFor(Api admin, String entity, String state, String reason)
      throws Exception {
    long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    JsonNode last = null;
    while (System.nanoTime() < end) {
      Api.Response r = admin.get(REINDEX);
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      for (JsonNode job : r.json().path("jobs")) {
        if (job.path("entityName").asString().equals(entity)) {
          last = job;
          if (job.path("state").asString().equals(state)
              && (reason == null || job.path("reason").asString().equals(reason))) {
            return job;
          }
        }
      }
      Thread.sleep(100);
    }
    throw new AssertionError("no " + state + " rebuild of " + entity + ": " + last);
  }
}
