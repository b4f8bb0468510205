package org.platform.mdm.dg.history;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.HistoryEvent;
import tools.jackson.databind.JsonNode;

/**
 * An asset's events from its record's history: the writes as revisions whose values are replayed
 * from what each write changed (then turned into transitions, {@link Transitions}), the deletes,
 * restores, links and merges as they are. What the record history tells of other modules
 * (classifications, approval processes) is not the asset's story and is left out.
 */
final class AssetEvents {

  private AssetEvents() {}

  /** The events of a record's history given oldest first, oldest first. */
  static List<AssetHistoryItem> of(List<HistoryEvent> events) {
    List<Revision> revisions = revisions(events);
    List<AssetHistoryItem> items = new ArrayList<>(Transitions.of(revisions));
    for (HistoryEvent e : events) {
      other(e, items);
    }
    items.sort(java.util.Comparator.comparingLong(AssetHistoryItem::seq));
    return items;
  }

  /**
   * The writes as revisions, the values of each replayed: the values of the source's revision
   * before it (the one {@link Transitions#previous} finds) with the write's changes applied. A
   * source whose earlier revisions the record never held (it came with a merge) starts from the old
   * values its first write here names.
   */
  static List<Revision> revisions(List<HistoryEvent> events) {
    Map<String, List<Revision>> byKey = new HashMap<>();
    List<Revision> revisions = new ArrayList<>();
    for (HistoryEvent e : events) {
      Revision.Kind kind = kind(e.type());
      HistoryEvent.Written w = e.written();
      if (kind == null || w == null || w.revision() == null) {
        continue;
      }
      Revision bare =
          new Revision(
              e.seq(),
              e.date(),
              e.user(),
              w.sourceSystem(),
              w.externalId(),
              w.revision(),
              w.validFrom(),
              w.validTo(),
              kind,
              Map.of(),
              null);
      List<Revision> earlier = byKey.computeIfAbsent(bare.key(), k -> new ArrayList<>());
      Revision previous = Transitions.previous(earlier, bare);
      Map<String, JsonNode> before =
          previous != null ? new LinkedHashMap<>(previous.values()) : new LinkedHashMap<>();
      Map<String, JsonNode> unknownBefore = previous == null ? new LinkedHashMap<>() : null;
      Map<String, JsonNode> values = new LinkedHashMap<>(before);
      for (HistoryEvent.Change c :
          w.changes() == null ? List.<HistoryEvent.Change>of() : w.changes()) {
        if (unknownBefore != null && present(c.oldValue())) {
          unknownBefore.put(c.attribute(), c.oldValue());
        }
        if (present(c.newValue())) {
          values.put(c.attribute(), c.newValue());
        } else {
          values.remove(c.attribute());
        }
      }
      Revision r =
          new Revision(
              bare.seq(),
              bare.date(),
              bare.user(),
              bare.sourceSystem(),
              bare.externalId(),
              bare.revision(),
              bare.validFrom(),
              bare.validTo(),
              kind,
              values,
              unknownBefore == null || unknownBefore.isEmpty() ? null : unknownBefore);
      earlier.add(r);
      revisions.add(r);
    }
    return revisions;
  }

  private static boolean present(JsonNode value) {
    return value != null && !value.isNull();
  }

  private static Revision.Kind kind(String type) {
    return switch (type) {
      case "UPSERT" -> Revision.Kind.WRITE;
      case "PERIOD_DELETE" -> Revision.Kind.PERIOD_DELETE;
      case "PERIOD_RESTORE" -> Revision.Kind.PERIOD_RESTORE;
      default -> null;
    };
  }

  /** An event that is no write, as the asset's events it makes (none for another module's). */
  private static void other(HistoryEvent e, List<AssetHistoryItem> items) {
    switch (e.type()) {
      case "DELETE" -> items.add(plain(e, AssetEventType.LOGICAL_DELETE, null, null));
      case "RESTORE" -> items.add(plain(e, AssetEventType.RESTORE, null, null));
      case "RELATION_ADD", "RELATION_DELETE" -> items.add(link(e));
      case "RECORD_MERGE" -> {
        List<String> losers =
            e.moved() == null || e.moved().loserEtalonIds() == null
                ? List.of()
                : e.moved().loserEtalonIds();
        losers.forEach(l -> items.add(plain(e, AssetEventType.MERGE, null, l)));
      }
      case "RECORD_MERGE_LOSER" ->
          items.add(
              plain(
                  e,
                  AssetEventType.MERGE_LOSER,
                  null,
                  e.moved() == null ? null : e.moved().winnerEtalonId()));
      case "UNMERGE" ->
          items.add(
              plain(
                  e,
                  AssetEventType.UNMERGE,
                  null,
                  e.moved() == null
                      ? null
                      : e.moved().detachedEtalonId() != null
                          ? e.moved().detachedEtalonId()
                          : e.moved().unmergedFromEtalonId()));
      default -> {
        // writes are revisions; classifications and approval processes are other modules' story
      }
    }
  }

  private static AssetHistoryItem link(HistoryEvent e) {
    HistoryEvent.Link l = e.relation();
    AssetHistoryItem.Relation relation =
        l == null
            ? null
            : new AssetHistoryItem.Relation(l.relationName(), l.toEtalonId(), l.toDisplayName());
    return plain(
        e,
        "RELATION_ADD".equals(e.type())
            ? AssetEventType.RELATION_ADD
            : AssetEventType.RELATION_DELETE,
        relation,
        null);
  }

  private static AssetHistoryItem plain(
      HistoryEvent e,
      AssetEventType type,
      AssetHistoryItem.Relation relation,
      String otherEtalonId) {
    HistoryEvent.Written w = e.written();
    return new AssetHistoryItem(
        type,
        e.seq(),
        e.date(),
        e.user(),
        w == null ? null : w.sourceSystem(),
        w == null ? null : w.externalId(),
        w == null ? null : w.revision(),
        w == null ? null : w.validFrom(),
        w == null ? null : w.validTo(),
        List.of(),
        relation,
        otherEtalonId);
  }
}
