package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.util.List;
import org.flowable.task.api.TaskInfo;

/**
 * One step of a process as the history of the record it is about shows it.
 *
 * @param type a WORKFLOW_ type of {@link org.platform.mdm.data.HistoryEvent}
 * @param user who made the step; null for the engine's own
 */
record RecordEvent(
    String processInstanceId,
    String type,
    OffsetDateTime date,
    String user,
    String taskId,
    String taskName,
    String assignee,
    List<String> candidateRoles,
    String decision,
    String comment) {

  static final String PROCESS_START = "WORKFLOW_PROCESS_START";
  static final String PROCESS_END = "WORKFLOW_PROCESS_END";
  static final String PROCESS_CANCEL = "WORKFLOW_PROCESS_CANCEL";
  static final String TASK_CREATE = "WORKFLOW_TASK_CREATE";
  static final String TASK_CLAIM = "WORKFLOW_TASK_CLAIM";
  static final String TASK_UNCLAIM = "WORKFLOW_TASK_UNCLAIM";
  static final String TASK_ASSIGN = "WORKFLOW_TASK_ASSIGN";
  static final String TASK_COMPLETE = "WORKFLOW_TASK_COMPLETE";

  /** A step of the process as a whole. */
  static RecordEvent ofProcess(
      String processInstanceId, String type, OffsetDateTime date, String user) {
    return new RecordEvent(processInstanceId, type, date, user, null, null, null, null, null, null);
  }

  /** A step of one of its tasks. */
  static RecordEvent ofTask(
      TaskInfo task, String type, OffsetDateTime date, String user, String assignee) {
    return ofTask(task.getProcessInstanceId(), task.getId(), task.getName(), type, date, user)
        .withAssignee(assignee);
  }

  /** A step of one of its tasks, as a user sees the task. */
  static RecordEvent ofTask(TaskView task, String type, OffsetDateTime date, String user) {
    return ofTask(task.processInstanceId(), task.taskId(), task.name(), type, date, user);
  }

  private static RecordEvent ofTask(
      String processInstanceId,
      String taskId,
      String taskName,
      String type,
      OffsetDateTime date,
      String user) {
    return new RecordEvent(
        processInstanceId, type, date, user, taskId, taskName, null, null, null, null);
  }

  RecordEvent withAssignee(String assignee) {
    return new RecordEvent(
        processInstanceId,
        type,
        date,
        user,
        taskId,
        taskName,
        assignee,
        candidateRoles,
        decision,
        comment);
  }

  RecordEvent withRoles(List<String> roles) {
    return new RecordEvent(
        processInstanceId, type, date, user, taskId, taskName, assignee, roles, decision, comment);
  }

  RecordEvent withDecision(String decision, String comment) {
    return new RecordEvent(
        processInstanceId,
        type,
        date,
        user,
        taskId,
        taskName,
        assignee,
        candidateRoles,
        decision,
        comment);
  }
}
