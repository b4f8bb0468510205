package org.platform.mdm.matching.runs;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of bulk matching runs. */
@Repository
class RunRepository {

  private static final String COLUMNS =
      "run_id, entity_name, phase, state, total, done, matched, merged, compared, capped,"
          + " requested_at,"
          + " requested_by, started_at, finished_at, error, execution_id";

  private final JdbcClient jdbc;

  RunRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** An open run, locked for one batch. */
  record Claimed(
      UUID runId,
      String entityName,
      String phase,
      String state,
      EtalonId lastEtalon,
      String requestedBy) {}

  void insert(UUID runId, String entityName, OffsetDateTime now, String user) {
    jdbc.sql(
            "insert into matching_runs (run_id, entity_name, phase, state, requested_at,"
                + " requested_by) values (?, ?, 'KEYS', 'PENDING', ?, ?)")
        .params(runId, entityName, now, user)
        .update();
  }

  /**
   * A run of the register waits for the user's load to end (state WAITING, phase LOAD), once per
   * register and user however many batches write into it.
   */
  void waitForLoad(String entityName, String user, OffsetDateTime now) {
    jdbc.sql(
            "insert into matching_runs (run_id, entity_name, phase, state, requested_at,"
                + " requested_by) select ?, ?, 'LOAD', 'WAITING', ?, ? where not exists (select 1"
                + " from matching_runs where entity_name = ? and requested_by = ?"
                + " and state = 'WAITING' and phase = 'LOAD')")
        .params(UUID.randomUUID(), entityName, now, user, entityName, user)
        .update();
  }

  /** The user's load ended: the runs that waited for it wait only for the register's open run. */
  void loadEnded(String user) {
    jdbc.sql(
            "update matching_runs set phase = 'MATCH' where requested_by = ? and state = 'WAITING'"
                + " and phase = 'LOAD'")
        .param(user)
        .update();
  }

  /**
   * The runs whose load ended start (PENDING) when no other run of their register is open; of two
   * such runs of a register the older one is kept, which does what the other would. The keys were
   * written by the load: they start matching at once.
   */
  void startAfterLoads() {
    jdbc.sql(
            "delete from matching_runs w where state = 'WAITING' and phase = 'MATCH' and exists"
                + " (select 1 from matching_runs e where e.entity_name = w.entity_name and"
                + " e.state = 'WAITING' and e.phase = 'MATCH' and (e.requested_at, e.run_id) <"
                + " (w.requested_at, w.run_id))")
        .update();
    jdbc.sql(
            "update matching_runs w set state = 'PENDING' where state = 'WAITING' and phase ="
                + " 'MATCH' and not exists (select 1 from matching_runs o where o.entity_name ="
                + " w.entity_name and o.state in ('PENDING', 'RUNNING'))")
        .update();
  }

  Optional<RunView> find(UUID runId) {
    return jdbc.sql("select " + COLUMNS + " from matching_runs where run_id = ?")
        .param(runId)
        .query(RunRepository::view)
        .optional();
  }

