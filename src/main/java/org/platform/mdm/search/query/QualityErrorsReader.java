package org.platform.mdm.search.query;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.search.QualityFilter;
import org.platform.mdm.search.SearchErrors;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/** Reads a search body's {@code qualityErrors}, its problems added to the body's. */
final class QualityErrorsReader {

  private QualityErrorsReader() {}

  /** {@code qualityErrors}: {severities, ruleNames, categories}, each a list of texts. */
  static QualityFilter read(JsonNode node, SearchBodyFields fields) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isObject()) {
      fields.add(
          Problem.at(
              "qualityErrors",
              SearchErrors.SEARCH_FIELD_INVALID,
              "qualityErrors",
              "{severities, ruleNames, categories}"));
      return null;
    }
    List<List<String>> lists = new ArrayList<>();
    for (String name : List.of("severities", "ruleNames", "categories")) {
      lists.add(texts(node.get(name), "qualityErrors." + name, fields));
    }
    node.propertyNames()
        .forEach(
            name -> {
              if (!List.of("severities", "ruleNames", "categories").contains(name)) {
                fields.add(
                    Problem.at(
                        "qualityErrors." + name,
                        SearchErrors.SEARCH_FIELD_INVALID,
                        "qualityErrors." + name,
                        "severities, ruleNames or categories"));
              }
            });
    for (String severity : lists.get(0)) {
      if (!List.of("RED", "YELLOW", "GREEN").contains(severity)) {
        fields.add(
            Problem.at(
                "qualityErrors.severities",
                SearchErrors.SEARCH_FIELD_INVALID,
                "qualityErrors.severities",
                "RED, YELLOW or GREEN"));
      }
    }
    return new QualityFilter(lists.get(0), lists.get(1), lists.get(2));
  }

  /** A list of at most 100 non-blank texts without NUL; empty when absent. */
  private static List<String> texts(JsonNode node, String path, SearchBodyFields fields) {
    List<String> out = new ArrayList<>();
    if (node == null || node.isNull()) {
      return out;
    }
    if (!node.isArray() || node.size() > 100) {
      fields.add(
          Problem.at(path, SearchErrors.SEARCH_FIELD_INVALID, path, "a list of at most 100 texts"));
      return out;
    }
    for (JsonNode item : node) {
      if (item.isString() && !item.asString().isBlank() && item.asString().indexOf('\u0000') < 0) {
        out.add(item.asString());
      } else {
        fields.add(Problem.at(path, SearchErrors.SEARCH_FIELD_INVALID, path, "a list of texts"));
        return out;
      }
    }
    return out;
  }
}
