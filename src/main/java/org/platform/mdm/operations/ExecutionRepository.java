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
      Long definitionId,
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

  /** STARTING → STARTED on the node; false when it is no longer waiting (stopped meanwhile). */
  boolean begin(long id, String node, OffsetDateTime now) {
    return jdbc.sql(
                """
                update job_executions set status = 'STARTED', node = ?,
                       start_time = coalesce(start_time, ?)
                 where id = ? and status = 'STARTING'
                """)
            .params(node, now, id)
            .update()
        == 1;
  }

  /**
   * Takes over a run whose node was lost (Quartz recovers its job on another node): one under way
   * goes on here as a new attempt; false when it is not under way.
   */
  boolean takeOver(long id, String node) {
    return jdbc.sql(
                """
                update job_executions set node = ?, attempts = attempts + 1
                 where id = ? and status = 'STARTED'
                """)
            .params(node, id)
            .update()
        == 1;
  }

  /** A failed or stopped run waits again (STARTING) for a node, as a new attempt. */
  boolean restart(long id) {
    return jdbc.sql(
                """
                update job_executions
                   set status = 'STARTING', attempts = attempts + 1, end_time = null,
                       exit_message = null
                 where id = ? and status in ('FAILED', 'STOPPED')
                """)
            .param(id)
            .update()
        == 1;
  }

  void scheduledFor(long id, OffsetDateTime fireTime) {
    jdbc.sql("update job_executions set scheduled_for = ? where id = ?")
        .params(fireTime, id)
        .update();
  }

  /** The run's progress summed up from its steps. */
  void sumSteps(long id) {
    jdbc.sql(
            """
            update job_executions e
               set total = s.total, processed = s.processed, failed_items = s.failed
              from (select sum(total) as total, coalesce(sum(processed), 0) as processed,
                           coalesce(sum(failed_items), 0) as failed
                      from job_steps where execution_id = ?) s
             where e.id = ?
            """)
        .params(id, id)
        .update();
  }

  /** Runs said to be waiting or under way since before {@code before}. */
  List<Long> openSince(OffsetDateTime before) {
    return jdbc.sql(
            """
            select id from job_executions
             where status in ('STARTING', 'STARTED', 'STOPPING') and create_date < ?
            """)
        .param(before)
        .query(Long.class)
        .list();
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

  /** Ends a run still open (waiting or under way) as FAILED; false when it had ended. */
  boolean abandon(long id, String message, OffsetDateTime now) {
    return jdbc.sql(
                """
                update job_executions set status = 'FAILED', exit_message = ?, end_time = ?
                 where id = ? and status in ('STARTING', 'STARTED', 'STOPPING')
                """)
            .params(message, now, id)
            .update()
        == 1;
  }

  /** The last run of each definition named. */
  Map<Long, ExecutionView> lastOf(java.util.Collection<Long> definitionIds) {
    Map<Long, ExecutionView> last = new java.util.HashMap<>();
    if (definitionIds.isEmpty()) {
      return last;
    }
    jdbc.sql(
            """
            select distinct on (definition_id) * from job_executions
             where definition_id = any(?) order by definition_id, id desc
            """)
        .param(definitionIds.toArray(Long[]::new))
        .query(this::map)
        .list()
        .forEach(e -> last.put(e.definitionId(), e));
    return last;
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
        rs.getString("exit_message"),
        rs.getInt("attempts"),
        rs.getString("node"),
        rs.getObject("scheduled_for", OffsetDateTime.class));
  }
}
