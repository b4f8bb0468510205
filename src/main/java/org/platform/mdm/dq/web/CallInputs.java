package org.platform.mdm.dq.web;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.PortType;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * A call's input values as JSON, read as the values their ports take: text as {@code String}, whole
 * numbers as {@code Long}, numbers as {@code BigDecimal}, {@code true}/{@code false}, dates ({@code
 * 2024-01-31}) as {@code LocalDate}, date-times ({@code 2024-01-31T10:00:00}, or with an offset,
 * then taken in the server's zone) as {@code LocalDateTime}, arrays as lists of their elements as
 * JSON has them. A value is read as a kind its port takes or not at all: every port the function
 * lacks, every required port left out or null and every value of a kind its port does not take is a
 * problem, each at {@code inputs.<port>}.
 */
final class CallInputs {

  /** The values read, by port name, or the problems found (then the values are not to be used). */
  record Read(Map<String, Object> values, List<Problem> problems) {}

  private CallInputs() {}

  static Read read(QualityFunction function, Map<String, JsonNode> inputs, ZoneId zone) {
    Map<String, JsonNode> given = inputs == null ? Map.of() : inputs;
    List<Problem> problems = new ArrayList<>();
    Set<String> ports =
        function.inputs().stream().map(Port::name).collect(Collectors.toCollection(TreeSet::new));
    for (String name : new TreeSet<>(given.keySet())) {
      if (!ports.contains(name)) {
        problems.add(
            Problem.at(
                source(name),
                DqErrors.DQ_CALL_PORT_UNKNOWN,
                function.name(),
                name,
                function.inputs().stream().map(Port::name).collect(Collectors.joining(", "))));
      }
    }
    Map<String, Object> values = new HashMap<>();
    for (Port port : function.inputs()) {
      JsonNode node = given.get(port.name());
      if (node == null || node.isNull() || node.isMissingNode()) {
        if (port.required()) {
          problems.add(
              Problem.at(
                  source(port.name()),
                  DqErrors.DQ_CALL_PORT_REQUIRED,
                  function.name(),
                  port.name()));
        }
        continue;
      }
      Optional<Object> value = value(node, port.types(), zone);
      if (value.isPresent()) {
        values.put(port.name(), value.get());
      } else {
        problems.add(
            Problem.at(
                source(port.name()),
                DqErrors.DQ_CALL_VALUE_WRONG_TYPE,
                function.name(),
                port.name(),
                port.types().stream().map(Enum::name).collect(Collectors.joining(" or ")),
                node.toString()));
      }
    }
    return new Read(values, List.copyOf(problems));
  }

  /** Where a port's problem is, in the request body. */
  static String source(String port) {
    return "inputs." + port;
  }

  /**
   * The value a JSON value stands for as one of {@code types}, the first that fits among text,
   * date, date-time, whole number, number, boolean and array; empty when none does.
   */
  static Optional<Object> value(JsonNode node, List<PortType> types, ZoneId zone) {
    if (node.isString()) {
      return text(node.asString(), types, zone);
    }
    if (node.isBoolean()) {
      return types.contains(PortType.BOOLEAN) ? Optional.of(node.asBoolean()) : Optional.empty();
    }
    if (node.isNumber()) {
      return number(node, types);
    }
    if (node.isArray() && types.contains(PortType.ARRAY)) {
      List<Object> elements = new ArrayList<>();
      for (JsonNode element : node) {
        if (element.isNull()) {
          elements.add(null);
          continue;
        }
        Optional<Object> value = element(element);
        if (value.isEmpty()) {
          return Optional.empty();
        }
        elements.add(value.get());
      }
      return Optional.of(elements);
    }
    return Optional.empty();
  }

  private static Optional<Object> text(String text, List<PortType> types, ZoneId zone) {
    if (types.contains(PortType.STRING)) {
      return Optional.of(text);
    }
    if (types.contains(PortType.DATE)) {
      try {
        return Optional.of(LocalDate.parse(text));
      } catch (DateTimeParseException e) {
        // not a date: maybe a date-time
      }
    }
    if (types.contains(PortType.TIMESTAMP)) {
      try {
        return Optional.of(LocalDateTime.parse(text));
      } catch (DateTimeParseException e) {
        // maybe with an offset
      }
      try {
        return Optional.of(JsonDates.parse(text, zone).atZoneSameInstant(zone).toLocalDateTime());
      } catch (DateTimeParseException e) {
        // not a date-time either
      }
    }
    return Optional.empty();
  }

  private static Optional<Object> number(JsonNode node, List<PortType> types) {
    BigDecimal number = node.decimalValue();
    if (types.contains(PortType.INTEGER) && whole(number)) {
      return Optional.of(number.longValueExact());
    }
    if (types.contains(PortType.NUMBER)) {
      return Optional.of(number);
    }
    return Optional.empty();
  }

  /** Whether a number is whole and fits a {@code long}. */
  private static boolean whole(BigDecimal number) {
    try {
      number.longValueExact();
      return true;
    } catch (ArithmeticException e) {
      return false;
    }
  }

  /** An array's element (not null) as JSON has it; an object is no port's value. */
  private static Optional<Object> element(JsonNode node) {
    if (node.isString()) {
      return Optional.of(node.asString());
    }
    if (node.isBoolean()) {
      return Optional.of(node.asBoolean());
    }
    if (node.isNumber()) {
      BigDecimal number = node.decimalValue();
      return Optional.of(
          node.isIntegralNumber() && whole(number) ? number.longValueExact() : number);
    }
    if (node.isArray()) {
      return value(node, List.of(PortType.ARRAY), null);
    }
    return Optional.empty();
  }
}
