package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import tools.jackson.databind.JsonNode;

/**
 * The reference: each instant of the small domain (-1 and LAST + 1 standing for beyond) holds each
 * source's state and the platform's overrides, and a steward's edit decides every instant by itself
 * from the golden record there. The golden record at an instant comes from {@link
 * TimelineReference} over those states.
 */
public final class OverrideReference {
  private final ConsolidationRule rule;
  private final Map<Long, Map<String, OriginRevision>> sources = new HashMap<>();
  private final Map<Long, OriginRevision> overrides = new HashMap<>();
  private final UUID platformId = UUID.randomUUID();
  private final Map<String, UUID> sourceIds = new HashMap<>();

  public OverrideReference(ConsolidationRule rule) {
    this.rule = rule;
  }

  private static boolean covers(Period p, long t) {
    return (p.from() == Period.UNBOUNDED_FROM || p.from() <= t)
        && (p.to() == Period.UNBOUNDED_TO || t <= p.to());
  }

  public void source(
      String source, Period period, RecordStatus status, Map<String, JsonNode> v, long seq) {
    UUID id = sourceIds.computeIfAbsent(source, k -> UUID.randomUUID());
    for (long t = -1; t <= TimelineReference.LAST + 1; t++) {
      if (covers(period, t)) {
        sources
            .computeIfAbsent(t, k -> new TreeMap<>())
            .put(source, new OriginRevision(id, source, "1", 1, seq, Period.ALL_TIME, status, v));
      }
    }
  }

  public void edit(Period period, Map<String, JsonNode> written, Set<String> follow, long seq) {
    Map<Long, OriginRevision> changes = new HashMap<>();
    for (long t = -1; t <= TimelineReference.LAST + 1; t++) {
      if (!covers(period, t)) {
        continue;
      }
      TimelineInterval golden = goldenAt(t);
      Map<String, JsonNode> goldenValues = golden == null ? Map.of() : golden.values();
      OriginRevision own = overrides.get(t);
      Map<String, JsonNode> before =
          own != null && own.status() == RecordStatus.ACTIVE ? own.values() : Map.of();
      Map<String, JsonNode> after = new TreeMap<>(before);
      follow.forEach(after::remove);
      for (Map.Entry<String, JsonNode> e : written.entrySet()) {
        JsonNode g = goldenValues.get(e.getKey());
        boolean emptyNow = g == null;
        boolean same = e.getValue().isNull() ? emptyNow : !emptyNow && e.getValue().equals(g);
        if (!same) {
          after.put(e.getKey(), e.getValue());
        }
      }
      if (!after.equals(before)) {
        changes.put(
            t,
            new OriginRevision(
                platformId, "platform", "p", 1, seq, Period.ALL_TIME, RecordStatus.ACTIVE, after));
      }
    }
    overrides.putAll(changes);
  }

  /** The golden record at the instant from the states there alone, or null. */
  public TimelineInterval goldenAt(long t) {
    List<OriginHistory> states = new ArrayList<>();
    sources
        .getOrDefault(t, Map.of())
        .values()
        .forEach(
            r ->
                states.add(
                    new OriginHistory(
                        r.originId(), r.sourceSystem(), "1", RecordStatus.ACTIVE, List.of(r))));
    OriginRevision own = overrides.get(t);
    if (own != null) {
      states.add(new OriginHistory(platformId, "platform", "p", RecordStatus.ACTIVE, List.of(own)));
    }
    List<TimelineInterval> one = TimelineReference.compute(rule, RecordStatus.ACTIVE, states);
    return one.isEmpty() ? null : one.get(0);
  }

  /** Every instant of the product's timeline is the reference's golden record there. */
  public void check(List<TimelineInterval> product, String story) {
    for (long t = -1; t <= TimelineReference.LAST + 1; t++) {
      long at =
          t == -1 ? Long.MIN_VALUE + 1 : t == TimelineReference.LAST + 1 ? Long.MAX_VALUE - 1 : t;
      TimelineInterval expected = goldenAt(t);
      TimelineInterval actual = null;
      for (TimelineInterval i : product) {
        if (i.period().contains(at)) {
          actual = i;
        }
      }
      String message = story + "\nat " + t + "\nproduct:\n" + TimelineReference.describe(product);
      if (expected == null) {
        assertThat(actual).as(message).isNull();
        continue;
      }
      assertThat(actual).as(message).isNotNull();
      assertThat(actual.active()).as(message).isEqualTo(expected.active());
      assertThat(actual.values()).as(message).isEqualTo(expected.values());
      Map<String, String> winners = new TreeMap<>();
      actual.winners().forEach((k, c) -> winners.put(k, c.sourceSystem()));
      Map<String, String> expectedWinners = new TreeMap<>();
      expected.winners().forEach((k, c) -> expectedWinners.put(k, c.sourceSystem()));
      assertThat(winners).as(message).isEqualTo(expectedWinners);
    }
  }
}
