package org.platform.mdm.classifiers.classification;

import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import org.platform.mdm.data.ClassificationArchive;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.Contributor;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import org.platform.mdm.search.ClassifiedIndex;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.StringNode;

/**
 * SQL of the classification tables. Unbounded validity is stored as ±infinity and read back as
 * null. Consolidation sees a revision's node as the value {@link #NODE} beside the attributes, so
 * that the node and its attribute values always come from the same (winning) revision.
 */
@Repository
class ClassificationRepository {

  /** The value under which consolidation carries a revision's node (not a valid attribute name). */
  static final String NODE = "@node";

  private static final String COLUMNS =
      "record_etalon_id, classification_id, classifier, slot, status";

  /** Merges followed at most, as a read follows a merged record to its winner. */
  private static final int MAX_MERGE_HOPS = 100;

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final ClassificationArchive archive;
  // Told of every change of a timeline: search's "classified under" filter keeps its own rows.
  private final ClassifiedIndex index;

  ClassificationRepository(
      JdbcClient jdbc, JsonMapper json, ClassificationArchive archive, ClassifiedIndex index) {
    this.index = index;
    this.jdbc = jdbc;
    this.json = json;
    this.archive = archive;
  }

  /** A classification etalon: the record's place in one classifier (or one node of it). */
  record Row(
      EtalonId record, UUID classificationId, String classifier, String slot, RecordStatus status) {

    /** The id of the classification's origin of a source system (not stored: made from both). */
    UUID originId(String sourceSystem) {
      return UUID.nameUUIDFromBytes(
          (classificationId + "\u001F" + sourceSystem).getBytes(StandardCharsets.UTF_8));
    }

    Row withStatus(RecordStatus other) {
      return new Row(record, classificationId, classifier, slot, other);
    }
  }

  /** A revision to append to the origin of {@code sourceSystem} of a classification. */
  record NewRevision(
      String sourceSystem,
      String externalId,
      UUID nodeId,
      Period period,
      RecordStatus status,
      String operation,
      Map<String, JsonNode> values) {}

  /** One stored interval of a classification's timeline. */
  record Interval(Row row, UUID nodeId, Period period, boolean active, JsonNode data) {}

