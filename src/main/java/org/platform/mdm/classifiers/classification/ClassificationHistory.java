package org.platform.mdm.classifiers.classification;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.OffsetDateTime;
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
    return jdbc.sql(
            "select u.*, cn.name as node_name, cn.version as version_name from ("
                + "select e.classifier, r.classification_id, r.node_id, r.seq, r.create_date as date,"
                + " r.created_by as author, r.source_system, r.external_id, r.revision,"
                + " case when r.operation = ? then 'CLASSIFICATION_PERIOD_DELETE'"
                + " else 'CLASSIFICATION_UPSERT' end as type,"
                + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
                + " case when isfinite(r.valid_to) then r.valid_to end as valid_to"
                + " from classification_revisions r join classification_etalons e"
                + " on e.record_etalon_id = r.record_etalon_id"
                + " and e.classification_id = r.classification_id"
                + " where r.record_etalon_id = ?"
                // A whole classification deleted or placed again, with the node it was in: its
                // latest revision before the change (a classification whose revisions a node's
                // removal dropped shows none).
                + " union all select e.classifier, c.classification_id, n.node_id, c.seq,"
                + " c.change_date, c.changed_by, null, null, null,"
                + " case when c.status = 'INACTIVE' then 'CLASSIFICATION_DELETE'"
                + " else 'CLASSIFICATION_RESTORE' end, null, null"
                + " from classification_status_changes c"
                + " join classification_etalons e on e.record_etalon_id = c.record_etalon_id"
                + " and e.classification_id = c.classification_id"
                + " cross join lateral (select r.node_id from classification_revisions r"
                + " where r.record_etalon_id = c.record_etalon_id"
                + " and r.classification_id = c.classification_id"
                + " order by r.seq < c.seq desc, abs(r.seq - c.seq) limit 1) n"
                + " where c.record_etalon_id = ?"
                + ") u left join classifier_nodes cn on cn.node_id = u.node_id order by u.seq")
        .params(ClassificationWrites.DELETE_PERIOD, etalonId.value(), etalonId.value())
        .query((rs, n) -> event(rs))
        .list();
  }

  private HistoryEvent event(ResultSet rs) throws SQLException {
    Object revision = rs.getObject("revision");
    return HistoryEvent.classified(
        rs.getString("type"),
        rs.getLong("seq"),
        local(rs.getObject("date", OffsetDateTime.class)),
        rs.getString("author"),
        new HistoryEvent.Written(
            rs.getString("source_system"),
            rs.getString("external_id"),
            revision == null ? null : ((Number) revision).intValue(),
            local(rs.getObject("valid_from", OffsetDateTime.class)),
            local(rs.getObject("valid_to", OffsetDateTime.class))),
        new HistoryEvent.Classification(
            rs.getString("classifier"),
            rs.getObject("classification_id", UUID.class).toString(),
            rs.getObject("node_id", UUID.class).toString(),
            rs.getString("node_name"),
            rs.getString("version_name")));
  }

  private OffsetDateTime local(OffsetDateTime date) {
    return date == null ? null : date.atZoneSameInstant(clock.getZone()).toOffsetDateTime();
  }
}
