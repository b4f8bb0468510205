package org.platform.mdm.dq.check;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.PortType;
import tools.jackson.databind.JsonNode;

/**
 * A record's JSON values and a mapping's constants as the values a port takes: text, integers as
 * {@code Long}, numbers as {@code BigDecimal}, dates as {@code LocalDate}, timestamps as the
 * server's local date-time; a value the port cannot take as its kind stays as read (the call then
 * says so).
 */
final class PortValues {

  private PortValues() {}

  static Object of(JsonNode node, Port port, ZoneId zone) {
    if (node == null || node.isNull() || node.isMissingNode()) {
      return null;
    }
    if (node.isArray()) {
      List<Object> values = new ArrayList<>();
      node.forEach(n -> values.add(of(n, port, zone)));
      return values;
    }
    if (node.isBoolean()) {
      return node.asBoolean();
    }
    if (node.isIntegralNumber()) {
      return port.types().contains(PortType.INTEGER) || !port.types().contains(PortType.NUMBER)
          ? (Object) node.asLong()
          : BigDecimal.valueOf(node.asLong());
    }
    if (node.isNumber()) {
      return node.decimalValue();
    }
    return constant(node.asString(), port, zone);
  }

  /** A text read as the port's date, timestamp or number kind when it is one; else the text. */
  static Object constant(Object value, Port port, ZoneId zone) {
    if (!(value instanceof String text)) {
      return value instanceof Integer i ? (Object) i.longValue() : value;
    }
    try {
      if (port.types().contains(PortType.DATE) && text.length() == 10) {
        return LocalDate.parse(text);
      }
      if (port.types().contains(PortType.TIMESTAMP)) {
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
}
