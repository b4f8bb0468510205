package org.platform.mdm.profile.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts of values (or patterns) in a hash map, bounded: while it holds at most {@code limit}
 * distinct keys every count is exact; past twice the limit it keeps the {@code limit} most frequent
 * and forgets the rest, so counts of keys that came back after being forgotten are low and {@link
 * #exact()} turns false. Before the first prune it also knows the exact number of distinct keys,
 * and it hands every key it held to a {@link DistinctEstimate} then, which counts on from there.
 */
final class ValueCounts {

  /** A key and how often it was seen, the most frequent first, ties by key. */
  record Count(String key, long count) {}

  static final Comparator<Count> MOST_FIRST =
      Comparator.comparingLong(Count::count).reversed().thenComparing(Count::key);

  private final int limit;
  private final boolean estimatesDistinct;
  private final Map<String, long[]> counts = new HashMap<>();
  private DistinctEstimate estimate;
  private boolean exact = true;

  ValueCounts(int limit, boolean estimatesDistinct) {
    this.limit = limit;
    this.estimatesDistinct = estimatesDistinct;
  }

  void add(String key) {
    long[] c = counts.get(key);
    if (c == null) {
      counts.put(key, new long[] {1});
      if (counts.size() > 2 * limit) {
        prune();
      }
    } else {
      c[0]++;
    }
    if (estimate != null) {
      estimate.add(key);
    }
  }

  private void prune() {
    if (estimatesDistinct && estimate == null) {
      estimate = new DistinctEstimate();
      counts.keySet().forEach(estimate::add);
    }
    List<Count> kept = sorted();
    counts.clear();
    kept.subList(0, limit).forEach(c -> counts.put(c.key(), new long[] {c.count()}));
    exact = false;
  }

  private List<Count> sorted() {
    List<Count> all = new ArrayList<>(counts.size());
    counts.forEach((k, c) -> all.add(new Count(k, c[0])));
    all.sort(MOST_FIRST);
    return all;
  }

  /** The {@code n} most frequent keys, the most frequent first (ties by key). */
  List<Count> top(int n) {
    List<Count> all = sorted();
    return List.copyOf(all.subList(0, Math.min(n, all.size())));
  }

  /** Whether every count is exact (no key was ever forgotten). */
  boolean exact() {
    return exact;
  }

  /** What the counts hold, to go on from after a restart. */
  public record State(Map<String, Long> counts, byte[] registers, boolean exact) {}

  State state() {
    Map<String, Long> copy = new HashMap<>();
    counts.forEach((k, c) -> copy.put(k, c[0]));
    return new State(copy, estimate == null ? null : estimate.registers(), exact);
  }

  void restore(State state) {
    counts.clear();
    state.counts().forEach((k, c) -> counts.put(k, new long[] {c}));
    estimate = state.registers() == null ? null : DistinctEstimate.of(state.registers());
    exact = state.exact();
  }

  /** Distinct keys seen: exact while {@link #exact()}, an estimate after. */
  long distinct() {
    return estimate == null ? counts.size() : estimate.estimate();
  }
}
