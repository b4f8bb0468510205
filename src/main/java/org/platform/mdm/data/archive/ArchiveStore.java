package org.platform.mdm.data.archive;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.archive.ArchiveDatabase.Opened;
import org.platform.mdm.data.record.ArchivedRevisions.Archived;
import org.platform.mdm.data.record.Period;
import org.springframework.stereotype.Component;

/**
 * The archive store of record revisions: the PostgreSQL nodes the records' setting {@code nodes}
 * names ({@link ArchiveDatabase}, migrations {@code db/archive/data}). A revision's shard is its
 * origin's ({@link #shard}); the node of a shard holds its rows. Writes are idempotent (a row
 * archived twice is kept once), so a block the hot store did not commit after its rows reached the
 * archive is simply done again.
 */
@Component
class ArchiveStore {

  private static final String COLUMNS =
      "shard, origin_id, revision, etalon_id, seq, valid_from, valid_to, status, operation, data,"
          + " create_date, created_by";

  /** A revision on its way to the archive, with the etalon that holds its origin. */
  record Row(UUID etalonId, Archived revision) {}

  private final ArchiveDatabase database;

  ArchiveStore(ArchiveDatabases databases) {
    this.database = databases.data();
  }

  /** Whether the setting {@code nodes} names an archive store. */
  boolean configured() {
    return database.configured();
  }

  /** The shard of an origin's archived revisions, stable for the life of the archive. */
  static int shard(UUID originId, int shards) {
    return Math.floorMod(originId.hashCode(), shards);
  }

  private Opened open() {
    return database.open();
  }

  /**
   * Writes the rows, each node's in one transaction through COPY; when some are there already, in
   * statements of {@code batch} rows that keep those as they are.
   */
  void write(List<Row> rows, int batch) throws SQLException {
    Opened o = open();
    Map<HikariDataSource, List<Row>> byNode = new LinkedHashMap<>();
    for (Row r : rows) {
      byNode
          .computeIfAbsent(
              o.byShard().get(shard(r.revision().originId(), o.shards())), k -> new ArrayList<>())
          .add(r);
    }
    for (Map.Entry<HikariDataSource, List<Row>> node : byNode.entrySet()) {
      try (Connection c = node.getKey().getConnection()) {
        c.setAutoCommit(false);
        try {
          copy(c, node.getValue(), o.shards());
          c.commit();
        } catch (SQLException e) {
          c.rollback();
          if (!"23505".equals(e.getSQLState())) {
            throw e;
          }
          // Some rows are there already (a block whose hot store did not commit after them is
          // done again): the rows one by one, those already there kept as they are.
          insert(c, node.getValue(), batch, o.shards());
          c.commit();
        } catch (RuntimeException e) {
          c.rollback();
          throw e;
        }
      }
    }
  }

  /** The rows through COPY, the fastest way in; refused whole if one is there already. */
  private static void copy(Connection c, List<Row> rows, int shards) throws SQLException {
    StringBuilder text = new StringBuilder(rows.size() * 200);
    for (Row r : rows) {
      Archived a = r.revision();
      text.append(shard(a.originId(), shards)).append('\t');
      text.append(a.originId()).append('\t');
      text.append(a.revision()).append('\t');
      text.append(r.etalonId()).append('\t');
      text.append(a.seq()).append('\t');
      text.append(bound(a.period().from(), Period.UNBOUNDED_FROM, "-infinity")).append('\t');
      text.append(bound(a.period().to(), Period.UNBOUNDED_TO, "infinity")).append('\t');
      text.append(a.status().name()).append('\t');
      escape(text, a.operation()).append('\t');
      escape(text, a.data()).append('\t');
      text.append(a.createDate().toInstant()).append('\t');
      escape(text, a.createdBy()).append('\n');
    }
    try {
      c.unwrap(org.postgresql.PGConnection.class)
          .getCopyAPI()
          .copyIn(
              "copy archived_revisions (" + COLUMNS + ") from stdin",
              new java.io.StringReader(text.toString()));
    } catch (java.io.IOException e) {
      throw new SQLException("the rows could not be sent to the archive", e);
    }
  }

