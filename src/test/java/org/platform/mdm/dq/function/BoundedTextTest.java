package org.platform.mdm.dq.function;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A pattern that backtracks without end is stopped, not left to hold its thread. */
class BoundedTextTest {

  private static final QualityFunction MATCHES =
      SystemFunctions.all().stream()
          .filter(f -> f.name().equals("MatchesPattern"))
          .findFirst()
          .orElseThrow();

  private static FunctionCalls.Outcome match(String value, String pattern) {
    return FunctionCalls.call(
        MATCHES, Map.of("value", value, "pattern", pattern), LocalDateTime.now());
  }

  @Test
  void aCatastrophicPatternIsRefusedAfterItsTimeLimit() {
    long start = System.nanoTime();
    FunctionCalls.Outcome outcome = match("a".repeat(30) + "!", "(.*a){20}");
    long millis = (System.nanoTime() - start) / 1_000_000;

    assertThat(outcome.made()).isFalse();
    assertThat(outcome.problems()).singleElement().asString().contains("longer than");
    assertThat(millis).isLessThan(BoundedText.LIMIT.toMillis() * 3);
  }

  @Test
  void ordinaryMatchesAreUnchanged() {
    assertThat(match("abc-123", "[a-z]+-\\d+").outputs())
        .containsEntry(SystemFunctions.RESULT, true);
    assertThat(match("abc", "\\d+").outputs()).containsEntry(SystemFunctions.RESULT, false);
    assertThat(BoundedText.of("hello").subSequence(1, 3).toString()).isEqualTo("el");
  }
}