  Optional<Row> find(EtalonId record, String classifier, String slot) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from classification_etalons where record_etalon_id = ? and classifier = ?"
                + " and slot = ?")
        .params(record.value(), classifier, slot)
        .query(ClassificationRepository::row)
        .optional();
  }

  /** The record's classifications in a classifier (every one, for a classifier of several). */
  List<Row> inClassifier(EtalonId record, String classifier) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from classification_etalons where record_etalon_id = ? and classifier = ?"
                + " order by slot")
        .params(record.value(), classifier)
        .query(ClassificationRepository::row)
        .list();
  }

  /**
   * The record's classification in the classifier's slot, created when there is none yet. Writes to
   * a record hold its etalon's lock, so no other transaction creates the same one meanwhile.
   */
  Row findOrCreate(
      EtalonId record, String classifier, String slot, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into classification_etalons (record_etalon_id, classification_id, classifier,"
                + " slot, status, create_date, created_by, update_date, updated_by)"
                + " values (?, ?, ?, ?, 'ACTIVE', ?, ?, ?, ?) on conflict do nothing")
        .params(record.value(), UUID.randomUUID(), classifier, slot, now, user, now, user)
        .update();
    return find(record, classifier, slot).orElseThrow();
  }

  /**
   * Stamps a classification's update date, author and version, and sets its status; a change of
   * status is kept for the record's history.
   */
  void touch(Row row, OffsetDateTime now, String user) {
    jdbc.sql(
            "with was as (select status from classification_etalons where record_etalon_id = ?"
                + " and classification_id = ? for update),"
                + " stamped as (update classification_etalons set status = ?, update_date = ?,"
                + " updated_by = ?, version = version + 1 where record_etalon_id = ?"
                + " and classification_id = ?)"
                + " insert into classification_status_changes (record_etalon_id,"
                + " classification_id, seq, status, change_date, changed_by)"
                + " select ?, ?, nextval('record_seq'), ?, ?, ? from was where was.status <> ?")
        .params(
            row.record().value(),
            row.classificationId(),
            row.status().name(),
            now,
            user,
            row.record().value(),
            row.classificationId(),
            row.record().value(),
            row.classificationId(),
            row.status().name(),
            now,
            user,
            row.status().name())
        .update();
  }

  void appendRevision(Row row, NewRevision r, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into classification_revisions (record_etalon_id, classification_id,"
                + " source_system, revision, seq, external_id, node_id, valid_from, valid_to,"
                + " status, operation, data, create_date, created_by)"
                + " select ?, ?, ?, coalesce(max(revision), 0) + 1, nextval('record_seq'), ?, ?,"
                + " coalesce(?, '-infinity'::timestamptz), coalesce(?, 'infinity'::timestamptz),"
                + " ?, ?, ?::json, ?, ? from classification_revisions"
                + " where record_etalon_id = ? and classification_id = ? and source_system = ?")
        .params(
            Arrays.asList(
                row.record().value(),
                row.classificationId(),
                r.sourceSystem(),
                r.externalId(),
                r.nodeId(),
                bound(r.period().from(), Period.UNBOUNDED_FROM),
                bound(r.period().to(), Period.UNBOUNDED_TO),
                r.status().name(),
                r.operation(),
                json.writeValueAsString(r.values()),
                now,
                user,
                row.record().value(),
                row.classificationId(),
                r.sourceSystem()))
        .update();
  }

  /** Per source system that wrote the classification, the node of its latest revision. */
  Map<String, UUID> latestNodes(Row row) {
    Map<String, UUID> nodes = new LinkedHashMap<>();
    jdbc.sql(
            "select distinct on (source_system) source_system, node_id"
                + " from classification_revisions where record_etalon_id = ?"
                + " and classification_id = ? order by source_system, revision desc")
        .params(row.record().value(), row.classificationId())
        .query(
            (ResultSet rs) -> {
              nodes.put(rs.getString(1), rs.getObject(2, UUID.class));
            });
    return nodes;
  }

  /**
   * A classification as known at a moment ({@code knownAt}; null: now) and where its revisions of
   * then are: its own, less those a later merge brought in ({@code only} null), or those it brought
   * into the winner's classification {@code heldIn} of {@code holder} when a merge after the moment
   * took it from the record ({@code only}: their sequence numbers).
   */
  record Known(Row row, EtalonId holder, UUID heldIn, OffsetDateTime knownAt, List<Long> only) {

    static Known own(Row row, OffsetDateTime knownAt) {
      return new Known(row, row.record(), row.classificationId(), knownAt, null);
    }

    /** The condition on classification_revisions {@code r} and its parameters. */
    String where(List<Object> params) {
      StringBuilder where =
          new StringBuilder(" where r.record_etalon_id = ? and r.classification_id = ?");
      params.add(holder.value());
      params.add(heldIn);
      if (knownAt != null) {
        where.append(" and r.create_date <= ?");
        params.add(knownAt);
      }
      if (only != null) {
        where.append(" and r.seq = any(?)");
        params.add(only.toArray(Long[]::new));
      } else if (knownAt != null) {
        where.append(
            " and not exists (select 1 from classification_merges m where m.winner_id ="
                + " r.record_etalon_id and m.into_id = r.classification_id and m.merge_date > ?"
                + " and r.seq = any(m.seqs))");
        params.add(knownAt);
      }
      return where.toString();
    }
  }

  /**
   * The record's classifications as known at the moment: its own, and those merges after the moment
   * took from it (not given back since), as they were.
   */
  List<Known> knownAt(EtalonId record, OffsetDateTime knownAt) {
    List<Known> known = new ArrayList<>();
    all(record).forEach(row -> known.add(Known.own(row, knownAt)));
    jdbc.sql(
            "select classification_id, classifier, slot, status, winner_id, into_id, seqs,"
                + " merge_date from classification_merges where loser_id = ? and merge_date > ?"
                + " and unmerge_date is null order by merge_date, classification_id")
        .params(record.value(), knownAt)
        .query(
            (rs, n) -> {
              List<Long> seqs = List.of((Long[]) rs.getArray("seqs").getArray());
              Held held =
                  heldNow(
                      new Held(
                          new EtalonId(rs.getObject("winner_id", UUID.class)),
                          rs.getObject("into_id", UUID.class),
                          rs.getObject("merge_date", OffsetDateTime.class)),
                      seqs);
              return new Known(
                  new Row(
                      record,
                      rs.getObject("classification_id", UUID.class),
                      rs.getString("classifier"),
                      rs.getString("slot"),
                      RecordStatus.valueOf(rs.getString("status"))),
                  held.record(),
                  held.classificationId(),
                  knownAt,
                  seqs);
            })
        .list()
        .forEach(known::add);
    return known;
  }

  /** Where revisions a merge moved are held: which record's classification, since when. */
  private record Held(EtalonId record, UUID classificationId, OffsetDateTime since) {}

  /**
   * Where the revisions with these sequence numbers are held now: a later merge of their holder
   * took them on into its winner, and so on along the chain of merges in force.
   */
  private Held heldNow(Held held, List<Long> seqs) {
    Long[] wanted = seqs.toArray(Long[]::new);
    for (int hop = 0; hop < MAX_MERGE_HOPS; hop++) {
      Optional<Held> next =
          jdbc.sql(
                  "select winner_id, into_id, merge_date from classification_merges"
                      + " where loser_id = ? and classification_id = ? and merge_date >= ?"
                      + " and unmerge_date is null and seqs && ? order by merge_date limit 1")
              .params(held.record().value(), held.classificationId(), held.since(), wanted)
              .query(
                  (rs, n) ->
                      new Held(
                          new EtalonId(rs.getObject("winner_id", UUID.class)),
                          rs.getObject("into_id", UUID.class),
                          rs.getObject("merge_date", OffsetDateTime.class)))
              .optional();
      if (next.isEmpty()) {
        return held;
      }
      held = next.get();
    }
    return held;
  }

  /**
   * Every origin of the classification with its revisions, those created after {@code knownAt} left
   * out (null: all).
   */
  List<OriginHistory> histories(Row row, OffsetDateTime knownAt) {
    return histories(Known.own(row, knownAt));
  }

  /** Every origin of the classification as known at a moment, with its revisions of then. */
  List<OriginHistory> histories(Known known) {
    Row row = known.row();
    Map<String, List<OriginRevision>> bySource = new LinkedHashMap<>();
    List<Object> params = new ArrayList<>();
    String where = known.where(params);
    // At the current date an archived revision is the state nowhere: left out. As known at a past
    // moment it may have been seen: its values come back from the archive.
    if (known.knownAt() == null) {
      where += " and not r.archived";
    }
    for (OriginRevision r :
        readWithValues(
            "select source_system, external_id, revision, seq, node_id,"
                + " case when isfinite(valid_from) then valid_from end as valid_from,"
                + " case when isfinite(valid_to) then valid_to end as valid_to,"
                + " status, archived, data::text as data from classification_revisions r"
                + where
                + " order by seq",
            params,
            rs -> revision(rs, row))) {
      bySource.computeIfAbsent(r.sourceSystem(), s -> new ArrayList<>()).add(r);
    }
    List<OriginHistory> origins = new ArrayList<>();
    bySource.forEach(
        (source, revisions) ->
            origins.add(
                new OriginHistory(
                    row.originId(source),
                    source,
                    revisions.get(0).externalId(),
                    RecordStatus.ACTIVE,
                    revisions)));
    return origins;
  }

  /** What a row read becomes once its values are known. */
  @FunctionalInterface
  private interface RowReader<T> {
    Function<String, T> read(ResultSet rs) throws SQLException;
  }

  /**
   * The rows of a query of {@code classification_revisions} (with {@code seq}, {@code archived} and
   * {@code data}), each given its values: its own, or for an archived row those the archive holds
   * (none after truncate), all fetched in one call after the query.
   */
  private <T> List<T> readWithValues(String sql, List<Object> params, RowReader<T> reader) {
    record Pending<T>(long seq, boolean archived, String data, Function<String, T> finish) {}
    List<Pending<T>> pending =
        jdbc.sql(sql)
            .params(params)
            .query(
                (rs, n) ->
                    new Pending<>(
                        rs.getLong("seq"),
                        rs.getBoolean("archived"),
                        rs.getString("data"),
                        reader.read(rs)))
            .list();
    List<Long> archived = pending.stream().filter(Pending::archived).map(Pending::seq).toList();
    Map<Long, String> back = archived.isEmpty() ? Map.of() : archive.values(archived);
    return pending.stream()
        .map(p -> p.finish().apply(p.archived() ? back.getOrDefault(p.seq(), "{}") : p.data()))
        .toList();
  }

  private Function<String, OriginRevision> revision(ResultSet rs, Row row) throws SQLException {
    String source = rs.getString("source_system");
    String externalId = rs.getString("external_id");
    int revision = rs.getInt("revision");
    long seq = rs.getLong("seq");
    Period period = period(rs);
    RecordStatus status = RecordStatus.valueOf(rs.getString("status"));
    StringNode node = StringNode.valueOf(rs.getObject("node_id", UUID.class).toString());
    return data -> {
      Map<String, JsonNode> values = new LinkedHashMap<>();
      json.readTree(data).properties().forEach(e -> values.put(e.getKey(), e.getValue()));
      values.put(NODE, node);
      return new OriginRevision(
          row.originId(source), source, externalId, revision, seq, period, status, values);
    };
  }

  /** Replaces the classification's stored timeline. */
  void replaceTimeline(Row row, List<TimelineInterval> timeline) {
    index.changed(List.of(row.record()));
    jdbc.sql(
            "delete from classification_timeline where record_etalon_id = ?"
                + " and classification_id = ?")
        .params(row.record().value(), row.classificationId())
        .update();
    if (timeline.isEmpty()) {
      return;
    }
    StringBuilder sql =
        new StringBuilder(
            "insert into classification_timeline (record_etalon_id, classification_id,"
                + " classifier, node_id, valid_from, valid_to, active, data, contributors,"
                + " winners) values ");
    List<Object> params = new ArrayList<>();
    for (int i = 0; i < timeline.size(); i++) {
      TimelineInterval interval = timeline.get(i);
      Map<String, JsonNode> values = new LinkedHashMap<>(interval.values());
      JsonNode node = values.remove(NODE);
      Map<String, Contributor> winners = new LinkedHashMap<>(interval.winners());
      winners.remove(NODE);
      sql.append(i == 0 ? "" : ", ")
          .append("(?, ?, ?, ?::uuid, coalesce(?, '-infinity'::timestamptz),")
          .append(" coalesce(?, 'infinity'::timestamptz), ?, ?::jsonb, ?::json, ?::json)");
      params.addAll(
          Arrays.asList(
              row.record().value(),
              row.classificationId(),
              row.classifier(),
              node.asString(),
              bound(interval.period().from(), Period.UNBOUNDED_FROM),
              bound(interval.period().to(), Period.UNBOUNDED_TO),
              interval.active(),
              json.writeValueAsString(values),
              json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())),
              json.writeValueAsString(TimelineJson.winners(winners, interval.contributors()))));
    }
    jdbc.sql(sql.toString()).params(params).update();
  }

  private static final String INTERVALS =
      "select e.record_etalon_id, e.classification_id, e.classifier, e.slot, e.status,"
          + " t.node_id, t.active, t.data::text as data,"
          + " case when isfinite(t.valid_from) then t.valid_from end as valid_from,"
          + " case when isfinite(t.valid_to) then t.valid_to end as valid_to"
          + " from classification_etalons e join classification_timeline t"
          + " on t.record_etalon_id = e.record_etalon_id"
          + " and t.classification_id = e.classification_id";

  /** Every stored interval of the record's classifications, by classifier and start. */
  List<Interval> intervals(EtalonId record) {
    return intervals(
        INTERVALS + " where e.record_etalon_id = ? order by e.classifier, e.slot, t.valid_from",
        record.value());
  }

  /** Every stored interval of these records' classifications, by record, classifier and start. */
  List<Interval> intervals(Collection<EtalonId> records) {
    return intervals(
        INTERVALS
            + " where e.record_etalon_id = any(?)"
            + " order by e.record_etalon_id, e.classifier, e.slot, t.valid_from",
        records.stream().map(EtalonId::value).toArray(UUID[]::new));
  }

  private List<Interval> intervals(String sql, Object parameter) {
    return jdbc.sql(sql)
        .param(parameter)
        .query(
            (rs, n) ->
                new Interval(
                    row(rs, n),
                    rs.getObject("node_id", UUID.class),
                    period(rs),
                    rs.getBoolean("active"),
                    json.readTree(rs.getString("data"))))
        .list();
  }

  /** One stored revision with who made it and how. */
  record RevisionRow(
      String sourceSystem,
      String externalId,
      int revision,
      UUID nodeId,
      Period period,
      RecordStatus status,
      String operation,
      JsonNode data,
      OffsetDateTime createDate,
      String createdBy) {}

  /** Every revision of the classification as known at a moment, by source system and revision. */
  List<RevisionRow> revisions(Known known) {
    List<Object> params = new ArrayList<>();
    String where = known.where(params);
    return readWithValues(
        "select source_system, external_id, revision, seq, node_id, status, operation,"
            + " archived, data::text as data, create_date, created_by,"
            + " case when isfinite(valid_from) then valid_from end as valid_from,"
            + " case when isfinite(valid_to) then valid_to end as valid_to"
            + " from classification_revisions r"
            + where
            + " order by source_system, revision",
        params,
        rs -> {
          String source = rs.getString("source_system");
          String externalId = rs.getString("external_id");
          int revision = rs.getInt("revision");
          UUID node = rs.getObject("node_id", UUID.class);
          Period period = period(rs);
          RecordStatus status = RecordStatus.valueOf(rs.getString("status"));
          String operation = rs.getString("operation");
          OffsetDateTime created = rs.getObject("create_date", OffsetDateTime.class);
          String createdBy = rs.getString("created_by");
          return data ->
              new RevisionRow(
                  source,
                  externalId,
                  revision,
                  node,
                  period,
                  status,
                  operation,
                  json.readTree(data),
                  created,
                  createdBy);
        });
  }

  /** Every classification of the record. */
  List<Row> all(EtalonId record) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from classification_etalons where record_etalon_id = ?"
                + " order by classifier, slot")
        .param(record.value())
        .query(ClassificationRepository::row)
        .list();
  }

  /**
   * Removes every classification of the record with its revisions and timelines, and what merges
   * into it or of it kept.
   */
  void wipe(EtalonId record) {
    index.changed(List.of(record));
    deleteRevisionsWhere("record_etalon_id = ?", record.value());
    for (String table :
        List.of(
            "classification_timeline", "classification_status_changes", "classification_etalons")) {
      jdbc.sql("delete from " + table + " where record_etalon_id = ?")
          .param(record.value())
          .update();
    }
    jdbc.sql("delete from classification_merges where winner_id = ? or loser_id = ?")
        .params(record.value(), record.value())
        .update();
  }

  /** The classifications with a revision placing the record into one of these nodes. */
  List<Row> placingInto(Collection<UUID> nodeIds) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from classification_etalons e where exists (select 1 from"
                + " classification_revisions r where r.node_id = any(?)"
                + " and r.record_etalon_id = e.record_etalon_id"
                + " and r.classification_id = e.classification_id)")
        .param(nodeIds.toArray(UUID[]::new))
        .query(ClassificationRepository::row)
        .list();
  }

  /** Removes the revisions that place records into these nodes. */
  void deleteRevisions(Collection<UUID> nodeIds) {
    deleteRevisionsWhere("node_id = any(?)", nodeIds.toArray(UUID[]::new));
  }

  /** Deletes the revisions the condition selects; the archive forgets their values after commit. */
  private void deleteRevisionsWhere(String condition, Object parameter) {
    archive.forgetValuesAfterCommit(
        jdbc.sql(
                "with gone as (delete from classification_revisions where "
                    + condition
                    + " returning seq, archived) select seq from gone where archived")
            .param(parameter)
            .query(Long.class)
            .list());
  }

  /** Removes one classification with its timeline (its revisions are gone). */
  void delete(Row row) {
    index.changed(List.of(row.record()));
    for (String table :
        List.of(
            "classification_timeline", "classification_status_changes", "classification_etalons")) {
      jdbc.sql("delete from " + table + " where record_etalon_id = ? and classification_id = ?")
          .params(row.record().value(), row.classificationId())
          .update();
    }
  }

  /** Whether any revision places a record into one of these nodes. */
  boolean classifies(Collection<UUID> nodeIds) {
    return jdbc.sql("select exists (select 1 from classification_revisions where node_id = any(?))")
        .param(nodeIds.toArray(UUID[]::new))
        .query(Boolean.class)
        .single();
  }

  private static Row row(ResultSet rs, int n) throws SQLException {
    return new Row(
        new EtalonId(rs.getObject("record_etalon_id", UUID.class)),
        rs.getObject("classification_id", UUID.class),
        rs.getString("classifier"),
        rs.getString("slot"),
        RecordStatus.valueOf(rs.getString("status")));
  }

  private static OffsetDateTime bound(long millis, long unbounded) {
    return millis == unbounded
        ? null
        : OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), ZoneOffset.UTC);
  }

  /** The validity of a row read with {@code valid_from} and {@code valid_to} (null: unbounded). */
  static Period period(ResultSet rs) throws SQLException {
    OffsetDateTime from = rs.getObject("valid_from", OffsetDateTime.class);
    OffsetDateTime to = rs.getObject("valid_to", OffsetDateTime.class);
    return new Period(
        from == null ? Period.UNBOUNDED_FROM : from.toInstant().toEpochMilli(),
        to == null ? Period.UNBOUNDED_TO : to.toInstant().toEpochMilli());
  }
}
