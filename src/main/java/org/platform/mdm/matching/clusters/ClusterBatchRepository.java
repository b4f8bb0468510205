package org.platform.mdm.matching.clusters;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.matching.clusters.ClusterRepository.ClusterRow;
import org.platform.mdm.matching.clusters.ClusterRepository.PairRow;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of placements: each kind of change to any number of clusters and pairs in one statement. */
@Repository
class ClusterBatchRepository {

  private final JdbcClient jdbc;

  ClusterBatchRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** A record held by a cluster. */
  record Membership(UUID clusterId, EtalonId etalonId) {}

  /** Which of the records clusters of a set hold, oldest cluster first. */
  List<Membership> membershipsInSet(String entityName, String setName, Collection<EtalonId> ids) {
    UUID[] array = ids.stream().map(EtalonId::value).toArray(UUID[]::new);
    return jdbc.sql(
            "select c.cluster_id, m.etalon_id from (select cluster_id, etalon_a as etalon_id"
                + " from matching_pairs where etalon_a = any(?) union select cluster_id, etalon_b"
                + " from matching_pairs where etalon_b = any(?)) m join matching_clusters c"
                + " on c.cluster_id = m.cluster_id where c.entity_name = ? and c.set_name = ?"
                + " order by c.matching_date, c.cluster_id")
        .params(array, array, entityName, setName)
        .query(
            (rs, n) ->
                new Membership(
                    rs.getObject(1, UUID.class), new EtalonId(rs.getObject(2, UUID.class))))
        .list();
  }

  /** Moves every pair of each cluster (a key) into another (its value) and removes the emptied. */
  void mergeAll(Map<UUID, UUID> into) {
    if (into.isEmpty()) {
      return;
    }
    UUID[] from = into.keySet().toArray(UUID[]::new);
    jdbc.sql(
            "update matching_pairs p set cluster_id = m.to_id from unnest(?::uuid[], ?::uuid[])"
                + " as m(from_id, to_id) where p.cluster_id = m.from_id")
        .params(from, into.values().toArray(UUID[]::new))
        .update();
    jdbc.sql("delete from matching_clusters where cluster_id = any(?)").param(from).update();
  }

  /** New clusters made at {@code date}, counted later ({@link #recountAll}). */
  void insertAll(List<ClusterRow> rows, OffsetDateTime date) {
    if (rows.isEmpty()) {
      return;
    }
    jdbc.sql(
            "insert into matching_clusters (cluster_id, entity_name, set_name, rule_name,"
                + " matching_date, records_count) select c, e, s, r, ?, 0 from unnest(?::uuid[],"
                + " ?::text[], ?::text[], ?::text[]) as t(c, e, s, r)")
        .params(
            date,
            rows.stream().map(ClusterRow::clusterId).toArray(UUID[]::new),
            rows.stream().map(ClusterRow::entityName).toArray(String[]::new),
            rows.stream().map(ClusterRow::setName).toArray(String[]::new),
            rows.stream().map(ClusterRow::ruleName).toArray(String[]::new))
        .update();
  }

  /**
   * Pairs of any clusters matched at {@code date}, in one statement; a pair already there takes the
   * new rule and scores (of a pair given twice, the last).
   */
  void insertPairs(List<PairRow> pairs, OffsetDateTime date) {
    Map<List<Object>, PairRow> distinct = new LinkedHashMap<>();
    pairs.forEach(p -> distinct.put(List.of(p.clusterId(), p.a(), p.b()), p));
    if (distinct.isEmpty()) {
      return;
    }
    List<PairRow> rows = List.copyOf(distinct.values());
    jdbc.sql(
            "insert into matching_pairs (cluster_id, etalon_a, etalon_b, rule_name, scores,"
                + " matching_date) select c, a, b, r, s::json, ? from unnest(?::uuid[],"
                + " ?::uuid[], ?::uuid[], ?::text[], ?::text[]) as t(c, a, b, r, s)"
                + " on conflict (cluster_id, etalon_a, etalon_b) do update set"
                + " rule_name = excluded.rule_name, scores = excluded.scores,"
                + " matching_date = excluded.matching_date")
        .params(
            date,
            rows.stream().map(PairRow::clusterId).toArray(UUID[]::new),
            rows.stream().map(p -> p.a().value()).toArray(UUID[]::new),
            rows.stream().map(p -> p.b().value()).toArray(UUID[]::new),
            rows.stream().map(PairRow::ruleName).toArray(String[]::new),
            rows.stream().map(PairRow::scores).toArray(String[]::new))
        .update();
  }

  /** Counts the clusters' records again. */
  void recountAll(Collection<UUID> clusterIds) {
    if (clusterIds.isEmpty()) {
      return;
    }
    jdbc.sql(
            "update matching_clusters c set records_count = (select count(*) from (select etalon_a"
                + " from matching_pairs where cluster_id = c.cluster_id union select etalon_b"
                + " from matching_pairs where cluster_id = c.cluster_id) m)"
                + " where c.cluster_id = any(?)")
        .param(clusterIds.toArray(UUID[]::new))
        .update();
  }
}
