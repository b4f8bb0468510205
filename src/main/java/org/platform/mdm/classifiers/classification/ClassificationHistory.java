package org.platform.mdm.classifiers.classification;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordHistoryPart;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * A record's history shows every revision of its classifications: CLASSIFICATION_UPSERT (a source
 * placed the record into a node for a period) and CLASSIFICATION_PERIOD_DELETE; and every change of
 * a whole classification's status: CLASSIFICATION_DELETE and CLASSIFICATION_RESTORE.
 */
@Component
class ClassificationHistory implements RecordHistoryPart {

  private final JdbcClient jdbc;
  private final Clock clock;

  ClassificationHistory(JdbcClient jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
  }

  @Override
  public List<HistoryEvent> events(EtalonId etalonId) {
    List<HistoryEvent> events = new ArrayList<>(revisions(etalonId));
    events.addAll(statusChanges(etalonId));
    events.sort(Comparator.comparingLong(HistoryEvent::seq));
    return events;
  }

  /**
   * A whole classification deleted, or brought back: CLASSIFICATION_DELETE and
   * CLASSIFICATION_RESTORE, with the node the classification was in (its latest revision before the
   * change; a classification whose revisions a node's removal dropped shows none).
   */
  private List<HistoryEvent> statusChanges(EtalonId etalonId) {
    return jdbc.sql(
            "select e.classifier, c.classification_id, n.node_id, c.seq, c.change_date,"
                + " c.changed_by, c.status, cn.name as node_name, cn.version as version_name"
                + " from classification_status_changes c"
                + " join classification_etalons e on e.record_etalon_id = c.record_etalon_id"
                + " and e.classification_id = c.classification_id"
                + " cross join lateral (select r.node_id from classification_revisions r"
                + " where r.record_etalon_id = c.record_etalon_id"
                + " and r.classification_id = c.classification_id"
                + " order by r.seq < c.seq desc, abs(r.seq - c.seq) limit 1) n"
                + " left join classifier_nodes cn on cn.node_id = n.node_id"
                + " where c.record_etalon_id = ?")
        .param(etalonId.value())
        .query(
            (rs, n) ->
                new HistoryEvent(
                    "INACTIVE".equals(rs.getString("status"))
                        ? "CLASSIFICATION_DELETE"
                        : "CLASSIFICATION_RESTORE",
                    rs.getLong("seq"),
                    local(rs.getObject("change_date", OffsetDateTime.class)),
                    rs.getString("changed_by"),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    new HistoryEvent.Classification(
                        rs.getString("classifier"),
                        rs.getObject("classification_id", UUID.class).toString(),
                        rs.getObject("node_id", UUID.class).toString(),
                        rs.getString("node_name"),
                        rs.getString("version_name"))))
        .list();
  }

  private List<HistoryEvent> revisions(EtalonId etalonId) {
    return jdbc.sql(
            "select e.classifier, r.classification_id, r.node_id, r.seq, r.create_date,"
                + " r.created_by, r.source_system, r.external_id, r.revision, r.operation,"
                + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
                + " case when isfinite(r.valid_to) then r.valid_to end as valid_to,"
                + " cn.name as node_name, cn.version as version_name"
                + " from classification_revisions r join classification_etalons e"
                + " on e.record_etalon_id = r.record_etalon_id"
                + " and e.classification_id = r.classification_id"
                + " left join classifier_nodes cn on cn.node_id = r.node_id"
                + " where r.record_etalon_id = ? order by r.seq")
        .param(etalonId.value())
        .query(
            (rs, n) ->
                new HistoryEvent(
                    ClassificationWrites.DELETE_PERIOD.equals(rs.getString("operation"))
                        ? "CLASSIFICATION_PERIOD_DELETE"
                        : "CLASSIFICATION_UPSERT",
                    rs.getLong("seq"),
                    local(rs.getObject("create_date", OffsetDateTime.class)),
                    rs.getString("created_by"),
                    rs.getString("source_system"),
                    rs.getString("external_id"),
                    rs.getInt("revision"),
                    local(rs.getObject("valid_from", OffsetDateTime.class)),
                    local(rs.getObject("valid_to", OffsetDateTime.class)),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    new HistoryEvent.Classification(
                        rs.getString("classifier"),
                        rs.getObject("classification_id", UUID.class).toString(),
                        rs.getObject("node_id", UUID.class).toString(),
                        rs.getString("node_name"),
                        rs.getString("version_name"))))
        .list();
  }

  private OffsetDateTime local(OffsetDateTime date) {
    return date == null ? null : date.atZoneSameInstant(clock.getZone()).toOffsetDateTime();
  }
}
