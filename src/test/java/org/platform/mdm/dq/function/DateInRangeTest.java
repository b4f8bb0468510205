package org.platform.mdm.dq.function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.Temporal;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule of the spec's date-in-range function, port by port, and a reference on random cases.
 */
class DateInRangeTest {

  private static final LocalDateTime NOW = LocalDateTime.of(2026, 6, 15, 12, 30);
  private static final LocalDate D = LocalDate.of(2026, 6, 15);

  static Stream<Arguments> table() {
    LocalDate before = D.minusDays(1);
    LocalDate after = D.plusDays(1);
    return Stream.of(
        // value, fromNow, from, toNow, to, expected, why
        Arguments.of(D, false, null, false, null, true, "no bound: yes"),
        Arguments.of(NOW, false, null, false, null, true, "no bound, a date-time: yes"),
        Arguments.of(D, false, before, false, null, true, "after the left bound alone"),
        Arguments.of(D, false, after, false, null, false, "before the left bound alone"),
        Arguments.of(D, false, D, false, null, false, "equal to the left bound: no"),
        Arguments.of(D, false, null, false, after, true, "before the right bound alone"),
        Arguments.of(D, false, null, false, before, false, "after the right bound alone"),
        Arguments.of(D, false, null, false, D, false, "equal to the right bound: no"),
        Arguments.of(D, false, before, false, after, true, "between both"),
        Arguments.of(D, false, after, false, before, false, "an empty range holds nothing"),
        Arguments.of(D, false, D, false, after, false, "equal to the left of both: no"),
        Arguments.of(D, false, before, false, D, false, "equal to the right of both: no"),
        // a date against a date-time: 00:00 of the date
        Arguments.of(D, false, D.atStartOfDay(), false, null, false, "the date is 00:00: equal"),
        Arguments.of(D, false, D.atStartOfDay().minusSeconds(1), false, null, true, "just after"),
        Arguments.of(D, false, null, false, D.atTime(0, 0, 1), true, "00:00 is before 00:00:01"),
        Arguments.of(
            D.atTime(9, 0), false, D, false, null, true, "09:00 is after the date's 00:00"),
        Arguments.of(D.atStartOfDay(), false, D, false, null, false, "00:00 equals the date"),
        Arguments.of(D.atTime(9, 0), false, null, false, D, false, "09:00 is after the date"),
        // now as a bound: its value port is ignored
        Arguments.of(D, true, null, false, null, false, "the date (00:00) is before now"),
        Arguments.of(after, true, null, false, null, true, "tomorrow is after now"),
        Arguments.of(after, true, after.plusDays(5), false, null, true, "Значение от ignored"),
        Arguments.of(D, false, null, true, null, true, "today 00:00 is before now"),
        Arguments.of(after, false, null, true, null, false, "tomorrow is not before now"),
        Arguments.of(after, false, null, true, after.plusDays(5), false, "Значение до ignored"),
        Arguments.of(NOW, true, null, false, null, false, "now equals now: no"),
        Arguments.of(NOW, false, null, true, null, false, "now equals now: no, on the right"),
        Arguments.of(NOW.plusMinutes(1), true, null, true, null, false, "both now: nothing"),
        Arguments.of(after, true, null, false, after.plusDays(1), true, "now and a right bound"),
        Arguments.of(before, false, before.minusDays(1), true, null, true, "a left bound and now"));
  }

  @ParameterizedTest(name = "{6}")
  @MethodSource("table")
  void followsTheSpecsRules(
      Temporal value,
      boolean fromNow,
      Temporal from,
      boolean toNow,
      Temporal to,
      boolean expected,
      String why) {
    assertThat(DateInRange.check(value, fromNow, from, toNow, to, NOW)).as(why).isEqualTo(expected);
  }

  @Test
  void theDateToCheckIsRequired() {
    assertThatThrownBy(() -> DateInRange.check(null, false, null, false, null, NOW))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(DateInRange.VALUE);
  }

  /**
   * A reference written another way: every value as seconds since an epoch (a date as its 00:00), a
   * bound as an open interval's end; compared with the function on random cases of every kind.
   */
  @Test
  void agreesWithAReferenceOnRandomCases() {
    Random random = new Random(48);
    for (int i = 0; i < 20_000; i++) {
      Temporal value = anyDate(random);
      boolean fromNow = random.nextInt(4) == 0;
      boolean toNow = random.nextInt(4) == 0;
      Temporal from = random.nextInt(3) == 0 ? null : anyDate(random);
      Temporal to = random.nextInt(3) == 0 ? null : anyDate(random);
      long v = seconds(value);
      Long lo =
          fromNow ? Long.valueOf(seconds(NOW)) : from == null ? null : Long.valueOf(seconds(from));
      Long hi = toNow ? Long.valueOf(seconds(NOW)) : to == null ? null : Long.valueOf(seconds(to));
      boolean expected = (lo == null || lo < v) && (hi == null || v < hi);
      assertThat(DateInRange.check(value, fromNow, from, toNow, to, NOW))
          .as("%s in (%s|%s, %s|%s)", value, fromNow, from, toNow, to)
          .isEqualTo(expected);
    }
  }

  private static Temporal anyDate(Random random) {
    LocalDate day = D.plusDays(random.nextInt(5) - 2);
    return switch (random.nextInt(3)) {
      case 0 -> day;
      case 1 -> day.atStartOfDay();
      default -> day.atTime(random.nextInt(24), random.nextInt(2) * 30);
    };
  }

  private static long seconds(Temporal t) {
    LocalDateTime at = t instanceof LocalDate d ? d.atStartOfDay() : (LocalDateTime) t;
    return at.toEpochSecond(java.time.ZoneOffset.UTC);
  }
}