  /** COPY's text format: backslash, tab, newline and carriage return escaped. */
  private static StringBuilder escape(StringBuilder text, String value) {
    for (int i = 0; i < value.length(); i++) {
      char ch = value.charAt(i);
      switch (ch) {
        case '\\' -> text.append("\\\\");
        case '\t' -> text.append("\\t");
        case '\n' -> text.append("\\n");
        case '\r' -> text.append("\\r");
        default -> text.append(ch);
      }
    }
    return text;
  }

  private static void insert(Connection c, List<Row> rows, int batch, int shards)
      throws SQLException {
    try (PreparedStatement insert =
        c.prepareStatement(
            "insert into archived_revisions ("
                + COLUMNS
                + ") select * from unnest(?::int[], ?::uuid[], ?::int[], ?::uuid[],"
                + " ?::bigint[], ?::timestamptz[], ?::timestamptz[], ?::text[], ?::text[],"
                + " ?::json[], ?::timestamptz[], ?::text[]) on conflict do nothing")) {
      for (int from = 0; from < rows.size(); from += batch) {
        bind(c, insert, rows.subList(from, Math.min(rows.size(), from + batch)), shards);
        insert.executeUpdate();
      }
    }
  }

  private static void bind(Connection c, PreparedStatement s, List<Row> rows, int shards)
      throws SQLException {
    int n = rows.size();
    Object[] shard = new Object[n];
    Object[] origin = new Object[n];
    Object[] revision = new Object[n];
    Object[] etalon = new Object[n];
    Object[] seq = new Object[n];
    Object[] from = new Object[n];
    Object[] to = new Object[n];
    Object[] status = new Object[n];
    Object[] operation = new Object[n];
    Object[] data = new Object[n];
    Object[] created = new Object[n];
    Object[] by = new Object[n];
    for (int i = 0; i < n; i++) {
      Archived a = rows.get(i).revision();
      shard[i] = shard(a.originId(), shards);
      origin[i] = a.originId();
      revision[i] = a.revision();
      etalon[i] = rows.get(i).etalonId();
      seq[i] = a.seq();
      from[i] = bound(a.period().from(), Period.UNBOUNDED_FROM, "-infinity");
      to[i] = bound(a.period().to(), Period.UNBOUNDED_TO, "infinity");
      status[i] = a.status().name();
      operation[i] = a.operation();
      data[i] = a.data();
      created[i] = a.createDate().toInstant().toString();
      by[i] = a.createdBy();
    }
    s.setArray(1, c.createArrayOf("int4", shard));
    s.setArray(2, c.createArrayOf("uuid", origin));
    s.setArray(3, c.createArrayOf("int4", revision));
    s.setArray(4, c.createArrayOf("uuid", etalon));
    s.setArray(5, c.createArrayOf("int8", seq));
    s.setArray(6, c.createArrayOf("text", from));
    s.setArray(7, c.createArrayOf("text", to));
    s.setArray(8, c.createArrayOf("text", status));
    s.setArray(9, c.createArrayOf("text", operation));
    s.setArray(10, c.createArrayOf("text", data));
    s.setArray(11, c.createArrayOf("text", created));
    s.setArray(12, c.createArrayOf("text", by));
  }

  private static String bound(long millis, long unbounded, String infinity) {
    return millis == unbounded ? infinity : java.time.Instant.ofEpochMilli(millis).toString();
  }

