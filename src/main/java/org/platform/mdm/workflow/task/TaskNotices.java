package org.platform.mdm.workflow.task;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.flowable.common.engine.api.delegate.event.FlowableEngineEventType;
import org.flowable.common.engine.api.delegate.event.FlowableEntityEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEventListener;
import org.flowable.common.engine.api.delegate.event.FlowableEventType;
import org.flowable.common.engine.impl.identity.Authentication;
import org.flowable.task.api.Task;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.core.UserNotification;
import org.platform.mdm.core.UserNotifications;
import org.platform.mdm.system.TransactionLocal;
import org.springframework.stereotype.Component;

/**
 * Tells users of tasks waiting for them ({@value #TYPE} notifications): a new task to its assignee,
 * or to every active member of its candidate roles and its candidate users when nobody holds it; a
 * task handed to a user to that user. The user who made the change is not told of it (a claim tells
 * nobody). The events of one transaction are gathered and told once when it is about to commit,
 * when the engine has written the task and its candidates: a task made and assigned at once is one
 * notice, and a change rolled back tells nothing.
 */
@Component
class TaskNotices implements FlowableEventListener {

  /** The notification type; its parameters: the task's name, its id, its process's id. */
  static final String TYPE = "WORKFLOW_TASK";

  private static final Object PENDING = new Object();

  private final TaskRepository tasks;
  private final UserDirectory users;
  private final UserNotifications notifications;

  TaskNotices(TaskRepository tasks, UserDirectory users, UserNotifications notifications) {
    this.tasks = tasks;
    this.users = users;
    this.notifications = notifications;
  }

  /** A task to tell of: made (tell its candidates when unassigned) or only assigned. */
  private record Told(boolean created, String actor) {}

  @Override
  public void onEvent(FlowableEvent event) {
    boolean created = event.getType() == FlowableEngineEventType.TASK_CREATED;
    if (!created && event.getType() != FlowableEngineEventType.TASK_ASSIGNED) {
      return;
    }
    if (!(event instanceof FlowableEntityEvent e) || !(e.getEntity() instanceof Task task)) {
      return;
    }
    String actor = Authentication.getAuthenticatedUserId();
    Map<String, Told> pending = TransactionLocal.collected(PENDING, LinkedHashMap::new, this::tell);
    if (pending == null) {
      tell(Map.of(task.getId(), new Told(created, actor)));
    } else {
      pending.merge(
          task.getId(),
          new Told(created, actor),
          (a, b) -> new Told(a.created() || b.created(), b.actor()));
    }
  }

  private void tell(Map<String, Told> pending) {
    pending.forEach(
        (taskId, told) ->
            tasks
                .task(taskId)
                .ifPresent(
                    task -> {
                      Set<String> to = recipients(task, told.created());
                      to.remove(told.actor());
                      for (String user : to) {
                        notifications.send(
                            user,
                            TYPE,
                            UserNotification.Outcome.DONE,
                            List.of(
                                task.name() == null ? "" : task.name(),
                                task.id(),
                                task.processInstanceId()),
                            "/api/v2/workflow/tasks/" + task.id());
                      }
                    }));
  }

  private Set<String> recipients(TaskRepository.OpenTask task, boolean created) {
    Set<String> to = new LinkedHashSet<>();
    if (task.assignee() != null) {
      to.add(task.assignee());
    } else if (created) {
      TaskRepository.Candidates candidates =
          tasks
              .candidates(List.of(task.id()))
              .getOrDefault(task.id(), TaskRepository.Candidates.NONE);
      to.addAll(candidates.users());
      to.addAll(users.activeUsersIn(candidates.roles()));
    }
    return to;
  }

  @Override
  public boolean isFailOnException() {
    return false;
  }

  @Override
  public boolean isFireOnTransactionLifecycleEvent() {
    return false;
  }

  @Override
  public String getOnTransaction() {
    return null;
  }

  @Override
  public java.util.Collection<? extends FlowableEventType> getTypes() {
    return List.of(FlowableEngineEventType.TASK_CREATED, FlowableEngineEventType.TASK_ASSIGNED);
  }
}
