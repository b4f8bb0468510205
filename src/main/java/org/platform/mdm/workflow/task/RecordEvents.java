package org.platform.mdm.workflow.task;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.flowable.common.engine.api.delegate.event.FlowableEngineEntityEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEngineEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEngineEventType;
import org.flowable.common.engine.api.delegate.event.FlowableEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEventListener;
import org.flowable.common.engine.api.delegate.event.FlowableEventType;
import org.flowable.common.engine.impl.identity.Authentication;
import org.flowable.engine.delegate.event.FlowableEntityWithVariablesEvent;
import org.flowable.task.service.impl.persistence.entity.TaskEntity;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.RecordHistoryPart;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.stereotype.Component;

/**
 * The steps of approval processes in the history of the record they are about ({@link
 * RecordHistoryPart}): told of the engine's changes in the engine's transaction, it keeps each
 * process's start, end and cancellation and each task's creation and completion (with its decision
 * and comment); {@link Tasks} adds the claims, give-backs and hand-overs it makes. Each step is in
 * the record's sequence, so the history lists it among the record's writes as it happened.
 */
@Component
class RecordEvents implements FlowableEventListener, RecordHistoryPart {

  private static final Set<FlowableEngineEventType> TYPES =
      Set.of(
          FlowableEngineEventType.PROCESS_STARTED,
          FlowableEngineEventType.PROCESS_COMPLETED,
          FlowableEngineEventType.PROCESS_COMPLETED_WITH_TERMINATE_END_EVENT,
          FlowableEngineEventType.PROCESS_COMPLETED_WITH_ERROR_END_EVENT,
          FlowableEngineEventType.PROCESS_COMPLETED_WITH_ESCALATION_END_EVENT,
          FlowableEngineEventType.PROCESS_CANCELLED,
          FlowableEngineEventType.TASK_CREATED,
          FlowableEngineEventType.TASK_COMPLETED);

  private final RecordEventRepository repository;
  private final Clock clock;

  RecordEvents(RecordEventRepository repository, Clock clock) {
    this.repository = repository;
    this.clock = clock;
  }

  @Override
  public List<HistoryEvent> events(EtalonId etalonId) {
    return repository.events(etalonId.toString(), clock.getZone());
  }

  /** A user's change of a task the engine does not tell apart (claim, give back, hand over). */
  void changed(TaskView task, String type, String user, String assignee) {
    repository.add(RecordEvent.ofTask(task, type, now(), user).withAssignee(assignee));
  }

  @Override
  public void onEvent(FlowableEvent event) {
    if (!(event.getType() instanceof FlowableEngineEventType type)
        || !(event instanceof FlowableEngineEvent engineEvent)) {
      return;
    }
    Object entity = event instanceof FlowableEngineEntityEvent e ? e.getEntity() : null;
    String user = Authentication.getAuthenticatedUserId();
    String process = engineEvent.getProcessInstanceId();
    switch (type) {
      case PROCESS_STARTED -> process(process, RecordEvent.PROCESS_START, user);
      case PROCESS_CANCELLED -> process(process, RecordEvent.PROCESS_CANCEL, user);
      case PROCESS_COMPLETED,
          PROCESS_COMPLETED_WITH_TERMINATE_END_EVENT,
          PROCESS_COMPLETED_WITH_ERROR_END_EVENT,
          PROCESS_COMPLETED_WITH_ESCALATION_END_EVENT ->
          process(process, RecordEvent.PROCESS_END, user);
      case TASK_CREATED -> {
        if (entity instanceof TaskEntity task && task.getProcessInstanceId() != null) {
          repository.add(
              RecordEvent.ofTask(task, RecordEvent.TASK_CREATE, now(), user, task.getAssignee())
                  .withRoles(IndexRows.roles(task.getIdentityLinks())));
        }
      }
      case TASK_COMPLETED -> {
        if (entity instanceof TaskEntity task && task.getProcessInstanceId() != null) {
          Map<?, ?> variables =
              event instanceof FlowableEntityWithVariablesEvent v && v.getVariables() != null
                  ? v.getVariables()
                  : Map.of();
          repository.add(
              RecordEvent.ofTask(
                      task,
                      RecordEvent.TASK_COMPLETE,
                      now(),
                      user == null ? task.getAssignee() : user,
                      task.getAssignee())
                  .withDecision(
                      IndexRows.text(variables.get(ProcessVariables.DECISION)),
                      IndexRows.text(variables.get(ProcessVariables.COMMENT))));
        }
      }
      default -> {}
    }
  }

  private void process(String processInstanceId, String type, String user) {
    if (processInstanceId != null) {
      repository.add(RecordEvent.ofProcess(processInstanceId, type, now(), user));
    }
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
  }

  @Override
  public Collection<? extends FlowableEventType> getTypes() {
    return TYPES;
  }

  /** A step the history cannot keep fails the engine's change: the history never misses one. */
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
