package org.platform.mdm.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.platform.mdm.testsupport.TestOperationType;
import tools.jackson.databind.JsonNode;

/**
 * Runs of operations on Quartz with its store in the platform's PostgreSQL: started, carried out in
 * blocks with their progress, refused while disabled or already running, stopped between blocks,
 * failed with the reason, and fired by a cron schedule until the operation is disabled.
 */
class JobRunsTest extends RecordApiTest {

  private static final String JOBS = "/api/v2/core/jobs";

  @AfterEach
  void plainRuns() {
    TestOperationType.blocks = 5;
    TestOperationType.pauseMillis = 0;
    TestOperationType.failAt = -1;
    TestOperationType.failAlways = false;
  }

  private long aDefinition(Api admin, boolean enabled, String cron) {
    Map<String, Object> d = new HashMap<>();
    d.put("name", unique("run"));
    d.put("jobName", TestOperationType.NAME);
    d.put("enabled", enabled);
    d.put("cronExpression", cron);
    d.put("parameters", Map.of("entities", List.of("Customer"), "blockSize", 10));
    Api.Response r =
        admin.post(JOBS + "/definitions", Map.of("definition", d, "skipCronWarnings", true));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("definition").path("id").asLong();
  }

  private JsonNode until(Api admin, long run, Predicate<JsonNode> done) throws Exception {
    Instant end = Instant.now().plus(Duration.ofSeconds(30));
    while (true) {
      JsonNode e = admin.get(JOBS + "/executions/" + run).json().path("execution");
      if (done.test(e) || Instant.now().isAfter(end)) {
        return e;
      }
      Thread.sleep(100);
    }
  }

  private static boolean ended(JsonNode e) {
    return List.of("COMPLETED", "STOPPED", "FAILED").contains(e.path("status").asString());
  }

  @Test
  void aRunIsCarriedOutInBlocksWithItsProgress() throws Exception {
    Api admin = admin();
    long id = aDefinition(admin, true, null);
    Api.Response started = admin.post(JOBS + "/executions/start/" + id, Map.of());
    assertThat(started.status()).as(started.toString()).isEqualTo(200);
    long run = started.json().path("execution").path("id").asLong();
    assertThat(started.json().path("execution").path("parameters").path("mode").asString())
        .isEqualTo("FULL");

    JsonNode e = until(admin, run, JobRunsTest::ended);
    assertThat(e.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(e.path("total").asLong()).isEqualTo(50);
    assertThat(e.path("processed").asLong()).isEqualTo(50);
    assertThat(e.path("failedItems").asLong()).isEqualTo(2); // one in blocks 1 and 3
    assertThat(e.path("percent").asDouble()).isEqualTo(100.0);
    assertThat(e.path("etaSeconds").isNull()).isTrue();
    assertThat(e.path("startedBy").asString()).isEqualTo("admin");
    JsonNode history = admin.get(JOBS + "/executions/definition/" + id).json().path("executions");
    assertThat(history.get(0).path("id").asLong()).isEqualTo(run);
  }

  @Test
  void everyRunIsListedInOnePlaceTheNewestFirst() throws Exception {
    Api admin = admin();
    long id = aDefinition(admin, true, null);
    long run =
        admin
            .post(JOBS + "/executions/start/" + id, Map.of())
            .json()
            .path("execution")
            .path("id")
            .asLong();
    until(admin, run, JobRunsTest::ended);
    // Work a module starts itself: an index rebuild asked for.
    String entity = aRegister(admin, "BVT", attribute("name", "String"));
    assertThat(admin.post("/api/v2/search/reindex?entityName=" + entity, Map.of()).status())
        .isEqualTo(202);
    JsonNode rebuild = null;
    for (int i = 0; i < 100 && rebuild == null; i++) {
      JsonNode page = admin.get(JOBS + "/executions?jobName=reindexDataJob&limit=500").json();
      for (JsonNode e : page.path("executions")) {
        if (e.path("parameters").path("reindexTypes").toString().contains(entity)) {
          rebuild = e;
        }
      }
      Thread.sleep(100);
    }
    assertThat(rebuild).as("the rebuild's run is listed").isNotNull();
    assertThat(rebuild.path("startedBy").asString()).isEqualTo("search");
    assertThat(rebuild.path("definitionId").isNull()).isTrue();

    Api.Response all = admin.get(JOBS + "/executions?limit=500");
    assertThat(all.status()).as(all.toString()).isEqualTo(200);
    List<Long> ids =
        all.json().path("executions").findValues("id").stream().map(JsonNode::asLong).toList();
    assertThat(ids).contains(run, rebuild.path("id").asLong());
    assertThat(ids).isSortedAccordingTo(java.util.Comparator.reverseOrder());
    assertThat(all.json().path("totalCount").asLong()).isGreaterThanOrEqualTo(ids.size());

    Api.Response done = admin.get(JOBS + "/executions?status=COMPLETED&limit=1&offset=0");
    assertThat(done.json().path("executions")).hasSize(1);
    assertThat(done.json().path("executions").get(0).path("status").asString())
        .isEqualTo("COMPLETED");
    assertThat(admin.get(JOBS + "/executions?jobName=noSuchJob").json().path("totalCount").asLong())
        .isZero();
    for (String bad : List.of("offset=-1", "limit=0", "limit=501")) {
      Api.Response r = admin.get(JOBS + "/executions?" + bad);
      assertThat(r.status()).as(bad).isEqualTo(400);
      assertThat(r.errorCodes()).containsExactly("JOB_PAGE_INVALID");
    }
    assertThat(admin.get(JOBS + "/executions?limit=ten").status()).isEqualTo(400);
  }

  @Test
  void aDisabledOperationOrOneUnderWayIsNotStarted() throws Exception {
    Api admin = admin();
    long off = aDefinition(admin, false, null);
    Api.Response disabled = admin.post(JOBS + "/executions/start/" + off, Map.of());
    assertThat(disabled.status()).isEqualTo(409);
    assertThat(disabled.errorCodes()).containsExactly("JOB_DISABLED");

    TestOperationType.pauseMillis = 300;
    long id = aDefinition(admin, true, null);
    long run =
        admin
            .post(JOBS + "/executions/start/" + id, Map.of())
            .json()
            .path("execution")
            .path("id")
            .asLong();
    Api.Response again = admin.post(JOBS + "/executions/start/" + id, Map.of());
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.errorCodes()).containsExactly("JOB_ALREADY_RUNNING");
    until(admin, run, JobRunsTest::ended);
    assertThat(admin.post(JOBS + "/executions/start/" + 999_999_999L, Map.of()).status())
        .isEqualTo(404);
  }

