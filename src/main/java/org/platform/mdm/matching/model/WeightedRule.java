package org.platform.mdm.matching.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * How a weighted rule decides: the sum of every evidence's weight (the pair's match weight, in
 * bits) against two thresholds. At or above {@code upperThreshold} the pair matches with the rule's
 * action, from {@code lowerThreshold} up it waits for a steward's review, below it is no match.
 * Candidates come from several blocking keys, each a list of comparisons whose forms make a key (as
 * an all-of rule's comparisons do), so a typo in one key's value still leaves the others. The
 * rule's {@code linkage} tells which pairs are compared at all.
 */
public final class WeightedRule {

  private final List<Evidence> evidence;
  private final double upperThreshold;
  private final double lowerThreshold;
  private final Linkage linkage;
  private final List<List<Comparison>> blocking;

  /**
   * The most the evidences from each place on can still add (a missing value adds 0): a pair that
   * cannot reach the lower threshold any more is left at once.
   */
  private final double[] most;

  public WeightedRule(
      List<Evidence> evidence,
      double upperThreshold,
      double lowerThreshold,
      Linkage linkage,
      List<List<Comparison>> blocking) {
    this.evidence = List.copyOf(evidence);
    this.upperThreshold = upperThreshold;
    this.lowerThreshold = lowerThreshold;
    this.linkage = linkage;
    this.blocking = blocking.stream().map(List::copyOf).toList();
    this.most = new double[this.evidence.size() + 1];
    for (int i = this.evidence.size() - 1; i >= 0; i--) {
      Evidence e = this.evidence.get(i);
      double best = Math.max(0, e.elseWeight());
      for (Evidence.Level l : e.levels()) {
        best = Math.max(best, l.weight());
      }
      most[i] = most[i + 1] + best;
    }
  }

  public List<Evidence> evidence() {
    return evidence;
  }

  public double upperThreshold() {
    return upperThreshold;
  }

  public double lowerThreshold() {
    return lowerThreshold;
  }

  public Linkage linkage() {
    return linkage;
  }

  /** The blocking keys, each a list of comparisons whose forms make the key. */
  public List<List<Comparison>> blocking() {
    return blocking;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WeightedRule r
        && evidence.equals(r.evidence)
        && upperThreshold == r.upperThreshold
        && lowerThreshold == r.lowerThreshold
        && linkage == r.linkage
        && blocking.equals(r.blocking);
  }

  @Override
  public int hashCode() {
    return Objects.hash(evidence, upperThreshold, lowerThreshold, linkage, blocking);
  }

  /** Which pairs a weighted rule compares. */
  public enum Linkage {
    /** Any two records of the register. */
    WITHIN,
    /** Only records with no source system in common: two files of the same people linked. */
    ACROSS_SOURCES
  }

  /** The records' values prepared for every evidence, once for all their comparisons. */
  public record Prepared(List<Evidence.Prepared> evidence) {}

  public Prepared prepare(Map<String, JsonNode> values) {
    List<Evidence.Prepared> list = new ArrayList<>(evidence.size());
    for (Evidence e : evidence) {
      list.add(e.prepare(values));
    }
    return new Prepared(list);
  }

  /**
   * The pair's score when it reaches the lower threshold, else null: the evidences are weighed in
   * order and the pair is left as soon as what is left could not lift it there (most pairs sharing
   * a key are different records, and their first attributes disagree).
   */
  public WeightedScore matching(Prepared a, Prepared b) {
    int[] levels = new int[evidence.size()];
    double[] weights = new double[evidence.size()];
    double total = 0;
    for (int i = 0; i < levels.length; i++) {
      if (total + most[i] < lowerThreshold) {
        return null;
      }
      Evidence e = evidence.get(i);
      levels[i] = e.level(a.evidence().get(i), b.evidence().get(i));
      weights[i] = e.weightOf(levels[i]);
      total += weights[i];
    }
    return total >= lowerThreshold ? new WeightedScore(total, levels, weights) : null;
  }

  /** The pair's score: each evidence's level and weight, and their sum. */
  public WeightedScore score(Prepared a, Prepared b) {
    int[] levels = new int[evidence.size()];
    double[] weights = new double[evidence.size()];
    double total = 0;
    for (int i = 0; i < levels.length; i++) {
      Evidence e = evidence.get(i);
      levels[i] = e.level(a.evidence().get(i), b.evidence().get(i));
      weights[i] = e.weightOf(levels[i]);
      total += weights[i];
    }
    return new WeightedScore(total, levels, weights);
  }

  public WeightedScore score(Map<String, JsonNode> a, Map<String, JsonNode> b) {
    return score(prepare(a), prepare(b));
  }

  /** What a score does: the rule's action, REVIEW, or null (no match). */
  public MatchAction decide(double total, MatchAction action) {
    if (total >= upperThreshold) {
      return action;
    }
    return total >= lowerThreshold ? MatchAction.REVIEW : null;
  }
}
