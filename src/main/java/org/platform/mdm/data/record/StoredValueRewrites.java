package org.platform.mdm.data.record;

import static org.platform.mdm.data.record.RecordSql.fields;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.BulkWriteListener;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RewriteListener;
import org.platform.mdm.data.StoredValues;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link StoredValues} on the hot store: the rows of {@code revisions} and {@code timeline} (or
 * {@code relation_revisions} and {@code relation_timeline}) of the records, each set of values
 * rewritten in Java and written back in one statement per table; a record with a value the function
 * refuses keeps all of its rows as they were.
 */
@Component
class StoredValueRewrites implements StoredValues {

  /** One stored set of values: the table's key columns as text, and the values. */
  private record Row(UUID owner, List<String> key, String data) {}

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final TimelineRepository timelines;
  private final GoldenRecords golden;

  private final ObjectProvider<RewriteListener> forgetting;
  private final ObjectProvider<BulkWriteListener> following;
  private final ObjectProvider<ArchivedRevisions> archive;

  StoredValueRewrites(
      JdbcClient jdbc,
      JsonMapper json,
      TimelineRepository timelines,
      GoldenRecords golden,
      ObjectProvider<RewriteListener> forgetting,
      ObjectProvider<BulkWriteListener> following,
      ObjectProvider<ArchivedRevisions> archive) {
    this.archive = archive;
    this.jdbc = jdbc;
    this.json = json;
    this.timelines = timelines;
    this.golden = golden;
    this.forgetting = forgetting;
    this.following = following;
  }

  @Override
  @Transactional
  public void forget(Collection<String> entityNames, OffsetDateTime before) {
    forgetting.orderedStream().forEach(l -> l.rewritten(entityNames, before));
  }

  @Override
  @Transactional
  public void announce(Map<EtalonId, String> records, PlatformUser user, OffsetDateTime now) {
    if (!records.isEmpty()) {
      following.orderedStream().forEach(l -> l.written(records, user, now));
    }
  }

  @Override
  @Transactional
  public Rewritten records(String entityName, List<EtalonId> etalonIds, Rewrite rewrite) {
    UUID[] ids =
        timelines.goldenRecords(entityName, etalonIds, true).stream()
            .map(r -> r.etalonId().value())
            .toArray(UUID[]::new);
    List<Row> revisions =
        rows(
            "select etalon_id, origin_id::text, revision::text, data::text from revisions"
                + " where etalon_id = any(?)",
            ids);
    List<Row> intervals =
        rows(
            "select etalon_id, valid_from::text, data::text from timeline where etalon_id ="
                + " any(?)",
            ids);
    Map<UUID, String> refused = new LinkedHashMap<>();
    List<Row> newRevisions = rewritten(revisions, rewrite, refused);
    List<Row> newIntervals = rewritten(intervals, rewrite, refused);
    archived(ids, rewrite, refused);
    write(
        "update revisions r set data = v.data::json from unnest(?::uuid[], ?::uuid[], ?::int[],"
            + " ?::text[]) v(etalon_id, origin_id, revision, data) where r.etalon_id = v.etalon_id"
            + " and r.origin_id = v.origin_id and r.revision = v.revision",
        kept(newRevisions, refused));
    write(
        "update timeline t set data = v.data::jsonb from unnest(?::uuid[], ?::timestamptz[],"
            + " ?::text[]) v(etalon_id, valid_from, data) where t.etalon_id = v.etalon_id and"
            + " t.valid_from = v.valid_from",
        kept(newIntervals, refused));
    List<EtalonId> done = new ArrayList<>();
    for (UUID id : ids) {
      if (!refused.containsKey(id)) {
        done.add(new EtalonId(id));
      }
    }
    List<GoldenRecord> stored = timelines.goldenRecords(entityName, done, false);
    golden.retold(stored);
    return result(done, refused);
  }

