package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** SQL that writes the index of processes and tasks. */
@Repository
class ProcessIndexRepository {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static final String OPEN = "status in ('AVAILABLE', 'ASSIGNED')";

  private final JdbcClient jdbc;

  ProcessIndexRepository(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** Writes the process's row, replacing the one there is. */
  void putProcess(ProcessIndexEntry p) {
    jdbc.sql(
            "insert into workflow_process_index (process_instance_id, process_definition_id,"
                + " process_id, process_name, business_key, initiator, status, start_time,"
                + " end_time, draft_id, entity_name, etalon_id, linked_type_display_name,"
                + " indexed_variables) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)"
                + " on conflict (process_instance_id) do update set"
                + " process_definition_id = excluded.process_definition_id,"
                + " process_id = excluded.process_id, process_name = excluded.process_name,"
                + " business_key = excluded.business_key, initiator = excluded.initiator,"
                + " status = excluded.status, start_time = excluded.start_time,"
                + " end_time = excluded.end_time, draft_id = excluded.draft_id,"
                + " entity_name = excluded.entity_name, etalon_id = excluded.etalon_id,"
                + " linked_type_display_name = excluded.linked_type_display_name,"
                + " indexed_variables = excluded.indexed_variables")
        .params(
            p.processInstanceId(),
            p.processDefinitionId(),
            p.processId(),
            p.processName(),
            p.businessKey(),
            p.initiator(),
            p.status().name(),
            p.startTime(),
            p.endTime(),
            p.draftId(),
            p.entityName(),
            p.etalonId(),
            p.linkedTypeDisplayName(),
            JSON.writeValueAsString(p.variables()))
        .update();
  }

  /** Ends the process's row, and the rows of its tasks still open (as cancelled). */
  void endProcess(String processInstanceId, ProcessStatus status, OffsetDateTime at) {
    jdbc.sql(
            "update workflow_process_index set status = ?, end_time = ?"
                + " where process_instance_id = ? and status = 'RUNNING'")
        .params(status.name(), at, processInstanceId)
        .update();
    jdbc.sql(
            "update workflow_task_index set status = 'CANCELLED', complete_time = ?"
                + " where process_instance_id = ? and "
                + OPEN)
        .params(at, processInstanceId)
        .update();
  }

  /** Sets (or, with a null value, removes) one indexed variable of the process. */
  void putVariable(String processInstanceId, String name, Object value) {
    String sql =
        value == null
            ? "update workflow_process_index set indexed_variables = indexed_variables - ?"
                + " where process_instance_id = ?"
            : "update workflow_process_index set indexed_variables = indexed_variables || ?::jsonb"
                + " where process_instance_id = ?";
    Object first = value == null ? name : JSON.writeValueAsString(Map.of(name, value));
    jdbc.sql(sql).params(first, processInstanceId).update();
  }

  /**
   * Writes the task's row, replacing the one there is but for a decision the new row does not know
   * (a rebuild cannot read it back from the engine's history).
   */
  void putTask(TaskIndexEntry t) {
    jdbc.sql(
            "insert into workflow_task_index (task_id, process_instance_id, task_definition_key,"
                + " name, assignee, candidate_roles, status, create_time, claim_time,"
                + " complete_time, due_date, decision, draft_id, entity_name, etalon_id,"
                + " linked_type_display_name)"
                + " values (?, ?, ?, ?, ?, ?::text[], ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                + " on conflict (task_id) do update set"
                + " process_instance_id = excluded.process_instance_id,"
                + " task_definition_key = excluded.task_definition_key, name = excluded.name,"
                + " assignee = excluded.assignee, candidate_roles = excluded.candidate_roles,"
                + " status = excluded.status, create_time = excluded.create_time,"
                + " claim_time = excluded.claim_time, complete_time = excluded.complete_time,"
                + " due_date = excluded.due_date,"
                + " decision = coalesce(excluded.decision, workflow_task_index.decision),"
                + " draft_id = excluded.draft_id, entity_name = excluded.entity_name,"
                + " etalon_id = excluded.etalon_id,"
                + " linked_type_display_name = excluded.linked_type_display_name")
        .params(
            t.taskId(),
            t.processInstanceId(),
            t.taskDefinitionKey(),
            t.name(),
            t.assignee(),
            t.candidateRoles().toArray(String[]::new),
            t.status().name(),
            t.createTime(),
            t.claimTime(),
            t.completeTime(),
            t.dueDate(),
            t.decision(),
            t.draftId(),
            t.entityName(),
            t.etalonId(),
            t.linkedTypeDisplayName())
        .update();
  }

  /** Gives an open task to a user, or back to its roles when {@code assignee} is null. */
  void assignTask(String taskId, String assignee, OffsetDateTime claimTime) {
    jdbc.sql(
            "update workflow_task_index set assignee = ?, claim_time = ?, status = ?"
                + " where task_id = ? and "
                + OPEN)
        .params(
            assignee,
            assignee == null ? null : claimTime,
            (assignee == null ? TaskStatus.AVAILABLE : TaskStatus.ASSIGNED).name(),
            taskId)
        .update();
  }

  void completeTask(String taskId, String decision, OffsetDateTime at) {
    jdbc.sql(
            "update workflow_task_index set status = 'COMPLETED', complete_time = ?,"
                + " decision = coalesce(?, decision) where task_id = ?")
        .params(at, decision, taskId)
        .update();
  }

  /** Ends a task deleted while open (its process cancelled). */
  void cancelTask(String taskId, OffsetDateTime at) {
    jdbc.sql(
            "update workflow_task_index set status = 'CANCELLED', complete_time = ?"
                + " where task_id = ? and "
                + OPEN)
        .params(at, taskId)
        .update();
  }

  /** Offers an open task to one more role. */
  void addCandidateRole(String taskId, String role) {
    jdbc.sql(
            "update workflow_task_index set candidate_roles = candidate_roles || ?::text"
                + " where task_id = ? and not (? = any(candidate_roles))")
        .params(role, taskId, role)
        .update();
  }

  /** The linked type's display name of every row about the entity, in one statement a table. */
  void relink(String entityName, String displayName) {
    for (String table : List.of("workflow_process_index", "workflow_task_index")) {
      jdbc.sql(
              "update "
                  + table
                  + " set linked_type_display_name = ? where entity_name = ?"
                  + " and linked_type_display_name is distinct from ?")
          .params(displayName, entityName, displayName)
          .update();
    }
  }

  /** Gives these tasks' rows the subject of their process's row. */
  void copyProcessSubject(Collection<String> taskIds) {
    jdbc.sql(
            "update workflow_task_index t set draft_id = p.draft_id, entity_name = p.entity_name,"
                + " etalon_id = p.etalon_id,"
                + " linked_type_display_name = p.linked_type_display_name"
                + " from workflow_process_index p"
                + " where p.process_instance_id = t.process_instance_id and t.task_id = any(?)")
        .param(taskIds.toArray(String[]::new))
        .update();
  }
}
