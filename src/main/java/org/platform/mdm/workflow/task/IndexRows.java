package org.platform.mdm.workflow.task;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flowable.engine.history.HistoricProcessInstance;
import org.flowable.engine.impl.persistence.entity.ExecutionEntity;
import org.flowable.identitylink.api.IdentityLinkInfo;
import org.flowable.identitylink.api.IdentityLinkType;
import org.flowable.task.api.TaskInfo;
import org.flowable.task.api.history.HistoricTaskInstance;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/** Makes the index's rows of what the engine tells: a running entity or a historic instance. */
@Component
class IndexRows {

  private final LinkedTypes linkedTypes;
  private final ObjectProvider<IndexedVariables> indexed;

  IndexRows(LinkedTypes linkedTypes, ObjectProvider<IndexedVariables> indexed) {
    this.linkedTypes = linkedTypes;
    this.indexed = indexed;
  }

  /** The row of a process just started. */
  ProcessIndexEntry started(ExecutionEntity p) {
    return process(
        p.getProcessInstanceId(),
        p.getProcessDefinitionId(),
        p.getProcessDefinitionKey(),
        p.getProcessDefinitionName(),
        p.getBusinessKey(),
        p.getStartUserId(),
        ProcessStatus.RUNNING,
        p.getStartTime(),
        null,
        p.getVariables());
  }

  /** The row of a process the engine's history knows (with its variables). */
  ProcessIndexEntry historic(HistoricProcessInstance p) {
    ProcessStatus status =
        p.getEndTime() == null
            ? ProcessStatus.RUNNING
            : p.getDeleteReason() == null ? ProcessStatus.COMPLETED : ProcessStatus.CANCELLED;
    return process(
        p.getId(),
        p.getProcessDefinitionId(),
        p.getProcessDefinitionKey(),
        p.getProcessDefinitionName(),
        p.getBusinessKey(),
        p.getStartUserId(),
        status,
        p.getStartTime(),
        p.getEndTime(),
        p.getProcessVariables() == null ? Map.of() : p.getProcessVariables());
  }

  private ProcessIndexEntry process(
      String id,
      String definitionId,
      String key,
      String name,
      String businessKey,
      String startUser,
      ProcessStatus status,
      Date start,
      Date end,
      Map<String, Object> variables) {
    String entityName = text(variables.get(ProcessVariables.ENTITY_NAME));
    String initiator = text(variables.get(ProcessVariables.INITIATOR));
    return new ProcessIndexEntry(
        id,
        definitionId,
        key,
        name == null ? key : name,
        businessKey,
        initiator == null ? startUser : initiator,
        status,
        time(start == null ? new Date() : start),
        time(end),
        number(variables.get(ProcessVariables.DRAFT_ID)),
        entityName,
        text(variables.get(ProcessVariables.ETALON_ID)),
        linkedTypes.displayName(entityName),
        indexedOf(key, variables));
  }

  /** The indexed variables of a process of {@code processId} among {@code variables}. */
  Map<String, Object> indexedOf(String processId, Map<String, Object> variables) {
    Map<String, Object> kept = new LinkedHashMap<>();
    for (String name : indexedNames(processId)) {
      Object value = variables.get(name);
      if (indexable(value)) {
        kept.put(name, value);
      }
    }
    return kept;
  }

  /** Whether the processes of {@code processId} keep the variable in their index rows. */
  boolean isIndexed(String processId, String name) {
    return indexedNames(processId).contains(name);
  }

  private List<String> indexedNames(String processId) {
    return indexed.orderedStream().flatMap(i -> i.of(processId).stream()).distinct().toList();
  }

  static boolean indexable(Object value) {
    return value instanceof String || value instanceof Number || value instanceof Boolean;
  }

  /** The row of a task just created in a running process. */
  TaskIndexEntry created(TaskInfo t, Map<String, Object> variables) {
    String entityName = text(variables.get(ProcessVariables.ENTITY_NAME));
    return task(
        t,
        t.getAssignee() == null ? TaskStatus.AVAILABLE : TaskStatus.ASSIGNED,
        null,
        number(variables.get(ProcessVariables.DRAFT_ID)),
        entityName,
        text(variables.get(ProcessVariables.ETALON_ID)),
        linkedTypes.displayName(entityName),
        roles(t.getIdentityLinks()));
  }

  /** The row of a task the engine's history knows, without its process's subject. */
  TaskIndexEntry historic(HistoricTaskInstance t, List<? extends IdentityLinkInfo> links) {
    TaskStatus status;
    if (t.getEndTime() == null) {
      status = t.getAssignee() == null ? TaskStatus.AVAILABLE : TaskStatus.ASSIGNED;
    } else {
      status = t.getDeleteReason() == null ? TaskStatus.COMPLETED : TaskStatus.CANCELLED;
    }
    return task(t, status, time(t.getEndTime()), null, null, null, null, roles(links));
  }

  private static TaskIndexEntry task(
      TaskInfo t,
      TaskStatus status,
      OffsetDateTime end,
      Long draftId,
      String entityName,
      String etalonId,
      String linkedType,
      List<String> roles) {
    return new TaskIndexEntry(
        t.getId(),
        t.getProcessInstanceId(),
        null,
        t.getTaskDefinitionKey(),
        t.getName(),
        t.getAssignee(),
        roles,
        status,
        time(t.getCreateTime() == null ? new Date() : t.getCreateTime()),
        time(t.getClaimTime()),
        end,
        time(t.getDueDate()),
        null,
        draftId,
        entityName,
        etalonId,
        linkedType);
  }

  /** The candidate groups among a task's identity links: the roles it is offered to. */
  static List<String> roles(List<? extends IdentityLinkInfo> links) {
    return links.stream()
        .filter(l -> IdentityLinkType.CANDIDATE.equals(l.getType()) && l.getGroupId() != null)
        .map(IdentityLinkInfo::getGroupId)
        .distinct()
        .toList();
  }

  static boolean isCandidateRole(IdentityLinkInfo link) {
    return link.getTaskId() != null && !roles(List.of(link)).isEmpty();
  }

  static OffsetDateTime time(Date date) {
    return date == null ? null : date.toInstant().atOffset(ZoneOffset.UTC);
  }

  static String text(Object value) {
    return value == null || value.toString().isBlank() ? null : value.toString();
  }

  static Long number(Object value) {
    if (value instanceof Number n) {
      return n.longValue();
    }
    try {
      return value == null ? null : Long.valueOf(value.toString().trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
