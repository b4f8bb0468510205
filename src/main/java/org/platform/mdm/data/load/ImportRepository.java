package org.platform.mdm.data.load;

import java.nio.charset.Charset;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

/** Bulk loads, where their committed batches ended, and their first rejected lines. */
@Repository
class ImportRepository {

  /** Rejected lines kept per import; the counter goes on beyond. */
  static final int MAX_REJECTIONS = 1000;

  private static final String JOB_COLUMNS =
      "id, format, entity_name, charset, delimiter, spool, created_by, resume_offset,"
          + " resume_line, lines_read, loaded, updated, rejected, source_system";

  private final JdbcClient jdbc;
  private final JsonMapper json;

  ImportRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /**
   * An import as a run needs it: what to read, from where, and as whom.
   *
   * @param sourceSystem the source system every line is written as, or null: each line's own
   */
  record Job(
      long id,
      ImportFormat format,
      String entityName,
      Charset charset,
      char delimiter,
      String spool,
      String createdBy,
      ImportProgress progress,
      String sourceSystem) {}

  /** An import that is not finished, and its upload. */
  record Unfinished(long id, String spool) {}

  /** What deciding on a resume needs. */
  record Resumable(ImportState state, String spool) {}

  /**
   * @param size the bytes of the spooled upload, for the load's percentage
   */
  long create(ImportRequest request, String spool, long size, String user, OffsetDateTime now) {
    return jdbc.sql(
            "insert into data_imports (state, format, entity_name, charset, delimiter, spool,"
                + " size, created_by, create_date, update_date, source_system) values ('QUEUED',"
                + " ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id")
        .params(
            request.format().name(),
            request.entityName(),
            request.format() == ImportFormat.CSV ? request.charset().name() : null,
            request.format() == ImportFormat.CSV ? String.valueOf(request.delimiter()) : null,
            spool,
            size,
            user,
            now,
            now,
            request.sourceSystem())
        .query(Long.class)
        .single();
  }

  /** The imports waiting for a node or running (perhaps on a node that stopped), oldest first. */
  List<Unfinished> unfinished() {
    return jdbc.sql(
            "select id, spool from data_imports where state in ('QUEUED', 'RUNNING') order by id")
        .query((rs, n) -> new Unfinished(rs.getLong(1), rs.getString(2)))
        .list();
  }

  /**
   * Makes {@code runner} the import's run, if the import is still waiting or running; the caller
   * holds the import's lock, so no live run has it. Taking over a RUNNING import (its node stopped)
   * counts as a resume.
   */
  Optional<Job> claim(long id, UUID runner, OffsetDateTime now) {
    return jdbc.sql(
            "update data_imports set state = 'RUNNING', runner = ?, error = null, update_date = ?,"
                + " resumed = resumed + case when state = 'RUNNING' then 1 else 0 end"
                + " where id = ? and state in ('QUEUED', 'RUNNING') returning "
                + JOB_COLUMNS)
        .params(runner, now, id)
        .query(ImportRepository::job)
        .optional();
  }

  /**
   * Records a batch as committed, in the batch's transaction: false when another run has taken the
   * import meanwhile (the batch must then roll back).
   */
  boolean commit(long id, UUID runner, ImportProgress progress, OffsetDateTime now) {
    return jdbc.sql(
                "update data_imports set lines_read = ?, loaded = ?, updated = ?, rejected = ?,"
                    + " resume_offset = ?, resume_line = ?, update_date = ?"
                    + " where id = ? and runner = ? and state = 'RUNNING'")
            .params(
                progress.read(),
                progress.loaded(),
                progress.updated(),
                progress.rejected(),
                progress.position().offset(),
                progress.position().line(),
                now,
                id,
                runner)
            .update()
        == 1;
  }

  /** The backend process of the transaction's connection. */
  int backend() {
    return jdbc.sql("select pg_backend_pid()").query(Integer.class).single();
  }

