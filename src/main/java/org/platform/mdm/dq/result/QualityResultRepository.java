package org.platform.mdm.dq.result;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the stored quality results of golden records, by period and as known over time. */
@Repository
class QualityResultRepository {

  /** A stored row: one period of a record, its results as JSON text. */
  record Row(long id, UUID etalonId, OffsetDateTime from, OffsetDateTime to, String results) {}

  /** A row to store. */
  record NewRow(
      UUID etalonId,
      String entityName,
      OffsetDateTime from,
      OffsetDateTime to,
      String results,
      Tally tally) {}

  private final JdbcClient jdbc;

  QualityResultRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The rows still known of these records. */
  List<Row> current(Collection<UUID> etalonIds) {
    if (etalonIds.isEmpty()) {
      return List.of();
    }
    return jdbc.sql(
            "select id, etalon_id, valid_from, valid_to, results::text from dq_results"
                + " where etalon_id = any(?) and known_to is null")
        .param(etalonIds.toArray(UUID[]::new))
        .query(
            (rs, n) ->
                new Row(
                    rs.getLong(1),
                    rs.getObject(2, UUID.class),
                    rs.getObject(3, OffsetDateTime.class),
                    rs.getObject(4, OffsetDateTime.class),
                    rs.getString(5)))
        .list();
  }

  /** Ends these rows' knowledge at the transaction's start. */
  void close(Collection<Long> ids) {
    if (!ids.isEmpty()) {
      jdbc.sql("update dq_results set known_to = now() where id = any(?)")
          .param(ids.toArray(Long[]::new))
          .update();
    }
  }

  /**
   * Stores rows known from the transaction's start: a thousand rows a statement, their columns as
   * arrays (a JDBC batch costs the server a statement per row; an import stores a row a record).
   */
  void insert(List<NewRow> rows) {
    for (int start = 0; start < rows.size(); start += 1000) {
      insertAll(rows.subList(start, Math.min(rows.size(), start + 1000)));
    }
  }

  private void insertAll(List<NewRow> rows) {
    int n = rows.size();
    UUID[] ids = new UUID[n];
    String[] entities = new String[n];
    String[] from = new String[n];
    String[] to = new String[n];
    String[] results = new String[n];
    Integer[][] counts = new Integer[5][n];
    String[] rules = new String[n];
    String[] categories = new String[n];
    for (int i = 0; i < n; i++) {
      NewRow r = rows.get(i);
      ids[i] = r.etalonId();
      entities[i] = r.entityName();
      from[i] = text(r.from());
      to[i] = text(r.to());
      results[i] = r.results();
      Tally t = r.tally();
      counts[0][i] = t.errors();
      counts[1][i] = t.red();
      counts[2][i] = t.yellow();
      counts[3][i] = t.green();
      counts[4][i] = t.totalScore();
      rules[i] = arrayText(t.ruleNames());
      categories[i] = arrayText(t.categories());
    }
    jdbc.sql(
            "insert into dq_results (etalon_id, entity_name, valid_from, valid_to, known_from,"
                + " results, errors, red, yellow, green, total_score, rule_names, categories)"
                + " select u.e, u.n, u.f, u.t, now(), u.r::jsonb, u.c0, u.c1, u.c2, u.c3, u.c4,"
                + " u.rn::text[], u.ca::text[]"
                + " from unnest(?::uuid[], ?::text[], ?::timestamptz[], ?::timestamptz[],"
                + " ?::text[], ?::int[], ?::int[], ?::int[], ?::int[], ?::int[], ?::text[],"
                + " ?::text[]) as u(e, n, f, t, r, c0, c1, c2, c3, c4, rn, ca)")
        .params(
            ids,
            entities,
            from,
            to,
            results,
            counts[0],
            counts[1],
            counts[2],
            counts[3],
            counts[4],
            rules,
            categories)
        .update();
  }

  /** Texts as PostgreSQL reads a text array: each quoted, its quotes and backslashes escaped. */
  private static String arrayText(List<String> texts) {
    StringBuilder out = new StringBuilder("{");
    for (String text : texts) {
      if (out.length() > 1) {
        out.append(',');
      }
      out.append('"').append(text.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
    }
    return out.append('}').toString();
  }

  /** A bound as PostgreSQL reads it: the driver's MIN and MAX stand for the infinities. */
  private static String text(OffsetDateTime t) {
    if (t == null) {
      return null;
    }
    if (t.getYear() > 294276) {
      return "infinity";
    }
    return t.getYear() < -4712 ? "-infinity" : t.toString();
  }

  /** Every row of these records, gone with them. */
  void remove(Collection<UUID> etalonIds) {
    if (!etalonIds.isEmpty()) {
      jdbc.sql("delete from dq_results where etalon_id = any(?)")
          .param(etalonIds.toArray(UUID[]::new))
          .update();
    }
  }

  /**
   * The results of the record's period holding {@code at}, as known at {@code asOf} (null: now).
   */
  Optional<String> at(UUID etalonId, OffsetDateTime at, OffsetDateTime asOf) {
    List<Object> params = new ArrayList<>(List.of(etalonId, at, at));
    String known;
    if (asOf == null) {
      known = "known_to is null";
    } else {
      known = "known_from <= ? and (known_to is null or known_to > ?)";
      params.add(asOf);
      params.add(asOf);
    }
    return jdbc.sql(
            "select results::text from dq_results where etalon_id = ?"
                + " and (valid_from is null or valid_from <= ?)"
                + " and (valid_to is null or valid_to >= ?) and "
                + known
                + " order by known_from desc limit 1")
        .params(params)
        .query(String.class)
        .optional();
  }

  /** The registers holding current results. */
  List<String> entitiesWithResults() {
    return jdbc.sql("select distinct entity_name from dq_results where known_to is null")
        .query(String.class)
        .list();
  }

  /** Ends the knowledge of the register's current results; how many. */
  int closeEntity(String entityName) {
    return jdbc.sql(
            "update dq_results set known_to = now() where entity_name = ? and known_to is null")
        .param(entityName)
        .update();
  }

  /** How many records the register has (merged ones left out). */
  long countRecords(String entityName) {
    return jdbc.sql("select count(*) from etalons where entity_name = ? and status <> 'MERGED'")
        .param(entityName)
        .query(Long.class)
        .single();
  }
}
