package org.platform.mdm.data.archive;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.platform.mdm.data.record.Period;

/**
 * Which revisions of one origin the archive takes (rule 1 and 4 of the spec's archive rules).
 *
 * <p>An origin's state at an instant is its highest-numbered revision whose period holds the
 * instant, and only those states reach the timeline (of the etalon that holds the origin now or
 * after any merge or unmerge: the origin's revisions move together) and the current reads. A
 * revision every instant of whose period lies in the periods of the origin's later revisions is the
 * state nowhere: it is <em>invisible</em>, and the timeline computed without it is the same,
 * statuses, deletes and restores included. Of those, the {@code keep} highest-numbered revisions of
 * the origin stay anyway ({@code max.revisions} counts an origin's revisions, visible or not, so an
 * origin with several visible periods may keep more).
 */
final class InvisibleRevisions {

  /** A revision as this rule sees it: its number and period. */
  record Candidate(int revision, Period period) {}

  private InvisibleRevisions() {}

  /** The numbers of the origin's revisions to archive, ascending. */
  static List<Integer> toArchive(List<Candidate> revisions, int keep) {
    List<Candidate> newestFirst = new ArrayList<>(revisions);
    newestFirst.sort(Comparator.comparingInt(Candidate::revision).reversed());
    // The union of the later revisions' periods: disjoint, non-adjacent spans by their start.
    TreeMap<Long, Long> covered = new TreeMap<>();
    List<Integer> archived = new ArrayList<>();
    for (int i = 0; i < newestFirst.size(); i++) {
      Candidate c = newestFirst.get(i);
      if (i >= keep && within(covered, c.period())) {
        archived.add(c.revision());
      }
      add(covered, c.period());
    }
    archived.sort(Comparator.naturalOrder());
    return archived;
  }

  private static boolean within(TreeMap<Long, Long> covered, Period p) {
    Map.Entry<Long, Long> span = covered.floorEntry(p.from());
    return span != null && span.getValue() >= p.to();
  }

  private static void add(TreeMap<Long, Long> covered, Period p) {
    long from = p.from();
    long to = p.to();
    Map.Entry<Long, Long> before = covered.floorEntry(from);
    if (before != null
        && (before.getValue() == Period.UNBOUNDED_TO || before.getValue() + 1 >= from)) {
      from = before.getKey();
      to = Math.max(to, before.getValue());
    }
    while (true) {
      Map.Entry<Long, Long> next = covered.higherEntry(from);
      if (next == null || (to != Period.UNBOUNDED_TO && next.getKey() > to + 1)) {
        break;
      }
      to = Math.max(to, next.getValue());
      covered.remove(next.getKey());
    }
    covered.put(from, to);
  }
}
