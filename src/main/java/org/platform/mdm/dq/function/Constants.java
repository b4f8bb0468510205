package org.platform.mdm.dq.function;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;

/**
 * A constant of a quality model (as JSON gave it: text, an {@code Integer}, a list …) as the value
 * its port takes: a text read as the port's date, timestamp (with an offset: in the zone given) or
 * number when it is one, an {@code Integer} as a {@code Long}; anything else stays as it is (a call
 * then says the port does not take it).
 */
public final class Constants {

  private Constants() {}

  public static Object of(Object value, Port port, ZoneId zone) {
    if (!(value instanceof String text)) {
      return value instanceof Integer i ? (Object) i.longValue() : value;
    }
    try {
      if (port.types().contains(PortType.DATE) && text.length() == 10 && mayBeDate(text)) {
        return LocalDate.parse(text);
      }
      if (port.types().contains(PortType.TIMESTAMP) && mayBeDate(text) && text.indexOf(':') > 0) {
        return text.length() > 19 && (text.endsWith("Z") || text.matches(".*[+-]\\d\\d:\\d\\d$"))
            ? OffsetDateTime.parse(text).atZoneSameInstant(zone).toLocalDateTime()
            : LocalDateTime.parse(text);
      }
      if (port.types().contains(PortType.NUMBER) && !port.types().contains(PortType.STRING)) {
        return new BigDecimal(text);
      }
    } catch (DateTimeParseException | NumberFormatException e) {
      // the text stays text: the call refuses it at its port
    }
    return text;
  }

  /**
   * Whether the text may be an ISO date or timestamp (a year, with or without its sign, then a
   * dash): most texts are not, and a parse failing costs an exception each time.
   */
  private static boolean mayBeDate(String text) {
    if (text.isEmpty()) {
      return false;
    }
    char first = text.charAt(0);
    return (Character.isDigit(first) || first == '+' || first == '-') && text.indexOf('-', 1) > 0;
  }
}
