package org.platform.mdm.classifiers.classification;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.classifiers.StoredClassificationValues;
import org.platform.mdm.data.ClassificationArchive;
import org.platform.mdm.data.DraftedValues;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.StoredValues;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link StoredClassificationValues} on the stored classifications: the rows of {@code
 * classification_revisions} and {@code classification_timeline} of the records' classifications by
 * the classifier, and the values of their archived revisions in the archive store, each set of
 * values rewritten in Java with its node's function and written back in one statement per table; a
 * record with a value the function refuses keeps all of its rows as they were. The archive store is
 * another database: it is written first, so that a block failing after it is done again and never
 * leaves an original there.
 */
@Component
class ClassificationValueRewrites implements StoredClassificationValues {

  /**
   * One stored set of values: its record, its table's key columns as text, its node, the values.
   */
  private record Row(UUID record, List<String> key, UUID node, String data) {}

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final RecordAccess records;
  private final ClassificationArchive archive;
  private final ClassificationDraftRewrites drafts;

  ClassificationValueRewrites(
      JdbcClient jdbc,
      JsonMapper json,
      RecordAccess records,
      ClassificationArchive archive,
      ClassificationDraftRewrites drafts) {
    this.drafts = drafts;
    this.jdbc = jdbc;
    this.json = json;
    this.records = records;
    this.archive = archive;
  }

  @Override
  @Transactional
  public StoredValues.Rewritten records(
      String classifierName, List<EtalonId> etalonIds, Rewrite rewrite) {
    UUID[] ids =
        records.lockAll(etalonIds).stream().map(r -> r.etalonId().value()).toArray(UUID[]::new);
    if (ids.length == 0) {
      return new StoredValues.Rewritten(List.of(), Map.of());
    }
    List<Row> revisions =
        rows(
            "select r.record_etalon_id, r.classification_id::text,"
                + " r.source_system || chr(31) || r.revision, r.node_id, r.data::text"
                + " from classification_revisions r join classification_etalons e"
                + " on e.record_etalon_id = r.record_etalon_id"
                + " and e.classification_id = r.classification_id"
                + " where r.record_etalon_id = any(?) and e.classifier = ? and not r.archived",
            ids,
            classifierName);
    List<Row> intervals =
        rows(
            "select record_etalon_id, classification_id::text, valid_from::text, node_id,"
                + " data::text from classification_timeline"
                + " where record_etalon_id = any(?) and classifier = ?",
            ids,
            classifierName);
    Map<UUID, String> refused = new LinkedHashMap<>();
    List<Row> newRevisions = rewritten(revisions, rewrite, refused);
    List<Row> newIntervals = rewritten(intervals, rewrite, refused);
    archived(ids, classifierName, rewrite, refused);
    write(
        "update classification_revisions r set data = v.data::json from unnest(?::uuid[],"
            + " ?::uuid[], ?::text[], ?::text[]) v(record_etalon_id, classification_id, source,"
            + " data) where r.record_etalon_id = v.record_etalon_id and r.classification_id ="
            + " v.classification_id and r.source_system = split_part(v.source, chr(31), 1)"
            + " and r.revision = split_part(v.source, chr(31), 2)::int",
        kept(newRevisions, refused));
    write(
        "update classification_timeline t set data = v.data::jsonb from unnest(?::uuid[],"
            + " ?::uuid[], ?::timestamptz[], ?::text[]) v(record_etalon_id, classification_id,"
            + " valid_from, data) where t.record_etalon_id = v.record_etalon_id"
            + " and t.classification_id = v.classification_id and t.valid_from = v.valid_from",
        kept(newIntervals, refused));
    Set<UUID> touched = new LinkedHashSet<>();
    revisions.forEach(r -> touched.add(r.record()));
    intervals.forEach(r -> touched.add(r.record()));
    List<EtalonId> done =
        touched.stream().filter(id -> !refused.containsKey(id)).map(EtalonId::new).toList();
    Map<EtalonId, String> named = new LinkedHashMap<>();
    refused.forEach((id, reason) -> named.put(new EtalonId(id), reason));
    return new StoredValues.Rewritten(done, named);
  }

