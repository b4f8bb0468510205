package org.platform.mdm.matching.clusters;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.matching.model.BlockingKeys;
import org.platform.mdm.system.TransactionLocal;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of clusters and their matched pairs. */
@Repository
class ClusterRepository {

  static final String CLUSTER_COLUMNS =
      "c.cluster_id, c.entity_name, c.set_name, c.rule_name, c.matching_date, c.records_count";

  private final JdbcClient jdbc;

  ClusterRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** A cluster as stored. */
  record ClusterRow(
      UUID clusterId,
      String entityName,
      String setName,
      String ruleName,
      OffsetDateTime matchingDate,
      int recordsCount) {}

  /** A matched pair of a cluster with its explanation (scores as stored JSON). */
  record PairRow(
      UUID clusterId,
      EtalonId a,
      EtalonId b,
      String ruleName,
      String scores,
      OffsetDateTime matchingDate) {}

  private static final Object LOCKED = new Object();

  /**
   * Serialises the matching of one entity's clusters (held to the end of the transaction). A
   * transaction asks PostgreSQL once per entity: a batch's records, and a write's forget, match and
   * place, take the lock they already hold without a round trip.
   */
  void lockEntity(String entityName) {
    if (!TransactionLocal.<Set<String>>value(LOCKED, HashSet::new).add(entityName)) {
      return;
    }
    jdbc.sql("select pg_advisory_xact_lock(?)")
        .param(BlockingKeys.hash("matching-clusters\u0001" + entityName))
        .query((rs, n) -> 1)
        .list();
  }

  /** Removes every pair of the record; answers the clusters they were in. */
  List<UUID> deletePairsOf(EtalonId etalonId) {
    return jdbc
        .sql("delete from matching_pairs where etalon_a = ? or etalon_b = ? returning cluster_id")
        .params(etalonId.value(), etalonId.value())
        .query(UUID.class)
        .list()
        .stream()
        .distinct()
        .toList();
  }

  /** Removes a cluster's pairs touching some records. */
  void deletePairs(UUID clusterId, Collection<EtalonId> ids) {
    UUID[] array = ids.stream().map(EtalonId::value).toArray(UUID[]::new);
    jdbc.sql(
            "delete from matching_pairs where cluster_id = ?"
                + " and (etalon_a = any(?) or etalon_b = any(?))")
        .params(clusterId, array, array)
        .update();
  }

  /** The records of each of some clusters, in the order their pairs were matched. */
  Map<UUID, Set<EtalonId>> members(Collection<UUID> clusterIds) {
    Map<UUID, Set<EtalonId>> members = new LinkedHashMap<>();
    jdbc.sql(
            "select cluster_id, etalon_a, etalon_b from matching_pairs where cluster_id = any(?)"
                + " order by matching_date, etalon_a, etalon_b")
        .param(clusterIds.toArray(UUID[]::new))
        .query(
            rs -> {
              Set<EtalonId> set =
                  members.computeIfAbsent(rs.getObject(1, UUID.class), k -> new LinkedHashSet<>());
              set.add(new EtalonId(rs.getObject(2, UUID.class)));
              set.add(new EtalonId(rs.getObject(3, UUID.class)));
            });
    return members;
  }

  List<PairRow> pairs(UUID clusterId) {
    return jdbc.sql(
            "select cluster_id, etalon_a, etalon_b, rule_name, scores::text, matching_date"
                + " from matching_pairs where cluster_id = ? order by matching_date, etalon_a,"
                + " etalon_b")
        .param(clusterId)
        .query(
            (rs, n) ->
                new PairRow(
                    rs.getObject(1, UUID.class),
                    new EtalonId(rs.getObject(2, UUID.class)),
                    new EtalonId(rs.getObject(3, UUID.class)),
                    rs.getString(4),
                    rs.getString(5),
                    rs.getObject(6, OffsetDateTime.class)))
        .list();
  }

  Optional<ClusterRow> find(UUID clusterId) {
    return jdbc.sql("select " + CLUSTER_COLUMNS + " from matching_clusters c where cluster_id = ?")
        .param(clusterId)
        .query(ClusterRepository::clusterRow)
        .optional();
  }

  /** The clusters of a set holding any of the records, oldest first. */
  List<ClusterRow> ofSetHolding(String entityName, String setName, Collection<EtalonId> ids) {
    UUID[] array = ids.stream().map(EtalonId::value).toArray(UUID[]::new);
    return jdbc.sql(
            "select "
                + CLUSTER_COLUMNS
                + " from matching_clusters c where c.entity_name = ? and c.set_name = ?"
                + " and c.cluster_id in (select cluster_id from matching_pairs"
                + " where etalon_a = any(?) union select cluster_id from matching_pairs"
                + " where etalon_b = any(?)) order by c.matching_date, c.cluster_id")
        .params(entityName, setName, array, array)
        .query(ClusterRepository::clusterRow)
        .list();
  }

  /** The clusters a record is in, newest first. */
  List<ClusterRow> holding(EtalonId etalonId) {
    return jdbc.sql(
            "select "
                + CLUSTER_COLUMNS
                + " from matching_clusters c where c.cluster_id in (select cluster_id"
                + " from matching_pairs where etalon_a = ? union select cluster_id"
                + " from matching_pairs where etalon_b = ?) order by c.matching_date desc")
        .params(etalonId.value(), etalonId.value())
        .query(ClusterRepository::clusterRow)
        .list();
  }

