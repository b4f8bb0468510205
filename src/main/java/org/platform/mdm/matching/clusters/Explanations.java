package org.platform.mdm.matching.clusters;

import org.platform.mdm.matching.model.Comparison;
import org.platform.mdm.matching.model.Evidence;
import org.platform.mdm.matching.model.MatchRule;
import org.platform.mdm.matching.model.WeightedRule;
import org.platform.mdm.matching.model.WeightedScore;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The stored explanations of weighted matches. */
final class Explanations {

  private Explanations() {}

  /**
   * {@code {score, upperThreshold, lowerThreshold, action, evidence: [{attributes, level,
   * parameter, weight}]}} (the action: what reaching the upper threshold does): the level a
   * comparison type, NONE (no level reached) or MISSING (a record has no value); weights and score
   * to two decimals.
   */
  static ObjectNode weighted(JsonMapper json, MatchRule rule, WeightedScore score) {
    WeightedRule weighted = rule.weighted();
    ObjectNode node = json.createObjectNode();
    node.put("score", round(score.total()));
    node.put("upperThreshold", weighted.upperThreshold());
    node.put("lowerThreshold", weighted.lowerThreshold());
    node.put("action", rule.action().name());
    ArrayNode list = node.putArray("evidence");
    for (int i = 0; i < score.size(); i++) {
      Evidence e = weighted.evidence().get(i);
      ObjectNode item = list.addObject();
      ArrayNode attributes = item.putArray("attributes");
      e.attributes().forEach(attributes::add);
      int level = score.levels()[i];
      if (level >= 0) {
        Comparison c = e.levels().get(level).comparison();
        item.put("level", c.type().name());
        if (c.type().parameter() != null) {
          item.put("parameter", c.parameter());
        } else {
          item.putNull("parameter");
        }
      } else {
        item.put("level", level == Evidence.MISSING ? "MISSING" : "NONE");
        item.putNull("parameter");
      }
      item.put("weight", round(score.weights()[i]));
    }
    return node;
  }

  private static double round(double value) {
    return Math.round(value * 100) / 100.0;
  }
}
