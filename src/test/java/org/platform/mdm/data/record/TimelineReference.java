package org.platform.mdm.data.record;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import org.platform.mdm.data.RecordStatus;
import tools.jackson.databind.JsonNode;

/**
 * A brute-force reference of DESIGN.md §6 for the tests, written apart from the product: it looks
 * at every millisecond of a small time domain, one by one, and groups equal neighbours. Finite
 * bounds must lie within {@code [0, LAST]}; every instant below 0 then looks like -1 and every
 * instant above {@code LAST} like {@code LAST + 1}, so the runs touching those ends are unbounded.
 */
public final class TimelineReference {

  public static final int LAST = 30;

  private TimelineReference() {}

  public static List<TimelineInterval> compute(
      ConsolidationRule rule, RecordStatus etalonStatus, List<OriginHistory> origins) {
    List<TimelineInterval> result = new ArrayList<>();
    List<OriginRevision> runStates = null;
    long runFrom = 0;
    long runTo = 0;
    for (long t = -1; t <= LAST + 1; t++) {
      List<OriginRevision> states = statesAt(rule, origins, t);
      if (runStates != null && same(runStates, states)) {
        runTo = t;
        continue;
      }
      if (runStates != null) {
        result.add(interval(rule, etalonStatus, runFrom, runTo, runStates));
      }
      runStates = states.isEmpty() ? null : states;
      runFrom = t;
      runTo = t;
    }
    if (runStates != null) {
      result.add(interval(rule, etalonStatus, runFrom, runTo, runStates));
    }
    return result;
  }

  private static List<OriginRevision> statesAt(
      ConsolidationRule rule, List<OriginHistory> origins, long t) {
    List<OriginRevision> states = new ArrayList<>();
    for (OriginHistory origin : origins) {
      if (origin.status() == RecordStatus.MERGED) {
        continue;
      }
      origin.revisions().stream()
          .filter(r -> covers(r.period(), t))
          .max(Comparator.comparingInt(OriginRevision::revision))
          // the platform's active revision without overrides: none there, the sources decide
          .filter(
              r ->
                  !(rule.overrides()
                      && isPlatform(r)
                      && r.status() == RecordStatus.ACTIVE
                      && r.values().isEmpty()))
          .ifPresent(states::add);
    }
    states.sort(
        Comparator.comparing(OriginRevision::sourceSystem)
            .thenComparing(OriginRevision::externalId));
    return states;
  }

  /**
   * Whether a period holds the instant t of the small domain (-1 and LAST + 1 stand for beyond).
   */
  private static boolean covers(Period p, long t) {
    boolean afterStart = p.from() == Period.UNBOUNDED_FROM || p.from() <= t;
    boolean beforeEnd = p.to() == Period.UNBOUNDED_TO || t <= p.to();
    return afterStart && beforeEnd;
  }

  private static boolean same(List<OriginRevision> a, List<OriginRevision> b) {
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

  private static TimelineInterval interval(
      ConsolidationRule rule,
      RecordStatus etalonStatus,
      long from,
      long to,
      List<OriginRevision> s) {
    Period period =
        new Period(
            from == -1 ? Period.UNBOUNDED_FROM : from, to == LAST + 1 ? Period.UNBOUNDED_TO : to);
    List<Contributor> contributors = s.stream().map(OriginRevision::contributor).toList();
    Map<String, JsonNode> values = new TreeMap<>();
    Map<String, Contributor> winners = new TreeMap<>();
    boolean active;
    if (rule.bvr()) {
      Comparator<OriginRevision> heavier =
          Comparator.comparingInt((OriginRevision r) -> rule.weight(r.sourceSystem()))
              .thenComparingLong(OriginRevision::seq);
      OriginRevision source =
          s.stream().filter(r -> !(rule.overrides() && isPlatform(r))).max(heavier).orElse(null);
      // the platform's revisions heavier than that source, oldest first, each over the one before
      List<OriginRevision> layers = new ArrayList<>();
      if (source != null) {
        layers.add(source);
      }
      s.stream()
          .filter(r -> rule.overrides() && isPlatform(r))
          .filter(r -> source == null || heavier.compare(r, source) > 0)
          .sorted(Comparator.comparingLong(OriginRevision::seq))
          .forEach(layers::add);
      active = layers.get(layers.size() - 1).status() == RecordStatus.ACTIVE;
      for (OriginRevision layer : layers) {
        layer
            .values()
            .forEach(
                (k, v) -> {
                  if (v.isNull()) {
                    values.remove(k);
                    winners.remove(k);
                  } else {
                    values.put(k, v);
                    winners.put(k, layer.contributor());
                  }
                });
      }
    } else {
      active = s.stream().anyMatch(r -> r.status() == RecordStatus.ACTIVE);
      TreeSet<String> names = new TreeSet<>();
      s.stream()
          .filter(r -> r.status() == RecordStatus.ACTIVE)
          .forEach(r -> names.addAll(r.values().keySet()));
      for (String name : names) {
        OriginRevision best =
            s.stream()
                .filter(r -> r.status() == RecordStatus.ACTIVE)
                .filter(r -> r.values().get(name) != null)
                .max(
                    Comparator.comparingInt(
                            (OriginRevision r) -> rule.weight(name, r.sourceSystem()))
                        .thenComparingLong(OriginRevision::seq))
                .orElseThrow();
        if (!best.values().get(name).isNull()) { // a null: the platform's override to empty
          values.put(name, best.values().get(name));
          winners.put(name, best.contributor());
        }
      }
    }
    return new TimelineInterval(
        period, active && etalonStatus == RecordStatus.ACTIVE, contributors, values, winners);
  }

  private static boolean isPlatform(OriginRevision r) {
    return r.sourceSystem().equals("platform");
  }

  /** A readable form for assertion messages. */
  public static String describe(List<TimelineInterval> timeline) {
    StringBuilder text = new StringBuilder();
    for (TimelineInterval i : timeline) {
      text.append(bound(i.period().from()))
          .append("..")
          .append(bound(i.period().to()))
          .append(i.active() ? " active " : " inactive ");
      i.contributors()
          .forEach(
              c ->
                  text.append(c.sourceSystem())
                      .append('/')
                      .append(c.externalId())
                      .append('#')
                      .append(c.revision())
                      .append(' '));
      text.append(i.values()).append('\n');
    }
    return text.toString();
  }

  private static String bound(long b) {
    return b == Period.UNBOUNDED_FROM || b == Period.UNBOUNDED_TO ? "∞" : Long.toString(b);
  }

  static boolean equal(TimelineInterval a, TimelineInterval b) {
    return a.period().equals(b.period())
        && a.active() == b.active()
        && a.contributors().equals(b.contributors())
        && a.values().equals(b.values())
        && Objects.equals(a.winners(), b.winners());
  }
}
