package org.platform.mdm.data.archive;

import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.ArchivedRevisions.Archived;
import org.platform.mdm.data.record.Period;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * One block of the archive job on the hot store, in the block's transaction: the next records by
 * etalon id, locked so that no write, merge or delete changes them meanwhile; their revisions'
 * periods; the invisible ones ({@link InvisibleRevisions}) removed from {@code revisions} and,
 * unless {@code truncate}, written to the archive before the block commits. The invisible revisions
 * of the links starting at those records keep their row (merges join and split links, moving and
 * numbering their revisions again in this database) and lose their values, which go to the archive
 * ({@link LinkValues}).
 */
@Component
class RevisionMoves {

  /** A revision where it lies: its partition of {@code revisions} and its row's ctid there. */
  private record Place(String partition, String ctid) {}

  private final JdbcClient jdbc;
  private final ArchiveStore store;
  private final LinkValues linkValues;

  RevisionMoves(JdbcClient jdbc, ArchiveStore store, LinkValues linkValues) {
    this.jdbc = jdbc;
    this.store = store;
    this.linkValues = linkValues;
  }

  /** How many records there are to look at. */
  long records() {
    return jdbc.sql("select count(*) from etalons").query(Long.class).single();
  }

  /**
   * Archives (or with {@code truncate} deletes) the invisible revisions of the {@code size} records
   * after {@code after} (null: from the first).
   */
  ArchiveJob.Done block(UUID after, int size, int keep, boolean truncate, int batch)
      throws SQLException {
    List<UUID> etalons = lockNext(jdbc, after, size);
    if (etalons.isEmpty()) {
      return new ArchiveJob.Done(0, after, 0, 0);
    }
    Map<String, Place> places = new java.util.HashMap<>();
    Map<UUID, List<InvisibleRevisions.Candidate>> byOrigin = new LinkedHashMap<>();
    jdbc.sql(
            "select tableoid::regclass::text as part, ctid::text as place, origin_id, revision,"
                + " case when isfinite(valid_from) then valid_from end as valid_from,"
                + " case when isfinite(valid_to) then valid_to end as valid_to"
                + " from revisions where etalon_id = any(?)")
        .param(etalons.toArray(UUID[]::new))
        .query(
            rs -> {
              UUID origin = rs.getObject("origin_id", UUID.class);
              places.put(
                  origin + "/" + rs.getInt("revision"),
                  new Place(rs.getString("part"), rs.getString("place")));
              byOrigin
                  .computeIfAbsent(origin, k -> new ArrayList<>())
                  .add(
                      new InvisibleRevisions.Candidate(
                          rs.getInt("revision"),
                          period(
                              rs.getObject("valid_from", OffsetDateTime.class),
                              rs.getObject("valid_to", OffsetDateTime.class))));
            });
    Map<String, List<String>> moving = new java.util.TreeMap<>();
    byOrigin.forEach(
        (origin, revisions) -> {
          for (int revision : InvisibleRevisions.toArchive(revisions, keep)) {
            Place p = places.get(origin + "/" + revision);
            moving.computeIfAbsent(p.partition(), k -> new ArrayList<>()).add(p.ctid());
          }
        });
    UUID last = etalons.get(etalons.size() - 1);
    int links = links(etalons, keep, truncate);
    if (moving.isEmpty()) {
      return new ArchiveJob.Done(etalons.size(), last, 0, links);
    }
    List<ArchiveStore.Row> rows = remove(moving);
    if (!truncate) {
      store.write(rows, batch);
    }
    return new ArchiveJob.Done(etalons.size(), last, rows.size(), links);
  }

