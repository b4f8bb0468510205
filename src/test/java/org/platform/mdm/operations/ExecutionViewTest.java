package org.platform.mdm.operations;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExecutionViewTest {

  private static final OffsetDateTime START = OffsetDateTime.parse("2026-11-28T10:00:00Z");

  private static ExecutionView run(String status, OffsetDateTime end, long processed) {
    return new ExecutionView(
        1, null, "job", status, "admin", Map.of(), START, START, end, 100L, processed, 0, null, 1,
        null, null);
  }

  @Test
  void theRateOfAnEndedRunIsTakenToItsEnd() {
    assertThat(run("COMPLETED", START.plusSeconds(10), 50).rate(START.plusSeconds(100)))
        .isEqualTo(5.0);
  }

  @Test
  void anEndedRunWithoutAnEndTimeHasNoRateInsteadOfFailingTheListing() {
    assertThat(run("FAILED", null, 50).rate(START.plusSeconds(100))).isNull();
    assertThat(run("FAILED", null, 50).etaSeconds(START.plusSeconds(100))).isNull();
  }

  @Test
  void aRunUnderWayIsMeasuredToNow() {
    assertThat(run("STARTED", null, 50).rate(START.plusSeconds(25))).isEqualTo(2.0);
  }
}
