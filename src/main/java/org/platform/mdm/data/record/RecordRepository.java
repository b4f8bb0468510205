package org.platform.mdm.data.record;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordStatus;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** SQL of the record tables. Unbounded validity is stored as ±infinity and read back as null. */
@Repository
public class RecordRepository {

  private static final String FROM = "coalesce(?, '-infinity'::timestamptz)";
  private static final String TO = "coalesce(?, 'infinity'::timestamptz)";
  // The aliases hide the columns of the same name: order by t.valid_from, never by valid_from.
  private static final String READ_FROM =
      "case when isfinite(valid_from) then valid_from end as valid_from";
  private static final String READ_TO =
      "case when isfinite(valid_to) then valid_to end as valid_to";

  private static final String KEY_COLUMNS =
      "entity_name, source_system, external_id, etalon_id, origin_id, initial_owner";
  public static final String ETALON_COLUMNS =
      "etalon_id, entity_name, status, create_date, created_by, update_date, updated_by, version";

  // An etalon's revisions with their origins (an origin is its key row).
  private static final String REVISIONS =
      "select r.origin_id, o.source_system, o.external_id, r.revision, r.seq,"
          + " case when isfinite(r.valid_from) then r.valid_from end as valid_from,"
          + " case when isfinite(r.valid_to) then r.valid_to end as valid_to,"
          + " r.status, o.status as origin_status, r.operation, r.data::text as data,"
          + " r.create_date, r.created_by";
  private static final String REVISIONS_FROM =
      " from revisions r join external_keys o"
          + " on o.etalon_id = r.etalon_id and o.origin_id = r.origin_id";

  private final JdbcClient jdbc;
  private final JsonMapper json;

  RecordRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
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

  /** A stored revision with what the origins endpoint shows. */
  public record RevisionRow(
      OriginRevision revision,
      RecordStatus originStatus,
      String operation,
      OffsetDateTime createDate,
      String createdBy) {}

  /** A stored timeline interval. */
  public record IntervalRow(
      Period period, boolean active, JsonNode data, JsonNode contributors, JsonNode winners) {}

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

  public Optional<EtalonRow> findEtalon(EtalonId etalonId) {
    return jdbc.sql("select " + ETALON_COLUMNS + " from etalons where etalon_id = ?")
        .param(etalonId.value())
        .query(RecordRepository::etalonRow)
        .optional();
  }

  public void touchEtalon(EtalonId etalonId, OffsetDateTime now, String user) {
    jdbc.sql(
            "update etalons set update_date = ?, updated_by = ?, version = version + 1"
                + " where etalon_id = ?")
        .params(now, user, etalonId.value())
        .update();
  }

  /**
   * Changes the etalon's status, stamping its update date, author and version, and keeps the change
   * in its status history.
   */
  public void changeStatus(
      EtalonId etalonId, RecordStatus status, String operation, OffsetDateTime now, String user) {
    jdbc.sql(
            "update etalons set status = ?, update_date = ?, updated_by = ?, version = version + 1"
                + " where etalon_id = ?")
        .params(status.name(), now, user, etalonId.value())
        .update();
    jdbc.sql(
            "insert into etalon_statuses (etalon_id, seq, status, operation, create_date,"
                + " created_by) values (?, nextval('record_seq'), ?, ?, ?, ?)")
        .params(etalonId.value(), status.name(), operation, now, user)
        .update();
  }