  Optional<RunView> open(String entityName) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from matching_runs where entity_name = ? and state in ('PENDING', 'RUNNING')"
                + " order by requested_at limit 1")
        .param(entityName)
        .query(RunRepository::view)
        .optional();
  }

  List<RunView> latest(String entityName, int limit) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from matching_runs where (?::text is null or entity_name = ?)"
                + " order by requested_at desc limit ?")
        .params(entityName, entityName, limit)
        .query(RunRepository::view)
        .list();
  }

  /** The run, locked for one batch (another attempt at it waits). */
  Optional<Claimed> lock(UUID runId) {
    return jdbc.sql(
            "select run_id, entity_name, phase, state, last_etalon, requested_by"
                + " from matching_runs where run_id = ? for update")
        .param(runId)
        .query(
            (rs, n) -> {
              UUID last = rs.getObject(5, UUID.class);
              return new Claimed(
                  rs.getObject(1, UUID.class),
                  rs.getString(2),
                  rs.getString(3),
                  rs.getString(4),
                  last == null ? null : new EtalonId(last),
                  rs.getString(6));
            })
        .optional();
  }

  /** A run asked for and not handed to a run of the operations yet. */
  record Unhanded(UUID runId, String requestedBy) {}

  /**
   * Claims the open runs no operation run carries out (those a node left half handed over five
   * minutes ago included), marking them as being handed over; another node's claim skips them.
   */
  List<Unhanded> claimUnhanded(OffsetDateTime now) {
    return jdbc.sql(
            "update matching_runs set execution_id = 0, handed_at = ? where state in"
                + " ('PENDING', 'RUNNING') and (execution_id is null or (execution_id = 0 and"
                + " handed_at < ?)) returning run_id, requested_by")
        .params(now, now.minusMinutes(5))
        .query((rs, n) -> new Unhanded(rs.getObject(1, UUID.class), rs.getString(2)))
        .list();
  }

  /** The claimed run is carried out by that operation run. */
  void handed(UUID runId, long executionId) {
    jdbc.sql("update matching_runs set execution_id = ? where run_id = ? and execution_id = 0")
        .params(executionId, runId)
        .update();
  }

  /** A failed run goes on when that operation run (restarted) still carries it. */
  void reopen(UUID runId, long executionId) {
    jdbc.sql(
            "update matching_runs set state = 'RUNNING', error = null, finished_at = null"
                + " where run_id = ? and state = 'FAILED' and execution_id in (0, ?)")
        .params(runId, executionId)
        .update();
  }

  /** The operation run that carries the run failed or was stopped (unless another carries it). */
  void fail(UUID runId, long executionId, String error, OffsetDateTime now) {
    jdbc.sql(
            "update matching_runs set state = 'FAILED', error = ?, finished_at = ?"
                + " where run_id = ? and execution_id in (0, ?) and state <> 'DONE'")
        .params(error.substring(0, Math.min(error.length(), 1000)), now, runId, executionId)
        .update();
  }

  /** The operation runs that carry runs not over yet. */
  List<Long> carried() {
    return jdbc.sql(
            "select distinct execution_id from matching_runs where execution_id > 0"
                + " and state in ('PENDING', 'RUNNING')")
        .query(Long.class)
        .list();
  }

  /**
   * The operation run ended while runs it carried are not over: after a completed one (done before
   * it was named theirs) they are claimed again; otherwise they failed, to be resumed.
   */
  void ended(long executionId, String status, OffsetDateTime now) {
    if ("COMPLETED".equals(status)) {
      jdbc.sql(
              "update matching_runs set execution_id = null, handed_at = null"
                  + " where execution_id = ? and state in ('PENDING', 'RUNNING')")
          .param(executionId)
          .update();
    } else {
      jdbc.sql(
              "update matching_runs set state = 'FAILED', finished_at = ?, error = ?"
                  + " where execution_id = ? and state in ('PENDING', 'RUNNING')")
          .params(
              now, "the run " + executionId + " ended " + status + "; resume to go on", executionId)
          .update();
    }
  }

  long countRecords(String entityName) {
    return jdbc.sql("select count(*) from etalons where entity_name = ? and status <> 'MERGED'")
        .param(entityName)
        .query(Long.class)
        .single();
  }

  void start(UUID runId, OffsetDateTime now, long total) {
    jdbc.sql(
            "update matching_runs set state = 'RUNNING', started_at = ?, total = ?"
                + " where run_id = ?")
        .params(now, total, runId)
        .update();
  }

  void progress(UUID runId, int done, BatchMatching.Outcome outcome, EtalonId last) {
    jdbc.sql(
            "update matching_runs set done = done + ?, matched = matched + ?,"
                + " merged = merged + ?, compared = compared + ?, capped = capped + ?,"
                + " last_etalon = ? where run_id = ?")
        .params(
            done,
            outcome.matched(),
            outcome.merged(),
            outcome.compared(),
            outcome.capped(),
            last.value(),
            runId)
        .update();
  }

  void nextPhase(UUID runId, String phase) {
    jdbc.sql("update matching_runs set phase = ?, done = 0, last_etalon = null where run_id = ?")
        .params(phase, runId)
        .update();
  }

  void finish(UUID runId, OffsetDateTime now) {
    jdbc.sql("update matching_runs set state = 'DONE', finished_at = ? where run_id = ?")
        .params(now, runId)
        .update();
  }

  void resume(UUID runId) {
    jdbc.sql(
            "update matching_runs set state = 'RUNNING', error = null, finished_at = null,"
                + " execution_id = null, handed_at = null where run_id = ?")
        .param(runId)
        .update();
  }

  private static RunView view(ResultSet rs, int n) throws SQLException {
    return new RunView(
        rs.getObject("run_id", UUID.class).toString(),
        rs.getString("entity_name"),
        rs.getString("phase"),
        rs.getString("state"),
        rs.getLong("total"),
        rs.getLong("done"),
        rs.getLong("matched"),
        rs.getLong("merged"),
        rs.getLong("compared"),
        rs.getLong("capped"),
        rs.getObject("requested_at", OffsetDateTime.class),
        rs.getString("requested_by"),
        rs.getObject("started_at", OffsetDateTime.class),
        rs.getObject("finished_at", OffsetDateTime.class),
        rs.getString("error"),
        rs.getLong("execution_id") > 0 ? rs.getLong("execution_id") : null);
  }
}
