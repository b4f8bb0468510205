package org.platform.mdm.dq.function;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.Temporal;

/**
 * The system function {@value #NAME} (date-in-range check) as the spec defines it: is the date to
 * check strictly between its bounds? A bound is the moment of execution when its "now" flag is set
 * (its value port is then ignored), else its value, else absent. With no bound the answer is yes;
 * with one, the date is compared with that one alone; a date compared with a date-time stands for
 * 00:00 of that date; the bounds themselves are outside the range, so a date equal to a bound is
 * not in it.
 */
public final class DateInRange {

  /** The function's name, as the spec spells it. */
  public static final String NAME = "ПроверкаДатыВДиапазоне";

  /** The date or date-time to check; required. */
  public static final String VALUE = "Дата для проверки";

  /** When true, the moment of execution is the left bound and {@link #FROM} is ignored. */
  public static final String FROM_NOW = "От сейчас";

  /** The left bound, a date or a date-time. */
  public static final String FROM = "Значение от";

  /** When true, the moment of execution is the right bound and {@link #TO} is ignored. */
  public static final String TO_NOW = "До сейчас";

  /** The right bound, a date or a date-time. */
  public static final String TO = "Значение до";

  private DateInRange() {}

  /**
   * Whether {@code value} lies strictly between the bounds.
   *
   * @param value a {@link LocalDate} or a {@link LocalDateTime}; never null
   * @param from the left bound's value (a date or a date-time), or null
   * @param to the right bound's value, or null
   * @param now the moment of execution
   */
  public static boolean check(
      Temporal value,
      boolean fromNow,
      Temporal from,
      boolean toNow,
      Temporal to,
      LocalDateTime now) {
    if (value == null) {
      throw new IllegalArgumentException(VALUE + " is required");
    }
    Temporal left = fromNow ? now : from;
    Temporal right = toNow ? now : to;
    return (left == null || compare(left, value) < 0)
        && (right == null || compare(value, right) < 0);
  }

  /** Compares two dates or date-times; a date against a date-time stands for 00:00 of it. */
  static int compare(Temporal a, Temporal b) {
    if (a instanceof LocalDate da && b instanceof LocalDate db) {
      return da.compareTo(db);
    }
    return moment(a).compareTo(moment(b));
  }

  private static LocalDateTime moment(Temporal t) {
    if (t instanceof LocalDateTime dt) {
      return dt;
    }
    if (t instanceof LocalDate d) {
      return d.atStartOfDay();
    }
    throw new IllegalArgumentException(
        "a date or a date-time is expected, not " + t.getClass().getSimpleName());
  }
}
