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
import org.springframework.stereotype.Component;

/**
 * The values of archived link revisions in the archive store ({@code archived_link_values}), by the
 * revision's seq: written by the archive job, read back by an unmerge that splits a joined link,
 * removed when the link's record is deleted physically.
 */
@Component
class LinkValues {

  /** A link revision's values on their way to the archive, with where the revision was. */
  record Row(
      long seq,
      UUID fromEtalonId,
      UUID relationEtalonId,
      String sourceSystem,
      int revision,
      String data,
      OffsetDateTime createDate) {}

  private final ArchiveStore store;

  LinkValues(ArchiveStore store) {
    this.store = store;
  }

  /** The shard of a revision's values, stable for the life of the archive. */
  static int shard(long seq, int shards) {
    return Math.floorMod(Long.hashCode(seq), shards);
  }

  /** Writes the rows, each node's in one transaction; rows there already are kept as they are. */
  void write(List<Row> rows) throws SQLException {
    List<HikariDataSource> byShard = store.nodesByShard();
    Map<HikariDataSource, List<Row>> byNode = new LinkedHashMap<>();
    rows.forEach(
        r ->
            byNode
                .computeIfAbsent(
                    byShard.get(shard(r.seq(), byShard.size())), k -> new ArrayList<>())
                .add(r));
    for (Map.Entry<HikariDataSource, List<Row>> node : byNode.entrySet()) {
      List<Row> these = node.getValue();
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "insert into archived_link_values (shard, seq, from_etalon_id,"
                      + " relation_etalon_id, source_system, revision, data, create_date)"
                      + " select t.shard, t.seq, t.from_id, t.link_id, t.source, t.revision,"
                      + " t.data::json, t.created::timestamptz"
                      + " from unnest(?::int[], ?::int8[], ?::uuid[], ?::uuid[], ?::text[],"
                      + " ?::int[], ?::text[], ?::text[])"
                      + " as t(shard, seq, from_id, link_id, source, revision, data, created)"
                      + " on conflict do nothing")) {
        s.setArray(
            1,
            c.createArrayOf(
                "int4", these.stream().map(r -> shard(r.seq(), byShard.size())).toArray()));
        s.setArray(2, c.createArrayOf("int8", these.stream().map(Row::seq).toArray()));
        s.setArray(3, c.createArrayOf("uuid", these.stream().map(Row::fromEtalonId).toArray()));
        s.setArray(4, c.createArrayOf("uuid", these.stream().map(Row::relationEtalonId).toArray()));
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
    for (Map.Entry<HikariDataSource, List<Long>> node : byNode(seqs).entrySet()) {
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "select seq, data::text as data from archived_link_values"
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

  /** Removes the archived values of these revisions; how many. */
  int delete(Collection<Long> seqs) throws SQLException {
    int deleted = 0;
    for (Map.Entry<HikariDataSource, List<Long>> node : byNode(seqs).entrySet()) {
      try (Connection c = node.getKey().getConnection();
          PreparedStatement s =
              c.prepareStatement(
                  "delete from archived_link_values where shard = any(?) and seq = any(?)")) {
        s.setArray(1, shards(c, node.getValue()));
        s.setArray(2, c.createArrayOf("int8", node.getValue().toArray()));
        deleted += s.executeUpdate();
      }
    }
    return deleted;
  }

  private Map<HikariDataSource, List<Long>> byNode(Collection<Long> seqs) {
    List<HikariDataSource> byShard = store.nodesByShard();
    Map<HikariDataSource, List<Long>> byNode = new LinkedHashMap<>();
    seqs.forEach(
        seq ->
            byNode
                .computeIfAbsent(byShard.get(shard(seq, byShard.size())), k -> new ArrayList<>())
                .add(seq));
    return byNode;
  }

  private java.sql.Array shards(Connection c, List<Long> seqs) throws SQLException {
    int count = store.nodesByShard().size();
    return c.createArrayOf("int4", seqs.stream().map(q -> shard(q, count)).distinct().toArray());
  }
}
