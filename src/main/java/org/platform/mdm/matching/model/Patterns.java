package org.platform.mdm.matching.model;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/** Pairs counted by the level each evidence of a weighted rule reached (their pattern). */
public final class Patterns {

  private final Map<Key, Long> counts = new HashMap<>();

  /** A pattern: one level index per evidence. */
  public record Key(byte[] levels) {

    public int level(int evidence) {
      return levels[evidence];
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && Arrays.equals(levels, k.levels);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(levels);
    }

    @Override
    public String toString() {
      return Arrays.toString(levels);
    }
  }

  /** Counts a pair's score under the rule. */
  public void add(WeightedScore score) {
    byte[] levels = new byte[score.size()];
    for (int i = 0; i < levels.length; i++) {
      levels[i] = (byte) score.levels()[i];
    }
    counts.merge(new Key(levels), 1L, Long::sum);
  }

  public Map<Key, Long> counts() {
    return counts;
  }

  public long total() {
    return counts.values().stream().mapToLong(Long::longValue).sum();
  }
}
