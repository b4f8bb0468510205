package org.platform.mdm.workflow.model;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** SQL of the workflow templates, one row per name; {@code revision} guards a change. */
@Repository
class TemplateRepository {

  private static final String COLUMNS =
      "name, display_name, version, description, shipped, revision, created_by, create_date,"
          + " updated_by, update_date";

  private final JdbcClient jdbc;

  TemplateRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The template named so, locked until the transaction ends. */
  Optional<TemplateView> lock(String name) {
    return jdbc.sql("select " + COLUMNS + " from workflow_templates where name = ? for update")
        .param(name)
        .query(TemplateRepository::view)
        .optional();
  }

  Optional<TemplateView> find(String name) {
    return jdbc.sql("select " + COLUMNS + " from workflow_templates where name = ?")
        .param(name)
        .query(TemplateRepository::view)
        .optional();
  }

  Optional<String> bpmn(String name) {
    return jdbc.sql("select bpmn from workflow_templates where name = ?")
        .param(name)
        .query(String.class)
        .optional();
  }

  /** Stores a new template, or changes the one of that name (when it is not shipped). */
  TemplateView upsert(TemplateInput t, String user, OffsetDateTime now) {
    return jdbc.sql(
            "insert into workflow_templates (name, display_name, version, description, bpmn,"
                + " created_by, create_date, updated_by, update_date)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                + " on conflict (name) do update set display_name = excluded.display_name,"
                + " version = excluded.version, description = excluded.description,"
                + " bpmn = excluded.bpmn, revision = workflow_templates.revision + 1,"
                + " updated_by = excluded.updated_by, update_date = excluded.update_date"
                + " returning "
                + COLUMNS)
        .params(
            t.name(), t.displayName(), t.version(), t.description(), t.bpmn(), user, now, user, now)
        .query(TemplateRepository::view)
        .single();
  }

  /**
   * Writes a shipped template as the platform ships it, when it is missing or differs (a node
   * starting with a newer file updates it; nodes starting together write it once).
   */
  void ship(TemplateInput t, OffsetDateTime now) {
    jdbc.sql(
            "insert into workflow_templates (name, display_name, version, description, bpmn,"
                + " shipped, created_by, create_date, updated_by, update_date)"
                + " values (?, ?, ?, ?, ?, true, 'system', ?, 'system', ?)"
                + " on conflict (name) do update set display_name = excluded.display_name,"
                + " version = excluded.version, description = excluded.description,"
                + " bpmn = excluded.bpmn, shipped = true,"
                + " revision = workflow_templates.revision + 1, updated_by = 'system',"
                + " update_date = excluded.update_date"
                + " where (workflow_templates.bpmn, workflow_templates.display_name,"
                + " workflow_templates.version, workflow_templates.shipped)"
                + " is distinct from (excluded.bpmn, excluded.display_name, excluded.version, true)")
        .params(t.name(), t.displayName(), t.version(), t.description(), t.bpmn(), now, now)
        .update();
  }

  void delete(String name) {
    jdbc.sql("delete from workflow_templates where name = ?").param(name).update();
  }

  /** A page in name order of the templates whose name, display name or description has text. */
  List<TemplateView> page(String text, int offset, int limit) {
    return jdbc.sql(
            "select "
                + COLUMNS
                + " from workflow_templates where "
                + MATCHES
                + " order by name offset ? limit ?")
        .params(pattern(text), pattern(text), pattern(text), offset, limit)
        .query(TemplateRepository::view)
        .list();
  }

  long count(String text) {
    return jdbc.sql("select count(*) from workflow_templates where " + MATCHES)
        .params(pattern(text), pattern(text), pattern(text))
        .query(Long.class)
        .single();
  }

  private static final String MATCHES =
      "(name ilike ? escape '\\' or display_name ilike ? escape '\\'"
          + " or coalesce(description, '') ilike ? escape '\\')";

  /** A LIKE pattern holding the text literally anywhere; all rows without one. */
  private static String pattern(String text) {
    if (text == null || text.isEmpty()) {
      return "%";
    }
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
  }

  private static TemplateView view(ResultSet rs, int n) throws SQLException {
    return new TemplateView(
        rs.getString("name"),
        rs.getString("display_name"),
        rs.getString("version"),
        rs.getString("description"),
        rs.getBoolean("shipped"),
        rs.getLong("revision"),
        rs.getString("created_by"),
        rs.getObject("create_date", OffsetDateTime.class),
        rs.getString("updated_by"),
        rs.getObject("update_date", OffsetDateTime.class));
  }
}
