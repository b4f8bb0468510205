package org.platform.mdm.search.reindex;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The rebuilds' SQL: the rows of {@code search_reindex} (one per entity, asked for, handed to a run
 * of {@code reindexDataJob}, carried out) and the switch kept in {@code search_state}. What a run
 * does to an entity it was handed is told in its row too, so that {@code GET
 * /api/v2/search/reindex} keeps showing the rebuilds as before. A row asked for again meanwhile
 * belongs to a later run, and this one no longer changes it.
 */
@Component
class ReindexRepository {

  private final JdbcClient jdbc;
  private final Clock clock;

  ReindexRepository(JdbcClient jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
  }

  /**
   * The run begins the entity ({@code fresh}: from its first record, so nothing is done yet) or
   * goes on with it after a restart.
   */
  void started(long executionId, String entity, long total, boolean fresh) {
    jdbc.sql(
            "update search_reindex set state = 'RUNNING', started_at = coalesce(started_at, ?),"
                + " total = ?, done = case when ? then 0 else done end, error = null"
                + " where entity_name = ? and execution_id = ? and state <> 'DONE'")
        .params(OffsetDateTime.now(clock), total, fresh, entity, executionId)
        .update();
  }

  /** A block of the entity's records is rebuilt (in the block's transaction). */
  void progressed(long executionId, String entity, long records) {
    jdbc.sql("update search_reindex set done = done + ? where entity_name = ? and execution_id = ?")
        .params(records, entity, executionId)
        .update();
  }

  /** Every record of the entity is rebuilt. */
  void finished(long executionId, String entity) {
    jdbc.sql(
            "update search_reindex set state = 'DONE', finished_at = ? where entity_name = ?"
                + " and execution_id = ?")
        .params(OffsetDateTime.now(clock), entity, executionId)
        .update();
  }

  /**
   * The run failed: the entity it was rebuilding says why, and those it had not begun are claimed
   * again by another run.
   */
  void failed(long executionId, String error) {
    stopped(executionId, error, "RUNNING");
    jdbc.sql(
            "update search_reindex set execution_id = null, handed_at = null"
                + " where execution_id = ? and state = 'PENDING'")
        .param(executionId)
        .update();
  }

  /** The run was stopped: its entities not rebuilt yet say why. */
  void stopped(long executionId, String reason) {
    stopped(executionId, reason, "PENDING", "RUNNING");
  }

  private void stopped(long executionId, String reason, String... states) {
    jdbc.sql(
            "update search_reindex set state = 'FAILED', finished_at = ?, error = ?"
                + " where execution_id = ? and state = any(?)")
        .params(
            OffsetDateTime.now(clock),
            reason.substring(0, Math.min(reason.length(), 1000)),
            executionId,
            states)
        .update();
  }

  /**
   * Claims the rebuilds asked for and not handed to a run (those a node left half handed over five
   * minutes ago included), marking them as being handed over; another node's claim skips them.
   */
  List<String> claim() {
    OffsetDateTime now = OffsetDateTime.now(clock);
    return jdbc.sql(
            "update search_reindex set execution_id = 0, handed_at = ? where state in"
                + " ('PENDING', 'RUNNING') and (execution_id is null or (execution_id = 0 and"
                + " handed_at < ?)) returning entity_name")
        .params(now, now.minusMinutes(5))
        .query(String.class)
        .list();
  }

  /** Claimed rebuilds of entities the model no longer has: failed, with the reason. */
  void gone(List<String> entities) {
    jdbc.sql(
            "update search_reindex set state = 'FAILED', finished_at = ?, error = 'the data model"
                + " has no such register or reference set any more' where entity_name = any(?)"
                + " and execution_id = 0")
        .params(OffsetDateTime.now(clock), entities.toArray(String[]::new))
        .update();
  }

  /** The runs that carry rebuilds not over yet. */
  List<Long> carried() {
    return jdbc.sql(
            "select distinct execution_id from search_reindex where execution_id > 0"
                + " and state in ('PENDING', 'RUNNING')")
        .query(Long.class)
        .list();
  }

  /**
   * The run ended while rebuilds it carried are not over: after a completed run (one that was done
   * before it was named theirs) they are claimed again; otherwise they failed with its status.
   */
  void ended(long executionId, String status) {
    if ("COMPLETED".equals(status)) {
      jdbc.sql(
              "update search_reindex set execution_id = null, handed_at = null"
                  + " where execution_id = ? and state in ('PENDING', 'RUNNING')")
          .param(executionId)
          .update();
    } else if ("FAILED".equals(status)) {
      failed(executionId, "the run " + executionId + " failed: see its steps; ask again");
    } else {
      stopped(executionId, "the run " + executionId + " ended " + status + "; ask again");
    }
  }

  /** The claimed rebuilds are the run's. */
  void handed(List<String> entities, long executionId) {
    jdbc.sql(
            "update search_reindex set execution_id = ? where entity_name = any(?)"
                + " and execution_id = 0")
        .params(executionId, entities.toArray(String[]::new))
        .update();
  }

  /** The rebuilds asked for, running and done, the latest asked first. */
  List<ReindexJob> jobs() {
    return jdbc.sql(
            "select entity_name, state, reason, total, done, requested_at, started_at,"
                + " finished_at, error, execution_id from search_reindex"
                + " order by requested_at desc, entity_name")
        .query(
            (rs, n) ->
                new ReindexJob(
                    rs.getString(1),
                    rs.getString(2),
                    rs.getString(3),
                    rs.getLong(4),
                    rs.getLong(5),
                    rs.getObject(6, OffsetDateTime.class),
                    rs.getObject(7, OffsetDateTime.class),
                    rs.getObject(8, OffsetDateTime.class),
                    rs.getString(9),
                    rs.getLong(10) > 0 ? rs.getLong(10) : null))
        .list();
  }

  /** Asks for a rebuild of the entity: a rebuild asked before, running or done, starts again. */
  void request(String entityName, String reason) {
    jdbc.sql(
            "insert into search_reindex (entity_name, state, reason, requested_at)"
                + " values (?, 'PENDING', ?, ?) on conflict (entity_name) do update set"
                + " state = 'PENDING', reason = excluded.reason, total = 0, done = 0,"
                + " requested_at = excluded.requested_at, started_at = null,"
                + " finished_at = null, error = null, execution_id = null, handed_at = null")
        .params(entityName, reason, OffsetDateTime.now(clock))
        .update();
  }

  /**
   * Keeps whether indexing is on ({@code search_state}): true when it was the other way until now.
   * One statement that changes (and locks) the row only when the switch moved: nothing is locked or
   * written in the seconds it stays as it is.
   */
  boolean switched(boolean enabled) {
    return jdbc.sql("update search_state set indexed = ? where id = 1 and indexed <> ?")
            .params(enabled, enabled)
            .update()
        == 1;
  }
}