  /** Of these records, those in a pair of some cluster. */
  Set<EtalonId> paired(Collection<EtalonId> etalonIds) {
    UUID[] ids = etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new);
    return new HashSet<>(
        jdbc.sql(
                "select etalon_a from matching_pairs where etalon_a = any(?) union"
                    + " select etalon_b from matching_pairs where etalon_b = any(?)")
            .params(ids, ids)
            .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
            .list());
  }

  void insert(ClusterRow c) {
    jdbc.sql(
            "insert into matching_clusters (cluster_id, entity_name, set_name, rule_name,"
                + " matching_date, records_count) values (?, ?, ?, ?, ?, ?)")
        .params(
            c.clusterId(),
            c.entityName(),
            c.setName(),
            c.ruleName(),
            c.matchingDate(),
            c.recordsCount())
        .update();
  }

  void delete(UUID clusterId) {
    jdbc.sql("delete from matching_pairs where cluster_id = ?").param(clusterId).update();
    jdbc.sql("delete from matching_clusters where cluster_id = ?").param(clusterId).update();
  }

  /** Moves pairs into another cluster. */
  void movePairs(UUID from, UUID to, Collection<EtalonId> members) {
    UUID[] ids = members.stream().map(EtalonId::value).toArray(UUID[]::new);
    jdbc.sql("update matching_pairs set cluster_id = ? where cluster_id = ? and etalon_a = any(?)")
        .params(to, from, ids)
        .update();
  }

  /**
   * A new cluster with its first pairs, all matched at {@code date}, in one statement: its count is
   * the number of records the pairs hold.
   */
  void insertWithPairs(ClusterRow c, List<PairRow> pairs, OffsetDateTime date) {
    Set<EtalonId> records = new HashSet<>();
    pairs.forEach(
        p -> {
          records.add(p.a());
          records.add(p.b());
        });
    jdbc.sql(
            "with cluster as (insert into matching_clusters (cluster_id, entity_name, set_name,"
                + " rule_name, matching_date, records_count) values (?, ?, ?, ?, ?, ?)) "
                + PAIRS_INSERT)
        .params(
            c.clusterId(),
            c.entityName(),
            c.setName(),
            c.ruleName(),
            c.matchingDate(),
            records.size())
        .params(pairParams(c.clusterId(), pairs, date))
        .update();
  }

  private static final String PAIRS_INSERT =
      "insert into matching_pairs (cluster_id, etalon_a, etalon_b, rule_name, scores,"
          + " matching_date) select ?, a, b, r, s::json, ? from unnest(?::uuid[], ?::uuid[],"
          + " ?::text[], ?::text[]) as t(a, b, r, s) on conflict (cluster_id, etalon_a, etalon_b)"
          + " do update set rule_name = excluded.rule_name, scores = excluded.scores,"
          + " matching_date = excluded.matching_date";

  private static List<Object> pairParams(UUID clusterId, List<PairRow> pairs, OffsetDateTime date) {
    return List.of(
        clusterId,
        date,
        pairs.stream().map(p -> p.a().value()).toArray(UUID[]::new),
        pairs.stream().map(p -> p.b().value()).toArray(UUID[]::new),
        pairs.stream().map(PairRow::ruleName).toArray(String[]::new),
        pairs.stream().map(PairRow::scores).toArray(String[]::new));
  }

  /**
   * A page of clusters, newest first, optionally of an entity, a set, or holding a record.
   *
   * @param visible a condition on the cluster {@code c} (the user's security labels), or null
   */
  List<ClusterRow> page(
      String entityName, String setName, EtalonId holding, String visible, int offset, int limit) {
    StringBuilder sql =
        new StringBuilder("select " + CLUSTER_COLUMNS + " from matching_clusters c where true");
    List<Object> params = new java.util.ArrayList<>();
    filters(sql, params, entityName, setName, holding);
    if (visible != null) {
      sql.append(" and ").append(visible);
    }
    sql.append(" order by c.matching_date desc, c.cluster_id offset ? limit ?");
    params.add(offset);
    params.add(limit);
    return jdbc.sql(sql.toString()).params(params).query(ClusterRepository::clusterRow).list();
  }

  /** The clusters of each entity, of those {@code visible} admits; entities without none. */
  java.util.Map<String, Long> countsByEntity(String visible) {
    java.util.Map<String, Long> counts = new java.util.TreeMap<>();
    jdbc.sql(
            "select c.entity_name, count(*) from matching_clusters c where "
                + (visible == null ? "true" : visible)
                + " group by c.entity_name")
        .query(
            (java.sql.ResultSet rs) -> {
              counts.put(rs.getString(1), rs.getLong(2));
            });
    return counts;
  }

  long count(String entityName, String setName, EtalonId holding, String visible) {
    StringBuilder sql = new StringBuilder("select count(*) from matching_clusters c where true");
    List<Object> params = new java.util.ArrayList<>();
    filters(sql, params, entityName, setName, holding);
    if (visible != null) {
      sql.append(" and ").append(visible);
    }
    return jdbc.sql(sql.toString()).params(params).query(Long.class).single();
  }

  private static void filters(
      StringBuilder sql, List<Object> params, String entityName, String setName, EtalonId holding) {
    if (entityName != null) {
      sql.append(" and c.entity_name = ?");
      params.add(entityName);
    }
    if (setName != null) {
      sql.append(" and c.set_name = ?");
      params.add(setName);
    }
    if (holding != null) {
      sql.append(
          " and c.cluster_id in (select cluster_id from matching_pairs where etalon_a = ?"
              + " union select cluster_id from matching_pairs where etalon_b = ?)");
      params.add(holding.value());
      params.add(holding.value());
    }
  }

  private static ClusterRow clusterRow(java.sql.ResultSet rs, int n) throws java.sql.SQLException {
    return new ClusterRow(
        rs.getObject(1, UUID.class),
        rs.getString(2),
        rs.getString(3),
        rs.getString(4),
        rs.getObject(5, OffsetDateTime.class),
        rs.getInt(6));
  }
}
