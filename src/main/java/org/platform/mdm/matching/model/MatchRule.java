package org.platform.mdm.matching.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A rule and what its match does: either comparisons that must all hold, or (with {@code weighted})
 * a score of the evidence of every attribute against two thresholds.
 *
 * @param weighted null for a rule of comparisons that must all hold
 */
public record MatchRule(
    String name,
    String displayName,
    MatchAction action,
    List<Comparison> comparisons,
    WeightedRule weighted) {

  public MatchRule {
    comparisons = List.copyOf(comparisons);
  }

  public MatchRule(
      String name, String displayName, MatchAction action, List<Comparison> comparisons) {
    this(name, displayName, action, comparisons, null);
  }

  /** The rule's blocking keys: lists of comparisons whose forms make one key each. */
  List<List<Comparison>> keys() {
    return weighted == null ? List.of(comparisons) : weighted.blocking();
  }

  /** Each comparison's score when all hold (the explanation of the match); null otherwise. */
  List<Double> scores(Map<String, JsonNode> a, Map<String, JsonNode> b) {
    List<Double> scores = new ArrayList<>(comparisons.size());
    for (Comparison c : comparisons) {
      double s = c.score(a, b);
      if (s < 0) {
        return null;
      }
      scores.add(s);
    }
    return scores;
  }
}
