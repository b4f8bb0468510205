package org.platform.mdm.data.history;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordNames;
import org.platform.mdm.data.record.RecordLabelChecks;
import org.platform.mdm.data.record.RecordRepository;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * A record's history as a user is shown it: the events of links to records the user may not see
 * left out, the records the events mention named beside their ids.
 */
@Component
public class ShownHistory {

  private final RecordHistory history;
  private final RecordRepository records;
  private final RecordLabelChecks labels;
  private final ObjectProvider<RecordNames> names;

  ShownHistory(
      RecordHistory history,
      RecordRepository records,
      RecordLabelChecks labels,
      ObjectProvider<RecordNames> names) {
    this.history = history;
    this.records = records;
    this.labels = labels;
    this.names = names;
  }

  /** Every event of the record's history the user may see, oldest first, with names. */
  public List<HistoryEvent> events(EtalonId etalonId, PlatformUser user) {
    return withNames(withoutHiddenLinks(history.events(etalonId), user));
  }

  /**
   * The record's delete or restore (of the whole record or a period) made at a moment ({@link
   * RecordHistory#eventAt}): such an event mentions no other record, so every user is shown it
   * whole.
   */
  public java.util.Optional<HistoryEvent> eventAt(
      EtalonId etalonId, String type, java.time.OffsetDateTime at) {
    return history.eventAt(etalonId, type, at);
  }

  /** The events with the names of the records they mention (those the user may see). */
  private List<HistoryEvent> withNames(List<HistoryEvent> events) {
    Set<EtalonId> ids = new HashSet<>();
    events.forEach(e -> e.mentioned().forEach(id -> ids.add(EtalonId.parse(id, "etalonId"))));
    if (ids.isEmpty()) {
      return events;
    }
    Map<String, String> byId = new HashMap<>();
    names
        .getObject()
        .of(records.entityNames(ids))
        .forEach((id, name) -> byId.put(id.toString(), name));
    return events.stream().map(e -> e.withNames(byId)).toList();
  }

  /**
   * The events as the user may see them: those of links to records it may not read are left out (of
   * an entity without its READ right, or hidden by its security labels: the link would tell the
   * hidden record's etalon id), and a merge or unmerge does not name the records on its other side
   * the user may not see (the event stays: it is this record's own story).
   */
  private List<HistoryEvent> withoutHiddenLinks(List<HistoryEvent> events, PlatformUser user) {
    if (user.fullAccess()) {
      return events;
    }
    Set<EtalonId> ids = new HashSet<>();
    for (HistoryEvent e : events) {
      e.named().forEach(id -> ids.add(new EtalonId(UUID.fromString(id))));
      EtalonId to = linked(e);
      if (to != null) {
        ids.add(to);
      }
    }
    Map<EtalonId, String> named = records.entityNames(ids);
    if (named.isEmpty()) {
      return events;
    }
    Set<EtalonId> hidden = new HashSet<>(labels.hidden(user, named));
    named.forEach(
        (id, entity) -> {
          if (!user.can(entity, Right.READ)) {
            hidden.add(id);
          }
        });
    Set<String> unnamed = new HashSet<>();
    hidden.forEach(id -> unnamed.add(id.toString()));
    return events.stream()
        .filter(e -> !hidden.contains(linked(e)))
        .map(e -> e.without(unnamed))
        .toList();
  }

  /** The other end of a link event; null for other events. */
  private static EtalonId linked(HistoryEvent e) {
    return e.relation() == null ? null : new EtalonId(UUID.fromString(e.relation().toEtalonId()));
  }
}
