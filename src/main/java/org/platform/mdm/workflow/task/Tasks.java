package org.platform.mdm.workflow.task;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flowable.engine.ProcessEngine;
import org.flowable.task.api.Task;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The open tasks of processes and the changes of their status: claim, give back, hand over,
 * complete. Each change locks and loads the task, checks the user may make it ({@link TaskAccess}),
 * runs every {@link TaskValidator}, makes it in the engine and writes it to the audit trail, all in
 * one transaction: a change refused anywhere leaves nothing behind.
 */
@Service
public class Tasks {

  private final ProcessEngine engine;
  private final TaskViews views;
  private final TaskSearch search;
  private final TaskRepository repository;
  private final List<TaskValidator> validators;
  private final UserDirectory users;
  private final AuditTrail audit;
  private final RecordEvents history;
  private final TaskRecordNames recordNames;

  Tasks(
      ProcessEngine engine,
      TaskViews views,
      TaskSearch search,
      TaskRepository repository,
      List<TaskValidator> validators,
      UserDirectory users,
      AuditTrail audit,
      RecordEvents history,
      TaskRecordNames recordNames) {
    this.engine = engine;
    this.views = views;
    this.search = search;
    this.repository = repository;
    this.validators = validators;
    this.users = users;
    this.audit = audit;
    this.history = history;
    this.recordNames = recordNames;
  }

  /** A page of the open tasks and how many match. */
  public record Page(List<TaskView> tasks, long total) {}

  /** What a completion did: whether the process ended with it. */
  public record Completed(String taskId, String processInstanceId, boolean processEnded) {}

  @Transactional(readOnly = true)
  public Page find(TaskFilter query, PlatformUser user) {
    Page page = search.find(query, user);
    return new Page(recordNames.named(page.tasks(), user), page.total());
  }

  @Transactional(readOnly = true)
  public TaskView get(String taskId, PlatformUser user) {
    return recordNames.named(open(taskId, user), user);
  }

  @Transactional
  public TaskView claim(String taskId, PlatformUser user) {
    TaskView task = locked(taskId, user);
    TaskAccess.checkClaim(task, user);
    validate(task, TaskChange.CLAIM, Map.of());
    if (!TaskAccess.assignee(task, user)) {
      EngineCalls.run(
          user.userName(), taskId, () -> engine.getTaskService().claim(taskId, user.userName()));
    }
    audit.change("WORKFLOW_TASK_CLAIM", user.userName(), taskId, about(task));
    history.changed(task, RecordEvent.TASK_CLAIM, user.userName(), user.userName());
    return recordNames.named(open(taskId, user), user);
  }

  @Transactional
  public TaskView unclaim(String taskId, PlatformUser user) {
    TaskView task = locked(taskId, user);
    TaskAccess.checkHolder(task, user, "unclaim");
    validate(task, TaskChange.UNCLAIM, Map.of());
    if (task.assignee() != null) {
      EngineCalls.run(user.userName(), taskId, () -> engine.getTaskService().unclaim(taskId));
    }
    Map<String, String> details = about(task);
    details.put("assigneeBefore", String.valueOf(task.assignee()));
    audit.change("WORKFLOW_TASK_UNCLAIM", user.userName(), taskId, details);
    history.changed(task, RecordEvent.TASK_UNCLAIM, user.userName(), null);
    return recordNames.named(open(taskId, user), user);
  }

  /** Hands the task over to an active user. */
  @Transactional
  public TaskView assign(String taskId, String userName, PlatformUser user) {
    TaskView task = locked(taskId, user);
    TaskAccess.checkHolder(task, user, "assign");
    if (userName == null || users.activeUser(userName).isEmpty()) {
      throw new PlatformException(
          List.of(Problem.at("userName", WorkflowErrors.WORKFLOW_USER_UNKNOWN, userName)));
    }
    validate(task, TaskChange.ASSIGN, Map.of("assignee", userName));
    EngineCalls.run(
        user.userName(), taskId, () -> engine.getTaskService().setAssignee(taskId, userName));
    Map<String, String> details = about(task);
    details.put("assignee", userName);
    details.put("assigneeBefore", String.valueOf(task.assignee()));
    audit.change("WORKFLOW_TASK_ASSIGN", user.userName(), taskId, details);
    history.changed(task, RecordEvent.TASK_ASSIGN, user.userName(), userName);
    return views
        .of(List.of(engine.getTaskService().createTaskQuery().taskId(taskId).singleResult()))
        .get(0);
  }

