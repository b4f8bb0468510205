package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.data.record.TimelineReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.IntNode;

/**
 * The archive's rule against a brute-force reference: a revision is invisible when at every instant
 * of its period a later revision of the origin holds; and the timeline computed without the
 * archived revisions equals the one computed with all of them, for random origins of both rules
 * with deletes.
 */
class InvisibleRevisionsTest {

  private static final int LAST = TimelineReference.LAST;

  @Test
  void aRevisionUnderALaterOneOfAllTimeIsArchived() {
    List<InvisibleRevisions.Candidate> revisions =
        List.of(
            new InvisibleRevisions.Candidate(1, new Period(5, 10)),
            new InvisibleRevisions.Candidate(2, Period.ALL_TIME));
    assertThat(InvisibleRevisions.toArchive(revisions, 0)).containsExactly(1);
    assertThat(InvisibleRevisions.toArchive(revisions, 2)).isEmpty();
  }

  @Test
  void aRevisionCoveredByTwoAdjacentLaterOnesIsArchivedButNotOneWithAGap() {
    List<InvisibleRevisions.Candidate> covered =
        List.of(
            new InvisibleRevisions.Candidate(1, new Period(0, 10)),
            new InvisibleRevisions.Candidate(2, new Period(0, 4)),
            new InvisibleRevisions.Candidate(3, new Period(5, 20)));
    assertThat(InvisibleRevisions.toArchive(covered, 0)).containsExactly(1);
    List<InvisibleRevisions.Candidate> gap =
        List.of(
            new InvisibleRevisions.Candidate(1, new Period(0, 10)),
            new InvisibleRevisions.Candidate(2, new Period(0, 4)),
            new InvisibleRevisions.Candidate(3, new Period(6, 20)));
    assertThat(InvisibleRevisions.toArchive(gap, 0)).isEmpty();
  }

  @Test
  void anEarlierRevisionNeverHidesALaterOne() {
    List<InvisibleRevisions.Candidate> revisions =
        List.of(
            new InvisibleRevisions.Candidate(1, Period.ALL_TIME),
            new InvisibleRevisions.Candidate(2, new Period(3, 4)));
    assertThat(InvisibleRevisions.toArchive(revisions, 0)).isEmpty();
  }

  @Test
  void maxRevisionsKeepsTheNewestOfEachOriginVisibleOrNot() {
    List<InvisibleRevisions.Candidate> revisions = new ArrayList<>();
    for (int r = 1; r <= 6; r++) {
      revisions.add(new InvisibleRevisions.Candidate(r, Period.ALL_TIME));
    }
    assertThat(InvisibleRevisions.toArchive(revisions, 3)).containsExactly(1, 2, 3);
    assertThat(InvisibleRevisions.toArchive(revisions, 0)).containsExactly(1, 2, 3, 4, 5);
    assertThat(InvisibleRevisions.toArchive(revisions, 10)).isEmpty();
  }

  @Test
  void randomOriginsMatchTheBruteForceReference() {
    Random random = new Random(24_2026);
    for (int n = 0; n < 5000; n++) {
      List<InvisibleRevisions.Candidate> revisions = new ArrayList<>();
      int count = 1 + random.nextInt(8);
      for (int r = 1; r <= count; r++) {
        revisions.add(new InvisibleRevisions.Candidate(r, randomPeriod(random)));
      }
      int keep = random.nextInt(4);
      assertThat(InvisibleRevisions.toArchive(revisions, keep))
          .as("%s keep %d", revisions, keep)
          .containsExactlyElementsOf(reference(revisions, keep));
    }
  }

