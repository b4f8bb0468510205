package org.platform.mdm.operations.run;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.operations.ExecutionView;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Runs of operations, table {@code job_executions}; each change its own statement. */
@Repository
public class ExecutionRepository {

  private static final TypeReference<Map<String, Object>> VALUES = new TypeReference<>() {};

  /** A run with its progress summed from its steps. */
  private static final String RUNS =
      """
      select e.*, s.total, s.processed, s.failed_items
        from job_executions e
        left join lateral (select sum(total) filter (where counted) as total,
                                  coalesce(sum(processed) filter (where counted), 0) as processed,
                                  coalesce(sum(failed_items), 0) as failed_items
                             from job_steps where execution_id = e.id) s on true
      """;

  private final JdbcClient jdbc;
  private final JsonMapper json;

  ExecutionRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /**
   * @throws org.springframework.dao.DuplicateKeyException when a run of the definition is open
   */
  public long insert(
      Long definitionId,
      String jobName,
      String actor,
      Map<String, Object> parameters,
      OffsetDateTime now) {
    return jdbc.sql(
            """
            insert into job_executions (definition_id, job_name, status, started_by, parameters,
                                        create_date, changed_at)
            values (?, ?, 'STARTING', ?, cast(? as jsonb), ?, ?)
            returning id
            """)
        .params(definitionId, jobName, actor, json.writeValueAsString(parameters), now, now)
        .query(Long.class)
        .single();
  }

  /**
   * A run of the work named by {@code startKey}, unless one was made for it already (then empty,
   * after that run's transaction ended: a start of the same work at the same time waits for it).
   */
  public Optional<Long> insertOnce(
      String jobName,
      String actor,
      Map<String, Object> parameters,
      String startKey,
      OffsetDateTime now) {
    return jdbc.sql(
            """
            insert into job_executions (job_name, status, started_by, parameters, create_date,
                                        changed_at, start_key)
            values (?, 'STARTING', ?, cast(? as jsonb), ?, ?, ?)
            on conflict (start_key) where start_key is not null do nothing
            returning id
            """)
        .params(jobName, actor, json.writeValueAsString(parameters), now, now, startKey)
        .query(Long.class)
        .optional();
  }

  /** The run made for the work named by {@code startKey}. */
  public Optional<Long> byStartKey(String startKey) {
    return jdbc.sql("select id from job_executions where start_key = ?")
        .param(startKey)
        .query(Long.class)
        .optional();
  }

  public Optional<ExecutionView> find(long id) {
    return jdbc.sql(RUNS + " where e.id = ?").param(id).query(this::map).optional();
  }

  public List<ExecutionView> ofDefinition(long definitionId, int count) {
    return jdbc.sql(RUNS + " where e.definition_id = ? order by e.id desc limit ?")
        .params(definitionId, count)
        .query(this::map)
        .list();
  }

  /**
   * Runs of the job and in the status given (each null: any); parameters job, job, status, status.
   */
  private static final String NARROWED =
      " where (cast(? as text) is null or e.job_name = ?)"
          + " and (cast(? as text) is null or e.status = ?)";

  /** The runs of every operation, newest first, narrowed by the job and status given. */
  public List<ExecutionView> latest(String jobName, String status, int offset, int limit) {
    return jdbc.sql(RUNS + NARROWED + " order by e.id desc offset ? limit ?")
        .params(jobName, jobName, status, status, offset, limit)
        .query(this::map)
        .list();
  }

  /** How many runs {@link #latest} narrows to. */
  public long count(String jobName, String status) {
    return jdbc.sql("select count(*) from job_executions e" + NARROWED)
        .params(jobName, jobName, status, status)
        .query(Long.class)
        .single();
  }

  /** STARTING → STARTED on the node; false when it is no longer waiting (stopped meanwhile). */
  boolean begin(long id, String node, OffsetDateTime now) {
    return jdbc.sql(
                """
                update job_executions set status = 'STARTED', node = ?, changed_at = ?,
                       start_time = coalesce(start_time, ?)
                 where id = ? and status = 'STARTING'
                """)
            .params(node, now, now, id)
            .update()
        == 1;
  }

  /**
   * Takes over a run whose node was lost (Quartz recovers its job on another node): one under way
   * goes on here as a new attempt; false when it is not under way.
   */
  boolean takeOver(long id, String node, OffsetDateTime now) {
    return jdbc.sql(
                """
                update job_executions set node = ?, attempts = attempts + 1, changed_at = ?
                 where id = ? and status = 'STARTED'
                """)
            .params(node, now, id)
            .update()
        == 1;
  }

  /**
   * A failed or stopped run waits again (STARTING) for a node, as a new attempt.
   *
   * @throws org.springframework.dao.DuplicateKeyException when another run of its definition is
   *     open
   */
  public boolean restart(long id, OffsetDateTime now) {
    return jdbc.sql(
                """
                update job_executions
                   set status = 'STARTING', attempts = attempts + 1, end_time = null,
                       exit_message = null, changed_at = ?
                 where id = ? and status in ('FAILED', 'STOPPED')
                """)
            .params(now, id)
            .update()
        == 1;
  }

  void scheduledFor(long id, OffsetDateTime fireTime) {
    jdbc.sql("update job_executions set scheduled_for = ? where id = ?")
        .params(fireTime, id)
        .update();
  }

  /** Runs waiting or under way, unchanged since before {@code before}. */
  List<Long> openSince(OffsetDateTime before) {
    return jdbc.sql(
            """
            select id from job_executions
             where status in ('STARTING', 'STARTED', 'STOPPING') and changed_at < ?
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
  public boolean stop(long id, OffsetDateTime now) {
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
  public Map<Long, ExecutionView> lastOf(java.util.Collection<Long> definitionIds) {
    Map<Long, ExecutionView> last = new java.util.HashMap<>();
    if (definitionIds.isEmpty()) {
      return last;
    }
    jdbc.sql(
            """
            select * from (select distinct on (definition_id) * from job_executions
                            where definition_id = any(?) order by definition_id, id desc) e
              left join lateral (select sum(total) filter (where counted) as total,
                                        coalesce(sum(processed) filter (where counted), 0)
                                            as processed,
                                        coalesce(sum(failed_items), 0) as failed_items
                                   from job_steps where execution_id = e.id) s on true
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
