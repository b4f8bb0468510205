package org.platform.mdm.classifiers.classification;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of a record's classification history: revisions and changes of status, with their nodes. */
@Repository
class ClassificationHistoryRepository {

  private final JdbcClient jdbc;

  ClassificationHistoryRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /**
   * The record's classification events, by sequence number, their dates in {@code zone}: each
   * revision and each change of a whole classification's status.
   */
  List<HistoryEvent> events(EtalonId etalonId, ZoneId zone) {
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
        .query((rs, n) -> event(rs, zone))
        .list();
  }

  private static HistoryEvent event(ResultSet rs, ZoneId zone) throws SQLException {
    Object revision = rs.getObject("revision");
    return HistoryEvent.classified(
        rs.getString("type"),
        rs.getLong("seq"),
        local(zone, rs.getObject("date", OffsetDateTime.class)),
        rs.getString("author"),
        new HistoryEvent.Written(
            rs.getString("source_system"),
            rs.getString("external_id"),
            revision == null ? null : ((Number) revision).intValue(),
            local(zone, rs.getObject("valid_from", OffsetDateTime.class)),
            local(zone, rs.getObject("valid_to", OffsetDateTime.class))),
        new HistoryEvent.Classification(
            rs.getString("classifier"),
            rs.getObject("classification_id", UUID.class).toString(),
            rs.getObject("node_id", UUID.class).toString(),
            rs.getString("node_name"),
            rs.getString("version_name")));
  }

  private static OffsetDateTime local(ZoneId zone, OffsetDateTime date) {
    return date == null ? null : date.atZoneSameInstant(zone).toOffsetDateTime();
  }
}
