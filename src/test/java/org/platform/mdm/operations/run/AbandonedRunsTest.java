package org.platform.mdm.operations.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestOperationType;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/** The runs no node carries out any more: ended as failed, and restartable. */
class AbandonedRunsTest extends ApiTest {

  private static final String JOBS = "/api/v2/core/jobs";

  @Autowired Runs runs;
  @Autowired AbandonedRuns abandonedRuns;
  @Autowired JdbcClient jdbc;

  @Test
  void aRunThatNoNodeCarriesOutIsEndedAsFailedAndCanBeRestarted() {
    long id =
        jdbc.sql(
                """
                insert into job_executions (job_name, status, started_by, parameters, create_date,
                                            start_time, changed_at)
                values (?, 'STARTED', 'admin',
                        '{"entities": ["Customer"], "blockSize": 10, "mode": "FULL"}', ?, ?, ?)
                returning id
                """)
            .params(
                TestOperationType.NAME,
                OffsetDateTime.now().minusMinutes(5),
                OffsetDateTime.now().minusMinutes(5),
                OffsetDateTime.now().minusMinutes(5))
            .query(Long.class)
            .single();
    assertThat(abandonedRuns.sweep()).isGreaterThanOrEqualTo(1);
    ExecutionView abandoned = runs.get(id);
    assertThat(abandoned.status()).isEqualTo("FAILED");
    assertThat(abandoned.exitMessage()).contains("abandoned");
    assertThat(abandonedRuns.sweep()).as("an ended run is left alone").isZero();

    Api admin = admin();
    assertThat(admin.post(JOBS + "/executions/restart/" + id, Map.of()).status()).isEqualTo(200);
    Instant end = Instant.now().plus(Duration.ofSeconds(30));
    while (!runs.get(id).ended() && Instant.now().isBefore(end)) {
      sleep(100);
    }
    assertThat(runs.get(id).status()).isEqualTo("COMPLETED");
    assertThat(runs.get(id).processed()).isEqualTo(50);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