  /**
   * The invisible revisions of the links starting at the (locked) records lose their values, which
   * go to the archive unless {@code truncate}; an origin of a link is its revisions of one source
   * system, and those already archived still count for what hides what.
   */
  private int links(List<UUID> etalons, int keep, boolean truncate) throws SQLException {
    Map<String, Place> places = new java.util.HashMap<>();
    java.util.Set<String> archived = new java.util.HashSet<>();
    Map<String, List<InvisibleRevisions.Candidate>> byOrigin = new LinkedHashMap<>();
    jdbc.sql(
            "select tableoid::regclass::text as part, ctid::text as place, relation_etalon_id,"
                + " source_system, revision, archived,"
                + " case when isfinite(valid_from) then valid_from end as valid_from,"
                + " case when isfinite(valid_to) then valid_to end as valid_to"
                + " from relation_revisions where from_etalon_id = any(?)")
        .param(etalons.toArray(UUID[]::new))
        .query(
            rs -> {
              String origin =
                  rs.getObject("relation_etalon_id", UUID.class)
                      + "/"
                      + rs.getString("source_system");
              String key = origin + "/" + rs.getInt("revision");
              places.put(key, new Place(rs.getString("part"), rs.getString("place")));
              if (rs.getBoolean("archived")) {
                archived.add(key);
              }
              byOrigin
                  .computeIfAbsent(origin, k -> new ArrayList<>())
                  .add(
                      new InvisibleRevisions.Candidate(
                          rs.getInt("revision"),
                          period(
                              rs.getObject("valid_from", OffsetDateTime.class),
                              rs.getObject("valid_to", OffsetDateTime.class))));
            });
    Map<String, List<String>> moving = new java.util.TreeMap<>();
    byOrigin.forEach(
        (origin, revisions) -> {
          for (int revision : InvisibleRevisions.toArchive(revisions, keep)) {
            String key = origin + "/" + revision;
            if (!archived.contains(key)) {
              Place p = places.get(key);
              moving.computeIfAbsent(p.partition(), k -> new ArrayList<>()).add(p.ctid());
            }
          }
        });
    List<ArchivedValues.Row> rows = new ArrayList<>();
    moving.forEach(
        (partition, ctids) -> {
          requireName(partition);
          rows.addAll(
              jdbc.sql(
                      "with old as (select r.ctid as place, r.seq, r.from_etalon_id,"
                          + " r.relation_etalon_id, r.source_system, r.revision,"
                          + " r.data::text as data, r.create_date from "
                          + partition
                          + " r where r.ctid = any(?::tid[]) and not r.archived)"
                          + " update "
                          + partition
                          + " r set data = '{}'::json, archived = true from old"
                          + " where r.ctid = old.place returning old.seq, old.from_etalon_id,"
                          + " old.relation_etalon_id, old.source_system, old.revision, old.data,"
                          + " old.create_date")
                  .param(ctids.toArray(String[]::new))
                  .query(
                      (rs, n) ->
                          new ArchivedValues.Row(
                              rs.getLong("seq"),
                              rs.getObject("from_etalon_id", UUID.class),
                              rs.getObject("relation_etalon_id", UUID.class),
                              rs.getString("source_system"),
                              rs.getInt("revision"),
                              rs.getString("data"),
                              rs.getObject("create_date", OffsetDateTime.class)))
                  .list());
        });
    if (!truncate && !rows.isEmpty()) {
      linkValues.write(rows);
    }
    return rows.size();
  }

  /**
   * The next {@code size} records after {@code after} (null: from the first) in etalon-id order,
   * locked so that no write, merge or delete changes them or what they hold meanwhile.
   */
  static List<UUID> lockNext(JdbcClient jdbc, UUID after, int size) {
    return (after == null
            ? jdbc.sql("select etalon_id from etalons order by etalon_id limit ? for update")
                .param(size)
            : jdbc.sql(
                    "select etalon_id from etalons where etalon_id > ? order by etalon_id"
                        + " limit ? for update")
                .param(after)
                .param(size))
        .query(UUID.class)
        .list();
  }

  static void requireName(String partition) {
    if (!partition.matches("[a-z_0-9.\"]+")) {
      throw new IllegalStateException("unexpected partition name " + partition);
    }
  }

  /**
   * Deletes the revisions from the hot store (uncommitted until the block ends); their rows. Each
   * partition's by the ctids read in this transaction (a TID scan, no index probe per row): the
   * block's records are locked, so no write, merge or delete touches their revisions meanwhile; and
   * were one moved anyway (an update gives it another ctid), it would not be deleted, so not
   * archived: only the rows this statement deleted go to the archive.
   */
  private List<ArchiveStore.Row> remove(Map<String, List<String>> byPartition) {
    List<ArchiveStore.Row> rows = new ArrayList<>();
    byPartition.forEach(
        (partition, ctids) -> {
          requireName(partition);
          rows.addAll(
              jdbc.sql(
                      "delete from "
                          + partition
                          + " r where r.ctid = any(?::tid[])"
                          + " returning r.etalon_id, r.origin_id, r.revision, r.seq,"
                          + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
                          + " case when isfinite(r.valid_to) then r.valid_to end as valid_to,"
                          + " r.status, r.operation, r.data::text as data, r.create_date,"
                          + " r.created_by")
                  .param(ctids.toArray(String[]::new))
                  .query(RevisionMoves::row)
                  .list());
        });
    return rows;
  }

  private static ArchiveStore.Row row(java.sql.ResultSet rs, int n) throws SQLException {
    return new ArchiveStore.Row(
        rs.getObject("etalon_id", UUID.class),
        new Archived(
            rs.getObject("origin_id", UUID.class),
            rs.getInt("revision"),
            rs.getLong("seq"),
            period(
                rs.getObject("valid_from", OffsetDateTime.class),
                rs.getObject("valid_to", OffsetDateTime.class)),
            RecordStatus.valueOf(rs.getString("status")),
            rs.getString("operation"),
            rs.getString("data"),
            rs.getObject("create_date", OffsetDateTime.class),
            rs.getString("created_by")));
  }

  private static Period period(OffsetDateTime from, OffsetDateTime to) {
    return new Period(
        from == null ? Period.UNBOUNDED_FROM : from.toInstant().toEpochMilli(),
        to == null ? Period.UNBOUNDED_TO : to.toInstant().toEpochMilli());
  }
}
