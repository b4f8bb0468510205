package org.platform.mdm.search;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The rows of {@code search_reindex} that a run of {@code reindexDataJob} carries out: what the run
 * does to an entity it was handed is told there too, so that {@code GET /api/v2/search/reindex}
 * keeps showing the rebuilds as before. A row asked for again meanwhile belongs to a later run, and
 * this one no longer changes it.
 */
@Component
class ReindexRows {

  private final JdbcClient jdbc;
  private final Clock clock;

  ReindexRows(JdbcClient jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
  }

  /** The run begins (or goes on with) the entity. */
  void started(long executionId, String entity, long total) {
    jdbc.sql(
            "update search_reindex set state = 'RUNNING', started_at = coalesce(started_at, ?),"
                + " total = ?, error = null where entity_name = ? and execution_id = ?"
                + " and state <> 'DONE'")
        .params(OffsetDateTime.now(clock), total, entity, executionId)
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

  /** The run failed or was stopped: its entities not rebuilt yet say why. */
  void failed(long executionId, String error) {
    jdbc.sql(
            "update search_reindex set state = 'FAILED', finished_at = ?, error = ?"
                + " where execution_id = ? and state in ('PENDING', 'RUNNING')")
        .params(
            OffsetDateTime.now(clock),
            error.substring(0, Math.min(error.length(), 1000)),
            executionId)
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

  /** The claimed rebuilds are the run's (or are to be claimed again: {@code executionId} null). */
  void handed(List<String> entities, Long executionId) {
    jdbc.sql(
            "update search_reindex set execution_id = ? where entity_name = any(?)"
                + " and execution_id = 0")
        .params(executionId, entities.toArray(String[]::new))
        .update();
  }
}