  @Override
  @Transactional
  public Rewritten links(String relationName, List<EtalonId> fromEtalonIds, Rewrite rewrite) {
    UUID[] from = fromEtalonIds.stream().map(EtalonId::value).toArray(UUID[]::new);
    List<Row> revisions =
        rows(
            "select r.from_etalon_id, r.relation_etalon_id::text, r.source_system,"
                + " r.revision::text, r.data::text from relation_revisions r join relation_etalons e"
                + " on e.from_etalon_id = r.from_etalon_id and e.relation_etalon_id ="
                + " r.relation_etalon_id where r.from_etalon_id = any(?) and e.relation_name = ?"
                + " and not r.archived",
            from,
            relationName);
    List<Row> intervals =
        rows(
            "select from_etalon_id, relation_etalon_id::text, valid_from::text, data::text"
                + " from relation_timeline where from_etalon_id = any(?) and relation_name = ?",
            from,
            relationName);
    Map<UUID, String> refused = new LinkedHashMap<>();
    List<Row> newRevisions = rewritten(revisions, rewrite, refused);
    List<Row> newIntervals = rewritten(intervals, rewrite, refused);
    archivedLinks(from, relationName, rewrite, refused);
    write(
        "update relation_revisions r set data = v.data::json from unnest(?::uuid[], ?::uuid[],"
            + " ?::text[], ?::int[], ?::text[]) v(from_etalon_id, relation_etalon_id,"
            + " source_system, revision, data) where r.from_etalon_id = v.from_etalon_id and"
            + " r.relation_etalon_id = v.relation_etalon_id and r.source_system ="
            + " v.source_system and r.revision = v.revision",
        kept(newRevisions, refused));
    write(
        "update relation_timeline t set data = v.data::jsonb from unnest(?::uuid[], ?::uuid[],"
            + " ?::timestamptz[], ?::text[]) v(from_etalon_id, relation_etalon_id, valid_from,"
            + " data) where t.from_etalon_id = v.from_etalon_id and t.relation_etalon_id ="
            + " v.relation_etalon_id and t.valid_from = v.valid_from",
        kept(newIntervals, refused));
    Set<UUID> touched = new LinkedHashSet<>();
    revisions.forEach(r -> touched.add(r.owner()));
    intervals.forEach(r -> touched.add(r.owner()));
    List<EtalonId> done =
        touched.stream().filter(id -> !refused.containsKey(id)).map(EtalonId::new).toList();
    return result(done, refused);
  }

  /**
   * Rewrites the records' revisions the archive holds (when there is one), now: those of a record
   * refused (here or in the hot store) are left as they are.
   */
  private void archived(UUID[] ids, Rewrite rewrite, Map<UUID, String> refused) {
    ArchivedRevisions store = archive.getIfAvailable();
    if (store == null || !store.readable() || ids.length == 0) {
      return;
    }
    Map<UUID, UUID> etalonOf = new LinkedHashMap<>();
    jdbc.sql("select origin_id, etalon_id from external_keys where etalon_id = any(?)")
        .param(ids)
        .query(
            rs -> {
              etalonOf.put(rs.getObject(1, UUID.class), rs.getObject(2, UUID.class));
            });
    List<Row> rows = new ArrayList<>();
    Map<List<String>, ArchivedRevisions.Archived> byKey = new LinkedHashMap<>();
    for (ArchivedRevisions.Archived a : store.of(etalonOf.keySet(), null)) {
      List<String> key = List.of(a.originId().toString(), String.valueOf(a.revision()));
      byKey.put(key, a);
      rows.add(new Row(etalonOf.get(a.originId()), key, a.data()));
    }
    List<ArchivedRevisions.Archived> anew = new ArrayList<>();
    for (Row row : kept(rewritten(rows, rewrite, refused), refused)) {
      ArchivedRevisions.Archived a = byKey.get(row.key());
      anew.add(
          new ArchivedRevisions.Archived(
              a.originId(),
              a.revision(),
              a.seq(),
              a.period(),
              a.status(),
              a.operation(),
              row.data(),
              a.createDate(),
              a.createdBy()));
    }
    store.rewrite(anew);
  }

