package org.platform.mdm.workflow.task;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.history.HistoricActivityInstance;
import org.flowable.engine.history.HistoricProcessInstance;
import org.flowable.engine.task.Comment;
import org.flowable.task.api.history.HistoricTaskInstanceQuery;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * One process's history, and its cancellation. A process is open to administrators, to its
 * initiator and to whoever held or could take one of its tasks; to anyone else it does not exist.
 * Administrators and the initiator cancel it.
 */
@Service
public class Processes {

  /** The steps a history shows; gateways and flows are left out. */
  private static final Set<String> SHOWN =
      Set.of("userTask", "serviceTask", "startEvent", "endEvent");

  /** Steps begun in the same millisecond keep the order of their transaction. */
  private static final Comparator<HistoricActivityInstance> IN_ORDER =
      Comparator.comparing(HistoricActivityInstance::getStartTime)
          .thenComparing(
              a -> a.getTransactionOrder() == null ? Integer.MAX_VALUE : a.getTransactionOrder());

  private final ProcessEngine engine;
  private final AuditTrail audit;
  private final Clock clock;

  Processes(ProcessEngine engine, AuditTrail audit, Clock clock) {
    this.engine = engine;
    this.audit = audit;
    this.clock = clock;
  }

  @Transactional(readOnly = true)
  public ProcessHistory history(String processInstanceId, PlatformUser user) {
    HistoricProcessInstance p = open(processInstanceId, user, false);
    Map<String, String[]> said = new HashMap<>();
    for (Comment c : engine.getTaskService().getProcessInstanceComments(processInstanceId)) {
      if (c.getTaskId() != null) {
        String[] pair = said.computeIfAbsent(c.getTaskId(), id -> new String[2]);
        if ("decision".equals(c.getType())) {
          pair[0] = c.getFullMessage();
        } else if ("comment".equals(c.getType())) {
          pair[1] = c.getFullMessage();
        }
      }
    }
    List<ProcessHistory.Step> steps =
        engine
            .getHistoryService()
            .createHistoricActivityInstanceQuery()
            .processInstanceId(processInstanceId)
            .orderByHistoricActivityInstanceStartTime()
            .asc()
            .list()
            .stream()
            .filter(a -> SHOWN.contains(a.getActivityType()))
            .sorted(IN_ORDER)
            .map(a -> step(a, said.getOrDefault(a.getTaskId(), new String[2])))
            .toList();
    Subject subject = Subject.of(p.getProcessVariables());
    return new ProcessHistory(
        p.getId(),
        p.getProcessDefinitionId(),
        p.getProcessDefinitionName(),
        p.getBusinessKey(),
        p.getEndTime() == null
            ? "RUNNING"
            : p.getDeleteReason() == null ? "COMPLETED" : "CANCELLED",
        initiator(p),
        date(p.getStartTime()),
        date(p.getEndTime()),
        p.getDeleteReason(),
        subject.draftId(),
        subject.entityName(),
        subject.etalonId(),
        steps);
  }

  /** Ends a running process with the reason; its tasks go with it. */
  @Transactional
  public void cancel(String processInstanceId, String reason, PlatformUser user) {
    if (reason == null || reason.isBlank()) {
      throw new PlatformException(
          List.of(Problem.at("reason", WorkflowErrors.WORKFLOW_CANCEL_REASON_REQUIRED)));
    }
    HistoricProcessInstance p = open(processInstanceId, user, true);
    if (!TaskAccess.admin(user) && !user.userName().equals(initiator(p))) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_PROCESS_FORBIDDEN, processInstanceId);
    }
    if (p.getEndTime() != null) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_PROCESS_ENDED, processInstanceId);
    }
    EngineCalls.run(
        user.userName(),
        processInstanceId,
        () -> engine.getRuntimeService().deleteProcessInstance(processInstanceId, reason));
    Map<String, String> details = new HashMap<>();
    details.put("reason", reason);
    if (p.getBusinessKey() != null) {
      details.put("businessKey", p.getBusinessKey());
    }
    audit.change("WORKFLOW_PROCESS_CANCEL", user.userName(), processInstanceId, details);
  }

  /** The process if the user may see it; else 404. */
  private HistoricProcessInstance open(String id, PlatformUser user, boolean forCancel) {
    HistoricProcessInstance p =
        engine
            .getHistoryService()
            .createHistoricProcessInstanceQuery()
            .processInstanceId(id)
            .includeProcessVariables()
            .singleResult();
    if (p != null
        && (TaskAccess.admin(user)
            || user.userName().equals(initiator(p))
            || (!forCancel && involved(id, user)))) {
      return p;
    }
    if (p != null && forCancel && involved(id, user)) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_PROCESS_FORBIDDEN, id);
    }
    throw new PlatformException(WorkflowErrors.WORKFLOW_PROCESS_INSTANCE_NOT_FOUND, id);
  }

  /** Whether the user held, or could take, one of the process's tasks. */
  private boolean involved(String processInstanceId, PlatformUser user) {
    HistoricTaskInstanceQuery q =
        engine
            .getHistoryService()
            .createHistoricTaskInstanceQuery()
            .processInstanceId(processInstanceId)
            .or()
            .taskAssignee(user.userName())
            .taskInvolvedUser(user.userName());
    if (!user.roles().isEmpty()) {
      q.taskCandidateGroupIn(user.roles()).ignoreAssigneeValue();
    }
    return q.endOr().count() > 0;
  }

  private static String initiator(HistoricProcessInstance p) {
    String initiator = Subject.of(p.getProcessVariables()).initiator();
    return initiator != null ? initiator : p.getStartUserId();
  }

  private ProcessHistory.Step step(HistoricActivityInstance a, String[] said) {
    return new ProcessHistory.Step(
        a.getActivityId(),
        a.getActivityName(),
        a.getActivityType(),
        a.getTaskId(),
        a.getAssignee(),
        date(a.getStartTime()),
        date(a.getEndTime()),
        said[0],
        said[1]);
  }

  private OffsetDateTime date(Date date) {
    return Subject.date(date, clock);
  }
}
