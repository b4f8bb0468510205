package org.platform.mdm.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestOperationType;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Chains of operations (one started when another's run ends so, circles refused), the search of
 * definitions, their export and import.
 */
class JobChainsAndFilesTest extends ApiTest {

  private static final String JOBS = "/api/v2/core/jobs";

  @Autowired JdbcClient jdbc;

  private static Map<String, Object> definition(String name, Map<String, Object> startAfter) {
    Map<String, Object> d = new HashMap<>();
    d.put("name", name);
    d.put("jobName", TestOperationType.NAME);
    d.put("enabled", true);
    d.put("tags", List.of("chain"));
    d.put("parameters", Map.of("entities", List.of("Customer"), "blockSize", 10));
    d.put("startAfter", startAfter);
    return d;
  }

  private static long create(Api admin, Map<String, Object> d) {
    Api.Response r = admin.post(JOBS + "/definitions", Map.of("definition", d));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("definition").path("id").asLong();
  }

  private static JsonNode runsOf(Api admin, long id) {
    return admin.get(JOBS + "/executions/definition/" + id).json().path("executions");
  }

  private static JsonNode awaitRuns(Api admin, long id, int count) throws Exception {
    Instant end = Instant.now().plus(Duration.ofSeconds(30));
    JsonNode found = runsOf(admin, id);
    while ((found.size() < count || !ended(found.get(0))) && Instant.now().isBefore(end)) {
      Thread.sleep(100);
      found = runsOf(admin, id);
    }
    return found;
  }

  private static boolean ended(JsonNode e) {
    return List.of("COMPLETED", "STOPPED", "FAILED").contains(e.path("status").asString());
  }

  @Test
  void anOperationStartsAfterAnotherEndsSoAndACircleIsRefused() throws Exception {
    Api admin = admin();
    long first = create(admin, definition(unique("first"), null));
    long onSuccess =
        create(
            admin,
            definition(unique("then"), Map.of("definitionId", first, "status", "COMPLETED")));
    long onFailure =
        create(
            admin, definition(unique("else"), Map.of("definitionId", first, "status", "FAILED")));
    Api.Response read = admin.get(JOBS + "/definitions/" + onSuccess);
    assertThat(read.json().path("definition").path("startAfter").path("definitionId").asLong())
        .isEqualTo(first);

    long run =
        admin
            .post(JOBS + "/executions/start/" + first, Map.of())
            .json()
            .path("execution")
            .path("id")
            .asLong();
    JsonNode followed = awaitRuns(admin, onSuccess, 1);
    assertThat(followed.size()).isEqualTo(1);
    assertThat(followed.get(0).path("startedBy").asString()).isEqualTo("after run " + run);
    assertThat(followed.get(0).path("status").asString()).isEqualTo("COMPLETED");
    assertThat(runsOf(admin, onFailure).size()).as("no failure to follow").isZero();

    TestOperationType.failAt = 0;
    try {
      admin.post(JOBS + "/executions/start/" + first, Map.of());
      assertThat(awaitRuns(admin, onFailure, 1).get(0).path("status").asString())
          .isEqualTo("COMPLETED");
    } finally {
      TestOperationType.failAt = -1;
    }
    assertThat(runsOf(admin, onSuccess).size()).isEqualTo(1);

    Map<String, Object> circle =
        definition(unique("first"), Map.of("definitionId", onSuccess, "status", "COMPLETED"));
    Api.Response refused = admin.put(JOBS + "/definitions/" + first, Map.of("definition", circle));
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("JOB_CHAIN_CYCLE");
    Map<String, Object> self =
        definition(unique("self"), Map.of("definitionId", first, "status", "COMPLETED"));
    assertThat(admin.put(JOBS + "/definitions/" + first, Map.of("definition", self)).errorCodes())
        .containsExactly("JOB_CHAIN_CYCLE");

    Api.Response bad =
        admin.post(
            JOBS + "/definitions",
            Map.of(
                "definition",
                definition(unique("bad"), Map.of("definitionId", 999_999_999L, "status", "DONE"))));
    assertThat(bad.status()).isEqualTo(400);
    assertThat(bad.errorCodes()).containsExactlyInAnyOrder("JOB_CHAIN_UNKNOWN", "JOB_CHAIN_STATUS");
  }

  @Test
  void definitionsAreFoundByNameTagsStateAndTheirLastRun() throws Exception {
    Api admin = admin();
    String prefix = unique("found");
    for (int i = 0; i < 5; i++) {
      Map<String, Object> d = definition(prefix + "-" + i, null);
      d.put("enabled", i % 2 == 0);
      d.put("tags", i < 2 ? List.of("nightly", "crm") : List.of("nightly"));
      create(admin, d);
    }
    Api.Response all = admin.post(JOBS + "/definitions/search", Map.of("name", prefix));
    assertThat(all.status()).as(all.toString()).isEqualTo(200);
    assertThat(all.json().path("totalCount").asInt()).isEqualTo(5);

    JsonNode page =
        admin
            .post(
                JOBS + "/definitions/search",
                Map.of("name", prefix.toUpperCase(), "sortOrder", "DESC", "start", 1, "count", 2))
            .json();
    assertThat(page.path("totalCount").asInt()).isEqualTo(5);
    assertThat(page.path("definitions").findValuesAsString("name"))
        .containsExactly(prefix + "-3", prefix + "-2");

    JsonNode crm =
        admin
            .post(JOBS + "/definitions/search", Map.of("name", prefix, "tags", List.of("crm")))
            .json();
    assertThat(crm.path("definitions").findValuesAsString("name"))
        .containsExactly(prefix + "-0", prefix + "-1");
    JsonNode active =
        admin.post(JOBS + "/definitions/search", Map.of("name", prefix, "activeOnly", true)).json();
    assertThat(active.path("totalCount").asInt()).isEqualTo(3);
    JsonNode inactive =
        admin
            .post(JOBS + "/definitions/search", Map.of("name", prefix, "inactiveOnly", true))
            .json();
    assertThat(inactive.path("totalCount").asInt()).isEqualTo(2);

    long id = active.path("definitions").get(0).path("id").asLong();
    admin.post(JOBS + "/executions/start/" + id, Map.of());
    awaitRuns(admin, id, 1);
    JsonNode completed =
        admin
            .post(
                JOBS + "/definitions/search",
                Map.of("name", prefix, "lastExecutionStatus", "COMPLETED"))
            .json();
    assertThat(completed.path("definitions").size()).isEqualTo(1);
    assertThat(completed.path("definitions").get(0).path("lastExecution").path("status").asString())
        .isEqualTo("COMPLETED");

    Api.Response wrongSort =
        admin.post(JOBS + "/definitions/search", Map.of("sortField", "colour"));
    assertThat(wrongSort.status()).isEqualTo(400);
    assertThat(wrongSort.errorCodes()).containsExactly("JOB_SORT_FIELD");
  }

  @Test
  void anExportedFileImportsAsNewOperationsReplacesByNameAndIsWrittenWholeOrNotAtAll() {
    Api admin = admin();
    long first = create(admin, definition(unique("exp"), null));
    long second =
        create(admin, definition(unique("exp"), Map.of("definitionId", first, "status", "FAILED")));
    Api.Response exported =
        admin.post(JOBS + "/definitions/export", Map.of("ids", List.of(first, second)));
    assertThat(exported.status()).as(exported.toString()).isEqualTo(200);
    assertThat(exported.header("Content-Disposition")).contains("operations.json");
    ObjectNode file = (ObjectNode) exported.json();
    ArrayNode entries = (ArrayNode) file.path("definitions");
    assertThat(entries.get(1).path("startAfter").path("status").asString()).isEqualTo("FAILED");

    String a = unique("imp");
    String b = unique("imp");
    ((ObjectNode) entries.get(0)).put("name", a);
    ((ObjectNode) entries.get(1)).put("name", b);
    ((ObjectNode) entries.get(1).path("startAfter")).put("definitionName", a);
    Api.Response imported =
        admin.upload(JOBS + "/definitions/import", "ops.json", "application/json", file.toString());
    assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
    JsonNode made = imported.json().path("definitions");
    long newA = made.get(0).path("id").asLong();
    assertThat(made.get(1).path("startAfter").path("definitionId").asLong()).isEqualTo(newA);
    assertThat(made.get(1).path("parameters").path("blockSize").asInt()).isEqualTo(10);

    ((ObjectNode) entries.get(1)).put("description", "changed by the second import");
    Api.Response replaced =
        admin.upload(JOBS + "/definitions/import", "ops.json", "application/json", file.toString());
    assertThat(replaced.status()).as(replaced.toString()).isEqualTo(200);
    assertThat(replaced.json().path("definitions").get(1).path("id").asLong())
        .isEqualTo(made.get(1).path("id").asLong());
    assertThat(replaced.json().path("definitions").get(1).path("description").asString())
        .isEqualTo("changed by the second import");

    String c = unique("imp");
    ((ObjectNode) entries.get(0)).put("name", c);
    ((ObjectNode) entries.get(1)).put("cronExpression", "not a cron");
    Api.Response refused =
        admin.upload(JOBS + "/definitions/import", "ops.json", "application/json", file.toString());
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.json().path("details").path("error").findValuesAsString("source"))
        .contains("definitions[1].cronExpression");
    assertThat(
            admin
                .post(JOBS + "/definitions/search", Map.of("name", c))
                .json()
                .path("totalCount")
                .asInt())
        .as("nothing of a refused file is written")
        .isZero();

    Api.Response notJson =
        admin.upload(
            JOBS + "/definitions/import", "ops.json", "application/json", "{\"definitions\": [");
    assertThat(notJson.status()).isEqualTo(400);
    assertThat(notJson.errorCodes()).containsExactly("JOB_IMPORT_FILE");
    assertThat(
            admin.post(JOBS + "/definitions/export", Map.of("ids", List.of(999_999_999L))).status())
        .isEqualTo(404);
  }
}
