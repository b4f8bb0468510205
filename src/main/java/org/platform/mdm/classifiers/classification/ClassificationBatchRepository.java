package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the classifications an import batch creates: one {@code unnest} statement per table. */
@Repository
class ClassificationBatchRepository {

  private final JdbcClient jdbc;

  ClassificationBatchRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /**
   * Writes the classifications an import batch made, one statement per table: their etalons,
   * revisions and timelines.
   */
  void insertBatch(BatchRows rows, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into classification_etalons (record_etalon_id, classification_id,"
                + " classifier, slot, status, create_date, created_by, update_date, updated_by)"
                + " select r::uuid, c::uuid, k, s, 'ACTIVE', ?, ?, ?, ?"
                + " from unnest(?::text[], ?::text[], ?::text[], ?::text[]) as t(r, c, k, s)")
        .params(
            now,
            user,
            now,
            user,
            BatchRows.texts(rows.etalonRecords),
            BatchRows.texts(rows.etalonIds),
            BatchRows.texts(rows.etalonClassifiers),
            BatchRows.texts(rows.etalonSlots))
        .update();
    jdbc.sql(
            "insert into classification_revisions (record_etalon_id, classification_id,"
                + " source_system, revision, seq, external_id, node_id, valid_from, valid_to,"
                + " status, operation, data, create_date, created_by)"
                + " select r::uuid, c::uuid, s, n, q, e, d::uuid,"
                + " coalesce(f::timestamptz, '-infinity'), coalesce(u::timestamptz, 'infinity'),"
                + " 'ACTIVE', '"
                + ClassificationWrites.UPSERT
                + "', v::json, ?, ?"
                + " from unnest(?::text[], ?::text[], ?::text[], ?::int[], ?::bigint[],"
                + " ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])"
                + " as t(r, c, s, n, q, e, d, f, u, v)")
        .params(
            now,
            user,
            BatchRows.texts(rows.revRecords),
            BatchRows.texts(rows.revIds),
            BatchRows.texts(rows.revSources),
            rows.revNumbers.stream().mapToInt(Integer::intValue).toArray(),
            rows.revSeqs.stream().mapToLong(Long::longValue).toArray(),
            BatchRows.texts(rows.revExternalIds),
            BatchRows.texts(rows.revNodes),
            BatchRows.texts(rows.revFrom),
            BatchRows.texts(rows.revTo),
            BatchRows.texts(rows.revData))
        .update();
    boolean[] active = new boolean[rows.tActive.size()];
    for (int i = 0; i < active.length; i++) {
      active[i] = rows.tActive.get(i);
    }
    jdbc.sql(
            "insert into classification_timeline (record_etalon_id, classification_id,"
                + " classifier, node_id, valid_from, valid_to, active, data, contributors,"
                + " winners) select r::uuid, c::uuid, k, d::uuid,"
                + " coalesce(f::timestamptz, '-infinity'), coalesce(u::timestamptz, 'infinity'),"
                + " a, v::jsonb, o::json, w::json"
                + " from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[],"
                + " ?::boolean[], ?::text[], ?::text[], ?::text[])"
                + " as t(r, c, k, d, f, u, a, v, o, w)")
        .params(
            BatchRows.texts(rows.tRecords),
            BatchRows.texts(rows.tIds),
            BatchRows.texts(rows.tClassifiers),
            BatchRows.texts(rows.tNodes),
            BatchRows.texts(rows.tFrom),
            BatchRows.texts(rows.tTo),
            active,
            BatchRows.texts(rows.tData),
            BatchRows.texts(rows.tContributors),
            BatchRows.texts(rows.tWinners))
        .update();
  }
}