  /** Whether another backend waits for a lock the holder holds (or waits for, ahead of it). */
  boolean waitedFor(int holder) {
    return jdbc.sql(
            "select exists (select 1 from pg_locks where not granted"
                + " and ? = any(pg_blocking_pids(pid)))")
        .param(holder)
        .query(Boolean.class)
        .single();
  }

  /**
   * Keeps rejected lines, in one statement, up to {@link #MAX_REJECTIONS} per import.
   *
   * @param kept how many the import keeps already
   */
  void reject(long id, Map<Long, JsonNode> reasons, long kept) {
    long room = MAX_REJECTIONS - Math.min(kept, MAX_REJECTIONS);
    if (reasons.isEmpty() || room == 0) {
      return;
    }
    ArrayNode rows = json.createArrayNode();
    for (Map.Entry<Long, JsonNode> e : reasons.entrySet()) {
      if (rows.size() == room) {
        break;
      }
      rows.addObject().put("line", e.getKey()).set("reasons", e.getValue());
    }
    jdbc.sql(
            "insert into data_import_rejections (import_id, line, reasons)"
                + " select ?, (r->>'line')::bigint, r->'reasons'"
                + " from jsonb_array_elements(?::jsonb) r on conflict do nothing")
        .params(id, json.writeValueAsString(rows))
        .update();
  }

  /** The import is done: its upload is no longer needed. False when another run has it. */
  boolean finish(long id, UUID runner, OffsetDateTime now) {
    return jdbc.sql(
                "update data_imports set state = 'DONE', spool = null, runner = null,"
                    + " update_date = ? where id = ? and runner = ? and state = 'RUNNING'")
            .params(now, id, runner)
            .update()
        == 1;
  }

  /** The import stopped; it keeps its upload and may be resumed. */
  void fail(long id, UUID runner, String error, OffsetDateTime now) {
    jdbc.sql(
            "update data_imports set state = 'FAILED', error = ?, runner = null, update_date = ?"
                + " where id = ? and runner = ? and state = 'RUNNING'")
        .params(error, now, id, runner)
        .update();
  }

  /**
   * Stops a QUEUED or RUNNING import: FAILED with the reason, held by no run, so the run writing it
   * stops at its next batch (which rolls back). False when it was over already.
   */
  boolean stop(long id, String error, OffsetDateTime now) {
    return jdbc.sql(
                "update data_imports set state = 'FAILED', error = ?, runner = null,"
                    + " update_date = ? where id = ? and state in ('QUEUED', 'RUNNING')")
            .params(error, now, id)
            .update()
        == 1;
  }

  /** Locks the import's row for the rest of the transaction. */
  Optional<Resumable> lockForResume(long id) {
    return jdbc.sql("select state, spool from data_imports where id = ? for update")
        .param(id)
        .query((rs, n) -> new Resumable(ImportState.valueOf(rs.getString(1)), rs.getString(2)))
        .optional();
  }

  /** Whether a session holds the import's lock: a node is running it. */
  boolean held(long id) {
    return !jdbc.sql("select pg_try_advisory_xact_lock(?, ?::int)")
        .params(ImportLock.KEY, id)
        .query(Boolean.class)
        .single();
  }

  /** The import waits for a node again, to go on from its last committed batch. */
  void resume(long id, ImportState state, OffsetDateTime now) {
    jdbc.sql(
            "update data_imports set state = ?, error = null, runner = null,"
                + " resumed = resumed + 1, update_date = ? where id = ?")
        .params(state.name(), now, id)
        .update();
  }

  /** The uploads of imports that failed before {@code before}, with their import. */
  List<Unfinished> failedBefore(OffsetDateTime before) {
    return jdbc.sql(
            "select id, spool from data_imports where state = 'FAILED' and spool is not null"
                + " and update_date < ?")
        .param(before)
        .query((rs, n) -> new Unfinished(rs.getLong(1), rs.getString(2)))
        .list();
  }

  /** The import's upload is removed: it can no longer be resumed. */
  void forgetSpool(long id, String spool) {
    jdbc.sql("update data_imports set spool = null where id = ? and spool = ? and state = 'FAILED'")
        .params(id, spool)
        .update();
  }

