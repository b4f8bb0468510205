package org.platform.mdm.profile.stats;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * How a profile reads the values of an attribute type: which statistics apply, where a value lies
 * on the histogram's axis, and how a point of the axis reads as text.
 */
enum ValueKind {
  TEXT(false, true, 1),
  INTEGER(true, false, 1),
  NUMBER(true, false, Math.scalb(1.0, -20)),
  BOOLEAN(false, false, 0),
  DATE(true, false, 1),
  TIME(true, false, 1),
  TIMESTAMP(true, false, 1),
  /** Enumeration values and reference-set codes: counted, not measured. */
  CODE(false, true, 0),
  /** Large objects and nested records: only whether they are there. */
  OPAQUE(false, false, 0);

  /** Min, max, mean and a histogram of the values. */
  final boolean ordered;

  /** Shapes of text values. */
  final boolean shaped;

  /** The histogram's first bucket width (a power of two). */
  final double startWidth;

  ValueKind(boolean ordered, boolean shaped, double startWidth) {
    this.ordered = ordered;
    this.shaped = shaped;
    this.startWidth = startWidth;
  }

  /** The kind of a model type; null for an unknown name. */
  static ValueKind of(String type) {
    return switch (type) {
      case "String" -> TEXT;
      case "Integer" -> INTEGER;
      case "Number" -> NUMBER;
      case "Boolean" -> BOOLEAN;
      case "Date" -> DATE;
      case "Time" -> TIME;
      case "Timestamp" -> TIMESTAMP;
      case "Enum", "LookupLink" -> CODE;
      default -> OPAQUE;
    };
  }

  /** Whether values are JSON numbers. */
  boolean numeric() {
    return this == INTEGER || this == NUMBER;
  }

  /** The value's place on the axis (stored text for dates and times, numbers as they are). */
  double axis(String text, BigDecimal number) {
    return switch (this) {
      case INTEGER, NUMBER -> number.doubleValue();
      case DATE -> LocalDate.parse(text).toEpochDay();
      case TIME -> LocalTime.parse(text).toNanoOfDay() / 1e9;
      case TIMESTAMP -> seconds(OffsetDateTime.parse(text).toInstant());
      default -> throw new IllegalStateException("no axis for " + this);
    };
  }

  /** A point of the axis as text in the attribute's form. */
  String label(double point) {
    return switch (this) {
      case INTEGER, NUMBER -> BigDecimal.valueOf(point).stripTrailingZeros().toPlainString();
      case DATE -> LocalDate.ofEpochDay(Math.round(point)).toString();
      case TIME ->
          point >= 86_400
              ? "24:00:00"
              : LocalTime.ofNanoOfDay(Math.max(0, Math.round(point * 1e9))).toString();
      case TIMESTAMP -> {
        long millis = Math.round(point * 1000);
        yield OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), ZoneOffset.UTC).toString();
      }
      default -> BigDecimal.valueOf(point).stripTrailingZeros().toPlainString();
    };
  }

  static double seconds(Instant instant) {
    return instant.getEpochSecond() + instant.getNano() / 1e9;
  }
}
