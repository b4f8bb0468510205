package org.platform.mdm.matching.model;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * A record as matching compares it: its golden values, the source systems of its origins (null when
 * not read: no rule of the model asks), and its values prepared for each weighted rule, made once
 * however many records it is compared with.
 */
public final class Compared {

  private final Map<String, JsonNode> values;
  private final Set<String> sources;

  /** Filled as comparisons ask, from the threads comparing a batch at once. */
  private final Map<WeightedRule, WeightedRule.Prepared> prepared =
      Collections.synchronizedMap(new IdentityHashMap<>());

  public Compared(Map<String, JsonNode> values, Set<String> sources) {
    this.values = values;
    this.sources = sources;
  }

  public Map<String, JsonNode> values() {
    return values;
  }

  public WeightedRule.Prepared prepared(WeightedRule rule) {
    return prepared.computeIfAbsent(rule, r -> r.prepare(values));
  }

  /** Whether two records may be compared under a linkage (unknown sources: they may). */
  public boolean linkable(Compared other, WeightedRule.Linkage linkage) {
    if (linkage == WeightedRule.Linkage.WITHIN || sources == null || other.sources == null) {
      return true;
    }
    for (String s : sources) {
      if (other.sources.contains(s)) {
        return false;
      }
    }
    return true;
  }

  /** Whether a model has a rule that compares only records of different sources. */
  public static boolean needsSources(MatchingModel model) {
    return model.sets().stream()
        .flatMap(s -> s.rules().stream())
        .anyMatch(
            r ->
                r.weighted() != null
                    && r.weighted().linkage() == WeightedRule.Linkage.ACROSS_SOURCES);
  }
}
