package org.platform.mdm.matching.runs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.matching.model.BlockingKeys;
import org.platform.mdm.matching.model.Compared;
import org.platform.mdm.matching.model.MatchRule;
import org.platform.mdm.matching.model.MatchSet;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.Patterns;
import org.platform.mdm.matching.model.WeightedRule;

/**
 * The pairs a weighted rule's estimation learns from, over records of a register held in memory:
 * each blocking key's candidate pairs (records sharing the key's forms, blocks larger than the cap
 * on candidates left out, as matching cuts them), and random pairs; each pair counted by the levels
 * it reaches (its pattern). When a key gives more pairs than wanted, each is kept with the same
 * chance, so the sample stays representative. Fixed seed: the same data gives the same estimate.
 */
final class PairSample {

  private final MatchingModel model;
  private final MatchSet set;
  private final MatchRule rule;
  private final WeightedRule weighted;
  private final List<Compared> records = new ArrayList<>();
  private final List<Map<Long, List<Integer>>> blocks = new ArrayList<>();
  private final Map<EtalonId, Integer> indexOf = new HashMap<>();
  private final Set<Long> rejected = new HashSet<>();
  private final SplittableRandom random = new SplittableRandom(52);

  PairSample(MatchingModel model, MatchSet set, MatchRule rule) {
    this.model = model;
    this.set = set;
    this.rule = rule;
    this.weighted = rule.weighted();
    for (int k = 0; k < weighted.blocking().size(); k++) {
      blocks.add(new HashMap<>());
    }
  }

  /** Adds records (their values and sources as matching compares them). */
  void add(Map<EtalonId, Compared> page) {
    for (Map.Entry<EtalonId, Compared> e : page.entrySet()) {
      Compared c = e.getValue();
      int index = records.size();
      records.add(c);
      indexOf.put(e.getKey(), index);
      List<Set<Long>> keys = BlockingKeys.ofRule(model, set, rule, c.values());
      for (int k = 0; k < keys.size(); k++) {
        for (Long key : keys.get(k)) {
          blocks.get(k).computeIfAbsent(key, x -> new ArrayList<>(2)).add(index);
        }
      }
    }
  }

  /**
   * Leaves a pair stewards rejected out of the candidate pairs (matching never compares it again);
   * answers whether both records are in the sample.
   */
  boolean reject(EtalonId a, EtalonId b) {
    Integer x = indexOf.get(a);
    Integer y = indexOf.get(b);
    if (x == null || y == null) {
      return false;
    }
    rejected.add(pair(x, y));
    return true;
  }

  private static long pair(int x, int y) {
    return ((long) Math.min(x, y) << 32) | Math.max(x, y);
  }

  int size() {
    return records.size();
  }

  /** The candidate pairs of each blocking key, at most about {@code limit} each. */
  List<Patterns> candidates(int limit, int cap) {
    List<Patterns> byKey = new ArrayList<>();
    for (Map<Long, List<Integer>> key : blocks) {
      long all = 0;
      for (List<Integer> block : key.values()) {
        if (block.size() > 1 && block.size() <= cap + 1) {
          all += (long) block.size() * (block.size() - 1) / 2;
        }
      }
      double keep = all <= limit ? 1 : (double) limit / all;
      Patterns patterns = new Patterns();
      Set<Long> seen = new HashSet<>();
      for (List<Integer> block : key.values()) {
        if (block.size() < 2 || block.size() > cap + 1) {
          continue;
        }
        for (int i = 0; i < block.size(); i++) {
          for (int j = i + 1; j < block.size(); j++) {
            if (keep < 1 && random.nextDouble() >= keep) {
              continue;
            }
            long pair = pair(block.get(i), block.get(j));
            // A pair sharing several forms of one key is one pair.
            if (seen.add(pair) && !rejected.contains(pair)) {
              count(patterns, block.get(i), block.get(j));
            }
          }
        }
      }
      byKey.add(patterns);
    }
    return byKey;
  }

  /** About {@code limit} random pairs of different records that the rule's linkage compares. */
  Patterns random(int limit) {
    Patterns patterns = new Patterns();
    int n = records.size();
    if (n < 2) {
      return patterns;
    }
    long possible = (long) n * (n - 1) / 2;
    long wanted = Math.min(limit, possible);
    for (long tries = 0; patterns.total() < wanted && tries < wanted * 4; tries++) {
      int a = random.nextInt(n);
      int b = random.nextInt(n);
      if (a != b) {
        count(patterns, a, b);
      }
    }
    return patterns;
  }

  /** The candidate pairs of every key together, each once (the scores' preview). */
  Patterns union(int limit, int cap) {
    Patterns patterns = new Patterns();
    Set<Long> seen = new HashSet<>();
    for (Map<Long, List<Integer>> key : blocks) {
      for (List<Integer> block : key.values()) {
        if (block.size() < 2 || block.size() > cap + 1) {
          continue;
        }
        for (int i = 0; i < block.size() && seen.size() < limit; i++) {
          for (int j = i + 1; j < block.size() && seen.size() < limit; j++) {
            long pair = pair(block.get(i), block.get(j));
            if (seen.add(pair) && !rejected.contains(pair)) {
              count(patterns, block.get(i), block.get(j));
            }
          }
        }
      }
    }
    return patterns;
  }

  private void count(Patterns patterns, int a, int b) {
    Compared x = records.get(a);
    Compared y = records.get(b);
    if (x.linkable(y, weighted.linkage())) {
      patterns.add(weighted.score(x.prepared(weighted), y.prepared(weighted)));
    }
  }
}
