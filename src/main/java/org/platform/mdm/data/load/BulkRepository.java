package org.platform.mdm.data.load;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordRepository;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The statements of a bulk load: one per batch and table, never one per record. */
@Repository
class BulkRepository {

  private final JdbcClient jdbc;
  private final JsonMapper json;

  BulkRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /**
   * Keeps the planner to key look-ups for the rest of the transaction. During a bulk load the
   * tables grow faster than their statistics, and a statement for a few dozen etalons was planned
   * as a scan of every partition (hundreds of milliseconds a batch, growing with the table): every
   * statement of a batch names its rows by key, so a scan is never the right plan here.
   */
  void keyAccessOnly() {
    jdbc.sql(
            "select set_config('enable_seqscan', 'off', true),"
                + " set_config('enable_hashjoin', 'off', true),"
                + " set_config('enable_mergejoin', 'off', true)")
        .query()
        .listOfRows();
  }

  /** An external key as (entity, source system, external id). */
  record Key(String entityName, String sourceSystem, String externalId) {}

  /** The existing keys among the given ones. */
  Map<Key, RecordRepository.KeyRow> keys(Collection<Key> keys) {
    Map<Key, RecordRepository.KeyRow> found = new HashMap<>();
    if (keys.isEmpty()) {
      return found;
    }
    jdbc.sql(
            "select k.entity_name, k.source_system, k.external_id, k.etalon_id, k.origin_id,"
                + " k.initial_owner from external_keys k"
                + " join unnest(?::text[], ?::text[], ?::text[]) as u(e, s, x)"
                + " on k.entity_name = u.e and k.source_system = u.s and k.external_id = u.x")
        .params(
            keys.stream().map(Key::entityName).toArray(String[]::new),
            keys.stream().map(Key::sourceSystem).toArray(String[]::new),
            keys.stream().map(Key::externalId).toArray(String[]::new))
        .query(
            (rs, n) ->
                new RecordRepository.KeyRow(
                    rs.getString(1),
                    rs.getString(2),
                    rs.getString(3),
                    new EtalonId(rs.getObject(4, UUID.class)),
                    rs.getObject(5, UUID.class),
                    new EtalonId(rs.getObject(6, UUID.class))))
        .list()
        .forEach(k -> found.put(new Key(k.entityName(), k.sourceSystem(), k.externalId()), k));
    return found;
  }

  /**
   * Every origin with its revisions, per etalon. The revisions are read per etalon (a lateral join:
   * an index look-up in the one partition of each id), never by scanning a partition with a list.
   */
  Map<EtalonId, List<OriginHistory>> histories(Collection<EtalonId> etalons) {
    Map<EtalonId, List<OriginHistory>> result = new HashMap<>();
    if (etalons.isEmpty()) {
      return result;
    }
    UUID[] ids = etalons.stream().map(EtalonId::value).toArray(UUID[]::new);
    // The origins (key rows) first: the revisions take their source system and external id.
    Map<UUID, Origin> origins = origins(ids);
    Map<UUID, List<OriginRevision>> revisions = revisions(ids, origins);
    origins
        .values()
        .forEach(
            o ->
                result
                    .computeIfAbsent(o.etalonId(), k -> new ArrayList<>())
                    .add(
                        new OriginHistory(
                            o.originId(),
                            o.sourceSystem(),
                            o.externalId(),
                            o.status(),
                            revisions.getOrDefault(o.originId(), List.of()))));
    return result;
  }

  private static final String ORIGINS =
      "select etalon_id, origin_id, source_system, external_id, status from external_keys"
          + " where etalon_id = any(?)";

  /** The origins of the etalons, by id. */
  private Map<UUID, Origin> origins(UUID[] ids) {
    Map<UUID, Origin> origins = new HashMap<>();
    jdbc.sql(ORIGINS)
        .param(ids)
        .query(
            (rs, n) ->
                new Origin(
                    new EtalonId(rs.getObject(1, UUID.class)),
                    rs.getObject(2, UUID.class),
                    rs.getString(3),
                    rs.getString(4),
                    RecordStatus.valueOf(rs.getString(5))))
        .list()
        .forEach(o -> origins.put(o.originId(), o));
    return origins;
  }

  private static final String REVISIONS =
      "select r.origin_id, r.revision, r.seq,"
          + " case when isfinite(r.valid_from)"
          + " then (extract(epoch from r.valid_from) * 1000)::bigint end,"
          + " case when isfinite(r.valid_to)"
          + " then (extract(epoch from r.valid_to) * 1000)::bigint end,"
          + " r.status, r.data::text from unnest(?::uuid[]) as u(id)"
          + " cross join lateral"
          + " (select * from revisions r where r.etalon_id = u.id offset 0) r";

  /** The revisions of the etalons, by origin. */
  private Map<UUID, List<OriginRevision>> revisions(UUID[] ids, Map<UUID, Origin> origins) {
    Map<UUID, List<OriginRevision>> revisions = new HashMap<>();
    jdbc.sql(REVISIONS)
        .param(ids)
        .query((rs, n) -> revision(rs, origins.get(rs.getObject(1, UUID.class))))
        .list()
        .forEach(r -> revisions.computeIfAbsent(r.originId(), k -> new ArrayList<>()).add(r));
    return revisions;
  }

  private OriginRevision revision(ResultSet rs, Origin origin) throws SQLException {
    Map<String, JsonNode> values = new LinkedHashMap<>();
    json.readTree(rs.getString(7)).properties().forEach(e -> values.put(e.getKey(), e.getValue()));
    long from = rs.getLong(4);
    long fromValue = rs.wasNull() ? Period.UNBOUNDED_FROM : from;
    long to = rs.getLong(5);
    long toValue = rs.wasNull() ? Period.UNBOUNDED_TO : to;
    return new OriginRevision(
        origin.originId(),
        origin.sourceSystem(),
        origin.externalId(),
        rs.getInt(2),
        rs.getLong(3),
        new Period(fromValue, toValue),
        RecordStatus.valueOf(rs.getString(6)),
        values);
  }

  /** An origin as its key row holds it. */
  private record Origin(
      EtalonId etalonId,
      UUID originId,
      String sourceSystem,
      String externalId,
      RecordStatus status) {}

  void deleteTimelines(Collection<EtalonId> etalons) {
    if (!etalons.isEmpty()) {
      jdbc.sql("delete from timeline where etalon_id = any(?)")
          .param(etalons.stream().map(EtalonId::value).toArray(UUID[]::new))
          .update();
    }
  }
}