  @Override
  @Transactional
  public DraftedValues.Page drafts(
      String classifierName, String entityName, long after, int limit, Rewrite rewrite) {
    return drafts.drafts(classifierName, entityName, after, limit, rewrite);
  }

  /**
   * Rewrites the values the archive store holds of the classifications' archived revisions (none
   * without an archive store); those of a record refused are left as they are.
   */
  private void archived(
      UUID[] ids, String classifierName, Rewrite rewrite, Map<UUID, String> refused) {
    Map<Long, Row> bySeq = new LinkedHashMap<>();
    jdbc.sql(
            "select r.seq, r.record_etalon_id, r.node_id from classification_revisions r"
                + " join classification_etalons e on e.record_etalon_id = r.record_etalon_id"
                + " and e.classification_id = r.classification_id"
                + " where r.record_etalon_id = any(?) and e.classifier = ? and r.archived")
        .param(ids)
        .param(classifierName)
        .query(
            rs -> {
              long seq = rs.getLong(1);
              bySeq.put(
                  seq,
                  new Row(
                      rs.getObject(2, UUID.class),
                      List.of(Long.toString(seq), ""),
                      rs.getObject(3, UUID.class),
                      null));
            });
    if (bySeq.isEmpty()) {
      return;
    }
    List<Row> rows = new ArrayList<>();
    archive
        .values(bySeq.keySet())
        .forEach(
            (seq, data) -> {
              Row at = bySeq.get(seq);
              rows.add(new Row(at.record(), at.key(), at.node(), data));
            });
    Map<Long, String> anew = new LinkedHashMap<>();
    kept(rewritten(rows, rewrite, refused), refused)
        .forEach(r -> anew.put(Long.valueOf(r.key().get(0)), r.data()));
    archive.rewrite(anew);
  }

  /** The rows a query answers: the record, two key columns as text, the node, the values. */
  private List<Row> rows(String sql, UUID[] ids, String classifierName) {
    return jdbc.sql(sql)
        .param(ids)
        .param(classifierName)
        .query(
            (rs, n) ->
                new Row(
                    rs.getObject(1, UUID.class),
                    List.of(rs.getString(2), rs.getString(3)),
                    rs.getObject(4, UUID.class),
                    rs.getString(5)))
        .list();
  }

  /** The rows with their new values; a record whose values are refused is named in refused. */
  private List<Row> rewritten(List<Row> rows, Rewrite rewrite, Map<UUID, String> refused) {
    List<Row> out = new ArrayList<>(rows.size());
    for (Row row : rows) {
      if (refused.containsKey(row.record())) {
        continue;
      }
      try {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        json.readTree(row.data()).properties().forEach(e -> values.put(e.getKey(), e.getValue()));
        String data = json.writeValueAsString(rewrite.apply(row.node(), values));
        out.add(new Row(row.record(), row.key(), row.node(), data));
      } catch (IllegalArgumentException e) {
        refused.put(row.record(), e.getMessage());
      }
    }
    return out;
  }

  private static List<Row> kept(List<Row> rows, Map<UUID, String> refused) {
    return rows.stream().filter(r -> !refused.containsKey(r.record())).toList();
  }

  /** One statement over the rows' arrays: the records, each key column, the values. */
  private void write(String sql, List<Row> rows) {
    if (rows.isEmpty()) {
      return;
    }
    jdbc.sql(sql)
        .param(rows.stream().map(Row::record).toArray(UUID[]::new))
        .param(rows.stream().map(r -> r.key().get(0)).toArray(String[]::new))
        .param(rows.stream().map(r -> r.key().get(1)).toArray(String[]::new))
        .param(rows.stream().map(Row::data).toArray(String[]::new))
        .update();
  }
}
