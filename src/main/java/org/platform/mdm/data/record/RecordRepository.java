package org.platform.mdm.data.record;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.StatusTransition;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL of a record's identity: its etalon row (status with its history, version, audit fields) and
 * its external keys (each key row is an origin).
 */
@Repository
public class RecordRepository {

  private static final String KEY_COLUMNS =
      "entity_name, source_system, external_id, etalon_id, origin_id, initial_owner";
  public static final String ETALON_COLUMNS =
      "etalon_id, entity_name, status, create_date, created_by, update_date, updated_by, version";

  private final JdbcClient jdbc;
  private final ObjectProvider<ArchivedRevisions> archive;
  private final StatusTransitions transitions;

  RecordRepository(
      JdbcClient jdbc, ObjectProvider<ArchivedRevisions> archive, StatusTransitions transitions) {
    this.jdbc = jdbc;
    this.archive = archive;
    this.transitions = transitions;
  }

  /** An external key and the origin and etalon it belongs to. */
  public record KeyRow(
      String entityName,
      String sourceSystem,
      String externalId,
      EtalonId etalonId,
      UUID originId,
      EtalonId initialOwner) {}

  /** An etalon's row: its entity, current status and audit fields. */
  public record EtalonRow(
      EtalonId etalonId,
      String entityName,
      RecordStatus status,
      OffsetDateTime createDate,
      String createdBy,
      OffsetDateTime updateDate,
      String updatedBy,
      long version) {}

  public Optional<KeyRow> findKey(String entityName, String sourceSystem, String externalId) {
    return jdbc.sql(
            "select "
                + KEY_COLUMNS
                + " from external_keys where entity_name = ? and source_system = ?"
                + " and external_id = ?")
        .params(entityName, sourceSystem, externalId)
        .query(RecordRepository::keyRow)
        .optional();
  }

  /** The key and its etalon's row, locked until the transaction ends. */
  Optional<Map.Entry<KeyRow, EtalonRow>> lockByKey(
      String entityName, String sourceSystem, String externalId) {
    return jdbc.sql(
            "select k.entity_name, k.source_system, k.external_id, k.etalon_id, k.origin_id,"
                + " k.initial_owner, e.status, e.create_date, e.created_by, e.update_date,"
                + " e.updated_by, e.version, e.entity_name as etalon_entity"
                + " from external_keys k join etalons e on e.etalon_id = k.etalon_id"
                + " where k.entity_name = ? and k.source_system = ? and k.external_id = ?"
                + " for update of e")
        .params(entityName, sourceSystem, externalId)
        .query(
            (rs, n) -> {
              KeyRow key = keyRow(rs, n);
              return Map.entry(
                  key,
                  new EtalonRow(
                      key.etalonId(),
                      rs.getString("etalon_entity"),
                      RecordStatus.valueOf(rs.getString("status")),
                      rs.getObject("create_date", OffsetDateTime.class),
                      rs.getString("created_by"),
                      rs.getObject("update_date", OffsetDateTime.class),
                      rs.getString("updated_by"),
                      rs.getLong("version")));
            })
        .optional();
  }

  public List<KeyRow> keys(EtalonId etalonId) {
    return jdbc.sql(
            "select "
                + KEY_COLUMNS
                + " from external_keys where etalon_id = ? order by source_system, external_id")
        .param(etalonId.value())
        .query(RecordRepository::keyRow)
        .list();
  }

  /**
   * Claims an external key for a new origin of an etalon (the key row is the origin). False when
   * the key exists already (another transaction may have claimed it a moment ago: the caller reads
   * it again).
   */
  boolean insertKey(KeyRow key, OffsetDateTime now, String user) {
    return jdbc.sql(
                "insert into external_keys (entity_name, source_system, external_id, etalon_id,"
                    + " origin_id, initial_owner, create_date, status, created_by)"
                    + " values (?, ?, ?, ?, ?, ?, ?, 'ACTIVE', ?) on conflict do nothing")
            .params(
                key.entityName(),
                key.sourceSystem(),
                key.externalId(),
                key.etalonId().value(),
                key.originId(),
                key.initialOwner().value(),
                now,
                user)
            .update()
        == 1;
  }

  /** The etalon's row, locked until the transaction ends: writes to one etalon serialize here. */
  public Optional<EtalonRow> lockEtalon(EtalonId etalonId) {
    return jdbc.sql("select " + ETALON_COLUMNS + " from etalons where etalon_id = ? for update")
        .param(etalonId.value())
        .query(RecordRepository::etalonRow)
        .optional();
  }

