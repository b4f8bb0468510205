package org.platform.mdm.classifiers.classification;

import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.ClassificationArchive;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.search.ClassifiedIndex;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL of classifications' etalons and revisions: their writes and deletes (the revisions' reads as
 * known at a moment, the timelines, history, archive and batch writes have repositories of their
 * own beside this one). Unbounded validity is stored as ±infinity and read back as null.
 * Consolidation sees a revision's node as the value {@link #NODE} beside the attributes, so that
 * the node and its attribute values always come from the same (winning) revision.
 */
@Repository
class ClassificationRepository {

  /** The value under which consolidation carries a revision's node (not a valid attribute name). */
  static final String NODE = "@node";

  private static final String COLUMNS =
      "record_etalon_id, classification_id, classifier, slot, status";

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

  /** The classification of a row read with {@link #COLUMNS}. */
  static Row row(ResultSet rs, int n) throws SQLException {
    return new Row(
        new EtalonId(rs.getObject("record_etalon_id", UUID.class)),
        rs.getObject("classification_id", UUID.class),
        rs.getString("classifier"),
        rs.getString("slot"),
        RecordStatus.valueOf(rs.getString("status")));
  }

  /** A bound of a period as stored; null when unbounded. */
  static OffsetDateTime bound(long millis, long unbounded) {
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
