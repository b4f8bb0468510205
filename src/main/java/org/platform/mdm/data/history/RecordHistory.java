package org.platform.mdm.data.history;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordHistoryPart;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordViews;
import org.platform.mdm.data.record.RevisionRepository;
import org.platform.mdm.data.relation.RelationOperations;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * A record's story: every write of the origins while the record held them, its deletes and
 * restores, the links starting at it, the merges and unmerges it took part in, and what other
 * modules keep of it ({@link RecordHistoryPart}: its classifications).
 */
@Component
public class RecordHistory {

  private final HistoryRepository history;
  private final HeldOrigins held;
  private final RecordViews views;
  private final ObjectProvider<RecordHistoryPart> parts;

  RecordHistory(
      HistoryRepository history,
      HeldOrigins held,
      RecordViews views,
      ObjectProvider<RecordHistoryPart> parts) {
    this.history = history;
    this.held = held;
    this.views = views;
    this.parts = parts;
  }

  /** Every event of the etalon, in the order they happened. */
  public List<HistoryEvent> events(EtalonId etalonId) {
    OriginMoves moves = history.moves(etalonId);
    List<RevisionRepository.RevisionRow> rows = held.revisions(moves, null);
    Map<UUID, HistoryEvent.Key> keys = new LinkedHashMap<>();
    Map<UUID, List<OriginRevision>> earlier = new LinkedHashMap<>();
    List<HistoryEvent> events = new ArrayList<>();
    for (RevisionRepository.RevisionRow row : rows) {
      OriginRevision r = row.revision();
      keys.putIfAbsent(r.originId(), new HistoryEvent.Key(r.sourceSystem(), r.externalId()));
      List<OriginRevision> before = earlier.computeIfAbsent(r.originId(), k -> new ArrayList<>());
      if (moves.heldAtSeq(r.originId(), r.seq())) {
        events.add(write(row, before));
      }
      before.add(r);
    }
    for (HistoryRepository.StatusRow s : history.statuses(etalonId)) {
      status(s).ifPresent(events::add);
    }
    events.addAll(moveEvents(etalonId, moves, keys));
    for (HistoryRepository.LinkEventRow l : history.linkEvents(etalonId)) {
      link(l).ifPresent(events::add);
    }
    parts.orderedStream().forEach(p -> events.addAll(p.events(etalonId)));
    events.sort(Comparator.comparingLong(HistoryEvent::seq));
    return events;
  }

