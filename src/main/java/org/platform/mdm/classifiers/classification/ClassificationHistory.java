package org.platform.mdm.classifiers.classification;

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
 * placed the record into a node for a period) and CLASSIFICATION_PERIOD_DELETE.
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
            "select e.classifier, r.classification_id, r.node_id, r.seq, r.create_date,"
                + " r.created_by, r.source_system, r.external_id, r.revision, r.operation,"
                + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
                + " case when isfinite(r.valid_to) then r.valid_to end as valid_to"
                + " from classification_revisions r join classification_etalons e"
                + " on e.record_etalon_id = r.record_etalon_id"
                + " and e.classification_id = r.classification_id"
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
                        rs.getObject("node_id", UUID.class).toString())))
        .list();
  }

  private OffsetDateTime local(OffsetDateTime date) {
    return date == null ? null : date.atZoneSameInstant(clock.getZone()).toOffsetDateTime();
  }
}
