package org.platform.mdm.search.query;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.search.SearchErrors;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * The problems found in one search body, and the reads of its plain typed fields that note a value
 * of the wrong type as one.
 */
final class SearchBodyFields {

  private final List<Problem> problems = new ArrayList<>();

  List<Problem> problems() {
    return problems;
  }

  void add(Problem problem) {
    problems.add(problem);
  }

  String string(JsonNode node, String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!v.isString() || v.asString().indexOf('\u0000') >= 0) {
      problems.add(
          Problem.at(field, SearchErrors.SEARCH_VALUE_WRONG_TYPE, field, "String", shorten(v)));
      return null;
    }
    return v.asString();
  }

  boolean bool(JsonNode node, String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return false;
    }
    if (!v.isBoolean()) {
      problems.add(
          Problem.at(field, SearchErrors.SEARCH_VALUE_WRONG_TYPE, field, "Boolean", shorten(v)));
      return false;
    }
    return v.booleanValue();
  }

  int integer(JsonNode node, String field, int absent) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return absent;
    }
    if (!v.isIntegralNumber() || !v.canConvertToInt()) {
      problems.add(
          Problem.at(field, SearchErrors.SEARCH_VALUE_WRONG_TYPE, field, "Integer", shorten(v)));
      return absent;
    }
    return v.intValue();
  }

  /** A value as a problem quotes it: its JSON, cut to 60 characters. */
  static String shorten(JsonNode v) {
    String text = String.valueOf(v);
    return text.length() > 60 ? text.substring(0, 57) + "..." : text;
  }
}
