package org.platform.mdm.dp.function;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.EnumSet;
import java.util.List;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.KeyedRandom;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * Moves a date or timestamp by 1 to {@code days} days back or forth, never by none; the shift is
 * derived from the value and the run's key, so equal values move alike. A timestamp keeps its time
 * of day.
 */
final class DateShift extends SystemFunction {

  static final String NAME = "DateShift";

  DateShift() {
    super(
        NAME,
        new Texts("Date shift", "Сдвиг даты"),
        new Texts(
            "Moves a date by up to the given number of days back or forth, the same for equal"
                + " dates.",
            "Сдвигает дату не более чем на заданное число дней назад или вперёд, одинаково для"
                + " равных дат."),
        EnumSet.of(SimpleDataType.DATE, SimpleDataType.TIMESTAMP),
        List.of(
            new FunctionParameter(
                "days",
                SimpleDataType.INTEGER,
                false,
                30L,
                "The widest shift in days, back or forth, from 1 to 36500.")));
  }

  @Override
  Obfuscator make(ObfuscationContext context) {
    int days = count(context, "days", 1, 36_500);
    KeyedRandom random = context.random();
    SimpleDataType type = context.type();
    return value -> {
      long drawn = random.between(RandomInRange.text(type, value), -days, days - 1L);
      long shift = drawn >= 0 ? drawn + 1 : drawn;
      return value instanceof LocalDate date
          ? date.plusDays(shift)
          : ((LocalDateTime) value).plusDays(shift);
    };
  }
}
