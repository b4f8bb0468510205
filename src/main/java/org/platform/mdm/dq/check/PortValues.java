package org.platform.mdm.dq.check;

import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.dq.function.Constants;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.PortType;
import tools.jackson.databind.JsonNode;

/**
 * A record's JSON values as the values a port takes: text, integers as {@code Long}, numbers as
 * {@code BigDecimal}, dates as {@code LocalDate}, timestamps as the server's local date-time; a
 * value the port cannot take as its kind stays as read (the call then says so).
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
    return Constants.of(node.asString(), port, zone);
  }
}
