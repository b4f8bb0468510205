package org.platform.mdm.workflow.task;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * An open task as its lists and card show it: what it is, the process it belongs to, who holds it
 * or may take it, what it is about (from the process's variables) and the decisions it offers.
 *
 * @param description the task's documentation in the process
 * @param candidateRoles the roles whose members may claim it
 * @param candidateUsers the users named as candidates besides
 * @param draftId the draft the process is about, if any
 * @param decisions the values of its {@code decision} form property, in the process's order; empty
 *     when the task offers none (it is then completed without one)
 */
public record TaskView(
    @NotNull String taskId,
    String name,
    String description,
    String taskDefinitionKey,
    @NotNull String processInstanceId,
    String processDefinitionId,
    String processName,
    String assignee,
    @NotNull List<String> candidateRoles,
    @NotNull List<String> candidateUsers,
    OffsetDateTime createDate,
    OffsetDateTime dueDate,
    Long draftId,
    String entityName,
    String etalonId,
    String initiator,
    @NotNull List<Decision> decisions,
    @Schema(
            description =
                "The record's name as its register names it (display format), when the record"
                    + " exists and the caller may see it; null for a new record.")
        String recordName) {

  public TaskView {
    candidateRoles = List.copyOf(candidateRoles);
    candidateUsers = List.copyOf(candidateUsers);
    decisions = List.copyOf(decisions);
  }

  /** A decision a task offers: the value a completion gives and its display name. */
  public record Decision(@NotNull String id, String name) {}

  /** This task with its record's name. */
  public TaskView named(String name) {
    return new TaskView(
        taskId,
        this.name,
        description,
        taskDefinitionKey,
        processInstanceId,
        processDefinitionId,
        processName,
        assignee,
        candidateRoles,
        candidateUsers,
        createDate,
        dueDate,
        draftId,
        entityName,
        etalonId,
        initiator,
        decisions,
        name);
  }

  /** The values of the decisions offered. */
  public List<String> decisionIds() {
    return decisions.stream().map(Decision::id).toList();
  }
}