  /**
   * The etalon's status as it was known at a moment: its last change up to then, ACTIVE when it
   * existed but had no change yet, empty when it did not exist yet.
   */
  Optional<RecordStatus> statusKnownAt(EtalonId etalonId, OffsetDateTime knownAt) {
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

  /** The versions of several etalons, by etalon. */
  public Map<EtalonId, Long> versions(Collection<EtalonId> etalonIds) {
    Map<EtalonId, Long> versions = new HashMap<>();
    jdbc.sql("select etalon_id, version from etalons where etalon_id = any(?)")
        .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
        .query((rs, n) -> versions.put(new EtalonId(rs.getObject(1, UUID.class)), rs.getLong(2)))
        .list();
    return versions;
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

  /** A revision to append to an origin. */
  record NewRevision(
      UUID originId,
      Period period,
      RecordStatus status,
      String operation,
      Map<String, JsonNode> values) {}

  /**
   * Appends a revision to an origin (its number is the origin's next one). With {@code touch}, the
   * same statement also stamps the etalon's update date, author and version.
   */
  void insertRevision(
      EtalonId etalonId, NewRevision revision, OffsetDateTime now, String user, boolean touch) {
    List<Object> params = new ArrayList<>();
    String touched = touch ? "with " + touch(etalonId, now, user, params) + " " : "";
    String insert = revisionInsert(etalonId, revision, now, user, params);
    jdbc.sql(touched + insert).params(params).update();
  }

  /**
   * Appends a revision like {@link #insertRevision} and reads the etalon's history with it, in one
   * statement: what a write to an existing record needs to rebuild its timeline and to answer.
   */
  EtalonHistory appendAndRead(
      EtalonId etalonId, NewRevision revision, OffsetDateTime now, String user, boolean touch) {
    List<Object> params = new ArrayList<>();
    String touched = touch ? touch(etalonId, now, user, params) + ", " : "";
    String insert = revisionInsert(etalonId, revision, now, user, params);
    params.add(etalonId.value());
    // The statement's snapshot does not see its own insert: the new row comes from RETURNING.
    return history(
        "with " + touched + "ins as (" + insert + " returning *)",
        params,
        "(select * from revisions where etalon_id = ? union all select * from ins)",
        etalonId);
  }

  /** A common table expression that stamps the etalon's update date, author and version. */
  private static String touch(
      EtalonId etalonId, OffsetDateTime now, String user, List<Object> params) {
    params.addAll(List.of(now, user, etalonId.value()));
    return "touched as (update etalons set update_date = ?, updated_by = ?,"
        + " version = version + 1 where etalon_id = ?)";
  }

  private String revisionInsert(
      EtalonId etalonId,
      NewRevision revision,
      OffsetDateTime now,
      String user,
      List<Object> params) {
    params.addAll(
        java.util.Arrays.asList(
            etalonId.value(),
            revision.originId(),
            Period.utc(revision.period().from(), Period.UNBOUNDED_FROM),
            Period.utc(revision.period().to(), Period.UNBOUNDED_TO),
            revision.status().name(),
            revision.operation(),
            json.writeValueAsString(revision.values()),
            now,
            user,
            etalonId.value(),
            revision.originId()));
    return "insert into revisions (etalon_id, origin_id, revision, seq, valid_from, valid_to,"
        + " status, operation, data, create_date, created_by)"
        + " select ?, ?, coalesce(max(revision), 0) + 1, nextval('record_seq'), "
        + FROM
        + ", "
        + TO
        + ", ?, ?, ?::json, ?, ? from revisions where etalon_id = ? and origin_id = ?";
  }

  /** An etalon's origins with all their revisions, and its external keys. */
  public record EtalonHistory(List<OriginHistory> origins, List<KeyRow> keys) {}

  /**
   * The etalon's origins with all their revisions and its keys, read in one statement: what a write
   * needs to rebuild the timeline and to answer.
   */
  public EtalonHistory history(EtalonId etalonId) {
    return history("", new ArrayList<>(), "revisions", etalonId);
  }

  private EtalonHistory history(
      String with, List<Object> params, String revisions, EtalonId etalonId) {
    Map<UUID, KeyRow> keys = new HashMap<>();
    params.add(etalonId.value());
    List<RevisionRow> rows =
        jdbc.sql(
                with
                    + " "
                    + REVISIONS
                    + ", o.entity_name, o.initial_owner from "
                    + revisions
                    + " r join external_keys o"
                    + " on o.etalon_id = r.etalon_id and o.origin_id = r.origin_id"
                    + " where r.etalon_id = ? order by r.seq")
            .params(params)
            .query(
                (rs, n) -> {
                  RevisionRow row = revisionRow(rs, n);
                  UUID origin = row.revision().originId();
                  if (!keys.containsKey(origin)) {
                    keys.put(
                        origin,
                        new KeyRow(
                            rs.getString("entity_name"),
                            row.revision().sourceSystem(),
                            row.revision().externalId(),
                            etalonId,
                            origin,
                            new EtalonId(rs.getObject("initial_owner", UUID.class))));
                  }
                  return row;
                })
            .list();
    List<KeyRow> sorted = new ArrayList<>(keys.values());
    sorted.sort(
        java.util.Comparator.comparing(KeyRow::sourceSystem).thenComparing(KeyRow::externalId));
    return new EtalonHistory(origins(rows), sorted);
  }

  /** Every origin of the etalon with its revisions. */
  List<OriginHistory> histories(EtalonId etalonId) {
    return origins(revisionRows(etalonId));
  }

  /** Groups revision rows by origin, in the order of each origin's first row. */
  public static List<OriginHistory> origins(List<RevisionRow> rows) {
    Map<UUID, List<OriginRevision>> revisions = new LinkedHashMap<>();
    Map<UUID, RecordStatus> statuses = new HashMap<>();
    for (RevisionRow row : rows) {
      revisions
          .computeIfAbsent(row.revision().originId(), k -> new ArrayList<>())
          .add(row.revision());
      statuses.put(row.revision().originId(), row.originStatus());
    }
    List<OriginHistory> origins = new ArrayList<>();
    revisions.forEach(
        (origin, list) ->
            origins.add(
                new OriginHistory(
                    origin,
                    list.get(0).sourceSystem(),
                    list.get(0).externalId(),
                    statuses.get(origin),
                    list)));
    return origins;
  }

  /**
   * Every revision of the etalon in creation order (reads as known at a moment take the origins the
   * etalon held then: {@link HistoricOrigins}).
   */
  public List<RevisionRow> revisionRows(EtalonId etalonId) {
    return jdbc.sql(REVISIONS + REVISIONS_FROM + " where r.etalon_id = ? order by r.seq")
        .param(etalonId.value())
        .query(this::revisionRow)
        .list();
  }

  /**
   * The revisions of some origins an etalon holds now, in creation order, optionally only those
   * known at a moment.
   */
  public List<RevisionRow> revisionRows(
      EtalonId holder, java.util.Collection<UUID> originIds, OffsetDateTime knownAt) {
    String sql =
        REVISIONS
            + REVISIONS_FROM
            + " where r.etalon_id = ? and r.origin_id = any(?)"
            + (knownAt == null ? "" : " and r.create_date <= ?")
            + " order by r.seq";
    JdbcClient.StatementSpec statement =
        jdbc.sql(sql).param(holder.value()).param(originIds.toArray(UUID[]::new));
    if (knownAt != null) {
      statement = statement.param(knownAt);
    }
    return statement.query(this::revisionRow).list();
  }

  /**
   * Creates a record in one statement: its etalon, the key (origin), the first revision and the
   * timeline. False when the etalon or the key exists already (another transaction created it a
   * moment ago): nothing after the conflicting insert is written, and the caller rolls back.
   */
  boolean createRecord(
      KeyRow key,
      EntityModel entity,
      Period period,
      Map<String, JsonNode> values,
      List<TimelineInterval> timeline,
      OffsetDateTime now,
      String user) {
    StringBuilder sql =
        new StringBuilder(
            "with e as (insert into etalons (etalon_id, entity_name, status, create_date,"
                + " created_by, update_date, updated_by) values (?, ?, 'ACTIVE', ?, ?, ?, ?)"
                + " on conflict do nothing returning etalon_id),"
                + " k as (insert into external_keys (entity_name, source_system, external_id,"
                + " etalon_id, origin_id, initial_owner, create_date, status, created_by)"
                + " select ?, ?, ?, e.etalon_id, ?, e.etalon_id, ?, 'ACTIVE', ? from e"
                + " on conflict do nothing returning origin_id),"
                + " r as (insert into revisions (etalon_id, origin_id, revision, seq, valid_from,"
                + " valid_to, status, operation, data, create_date, created_by)"
                + " select ?, k.origin_id, 1, nextval('record_seq'), "
                + FROM
                + ", "
                + TO
                + ", 'ACTIVE', ?, ?::json, ?, ? from k returning seq),"
                + " t as (");
    List<Object> params =
        new ArrayList<>(
            java.util.Arrays.asList(
                key.etalonId().value(),
                entity.name(),
                now,
                user,
                now,
                user,
                key.entityName(),
                key.sourceSystem(),
                key.externalId(),
                key.originId(),
                now,
                user,
                key.etalonId().value(),
                Period.utc(period.from(), Period.UNBOUNDED_FROM),
                Period.utc(period.to(), Period.UNBOUNDED_TO),
                RecordOperations.UPSERT,
                json.writeValueAsString(values),
                now,
                user));
    insertTimeline(sql, params, key.etalonId(), entity.name(), entity.codeAttribute(), timeline);
    sql.append(" where exists (select 1 from r)) select count(*) from r");
    return jdbc.sql(sql.toString()).params(params).query(Long.class).single() == 1;
  }

  /**
   * Replaces the etalon's stored timeline in one statement: the old intervals deleted, the new ones
   * inserted. The insert waits for the delete (it reads its count first), and a key deleted by the
   * same statement does not conflict with the row that replaces it.
   */
  public void replaceTimeline(
      EtalonId etalonId, String entityName, String codeAttribute, List<TimelineInterval> timeline) {
    if (timeline.isEmpty()) {
      jdbc.sql("delete from timeline where etalon_id = ?").param(etalonId.value()).update();
      return;
    }
    StringBuilder sql =
        new StringBuilder("with gone as (delete from timeline where etalon_id = ? returning 1) ");
    List<Object> params = new ArrayList<>();
    params.add(etalonId.value());
    insertTimeline(sql, params, etalonId, entityName, codeAttribute, timeline);
    sql.append(" where (select count(*) from gone) >= 0");
    jdbc.sql(sql.toString()).params(params).update();
  }

  /** Appends an insert of the intervals ({@code ... from (values ...) as v}) and its parameters. */
  private void insertTimeline(
      StringBuilder sql,
      List<Object> params,
      EtalonId etalonId,
      String entityName,
      String codeAttribute,
      List<TimelineInterval> timeline) {
    sql.append(
        "insert into timeline (etalon_id, entity_name, code, valid_from, valid_to, active, data,"
            + " contributors, winners) select * from (values ");
    boolean first = true;
    for (TimelineInterval interval : timeline) {
      sql.append(first ? "" : ", ")
          .append("(?::uuid, ?::text, ?::text, " + FROM + ", " + TO)
          .append(", ?::boolean, ?::jsonb, ?::json, ?::json)");
      first = false;
      JsonNode code = codeAttribute == null ? null : interval.values().get(codeAttribute);
      params.add(etalonId.value());
      params.add(entityName);
      params.add(code == null ? null : code.asString());
      params.add(Period.utc(interval.period().from(), Period.UNBOUNDED_FROM));
      params.add(Period.utc(interval.period().to(), Period.UNBOUNDED_TO));
      params.add(interval.active());
      params.add(json.writeValueAsString(interval.values()));
      params.add(json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())));
      params.add(
          json.writeValueAsString(
              TimelineJson.winners(interval.winners(), interval.contributors())));
    }
    sql.append(") as v");
  }

