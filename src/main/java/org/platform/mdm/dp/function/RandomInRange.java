package org.platform.mdm.dp.function;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.KeyedRandom;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * Replaces a value with one drawn evenly from {@code [min, max]}, derived from the value and the
 * run's key (so equal values get equal replacements). A number keeps the larger scale of the two
 * bounds (from 1.00 to 9.5: two decimals); times and timestamps are drawn in whole seconds.
 */
final class RandomInRange extends SystemFunction {

  static final String NAME = "RandomInRange";

  RandomInRange() {
    super(
        NAME,
        new Texts("Random in a range", "Случайное в диапазоне"),
        new Texts(
            "Replaces a value with a value from min to max, the same for equal values.",
            "Заменяет значение значением от min до max, одинаковым для равных значений."),
        EnumSet.of(
            SimpleDataType.INTEGER,
            SimpleDataType.NUMBER,
            SimpleDataType.DATE,
            SimpleDataType.TIME,
            SimpleDataType.TIMESTAMP),
        List.of(
            new FunctionParameter("min", null, true, null, "The smallest value, included."),
            new FunctionParameter("max", null, true, null, "The largest value, included.")));
  }

  @Override
  Obfuscator make(ObfuscationContext context) {
    SimpleDataType type = context.type();
    Object min = context.parameter("min");
    Object max = context.parameter("max");
    KeyedRandom random = context.random();
    return switch (type) {
      case INTEGER -> {
        long low = ordered((Long) min, (Long) max);
        yield apart((value, salt) -> random.between(text(type, value) + salt, low, (Long) max));
      }
      case NUMBER -> numbers(random, (BigDecimal) min, (BigDecimal) max);
      case DATE -> {
        long low = ordered(((LocalDate) min).toEpochDay(), ((LocalDate) max).toEpochDay());
        long high = ((LocalDate) max).toEpochDay();
        yield apart(
            (value, salt) ->
                LocalDate.ofEpochDay(random.between(text(type, value) + salt, low, high)));
      }
      case TIME -> {
        long low = ordered(ceilSeconds((LocalTime) min), ((LocalTime) max).toSecondOfDay());
        long high = ((LocalTime) max).toSecondOfDay();
        yield apart(
            (value, salt) ->
                LocalTime.ofSecondOfDay(random.between(text(type, value) + salt, low, high)));
      }
      default -> {
        LocalDateTime from = (LocalDateTime) min;
        long low = from.toEpochSecond(ZoneOffset.UTC) + (from.getNano() > 0 ? 1 : 0);
        long high = ((LocalDateTime) max).toEpochSecond(ZoneOffset.UTC);
        ordered(low, high);
        yield apart(
            (value, salt) ->
                LocalDateTime.ofEpochSecond(
                    random.between(text(type, value) + salt, low, high), 0, ZoneOffset.UTC));
      }
    };
  }

  private static Obfuscator numbers(KeyedRandom random, BigDecimal min, BigDecimal max) {
    ordered(min.compareTo(max), 0);
    int scale = Math.max(0, Math.max(min.scale(), max.scale()));
    BigInteger low = min.setScale(scale).unscaledValue();
    BigInteger span = max.setScale(scale).unscaledValue().subtract(low).add(BigInteger.ONE);
    return apart(
        (value, salt) ->
            new BigDecimal(
                low.add(random.below(text(SimpleDataType.NUMBER, value) + salt, span)), scale));
  }

  /** {@code low}, once it is found not above {@code high}. */
  private static long ordered(long low, long high) {
    if (low > high) {
      throw new IllegalArgumentException("min must not be above max");
    }
    return low;
  }

  private static long ceilSeconds(LocalTime time) {
    return time.toSecondOfDay() + (time.getNano() > 0 ? 1 : 0);
  }

  static String text(SimpleDataType type, Object value) {
    return type.name() + ':' + SimpleDataType.canonical(value);
  }
}
