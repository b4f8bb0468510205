package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * A user task as the index keeps it; the subject (draft, register, record) is its process's.
 *
 * @param processId the key of the task's process definition (null while its process is not indexed)
 * @param decision the decision its completion gave, when it gave one
 */
public record TaskIndexEntry(
    String taskId,
    String processInstanceId,
    String processId,
    String taskDefinitionKey,
    String name,
    String assignee,
    List<String> candidateRoles,
    TaskStatus status,
    OffsetDateTime createTime,
    OffsetDateTime claimTime,
    OffsetDateTime completeTime,
    OffsetDateTime dueDate,
    String decision,
    Long draftId,
    String entityName,
    String etalonId,
    String linkedTypeDisplayName) {

  public TaskIndexEntry {
    candidateRoles = candidateRoles == null ? List.of() : List.copyOf(candidateRoles);
  }
}
