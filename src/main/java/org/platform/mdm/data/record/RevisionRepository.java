package org.platform.mdm.data.record;

import static org.platform.mdm.data.record.RecordSql.FROM;
import static org.platform.mdm.data.record.RecordSql.TO;
import static org.platform.mdm.data.record.RecordSql.fields;
import static org.platform.mdm.data.record.RecordSql.period;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.RecordRepository.KeyRow;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** SQL of the origins' append-only revisions: appending one, reading an etalon's history. */
@Repository
public class RevisionRepository {

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
  private final ObjectProvider<ArchivedRevisions> archive;

  RevisionRepository(JdbcClient jdbc, JsonMapper json, ObjectProvider<ArchivedRevisions> archive) {
    this.jdbc = jdbc;
    this.json = json;
    this.archive = archive;
  }

  /** A stored revision with what the origins endpoint shows. */
  public record RevisionRow(
      OriginRevision revision,
      RecordStatus originStatus,
      String operation,
      OffsetDateTime createDate,
      String createdBy) {}

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

  /**
   * Every origin of the etalon with its revisions, the archived ones too: restoring a period brings
   * back revisions that later ones hide.
   */
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
    List<RevisionRow> hot =
        jdbc.sql(REVISIONS + REVISIONS_FROM + " where r.etalon_id = ? order by r.seq")
            .param(etalonId.value())
            .query(this::revisionRow)
            .list();
    ArchivedRevisions archived = archive.getIfAvailable();
    if (archived == null || !archived.readable() || hot.isEmpty()) {
      return hot;
    }
    Map<UUID, RevisionRow> origins = new LinkedHashMap<>();
    hot.forEach(r -> origins.putIfAbsent(r.revision().originId(), r));
    return withArchived(hot, archived.of(origins.keySet(), null), origins);
  }

  /**
   * The hot rows with the archived ones of the same origins, by seq. A row in both (archived, its
   * removal from the hot store not yet committed) counts once.
   */
  private List<RevisionRow> withArchived(
      List<RevisionRow> hot,
      List<ArchivedRevisions.Archived> archived,
      Map<UUID, RevisionRow> keys) {
    if (archived.isEmpty()) {
      return hot;
    }
    java.util.Set<String> seen = new java.util.HashSet<>();
    List<RevisionRow> all = new ArrayList<>(hot);
    hot.forEach(r -> seen.add(r.revision().originId() + "/" + r.revision().revision()));
    for (ArchivedRevisions.Archived a : archived) {
      RevisionRow key = keys.get(a.originId());
      if (key == null || !seen.add(a.originId() + "/" + a.revision())) {
        continue;
      }
      OriginRevision k = key.revision();
      all.add(
          new RevisionRow(
              new OriginRevision(
                  a.originId(),
                  k.sourceSystem(),
                  k.externalId(),
                  a.revision(),
                  a.seq(),
                  a.period(),
                  a.status(),
                  fields(json.readTree(a.data()))),
              key.originStatus(),
              a.operation(),
              a.createDate(),
              a.createdBy()));
    }
    all.sort(java.util.Comparator.comparingLong(r -> r.revision().seq()));
    return all;
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
    List<RevisionRow> hot = statement.query(this::revisionRow).list();
    ArchivedRevisions archived = archive.getIfAvailable();
    if (archived == null || !archived.readable() || originIds.isEmpty()) {
      return hot;
    }
    List<ArchivedRevisions.Archived> old = archived.of(originIds, knownAt);
    if (old.isEmpty()) {
      return hot;
    }
    // The origins' keys from their newest revision, which is never archived.
    Map<UUID, RevisionRow> keys = new LinkedHashMap<>();
    jdbc.sql(
            REVISIONS
                + REVISIONS_FROM
                + " where r.etalon_id = ? and r.origin_id = any(?) and r.revision ="
                + " (select max(m.revision) from revisions m where m.etalon_id = r.etalon_id"
                + " and m.origin_id = r.origin_id)")
        .param(holder.value())
        .param(originIds.toArray(UUID[]::new))
        .query(this::revisionRow)
        .list()
        .forEach(r -> keys.put(r.revision().originId(), r));
    return withArchived(hot, old, keys);
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
}
