package org.platform.mdm.data.merge;

import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.MergedRecords;
import org.platform.mdm.data.record.RecordRepository;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of merges: moving origins between etalons and keeping each merge's inverse. */
@Repository
public class MergeRepository implements MergedRecords {

  private final JdbcClient jdbc;

  MergeRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** A merge in force: a loser whose origins joined a winner. */
  record MergeRow(
      UUID mergeId,
      EtalonId winner,
      EtalonId loser,
      RecordStatus loserStatus,
      List<UUID> origins,
      OffsetDateTime createDate,
      String createdBy) {}

  /**
   * The etalons' rows locked in etalon id order (two merges of overlapping records lock in the same
   * order and cannot deadlock); the missing ones are absent.
   */
  List<RecordRepository.EtalonRow> lockAll(Collection<EtalonId> etalonIds) {
    return jdbc.sql(
            "select "
                + RecordRepository.ETALON_COLUMNS
                + " from etalons where etalon_id = any(?) order by etalon_id for update")
        .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query(RecordRepository::etalonRow)
        .list();
  }

  /** The origins (key rows) of an etalon. */
  List<UUID> origins(EtalonId etalonId) {
    return jdbc.sql("select origin_id from external_keys where etalon_id = ? order by origin_id")
        .param(etalonId.value())
        .query(UUID.class)
        .list();
  }

  /**
   * Moves origins with all their revisions from one etalon to another and keeps each move (which
   * etalon held an origin at any moment is then known).
   */
  void moveOrigins(
      EtalonId from,
      EtalonId to,
      Collection<UUID> originIds,
      String operation,
      UUID mergeId,
      OffsetDateTime now,
      String user) {
    UUID[] ids = originIds.toArray(UUID[]::new);
    jdbc.sql(
            "with moved as (update revisions set etalon_id = ? where etalon_id = ?"
                + " and origin_id = any(?) returning 1),"
                + " keys as (update external_keys set etalon_id = ? where etalon_id = ?"
                + " and origin_id = any(?) and (select count(*) from moved) >= 0"
                + " returning origin_id)"
                + " insert into origin_moves (origin_id, seq, from_etalon, to_etalon, operation,"
                + " merge_id, create_date, created_by)"
                + " select origin_id, nextval('record_seq'), ?, ?, ?, ?, ?, ? from keys")
        .params(
            to.value(),
            from.value(),
            ids,
            to.value(),
            from.value(),
            ids,
            from.value(),
            to.value(),
            operation,
            mergeId,
            now,
            user)
        .update();
  }

  /** Keeps a merge with what it moved. */
  void insertMerge(
      UUID mergeId,
      String entityName,
      EtalonId winner,
      EtalonId loser,
      RecordStatus loserStatus,
      Collection<UUID> origins,
      OffsetDateTime now,
      String user) {
    jdbc.sql(
            "insert into record_merges (merge_id, entity_name, winner_id, loser_id, loser_status,"
                + " origins, create_date, created_by) values (?, ?, ?, ?, ?, ?, ?, ?)")
        .params(
            mergeId,
            entityName,
            winner.value(),
            loser.value(),
            loserStatus.name(),
            origins.toArray(UUID[]::new),
            now,
            user)
        .update();
  }

  /** The merges in force into a winner, oldest first. */
  List<MergeRow> mergesInto(EtalonId winner) {
    return jdbc.sql(
            "select merge_id, winner_id, loser_id, loser_status, origins, create_date, created_by"
                + " from record_merges where winner_id = ? and unmerge_date is null"
                + " order by create_date, merge_id")
        .param(winner.value())
        .query(
            (rs, n) ->
                new MergeRow(
                    rs.getObject("merge_id", UUID.class),
                    new EtalonId(rs.getObject("winner_id", UUID.class)),
                    new EtalonId(rs.getObject("loser_id", UUID.class)),
                    RecordStatus.valueOf(rs.getString("loser_status")),
                    Arrays.asList((UUID[]) rs.getArray("origins").getArray()),
                    rs.getObject("create_date", OffsetDateTime.class),
                    rs.getString("created_by")))
        .list();
  }

