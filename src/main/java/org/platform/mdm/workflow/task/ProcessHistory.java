package org.platform.mdm.workflow.task;

import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * What happened in one process: its start and end, who started it, what it is about, and its steps
 * (user tasks with who did them and what they decided, service tasks, start and end events) in the
 * order they began.
 *
 * @param state RUNNING, COMPLETED (it reached an end), or CANCELLED (deleted, with the reason)
 */
public record ProcessHistory(
    @NotNull String processInstanceId,
    String processDefinitionId,
    String processName,
    String businessKey,
    @NotNull String state,
    String initiator,
    OffsetDateTime startDate,
    OffsetDateTime endDate,
    String cancelReason,
    Long draftId,
    String entityName,
    String etalonId,
    @NotNull List<Step> steps) {

  public ProcessHistory {
    steps = List.copyOf(steps);
  }

  /**
   * One step of the process.
   *
   * @param type the BPMN element: userTask, serviceTask, startEvent, endEvent
   * @param taskId the task of a user task
   * @param decision what a completed user task decided
   */
  public record Step(
      @NotNull String activityId,
      String name,
      @NotNull String type,
      String taskId,
      String assignee,
      OffsetDateTime startDate,
      OffsetDateTime endDate,
      String decision,
      String comment) {}
}
