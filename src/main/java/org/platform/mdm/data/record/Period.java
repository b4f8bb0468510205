package org.platform.mdm.data.record;

import org.springframework.modulith.NamedInterface;

/**
 * A validity period in epoch milliseconds with inclusive bounds; {@link #UNBOUNDED_FROM} and {@link
 * #UNBOUNDED_TO} stand for an open start or end.
 */
@NamedInterface("timelines")
public record Period(long from, long to) {

  public static final long UNBOUNDED_FROM = Long.MIN_VALUE;
  public static final long UNBOUNDED_TO = Long.MAX_VALUE;
  public static final Period ALL_TIME = new Period(UNBOUNDED_FROM, UNBOUNDED_TO);

  public Period {
    if (from > to) {
      throw new IllegalArgumentException("a period cannot start after it ends");
    }
  }

  /** The period between two dates (null = unbounded); null when it would start after it ends. */
  public static Period between(java.time.OffsetDateTime from, java.time.OffsetDateTime to) {
    long start = from == null ? UNBOUNDED_FROM : from.toInstant().toEpochMilli();
    long end = to == null ? UNBOUNDED_TO : to.toInstant().toEpochMilli();
    return start > end ? null : new Period(start, end);
  }

  /** A bound as an instant in UTC; null for the open bound {@code unbounded}. */
  static java.time.OffsetDateTime utc(long millis, long unbounded) {
    return millis == unbounded
        ? null
        : java.time.OffsetDateTime.ofInstant(
            java.time.Instant.ofEpochMilli(millis), java.time.ZoneOffset.UTC);
  }

  boolean overlaps(Period other) {
    return from <= other.to && other.from <= to;
  }

  public boolean contains(long instant) {
    return from <= instant && instant <= to;
  }
}
