package org.platform.mdm.meta.revision;

import java.time.OffsetDateTime;
import java.util.Optional;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.PublishedModel;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** Published model revisions, table {@code model_revisions}. */
@Repository
public class ModelRepository {

  /** Serializes publications of the model across all nodes (pg_advisory_xact_lock key). */
  private static final long PUBLISH_LOCK = 0x6d6f64656cL;

  private final JdbcClient jdbc;
  private final JsonMapper json;

  ModelRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  public int latestRevision() {
    return jdbc.sql("select coalesce(max(revision), 0) from model_revisions")
        .query(Integer.class)
        .single();
  }

  public Optional<PublishedModel> latest() {
    return jdbc.sql(
            """
            select revision, content, published_by, publish_date from model_revisions
             order by revision desc limit 1
            """)
        .query(
            (rs, n) ->
                new PublishedModel(
                    rs.getInt("revision"),
                    json.readValue(rs.getString("content"), DataModel.class),
                    rs.getString("published_by"),
                    rs.getObject("publish_date", OffsetDateTime.class)))
        .optional();
  }

  /** Holds the publication lock until the transaction ends. */
  public void lockPublication() {
    jdbc.sql("select 1 from pg_advisory_xact_lock(:key)")
        .param("key", PUBLISH_LOCK)
        .query(Integer.class)
        .single();
  }

  public void insert(int revision, DataModel model, Long draftId, String user, OffsetDateTime at) {
    jdbc.sql(
            """
            insert into model_revisions (revision, content, draft_id, published_by, publish_date)
            values (:revision, cast(:content as jsonb), :draftId, :user, :at)
            """)
        .param("revision", revision)
        .param("content", json.writeValueAsString(model))
        .param("draftId", draftId)
        .param("user", user)
        .param("at", at)
        .update();
  }
}