  @Test
  void aRunStopsBetweenBlocksWhenAsked() throws Exception {
    Api admin = admin();
    TestOperationType.blocks = 50;
    TestOperationType.pauseMillis = 100;
    long id = aDefinition(admin, true, null);
    long run =
        admin
            .post(JOBS + "/executions/start/" + id, Map.of())
            .json()
            .path("execution")
            .path("id")
            .asLong();
    JsonNode going = until(admin, run, e -> e.path("processed").asLong() >= 20);
    assertThat(going.path("status").asString()).isEqualTo("STARTED");
    assertThat(going.path("rate").asDouble()).isPositive();
    assertThat(going.path("etaSeconds").isNumber()).isTrue();

    Api.Response stop = admin.post(JOBS + "/executions/stop/" + run, Map.of());
    assertThat(stop.status()).as(stop.toString()).isEqualTo(200);
    JsonNode stopped = until(admin, run, JobRunsTest::ended);
    assertThat(stopped.path("status").asString()).isEqualTo("STOPPED");
    assertThat(stopped.path("processed").asLong()).isLessThan(500);
    Api.Response over = admin.post(JOBS + "/executions/stop/" + run, Map.of());
    assertThat(over.status()).isEqualTo(409);
    assertThat(over.errorCodes()).containsExactly("JOB_EXECUTION_ENDED");
  }

  @Test
  void aFailedRunSaysWhyKeepsWhatItCommittedAndIsRestartedFromThere() throws Exception {
    Api admin = admin();
    TestOperationType.failAt = 3;
    long id = aDefinition(admin, true, null);
    long run = start(admin, id);
    JsonNode e = until(admin, run, JobRunsTest::ended);
    assertThat(e.path("status").asString()).isEqualTo("FAILED");
    assertThat(e.path("exitMessage").asString()).isEqualTo("block 3 could not be written");
    assertThat(e.path("processed").asLong()).isEqualTo(30);
    assertThat(e.path("restartable").asBoolean()).isTrue();
    JsonNode steps = admin.get(JOBS + "/executions/steps/" + run).json();
    assertThat(steps.path("steps").findValuesAsString("status"))
        .containsExactly("COMPLETED", "FAILED");
    assertThat(steps.path("steps").get(1).path("checkpoint").asString()).isEqualTo("3");

    Api.Response restarted = admin.post(JOBS + "/executions/restart/" + run, Map.of());
    assertThat(restarted.status()).as(restarted.toString()).isEqualTo(200);
    JsonNode done = until(admin, run, JobRunsTest::ended);
    assertThat(done.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(done.path("attempts").asInt()).isEqualTo(2);
    assertThat(done.path("processed").asLong()).isEqualTo(50);
    assertThat(done.path("failedItems").asLong()).isEqualTo(2);
    assertThat(done.path("exitMessage").isNull()).isTrue();
    assertThat(TestOperationType.WORKED.get(run))
        .as("each block committed once: the restart went on at block 3")
        .containsExactly(0, 1, 2, 3, 4);

    JsonNode after = admin.get(JOBS + "/executions/steps/" + run).json();
    assertThat(after.path("totalCount").asInt()).isEqualTo(2);
    assertThat(after.path("completedCount").asInt()).isEqualTo(2);
    JsonNode work = after.path("steps").get(1);
    assertThat(work.path("name").asString()).isEqualTo("work");
    assertThat(work.path("processed").asLong()).isEqualTo(50);
    assertThat(work.path("failures").findValuesAsString("item"))
        .containsExactly("item-10", "item-30");
    assertThat(work.path("failures").get(1).path("reason").asString())
        .isEqualTo("block 3 refuses its first item");

    Api.Response again = admin.post(JOBS + "/executions/restart/" + run, Map.of());
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.errorCodes()).containsExactly("JOB_EXECUTION_NOT_RESTARTABLE");
    assertThat(admin.post(JOBS + "/executions/restart/" + 999_999_999L, Map.of()).status())
        .isEqualTo(404);
    assertThat(admin.get(JOBS + "/executions/steps/" + 999_999_999L).status()).isEqualTo(404);
  }

