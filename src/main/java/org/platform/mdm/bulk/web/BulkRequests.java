package org.platform.mdm.bulk.web;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.bulk.BulkErrors;
import org.platform.mdm.bulk.BulkOperations;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Reads a bulk operation's request body, every problem at once (unknown fields are refused before,
 * by the body checks every module's bodies go through).
 */
final class BulkRequests {

  private BulkRequests() {}

  static BulkOperations.Request read(JsonNode body) {
    List<Problem> problems = new ArrayList<>();
    if (body == null || !body.isObject()) {
      throw new PlatformException(
          List.of(Problem.at("", BulkErrors.BULK_FIELD_INVALID, "the body", "a JSON object")));
    }
    String type = text(body, "operationType", true, problems);
    String format = text(body, "format", false, problems);
    Boolean wipe = null;
    JsonNode w = body.get("wipe");
    if (w != null && !w.isNull()) {
      if (w.isBoolean()) {
        wipe = w.booleanValue();
      } else {
        problems.add(Problem.at("wipe", BulkErrors.BULK_FIELD_INVALID, "wipe", "true or false"));
      }
    }
    JsonNode selection = body.get("selection");
    if (selection == null || selection.isNull()) {
      problems.add(Problem.at("selection", BulkErrors.BULK_FIELD_REQUIRED, "selection"));
    } else if (!selection.isObject()) {
      problems.add(
          Problem.at(
              "selection", BulkErrors.BULK_FIELD_INVALID, "selection", "a search body (object)"));
    }
    PlatformException.throwIfAny(problems);
    return new BulkOperations.Request(type, format, wipe, selection);
  }

  private static String text(
      JsonNode body, String field, boolean required, List<Problem> problems) {
    JsonNode v = body.get(field);
    if (v == null || v.isNull()) {
      if (required) {
        problems.add(Problem.at(field, BulkErrors.BULK_FIELD_REQUIRED, field));
      }
      return null;
    }
    if (!v.isString()) {
      problems.add(Problem.at(field, BulkErrors.BULK_FIELD_INVALID, field, "a string"));
      return null;
    }
    return v.asString();
  }
}
