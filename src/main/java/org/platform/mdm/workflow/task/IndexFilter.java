package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.util.Map;

/**
 * A search of the index of processes or of tasks; null fields do not filter. For tasks, the dates
 * are those of creation and completion and the process fields (initiator, process id, variables)
 * are those of the task's process; for processes, an assignee or candidate role is one of a task of
 * the process.
 *
 * @param status a {@link ProcessStatus} or {@link TaskStatus} name
 * @param text contained, ignoring case, in the name or the linked type's display name
 * @param variables indexed variables each equal to the value given (text, number or boolean)
 * @param ascending oldest first; newest first when false
 */
public record IndexFilter(
    String status,
    String initiator,
    String assignee,
    String candidateRole,
    String processId,
    String processInstanceId,
    String entityName,
    String etalonId,
    Long draftId,
    String linkedTypeDisplayName,
    String text,
    OffsetDateTime startedFrom,
    OffsetDateTime startedTo,
    OffsetDateTime endedFrom,
    OffsetDateTime endedTo,
    Map<String, Object> variables,
    boolean ascending,
    int offset,
    int limit) {

  public IndexFilter {
    variables = variables == null ? Map.of() : variables;
  }
}
