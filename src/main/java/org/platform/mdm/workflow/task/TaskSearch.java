package org.platform.mdm.workflow.task;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.flowable.engine.ProcessEngine;
import org.flowable.task.api.Task;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.springframework.stereotype.Component;

/**
 * Lists open tasks in the engine, oldest first: the user's own, those it may claim, or those of a
 * draft, a record or a process; a user who is not an administrator sees only the tasks open to it
 * (as {@link TaskAccess} says), counted the same way. The page's ids and the count are read with
 * SQL on the engine's tables ({@link TaskRepository#openTasks}), the page's tasks through the
 * engine.
 */
@Component
class TaskSearch {

  private final ProcessEngine engine;
  private final TaskViews views;
  private final TaskRepository repository;

  TaskSearch(ProcessEngine engine, TaskViews views, TaskRepository repository) {
    this.engine = engine;
    this.views = views;
    this.repository = repository;
  }

  Tasks.Page find(TaskFilter q, PlatformUser user) {
    checkPage(q);
    TaskRepository.IdPage page =
        repository.openTasks(
            new TaskRepository.OpenTasks(
                user.userName(),
                user.roles(),
                q.mine(),
                q.available(),
                !q.mine() && !q.available() && !TaskAccess.admin(user),
                q.draftId(),
                q.entityName(),
                q.etalonId(),
                q.processInstanceId(),
                q.offset(),
                q.limit()));
    if (page.ids().isEmpty()) {
      return new Tasks.Page(List.of(), page.total());
    }
    Map<String, Task> found = new HashMap<>();
    for (Task t : engine.getTaskService().createTaskQuery().taskIds(page.ids()).list()) {
      found.put(t.getId(), t);
    }
    // In the page's order; a task that ended since its id was read is left out.
    List<Task> tasks = page.ids().stream().map(found::get).filter(Objects::nonNull).toList();
    return new Tasks.Page(views.of(tasks), page.total());
  }

  private static void checkPage(TaskFilter q) {
    if (q.offset() < 0) {
      throw new PlatformException(
          List.of(
              Problem.at("offset", WorkflowErrors.WORKFLOW_PAGE_INVALID, TaskFilter.MAX_LIMIT)));
    }
    if (q.limit() < 1 || q.limit() > TaskFilter.MAX_LIMIT) {
      throw new PlatformException(
          List.of(Problem.at("limit", WorkflowErrors.WORKFLOW_PAGE_INVALID, TaskFilter.MAX_LIMIT)));
    }
  }
}
