package org.platform.mdm.meta.validation;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.system.Problem;

/** Which attributes take a default value, and what a default value of each type looks like. */
public final class DefaultValueRules {

  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm[:ss]");

  private DefaultValueRules() {}

  public static List<Problem> check(
      String path, AttributeDef attribute, AttributeType type, ModelIndex index) {
    String value = attribute.defaultValue();
    if (value == null) {
      return List.of();
    }
    String source = ModelPath.field(path, "defaultValue");
    if (attribute.array() || !type.takesDefaultValue()) {
      String shown = type.typeName() + (attribute.array() ? "[]" : "");
      return List.of(Problem.at(source, MetaErrors.META_DEFAULT_VALUE_NOT_ALLOWED, shown));
    }
    if (type == AttributeType.ENUM) {
      return checkEnumValue(source, value, attribute.enumeration(), index);
    }
    return format(type)
        .filter(format -> !parses(type, value))
        .map(
            format ->
                List.of(
                    Problem.at(
                        source,
                        MetaErrors.META_DEFAULT_VALUE_INVALID,
                        value,
                        type.typeName(),
                        format)))
        .orElse(List.of());
  }

  /** The value must name a value of the enumeration; an unknown enumeration is reported apart. */
  private static List<Problem> checkEnumValue(
      String source, String value, String enumeration, ModelIndex index) {
    return index
        .enumeration(enumeration)
        .filter(e -> e.values().stream().noneMatch(v -> value.equals(v.name())))
        .map(
            e ->
                List.of(
                    Problem.at(
                        source, MetaErrors.META_DEFAULT_VALUE_NOT_IN_ENUMERATION, value, e.name())))
        .orElse(List.of());
  }

  /** The format a default of the type must have, shown to the user; empty when any text fits. */
  public static Optional<String> format(AttributeType type) {
    return Optional.ofNullable(
        switch (type) {
          case INTEGER -> "-123";
          case NUMBER -> "-123.45";
          case BOOLEAN -> "true | false";
          case DATE -> "yyyy-MM-dd";
          case TIME -> "HH:mm[:ss]";
          case TIMESTAMP -> "yyyy-MM-ddTHH:mm[:ss[.SSS]][+hh:mm]";
          default -> null;
        });
  }

  private static boolean parses(AttributeType type, String value) {
    return switch (type) {
      case INTEGER -> fits(() -> Long.parseLong(value));
      case NUMBER ->
          fits(() -> new BigDecimal(value)) && Double.isFinite(Double.parseDouble(value));
      case BOOLEAN -> value.equals("true") || value.equals("false");
      case DATE -> fits(() -> LocalDate.parse(value));
      case TIME -> fits(() -> LocalTime.parse(value, TIME));
      case TIMESTAMP ->
          fits(() -> OffsetDateTime.parse(value)) || fits(() -> LocalDateTime.parse(value));
      default -> true;
    };
  }

  private static boolean fits(Runnable parse) {
    try {
      parse.run();
      return true;
    } catch (NumberFormatException | DateTimeParseException e) {
      return false;
    }
  }
}
