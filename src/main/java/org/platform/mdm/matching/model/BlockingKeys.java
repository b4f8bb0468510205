package org.platform.mdm.matching.model;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.codec.digest.MurmurHash3;
import tools.jackson.databind.JsonNode;

/**
 * The blocking keys of a record: two records are compared only when they share one. Each rule gives
 * the keys made of one block form of every one of its comparisons (a weighted rule, of each of its
 * blocking keys' comparisons) (see {@link Comparison#blockForms}), so records a rule can match
 * always share a key of that rule, except where a typo changed every loose form of a fuzzy value.
 */
public final class BlockingKeys {

  /** At most this many keys per rule (every combination of the comparisons' forms). */
  static final int MAX_PER_RULE = 64;

  private BlockingKeys() {}

  /** The record's keys under the model; empty when no rule can match it (blank values). */
  public static Set<Long> of(MatchingModel model, Map<String, JsonNode> values) {
    Set<Long> keys = new LinkedHashSet<>();
    for (MatchSet set : model.sets()) {
      for (MatchRule rule : set.rules()) {
        ofRule(model, set, rule, values).forEach(keys::addAll);
      }
    }
    return keys;
  }

  /** A rule's keys for a record, by blocking key (an all-of rule has one). */
  public static List<Set<Long>> ofRule(
      MatchingModel model, MatchSet set, MatchRule rule, Map<String, JsonNode> values) {
    List<List<Comparison>> ruleKeys = rule.keys();
    List<Set<Long>> keys = new ArrayList<>(ruleKeys.size());
    for (int k = 0; k < ruleKeys.size(); k++) {
      // A weighted rule's keys are told apart by their place; an all-of rule has one.
      String prefix =
          model.entityName()
              + '\u0001'
              + set.name()
              + '\u0001'
              + rule.name()
              + (k == 0 ? "" : "\u0001#" + k);
      Set<Long> hashes = new LinkedHashSet<>();
      for (String key : combinations(prefix, ruleKeys.get(k), values)) {
        hashes.add(hash(key));
      }
      keys.add(hashes);
    }
    return keys;
  }

  /** Every combination of one block form per comparison (at most {@link #MAX_PER_RULE}). */
  private static List<String> combinations(
      String prefix, List<Comparison> comparisons, Map<String, JsonNode> values) {
    List<String> combinations = List.of(prefix);
    for (Comparison c : comparisons) {
      List<String> forms = c.blockForms(values);
      if (forms.isEmpty()) {
        return List.of();
      }
      List<String> next = new ArrayList<>();
      for (String head : combinations) {
        for (String form : forms) {
          if (next.size() < MAX_PER_RULE) {
            next.add(head + '\u0001' + form);
          }
        }
      }
      combinations = next;
    }
    return combinations;
  }

  public static long hash(String key) {
    byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
    return MurmurHash3.hash128x64(bytes, 0, bytes.length, 0)[0];
  }
}
