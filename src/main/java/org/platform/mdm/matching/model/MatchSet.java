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
    return match(new Compared(a, null), new Compared(b, null));
  }

  /** The first rule (in the model's order) that holds, with its scores; null when none does. */
  public Match match(Compared a, Compared b) {
    for (MatchRule rule : rules) {
      WeightedRule weighted = rule.weighted();
      if (weighted == null) {
        List<Double> scores = rule.scores(a.values(), b.values());
        if (scores != null) {
          return new Match(this, rule, rule.action(), scores, null);
        }
      } else if (a.linkable(b, weighted.linkage())) {
        WeightedScore score = weighted.matching(a.prepared(weighted), b.prepared(weighted));
        MatchAction action = score == null ? null : weighted.decide(score.total(), rule.action());
        if (action != null) {
          return new Match(this, rule, action, List.of(), score);
        }
      }
    }
    return null;
  }

  /**
   * A match of two records: the set, the rule that held, what the match does, and its explanation:
   * each comparison's score (a rule of comparisons that must all hold) or the weighted score.
   */
  public record Match(
      MatchSet set,
      MatchRule rule,
      MatchAction action,
      List<Double> scores,
      WeightedScore weighted) {}
}
