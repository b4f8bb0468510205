package org.platform.mdm.dq.check;

import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The values an attribute path names in a record's JSON, by the place each is at: one for a plain
 * path ({@code address.city}), one per element for a path into a list ({@code phones[]} gives
 * {@code phones[0]}, {@code phones[1]} …). A value the record leaves out is a null node.
 */
final class RecordPaths {

  private RecordPaths() {}

  static Map<String, JsonNode> values(JsonNode record, String path) {
    Map<String, JsonNode> out = new LinkedHashMap<>();
    collect(record, path.split("\\."), 0, "", out);
    return out;
  }

  private static void collect(
      JsonNode node, String[] names, int i, String at, Map<String, JsonNode> out) {
    if (i == names.length) {
      out.put(at, node);
      return;
    }
    boolean list = names[i].endsWith("[]");
    String name = list ? names[i].substring(0, names[i].length() - 2) : names[i];
    String here = at.isEmpty() ? name : at + "." + name;
    JsonNode child = node == null || node.isNull() ? null : node.get(name);
    if (!list) {
      collect(child, names, i + 1, here, out);
    } else if (child != null && child.isArray()) {
      for (int k = 0; k < child.size(); k++) {
        collect(child.get(k), names, i + 1, here + "[" + k + "]", out);
      }
    }
  }
}