  /** Whether some import still names the upload. */
  boolean named(String spool) {
    return jdbc.sql("select exists (select 1 from data_imports where spool = ?)")
        .param(spool)
        .query(Boolean.class)
        .single();
  }

  private static final String VIEW_COLUMNS =
      "id, state, format, entity_name, charset, delimiter, spool, lines_read, loaded, updated,"
          + " rejected, error, resumed, resume_offset, size, created_by, create_date, update_date,"
          + " rejections_removed";

  Optional<ImportView> find(long id) {
    return find(id, 0);
  }

  /** The import with its rejected lines after the first {@code skipped} (in line order). */
  Optional<ImportView> find(long id, int skipped) {
    return jdbc.sql("select " + VIEW_COLUMNS + " from data_imports where id = ?")
        .param(id)
        .query((rs, n) -> view(rs, rejections(id, skipped)))
        .optional();
  }

  /**
   * The latest imports, newest first, without their rejected lines (a list of loads would carry up
   * to a thousand per load otherwise).
   *
   * @param createdBy only this user's imports; null: everyone's
   */
  List<ImportView> latest(String createdBy, int limit) {
    return jdbc.sql(
            "select "
                + VIEW_COLUMNS
                + " from data_imports where (?::text is null or created_by = ?)"
                + " order by id desc limit ?")
        .params(createdBy, createdBy, limit)
        .query((rs, n) -> view(rs, List.of()))
        .list();
  }

  private static ImportView view(ResultSet rs, List<ImportView.Rejection> rejections)
      throws SQLException {
    return new ImportView(
        rs.getLong("id"),
        ImportState.valueOf(rs.getString("state")),
        ImportFormat.valueOf(rs.getString("format")),
        rs.getString("entity_name"),
        rs.getString("charset"),
        rs.getString("delimiter"),
        rs.getLong("lines_read"),
        rs.getLong("loaded"),
        rs.getLong("updated"),
        rs.getLong("rejected"),
        rs.getString("error"),
        "FAILED".equals(rs.getString("state")) && rs.getString("spool") != null,
        rs.getInt("resumed"),
        ImportView.percentOf(
            ImportState.valueOf(rs.getString("state")),
            rs.getLong("resume_offset"),
            rs.getObject("size", Long.class)),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getObject("update_date", OffsetDateTime.class),
        rejections,
        rs.getObject("rejections_removed", OffsetDateTime.class));
  }

  private List<ImportView.Rejection> rejections(long id, int skipped) {
    return jdbc.sql(
            "select line, reasons::text from data_import_rejections where import_id = ?"
                + " order by line offset ?")
        .params(id, skipped)
        .query((rs, n) -> new ImportView.Rejection(rs.getLong(1), errors(rs.getString(2))))
        .list();
  }

  private List<ImportView.LineError> errors(String stored) {
    List<ImportView.LineError> errors = new ArrayList<>();
    for (JsonNode e : json.readTree(stored)) {
      errors.add(
          new ImportView.LineError(
              e.path("code").asString(),
              e.path("source").isNull() || e.path("source").isMissingNode()
                  ? null
                  : e.path("source").asString(),
              e.path("message").asString(),
              e.hasNonNull("key") ? e.get("key").asString() : null,
              e.path("params").valueStream().map(JsonNode::asString).toList()));
    }
    return errors;
  }

  private static Job job(ResultSet rs, int n) throws SQLException {
    String charset = rs.getString("charset");
    return new Job(
        rs.getLong("id"),
        ImportFormat.valueOf(rs.getString("format")),
        rs.getString("entity_name"),
        charset == null ? java.nio.charset.StandardCharsets.UTF_8 : Charset.forName(charset),
        ImportRequest.delimiterOf(rs.getString("delimiter")),
        rs.getString("spool"),
        rs.getString("created_by"),
        new ImportProgress(
            new FilePosition(rs.getLong("resume_offset"), rs.getLong("resume_line")),
            rs.getLong("lines_read"),
            rs.getLong("loaded"),
            rs.getLong("updated"),
            rs.getLong("rejected")),
        rs.getString("source_system"));
  }
}