  @Override
  public Optional<EtalonId> winnerOf(EtalonId loser) {
    return jdbc.sql(
            "select winner_id from record_merges where loser_id = ? and unmerge_date is null"
                + " order by create_date desc limit 1")
        .param(loser.value())
        .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
        .optional();
  }

  /** Marks a merge undone. */
  void undo(UUID mergeId, OffsetDateTime now, String user) {
    jdbc.sql("update record_merges set unmerge_date = ?, unmerged_by = ? where merge_id = ?")
        .params(now, user, mergeId)
        .update();
  }

  /** What a merge keeps as moved after some of its origins left on their own. */
  void keepOrigins(UUID mergeId, Collection<UUID> origins) {
    jdbc.sql("update record_merges set origins = ? where merge_id = ?")
        .params(origins.toArray(UUID[]::new), mergeId)
        .update();
  }

  /** Keeps two etalons from being merged again (stored in PostgreSQL's uuid order). */
  public void block(EtalonId a, EtalonId b, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into record_merge_blocks (etalon_a, etalon_b, create_date, created_by)"
                + " values (least(?::uuid, ?::uuid), greatest(?::uuid, ?::uuid), ?, ?)"
                + " on conflict do nothing")
        .params(a.value(), b.value(), a.value(), b.value(), now, user)
        .update();
  }

  /**
   * Removes the records merged into an etalon that is physically deleted (their origins go with it,
   * so nothing of them is left), following merges into those, and the merges themselves.
   */
  @Override
  public void wipeMergedInto(EtalonId winner) {
    UUID[] losers =
        jdbc.sql(
                "with recursive merged (id) as (select loser_id from record_merges"
                    + " where winner_id = ? and unmerge_date is null"
                    + " union select m.loser_id from record_merges m join merged on"
                    + " m.winner_id = merged.id and m.unmerge_date is null)"
                    + " select id from merged")
            .param(winner.value())
            .query(UUID.class)
            .list()
            .toArray(UUID[]::new);
    UUID[] all =
        java.util.stream.Stream.concat(
                java.util.stream.Stream.of(winner.value()), Arrays.stream(losers))
            .toArray(UUID[]::new);
    jdbc.sql(
            "delete from record_merge_links where merge_id in (select merge_id from record_merges"
                + " where winner_id = any(?) or loser_id = any(?))")
        .params(all, all)
        .update();
    jdbc.sql("delete from record_merges where winner_id = any(?) or loser_id = any(?)")
        .params(all, all)
        .update();
    for (String table : List.of("etalon_statuses", "etalons")) {
      jdbc.sql("delete from " + table + " where etalon_id = any(?)").param(losers).update();
    }
  }

  /** The blocked pairs touching any of the records. */
  public java.util.Set<List<EtalonId>> blockedAmong(Collection<EtalonId> etalonIds) {
    UUID[] ids = etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new);
    return new java.util.HashSet<>(
        jdbc.sql(
                "select etalon_a, etalon_b from record_merge_blocks where etalon_a = any(?)"
                    + " union select etalon_a, etalon_b from record_merge_blocks"
                    + " where etalon_b = any(?)")
            .params(ids, ids)
            .query(
                (rs, n) ->
                    List.of(
                        new EtalonId(rs.getObject(1, UUID.class)),
                        new EtalonId(rs.getObject(2, UUID.class))))
            .list());
  }

  /** Creates the etalon a split-off set of origins moves into. */
  void insertEtalon(EtalonId etalonId, String entityName, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into etalons (etalon_id, entity_name, status, create_date, created_by,"
                + " update_date, updated_by) values (?, ?, 'ACTIVE', ?, ?, ?, ?)")
        .params(etalonId.value(), entityName, now, user, now, user)
        .update();
  }
}
