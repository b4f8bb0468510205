package org.platform.mdm.workflow.task;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import org.flowable.common.engine.api.delegate.event.FlowableEngineEntityEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEngineEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEngineEventType;
import org.flowable.common.engine.api.delegate.event.FlowableEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEventListener;
import org.flowable.common.engine.api.delegate.event.FlowableEventType;
import org.flowable.engine.delegate.event.FlowableEntityWithVariablesEvent;
import org.flowable.engine.impl.persistence.entity.ExecutionEntity;
import org.flowable.engine.impl.util.ProcessDefinitionUtil;
import org.flowable.identitylink.api.IdentityLinkInfo;
import org.flowable.task.api.history.HistoricTaskInstance;
import org.flowable.task.service.impl.persistence.entity.TaskEntity;
import org.flowable.variable.api.event.FlowableVariableEvent;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.stereotype.Component;

/**
 * Keeps the index of processes and tasks current: told of the engine's changes in the engine's
 * transaction, it writes their rows there too, and a failed write fails (rolls back) the change.
 *
 * <p>A task's candidate roles are those it was created with and those added later; a role taken
 * back from an open task stays listed until the index is rebuilt (the engine deletes the links of a
 * task that ends too, and the index keeps those).
 */
@Component
class ProcessIndexListener implements FlowableEventListener {

  private static final Set<FlowableEngineEventType> TYPES =
      Set.of(
          FlowableEngineEventType.PROCESS_STARTED,
          FlowableEngineEventType.PROCESS_COMPLETED,
          FlowableEngineEventType.PROCESS_COMPLETED_WITH_TERMINATE_END_EVENT,
          FlowableEngineEventType.PROCESS_COMPLETED_WITH_ERROR_END_EVENT,
          FlowableEngineEventType.PROCESS_COMPLETED_WITH_ESCALATION_END_EVENT,
          FlowableEngineEventType.PROCESS_CANCELLED,
          FlowableEngineEventType.TASK_CREATED,
          FlowableEngineEventType.TASK_ASSIGNED,
          FlowableEngineEventType.TASK_COMPLETED,
          FlowableEngineEventType.ENTITY_CREATED,
          FlowableEngineEventType.ENTITY_DELETED,
          FlowableEngineEventType.VARIABLE_CREATED,
          FlowableEngineEventType.VARIABLE_UPDATED);

  private final IndexRows rows;
  private final ProcessIndexRepository repository;
  private final Clock clock;

  ProcessIndexListener(IndexRows rows, ProcessIndexRepository repository, Clock clock) {
    this.rows = rows;
    this.repository = repository;
    this.clock = clock;
  }

  @Override
  public void onEvent(FlowableEvent event) {
    if (!(event.getType() instanceof FlowableEngineEventType type)
        || !(event instanceof FlowableEngineEvent engineEvent)) {
      return;
    }
    Object entity = event instanceof FlowableEngineEntityEvent e ? e.getEntity() : null;
    switch (type) {
      case PROCESS_STARTED -> {
        // The event's execution is the process instance's first child.
        if (entity instanceof ExecutionEntity execution) {
          repository.putProcess(
              rows.started(
                  execution.isProcessInstanceType() ? execution : execution.getProcessInstance()));
        }
      }
      case PROCESS_CANCELLED ->
          repository.endProcess(engineEvent.getProcessInstanceId(), ProcessStatus.CANCELLED, now());
      case PROCESS_COMPLETED,
          PROCESS_COMPLETED_WITH_TERMINATE_END_EVENT,
          PROCESS_COMPLETED_WITH_ERROR_END_EVENT,
          PROCESS_COMPLETED_WITH_ESCALATION_END_EVENT ->
          repository.endProcess(engineEvent.getProcessInstanceId(), ProcessStatus.COMPLETED, now());
      case TASK_CREATED -> {
        if (entity instanceof TaskEntity task && task.getProcessInstanceId() != null) {
          repository.putTask(rows.created(task, task.getVariables()));
        }
      }
      case TASK_ASSIGNED -> {
        if (entity instanceof TaskEntity task) {
          repository.assignTask(
              task.getId(),
              task.getAssignee(),
              task.getClaimTime() == null ? now() : IndexRows.time(task.getClaimTime()));
        }
      }
      case TASK_COMPLETED -> {
        if (entity instanceof TaskEntity task) {
          repository.completeTask(task.getId(), decision(event), now());
        }
      }
      case ENTITY_CREATED -> {
        if (entity instanceof IdentityLinkInfo link && IndexRows.isCandidateRole(link)) {
          repository.addCandidateRole(link.getTaskId(), link.getGroupId());
        }
      }
      case ENTITY_DELETED -> {
        if (entity instanceof TaskEntity task && !(entity instanceof HistoricTaskInstance)) {
          repository.cancelTask(task.getId(), now());
        }
      }
      case VARIABLE_CREATED, VARIABLE_UPDATED -> {
        if (event instanceof FlowableVariableEvent variable) {
          variable(variable);
        }
      }
      default -> {}
    }
  }

  /**
   * A process-wide variable the process's index row keeps. Deletions are not followed: the engine
   * deletes every variable of a process that ends, and the row keeps their last values.
   */
  private void variable(FlowableVariableEvent event) {
    String processInstanceId = event.getProcessInstanceId();
    if (processInstanceId == null
        || event.getTaskId() != null
        || !processInstanceId.equals(event.getExecutionId())
        || event.getProcessDefinitionId() == null) {
      return;
    }
    String processId =
        ProcessDefinitionUtil.getProcessDefinition(event.getProcessDefinitionId()).getKey();
    if (!rows.isIndexed(processId, event.getVariableName())) {
      return;
    }
    Object value = event.getVariableValue();
    repository.putVariable(
        processInstanceId, event.getVariableName(), IndexRows.indexable(value) ? value : null);
  }

  /** The decision a task's completion gave, among the variables it completed with. */
  private static String decision(FlowableEvent event) {
    if (event instanceof FlowableEntityWithVariablesEvent e && e.getVariables() != null) {
      Map<?, ?> variables = e.getVariables();
      return IndexRows.text(variables.get(ProcessVariables.DECISION));
    }
    return null;
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
  }

  @Override
  public Collection<? extends FlowableEventType> getTypes() {
    return TYPES;
  }

  /** A failed write of the index fails the engine's change: the index never misses one. */
  @Override
  public boolean isFailOnException() {
    return true;
  }

  @Override
  public boolean isFireOnTransactionLifecycleEvent() {
    return false;
  }

  @Override
  public String getOnTransaction() {
    return null;
  }
}
