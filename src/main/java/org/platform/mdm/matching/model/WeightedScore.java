package org.platform.mdm.matching.model;

/**
 * A pair's score under a weighted rule: the level each evidence reached (an index, {@link
 * Evidence#NONE} or {@link Evidence#MISSING}), its weight, and their sum (the match weight).
 */
public record WeightedScore(double total, int[] levels, double[] weights) {

  /** How many evidences the score has. */
  public int size() {
    return levels.length;
  }
}
