package org.platform.mdm.matching.model;

import java.util.Map;

/**
 * Estimates a weighted rule's probabilities from a register's own pairs, as Splink does it: {@code
 * u} (how often two different records reach a level) from random pairs, which are almost all
 * non-matches; {@code m} (how often a true match does) by expectation–maximisation over candidate
 * pairs with {@code u} held. Pairs are given as patterns: one level index per evidence (a level,
 * {@link Evidence#NONE} or {@link Evidence#MISSING}) with how many pairs have it.
 */
public final class Estimation {

  /** No probability is estimated below this, nor its complement: every weight stays finite. */
  static final double FLOOR = 1e-5;

  static final int MAX_ITERATIONS = 200;
  static final double CONVERGED = 1e-7;

  private Estimation() {}

  /**
   * Each evidence's u per level (the last entry: no level reached) from the patterns of random
   * pairs; a level no random pair reached gets half a pair's share.
   */
  public static double[][] u(WeightedRule rule, Map<Patterns.Key, Long> random) {
    int n = rule.evidence().size();
    double[][] u = new double[n][];
    for (int e = 0; e < n; e++) {
      int levels = rule.evidence().get(e).levels().size();
      double[] counts = new double[levels + 1];
      double present = 0;
      for (Map.Entry<Patterns.Key, Long> p : random.entrySet()) {
        int level = p.getKey().level(e);
        if (level != Evidence.MISSING) {
          counts[level == Evidence.NONE ? levels : level] += p.getValue();
          present += p.getValue();
        }
      }
      u[e] = shares(counts, present, present > 0 ? 0.5 / present : FLOOR);
    }
    return u;
  }

  /** What an estimation of m found: m per evidence and level (last: none), the match share. */
  public record Found(double[][] m, double matchShare, int iterations) {}

  /**
   * m by expectation–maximisation over candidate pairs, u held, starting from the rule's m. An
   * evidence marked {@code excluded} (what the pairs were blocked on: they all agree there, so it
   * tells nothing) neither counts in the pairs' odds nor is estimated: its m comes back as it was.
   */
  public static Found m(
      WeightedRule rule, double[][] u, boolean[] excluded, Map<Patterns.Key, Long> pairs) {
    return m(rule, u, excluded, pairs, Map.of());
  }

  /**
   * {@link #m(WeightedRule, double[][], boolean[], Map)} with pairs known to match ({@code
   * confirmed}: stewards confirmed them): they count as matches in every step, whatever their odds;
   * with no other pairs, m is their shares.
   */
  public static Found m(
      WeightedRule rule,
      double[][] u,
      boolean[] excluded,
      Map<Patterns.Key, Long> pairs,
      Map<Patterns.Key, Long> confirmed) {
    int n = rule.evidence().size();
    double[][] m = new double[n][];
    for (int e = 0; e < n; e++) {
      Evidence evidence = rule.evidence().get(e);
      int levels = evidence.levels().size();
      m[e] = new double[levels + 1];
      for (int l = 0; l < levels; l++) {
        m[e][l] = evidence.levels().get(l).m();
      }
      m[e][levels] = Math.max(FLOOR, evidence.elseM());
    }
    double share = 0.1;
    int iteration = 0;
    long total =
        pairs.values().stream().mapToLong(Long::longValue).sum()
            + confirmed.values().stream().mapToLong(Long::longValue).sum();
    if (total == 0) {
      return new Found(m, 0, 0);
    }
    while (iteration++ < MAX_ITERATIONS) {
      double[][] sums = new double[n][];
      double[] present = new double[n];
      for (int e = 0; e < n; e++) {
        sums[e] = new double[m[e].length];
      }
      double matched = 0;
      for (Map.Entry<Patterns.Key, Long> p : confirmed.entrySet()) {
        matched += p.getValue();
        count(p.getKey(), p.getValue(), sums, present, m);
      }
      for (Map.Entry<Patterns.Key, Long> p : pairs.entrySet()) {
        double odds = Math.log(share / (1 - share));
        for (int e = 0; e < n; e++) {
          int level = p.getKey().level(e);
          if (!excluded[e] && level != Evidence.MISSING) {
            int at = level == Evidence.NONE ? m[e].length - 1 : level;
            odds += Math.log(m[e][at] / u[e][at]);
          }
        }
        double r = 1 / (1 + Math.exp(-odds));
        double weight = r * p.getValue();
        matched += weight;
        count(p.getKey(), weight, sums, present, m);
      }
      double change = Math.abs(matched / total - share);
      share = Math.min(1 - FLOOR, Math.max(FLOOR, matched / total));
      for (int e = 0; e < n; e++) {
        if (excluded[e] || present[e] == 0) {
          continue;
        }
        double[] next = shares(sums[e], present[e], FLOOR);
        for (int l = 0; l < next.length; l++) {
          change = Math.max(change, Math.abs(next[l] - m[e][l]));
        }
        m[e] = next;
      }
      if (change < CONVERGED) {
        break;
      }
    }
    return new Found(m, share, iteration);
  }

  /** Adds a pattern's weight as matches to each evidence's level it reached. */
  private static void count(
      Patterns.Key key, double weight, double[][] sums, double[] present, double[][] m) {
    for (int e = 0; e < sums.length; e++) {
      int level = key.level(e);
      if (level != Evidence.MISSING) {
        sums[e][level == Evidence.NONE ? m[e].length - 1 : level] += weight;
        present[e] += weight;
      }
    }
  }

  /** Counts as shares of their total, none below the floor, summing to 1. */
  static double[] shares(double[] counts, double total, double floor) {
    double[] shares = new double[counts.length];
    double sum = 0;
    for (int i = 0; i < counts.length; i++) {
      shares[i] = Math.max(floor, total > 0 ? counts[i] / total : 1.0 / counts.length);
      sum += shares[i];
    }
    for (int i = 0; i < counts.length; i++) {
      shares[i] /= sum;
    }
    return shares;
  }
}
