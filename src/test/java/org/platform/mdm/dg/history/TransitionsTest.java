package org.platform.mdm.dg.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.HistoryEvent;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The transitions step over random revision sequences (several sources, overlapping periods, period
 * deletes and restores) against a brute-force reference: each revision's diff is against the same
 * source's highest earlier revision covering its period's start; and the same diffs come back when
 * the revisions are replayed from the changes a record history tells.
 */
class TransitionsTest {

  private static final OffsetDateTime T0 = OffsetDateTime.parse("2024-01-01T00:00:00Z");
  private static final OffsetDateTime[][] PERIODS = {
    {null, null},
    {OffsetDateTime.parse("2020-01-01T00:00:00Z"), OffsetDateTime.parse("2020-12-31T23:59:59Z")},
    {OffsetDateTime.parse("2021-01-01T00:00:00Z"), null},
    {OffsetDateTime.parse("2020-06-01T00:00:00Z"), OffsetDateTime.parse("2021-06-30T00:00:00Z")},
    {null, OffsetDateTime.parse("2020-06-01T00:00:00Z")}
  };
  private static final String[] SOURCES = {"crawler", "people", "erp"};
  private static final String[] ATTRIBUTES = {"name", "dataType", "description"};
  private static final String[] VALUES = {null, "a", "b"};

  @Test
  void eachRevisionIsATransitionFromTheSourcesRevisionInForceAtItsStart() {
    Random random = new Random(50);
    Set<AssetEventType> seen = EnumSet.noneOf(AssetEventType.class);
    int changedBothSides = 0;
    for (int walk = 0; walk < 400; walk++) {
      List<Revision> revisions = randomRevisions(random, 1 + random.nextInt(12));
      List<AssetHistoryItem> items = Transitions.of(revisions);
      assertThat(items).hasSize(revisions.size());
      for (int i = 0; i < revisions.size(); i++) {
        List<AssetHistoryItem.Change> expected = referenceDiff(revisions, i);
        assertThat(items.get(i).changes()).as("walk %d revision %d", walk, i).isEqualTo(expected);
        assertThat(items.get(i).eventType()).isEqualTo(referenceType(revisions, i));
        seen.add(items.get(i).eventType());
        changedBothSides +=
            expected.stream().filter(c -> c.oldValue() != null && c.newValue() != null).count();
      }
      List<AssetHistoryItem> replayed = AssetEvents.of(events(revisions));
      assertThat(replayed).as("walk %d replayed", walk).isEqualTo(items);
    }
    assertThat(seen)
        .containsExactlyInAnyOrder(
            AssetEventType.CREATE,
            AssetEventType.UPDATE,
            AssetEventType.PERIOD_ADD,
            AssetEventType.PERIOD_DELETE,
            AssetEventType.PERIOD_RESTORE);
    assertThat(changedBothSides).as("values changed from one to another").isGreaterThan(100);
  }

  @Test
  void aSourceThatCameWithAMergeStartsFromTheValuesItsFirstWriteNames() {
    HistoryEvent.Written written =
        new HistoryEvent.Written(
            "people",
            "c-3",
            4,
            null,
            null,
            List.of(new HistoryEvent.Change("name", text("old"), text("new"))));
    List<AssetHistoryItem> items =
        AssetEvents.of(List.of(HistoryEvent.write("UPSERT", 7, T0, "admin", written)));
    assertThat(items.get(0).changes())
        .containsExactly(new AssetHistoryItem.Change("name", text("old"), text("new")));
  }

