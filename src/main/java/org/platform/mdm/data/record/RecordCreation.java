package org.platform.mdm.data.record;

import static org.platform.mdm.data.record.RecordSql.FROM;
import static org.platform.mdm.data.record.RecordSql.TO;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** SQL that creates a record in one statement: its etalon, key, first revision and timeline. */
@Repository
class RecordCreation {

  // A new record's etalon, key (origin) and first revision; its timeline's insert follows in t.
  private static final String CREATE_RECORD =
      "with e as (insert into etalons (etalon_id, entity_name, status, create_date,"
          + " created_by, update_date, updated_by) values (?, ?, 'ACTIVE', ?, ?, ?, ?)"
          + " on conflict do nothing returning etalon_id),"
          + " k as (insert into external_keys (entity_name, source_system, external_id,"
          + " etalon_id, origin_id, initial_owner, create_date, status, created_by)"
          + " select ?, ?, ?, e.etalon_id, ?, e.etalon_id, ?, 'ACTIVE', ? from e"
          + " on conflict do nothing returning origin_id),"
          + " r as (insert into revisions (etalon_id, origin_id, revision, seq, valid_from,"
          + " valid_to, status, operation, data, create_date, created_by)"
          + " select ?, k.origin_id, 1, nextval('record_seq'), "
          + FROM
          + ", "
          + TO
          + ", 'ACTIVE', ?, ?::json, ?, ? from k returning seq),"
          + " t as (";

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final TimelineRepository timelines;

  RecordCreation(JdbcClient jdbc, JsonMapper json, TimelineRepository timelines) {
    this.jdbc = jdbc;
    this.json = json;
    this.timelines = timelines;
  }

  /**
   * Creates a record in one statement: its etalon, the key (origin), the first revision and the
   * timeline. False when the etalon or the key exists already (another transaction created it a
   * moment ago): nothing after the conflicting insert is written, and the caller rolls back.
   */
  boolean createRecord(
      RecordRepository.KeyRow key,
      EntityModel entity,
      Period period,
      Map<String, JsonNode> values,
      List<TimelineInterval> timeline,
      OffsetDateTime now,
      String user) {
    StringBuilder sql = new StringBuilder(CREATE_RECORD);
    List<Object> params = createParams(key, entity, period, values, now, user);
    timelines.insertTimeline(
        sql, params, key.etalonId(), entity.name(), entity.codeAttribute(), timeline);
    sql.append(" where exists (select 1 from r)) select count(*) from r");
    return jdbc.sql(sql.toString()).params(params).query(Long.class).single() == 1;
  }

  /** The parameters of {@link #CREATE_RECORD}, in its order. */
  private List<Object> createParams(
      RecordRepository.KeyRow key,
      EntityModel entity,
      Period period,
      Map<String, JsonNode> values,
      OffsetDateTime now,
      String user) {
    return new ArrayList<>(
        java.util.Arrays.asList(
            key.etalonId().value(),
            entity.name(),
            now,
            user,
            now,
            user,
            key.entityName(),
            key.sourceSystem(),
            key.externalId(),
            key.originId(),
            now,
            user,
            key.etalonId().value(),
            Period.utc(period.from(), Period.UNBOUNDED_FROM),
            Period.utc(period.to(), Period.UNBOUNDED_TO),
            RecordOperations.UPSERT,
            json.writeValueAsString(values),
            now,
            user));
  }
}