  @Test
  void aStoppedRunIsRestartedWhereItStoppedAndARunThatFailsForGoodFailsAgain() throws Exception {
    Api admin = admin();
    TestOperationType.blocks = 30;
    TestOperationType.pauseMillis = 50;
    long id = aDefinition(admin, true, null);
    long run = start(admin, id);
    until(admin, run, e -> e.path("processed").asLong() >= 50);
    admin.post(JOBS + "/executions/stop/" + run, Map.of());
    JsonNode stopped = until(admin, run, JobRunsTest::ended);
    assertThat(stopped.path("status").asString()).isEqualTo("STOPPED");
    TestOperationType.pauseMillis = 0;
    assertThat(admin.post(JOBS + "/executions/restart/" + run, Map.of()).status()).isEqualTo(200);
    JsonNode done = until(admin, run, JobRunsTest::ended);
    assertThat(done.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(done.path("processed").asLong()).isEqualTo(300);
    assertThat(TestOperationType.WORKED.get(run)).doesNotHaveDuplicates().hasSize(30);

    TestOperationType.failAt = 1;
    TestOperationType.failAlways = true;
    TestOperationType.blocks = 3;
    long failing = start(admin, id);
    assertThat(until(admin, failing, JobRunsTest::ended).path("status").asString())
        .isEqualTo("FAILED");
    admin.post(JOBS + "/executions/restart/" + failing, Map.of());
    JsonNode twice = until(admin, failing, e -> ended(e) && e.path("attempts").asInt() == 2);
    assertThat(twice.path("status").asString()).isEqualTo("FAILED");
    assertThat(twice.path("processed").asLong()).isEqualTo(10);

    admin.post(JOBS + "/definitions/enable/" + id + "/false", Map.of());
    Api.Response disabled = admin.post(JOBS + "/executions/restart/" + failing, Map.of());
    assertThat(disabled.status()).isEqualTo(409);
    assertThat(disabled.errorCodes()).containsExactly("JOB_DISABLED");
  }

  private static long start(Api admin, long id) {
    Api.Response r = admin.post(JOBS + "/executions/start/" + id, Map.of());
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("execution").path("id").asLong();
  }

  @Test
  void aScheduleRunsTheOperationUntilItIsDisabled() throws Exception {
    Api admin = admin();
    long id = aDefinition(admin, true, "* * * * * ?");
    Instant end = Instant.now().plus(Duration.ofSeconds(40));
    JsonNode runs;
    do {
      Thread.sleep(200);
      runs = admin.get(JOBS + "/executions/definition/" + id).json().path("executions");
    } while (runs.size() < 2 && Instant.now().isBefore(end));
    assertThat(runs.size()).as("runs fired by the schedule").isGreaterThanOrEqualTo(2);
    assertThat(runs.get(0).path("startedBy").asString()).isEqualTo("schedule");
    assertThat(runs.get(0).path("scheduledFor").asString())
        .as("the firing it answers")
        .isNotEmpty();
    assertThat(runs.get(0).path("scheduledFor").asString())
        .isNotEqualTo(runs.get(1).path("scheduledFor").asString());

    admin.post(JOBS + "/definitions/enable/" + id + "/false", Map.of());
    Thread.sleep(1500); // a firing under way when it was disabled may still end
    int after = admin.get(JOBS + "/executions/definition/" + id).json().path("executions").size();
    Thread.sleep(2500);
    assertThat(admin.get(JOBS + "/executions/definition/" + id).json().path("executions").size())
        .isEqualTo(after);
  }
}