  @Test
  void theTimelineWithoutTheArchivedRevisionsIsTheSame() {
    Random random = new Random(20261125);
    String[] sources = {"a", "b", "c"};
    for (int n = 0; n < 2000; n++) {
      boolean bvr = random.nextBoolean();
      ConsolidationRule rule =
          new ConsolidationRule(
              bvr,
              Map.of("a", random.nextInt(3), "b", random.nextInt(3), "c", random.nextInt(3)),
              Map.of("x", Map.of("a", random.nextInt(4))));
      List<OriginHistory> all = new ArrayList<>();
      List<OriginHistory> kept = new ArrayList<>();
      long seq = 0;
      int origins = 1 + random.nextInt(3);
      List<List<OriginRevision>> lists = new ArrayList<>();
      for (int o = 0; o < origins; o++) {
        lists.add(new ArrayList<>());
      }
      int writes = 1 + random.nextInt(12);
      for (int w = 0; w < writes; w++) {
        int o = random.nextInt(origins);
        List<OriginRevision> list = lists.get(o);
        list.add(
            new OriginRevision(
                new UUID(0, o),
                sources[o % 3],
                "x" + o,
                list.size() + 1,
                ++seq,
                randomPeriod(random),
                random.nextInt(4) == 0 ? RecordStatus.INACTIVE : RecordStatus.ACTIVE,
                values(random)));
      }
      int keep = random.nextInt(3);
      for (int o = 0; o < origins; o++) {
        List<OriginRevision> list = lists.get(o);
        if (list.isEmpty()) {
          continue;
        }
        Set<Integer> archived =
            new HashSet<>(
                InvisibleRevisions.toArchive(
                    list.stream()
                        .map(r -> new InvisibleRevisions.Candidate(r.revision(), r.period()))
                        .toList(),
                    keep));
        all.add(
            new OriginHistory(new UUID(0, o), sources[o % 3], "x" + o, RecordStatus.ACTIVE, list));
        kept.add(
            new OriginHistory(
                new UUID(0, o),
                sources[o % 3],
                "x" + o,
                RecordStatus.ACTIVE,
                list.stream().filter(r -> !archived.contains(r.revision())).toList()));
      }
      RecordStatus status = random.nextInt(5) == 0 ? RecordStatus.INACTIVE : RecordStatus.ACTIVE;
      assertThat(TimelineCalculator.compute(rule, status, kept))
          .as("case %d: %s", n, all)
          .isEqualTo(TimelineCalculator.compute(rule, status, all));
    }
  }

  /** Brute force: invisible when a later revision holds at every instant of the period. */
  private static List<Integer> reference(List<InvisibleRevisions.Candidate> revisions, int keep) {
    int newest =
        revisions.stream().mapToInt(InvisibleRevisions.Candidate::revision).max().orElse(0);
    List<Integer> archived = new ArrayList<>();
    for (InvisibleRevisions.Candidate c : revisions) {
      if (c.revision() > newest - keep) {
        continue;
      }
      boolean hidden = true;
      for (long t = -1; t <= LAST + 1 && hidden; t++) {
        long instant = t < 0 ? Period.UNBOUNDED_FROM : t > LAST ? Period.UNBOUNDED_TO : t;
        if (!c.period().contains(instant)) {
          continue;
        }
        final long at = instant;
        hidden =
            revisions.stream()
                .anyMatch(r -> r.revision() > c.revision() && r.period().contains(at));
      }
      if (hidden) {
        archived.add(c.revision());
      }
    }
    return archived;
  }

  private static Period randomPeriod(Random random) {
    long from = random.nextInt(5) == 0 ? Period.UNBOUNDED_FROM : random.nextInt(LAST + 1);
    long start = from == Period.UNBOUNDED_FROM ? 0 : from;
    long to =
        random.nextInt(5) == 0
            ? Period.UNBOUNDED_TO
            : start + random.nextInt((int) (LAST + 1 - start));
    return new Period(from, to);
  }

  private static Map<String, JsonNode> values(Random random) {
    Map<String, JsonNode> values = new java.util.TreeMap<>();
    for (String a : List.of("x", "y")) {
      if (random.nextInt(3) > 0) {
        values.put(a, IntNode.valueOf(random.nextInt(3)));
      }
    }
    return values;
  }
}