  /** Revisions of an asset: one write first, then writes, period deletes and restores. */
  private static List<Revision> randomRevisions(Random random, int count) {
    List<Revision> revisions = new ArrayList<>();
    Map<String, Integer> revisionOf = new LinkedHashMap<>();
    for (int i = 0; i < count; i++) {
      String source = SOURCES[random.nextInt(SOURCES.length)];
      OffsetDateTime[] period = PERIODS[random.nextInt(PERIODS.length)];
      int kind = i == 0 ? 0 : random.nextInt(6);
      Revision.Kind k =
          kind == 4
              ? Revision.Kind.PERIOD_DELETE
              : kind == 5 ? Revision.Kind.PERIOD_RESTORE : Revision.Kind.WRITE;
      Map<String, JsonNode> values = new LinkedHashMap<>();
      if (k != Revision.Kind.PERIOD_DELETE) {
        for (String a : ATTRIBUTES) {
          String v = VALUES[random.nextInt(VALUES.length)];
          if (v != null) {
            values.put(a, text(v));
          }
        }
      }
      int revision = revisionOf.merge(source, 1, Integer::sum);
      revisions.add(
          new Revision(
              i + 1,
              T0.plusMinutes(i),
              "u" + i,
              source,
              "x-" + source,
              revision,
              period[0],
              period[1],
              k,
              values,
              null));
    }
    return revisions;
  }

  /** The diff by brute force: scan every earlier revision of the source. */
  private static List<AssetHistoryItem.Change> referenceDiff(List<Revision> revisions, int i) {
    Revision r = revisions.get(i);
    Revision previous = null;
    for (int j = 0; j < i; j++) {
      Revision e = revisions.get(j);
      if (e.sourceSystem().equals(r.sourceSystem())
          && covers(e, r.validFrom())
          && (previous == null || e.revision() > previous.revision())) {
        previous = e;
      }
    }
    Map<String, JsonNode> old = previous == null ? Map.of() : previous.values();
    TreeSet<String> names = new TreeSet<>(old.keySet());
    names.addAll(r.values().keySet());
    List<AssetHistoryItem.Change> changes = new ArrayList<>();
    for (String n : names) {
      if (!Objects.equals(old.get(n), r.values().get(n))) {
        changes.add(new AssetHistoryItem.Change(n, old.get(n), r.values().get(n)));
      }
    }
    return changes;
  }

  private static boolean covers(Revision e, OffsetDateTime start) {
    if (start == null) {
      return e.validFrom() == null;
    }
    boolean started = e.validFrom() == null || e.validFrom().compareTo(start) <= 0;
    boolean notEnded = e.validTo() == null || e.validTo().compareTo(start) >= 0;
    return started && notEnded;
  }

  private static AssetEventType referenceType(List<Revision> revisions, int i) {
    Revision r = revisions.get(i);
    if (r.kind() == Revision.Kind.PERIOD_DELETE) {
      return AssetEventType.PERIOD_DELETE;
    }
    if (r.kind() == Revision.Kind.PERIOD_RESTORE) {
      return AssetEventType.PERIOD_RESTORE;
    }
    if (i == 0) {
      return AssetEventType.CREATE;
    }
    for (int j = 0; j < i; j++) {
      Revision e = revisions.get(j);
      if (Objects.equals(e.validFrom(), r.validFrom())
          && Objects.equals(e.validTo(), r.validTo())) {
        return AssetEventType.UPDATE;
      }
    }
    return AssetEventType.PERIOD_ADD;
  }

  /** The revisions as a record history tells them: each write with what it changed. */
  private static List<HistoryEvent> events(List<Revision> revisions) {
    List<HistoryEvent> events = new ArrayList<>();
    for (int i = 0; i < revisions.size(); i++) {
      Revision r = revisions.get(i);
      List<HistoryEvent.Change> changes =
          referenceDiff(revisions, i).stream()
              .map(c -> new HistoryEvent.Change(c.attribute(), c.oldValue(), c.newValue()))
              .toList();
      String type =
          switch (r.kind()) {
            case WRITE -> "UPSERT";
            case PERIOD_DELETE -> "PERIOD_DELETE";
            case PERIOD_RESTORE -> "PERIOD_RESTORE";
          };
      events.add(
          HistoryEvent.write(
              type,
              r.seq(),
              r.date(),
              r.user(),
              new HistoryEvent.Written(
                  r.sourceSystem(),
                  r.externalId(),
                  r.revision(),
                  r.validFrom(),
                  r.validTo(),
                  changes)));
    }
    return events;
  }

  private static JsonNode text(String value) {
    return JsonNodeFactory.instance.stringNode(value);
  }
}
