package org.platform.mdm.data.record;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import org.platform.mdm.system.JsonDates;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

/** The Date, Time and Timestamp values of a record's attributes, read from their JSON text. */
final class TemporalValues {

  private TemporalValues() {}

  /** A Date value in its ISO form; null when it is not one. */
  static JsonNode date(JsonNode value) {
    if (!value.isString()) {
      return null;
    }
    try {
      return StringNode.valueOf(LocalDate.parse(value.asString().trim()).toString());
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  /** A Time value in its ISO form; null when it is not one. */
  static JsonNode time(JsonNode value) {
    if (!value.isString()) {
      return null;
    }
    try {
      LocalTime time = LocalTime.parse(value.asString().trim());
      return StringNode.valueOf(DateTimeFormatter.ISO_LOCAL_TIME.format(time));
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  /** A Timestamp value in the server zone with its offset; null when it is not one. */
  static JsonNode timestamp(JsonNode value, ZoneId zone) {
    if (!value.isString()) {
      return null;
    }
    try {
      return StringNode.valueOf(JsonDates.format(JsonDates.parse(value.asString(), zone), zone));
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
