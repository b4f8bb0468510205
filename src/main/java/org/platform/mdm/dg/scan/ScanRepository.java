package org.platform.mdm.dg.scan;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL of scans: a run's buffer of what it crawled ({@code dg_scan_buffer}), the ledger of what each
 * crawler instance wrote ({@code dg_scan_assets}) and the runs' counts ({@code dg_scan_runs}).
 */
@Repository
class ScanRepository {

  private static final TypeReference<List<PlannedLink>> LINKS = new TypeReference<>() {};
  private static final TypeReference<Map<String, Object>> VALUES = new TypeReference<>() {};

  /** The ledger's columns as {@link #written(ResultSet, int)} reads them. */
  private static final String WRITTEN =
      "select external_id, etalon_id, asset_type, values_digest, links::text, active"
          + " from dg_scan_assets";

  private final JdbcClient jdbc;
  private final JdbcTemplate batch;
  private final JsonMapper json;

  ScanRepository(JdbcClient jdbc, JdbcTemplate batch, JsonMapper json) {
    this.jdbc = jdbc;
    this.batch = batch;
    this.json = json;
  }

  /** What the ledger holds of one asset a crawler instance wrote. */
  record Written(
      String externalId,
      EtalonId etalonId,
      String assetType,
      String valuesDigest,
      List<PlannedLink> links,
      boolean active) {}

  /** A run's counts. */
  record Counts(long found, long written, long unchanged, long deleted) {

    static final Counts NONE = new Counts(0, 0, 0, 0);
  }

  void clearBuffer(long executionId) {
    jdbc.sql("delete from dg_scan_buffer where execution_id = ?").param(executionId).update();
  }

  void buffer(long executionId, List<FoundAsset> assets) {
    batch.batchUpdate(
        "insert into dg_scan_buffer (execution_id, seq, external_id, asset_type, attributes,"
            + " values_digest, links) values (?, ?, ?, ?, ?::jsonb, ?, ?::jsonb)",
        assets,
        1000,
        (ps, a) -> {
          ps.setLong(1, executionId);
          ps.setInt(2, a.seq());
          ps.setString(3, a.externalId());
          ps.setString(4, a.assetType());
          ps.setString(5, json.writeValueAsString(a.attributes()));
          ps.setString(6, a.valuesDigest());
          ps.setString(7, json.writeValueAsString(a.links()));
        });
  }

  long buffered(long executionId) {
    return jdbc.sql("select count(*) from dg_scan_buffer where execution_id = ?")
        .param(executionId)
        .query(Long.class)
        .single();
  }

  /** The buffer's next assets after {@code afterSeq}, in order. */
  List<FoundAsset> buffered(long executionId, int afterSeq, int limit) {
    return jdbc.sql(
            "select seq, external_id, asset_type, attributes::text, values_digest, links::text"
                + " from dg_scan_buffer where execution_id = ? and seq > ? order by seq limit ?")
        .params(executionId, afterSeq, limit)
        .query(
            (rs, n) ->
                new FoundAsset(
                    rs.getInt(1),
                    rs.getString(2),
                    rs.getString(3),
                    json.readValue(rs.getString(4), VALUES),
                    rs.getString(5),
                    json.readValue(rs.getString(6), LINKS)))
        .list();
  }

  /** The ledger's rows of these keys, by key. */
  Map<String, Written> written(String system, String instance, Collection<String> externalIds) {
    Map<String, Written> rows = new HashMap<>();
    jdbc.sql(
            WRITTEN
                + " where information_system = ? and crawler_instance = ? and"
                + " external_id = any(?)")
        .params(system, instance, externalIds.toArray(String[]::new))
        .query(this::written)
        .list()
        .forEach(w -> rows.put(w.externalId(), w));
    return rows;
  }

  /** The ledger's active rows a run did not find, at most {@code limit}. */
  List<Written> notFound(String system, String instance, long executionId, int limit) {
    return jdbc.sql(
            WRITTEN
                + " where information_system = ? and crawler_instance = ? and"
                + " active and last_execution <> ? order by external_id limit ?")
        .params(system, instance, executionId, limit)
        .query(this::written)
        .list();
  }

  /**
   * The instance's keys written before keys named the information system (not of the form {@link
   * AssetKeys#prefix}), active or not: their assets keep them.
   */
  Set<String> oldKeys(String system, String instance) {
    return new HashSet<>(
        jdbc.sql(
                "select external_id from dg_scan_assets where information_system = ? and"
                    + " crawler_instance = ? and not starts_with(external_id, ?)")
            .params(system, instance, AssetKeys.prefix(system, instance))
            .query(String.class)
            .list());
  }

