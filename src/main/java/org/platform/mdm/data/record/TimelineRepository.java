package org.platform.mdm.data.record;

import static org.platform.mdm.data.record.RecordSql.FROM;
import static org.platform.mdm.data.record.RecordSql.READ_FROM;
import static org.platform.mdm.data.record.RecordSql.READ_TO;
import static org.platform.mdm.data.record.RecordSql.TO;
import static org.platform.mdm.data.record.RecordSql.fields;
import static org.platform.mdm.data.record.RecordSql.period;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * SQL of the stored timelines (each etalon's golden intervals): replacing one, reading it at an
 * instant or whole, paging through an entity's, and looking reference-set codes up in them.
 */
@Repository
public class TimelineRepository {

  private final JdbcClient jdbc;
  private final JsonMapper json;

  TimelineRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /** A stored timeline interval. */
  public record IntervalRow(
      Period period, boolean active, JsonNode data, JsonNode contributors, JsonNode winners) {}

  /**
   * Replaces the etalon's stored timeline in one statement: the old intervals deleted, the new ones
   * inserted. The insert waits for the delete (it reads its count first), and a key deleted by the
   * same statement does not conflict with the row that replaces it.
   */
  public void replaceTimeline(
      EtalonId etalonId, String entityName, String codeAttribute, List<TimelineInterval> timeline) {
    if (timeline.isEmpty()) {
      jdbc.sql("delete from timeline where etalon_id = ?").param(etalonId.value()).update();
      return;
    }
    StringBuilder sql =
        new StringBuilder("with gone as (delete from timeline where etalon_id = ? returning 1) ");
    List<Object> params = new ArrayList<>();
    params.add(etalonId.value());
    insertTimeline(sql, params, etalonId, entityName, codeAttribute, timeline);
    sql.append(" where (select count(*) from gone) >= 0");
    jdbc.sql(sql.toString()).params(params).update();
  }

  /** Appends an insert of the intervals ({@code ... from (values ...) as v}) and its parameters. */
  void insertTimeline(
      StringBuilder sql,
      List<Object> params,
      EtalonId etalonId,
      String entityName,
      String codeAttribute,
      List<TimelineInterval> timeline) {
    sql.append(
        "insert into timeline (etalon_id, entity_name, code, valid_from, valid_to, active, data,"
            + " contributors, winners) select * from (values ");
    boolean first = true;
    for (TimelineInterval interval : timeline) {
      sql.append(first ? "" : ", ")
          .append("(?::uuid, ?::text, ?::text, " + FROM + ", " + TO)
          .append(", ?::boolean, ?::jsonb, ?::json, ?::json)");
      first = false;
      JsonNode code = codeAttribute == null ? null : interval.values().get(codeAttribute);
      params.add(etalonId.value());
      params.add(entityName);
      params.add(code == null ? null : code.asString());
      params.add(Period.utc(interval.period().from(), Period.UNBOUNDED_FROM));
      params.add(Period.utc(interval.period().to(), Period.UNBOUNDED_TO));
      params.add(interval.active());
      params.add(json.writeValueAsString(interval.values()));
      params.add(json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())));
      params.add(
          json.writeValueAsString(
              TimelineJson.winners(interval.winners(), interval.contributors())));
    }
    sql.append(") as v");
  }

  /** The stored interval that contains an instant. */
  Optional<IntervalRow> intervalAt(EtalonId etalonId, OffsetDateTime at) {
    return jdbc.sql(
            "select "
                + READ_FROM
                + ", "
                + READ_TO
                + ", active, data::text as data, contributors::text as contributors,"
                + " winners::text as winners from timeline t"
                + " where t.etalon_id = ? and t.valid_from <= ? and t.valid_to >= ?"
                + " order by t.valid_from desc limit 1")
        .params(etalonId.value(), at, at)
        .query(this::intervalRow)
        .optional();
  }

  /**
   * The golden values of the etalons active at an instant, with each etalon's create date (records
   * not active then, merged or unknown are absent).
   */
  public Map<EtalonId, Map.Entry<OffsetDateTime, Map<String, JsonNode>>> activeValuesAt(
      java.util.Collection<EtalonId> etalonIds, OffsetDateTime at) {
    Map<EtalonId, Map.Entry<OffsetDateTime, Map<String, JsonNode>>> values = new LinkedHashMap<>();
    jdbc.sql(
            // Joined with each id rather than "etalon_id = any(?)": the generic plan of that
            // looks for every id in every partition; a look-up per id prunes to its partition (a
            // bulk matching batch's 1,000 candidates read in 10 ms instead of 22 ms at 1M records).
            "select t.etalon_id, e.create_date, t.data::text from (select distinct"
                + " unnest(?::uuid[]) as id) u join timeline t on t.etalon_id = u.id join etalons e"
                + " on e.etalon_id = u.id where t.valid_from <= ? and t.valid_to >= ? and t.active"
                + " and e.status = 'ACTIVE'")
        .params(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new), at, at)
        .query(
            rs -> {
              values.put(
                  new EtalonId(rs.getObject(1, UUID.class)),
                  Map.entry(
                      rs.getObject(2, OffsetDateTime.class),
                      fields(json.readTree(rs.getString(3)))));
            });
    return values;
  }

  /** How many of the entity's records are active at an instant. */
  public long countActiveAt(String entityName, OffsetDateTime at) {
    return jdbc.sql(
            "select count(*) from timeline t where t.entity_name = ? and t.valid_from <= ?"
                + " and t.valid_to >= ? and t.active and exists (select 1 from etalons e"
                + " where e.etalon_id = t.etalon_id and e.status = 'ACTIVE')")
        .params(entityName, at, at)
        .query(Long.class)
        .single();
  }

  /**
   * The golden values at an instant of the entity's next {@code limit} records after {@code after}
   * (null: from the first) that are active then, in etalon id order, without locks: a whole entity
   * read in pages by a reader that writes nothing back (profiling). Each row's values are handed
   * over as the stored JSON text, to be read once by whoever takes them. The etalon's status is a
   * probe per row ({@code offset 0} keeps the subquery from becoming a merge semi-join, which read
   * the etalons' index from its start on every page: 2.4 s a page half-way through a million).
   */
  public void activeAt(
      String entityName,
      OffsetDateTime at,
      EtalonId after,
      int limit,
      java.util.function.BiConsumer<EtalonId, String> row) {
    jdbc.sql(
            "select t.etalon_id, t.data::text from timeline t"
                + " where t.entity_name = ? and t.etalon_id > ? and t.valid_from <= ?"
                + " and t.valid_to >= ? and t.active and exists (select 1 from etalons e"
                + " where e.etalon_id = t.etalon_id and e.status = 'ACTIVE' offset 0)"
                + " order by t.etalon_id limit ?")
        .params(entityName, after == null ? new UUID(0, 0) : after.value(), at, at, limit)
        .query(
            rs -> {
              row.accept(new EtalonId(rs.getObject(1, UUID.class)), rs.getString(2));
            });
  }

  public List<IntervalRow> timeline(EtalonId etalonId) {
    return jdbc.sql(
            "select "
                + READ_FROM
                + ", "
                + READ_TO
                + ", active, data::text as data, contributors::text as contributors,"
                + " winners::text as winners from timeline t where t.etalon_id = ?"
                + " order by t.valid_from")
        .param(etalonId.value())
        .query(this::intervalRow)
        .list();
  }

  /** Of the given codes, those no active interval of a record of the reference set has. */
  Set<String> missingCodes(String referenceSet, Collection<String> codes) {
    Set<String> found =
        new HashSet<>(
            jdbc.sql(
                    "select distinct t.code from timeline t join etalons e"
                        + " on e.etalon_id = t.etalon_id"
                        + " where t.entity_name = ? and t.code = any(?) and t.active"
                        + " and e.status = 'ACTIVE'")
                .params(referenceSet, codes.toArray(String[]::new))
                .query(String.class)
                .list());
    Set<String> missing = new HashSet<>(codes);
    missing.removeAll(found);
    return missing;
  }

  /** The parent code of the reference-set record with this code (its latest active interval). */
  String parentOf(String referenceSet, String code) {
    return jdbc.sql(
            "select data ->> '$parent' from timeline where entity_name = ? and code = ?"
                + " and active order by valid_to desc limit 1")
        .params(referenceSet, code)
        .query(String.class)
        .optional()
        .orElse(null);
  }

  /**
   * The stored timelines of the entity's next {@code limit} etalons after {@code after} (null: from
   * the first), in etalon id order, the etalons locked in that order: a whole entity read in pages,
   * for rebuilding copies of it.
   */
  public List<GoldenRecord> goldenRecords(String entityName, EtalonId after, int limit) {
    return goldenRecords(entityName, after, limit, true);
  }

  /** Like {@link #goldenRecords(String, EtalonId, int)}, the etalons locked or not. */
  public List<GoldenRecord> goldenRecords(
      String entityName, EtalonId after, int limit, boolean lock) {
    // Two statements, each planned well as a prepared statement: one joining etalons got a
    // generic plan after five runs that hashed every etalon of the table (326 ms a page at 1M).
    UUID[] ids = etalonPage(entityName, after, limit);
    if (lock && ids.length > 0) {
      ids = lockInOrder(ids);
    }
    if (ids.length == 0) {
      return List.of();
    }
    return goldenPeriods(ids).entrySet().stream()
        .map(e -> new GoldenRecord(entityName, new EtalonId(e.getKey()), e.getValue(), false))
        .toList();
  }

  /**
   * The stored timelines of the entity's etalons of the given ids, in the order given; ids of other
   * entities and ids without a timeline are left out. With {@code lock}, the etalons are locked as
   * a write locks them.
   */
  public List<GoldenRecord> goldenRecords(
      String entityName, List<EtalonId> etalonIds, boolean lock) {
    UUID[] ids =
        jdbc.sql(
                "select distinct etalon_id from timeline where entity_name = ? and etalon_id ="
                    + " any(?)")
            .params(entityName, etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
            .query(UUID.class)
            .list()
            .toArray(UUID[]::new);
    if (lock && ids.length > 0) {
      ids = lockInOrder(ids);
    }
    Map<UUID, List<GoldenPeriod>> periods = goldenPeriods(ids);
    List<GoldenRecord> records = new ArrayList<>();
    for (EtalonId id : etalonIds) {
      List<GoldenPeriod> of = periods.get(id.value());
      if (of != null) {
        records.add(new GoldenRecord(entityName, id, of, false));
      }
    }
    return records;
  }

  /** The ids of the entity's next {@code limit} etalons with a timeline after {@code after}. */
  private UUID[] etalonPage(String entityName, EtalonId after, int limit) {
    return jdbc.sql(
            "select etalon_id from timeline where entity_name = ? and etalon_id > ?"
                + " group by etalon_id order by etalon_id limit ?")
        .params(
            entityName,
            after == null
                ? new UUID(0, 0)
                : after.value(), // the smallest uuid in PostgreSQL's order
            limit)
        .query(UUID.class)
        .list()
        .toArray(UUID[]::new);
  }

  /** Locks the etalons in id order; those gone meanwhile are left out. */
  private UUID[] lockInOrder(UUID[] ids) {
    return jdbc.sql(
            "select etalon_id from etalons where etalon_id = any(?) order by etalon_id"
                + " for update")
        .param(ids)
        .query(UUID.class)
        .list()
        .toArray(UUID[]::new);
  }

  /** The stored intervals of the etalons as golden periods, by etalon in the order given. */
  private Map<UUID, List<GoldenPeriod>> goldenPeriods(UUID[] ids) {
    Map<UUID, List<GoldenPeriod>> periods = new LinkedHashMap<>();
    for (UUID id : ids) {
      periods.put(id, new ArrayList<>());
    }
    jdbc.sql(
            "select etalon_id, "
                + READ_FROM
                + ", "
                + READ_TO
                + ", active, data::text as data from timeline t where t.etalon_id = any(?)"
                + " order by t.etalon_id, t.valid_from")
        .param(ids)
        .query(
            (rs, n) -> {
              Map<String, JsonNode> values = fields(json.readTree(rs.getString("data")));
              periods
                  .get(rs.getObject(1, UUID.class))
                  .add(
                      new GoldenPeriod(
                          rs.getObject("valid_from", OffsetDateTime.class),
                          rs.getObject("valid_to", OffsetDateTime.class),
                          rs.getBoolean("active"),
                          values));
              return null;
            })
        .list();
    return periods;
  }

  private IntervalRow intervalRow(ResultSet rs, int n) throws SQLException {
    return new IntervalRow(
        period(rs),
        rs.getBoolean("active"),
        json.readTree(rs.getString("data")),
        json.readTree(rs.getString("contributors")),
        json.readTree(rs.getString("winners")));
  }
}
