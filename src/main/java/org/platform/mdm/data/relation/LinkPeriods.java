package org.platform.mdm.data.relation;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.Period;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The stored periods of links' timelines with what reads show of both ends: what {@link
 * RelationReads} answers from. The links themselves are written by {@link RelationRepository}.
 */
@Repository
class LinkPeriods {

  /**
   * One stored interval of a link's timeline with what reads show of both ends.
   *
   * @param stamp creation order of the newest revision that shapes the interval
   */
  record LinkPeriod(
      RelationRepository.LinkRow link,
      Period period,
      boolean active,
      long stamp,
      JsonNode data,
      String fromEntity,
      RecordStatus fromStatus,
      String toEntity,
      RecordStatus toStatus) {}

  private final JdbcClient jdbc;
  private final JsonMapper json;

  LinkPeriods(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  private static final String PERIODS =
      "select e.relation_etalon_id, e.relation_name, e.from_etalon_id, e.to_etalon_id, e.status,"
          + " case when isfinite(t.valid_from) then t.valid_from end as valid_from,"
          + " case when isfinite(t.valid_to) then t.valid_to end as valid_to,"
          + " t.active, t.stamp, t.data::text as data,"
          + " f.entity_name as from_entity, f.status as from_status,"
          + " o.entity_name as to_entity, o.status as to_status"
          + " from relation_etalons e"
          + " join relation_timeline t on t.from_etalon_id = e.from_etalon_id"
          + " and t.relation_etalon_id = e.relation_etalon_id"
          + " join etalons f on f.etalon_id = e.from_etalon_id"
          + " join etalons o on o.etalon_id = e.to_etalon_id";

  /** Every stored period of the links starting at a record, optionally of one relation. */
  List<LinkPeriod> outgoing(EtalonId from, String relationName) {
    return jdbc.sql(
            PERIODS
                + " where e.from_etalon_id = ?"
                + (relationName == null ? "" : " and e.relation_name = ?")
                + " order by e.relation_name, e.relation_etalon_id, t.valid_from")
        .params(relationName == null ? List.of(from.value()) : List.of(from.value(), relationName))
        .query(this::linkPeriod)
        .list();
  }

  /** Every stored period of the links ending at a record, optionally of one relation. */
  List<LinkPeriod> incoming(EtalonId to, String relationName) {
    return jdbc.sql(
            PERIODS
                + " where e.to_etalon_id = ?"
                + (relationName == null ? "" : " and e.relation_name = ?")
                + " order by e.relation_name, e.relation_etalon_id, t.valid_from")
        .params(relationName == null ? List.of(to.value()) : List.of(to.value(), relationName))
        .query(this::linkPeriod)
        .list();
  }

  /**
   * Every stored period of the links of these relations that start at any of these records: the
   * competitors of incoming REFERENCES links.
   */
  List<LinkPeriod> outgoing(Collection<EtalonId> from, Collection<String> relationNames) {
    return jdbc.sql(
            PERIODS
                + " where e.from_etalon_id = any(?) and e.relation_name = any(?)"
                + " order by e.relation_name, e.relation_etalon_id, t.valid_from")
        .params(
            from.stream().map(EtalonId::value).toArray(UUID[]::new),
            relationNames.toArray(String[]::new))
        .query(this::linkPeriod)
        .list();
  }

  private LinkPeriod linkPeriod(ResultSet rs, int n) throws SQLException {
    return new LinkPeriod(
        RelationRepository.linkRow(rs, n),
        period(rs),
        rs.getBoolean("active"),
        rs.getLong("stamp"),
        json.readTree(rs.getString("data")),
        rs.getString("from_entity"),
        RecordStatus.valueOf(rs.getString("from_status")),
        rs.getString("to_entity"),
        RecordStatus.valueOf(rs.getString("to_status")));
  }

  /** A stored period of a row: its valid_from and valid_to, null when unbounded. */
  static Period period(ResultSet rs) throws SQLException {
    OffsetDateTime from = rs.getObject("valid_from", OffsetDateTime.class);
    OffsetDateTime to = rs.getObject("valid_to", OffsetDateTime.class);
    return new Period(
        from == null ? Period.UNBOUNDED_FROM : from.toInstant().toEpochMilli(),
        to == null ? Period.UNBOUNDED_TO : to.toInstant().toEpochMilli());
  }
}
