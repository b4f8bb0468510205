package org.platform.mdm.data.archive;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.ToLongFunction;

/**
 * The values of archived revisions whose rows stay in the hot store (links, classifications: merges
 * join, split and renumber them there), kept in a table of an archive store by the revision's seq,
 * which never changes: written by the archive job, read back where a hidden revision may be seen
 * again, removed when its record is deleted physically.
 */
class ArchivedValues {

  /**
   * A revision's values on their way to the archive, with where the revision was: the record that
   * holds it ({@code holder}), its link or classification ({@code id}), source system and number.
   */
  record Row(
      long seq,
      UUID holder,
      UUID id,
      String sourceSystem,
      int revision,
      String data,
      OffsetDateTime createDate) {}

  private final ArchiveDatabase database;
  private final String table;
  private final String holderColumn;
  private final String idColumn;

  ArchivedValues(ArchiveDatabase database, String table, String holderColumn, String idColumn) {
    this.database = database;
    this.table = table;
    this.holderColumn = holderColumn;
    this.idColumn = idColumn;
  }

  /** Whether the store of these values is configured. */
  boolean configured() {
    return database.configured();
  }

  /** The shard of a revision's values, stable for the life of the archive. */
  static int shard(long seq, int shards) {
    return Math.floorMod(Long.hashCode(seq), shards);
  }

  /** Writes the rows, each node's in one statement; rows there already are kept as they are. */
  void write(List<Row> rows) throws SQLException {
    int shards = database.open().shards();
    for (Map.Entry<HikariDataSource, List<Row>> node : byNode(rows, Row::seq).entrySet()) {
      List<Row> these = node.getValue();
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "insert into "
                      + table
                      + " (shard, seq, "
                      + holderColumn
                      + ", "
                      + idColumn
                      + ", source_system, revision, data, create_date)"
                      + " select t.shard, t.seq, t.holder, t.id, t.source, t.revision,"
                      + " t.data::json, t.created::timestamptz"
                      + " from unnest(?::int[], ?::int8[], ?::uuid[], ?::uuid[], ?::text[],"
                      + " ?::int[], ?::text[], ?::text[])"
                      + " as t(shard, seq, holder, id, source, revision, data, created)"
                      + " on conflict do nothing")) {
        s.setArray(
            1, c.createArrayOf("int4", these.stream().map(r -> shard(r.seq(), shards)).toArray()));
        s.setArray(2, c.createArrayOf("int8", these.stream().map(Row::seq).toArray()));
        s.setArray(3, c.createArrayOf("uuid", these.stream().map(Row::holder).toArray()));
        s.setArray(4, c.createArrayOf("uuid", these.stream().map(Row::id).toArray()));
        s.setArray(5, c.createArrayOf("text", these.stream().map(Row::sourceSystem).toArray()));
        s.setArray(6, c.createArrayOf("int4", these.stream().map(Row::revision).toArray()));
        s.setArray(7, c.createArrayOf("text", these.stream().map(Row::data).toArray()));
        s.setArray(
            8,
            c.createArrayOf("text", these.stream().map(r -> r.createDate().toString()).toArray()));
        s.executeUpdate();
      }
    }
  }

  /** The archived values of these revisions, by seq (those the archive has). */
  Map<Long, String> read(Collection<Long> seqs) throws SQLException {
    Map<Long, String> found = new HashMap<>();
    for (Map.Entry<HikariDataSource, List<Long>> node : byNode(seqs, q -> q).entrySet()) {
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "select seq, data::text as data from "
                      + table
                      + " where shard = any(?) and seq = any(?)")) {
        s.setArray(1, shards(c, node.getValue()));
        s.setArray(2, c.createArrayOf("int8", node.getValue().toArray()));
        try (ResultSet rs = s.executeQuery()) {
          while (rs.next()) {
            found.put(rs.getLong("seq"), rs.getString("data"));
          }
        }
      }
    }
    return found;
  }

  /** Writes these revisions' archived values anew (a depersonalization in place). */
  void rewrite(Map<Long, String> values) throws SQLException {
    int shardCount = database.open().shards();
    for (Map.Entry<HikariDataSource, List<Long>> node :
        byNode(values.keySet(), q -> q).entrySet()) {
      List<Long> seqs = node.getValue();
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "update "
                      + table
                      + " t set data = v.data::json from unnest(?::int[], ?::bigint[], ?::text[])"
                      + " v(shard, seq, data) where t.shard = v.shard and t.seq = v.seq")) {
        s.setArray(
            1, c.createArrayOf("int4", seqs.stream().map(q -> shard(q, shardCount)).toArray()));
        s.setArray(2, c.createArrayOf("int8", seqs.toArray()));
        s.setArray(3, c.createArrayOf("text", seqs.stream().map(values::get).toArray()));
        s.executeUpdate();
      }
    }
  }

  /** Removes the archived values of these revisions; how many. */
  int delete(Collection<Long> seqs) throws SQLException {
    int deleted = 0;
    for (Map.Entry<HikariDataSource, List<Long>> node : byNode(seqs, q -> q).entrySet()) {
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "delete from " + table + " where shard = any(?) and seq = any(?)")) {
        s.setArray(1, shards(c, node.getValue()));
        s.setArray(2, c.createArrayOf("int8", node.getValue().toArray()));
        deleted += s.executeUpdate();
      }
    }
    return deleted;
  }

  /** How many revisions' values the archive holds (for tests and the benchmark). */
  long count() throws SQLException {
    long count = 0;
    for (HikariDataSource pool : database.open().pools()) {
      try (Connection c = pool.getConnection();
          PreparedStatement s = c.prepareStatement("select count(*) from " + table);
          ResultSet rs = s.executeQuery()) {
        rs.next();
        count += rs.getLong(1);
      }
    }
    return count;
  }

  private <T> Map<HikariDataSource, List<T>> byNode(Collection<T> items, ToLongFunction<T> seq) {
    List<HikariDataSource> byShard = database.open().byShard();
    Map<HikariDataSource, List<T>> byNode = new LinkedHashMap<>();
    for (T item : items) {
      byNode
          .computeIfAbsent(
              byShard.get(shard(seq.applyAsLong(item), byShard.size())), k -> new ArrayList<>())
          .add(item);
    }
    return byNode;
  }

  private java.sql.Array shards(Connection c, List<Long> seqs) throws SQLException {
    int count = database.open().shards();
    return c.createArrayOf("int4", seqs.stream().map(q -> shard(q, count)).distinct().toArray());
  }
}
