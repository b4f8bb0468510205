package org.platform.mdm.data.record;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.modulith.NamedInterface;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The stored JSON of a timeline interval's contributors and winners. */
@NamedInterface("timelines")
public final class TimelineJson {

  private TimelineJson() {}

  public static List<ObjectNode> contributors(JsonMapper json, List<Contributor> contributors) {
    return contributors.stream().map(c -> contributor(json, c)).toList();
  }

  /**
   * Per attribute, the position of its winner among the interval's contributors: the stored
   * timeline names each contributor once, however many attributes it wins.
   */
  public static Map<String, Integer> winners(
      Map<String, Contributor> winners, List<Contributor> contributors) {
    Map<String, Integer> positions = new LinkedHashMap<>();
    winners.forEach((name, c) -> positions.put(name, contributors.indexOf(c)));
    return positions;
  }

  static ObjectNode contributor(JsonMapper json, Contributor c) {
    ObjectNode node = json.createObjectNode();
    node.put("externalId", c.externalId());
    node.put("sourceSystem", c.sourceSystem());
    node.put("revision", c.revision());
    node.put("status", c.status().name());
    return node;
  }
}