  /** Writes the data of these archived revisions anew (a depersonalization in place). */
  void rewrite(List<Archived> revisions) throws SQLException {
    Opened o = open();
    Map<HikariDataSource, List<Archived>> byNode = new LinkedHashMap<>();
    for (Archived a : revisions) {
      byNode
          .computeIfAbsent(o.byShard().get(shard(a.originId(), o.shards())), k -> new ArrayList<>())
          .add(a);
    }
    for (Map.Entry<HikariDataSource, List<Archived>> node : byNode.entrySet()) {
      List<Archived> rows = node.getValue();
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "update archived_revisions a set data = v.data::json from unnest(?::int[],"
                      + " ?::uuid[], ?::int[], ?::text[]) v(shard, origin_id, revision, data)"
                      + " where a.shard = v.shard and a.origin_id = v.origin_id"
                      + " and a.revision = v.revision")) {
        s.setArray(
            1,
            c.createArrayOf(
                "int4", rows.stream().map(a -> shard(a.originId(), o.shards())).toArray()));
        s.setArray(2, c.createArrayOf("uuid", rows.stream().map(Archived::originId).toArray()));
        s.setArray(3, c.createArrayOf("int4", rows.stream().map(Archived::revision).toArray()));
        s.setArray(4, c.createArrayOf("text", rows.stream().map(Archived::data).toArray()));
        s.executeUpdate();
      }
    }
  }

  /** The archived revisions of the origins, optionally only those created by a moment. */
  List<Archived> read(Collection<UUID> originIds, OffsetDateTime knownAt) throws SQLException {
    Opened o = open();
    List<Archived> found = new ArrayList<>();
    for (Map.Entry<HikariDataSource, List<UUID>> node : byNode(o, originIds).entrySet()) {
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "select origin_id, revision, seq,"
                      + " case when isfinite(valid_from) then valid_from end as valid_from,"
                      + " case when isfinite(valid_to) then valid_to end as valid_to,"
                      + " status, operation, data::text as data, create_date, created_by"
                      + " from archived_revisions where shard = any(?) and origin_id = any(?)"
                      + (knownAt == null ? "" : " and create_date <= ?"))) {
        s.setArray(1, shardsOf(c, node.getValue(), o.shards()));
        s.setArray(2, c.createArrayOf("uuid", node.getValue().toArray()));
        if (knownAt != null) {
          s.setTimestamp(3, Timestamp.from(knownAt.toInstant()));
        }
        try (ResultSet rs = s.executeQuery()) {
          while (rs.next()) {
            found.add(archived(rs));
          }
        }
      }
    }
    return found;
  }

  /** Removes every archived revision of the origins; how many. */
  int delete(Collection<UUID> originIds) throws SQLException {
    Opened o = open();
    int deleted = 0;
    for (Map.Entry<HikariDataSource, List<UUID>> node : byNode(o, originIds).entrySet()) {
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "delete from archived_revisions where shard = any(?) and origin_id = any(?)")) {
        s.setArray(1, shardsOf(c, node.getValue(), o.shards()));
        s.setArray(2, c.createArrayOf("uuid", node.getValue().toArray()));
        deleted += s.executeUpdate();
      }
    }
    return deleted;
  }

  /** How many revisions the archive holds (for tests and the benchmark). */
  long count() throws SQLException {
    Opened o = open();
    long count = 0;
    for (HikariDataSource pool : o.pools()) {
      try (Connection c = pool.getConnection();
          PreparedStatement s = c.prepareStatement("select count(*) from archived_revisions");
          ResultSet rs = s.executeQuery()) {
        rs.next();
        count += rs.getLong(1);
      }
    }
    return count;
  }

  private static Map<HikariDataSource, List<UUID>> byNode(Opened o, Collection<UUID> originIds) {
    Map<HikariDataSource, List<UUID>> byNode = new LinkedHashMap<>();
    for (UUID origin : originIds) {
      byNode
          .computeIfAbsent(o.byShard().get(shard(origin, o.shards())), k -> new ArrayList<>())
          .add(origin);
    }
    return byNode;
  }

  private static Array shardsOf(Connection c, List<UUID> origins, int shards) throws SQLException {
    return c.createArrayOf(
        "int4", origins.stream().map(u -> shard(u, shards)).distinct().toArray());
  }

  private static Archived archived(ResultSet rs) throws SQLException {
    OffsetDateTime from = rs.getObject("valid_from", OffsetDateTime.class);
    OffsetDateTime to = rs.getObject("valid_to", OffsetDateTime.class);
    return new Archived(
        rs.getObject("origin_id", UUID.class),
        rs.getInt("revision"),
        rs.getLong("seq"),
        new Period(
            from == null ? Period.UNBOUNDED_FROM : from.toInstant().toEpochMilli(),
            to == null ? Period.UNBOUNDED_TO : to.toInstant().toEpochMilli()),
        RecordStatus.valueOf(rs.getString("status")),
        rs.getString("operation"),
        rs.getString("data"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("created_by"));
  }
}
