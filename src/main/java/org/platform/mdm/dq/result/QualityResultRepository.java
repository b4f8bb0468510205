package org.platform.mdm.dq.result;

import java.sql.Array;
import java.sql.PreparedStatement;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;
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
  private final JdbcTemplate template;

  QualityResultRepository(JdbcClient jdbc, JdbcTemplate template) {
    this.jdbc = jdbc;
    this.template = template;
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

  /** Stores rows known from the transaction's start. */
  void insert(List<NewRow> rows) {
    if (rows.isEmpty()) {
      return;
    }
    template.batchUpdate(
        "insert into dq_results (etalon_id, entity_name, valid_from, valid_to, known_from,"
            + " results, errors, red, yellow, green, total_score, rule_names, categories)"
            + " values (?, ?, ?, ?, now(), ?::jsonb, ?, ?, ?, ?, ?, ?, ?)",
        rows,
        500,
        (PreparedStatement ps, NewRow r) -> {
          ps.setObject(1, r.etalonId());
          ps.setString(2, r.entityName());
          ps.setObject(3, r.from());
          ps.setObject(4, r.to());
          ps.setString(5, r.results());
          ps.setInt(6, r.tally().errors());
          ps.setInt(7, r.tally().red());
          ps.setInt(8, r.tally().yellow());
          ps.setInt(9, r.tally().green());
          ps.setInt(10, r.tally().totalScore());
          Array rules = ps.getConnection().createArrayOf("text", r.tally().ruleNames().toArray());
          Array categories =
              ps.getConnection().createArrayOf("text", r.tally().categories().toArray());
          ps.setArray(11, rules);
          ps.setArray(12, categories);
        });
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
