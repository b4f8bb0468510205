package org.platform.mdm.workflow.model;

import java.time.OffsetDateTime;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the published process definitions: every revision kept, the latest in force. */
@Repository
class ProcessModelRepository {

  /** A stored revision, its document as text. */
  record Stored(int revision, String model, String createdBy, OffsetDateTime createDate) {}

  private final JdbcClient jdbc;

  ProcessModelRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The latest revision's number; 0 when none was published. */
  int revision() {
    return jdbc.sql("select coalesce(max(revision), 0) from workflow_process_models")
        .query(Integer.class)
        .single();
  }

  /** The latest revision's number and date, without its document; empty when none was published. */
  Optional<Stored> latestStamp() {
    return jdbc.sql(
            "select revision, create_date from workflow_process_models"
                + " order by revision desc limit 1")
        .query(
            (rs, n) -> new Stored(rs.getInt(1), null, null, rs.getObject(2, OffsetDateTime.class)))
        .optional();
  }

  Optional<Stored> latest() {
    return jdbc.sql(
            "select revision, model::text, created_by, create_date from workflow_process_models"
                + " order by revision desc limit 1")
        .query(
            (rs, n) ->
                new Stored(
                    rs.getInt(1),
                    rs.getString(2),
                    rs.getString(3),
                    rs.getObject(4, OffsetDateTime.class)))
        .optional();
  }

  /** Serialises publications: the second waits for the first to commit. */
  void lockPublication() {
    jdbc.sql("lock table workflow_process_models in share row exclusive mode").update();
  }

  /** Stores the next revision; answers its number. */
  int insert(String model, OffsetDateTime now, String user) {
    return jdbc.sql(
            "insert into workflow_process_models (revision, model, create_date, created_by)"
                + " select coalesce(max(revision), 0) + 1, ?::jsonb, ?, ?"
                + " from workflow_process_models returning revision")
        .params(model, now, user)
        .query(Integer.class)
        .single();
  }
}
