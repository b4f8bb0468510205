package org.platform.mdm.matching.record;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of blocking keys. */
@Repository
public class MatchingKeysRepository {

  private final JdbcClient jdbc;

  public MatchingKeysRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /**
   * Makes the records' keys exactly these (a record absent from the map keeps none): only the keys
   * that changed are deleted or inserted; records created in this transaction have none yet.
   */
  void replace(
      Collection<EtalonId> etalonIds, Map<EtalonId, Set<Long>> keys, Set<EtalonId> created) {
    if (etalonIds.isEmpty()) {
      return;
    }
    UUID[] ids = etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new);
    UUID[] existing =
        etalonIds.stream()
            .filter(id -> !created.contains(id))
            .map(EtalonId::value)
            .toArray(UUID[]::new);
    Map<UUID, Set<Long>> stored = new HashMap<>();
    if (existing.length > 0) {
      readKeys(existing, stored);
    }
    List<UUID> goneIds = new ArrayList<>();
    List<Long> goneBlocks = new ArrayList<>();
    List<UUID> newIds = new ArrayList<>();
    List<Long> newBlocks = new ArrayList<>();
    for (UUID id : ids) {
      Set<Long> want = keys.getOrDefault(new EtalonId(id), Set.of());
      Set<Long> have = stored.getOrDefault(id, Set.of());
      for (Long block : have) {
        if (!want.contains(block)) {
          goneIds.add(id);
          goneBlocks.add(block);
        }
      }
      for (Long block : want) {
        if (!have.contains(block)) {
          newIds.add(id);
          newBlocks.add(block);
        }
      }
    }
    if (!goneIds.isEmpty()) {
      jdbc.sql(
              "delete from matching_keys k using unnest(?::bigint[], ?::uuid[]) as g(block, id)"
                  + " where k.block = g.block and k.etalon_id = g.id")
          .params(goneBlocks.toArray(Long[]::new), goneIds.toArray(UUID[]::new))
          .update();
    }
    if (!newIds.isEmpty()) {
      jdbc.sql(
              "insert into matching_keys (block, etalon_id)"
                  + " select * from unnest(?::bigint[], ?::uuid[]) on conflict do nothing")
          .params(newBlocks.toArray(Long[]::new), newIds.toArray(UUID[]::new))
          .update();
    }
  }

  private void readKeys(UUID[] ids, Map<UUID, Set<Long>> stored) {
    jdbc.sql("select etalon_id, block from matching_keys where etalon_id = any(?)")
        .param(ids)
        .query(
            rs -> {
              stored
                  .computeIfAbsent(rs.getObject(1, UUID.class), k -> new HashSet<>())
                  .add(rs.getLong(2));
            });
  }

  /**
   * The records sharing a key with one, at most {@code limit} (a huge block, a default value many
   * records carry, is cut).
   */
  List<EtalonId> candidates(EtalonId etalonId, Collection<Long> keys, int limit) {
    if (keys.isEmpty()) {
      return List.of();
    }
    // The rows of the record's blocks are read first, by the primary key, and only then made
    // distinct: "distinct ... limit" alone let PostgreSQL walk the whole etalon_id index in order
    // and filter every row by block (80-100 ms a write on 200,000 records, under the entity's
    // matching lock). No limit inside: with one, stale statistics could make a scan of the table
    // that stops at the limit look cheaper, and a record's blocks rarely hold more than a few rows.
    return jdbc.sql(
            "with shared as materialized (select etalon_id from matching_keys"
                + " where block = any(?) and etalon_id <> ?)"
                + " select distinct etalon_id from shared limit ?")
        .params(keys.toArray(Long[]::new), etalonId.value(), limit)
        .query((rs, n) -> new EtalonId(rs.getObject(1, UUID.class)))
        .list();
  }

  /**
   * For each of these records, at most {@code limit} other records sharing one of its keys (what
   * {@link #candidates} finds for one record from its stored keys).
   */
  Map<EtalonId, List<EtalonId>> candidatesOf(Collection<EtalonId> etalonIds, int limit) {
    return sharing(etalonIds, "<>", limit);
  }

  /** For each record of a batch, the records after it (in id order) sharing one of its keys. */
  public Map<EtalonId, List<EtalonId>> laterCandidates(Collection<EtalonId> etalonIds, int limit) {
    return sharing(etalonIds, ">", limit);
  }

  /**
   * Each record's records {@code b} sharing a key, {@code b.etalon_id <comparison> a.etalon_id}.
   */
  private Map<EtalonId, List<EtalonId>> sharing(
      Collection<EtalonId> etalonIds, String comparison, int limit) {
    Map<EtalonId, List<EtalonId>> found = new HashMap<>();
    jdbc.sql(
            "select a.etalon_id, b.etalon_id from matching_keys a join matching_keys b"
                + " on b.block = a.block and b.etalon_id "
                + comparison
                + " a.etalon_id where a.etalon_id = any(?) group by 1, 2")
        .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query(
            rs -> {
              List<EtalonId> list =
                  found.computeIfAbsent(
                      new EtalonId(rs.getObject(1, UUID.class)), k -> new ArrayList<>());
              if (list.size() < limit) {
                list.add(new EtalonId(rs.getObject(2, UUID.class)));
              }
            });
    return found;
  }

  /**
   * Brings the planner's statistics of the keys up to date: after a bulk run wrote a register's
   * keys, the candidates' statements were planned for the table as it was before (a scan of every
   * key per batch where a look-up of each block does).
   */
  public void analyze() {
    jdbc.sql("analyze matching_keys").update();
  }

  void delete(Collection<EtalonId> etalonIds) {
    jdbc.sql("delete from matching_keys where etalon_id = any(?)")
        .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
        .update();
  }
}
