package org.platform.mdm.search;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import org.platform.mdm.system.JsonDates;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.BooleanNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.StringNode;

/**
 * Values in the form search compares them, the same for indexed values and filter values: dates ISO
 * ({@code 2024-01-31}), times {@code HH:mm:ss.SSSSSSSSS}, timestamps in UTC with milliseconds
 * ({@code 2024-01-31T09:00:00.000Z}), so that text order is time order; numbers as numbers.
 */
public final class SearchValues {

  private static final DateTimeFormatter UTC =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSSSSSSSS");

  private SearchValues() {}

  /** Whether values of the type are searched at all (large objects are not). */
  public static boolean searchable(String type) {
    return !("File".equals(type) || "Blob".equals(type) || "Clob".equals(type));
  }

  /**
   * One value of an attribute of the type in search form; null when the value does not fit the
   * type. Enum and LookupLink values are taken as they are (their resolution is the caller's).
   */
  public static JsonNode normalize(String type, JsonNode value, ZoneId zone) {
    if (value == null || value.isNull()) {
      return null;
    }
    try {
      return switch (type) {
        case "String", "Enum" -> value.isString() ? value : null;
        case "LookupLink" -> value.isString() || value.isIntegralNumber() ? value : null;
        case "Integer" ->
            value.isIntegralNumber() && value.canConvertToLong()
                ? LongNode.valueOf(value.longValue())
                : null;
        case "Number" -> value.isNumber() ? DecimalNode.valueOf(value.decimalValue()) : null;
        case "Boolean" -> value.isBoolean() ? BooleanNode.valueOf(value.booleanValue()) : null;
        case "Date" ->
            value.isString()
                ? StringNode.valueOf(LocalDate.parse(value.asString().trim()).toString())
                : null;
        case "Time" ->
            value.isString()
                ? StringNode.valueOf(TIME.format(LocalTime.parse(value.asString().trim())))
                : null;
        case "Timestamp" ->
            value.isString()
                ? StringNode.valueOf(UTC.format(JsonDates.parse(value.asString(), zone)))
                : null;
        default -> null;
      };
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  /**
   * A stored golden value in search form: stored values are already canonical (dates ISO, numbers
   * as numbers), only times and timestamps change form; null when the value does not fit the type.
   */
  public static JsonNode indexed(String type, JsonNode value, ZoneId zone) {
    return switch (type) {
      case "String", "Enum", "Date" -> value.isString() ? value : null;
      case "Integer", "Number" -> value.isNumber() ? value : null;
      case "Boolean" -> value.isBoolean() ? value : null;
      case "LookupLink" -> value.isString() || value.isIntegralNumber() ? value : null;
      default -> normalize(type, value, zone);
    };
  }

  /** A stored timestamp in search form shown in the server's zone again. */
  public static JsonNode display(String type, JsonNode value, ZoneId zone) {
    if ("Timestamp".equals(type) && value.isString()) {
      try {
        return StringNode.valueOf(JsonDates.format(JsonDates.parse(value.asString(), zone), zone));
      } catch (DateTimeParseException e) {
        return value;
      }
    }
    return value;
  }
}