  /**
   * Completes the task with its decision and variables; a candidate completing an unassigned task
   * claims it first. Variables are texts, numbers or true/false; the decision is one the task
   * offers, required when it offers any.
   */
  @Transactional
  public Completed complete(String taskId, Map<String, Object> variables, PlatformUser user) {
    TaskView task = locked(taskId, user);
    TaskAccess.checkComplete(task, user);
    PlatformException.throwIfAny(CompletionRules.check(task, variables));
    validate(task, TaskChange.COMPLETE, variables);
    Map<String, String> details = about(task);
    EngineCalls.run(
        user.userName(),
        taskId,
        () -> {
          if (task.assignee() == null) {
            engine.getTaskService().claim(taskId, user.userName());
            details.put("claimed", "true");
            history.changed(task, RecordEvent.TASK_CLAIM, user.userName(), user.userName());
          }
          comment(task, "decision", variables.get(ProcessVariables.DECISION));
          comment(task, "comment", variables.get(ProcessVariables.COMMENT));
          engine.getTaskService().complete(taskId, variables);
        });
    if (variables.get(ProcessVariables.DECISION) != null) {
      details.put("decision", variables.get(ProcessVariables.DECISION).toString());
    }
    audit.change("WORKFLOW_TASK_COMPLETE", user.userName(), taskId, details);
    boolean ended =
        engine
                .getRuntimeService()
                .createProcessInstanceQuery()
                .processInstanceId(task.processInstanceId())
                .count()
            == 0;
    return new Completed(taskId, task.processInstanceId(), ended);
  }

  /**
   * The task, locked against other changes until the transaction ends (the second of two
   * completions at once waits for the first, then finds the task completed: 409).
   */
  private TaskView locked(String taskId, PlatformUser user) {
    repository.lock(taskId);
    return recordNames.named(open(taskId, user), user);
  }

  /**
   * The task if it is open and the user may see it; a task that has ended (another user or node
   * completed it first) is a conflict; else 404, saying no more.
   */
  private TaskView open(String taskId, PlatformUser user) {
    Task task = engine.getTaskService().createTaskQuery().taskId(taskId).singleResult();
    if (task != null) {
      TaskView view = views.of(List.of(task)).get(0);
      // A task about a record the user's labels hide does not exist for them, as the record.
      if (TaskAccess.visible(view, user) && !recordNames.hidden(view, user)) {
        return view;
      }
    } else if (engine
            .getHistoryService()
            .createHistoricTaskInstanceQuery()
            .taskId(taskId)
            .finished()
            .count()
        > 0) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_TASK_COMPLETED, taskId);
    }
    throw new PlatformException(WorkflowErrors.WORKFLOW_TASK_NOT_FOUND, taskId);
  }

  private void validate(TaskView task, TaskChange change, Map<String, Object> variables) {
    List<Problem> problems = new ArrayList<>();
    for (TaskValidator validator : validators) {
      problems.addAll(validator.check(task, change, variables));
    }
    PlatformException.throwIfAny(problems);
  }

  /** Keeps a decision or comment with the task, for the process's history. */
  private void comment(TaskView task, String type, Object value) {
    if (value != null && !value.toString().isBlank()) {
      engine
          .getTaskService()
          .addComment(task.taskId(), task.processInstanceId(), type, value.toString());
    }
  }

  private static Map<String, String> about(TaskView task) {
    Map<String, String> details = new LinkedHashMap<>();
    details.put("processInstanceId", task.processInstanceId());
    if (task.taskDefinitionKey() != null) {
      details.put("taskDefinitionKey", task.taskDefinitionKey());
    }
    if (task.draftId() != null) {
      details.put("draftId", task.draftId().toString());
    }
    return details;
  }
}
