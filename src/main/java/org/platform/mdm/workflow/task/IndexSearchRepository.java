package org.platform.mdm.workflow.task;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** SQL that searches the index of processes and tasks. */
@Repository
class IndexSearchRepository {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static final String PROCESS_COLUMNS =
      "p.process_instance_id, p.process_definition_id, p.process_id, p.process_name,"
          + " p.business_key, p.initiator, p.status, p.start_time, p.end_time, p.draft_id,"
          + " p.entity_name, p.etalon_id, p.linked_type_display_name, p.indexed_variables::text";

  private static final String TASK_COLUMNS =
      "t.task_id, t.process_instance_id, p.process_id, t.task_definition_key, t.name,"
          + " t.assignee, t.candidate_roles, t.status, t.create_time, t.claim_time,"
          + " t.complete_time, t.due_date, t.decision, t.draft_id, t.entity_name, t.etalon_id,"
          + " t.linked_type_display_name";

  /** Who searches: everybody's rows, or those of a user and its roles. */
  record Viewer(boolean all, String userName, List<String> roles) {}

  private final JdbcClient jdbc;

  IndexSearchRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  IndexPage<ProcessIndexEntry> processes(IndexFilter f, Viewer viewer) {
    Where w = new Where();
    w.add("p.status = ?", f.status());
    w.add("p.initiator = ?", f.initiator());
    w.add(
        "exists (select 1 from workflow_task_index a where a.process_instance_id ="
            + " p.process_instance_id and a.assignee = ?)",
        f.assignee());
    w.add(
        "exists (select 1 from workflow_task_index a where a.process_instance_id ="
            + " p.process_instance_id and a.candidate_roles @> array[?::text])",
        f.candidateRole());
    common(w, f, "p", "p.process_name");
    w.add("p.start_time >= ?", f.startedFrom());
    w.add("p.start_time <= ?", f.startedTo());
    w.add("p.end_time >= ?", f.endedFrom());
    w.add("p.end_time <= ?", f.endedTo());
    if (!viewer.all()) {
      w.add(
          "(p.initiator = ? or exists (select 1 from workflow_task_index v"
              + " where v.process_instance_id = p.process_instance_id"
              + " and (v.assignee = ? or v.candidate_roles && ?::text[])))",
          viewer.userName(),
          viewer.userName(),
          (Object) viewer.roles().toArray(String[]::new));
    }
    return page(
        PROCESS_COLUMNS,
        " from workflow_process_index p",
        w,
        "p.start_time",
        "p.process_instance_id",
        f,
        IndexSearchRepository::process);
  }

  IndexPage<TaskIndexEntry> tasks(IndexFilter f, Viewer viewer) {
    Where w = new Where();
    w.add("t.status = ?", f.status());
    w.add("p.initiator = ?", f.initiator());
    w.add("t.assignee = ?", f.assignee());
    w.add("t.candidate_roles @> array[?::text]", f.candidateRole());
    common(w, f, "t", "t.name");
    w.add("t.create_time >= ?", f.startedFrom());
    w.add("t.create_time <= ?", f.startedTo());
    w.add("t.complete_time >= ?", f.endedFrom());
    w.add("t.complete_time <= ?", f.endedTo());
    if (!viewer.all()) {
      w.add(
          "(t.assignee = ? or t.candidate_roles && ?::text[])",
          viewer.userName(),
          (Object) viewer.roles().toArray(String[]::new));
    }
    return page(
        TASK_COLUMNS,
        " from workflow_task_index t left join workflow_process_index p"
            + " on p.process_instance_id = t.process_instance_id",
        w,
        "t.create_time",
        "t.task_id",
        f,
        IndexSearchRepository::task);
  }

  /** The rows matching in all, and those of the filter's page in date order (then by id). */
  private <T> IndexPage<T> page(
      String columns,
      String tables,
      Where w,
      String date,
      String id,
      IndexFilter f,
      RowReader<T> reader) {
    String from = tables + w.sql();
    long total = jdbc.sql("select count(*)" + from).params(w.args).query(Long.class).single();
    List<T> items =
        jdbc.sql(
                "select "
                    + columns
                    + from
                    + " order by "
                    + date
                    + (f.ascending() ? " asc, " : " desc, ")
                    + id
                    + " limit ? offset ?")
            .params(w.withPage(f))
            .query((rs, n) -> reader.read(rs))
            .list();
    return new IndexPage<>(total, items);
  }

  @FunctionalInterface
  private interface RowReader<T> {
    T read(ResultSet rs) throws SQLException;
  }

  /** The filters both searches share; {@code a} is the alias of the table holding the subject. */
  private static void common(Where w, IndexFilter f, String a, String name) {
    w.add("p.process_id = ?", f.processId());
    w.add(a + ".process_instance_id = ?", f.processInstanceId());
    w.add(a + ".entity_name = ?", f.entityName());
    w.add(a + ".etalon_id = ?", f.etalonId());
    w.add(a + ".draft_id = ?", f.draftId());
    w.add(a + ".linked_type_display_name = ?", f.linkedTypeDisplayName());
    if (f.text() != null) {
      String pattern = "%" + f.text().replaceAll("([\\\\%_])", "\\\\$1") + "%";
      w.add(
          "(" + name + " ilike ? or " + a + ".linked_type_display_name ilike ?)", pattern, pattern);
    }
    if (!f.variables().isEmpty()) {
      w.add("p.indexed_variables @> ?::jsonb", JSON.writeValueAsString(f.variables()));
    }
  }

  private static ProcessIndexEntry process(ResultSet rs) throws SQLException {
    return new ProcessIndexEntry(
        rs.getString(1),
        rs.getString(2),
        rs.getString(3),
        rs.getString(4),
        rs.getString(5),
        rs.getString(6),
        ProcessStatus.valueOf(rs.getString(7)),
        rs.getObject(8, OffsetDateTime.class),
        rs.getObject(9, OffsetDateTime.class),
        rs.getObject(10, Long.class),
        rs.getString(11),
        rs.getString(12),
        rs.getString(13),
        JSON.readValue(rs.getString(14), new TypeReference<Map<String, Object>>() {}));
  }

  private static TaskIndexEntry task(ResultSet rs) throws SQLException {
    Array roles = rs.getArray(7);
    return new TaskIndexEntry(
        rs.getString(1),
        rs.getString(2),
        rs.getString(3),
        rs.getString(4),
        rs.getString(5),
        rs.getString(6),
        roles == null ? List.of() : Arrays.asList((String[]) roles.getArray()),
        TaskStatus.valueOf(rs.getString(8)),
        rs.getObject(9, OffsetDateTime.class),
        rs.getObject(10, OffsetDateTime.class),
        rs.getObject(11, OffsetDateTime.class),
        rs.getObject(12, OffsetDateTime.class),
        rs.getString(13),
        rs.getObject(14, Long.class),
        rs.getString(15),
        rs.getString(16),
        rs.getString(17));
  }

  /** Conditions joined by {@code and}, with their arguments in order. */
  private static final class Where {
    private final List<String> conditions = new ArrayList<>();
    private final List<Object> args = new ArrayList<>();

    /** Adds the condition when its (first) value is given. */
    void add(String condition, Object value, Object... more) {
      if (value != null) {
        conditions.add(condition);
        args.add(value);
        args.addAll(Arrays.asList(more));
      }
    }

    String sql() {
      return conditions.isEmpty() ? "" : " where " + String.join(" and ", conditions);
    }

    List<Object> withPage(IndexFilter f) {
      List<Object> all = new ArrayList<>(args);
      all.add(f.limit());
      all.add(f.offset());
      return all;
    }
  }
}
