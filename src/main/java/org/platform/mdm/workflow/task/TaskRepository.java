package org.platform.mdm.workflow.task;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * What the engine's API reads only task by task, read for a page of tasks at once from the engine's
 * tables (schema {@code flowable}): the candidates of each task; and an open task as a listener of
 * the engine's events finds it once the engine has written it.
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
