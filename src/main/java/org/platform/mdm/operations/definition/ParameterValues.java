package org.platform.mdm.operations.definition;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.system.Problem;

/**
 * The rules parameter values of a definition keep against its operation type's descriptors, and the
 * values a run gets. Values are as JSON gives them: strings, booleans, numbers, lists (a
 * COLLECTION) and objects of name to value (a MAP); dates and timestamps are ISO-8601 strings.
 */
public final class ParameterValues {

  private ParameterValues() {}

  /** Every problem of the values, each at {@code parameters.<name>}. */
  public static List<Problem> check(OperationType type, Map<String, Object> given) {
    List<Problem> problems = new ArrayList<>();
    Map<String, ParameterDescriptor> known = byName(type);
    for (String name : given.keySet()) {
      if (!known.containsKey(name)) {
        problems.add(
            Problem.at(
                at(name),
                OperationsErrors.JOB_PARAMETER_UNKNOWN,
                name,
                String.join(", ", known.keySet())));
      }
    }
    for (ParameterDescriptor d : known.values()) {
      Object value = given.get(d.name());
      if (value == null) {
        if (d.required() && d.defaultValue() == null) {
          problems.add(Problem.at(at(d.name()), OperationsErrors.JOB_PARAMETER_REQUIRED, d.name()));
        }
        continue;
      }
      if (!fits(d, value)) {
        problems.add(
            Problem.at(
                at(d.name()), OperationsErrors.JOB_PARAMETER_TYPE, d.name(), d.kind(), d.type()));
        continue;
      }
      if (d.readOnly() && !same(value, d.defaultValue())) {
        problems.add(Problem.at(at(d.name()), OperationsErrors.JOB_PARAMETER_READ_ONLY, d.name()));
        continue;
      }
      if (d.selector() != null) {
        selected(d, value).ifPresent(problems::add);
      }
    }
    if (problems.isEmpty()) {
      problems.addAll(type.check(effective(type, given)));
    }
    return problems;
  }

  /** The values a run gets: those given, and the defaults of the others that have one. */
  public static Map<String, Object> effective(OperationType type, Map<String, Object> given) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (ParameterDescriptor d : type.parameters()) {
      Object value = given.get(d.name());
      if (value == null) {
        value = d.defaultValue();
      }
      if (value != null) {
        values.put(d.name(), value);
      }
    }
    return values;
  }

  private static Map<String, ParameterDescriptor> byName(OperationType type) {
    Map<String, ParameterDescriptor> known = new LinkedHashMap<>();
    type.parameters().forEach(d -> known.put(d.name(), d));
    return known;
  }

  private static String at(String name) {
    return "parameters." + name;
  }

  /** Whether the value has the descriptor's layout and every scalar in it its type. */
  static boolean fits(ParameterDescriptor d, Object value) {
    return switch (d.kind()) {
      case SINGLE -> scalarOf(d.type(), value);
      case COLLECTION ->
          value instanceof List<?> list && list.stream().allMatch(v -> scalarOf(d.type(), v));
      case MAP ->
          value instanceof Map<?, ?> map
              && map.keySet().stream().allMatch(String.class::isInstance)
              && map.values().stream().allMatch(v -> scalarOf(d.type(), v));
    };
  }

  private static boolean scalarOf(ParameterType type, Object value) {
    return switch (type) {
      case STRING -> value instanceof String;
      case BOOLEAN -> value instanceof Boolean;
      case INTEGER -> integral(value);
      case NUMBER -> value instanceof Number;
      case DATE -> value instanceof String s && parses(() -> LocalDate.parse(s));
      case TIMESTAMP -> value instanceof String s && parses(() -> OffsetDateTime.parse(s));
    };
  }

  private static boolean integral(Object value) {
    if (value instanceof Integer || value instanceof Long || value instanceof Short) {
      return true;
    }
    if (value instanceof BigInteger big) {
      return big.bitLength() < 64;
    }
    if (value instanceof BigDecimal decimal) {
      try {
        decimal.longValueExact();
        return true;
      } catch (ArithmeticException e) {
        return false;
      }
    }
    return false;
  }

  private static boolean parses(Runnable parse) {
    try {
      parse.run();
      return true;
    } catch (DateTimeParseException e) {
      return false;
    }
  }

  private static boolean same(Object a, Object b) {
    return Objects.equals(text(a), text(b));
  }

  private static String text(Object value) {
    return value == null ? null : String.valueOf(value);
  }

  /**
   * The selector error when a value is not one it offers: one problem naming the parameter, made of
   * one problem per value it does not know.
   */
  private static java.util.Optional<Problem> selected(ParameterDescriptor d, Object value) {
    Map<String, String> allowed = d.selector().values();
    List<Object> values =
        switch (d.kind()) {
          case SINGLE -> List.of(value);
          case COLLECTION -> new ArrayList<>((List<?>) value);
          case MAP -> new ArrayList<>(((Map<?, ?>) value).values());
        };
    List<String> unknown =
        values.stream().map(ParameterValues::text).filter(v -> !allowed.containsKey(v)).toList();
    if (unknown.isEmpty()) {
      return java.util.Optional.empty();
    }
    List<Problem> nested =
        unknown.stream()
            .distinct()
            .map(
                v ->
                    Problem.at(
                        at(d.name()), OperationsErrors.JOB_PARAMETER_VALUE_UNKNOWN, d.name(), v))
            .toList();
    return java.util.Optional.of(
        Problem.at(
                at(d.name()),
                OperationsErrors.JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER,
                d.name(),
                unknown.stream().distinct().collect(Collectors.joining(", ")),
                String.join(", ", allowed.keySet()))
            .with(nested));
  }
}
