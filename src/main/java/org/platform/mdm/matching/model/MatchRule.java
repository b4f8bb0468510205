package org.platform.mdm.matching.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** A rule: comparisons that must all hold, and what a match does. */
public record MatchRule(
    String name, String displayName, MatchAction action, List<Comparison> comparisons) {

  public MatchRule {
    comparisons = List.copyOf(comparisons);
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
