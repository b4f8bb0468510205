package org.platform.mdm.dp.run;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.system.Problem;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The depersonalizations in place made: each register, or classifier in a register, a run rewrote
 * where it is, kept when its rewriting began, in the records' own sequence. Read back as the
 * DEPERSONALIZED events of the records that existed then, and to refuse rewriting the same values a
 * second time unasked.
 */
@Repository
class InPlaceRuns {

  private final JdbcClient jdbc;

  InPlaceRuns(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /**
   * Keeps that the run began rewriting the register (or the classifier's classifications in it);
   * once per run, so a restart keeps the first.
   *
   * @param classifier null: the register's own values
   * @param attributes the confidential attributes rewritten; null for a classifier's
   */
  void began(
      long executionId,
      String entity,
      String classifier,
      String keyName,
      List<String> attributes,
      String user,
      OffsetDateTime now) {
    jdbc.sql(
            "insert into dp_in_place_runs (entity_name, classifier_name, execution_id, key_name,"
                + " attributes, create_date, created_by) values (?, ?, ?, ?, ?::text[], ?, ?)"
                + " on conflict do nothing")
        .params(
            entity,
            classifier,
            executionId,
            keyName,
            attributes == null ? null : attributes.toArray(String[]::new),
            now,
            user)
        .update();
  }

  /** An earlier run in place of a register (or of a classifier's classifications). */
  record Earlier(String name, long executionId, OffsetDateTime date) {

    /**
     * The refusal of a second run in place unasked ({@code again} not set), at the parameter that
     * names the registers or classifiers: one problem for each done before.
     */
    static List<Problem> refused(Map<String, Earlier> earlier, String parameter) {
      return earlier.values().stream()
          .map(
              e ->
                  Problem.at(
                      CopyPlan.at(parameter),
                      DpErrors.DP_ALREADY_DEPERSONALIZED,
                      e.name(),
                      String.valueOf(e.executionId()),
                      e.date().truncatedTo(ChronoUnit.SECONDS).toString(),
                      CopyPlan.AGAIN))
          .toList();
    }
  }

  /**
   * The latest run in place of each of the registers (classifier null) or classifiers named, if
   * any, but the run {@code excluded} (the one asking, when it is run again after a stop).
   */
  Map<String, Earlier> earlier(Collection<String> names, boolean classifiers, long excluded) {
    Map<String, Earlier> earlier = new LinkedHashMap<>();
    if (names.isEmpty()) {
      return earlier;
    }
    String column = classifiers ? "classifier_name" : "entity_name";
    jdbc.sql(
            "select distinct on ("
                + column
                + ") "
                + column
                + " as name, execution_id, create_date from dp_in_place_runs where "
                + column
                + " = any(?::text[]) and execution_id <> ?"
                + (classifiers ? "" : " and classifier_name is null")
                + " order by "
                + column
                + ", seq desc")
        .params(names.toArray(String[]::new), excluded)
        .query(
            (rs, n) ->
                new Earlier(
                    rs.getString("name"),
                    rs.getLong("execution_id"),
                    rs.getObject("create_date", OffsetDateTime.class)))
        .list()
        .forEach(e -> earlier.put(e.name(), e));
    return earlier;
  }

  /**
   * The DEPERSONALIZED events of the record: each run in place of its register that began after the
   * record was made, and each of a classifier's classifications in it that began after the record
   * was classified there; dates in {@code zone}.
   */
  List<HistoryEvent> events(EtalonId etalonId, ZoneId zone) {
    return jdbc.sql(
            "select r.* from dp_in_place_runs r join etalons e on e.entity_name = r.entity_name"
                + " where e.etalon_id = ? and e.create_date < r.create_date"
                + " and (r.classifier_name is null or exists (select 1 from"
                + " classification_etalons c where c.record_etalon_id = e.etalon_id"
                + " and c.classifier = r.classifier_name and c.create_date < r.create_date))"
                + " order by r.seq")
        .param(etalonId.value())
        .query((rs, n) -> event(rs, zone))
        .list();
  }

  private static HistoryEvent event(ResultSet rs, ZoneId zone) throws SQLException {
    Array attributes = rs.getArray("attributes");
    return HistoryEvent.depersonalized(
        rs.getLong("seq"),
        rs.getObject("create_date", OffsetDateTime.class)
            .atZoneSameInstant(zone)
            .toOffsetDateTime(),
        rs.getString("created_by"),
        new HistoryEvent.Depersonalization(
            rs.getLong("execution_id"),
            rs.getString("key_name"),
            attributes == null ? null : Arrays.asList((String[]) attributes.getArray()),
            rs.getString("classifier_name")));
  }
}
