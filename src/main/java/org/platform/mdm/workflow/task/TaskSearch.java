package org.platform.mdm.workflow.task;

import java.util.List;
import org.flowable.engine.ProcessEngine;
import org.flowable.task.api.TaskQuery;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.stereotype.Component;

/**
 * Lists open tasks in the engine, oldest first: the user's own, those it may claim, or those of a
 * draft, a record or a process; a user who is not an administrator sees only the tasks open to it
 * (as {@link TaskAccess} says), counted the same way.
 */
@Component
class TaskSearch {

  private final ProcessEngine engine;
  private final TaskViews views;

  TaskSearch(ProcessEngine engine, TaskViews views) {
    this.engine = engine;
    this.views = views;
  }

  Tasks.Page find(TaskFilter q, PlatformUser user) {
    checkPage(q);
    TaskQuery query = engine.getTaskService().createTaskQuery().active();
    String me = user.userName();
    if (q.mine()) {
      query.taskAssignee(me);
    }
    if (q.available()) {
      query.taskUnassigned();
      query.or().taskInvolvedUser(me);
      if (!user.roles().isEmpty()) {
        query.taskCandidateGroupIn(user.roles());
      }
      query.endOr();
    }
    if (!q.mine() && !q.available() && !TaskAccess.admin(user)) {
      // Open to the user: held, claimable by name or role (claimed or not), or its own process's.
      query.or().taskAssignee(me).taskInvolvedUser(me);
      if (!user.roles().isEmpty()) {
        query.taskCandidateGroupIn(user.roles()).ignoreAssigneeValue();
      }
      query.processVariableValueEquals(ProcessVariables.INITIATOR, me).endOr();
    }
    if (q.draftId() != null) {
      query.processVariableValueEquals(ProcessVariables.DRAFT_ID, q.draftId());
    }
    if (q.entityName() != null) {
      query.processVariableValueEquals(ProcessVariables.ENTITY_NAME, q.entityName());
    }
    if (q.etalonId() != null) {
      query.processVariableValueEquals(ProcessVariables.ETALON_ID, q.etalonId());
    }
    if (q.processInstanceId() != null) {
      query.processInstanceId(q.processInstanceId());
    }
    long total = query.count();
    List<TaskView> tasks =
        total == 0 || q.offset() >= total
            ? List.of()
            : views.of(
                query
                    .orderByTaskCreateTime()
                    .asc()
                    .orderByTaskId()
                    .asc()
                    .listPage(q.offset(), q.limit()));
    return new Tasks.Page(tasks, total);
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
