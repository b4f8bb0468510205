package org.platform.mdm.data.record;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.platform.mdm.data.RecordStatus;
import org.springframework.modulith.NamedInterface;
import tools.jackson.databind.JsonNode;

/**
 * Computes an etalon's timeline from its origins' revisions (DESIGN.md §6).
 *
 * <p>Bounds are inclusive milliseconds. An origin's state at an instant is its revision with the
 * highest number whose period contains the instant. The timeline is the list of maximal intervals
 * over which the set of (origin, revision) states is constant; instants where no origin has a state
 * belong to no interval. BVR takes the whole revision of the heaviest contributor (ties: the
 * revision created last), and the interval is inactive when that revision is. BVT takes each
 * attribute from the heaviest active contributor that has a value (per-attribute weights first,
 * ties: created last); the interval is inactive when no contributor is active. An inactive etalon
 * makes every interval inactive.
 *
 * <p>The platform's own source holds a steward's overrides, attribute by attribute (DESIGN.md §12):
 * under BVR its revisions that outweigh the heaviest other source lay their values over that
 * source's revision instead of replacing it; under BVT they take part per attribute as any source.
 * A null there is an override to empty, and an active revision without values is no state (every
 * override removed).
 */
@NamedInterface("timelines")
public final class TimelineCalculator {

  private static final Comparator<Contributor> ORDER =
      Comparator.comparing(Contributor::sourceSystem).thenComparing(Contributor::externalId);

  private TimelineCalculator() {}

  public static List<TimelineInterval> compute(
      ConsolidationRule rule, RecordStatus etalonStatus, List<OriginHistory> origins) {
    List<OriginHistory> live =
        origins.stream()
            .filter(o -> o.status() != RecordStatus.MERGED && !o.revisions().isEmpty())
            .toList();
    List<TimelineInterval> timeline = new ArrayList<>();
    List<OriginRevision> current = null;
    long currentFrom = 0;
    long currentTo = 0;
    for (Period segment : elementarySegments(live)) {
      List<OriginRevision> states = statesAt(rule, live, segment.from());
      boolean contiguous =
          current != null && currentTo != Period.UNBOUNDED_TO && currentTo + 1 == segment.from();
      if (contiguous && sameContributors(current, states)) {
        currentTo = segment.to();
        continue;
      }
      if (current != null) {
        timeline.add(interval(rule, etalonStatus, new Period(currentFrom, currentTo), current));
        current = null;
      }
      if (!states.isEmpty()) {
        current = states;
        currentFrom = segment.from();
        currentTo = segment.to();
      }
    }
    if (current != null) {
      timeline.add(interval(rule, etalonStatus, new Period(currentFrom, currentTo), current));
    }
    return timeline;
  }

  /** The periods between consecutive revision bounds; over each, every origin's state is fixed. */
  private static List<Period> elementarySegments(List<OriginHistory> origins) {
    TreeSet<Long> starts = new TreeSet<>();
    for (OriginHistory origin : origins) {
      for (OriginRevision r : origin.revisions()) {
        starts.add(r.period().from());
        if (r.period().to() != Period.UNBOUNDED_TO) {
          starts.add(r.period().to() + 1);
        }
      }
    }
    List<Period> segments = new ArrayList<>();
    Long previous = null;
    for (long start : starts) {
      if (previous != null) {
        segments.add(new Period(previous, start - 1));
      }
      previous = start;
    }
    if (previous != null) {
      segments.add(new Period(previous, Period.UNBOUNDED_TO));
    }
    return segments;
  }

  /** Each origin's state at an instant, ordered by source system and external id. */
  private static List<OriginRevision> statesAt(
      ConsolidationRule rule, List<OriginHistory> origins, long instant) {
    List<OriginRevision> states = new ArrayList<>();
    for (OriginHistory origin : origins) {
      OriginRevision state = null;
      for (OriginRevision r : origin.revisions()) {
        if (r.period().contains(instant) && (state == null || r.revision() > state.revision())) {
          state = r;
        }
      }
      if (state != null && !(rule.overrides() && state.empty())) {
        states.add(state);
      }
    }
    states.sort(
        Comparator.comparing(OriginRevision::sourceSystem)
            .thenComparing(OriginRevision::externalId));
    return states;
  }

