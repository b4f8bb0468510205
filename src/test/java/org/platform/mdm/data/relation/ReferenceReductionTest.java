package org.platform.mdm.data.relation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.record.Period;

/**
 * The reduction of REFERENCES links against a brute-force reference: at every instant, the link in
 * force is the one whose piece covers the instant with the highest stamp.
 */
class ReferenceReductionTest {

  private static final int SPAN = 40;

  @Test
  void aLaterLinkCutsTheEarlierOneAndTheEarlierOneKeepsItsEdges() {
    List<ReferenceReduction.Piece<String>> pieces =
        List.of(
            new ReferenceReduction.Piece<>("old", new Period(0, 100), 1),
            new ReferenceReduction.Piece<>("new", new Period(40, 60), 2));

    List<ReferenceReduction.Piece<String>> reduced = ReferenceReduction.reduce(pieces);

    assertThat(reduced)
        .extracting(p -> p.link() + " " + p.period().from() + ".." + p.period().to())
        .containsExactlyInAnyOrder("new 40..60", "old 0..39", "old 61..100");
  }

  @Test
  void unboundedPeriodsReduceWithoutOverflow() {
    List<ReferenceReduction.Piece<String>> pieces =
        List.of(
            new ReferenceReduction.Piece<>("all", Period.ALL_TIME, 1),
            new ReferenceReduction.Piece<>("tail", new Period(10, Period.UNBOUNDED_TO), 2),
            new ReferenceReduction.Piece<>("head", new Period(Period.UNBOUNDED_FROM, -10), 3));

    assertThat(ReferenceReduction.reduce(pieces))
        .extracting(p -> p.link() + " " + p.period().from() + ".." + p.period().to())
        .containsExactlyInAnyOrder(
            "head " + Period.UNBOUNDED_FROM + "..-10",
            "tail 10.." + Period.UNBOUNDED_TO,
            "all -9..9");
  }

  @Test
  void matchesTheInstantByInstantReferenceOnRandomLinks() {
    Random random = new Random(20261123);
    for (int round = 0; round < 3000; round++) {
      List<ReferenceReduction.Piece<Integer>> pieces = randomPieces(random);

      List<ReferenceReduction.Piece<Integer>> reduced = ReferenceReduction.reduce(pieces);

      Map<Long, Integer> expected = reference(pieces);
      Map<Long, Integer> actual = new HashMap<>();
      for (ReferenceReduction.Piece<Integer> piece : reduced) {
        for (long t = piece.period().from(); t <= piece.period().to(); t++) {
          Integer before = actual.put(t, piece.link());
          assertThat(before).as("round %d: instant %d answered twice", round, t).isNull();
        }
      }
      assertThat(actual).as("round %d: %s", round, pieces).isEqualTo(expected);
    }
  }

  /** Links with one to three disjoint pieces each, unique stamps, within 0..SPAN. */
  private static List<ReferenceReduction.Piece<Integer>> randomPieces(Random random) {
    List<ReferenceReduction.Piece<Integer>> pieces = new ArrayList<>();
    List<Long> stamps = new ArrayList<>();
    int links = 1 + random.nextInt(6);
    for (int link = 0; link < links; link++) {
      long start = random.nextInt(SPAN / 2);
      for (int k = 0, n = 1 + random.nextInt(3); k < n && start < SPAN; k++) {
        long end = Math.min(SPAN, start + random.nextInt(SPAN / 2));
        long stamp;
        do {
          stamp = random.nextInt(1000);
        } while (stamps.contains(stamp));
        stamps.add(stamp);
        pieces.add(new ReferenceReduction.Piece<>(link, new Period(start, end), stamp));
        start = end + 1 + random.nextInt(5);
      }
    }
    return pieces;
  }

  private static Map<Long, Integer> reference(List<ReferenceReduction.Piece<Integer>> pieces) {
    Map<Long, Integer> inForce = new HashMap<>();
    for (long t = 0; t <= SPAN; t++) {
      ReferenceReduction.Piece<Integer> best = null;
      for (ReferenceReduction.Piece<Integer> p : pieces) {
        if (p.period().contains(t) && (best == null || p.stamp() > best.stamp())) {
          best = p;
        }
      }
      if (best != null) {
        inForce.put(t, best.link());
      }
    }
    return inForce;
  }
}