  /** Every row of the crawler instance, active or not. */
  List<Written> all(String system, String instance) {
    return jdbc.sql(
            WRITTEN
                + " where information_system = ? and crawler_instance = ?"
                + " order by external_id")
        .params(system, instance)
        .query(this::written)
        .list();
  }

  private Written written(ResultSet rs, int n) throws SQLException {
    return new Written(
        rs.getString(1),
        new EtalonId(rs.getObject(2, UUID.class)),
        rs.getString(3),
        rs.getString(4),
        json.readValue(rs.getString(5), LINKS),
        rs.getBoolean(6));
  }

  /** Writes the rows of assets the run wrote (their links as they were), in one batch. */
  void put(
      String system,
      String instance,
      List<FoundAsset> assets,
      List<EtalonId> etalonIds,
      long executionId) {
    if (assets.isEmpty()) {
      return;
    }
    List<Object[]> rows = new java.util.ArrayList<>(assets.size());
    for (int i = 0; i < assets.size(); i++) {
      FoundAsset a = assets.get(i);
      rows.add(
          new Object[] {
            system,
            instance,
            a.externalId(),
            etalonIds.get(i).value(),
            a.assetType(),
            a.valuesDigest(),
            executionId
          });
    }
    batch.batchUpdate(
        "insert into dg_scan_assets (information_system, crawler_instance, external_id,"
            + " etalon_id, asset_type, values_digest, links, active, last_execution)"
            + " values (?, ?, ?, ?, ?, ?, '[]'::jsonb, true, ?) on conflict (information_system,"
            + " crawler_instance, external_id) do update set etalon_id = excluded.etalon_id,"
            + " asset_type = excluded.asset_type, values_digest = excluded.values_digest,"
            + " active = true, last_execution = excluded.last_execution",
        rows);
  }

  /** Marks these keys found by the run. */
  void seen(String system, String instance, Collection<String> externalIds, long executionId) {
    jdbc.sql(
            "update dg_scan_assets set last_execution = ? where information_system = ? and"
                + " crawler_instance = ? and external_id = any(?)")
        .params(executionId, system, instance, externalIds.toArray(String[]::new))
        .update();
  }

  /** The links each of these keys wrote now, in one batch. */
  void links(String system, String instance, Map<String, List<PlannedLink>> links) {
    if (links.isEmpty()) {
      return;
    }
    batch.batchUpdate(
        "update dg_scan_assets set links = ?::jsonb where information_system = ? and"
            + " crawler_instance = ? and external_id = ?",
        links.entrySet().stream()
            .map(
                e ->
                    new Object[] {
                      json.writeValueAsString(e.getValue()), system, instance, e.getKey()
                    })
            .toList());
  }

  void inactive(String system, String instance, String externalId) {
    jdbc.sql(
            "update dg_scan_assets set active = false, links = '[]'::jsonb where"
                + " information_system = ? and crawler_instance = ? and external_id = ?")
        .params(system, instance, externalId)
        .update();
  }

  void forget(String system, String instance) {
    jdbc.sql("delete from dg_scan_assets where information_system = ? and crawler_instance = ?")
        .params(system, instance)
        .update();
  }

  void begin(long executionId, String system, String instance) {
    jdbc.sql(
            "insert into dg_scan_runs (execution_id, information_system, crawler_instance)"
                + " values (?, ?, ?) on conflict (execution_id) do nothing")
        .params(executionId, system, instance)
        .update();
  }

  void count(long executionId, Counts add) {
    jdbc.sql(
            "update dg_scan_runs set found = found + ?, written = written + ?,"
                + " unchanged = unchanged + ?, deleted = deleted + ? where execution_id = ?")
        .params(add.found(), add.written(), add.unchanged(), add.deleted(), executionId)
        .update();
  }

  Map<Long, Counts> counts(Collection<Long> executionIds) {
    Map<Long, Counts> counts = new HashMap<>();
    jdbc.sql(
            "select execution_id, found, written, unchanged, deleted from dg_scan_runs"
                + " where execution_id = any(?)")
        .param(executionIds.toArray(Long[]::new))
        .query(
            (rs, n) ->
                Map.entry(
                    rs.getLong(1),
                    new Counts(rs.getLong(2), rs.getLong(3), rs.getLong(4), rs.getLong(5))))
        .list()
        .forEach(e -> counts.put(e.getKey(), e.getValue()));
    return counts;
  }
}