  /**
   * The record's event of a type made at a moment, read alone rather than with the whole history: a
   * delete or restore of the whole record ({@code DELETE}, {@code RESTORE}) or of a period ({@code
   * PERIOD_DELETE}, {@code PERIOD_RESTORE}; the last origin's, without the changes, which only the
   * whole history tells). Empty when the record has no such event of that moment.
   */
  public java.util.Optional<HistoryEvent> eventAt(
      EtalonId etalonId, String type, OffsetDateTime at) {
    return switch (type) {
      case "DELETE", "RESTORE" ->
          history
              .statusAt(
                  etalonId,
                  "DELETE".equals(type)
                      ? List.of(RecordOperations.DELETE_RECORD, RecordOperations.DELETE_CASCADE)
                      : List.of(RecordOperations.RESTORE_RECORD),
                  at)
              .flatMap(RecordHistory::status);
      case "PERIOD_DELETE", "PERIOD_RESTORE" ->
          history
              .revisionAt(
                  etalonId,
                  "PERIOD_DELETE".equals(type)
                      ? RecordOperations.DELETE_PERIOD
                      : RecordOperations.RESTORE_PERIOD,
                  at)
              .map(
                  r ->
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
                              null)));
      default -> throw new IllegalArgumentException("No single event of type " + type);
    };
  }

  /** A write of one source for a period, with what it changed in that source's values. */
  private HistoryEvent write(RevisionRepository.RevisionRow row, List<OriginRevision> before) {
    OriginRevision r = row.revision();
    String type =
        switch (row.operation()) {
          case RecordOperations.DELETE_PERIOD -> "PERIOD_DELETE";
          case RecordOperations.RESTORE_PERIOD -> "PERIOD_RESTORE";
          default -> row.operation();
        };
    return HistoryEvent.write(
        type,
        r.seq(),
        row.createDate(),
        row.createdBy(),
        new HistoryEvent.Written(
            r.sourceSystem(),
            r.externalId(),
            r.revision(),
            views.dateOf(r.period().from(), Period.UNBOUNDED_FROM),
            views.dateOf(r.period().to(), Period.UNBOUNDED_TO),
            changes(values(previous(before, r.period().from())), values(r))));
  }

  /** The source's revision in force at an instant before a new one: the highest covering it. */
  private static OriginRevision previous(List<OriginRevision> before, long instant) {
    OriginRevision found = null;
    for (OriginRevision r : before) {
      if (r.period().contains(instant) && (found == null || r.revision() > found.revision())) {
        found = r;
      }
    }
    return found;
  }

  private static Map<String, JsonNode> values(OriginRevision r) {
    return r == null || r.status() != RecordStatus.ACTIVE ? Map.of() : r.values();
  }

  private static List<HistoryEvent.Change> changes(
      Map<String, JsonNode> old, Map<String, JsonNode> now) {
    TreeSet<String> names = new TreeSet<>(old.keySet());
    names.addAll(now.keySet());
    List<HistoryEvent.Change> changes = new ArrayList<>();
    for (String name : names) {
      if (!Objects.equals(old.get(name), now.get(name))) {
        changes.add(new HistoryEvent.Change(name, old.get(name), now.get(name)));
      }
    }
    return changes;
  }

  /** A delete or restore of the whole record; merges come from the moves instead. */
  private static java.util.Optional<HistoryEvent> status(HistoryRepository.StatusRow s) {
    String type =
        switch (s.operation()) {
          case RecordOperations.DELETE_RECORD, RecordOperations.DELETE_CASCADE -> "DELETE";
          case RecordOperations.RESTORE_RECORD -> "RESTORE";
          case "MERGE", "UNMERGE" -> null;
          default -> s.operation();
        };
    return java.util.Optional.ofNullable(type)
        .map(
            t ->
                HistoryEvent.status(
                    t,
                    s.seq(),
                    s.date(),
                    s.user(),
                    RecordOperations.DELETE_CASCADE.equals(s.operation())));
  }

  /**
   * Merges and unmerges: the moves of one operation (one moment, one direction) are one event
   * naming the records on the other side and the keys that moved.
   */
  private static List<HistoryEvent> moveEvents(
      EtalonId etalonId, OriginMoves moves, Map<UUID, HistoryEvent.Key> keys) {
    Map<String, Move> grouped = new LinkedHashMap<>();
    for (OriginMoves.Move m : moves.ofEtalon()) {
      boolean out = m.from().equals(etalonId);
      String type =
          "MERGE".equals(m.operation()) ? (out ? "RECORD_MERGE_LOSER" : "RECORD_MERGE") : "UNMERGE";
      Move e = grouped.computeIfAbsent(type + out + m.date().toInstant(), k -> new Move(type, m));
      String other = (out ? m.to() : m.from()).toString();
      switch (type) {
        case "RECORD_MERGE_LOSER" -> e.winnerEtalonId = other;
        case "RECORD_MERGE" -> e.addLoser(other);
        default -> {
          if (out) {
            e.detachedEtalonId = other;
          } else {
            e.unmergedFromEtalonId = other;
          }
        }
      }
      HistoryEvent.Key key = keys.get(m.originId());
      if (key != null) {
        e.externalKeys.add(key);
      }
    }
    return grouped.values().stream().map(Move::event).toList();
  }

  /** A link written for a period (RELATION_ADD, RELATION_DELETE) or deleted whole. */
  private java.util.Optional<HistoryEvent> link(HistoryRepository.LinkEventRow l) {
    boolean revision = "REVISION".equals(l.kind());
    if (!revision && !"INACTIVE".equals(l.operation())) {
      return java.util.Optional.empty(); // a link written again shows as its new revision
    }
    boolean add = revision && RelationOperations.UPSERT.equals(l.operation());
    return java.util.Optional.of(
        HistoryEvent.link(
            add ? "RELATION_ADD" : "RELATION_DELETE",
            l.seq(),
            l.date(),
            l.user(),
            new HistoryEvent.Link(
                l.relationName(), l.relationEtalonId().toString(), l.to().toString()),
            new HistoryEvent.Written(
                l.sourceSystem(), l.externalId(), l.revision(), l.validFrom(), l.validTo())));
  }

  /** A merge or unmerge event being put together from the moves of one operation. */
  private static final class Move {
    final String type;
    final OriginMoves.Move first;
    String winnerEtalonId;
    List<String> loserEtalonIds;
    String detachedEtalonId;
    String unmergedFromEtalonId;
    final List<HistoryEvent.Key> externalKeys = new ArrayList<>();

    Move(String type, OriginMoves.Move first) {
      this.type = type;
      this.first = first;
    }

    void addLoser(String loser) {
      if (loserEtalonIds == null) {
        loserEtalonIds = new ArrayList<>();
      }
      if (!loserEtalonIds.contains(loser)) {
        loserEtalonIds.add(loser);
      }
    }

    HistoryEvent event() {
      return HistoryEvent.moved(
          type,
          first.seq(),
          first.date(),
          first.user(),
          HistoryEvent.Moved.of(
              winnerEtalonId,
              loserEtalonIds,
              detachedEtalonId,
              unmergedFromEtalonId,
              externalKeys));
    }
  }
}
