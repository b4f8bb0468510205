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
 * unless {@code truncate}, written to the archive before the block commits.
 */
@Component
class RevisionMoves {

  /** What a block did: the records it looked at, the last of them, the revisions it moved. */
  record Done(int records, UUID last, int revisions) {}

  private record Key(UUID etalonId, UUID originId, int revision) {}

  private final JdbcClient jdbc;
  private final ArchiveStore store;

  RevisionMoves(JdbcClient jdbc, ArchiveStore store) {
    this.jdbc = jdbc;
    this.store = store;
  }

  /** How many records there are to look at. */
  long records() {
    return jdbc.sql("select count(*) from etalons").query(Long.class).single();
  }

  /**
   * Archives (or with {@code truncate} deletes) the invisible revisions of the {@code size} records
   * after {@code after} (null: from the first).
   */
  Done block(UUID after, int size, int keep, boolean truncate, int batch) throws SQLException {
    List<UUID> etalons =
        (after == null
                ? jdbc.sql("select etalon_id from etalons order by etalon_id limit ? for update")
                    .param(size)
                : jdbc.sql(
                        "select etalon_id from etalons where etalon_id > ? order by etalon_id"
                            + " limit ? for update")
                    .param(after)
                    .param(size))
            .query(UUID.class)
            .list();
    if (etalons.isEmpty()) {
      return new Done(0, after, 0);
    }
    Map<UUID, UUID> holders = new LinkedHashMap<>();
    Map<UUID, List<InvisibleRevisions.Candidate>> byOrigin = new LinkedHashMap<>();
    jdbc.sql(
            "select etalon_id, origin_id, revision,"
                + " case when isfinite(valid_from) then valid_from end as valid_from,"
                + " case when isfinite(valid_to) then valid_to end as valid_to"
                + " from revisions where etalon_id = any(?)")
        .param(etalons.toArray(UUID[]::new))
        .query(
            rs -> {
              UUID origin = rs.getObject("origin_id", UUID.class);
              holders.put(origin, rs.getObject("etalon_id", UUID.class));
              byOrigin
                  .computeIfAbsent(origin, k -> new ArrayList<>())
                  .add(
                      new InvisibleRevisions.Candidate(
                          rs.getInt("revision"),
                          period(
                              rs.getObject("valid_from", OffsetDateTime.class),
                              rs.getObject("valid_to", OffsetDateTime.class))));
            });
    List<Key> moving = new ArrayList<>();
    byOrigin.forEach(
        (origin, revisions) -> {
          for (int revision : InvisibleRevisions.toArchive(revisions, keep)) {
            moving.add(new Key(holders.get(origin), origin, revision));
          }
        });
    UUID last = etalons.get(etalons.size() - 1);
    if (moving.isEmpty()) {
      return new Done(etalons.size(), last, 0);
    }
    List<ArchiveStore.Row> rows = remove(moving);
    if (!truncate) {
      store.write(rows, batch);
    }
    return new Done(etalons.size(), last, rows.size());
  }

  /** Deletes the revisions from the hot store (uncommitted until the block ends); their rows. */
  private List<ArchiveStore.Row> remove(List<Key> keys) {
    return jdbc.sql(
            "delete from revisions r using unnest(?::uuid[], ?::uuid[], ?::int[]) d(e, o, v)"
                + " where r.etalon_id = d.e and r.origin_id = d.o and r.revision = d.v"
                + " returning r.etalon_id, r.origin_id, r.revision, r.seq,"
                + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
                + " case when isfinite(r.valid_to) then r.valid_to end as valid_to,"
                + " r.status, r.operation, r.data::text as data, r.create_date, r.created_by")
        .param(keys.stream().map(Key::etalonId).toArray(UUID[]::new))
        .param(keys.stream().map(Key::originId).toArray(UUID[]::new))
        .param(keys.stream().map(Key::revision).toArray(Integer[]::new))
        .query(
            (rs, n) ->
                new ArchiveStore.Row(
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
                        rs.getString("created_by"))))
        .list();
  }

  private static Period period(OffsetDateTime from, OffsetDateTime to) {
    return new Period(
        from == null ? Period.UNBOUNDED_FROM : from.toInstant().toEpochMilli(),
        to == null ? Period.UNBOUNDED_TO : to.toInstant().toEpochMilli());
  }
}