  /** The stored interval that contains an instant. */
  Optional<IntervalRow> intervalAt(EtalonId etalonId, OffsetDateTime at) {
    return jdbc.sql(
            "select "
                + READ_FROM
                + ", "
                + READ_TO
                + ", active, data::text as data, contributors::text as contributors,"
                + " winners::text as winners from timeline t"
                + " where t.etalon_id = ? and t.valid_from <= ? and t.valid_to >= ?"
                + " order by t.valid_from desc limit 1")
        .params(etalonId.value(), at, at)
        .query(this::intervalRow)
        .optional();
  }

  /**
   * The golden values of the etalons active at an instant, with each etalon's create date (records
   * not active then, merged or unknown are absent).
   */
  public Map<EtalonId, Map.Entry<OffsetDateTime, Map<String, JsonNode>>> activeValuesAt(
      java.util.Collection<EtalonId> etalonIds, OffsetDateTime at) {
    Map<EtalonId, Map.Entry<OffsetDateTime, Map<String, JsonNode>>> values = new LinkedHashMap<>();
    jdbc.sql(
            "select t.etalon_id, e.create_date, t.data::text from timeline t join etalons e"
                + " on e.etalon_id = t.etalon_id where t.etalon_id = any(?)"
                + " and t.valid_from <= ? and t.valid_to >= ? and t.active"
                + " and e.status = 'ACTIVE'")
        .params(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new), at, at)
        .query(
            rs -> {
              values.put(
                  new EtalonId(rs.getObject(1, UUID.class)),
                  Map.entry(
                      rs.getObject(2, OffsetDateTime.class),
                      fields(json.readTree(rs.getString(3)))));
            });
    return values;
  }

  public List<IntervalRow> timeline(EtalonId etalonId) {
    return jdbc.sql(
            "select "
                + READ_FROM
                + ", "
                + READ_TO
                + ", active, data::text as data, contributors::text as contributors,"
                + " winners::text as winners from timeline t where t.etalon_id = ?"
                + " order by t.valid_from")
        .param(etalonId.value())
        .query(this::intervalRow)
        .list();
  }

  /** Of the given codes, those no active interval of a record of the reference set has. */
  Set<String> missingCodes(String referenceSet, Collection<String> codes) {
    Set<String> found =
        new HashSet<>(
            jdbc.sql(
                    "select distinct t.code from timeline t join etalons e"
                        + " on e.etalon_id = t.etalon_id"
                        + " where t.entity_name = ? and t.code = any(?) and t.active"
                        + " and e.status = 'ACTIVE'")
                .params(referenceSet, codes.toArray(String[]::new))
                .query(String.class)
                .list());
    Set<String> missing = new HashSet<>(codes);
    missing.removeAll(found);
    return missing;
  }

  /** The parent code of the reference-set record with this code (its latest active interval). */
  String parentOf(String referenceSet, String code) {
    return jdbc.sql(
            "select data ->> '$parent' from timeline where entity_name = ? and code = ?"
                + " and active order by valid_to desc limit 1")
        .params(referenceSet, code)
        .query(String.class)
        .optional()
        .orElse(null);
  }

  /**
   * The stored timelines of the entity's next {@code limit} etalons after {@code after} (null: from
   * the first), in etalon id order, the etalons locked in that order: a whole entity read in pages,
   * for rebuilding copies of it.
   */
  public List<GoldenRecord> goldenRecords(String entityName, EtalonId after, int limit) {
    return goldenRecords(entityName, after, limit, true);
  }

  /** Like {@link #goldenRecords(String, EtalonId, int)}, the etalons locked or not. */
  public List<GoldenRecord> goldenRecords(
      String entityName, EtalonId after, int limit, boolean lock) {
    // Two statements, each planned well as a prepared statement: one joining etalons got a
    // generic plan after five runs that hashed every etalon of the table (326 ms a page at 1M).
    UUID[] ids =
        jdbc.sql(
                "select etalon_id from timeline where entity_name = ? and etalon_id > ?"
                    + " group by etalon_id order by etalon_id limit ?")
            .params(
                entityName,
                after == null
                    ? new UUID(0, 0)
                    : after.value(), // the smallest uuid in PostgreSQL's order
                limit)
            .query(UUID.class)
            .list()
            .toArray(UUID[]::new);
    if (lock && ids.length > 0) {
      ids =
          jdbc.sql(
                  "select etalon_id from etalons where etalon_id = any(?) order by etalon_id"
                      + " for update")
              .param(ids)
              .query(UUID.class)
              .list()
              .toArray(UUID[]::new);
    }
    if (ids.length == 0) {
      return List.of();
    }
    Map<UUID, List<GoldenPeriod>> periods = new java.util.LinkedHashMap<>();
    for (UUID id : ids) {
      periods.put(id, new ArrayList<>());
    }
    jdbc.sql(
            "select etalon_id, "
                + READ_FROM
                + ", "
                + READ_TO
                + ", active, data::text as data from timeline t where t.etalon_id = any(?)"
                + " order by t.etalon_id, t.valid_from")
        .param(ids)
        .query(
            (rs, n) -> {
              Map<String, JsonNode> values = fields(json.readTree(rs.getString("data")));
              periods
                  .get(rs.getObject(1, UUID.class))
                  .add(
                      new GoldenPeriod(
                          rs.getObject("valid_from", OffsetDateTime.class),
                          rs.getObject("valid_to", OffsetDateTime.class),
                          rs.getBoolean("active"),
                          values));
              return null;
            })
        .list();
    return periods.entrySet().stream()
        .map(e -> new GoldenRecord(entityName, new EtalonId(e.getKey()), e.getValue(), false))
        .toList();
  }

  /**
   * Removes the etalon and everything of it: keys (origins) with their moves, revisions, statuses,
   * timeline.
   */
  public void wipe(EtalonId etalonId) {
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

  private static Period period(ResultSet rs) throws SQLException {
    OffsetDateTime from = rs.getObject("valid_from", OffsetDateTime.class);
    OffsetDateTime to = rs.getObject("valid_to", OffsetDateTime.class);
    return new Period(
        from == null ? Period.UNBOUNDED_FROM : from.toInstant().toEpochMilli(),
        to == null ? Period.UNBOUNDED_TO : to.toInstant().toEpochMilli());
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

  /** A JSON object's fields, in their order. */
  private static Map<String, JsonNode> fields(JsonNode object) {
    Map<String, JsonNode> fields = new LinkedHashMap<>();
    object.properties().forEach(e -> fields.put(e.getKey(), e.getValue()));
    return fields;
  }

  private RevisionRow revisionRow(ResultSet rs, int n) throws SQLException {
    Map<String, JsonNode> values = fields(json.readTree(rs.getString("data")));
    OriginRevision revision =
        new OriginRevision(
            rs.getObject("origin_id", UUID.class),
            rs.getString("source_system"),
            rs.getString("external_id"),
            rs.getInt("revision"),
            rs.getLong("seq"),
            period(rs),
            RecordStatus.valueOf(rs.getString("status")),
            values);
    return new RevisionRow(
        revision,
        RecordStatus.valueOf(rs.getString("origin_status")),
        rs.getString("operation"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("created_by"));
  }

  private IntervalRow intervalRow(ResultSet rs, int n) throws SQLException {
    return new IntervalRow(
        period(rs),
        rs.getBoolean("active"),
        json.readTree(rs.getString("data")),
        json.readTree(rs.getString("contributors")),
        json.readTree(rs.getString("winners")));
  }
}