  /**
   * Locks the etalons (in id order, so that concurrent loads never deadlock); entity and status.
   */
  public Map<EtalonId, EtalonRow> lockEtalons(Collection<EtalonId> etalons) {
    Map<EtalonId, EtalonRow> rows = new LinkedHashMap<>();
    if (etalons.isEmpty()) {
      return rows;
    }
    jdbc.sql(
            "select etalon_id, entity_name, status from etalons where etalon_id = any(?)"
                + " order by etalon_id for update")
        .param(etalons.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query(
            (rs, n) ->
                new EtalonRow(
                    new EtalonId(rs.getObject(1, UUID.class)),
                    rs.getString(2),
                    RecordStatus.valueOf(rs.getString(3)),
                    null,
                    null,
                    null,
                    null,
                    0))
        .list()
        .forEach(e -> rows.put(e.etalonId(), e));
    return rows;
  }

  /** The next {@code count} values of the creation-order sequence, ascending. */
  public long[] nextSeqs(int count) {
    return jdbc
        .sql("select nextval('record_seq') from generate_series(1, ?)")
        .param(count)
        .query(Long.class)
        .list()
        .stream()
        .mapToLong(Long::longValue)
        .sorted()
        .toArray();
  }

  public Optional<EtalonRow> findEtalon(EtalonId etalonId) {
    return jdbc.sql("select " + ETALON_COLUMNS + " from etalons where etalon_id = ?")
        .param(etalonId.value())
        .query(RecordRepository::etalonRow)
        .optional();
  }

  /** Moves these etalons' version and update date on (their values did not change). */
  public void touchEtalons(Collection<EtalonId> etalons, OffsetDateTime now, String user) {
    if (!etalons.isEmpty()) {
      jdbc.sql(
              "update etalons set update_date = ?, updated_by = ?, version = version + 1"
                  + " where etalon_id = any(?)")
          .params(now, user, etalons.stream().map(EtalonId::value).toArray(UUID[]::new))
          .update();
    }
  }

  public void touchEtalon(EtalonId etalonId, OffsetDateTime now, String user) {
    jdbc.sql(
            "update etalons set update_date = ?, updated_by = ?, version = version + 1"
                + " where etalon_id = ?")
        .params(now, user, etalonId.value())
        .update();
  }

  /**
   * Changes the etalon's status, stamping its update date, author and version, keeps the change in
   * its status history, and tells the {@link org.platform.mdm.data.DataStatusTransitionHandler}s
   * (through {@link StatusTransitions}, before the transaction commits): every status change of a
   * record passes here.
   */
  public void changeStatus(
      EtalonId etalonId, RecordStatus status, String operation, OffsetDateTime now, String user) {
    List<String[]> before =
        jdbc.sql(
                "with old as (select status, entity_name from etalons where etalon_id = ?)"
                    + " update etalons set status = ?, update_date = ?, updated_by = ?,"
                    + " version = version + 1 where etalon_id = ?"
                    + " returning (select status from old), (select entity_name from old)")
            .params(etalonId.value(), status.name(), now, user, etalonId.value())
            .query((rs, i) -> new String[] {rs.getString(1), rs.getString(2)})
            .list();
    jdbc.sql(
            "insert into etalon_statuses (etalon_id, seq, status, operation, create_date,"
                + " created_by) values (?, nextval('record_seq'), ?, ?, ?, ?)")
        .params(etalonId.value(), status.name(), operation, now, user)
        .update();
    for (String[] row : before) {
      transitions.made(
          new StatusTransition(
              etalonId, row[1], RecordStatus.valueOf(row[0]), status, operation, user, now));
    }
  }

  /**
   * The etalon's status as it was known at a moment: its last change up to then, ACTIVE when it
   * existed but had no change yet, empty when it did not exist yet.
   */
  public Optional<RecordStatus> statusKnownAt(EtalonId etalonId, OffsetDateTime knownAt) {
    return jdbc
        .sql(
            "select coalesce((select status from etalon_statuses where etalon_id = ?"
                + " and create_date <= ? order by seq desc limit 1),"
                + " (select 'ACTIVE' from etalons where etalon_id = ? and create_date <= ?))")
        .params(etalonId.value(), knownAt, etalonId.value(), knownAt)
        .query((rs, n) -> rs.getString(1))
        .list()
        .stream()
        .filter(java.util.Objects::nonNull)
        .findFirst()
        .map(RecordStatus::valueOf);
  }

  /** The operation of the etalon's last status change, if it had one. */
  public Optional<String> lastStatusOperation(EtalonId etalonId) {
    return jdbc.sql(
            "select operation from etalon_statuses where etalon_id = ? order by seq desc limit 1")
        .param(etalonId.value())
        .query(String.class)
        .optional();
  }

  /**
   * The etalon's version and its keys in key order, in one statement (a write's notification asks
   * for both); empty when the etalon is gone.
   */
  public Optional<Map.Entry<Long, List<KeyRow>>> versionAndKeys(EtalonId etalonId) {
    Long[] version = {null};
    List<KeyRow> keys = new ArrayList<>();
    jdbc.sql(
            "select e.version, k.entity_name, k.source_system, k.external_id, k.etalon_id,"
                + " k.origin_id, k.initial_owner from etalons e left join external_keys k on"
                + " k.etalon_id = e.etalon_id where e.etalon_id = ?"
                + " order by k.source_system, k.external_id")
        .param(etalonId.value())
        .query(
            rs -> {
              version[0] = rs.getLong("version");
              if (rs.getString("source_system") != null) {
                keys.add(keyRow(rs, 0));
              }
            });
    return version[0] == null ? Optional.empty() : Optional.of(Map.entry(version[0], keys));
  }

  /** The versions of several etalons, by etalon. */
  public Map<EtalonId, Long> versions(Collection<EtalonId> etalonIds) {
    Map<EtalonId, Long> versions = new HashMap<>();
    jdbc.sql("select etalon_id, version from etalons where etalon_id = any(?)")
        .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query((rs, n) -> versions.put(new EtalonId(rs.getObject(1, UUID.class)), rs.getLong(2)))
        .list();
    return versions;
  }

  /** The entity of each of these etalons that exists, in one statement. */
  public Map<EtalonId, String> entityNames(Collection<EtalonId> etalonIds) {
    Map<EtalonId, String> entities = new HashMap<>();
    if (!etalonIds.isEmpty()) {
      jdbc.sql("select etalon_id, entity_name from etalons where etalon_id = any(?)")
          .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
          .query(
              rs -> {
                entities.put(new EtalonId(rs.getObject(1, UUID.class)), rs.getString(2));
              });
    }
    return entities;
  }

  /** The keys of several etalons, by etalon. */
  public Map<EtalonId, List<KeyRow>> keys(Collection<EtalonId> etalonIds) {
    Map<EtalonId, List<KeyRow>> keys = new HashMap<>();
    if (etalonIds.isEmpty()) {
      return keys;
    }
    jdbc.sql(
            "select "
                + KEY_COLUMNS
                + " from external_keys where etalon_id = any(?)"
                + " order by source_system, external_id")
        .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query(RecordRepository::keyRow)
        .list()
        .forEach(k -> keys.computeIfAbsent(k.etalonId(), e -> new ArrayList<>()).add(k));
    return keys;
  }

  /**
   * Removes the etalon and everything of it: keys (origins) with their moves, revisions, statuses,
   * timeline.
   */
  public void wipe(EtalonId etalonId) {
    ArchivedRevisions archived = archive.getIfAvailable();
    if (archived != null && archived.readable()) {
      archived.forgetAfterCommit(
          jdbc.sql("select origin_id from external_keys where etalon_id = ?")
              .param(etalonId.value())
              .query(UUID.class)
              .list());
    }
    jdbc.sql(
            "delete from origin_moves where origin_id in"
                + " (select origin_id from external_keys where etalon_id = ?)")
        .param(etalonId.value())
        .update();
    for (String table :
        List.of("timeline", "revisions", "etalon_statuses", "external_keys", "etalons")) {
      jdbc.sql("delete from " + table + " where etalon_id = ?").param(etalonId.value()).update();
    }
  }

  /** Whether any record of the entity exists (the data model may not remove such an entity). */
  public boolean hasRecords(String entityName) {
    return jdbc.sql("select exists (select 1 from external_keys where entity_name = ?)")
        .param(entityName)
        .query(Boolean.class)
        .single();
  }

  private static KeyRow keyRow(ResultSet rs, int n) throws SQLException {
    return new KeyRow(
        rs.getString("entity_name"),
        rs.getString("source_system"),
        rs.getString("external_id"),
        new EtalonId(rs.getObject("etalon_id", UUID.class)),
        rs.getObject("origin_id", UUID.class),
        new EtalonId(rs.getObject("initial_owner", UUID.class)));
  }

  public static EtalonRow etalonRow(ResultSet rs, int n) throws SQLException {
    return new EtalonRow(
        new EtalonId(rs.getObject("etalon_id", UUID.class)),
        rs.getString("entity_name"),
        RecordStatus.valueOf(rs.getString("status")),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("created_by"),
        rs.getObject("update_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getLong("version"));
  }
}
