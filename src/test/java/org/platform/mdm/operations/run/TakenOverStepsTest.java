package org.platform.mdm.operations.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.operations.StepView;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestOperationType;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/** A run taken over after its node was lost leaves none of the lost attempt's steps open. */
class TakenOverStepsTest extends ApiTest {

  @Autowired Runs runs;
  @Autowired RunExecutor executor;
  @Autowired JdbcClient jdbc;

  private void step(long executionId, String name, String status, String checkpoint) {
    jdbc.sql(
            "insert into job_steps (execution_id, name, status, start_time, checkpoint, processed)"
                + " values (?, ?, ?, now(), ?, 0)")
        .params(executionId, name, status, checkpoint)
        .update();
  }

  @Test
  void aTakenOverRunEndsTheStepsItsLostAttemptLeftOpenAndGoesOnWithTheOthers() {
    // A run under way on a node that died: its work step half done, and a step of its own attempt
    // (as an export's file, which a new attempt begins again under another name).
    long id =
        jdbc.sql(
                "insert into job_executions (job_name, status, started_by, parameters,"
                    + " create_date, start_time, changed_at, node) values (?, 'STARTED', 'admin',"
                    + " cast(? as jsonb), now(), now(), now(), 'lost-node') returning id")
            .params(
                TestOperationType.NAME,
                "{\"entities\": [\"Customer\"], \"blockSize\": 10," + " \"mode\": \"FULL\"}")
            .query(Long.class)
            .single();
    step(id, "prepare", "COMPLETED", "prepared");
    step(id, "work", "STARTED", "3");
    step(id, "file (attempt 1)", "STARTED", null);

    executor.execute(id, true);

    ExecutionView run = runs.get(id);
    assertThat(run.status()).isEqualTo("COMPLETED");
    assertThat(run.attempts()).isEqualTo(2);
    Map<String, StepView> steps =
        runs.steps(id, 0).stream().collect(Collectors.toMap(StepView::name, s -> s));
    assertThat(steps.get("work").status()).as("taken up again and finished").isEqualTo("COMPLETED");
    assertThat(TestOperationType.WORKED.get(id)).as("from its checkpoint").first().isEqualTo(3);
    StepView lost = steps.get("file (attempt 1)");
    assertThat(lost.status()).isEqualTo("FAILED");
    assertThat(lost.endTime()).isNotNull();
    assertThat(lost.exitMessage()).startsWith("abandoned: its node was lost; taken over by");
    assertThat(runs.steps(id, 0)).extracting(StepView::status).doesNotContain("STARTED");
    assertThat(List.copyOf(steps.keySet()))
        .containsExactlyInAnyOrder("prepare", "work", "file (attempt 1)");
  }

  @Test
  void aRunAskedToStopWhileItsNodeWasLostEndsWhenTakenOverAndItsUserIsTold() throws Exception {
    long id =
        jdbc.sql(
                "insert into job_executions (job_name, status, started_by, parameters,"
                    + " create_date, start_time, changed_at, node) values ('exportRecordsJob',"
                    + " 'STOPPING', 'admin', '{}'::jsonb, now(), now(), now(), 'lost-node')"
                    + " returning id")
            .query(Long.class)
            .single();

    executor.execute(id, true);

    assertThat(runs.get(id).status()).isEqualTo("STOPPED");
    // The export's user hears of its end as of any other (bulk.RunNotices).
    org.platform.mdm.testsupport.Api admin = admin();
    String said = null;
    for (int i = 0; i < 300 && said == null; i++) {
      for (tools.jackson.databind.JsonNode n :
          admin.get("/api/v2/core/user-notifications?limit=100").json().path("notifications")) {
        if (n.path("text").asString().contains("(run " + id + ",")) {
          said = n.path("outcome").asString() + " " + n.path("text").asString();
        }
      }
      Thread.sleep(100);
    }
    assertThat(said).isNotNull().startsWith("FAILED").contains("STOPPED");
  }
}
