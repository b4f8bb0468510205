package org.platform.mdm.matching.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Values at dotted paths of a golden record (into Complex attributes and their arrays). */
final class ValuePaths {

  private ValuePaths() {}

  /** Every value at the path; arrays give each of their elements. */
  static List<JsonNode> values(Map<String, JsonNode> record, String path) {
    String[] names = path.split("\\.");
    List<JsonNode> current = new ArrayList<>();
    JsonNode first = record.get(names[0]);
    if (first == null) {
      return List.of();
    }
    flatten(first, current);
    for (int i = 1; i < names.length; i++) {
      List<JsonNode> next = new ArrayList<>();
      for (JsonNode node : current) {
        if (node.isObject() && node.has(names[i])) {
          flatten(node.get(names[i]), next);
        }
      }
      current = next;
    }
    return current;
  }

  private static void flatten(JsonNode node, List<JsonNode> into) {
    if (node.isArray()) {
      node.forEach(into::add);
    } else if (!node.isNull()) {
      into.add(node);
    }
  }
}
