package org.platform.mdm.classifiers.classification;

import static org.platform.mdm.classifiers.classification.ClassificationRepository.NODE;
import static org.platform.mdm.classifiers.classification.ClassificationRepository.bound;
import static org.platform.mdm.classifiers.classification.ClassificationRepository.period;
import static org.platform.mdm.classifiers.classification.ClassificationRepository.row;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.classifiers.classification.ClassificationRepository.Row;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.record.Contributor;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import org.platform.mdm.search.ClassifiedIndex;
import org.platform.mdm.search.ClassifiedRecords;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL of the stored timelines of classifications (unbounded ends stored as ±infinity, read back as
 * null). Search's "classified under" filter is told of every change.
 */
@Repository
class ClassificationTimelineRepository {

  private final JdbcClient jdbc;
  private final JsonMapper json;
  // Told of every change of a timeline: search's "classified under" filter keeps its own rows.
  private final ClassifiedIndex index;

  ClassificationTimelineRepository(JdbcClient jdbc, JsonMapper json, ClassifiedIndex index) {
    this.jdbc = jdbc;
    this.json = json;
    this.index = index;
  }

  /** One stored interval of a classification's timeline. */
  record Interval(Row row, UUID nodeId, Period period, boolean active, JsonNode data) {}

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

  /** The records' timeline intervals, their state, unbounded ends null. */
  private static final String IN_FORCE =
      "select record_etalon_id, node_id, active,"
          + " case when isfinite(valid_from) then valid_from end,"
          + " case when isfinite(valid_to) then valid_to end"
          + " from classification_timeline where record_etalon_id = any(?)";

  /** The intervals in force (active) of these records' classifications. */
  List<ClassifiedRecords.Placement> inForce(Collection<UUID> etalonIds) {
    List<ClassifiedRecords.Placement> intervals = new ArrayList<>();
    jdbc.sql(IN_FORCE)
        .param(etalonIds.toArray(UUID[]::new))
        .query(
            rs -> {
              if (rs.getBoolean(3)) {
                intervals.add(
                    new ClassifiedRecords.Placement(
                        rs.getObject(1, UUID.class),
                        rs.getObject(2, UUID.class),
                        rs.getObject(4, OffsetDateTime.class),
                        rs.getObject(5, OffsetDateTime.class)));
              }
            });
    return intervals;
  }
}