  /** Rewrites the values the archive holds of the links' archived revisions (when there is one). */
  private void archivedLinks(
      UUID[] from, String relationName, Rewrite rewrite, Map<UUID, String> refused) {
    ArchivedRevisions store = archive.getIfAvailable();
    if (store == null || !store.readable() || from.length == 0) {
      return;
    }
    Map<Long, UUID> ownerOf = new LinkedHashMap<>();
    jdbc.sql(
            "select r.seq, r.from_etalon_id from relation_revisions r join relation_etalons e"
                + " on e.from_etalon_id = r.from_etalon_id and e.relation_etalon_id ="
                + " r.relation_etalon_id where r.from_etalon_id = any(?) and e.relation_name = ?"
                + " and r.archived")
        .param(from)
        .param(relationName)
        .query(
            rs -> {
              ownerOf.put(rs.getLong(1), rs.getObject(2, UUID.class));
            });
    List<Row> rows = new ArrayList<>();
    store
        .linkValues(ownerOf.keySet())
        .forEach((seq, data) -> rows.add(new Row(ownerOf.get(seq), List.of(seq.toString()), data)));
    Map<Long, String> anew = new LinkedHashMap<>();
    kept(rewritten(rows, rewrite, refused), refused)
        .forEach(r -> anew.put(Long.valueOf(r.key().get(0)), r.data()));
    store.rewriteLinkValues(anew);
  }

  /**
   * The rows a query answers: the owner's id (first column), the key's columns as text (as many as
   * the row's identity takes), the values (last column).
   */
  private List<Row> rows(String sql, UUID[] ids, Object... more) {
    if (ids.length == 0) {
      return List.of();
    }
    JdbcClient.StatementSpec statement = jdbc.sql(sql).param(ids);
    for (Object parameter : more) {
      statement = statement.param(parameter);
    }
    return statement
        .query(
            (rs, n) -> {
              int columns = rs.getMetaData().getColumnCount();
              List<String> key = new ArrayList<>(columns - 2);
              for (int i = 2; i < columns; i++) {
                key.add(rs.getString(i));
              }
              return new Row(rs.getObject(1, UUID.class), key, rs.getString(columns));
            })
        .list();
  }

  /** The rows with their new values; an owner whose values are refused is named in refused. */
  private List<Row> rewritten(List<Row> rows, Rewrite rewrite, Map<UUID, String> refused) {
    List<Row> out = new ArrayList<>(rows.size());
    for (Row row : rows) {
      if (refused.containsKey(row.owner())) {
        continue;
      }
      try {
        String data = json.writeValueAsString(rewrite.apply(fields(json.readTree(row.data()))));
        out.add(new Row(row.owner(), row.key(), data));
      } catch (IllegalArgumentException e) {
        refused.put(row.owner(), e.getMessage());
      }
    }
    return out;
  }

  private static List<Row> kept(List<Row> rows, Map<UUID, String> refused) {
    return rows.stream().filter(r -> !refused.containsKey(r.owner())).toList();
  }

  /** One statement over the rows' arrays: the owners, each key column, the values. */
  private void write(String sql, List<Row> rows) {
    if (rows.isEmpty()) {
      return;
    }
    JdbcClient.StatementSpec statement =
        jdbc.sql(sql).param(rows.stream().map(Row::owner).toArray(UUID[]::new));
    for (int i = 0; i < rows.get(0).key().size(); i++) {
      int column = i;
      statement =
          statement.param(rows.stream().map(r -> r.key().get(column)).toArray(String[]::new));
    }
    statement.param(rows.stream().map(Row::data).toArray(String[]::new)).update();
  }

  private static Rewritten result(List<EtalonId> done, Map<UUID, String> refused) {
    Map<EtalonId, String> named = new LinkedHashMap<>();
    refused.forEach((id, reason) -> named.put(new EtalonId(id), reason));
    return new Rewritten(done, named);
  }
}
