package org.platform.mdm.operations.definition;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.JobDefinition;
import org.platform.mdm.operations.StartAfter;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Definitions of operations, table {@code job_definitions}. */
@Repository
public class DefinitionRepository {

  private static final TypeReference<Map<String, Object>> VALUES = new TypeReference<>() {};

  private final JdbcClient jdbc;
  private final JsonMapper json;

  DefinitionRepository(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  public List<DefinitionView> all() {
    return jdbc.sql("select * from job_definitions order by lower(name), id")
        .query(this::map)
        .list();
  }

  public Optional<DefinitionView> find(long id) {
    return jdbc.sql("select * from job_definitions where id = ?")
        .param(id)
        .query(this::map)
        .optional();
  }

  /** Inserts unless the name is taken (its case aside); the new id, or empty. */
  public Optional<Long> insert(JobDefinition d, String actor, OffsetDateTime now) {
    return jdbc.sql(
            """
            insert into job_definitions (name, job_name, description, enabled, cron_expression,
                                         tags, parameters, start_after, start_after_status,
                                         created_by, create_date)
            values (:name, :jobName, :description, :enabled, :cron, :tags,
                    cast(:parameters as jsonb), :startAfter, :startAfterStatus, :actor, :now)
            on conflict do nothing
            returning id
            """)
        .paramSource(params(d, actor, now))
        .query(Long.class)
        .optional();
  }

  /**
   * Updates when the stored version is {@code version}; false when another version is stored.
   *
   * @throws org.springframework.dao.DuplicateKeyException when another definition has the name
   */
  public boolean update(long id, JobDefinition d, long version, String actor, OffsetDateTime now) {
    Map<String, Object> params = params(d, actor, now);
    params.put("id", id);
    params.put("version", version);
    return jdbc.sql(
                """
                update job_definitions
                   set name = :name, description = :description, enabled = :enabled,
                       cron_expression = :cron, tags = :tags,
                       parameters = cast(:parameters as jsonb), start_after = :startAfter,
                       start_after_status = :startAfterStatus, updated_by = :actor,
                       update_date = :now, version = version + 1
                 where id = :id and version = :version
                """)
            .paramSource(params)
            .update()
        == 1;
  }

  public boolean enable(long id, boolean enabled, String actor, OffsetDateTime now) {
    return jdbc.sql(
                """
                update job_definitions
                   set enabled = ?, updated_by = ?, update_date = ?, version = version + 1
                 where id = ?
                """)
            .params(enabled, actor, now, id)
            .update()
        == 1;
  }

  public boolean delete(long id) {
    return jdbc.sql("delete from job_definitions where id = ?").param(id).update() == 1;
  }

  /** The enabled definitions that start after a run of the definition ends with the status. */
  public List<Long> startingAfter(long definitionId, String status) {
    return jdbc.sql(
            """
            select id from job_definitions
             where start_after = ? and start_after_status = ? and enabled order by id
            """)
        .params(definitionId, status)
        .query(Long.class)
        .list();
  }

  /** The definition of that name, its case aside. */
  public Optional<DefinitionView> named(String name) {
    return jdbc.sql("select * from job_definitions where lower(name) = lower(?)")
        .param(name)
        .query(this::map)
        .optional();
  }

  /** Every tag some definition has, sorted. */
  public List<String> tags() {
    return jdbc.sql("select distinct unnest(tags) as tag from job_definitions order by tag")
        .query(String.class)
        .list();
  }

  private Map<String, Object> params(JobDefinition d, String actor, OffsetDateTime now) {
    Map<String, Object> params = new java.util.HashMap<>();
    params.put("name", d.name());
    params.put("jobName", d.jobName());
    params.put("description", d.description());
    params.put("enabled", d.enabled());
    params.put("cron", d.cronExpression());
    params.put("tags", d.distinctTags().toArray(String[]::new));
    params.put("parameters", json.writeValueAsString(d.parameters()));
    params.put("startAfter", d.startAfter() == null ? null : d.startAfter().definitionId());
    params.put("startAfterStatus", d.startAfter() == null ? null : d.startAfter().status());
    params.put("actor", actor);
    params.put("now", now);
    return params;
  }

  private DefinitionView map(ResultSet rs, int row) throws SQLException {
    Array tags = rs.getArray("tags");
    return new DefinitionView(
        rs.getLong("id"),
        new JobDefinition(
            rs.getString("name"),
            rs.getString("job_name"),
            rs.getString("description"),
            rs.getBoolean("enabled"),
            rs.getString("cron_expression"),
            tags == null ? List.of() : Arrays.asList((String[]) tags.getArray()),
            json.readValue(rs.getString("parameters"), VALUES),
            rs.getObject("start_after") == null
                ? null
                : new StartAfter(rs.getLong("start_after"), rs.getString("start_after_status"))),
        rs.getLong("version"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getObject("update_date", OffsetDateTime.class));
  }
}
