package org.platform.mdm.matching.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The estimation finds the probabilities that made the pairs: pairs drawn from a known mixture of
 * matches (with m) and non-matches (with u), u from random pairs, m by expectation–maximisation.
 */
class EstimationTest {

  // Three attributes: two levels each and "none"; the last entry of each row is "none".
  private static final double[][] TRUE_M = {
    {0.85, 0.10, 0.05}, {0.70, 0.20, 0.10}, {0.9, 0.05, 0.05}
  };
  private static final double[][] TRUE_U = {
    {0.01, 0.04, 0.95}, {0.02, 0.08, 0.90}, {0.001, 0.01, 0.989}
  };

  @Test
  void uComesFromRandomPairsAndMFromTheCandidatePairsMixture() {
    Random random = new Random(3);
    WeightedRule rule = rule(0.5, 0.3); // a start far from the truth
    Patterns randomPairs = new Patterns();
    for (int i = 0; i < 200_000; i++) {
      randomPairs.add(draw(random, TRUE_U, 0.05));
    }
    Patterns candidates = new Patterns();
    for (int i = 0; i < 200_000; i++) {
      candidates.add(draw(random, random.nextDouble() < 0.3 ? TRUE_M : TRUE_U, 0.05));
    }

    double[][] u = Estimation.u(rule, randomPairs.counts());
    Estimation.Found found = Estimation.m(rule, u, new boolean[3], candidates.counts());

    for (int e = 0; e < 3; e++) {
      for (int l = 0; l < 3; l++) {
        assertThat(u[e][l]).as("u %d %d", e, l).isCloseTo(TRUE_U[e][l], within(0.003));
        assertThat(found.m()[e][l]).as("m %d %d", e, l).isCloseTo(TRUE_M[e][l], within(0.02));
      }
    }
    assertThat(found.matchShare()).isCloseTo(0.3, within(0.01));
  }

  @Test
  void confirmedPairsAloneGiveTheirOwnShares() {
    Random random = new Random(7);
    WeightedRule rule = rule(0.5, 0.3);
    Patterns confirmed = new Patterns();
    int[][] counts = new int[3][3]; // per evidence: level 0, level 1, none
    for (int i = 0; i < 400; i++) {
      WeightedScore pair = draw(random, TRUE_M, 0);
      confirmed.add(pair);
      for (int e = 0; e < 3; e++) {
        int level = pair.levels()[e];
        counts[e][level == Evidence.NONE ? 2 : level]++;
      }
    }
    Estimation.Found found =
        Estimation.m(rule, TRUE_U, new boolean[3], java.util.Map.of(), confirmed.counts());

    for (int e = 0; e < 3; e++) {
      for (int l = 0; l < 3; l++) {
        assertThat(found.m()[e][l])
            .as("m %d %d", e, l)
            .isCloseTo(Math.max(counts[e][l], 400 * Estimation.FLOOR) / 400.0, within(1e-4));
      }
    }
  }

  @Test
  void confirmedPairsSettleWhatTheCandidatesAloneCannot() {
    // A key whose candidate pairs hold no match at all: EM alone makes its "matches" of the
    // non-matches that agree most; a few hundred confirmed matches hold m far nearer the truth.
    Random random = new Random(9);
    WeightedRule rule = rule(0.5, 0.3);
    Patterns candidates = new Patterns();
    for (int i = 0; i < 20_000; i++) {
      candidates.add(draw(random, TRUE_U, 0));
    }
    Patterns confirmed = new Patterns();
    for (int i = 0; i < 500; i++) {
      confirmed.add(draw(random, TRUE_M, 0));
    }
    Estimation.Found alone = Estimation.m(rule, TRUE_U, new boolean[3], candidates.counts());
    Estimation.Found labelled =
        Estimation.m(rule, TRUE_U, new boolean[3], candidates.counts(), confirmed.counts());

    double errorAlone = 0;
    double errorLabelled = 0;
    for (int e = 0; e < 3; e++) {
      for (int l = 0; l < 3; l++) {
        errorAlone = Math.max(errorAlone, Math.abs(alone.m()[e][l] - TRUE_M[e][l]));
        errorLabelled = Math.max(errorLabelled, Math.abs(labelled.m()[e][l] - TRUE_M[e][l]));
      }
    }
    assertThat(errorAlone).isGreaterThan(0.2);
    assertThat(errorLabelled).isLessThan(0.1).isLessThan(errorAlone / 3);
  }

  @Test
  void anEvidenceThePairsWereBlockedOnKeepsItsProbabilities() {
    Random random = new Random(5);
    WeightedRule rule = rule(0.5, 0.3);
    Patterns candidates = new Patterns();
    for (int i = 0; i < 50_000; i++) {
      candidates.add(draw(random, random.nextDouble() < 0.3 ? TRUE_M : TRUE_U, 0));
    }
    double[][] u = TRUE_U;
    Estimation.Found found =
        Estimation.m(rule, u, new boolean[] {false, true, false}, candidates.counts());
    assertThat(found.m()[1][0]).isEqualTo(0.5);
    assertThat(found.m()[1][1]).isEqualTo(0.3);
    assertThat(found.m()[0][0]).isCloseTo(TRUE_M[0][0], within(0.03));
  }

  @Test
  void aLevelNoPairReachedStillGetsAProbabilityAboveZero() {
    WeightedRule rule = rule(0.5, 0.3);
    Patterns randomPairs = new Patterns();
    for (int i = 0; i < 1000; i++) {
      randomPairs.add(new WeightedScore(0, new int[] {-1, -1, -1}, new double[3]));
    }
    double[][] u = Estimation.u(rule, randomPairs.counts());
    assertThat(u[0][0]).isPositive();
    assertThat(u[0][0] + u[0][1] + u[0][2]).isCloseTo(1.0, within(1e-12));
  }

  private static WeightedScore draw(Random random, double[][] p, double missing) {
    int[] levels = new int[p.length];
    for (int e = 0; e < p.length; e++) {
      if (random.nextDouble() < missing) {
        levels[e] = Evidence.MISSING;
        continue;
      }
      double x = random.nextDouble();
      int l = 0;
      while (l < p[e].length - 1 && x >= p[e][l]) {
        x -= p[e][l];
        l++;
      }
      levels[e] = l == p[e].length - 1 ? Evidence.NONE : l;
    }
    return new WeightedScore(0, levels, new double[p.length]);
  }

  private static WeightedRule rule(double m0, double m1) {
    List<Evidence> evidence = new ArrayList<>();
    for (String attribute : List.of("a", "b", "c")) {
      evidence.add(
          new Evidence(
              List.of(attribute),
              List.of(
                  new Evidence.Level(
                      new Comparison(List.of(attribute), ComparisonType.EXACT, 0), m0, 0.1),
                  new Evidence.Level(
                      new Comparison(List.of(attribute), ComparisonType.NORMALIZED, 0), m1, 0.1))));
    }
    return new WeightedRule(evidence, 10, 0, WeightedRule.Linkage.WITHIN, List.of());
  }
}
