package org.platform.mdm.operations;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Runs of operations, table {@code job_executions}; each change its own statement. */
@Repository
class ExecutionRepository {

  private static final TypeReference<Map<String, Object>> VALUES = new TypeReference<>() {};

  private final JdbcClient jdbc;
  private final JsonMapper json;

  ExecutionRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  long insert(
      long definitionId,
      String jobName,
      String actor,
      Map<String, Object> parameters,
      OffsetDateTime now) {
    return jdbc.sql(
            """
            insert into job_executions (definition_id, job_name, status, started_by, parameters,
                                        create_date)
            values (?, ?, 'STARTING', ?, cast(? as jsonb), ?)
            returning id
            """)
        .params(definitionId, jobName, actor, json.writeValueAsString(parameters), now)
        .query(Long.class)
        .single();
  }

  Optional<ExecutionView> find(long id) {
    return jdbc.sql("select * from job_executions where id = ?")
        .param(id)
        .query(this::map)
        .optional();
  }

  List<ExecutionView> ofDefinition(long definitionId, int count) {
    return jdbc.sql("select * from job_executions where definition_id = ? order by id desc limit ?")
        .params(definitionId, count)
        .query(this::map)
        .list();
  }

  /** Whether a run of the definition is under way. */
  boolean running(long definitionId) {
    return jdbc.sql(
            """
            select exists (select 1 from job_executions where definition_id = ?
                            and status in ('STARTING', 'STARTED', 'STOPPING'))
            """)
        .param(definitionId)
        .query(Boolean.class)
        .single();
  }

  /** STARTING → STARTED; false when it is no longer waiting (stopped meanwhile). */
  boolean begin(long id, OffsetDateTime now) {
    return jdbc.sql(
                "update job_executions set status = 'STARTED', start_time = ? where id = ? and status = 'STARTING'")
            .params(now, id)
            .update()
        == 1;
  }

  void total(long id, long items) {
    jdbc.sql("update job_executions set total = ? where id = ?").params(items, id).update();
  }

  void done(long id, long items, long failed) {
    jdbc.sql(
            "update job_executions set processed = processed + ?, failed_items = failed_items + ? where id = ?")
        .params(items, failed, id)
        .update();
  }

  boolean stopRequested(long id) {
    return jdbc.sql("select status = 'STOPPING' from job_executions where id = ?")
        .param(id)
        .query(Boolean.class)
        .optional()
        .orElse(true);
  }

  /** Asks a run to stop: one waiting stops at once, one under way at its next block. */
  boolean stop(long id, OffsetDateTime now) {
    int waiting =
        jdbc.sql(
                "update job_executions set status = 'STOPPED', end_time = ? where id = ? and status = 'STARTING'")
            .params(now, id)
            .update();
    if (waiting == 1) {
      return true;
    }
    return jdbc.sql(
                "update job_executions set status = 'STOPPING' where id = ? and status = 'STARTED'")
            .param(id)
            .update()
        == 1;
  }

  void end(long id, String status, String message, OffsetDateTime now) {
    jdbc.sql("update job_executions set status = ?, exit_message = ?, end_time = ? where id = ?")
        .params(status, message, now, id)
        .update();
  }

  private ExecutionView map(ResultSet rs, int row) throws SQLException {
    Long definition = rs.getObject("definition_id") == null ? null : rs.getLong("definition_id");
    Long total = rs.getObject("total") == null ? null : rs.getLong("total");
    return new ExecutionView(
        rs.getLong("id"),
        definition,
        rs.getString("job_name"),
        rs.getString("status"),
        rs.getString("started_by"),
        json.readValue(rs.getString("parameters"), VALUES),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getObject("start_time", OffsetDateTime.class),
        rs.getObject("end_time", OffsetDateTime.class),
        total,
        rs.getLong("processed"),
        rs.getLong("failed_items"),
        rs.getString("exit_message"));
  }
}
