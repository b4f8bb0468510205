package org.platform.mdm.data;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The stored JSON of a timeline interval's contributors and winners. */
final class TimelineJson {

  private TimelineJson() {}

  static List<ObjectNode> contributors(JsonMapper json, List<Contributor> contributors) {
    return contributors.stream().map(c -> contributor(json, c)).toList();
  }

  static Map<String, ObjectNode> winners(JsonMapper json, Map<String, Contributor> winners) {
    Map<String, ObjectNode> nodes = new LinkedHashMap<>();
    winners.forEach((name, c) -> nodes.put(name, contributor(json, c)));
    return nodes;
  }

  static ObjectNode contributor(JsonMapper json, Contributor c) {
    ObjectNode node = json.createObjectNode();
    node.put("originId", c.originId().toString());
    node.put("externalId", c.externalId());
    node.put("sourceSystem", c.sourceSystem());
    node.put("revision", c.revision());
    node.put("status", c.status().name());
    return node;
  }
}