  private static boolean sameContributors(List<OriginRevision> a, List<OriginRevision> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!a.get(i).originId().equals(b.get(i).originId())
          || a.get(i).revision() != b.get(i).revision()) {
        return false;
      }
    }
    return true;
  }

  /** The interval over which these states hold, consolidated by the entity's rule. */
  private static TimelineInterval interval(
      ConsolidationRule rule,
      RecordStatus etalonStatus,
      Period period,
      List<OriginRevision> states) {
    List<Contributor> contributors =
        states.stream().map(OriginRevision::contributor).sorted(ORDER).toList();
    boolean etalonActive = etalonStatus == RecordStatus.ACTIVE;
    Map<String, JsonNode> values = new TreeMap<>();
    Map<String, Contributor> winners = new TreeMap<>();
    boolean active =
        rule.bvr()
            ? byRevision(rule, states, values, winners)
            : byValue(rule, states, values, winners);
    return new TimelineInterval(period, active && etalonActive, contributors, values, winners);
  }

  /**
   * BVR: the whole revision of the heaviest source's contributor fills {@code values} and {@code
   * winners}; the platform's revisions that outweigh it lay their overrides over it (their last
   * one's status deciding the interval's), and alone they are the record. Active when the deciding
   * revision is.
   */
  private static boolean byRevision(
      ConsolidationRule rule,
      List<OriginRevision> states,
      Map<String, JsonNode> values,
      Map<String, Contributor> winners) {
    OriginRevision winner = null;
    for (OriginRevision s : states) {
      if (!rule.overrides(s)
          && (winner == null
              || beats(
                  rule.weight(s.sourceSystem()), s, rule.weight(winner.sourceSystem()), winner))) {
        winner = s;
      }
    }
    List<OriginRevision> overrides = new ArrayList<>();
    for (OriginRevision s : states) {
      if (rule.overrides(s)
          && (winner == null
              || beats(
                  rule.weight(s.sourceSystem()), s, rule.weight(winner.sourceSystem()), winner))) {
        overrides.add(s);
      }
    }
    overrides.sort(Comparator.comparingLong(OriginRevision::seq));
    OriginRevision deciding = winner;
    if (winner != null) {
      take(winner, values, winners);
    }
    for (OriginRevision o : overrides) {
      take(o, values, winners);
      deciding = o;
    }
    return deciding.status() == RecordStatus.ACTIVE;
  }

  /** The revision's values over what is there; an override to empty takes the value away. */
  private static void take(
      OriginRevision revision, Map<String, JsonNode> values, Map<String, Contributor> winners) {
    Contributor from = revision.contributor();
    revision
        .values()
        .forEach(
            (name, value) -> {
              if (value.isNull()) {
                values.remove(name);
                winners.remove(name);
              } else {
                values.put(name, value);
                winners.put(name, from);
              }
            });
  }

  /**
   * BVT: each attribute from the heaviest active contributor that has a value, into {@code values}
   * and {@code winners}; active when any contributor is.
   */
  private static boolean byValue(
      ConsolidationRule rule,
      List<OriginRevision> states,
      Map<String, JsonNode> values,
      Map<String, Contributor> winners) {
    TreeSet<String> names = new TreeSet<>();
    states.stream()
        .filter(s -> s.status() == RecordStatus.ACTIVE)
        .forEach(s -> names.addAll(s.values().keySet()));
    for (String name : names) {
      OriginRevision winner = valueWinner(rule, states, name);
      JsonNode value = winner.values().get(name);
      if (!value.isNull()) { // else an override to empty
        values.put(name, value);
        winners.put(name, winner.contributor());
      }
    }
    return states.stream().anyMatch(s -> s.status() == RecordStatus.ACTIVE);
  }

  /** The heaviest active contributor with a value of the attribute (one has it). */
  private static OriginRevision valueWinner(
      ConsolidationRule rule, List<OriginRevision> states, String name) {
    OriginRevision winner = null;
    for (OriginRevision s : states) {
      if (s.status() != RecordStatus.ACTIVE || !s.values().containsKey(name)) {
        continue;
      }
      if (winner == null
          || beats(
              rule.weight(name, s.sourceSystem()),
              s,
              rule.weight(name, winner.sourceSystem()),
              winner)) {
        winner = s;
      }
    }
    return winner;
  }

  /** A heavier source wins; of equal weights, the revision created last. */
  private static boolean beats(
      int weight, OriginRevision candidate, int bestWeight, OriginRevision best) {
    return weight > bestWeight || (weight == bestWeight && candidate.seq() > best.seq());
  }
}
