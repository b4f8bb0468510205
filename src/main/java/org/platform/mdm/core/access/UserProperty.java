package org.platform.mdm.core.access;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/**
 * The definition of a user-defined property: users carry a value of it, checked against its type.
 *
 * @param required every user written from now on needs a value
 * @param readOnly given when a user is created, never changed afterwards
 */
public record UserProperty(
    String name, String displayName, String type, boolean required, boolean readOnly) {

  /** The types a property may have, and the JSON values each takes. */
  public static final List<String> TYPES =
      List.of("String", "Integer", "Number", "Boolean", "Date");

  /**
   * The value as stored when it fits the type (a Date is an ISO date text, kept as such; an Integer
   * is a whole number), else empty.
   */
  public Optional<Object> accept(Object value) {
    return switch (type) {
      case "String" -> value instanceof String s && s.indexOf('\0') < 0 ? Optional.of(s) : none();
      case "Integer" ->
          value instanceof Integer || value instanceof Long
              ? Optional.of(((Number) value).longValue())
              : none();
      case "Number" -> value instanceof Number n ? Optional.of(n) : none();
      case "Boolean" -> value instanceof Boolean b ? Optional.of(b) : none();
      case "Date" -> date(value);
      default -> none();
    };
  }

  private static Optional<Object> date(Object value) {
    if (!(value instanceof String s)) {
      return none();
    }
    try {
      return Optional.of(LocalDate.parse(s).toString());
    } catch (DateTimeParseException e) {
      return none();
    }
  }

  private static Optional<Object> none() {
    return Optional.empty();
  }
}
