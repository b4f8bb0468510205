package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.util.Map;

/**
 * A business process as the index keeps it.
 *
 * @param processId the process definition's key
 * @param linkedTypeDisplayName the display name of the register or reference set {@code entityName}
 *     names, in the published data model
 * @param variables the indexed variables (see {@link IndexedVariables})
 */
public record ProcessIndexEntry(
    String processInstanceId,
    String processDefinitionId,
    String processId,
    String processName,
    String businessKey,
    String initiator,
    ProcessStatus status,
    OffsetDateTime startTime,
    OffsetDateTime endTime,
    Long draftId,
    String entityName,
    String etalonId,
    String linkedTypeDisplayName,
    Map<String, Object> variables) {

  public ProcessIndexEntry {
    variables = variables == null ? Map.of() : Map.copyOf(variables);
  }
}
