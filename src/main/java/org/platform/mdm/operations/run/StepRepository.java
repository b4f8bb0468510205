package org.platform.mdm.operations.run;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.operations.StepView;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Steps of runs and their failed items, tables {@code job_steps} and {@code job_failures}. */
@Repository
public class StepRepository {

  /** Failed items kept per step; the count goes on beyond them. */
  static final int KEPT_FAILURES = 1000;

  private final JdbcClient jdbc;

  StepRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The step of the run by name. */
  Optional<StepView> find(long executionId, String name) {
    return jdbc.sql("select * from job_steps where execution_id = ? and name = ?")
        .params(executionId, name)
        .query((rs, row) -> map(rs, List.of()))
        .optional();
  }

  long insert(long executionId, String name, boolean counted, OffsetDateTime now) {
    return jdbc.sql(
            """
            insert into job_steps (execution_id, name, counted, status, start_time)
            values (?, ?, ?, 'STARTED', ?) returning id
            """)
        .params(executionId, name, counted, now)
        .query(Long.class)
        .single();
  }

  /** Takes a step up again after a restart: STARTED, its progress and checkpoint kept. */
  void resume(long stepId) {
    jdbc.sql(
            "update job_steps set status = 'STARTED', end_time = null, exit_message = null where id = ?")
        .param(stepId)
        .update();
  }

  void total(long stepId, long items) {
    jdbc.sql("update job_steps set total = ? where id = ?").params(items, stepId).update();
  }

  /** A committed block: its items, its failures' count and where it left off. */
  void block(long stepId, long processed, long failed, String checkpoint) {
    jdbc.sql(
            """
            update job_steps
               set processed = processed + ?, failed_items = failed_items + ?,
                   checkpoint = coalesce(?, checkpoint)
             where id = ?
            """)
        .params(processed, failed, checkpoint, stepId)
        .update();
  }

  /** Keeps a failed item unless the step keeps {@link #KEPT_FAILURES} already. */
  void failure(long stepId, String item, String reason, OffsetDateTime now) {
    jdbc.sql(
            """
            insert into job_failures (step_id, item, reason, at)
            select ?, ?, ?, ?
             where (select count(*) from job_failures where step_id = ?) < ?
            """)
        .params(stepId, item, reason, now, stepId, KEPT_FAILURES)
        .update();
  }

  void end(long stepId, String status, String message, OffsetDateTime now) {
    jdbc.sql("update job_steps set status = ?, exit_message = ?, end_time = ? where id = ?")
        .params(status, message, now, stepId)
        .update();
  }

  /** The steps still STARTED of a run that ended: they end with it. */
  void endOpen(long executionId, String status, String message, OffsetDateTime now) {
    jdbc.sql(
            """
            update job_steps set status = ?, exit_message = ?, end_time = ?
             where execution_id = ? and status = 'STARTED'
            """)
        .params(status, message, now, executionId)
        .update();
  }

  /** The run's steps in order, each with its first {@code failures} failed items. */
  public List<StepView> ofExecution(long executionId, int failures) {
    Map<Long, List<StepView.Failure>> byStep = new HashMap<>();
    jdbc.sql(
            """
            select step_id, item, reason, at
              from (select f.*, row_number() over (partition by f.step_id order by f.id) as n
                      from job_failures f join job_steps s on s.id = f.step_id
                     where s.execution_id = ?) f
             where n <= ? order by step_id, id
            """)
        .params(executionId, failures)
        .query(
            rs -> {
              byStep
                  .computeIfAbsent(rs.getLong("step_id"), k -> new ArrayList<>())
                  .add(
                      new StepView.Failure(
                          rs.getString("item"),
                          rs.getString("reason"),
                          rs.getObject("at", OffsetDateTime.class)));
            });
    return jdbc.sql("select * from job_steps where execution_id = ? order by id")
        .param(executionId)
        .query((rs, row) -> map(rs, byStep.getOrDefault(rs.getLong("id"), List.of())))
        .list();
  }

  private static StepView map(ResultSet rs, List<StepView.Failure> failures) throws SQLException {
    return new StepView(
        rs.getLong("id"),
        rs.getString("name"),
        rs.getString("status"),
        rs.getObject("start_time", OffsetDateTime.class),
        rs.getObject("end_time", OffsetDateTime.class),
        rs.getObject("total") == null ? null : rs.getLong("total"),
        rs.getLong("processed"),
        rs.getLong("failed_items"),
        rs.getString("checkpoint"),
        rs.getString("exit_message"),
        failures);
  }
}
