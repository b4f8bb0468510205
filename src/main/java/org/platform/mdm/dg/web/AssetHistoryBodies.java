package org.platform.mdm.dg.web;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.dg.history.AssetHistoryQuery;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;
import tools.jackson.databind.JsonNode;

/**
 * Reads an asset history request body ({@code AssetHistoryRequestRO}) field by field, so that every
 * problem of it (a malformed date beside a limit out of range) is answered at once.
 */
final class AssetHistoryBodies {

  private AssetHistoryBodies() {}

  static AssetHistoryQuery query(JsonNode body, ZoneId zone) {
    List<Problem> problems = new ArrayList<>();
    String etalonId = text(body, "etalonId", problems);
    String externalId = text(body, "externalId", problems);
    String sourceSystem = text(body, "sourceSystem", problems);
    String assetType = text(body, "assetType", problems);
    OffsetDateTime from = date(body, "from", zone, problems);
    OffsetDateTime to = date(body, "to", zone, problems);
    List<String> types = types(body, problems);
    Integer offset = number(body, "offset", problems);
    Integer limit = number(body, "limit", problems);
    try {
      AssetHistoryQuery query =
          AssetHistoryQuery.of(
              etalonId, externalId, sourceSystem, assetType, from, to, types, offset, limit);
      PlatformException.throwIfAny(problems);
      return query;
    } catch (PlatformException e) {
      problems.addAll(e.problems());
      throw new PlatformException(problems);
    }
  }

  private static String text(JsonNode body, String field, List<Problem> problems) {
    JsonNode value = body.path(field);
    if (value.isMissingNode() || value.isNull()) {
      return null;
    }
    if (!value.isString()) {
      problems.add(invalid(field));
      return null;
    }
    return value.asString();
  }

  private static OffsetDateTime date(
      JsonNode body, String field, ZoneId zone, List<Problem> problems) {
    String text = text(body, field, problems);
    if (text == null) {
      return null;
    }
    try {
      return JsonDates.parse(text, zone);
    } catch (DateTimeParseException e) {
      problems.add(invalid(field));
      return null;
    }
  }

  /** The event types as given; an item that is no text is named by its JSON. */
  private static List<String> types(JsonNode body, List<Problem> problems) {
    JsonNode value = body.path("eventTypes");
    if (value.isMissingNode() || value.isNull()) {
      return null;
    }
    if (!value.isArray()) {
      problems.add(invalid("eventTypes"));
      return null;
    }
    List<String> types = new ArrayList<>();
    value.forEach(t -> types.add(t.isString() ? t.asString() : t.toString()));
    return types;
  }

  private static Integer number(JsonNode body, String field, List<Problem> problems) {
    JsonNode value = body.path(field);
    if (value.isMissingNode() || value.isNull()) {
      return null;
    }
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      problems.add(invalid(field));
      return null;
    }
    return value.asInt();
  }

  private static Problem invalid(String field) {
    return Problem.at(field, SystemErrors.SYSTEM_INVALID_FIELD, field);
  }
}
