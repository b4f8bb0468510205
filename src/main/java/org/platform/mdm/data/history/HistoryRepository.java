package org.platform.mdm.data.history;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.HistoricOrigins;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of record history: origin moves, status changes and the links' writes of one etalon. */
@Repository
class HistoryRepository {

  private final JdbcClient jdbc;

  HistoryRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** A change of the etalon's status. */
  record StatusRow(
      long seq, RecordStatus status, String operation, OffsetDateTime date, String user) {}

  /** A write of a link starting at the etalon: a revision, or a change of the link's status. */
  record LinkEventRow(
      long seq,
      String kind,
      String relationName,
      EtalonId relationEtalonId,
      EtalonId to,
      String sourceSystem,
      String externalId,
      Integer revision,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      String operation,
      OffsetDateTime date,
      String user) {}

  /** Which origins the etalon holds and held, with every move of each. */
  OriginMoves moves(EtalonId etalonId) {
    List<UUID> held =
        jdbc.sql("select origin_id from external_keys where etalon_id = ?")
            .param(etalonId.value())
            .query(UUID.class)
            .list();
    List<OriginMoves.Move> moves =
        jdbc.sql(
                "select origin_id, seq, from_etalon, to_etalon, operation, merge_id, create_date,"
                    + " created_by from origin_moves where origin_id in (select origin_id"
                    + " from origin_moves where from_etalon = ? or to_etalon = ?) order by seq")
            .params(etalonId.value(), etalonId.value())
            .query(
                (rs, n) ->
                    new OriginMoves.Move(
                        rs.getObject("origin_id", UUID.class),
                        rs.getLong("seq"),
                        new EtalonId(rs.getObject("from_etalon", UUID.class)),
                        new EtalonId(rs.getObject("to_etalon", UUID.class)),
                        rs.getString("operation"),
                        rs.getObject("merge_id", UUID.class),
                        rs.getObject("create_date", OffsetDateTime.class),
                        rs.getString("created_by")))
            .list();
    return new OriginMoves(etalonId, held, moves);
  }

  /** The etalon's status changes, oldest first. */
  List<StatusRow> statuses(EtalonId etalonId) {
    return jdbc.sql(
            "select seq, status, operation, create_date, created_by from etalon_statuses"
                + " where etalon_id = ? order by seq")
        .param(etalonId.value())
        .query(
            (rs, n) ->
                new StatusRow(
                    rs.getLong("seq"),
                    RecordStatus.valueOf(rs.getString("status")),
                    rs.getString("operation"),
                    rs.getObject("create_date", OffsetDateTime.class),
                    rs.getString("created_by")))
        .list();
  }

  /** The revisions and whole deletes of the links that start at the etalon now, oldest first. */
  List<LinkEventRow> linkEvents(EtalonId etalonId) {
    return jdbc.sql(
            "select r.seq, 'REVISION' as kind, e.relation_name, e.relation_etalon_id,"
                + " e.to_etalon_id, r.source_system, r.external_id, r.revision,"
                + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
                + " case when isfinite(r.valid_to) then r.valid_to end as valid_to,"
                + " r.operation, r.create_date, r.created_by"
                + " from relation_revisions r join relation_etalons e"
                + " on e.from_etalon_id = r.from_etalon_id"
                + " and e.relation_etalon_id = r.relation_etalon_id where r.from_etalon_id = ?"
                + " union all"
                + " select s.seq, 'STATUS', e.relation_name, e.relation_etalon_id, e.to_etalon_id,"
                + " null, null, null, null, null, s.status, s.create_date, s.created_by"
                + " from relation_statuses s join relation_etalons e"
                + " on e.from_etalon_id = s.from_etalon_id"
                + " and e.relation_etalon_id = s.relation_etalon_id where s.from_etalon_id = ?"
                + " order by 1")
        .params(etalonId.value(), etalonId.value())
        .query(
            (rs, n) ->
                new LinkEventRow(
                    rs.getLong("seq"),
                    rs.getString("kind"),
                    rs.getString("relation_name"),
                    new EtalonId(rs.getObject("relation_etalon_id", UUID.class)),
                    new EtalonId(rs.getObject("to_etalon_id", UUID.class)),
                    rs.getString("source_system"),
                    rs.getString("external_id"),
                    (Integer) rs.getObject("revision"),
                    rs.getObject("valid_from", OffsetDateTime.class),
                    rs.getObject("valid_to", OffsetDateTime.class),
                    rs.getString("operation"),
                    rs.getObject("create_date", OffsetDateTime.class),
                    rs.getString("created_by")))
        .list();
  }

  /**
   * The last of the etalon's status changes of these operations made at a moment (the moment an
   * operation stamps on every row it writes), read alone.
   */
  java.util.Optional<StatusRow> statusAt(
      EtalonId etalonId, List<String> operations, OffsetDateTime at) {
    return jdbc.sql(
            "select seq, status, operation, create_date, created_by from etalon_statuses"
                + " where etalon_id = ? and create_date = ? and operation = any(?)"
                + " order by seq desc limit 1")
        .params(etalonId.value(), at, operations.toArray(String[]::new))
        .query(
            (rs, n) ->
                new StatusRow(
                    rs.getLong("seq"),
                    RecordStatus.valueOf(rs.getString("status")),
                    rs.getString("operation"),
                    rs.getObject("create_date", OffsetDateTime.class),
                    rs.getString("created_by")))
        .optional();
  }

  /** A revision of an origin the etalon holds, as {@link #revisionAt} reads it. */
  record RevisionEventRow(
      long seq,
      String sourceSystem,
      String externalId,
      int revision,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      OffsetDateTime date,
      String user) {}

  /**
   * The last revision of this operation the etalon's origins got at a moment, read alone (a
   * revision written now is never archived yet).
   */
  java.util.Optional<RevisionEventRow> revisionAt(
      EtalonId etalonId, String operation, OffsetDateTime at) {
    return jdbc.sql(
            "select r.seq, k.source_system, k.external_id, r.revision,"
                + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
                + " case when isfinite(r.valid_to) then r.valid_to end as valid_to,"
                + " r.create_date, r.created_by from revisions r join external_keys k"
                + " on k.etalon_id = r.etalon_id and k.origin_id = r.origin_id"
                + " where r.etalon_id = ? and r.create_date = ? and r.operation = ?"
                + " order by r.seq desc limit 1")
        .params(etalonId.value(), at, operation)
        .query(
            (rs, n) ->
                new RevisionEventRow(
                    rs.getLong("seq"),
                    rs.getString("source_system"),
                    rs.getString("external_id"),
                    rs.getInt("revision"),
                    rs.getObject("valid_from", OffsetDateTime.class),
                    rs.getObject("valid_to", OffsetDateTime.class),
                    rs.getObject("create_date", OffsetDateTime.class),
                    rs.getString("created_by")))
        .optional();
  }

  /** The merge a loser lost, as known at a moment when it was MERGED. */
  java.util.Optional<HistoricOrigins.LostMerge> lostMerge(EtalonId loser, OffsetDateTime knownAt) {
    return jdbc.sql(
            "select create_date, winner_id from record_merges where loser_id = ?"
                + " and create_date <= ? order by create_date desc limit 1")
        .params(loser.value(), knownAt)
        .query(
            (rs, n) ->
                new HistoricOrigins.LostMerge(
                    rs.getObject("create_date", OffsetDateTime.class),
                    new EtalonId(rs.getObject("winner_id", UUID.class))))
        .optional();
  }
}
