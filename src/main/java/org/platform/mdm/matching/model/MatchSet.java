package org.platform.mdm.matching.model;

import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** A set of rules: two records match by the set when any of its rules holds. */
public record MatchSet(String name, String displayName, List<MatchRule> rules) {

  public MatchSet {
    rules = List.copyOf(rules);
  }

  /** The first rule (in the model's order) that holds, with its scores; null when none does. */
  public Match match(Map<String, JsonNode> a, Map<String, JsonNode> b) {
    for (MatchRule rule : rules) {
      List<Double> scores = rule.scores(a, b);
      if (scores != null) {
        return new Match(this, rule, scores);
      }
    }
    return null;
  }

  /** A match of two records: the set, the rule that held and each comparison's score. */
  public record Match(MatchSet set, MatchRule rule, List<Double> scores) {}
}
