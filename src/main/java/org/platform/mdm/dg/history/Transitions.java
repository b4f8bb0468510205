package org.platform.mdm.dg.history;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import tools.jackson.databind.JsonNode;

/**
 * The {@code [ASSET_HISTORY_TRANSITIONS]} rule: each revision is a transition from the revision of
 * the same source in force at the start of its period before it (the highest revision covering that
 * instant), with the attributes that differ between the two. The asset's first revision is its
 * CREATE; a write for a period the asset has had (from any source) an UPDATE, for a new period a
 * PERIOD_ADD.
 */
final class Transitions {

  private Transitions() {}

  /** The transitions of revisions given oldest first, in that order. */
  static List<AssetHistoryItem> of(List<Revision> revisions) {
    Map<String, List<Revision>> byKey = new HashMap<>();
    Set<Revision.Span> periods = new HashSet<>();
    List<AssetHistoryItem> items = new ArrayList<>();
    for (Revision r : revisions) {
      List<Revision> earlier = byKey.computeIfAbsent(r.key(), k -> new ArrayList<>());
      Revision previous = previous(earlier, r);
      Map<String, JsonNode> old =
          previous != null ? previous.values() : r.before() != null ? r.before() : Map.of();
      AssetEventType type =
          switch (r.kind()) {
            case PERIOD_DELETE -> AssetEventType.PERIOD_DELETE;
            case PERIOD_RESTORE -> AssetEventType.PERIOD_RESTORE;
            case WRITE ->
                items.isEmpty()
                    ? AssetEventType.CREATE
                    : periods.contains(r.span())
                        ? AssetEventType.UPDATE
                        : AssetEventType.PERIOD_ADD;
          };
      items.add(
          new AssetHistoryItem(
              type,
              r.seq(),
              r.date(),
              r.user(),
              r.sourceSystem(),
              r.externalId(),
              r.revision(),
              r.validFrom(),
              r.validTo(),
              diff(old, r.values()),
              null,
              null));
      earlier.add(r);
      periods.add(r.span());
    }
    return items;
  }

  /** The source's revision in force at the start of {@code r}'s period before it. */
  static Revision previous(List<Revision> earlier, Revision r) {
    Revision found = null;
    for (Revision e : earlier) {
      if (e.covers(Revision.instant(r.validFrom()))
          && (found == null || e.revision() > found.revision())) {
        found = e;
      }
    }
    return found;
  }

  /** The attributes whose values differ, by name; a value absent on one side is null. */
  static List<AssetHistoryItem.Change> diff(Map<String, JsonNode> old, Map<String, JsonNode> now) {
    TreeSet<String> names = new TreeSet<>(old.keySet());
    names.addAll(now.keySet());
    List<AssetHistoryItem.Change> changes = new ArrayList<>();
    for (String name : names) {
      if (!Objects.equals(old.get(name), now.get(name))) {
        changes.add(new AssetHistoryItem.Change(name, old.get(name), now.get(name)));
      }
    }
    return changes;
  }
}
