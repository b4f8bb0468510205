package org.platform.mdm.workflow.task;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * What the engine's API reads only task by task, read for a page of tasks at once from the engine's
 * tables (schema {@code flowable}): the candidates of each task; a page of open tasks' ids (the
 * engine's own query counted them with a sort of every match and an array of every candidate link
 * of the roles: 100 ms for a steward with 10,000 open tasks); and an open task as a listener of the
 * engine's events finds it once the engine has written it.
 */
@Repository
class TaskRepository {

  private final JdbcClient jdbc;

  TaskRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The candidate roles and users of each task, by task id. */
  Map<String, Candidates> candidates(Collection<String> taskIds) {
    Map<String, Candidates> found = new HashMap<>();
    if (taskIds.isEmpty()) {
      return found;
    }
    jdbc.sql(
            """
            select task_id_, group_id_, user_id_ from flowable.act_ru_identitylink
             where task_id_ = any(:ids) and type_ = 'candidate'
             order by group_id_, user_id_
            """)
        .param("ids", taskIds.toArray(String[]::new))
        .query(
            rs -> {
              Candidates c =
                  found.computeIfAbsent(
                      rs.getString(1), id -> new Candidates(new ArrayList<>(), new ArrayList<>()));
              if (rs.getString(2) != null) {
                c.roles().add(rs.getString(2));
              }
              if (rs.getString(3) != null) {
                c.users().add(rs.getString(3));
              }
            });
    return found;
  }

  /**
   * The ids of a page of open (active) tasks matching, oldest first (then by id), and how many
   * match; the conditions are those of the engine's task query {@link TaskSearch} used before.
   */
  IdPage openTasks(OpenTasks q) {
    List<String> where = new ArrayList<>();
    where.add("t.suspension_state_ = 1");
    Map<String, Object> params = new HashMap<>();
    params.put("me", q.userName());
    params.put("roles", q.roles().toArray(String[]::new));
    // A candidate by name (any link naming the user, as the engine's "involved user") or by role.
    String linked =
        "exists (select 1 from flowable.act_ru_identitylink l where l.task_id_ = t.id_"
            + " and (l.user_id_ = :me or (l.type_ = 'candidate' and l.group_id_ = any(:roles))))";
    if (q.mine()) {
      where.add("t.assignee_ = :me");
    }
    if (q.available()) {
      where.add("t.assignee_ is null and (t.owner_ = :me or " + linked + ")");
    }
    if (q.openOnly()) {
      where.add(
          "(t.assignee_ = :me or t.owner_ = :me or "
              + linked
              + " or "
              + variable(ProcessVariables.INITIATOR, "string", "text_", "me")
              + ")");
    }
    if (q.draftId() != null) {
      where.add(variable(ProcessVariables.DRAFT_ID, "long", "long_", "draftId"));
      params.put("draftId", q.draftId());
    }
    if (q.entityName() != null) {
      where.add(variable(ProcessVariables.ENTITY_NAME, "string", "text_", "entityName"));
      params.put("entityName", q.entityName());
    }
    if (q.etalonId() != null) {
      where.add(variable(ProcessVariables.ETALON_ID, "string", "text_", "etalonId"));
      params.put("etalonId", q.etalonId());
    }
    if (q.processInstanceId() != null) {
      where.add("t.proc_inst_id_ = :processInstanceId");
      params.put("processInstanceId", q.processInstanceId());
    }
    String from = " from flowable.act_ru_task t where " + String.join(" and ", where);
    long total = jdbc.sql("select count(*)" + from).params(params).query(Long.class).single();
    if (total == 0 || q.offset() >= total) {
      return new IdPage(List.of(), total);
    }
    params.put("offset", q.offset());
    params.put("limit", q.limit());
    List<String> ids =
        jdbc.sql(
                "select t.id_"
                    + from
                    + " order by t.create_time_, t.id_ offset :offset limit :limit")
            .params(params)
            .query(String.class)
            .list();
    return new IdPage(ids, total);
  }

  /** A process variable of the task's process equal to the parameter, as the engine compares it. */
  private static String variable(String name, String type, String column, String param) {
    return "exists (select 1 from flowable.act_ru_variable v where v.proc_inst_id_ = t.proc_inst_id_"
        + " and v.task_id_ is null and v.name_ = '"
        + name
        + "' and v.type_ = '"
        + type
        + "' and v."
        + column
        + " = :"
        + param
        + ")";
  }

  /**
   * Which open tasks {@link #openTasks} reads for the user: held by it ({@code mine}), unassigned
   * and claimable by it ({@code available}), or every task open to it ({@code openOnly}, for users
   * who are not administrators); the other fields narrow the list when given.
   */
  record OpenTasks(
      String userName,
      List<String> roles,
      boolean mine,
      boolean available,
      boolean openOnly,
      Long draftId,
      String entityName,
      String etalonId,
      String processInstanceId,
      int offset,
      int limit) {}

  /** A page of task ids and how many match in all. */
  record IdPage(List<String> ids, long total) {}

  /**
   * Locks an open task's row for the rest of the transaction, so that two changes of one task (on
   * two nodes) run one after the other; false when the task is not open (any more).
   */
  boolean lock(String taskId) {
    return jdbc.sql("select id_ from flowable.act_ru_task where id_ = :id for update")
        .param("id", taskId)
        .query(String.class)
        .optional()
        .isPresent();
  }

  /** An open task's name, assignee and process; empty when it is not open (any more). */
  Optional<OpenTask> task(String taskId) {
    return jdbc.sql(
            "select id_, name_, assignee_, proc_inst_id_ from flowable.act_ru_task where id_ = :id")
        .param("id", taskId)
        .query(
            (rs, row) ->
                new OpenTask(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)))
        .optional();
  }

  /** An open task as its notices name it. */
  record OpenTask(String id, String name, String assignee, String processInstanceId) {}

  /** Who may claim a task: members of the roles, and the users named. */
  record Candidates(List<String> roles, List<String> users) {

    static final Candidates NONE = new Candidates(List.of(), List.of());
  }
}
