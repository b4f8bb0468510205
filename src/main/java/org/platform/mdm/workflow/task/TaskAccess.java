package org.platform.mdm.workflow.task;

import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.workflow.WorkflowErrors;

/**
 * Who may see and change a task. A task is seen by its assignee, by its candidates (members of its
 * candidate roles and the users it names), by its process's initiator (who only reads) and by
 * administrators, who may do anything with it; to anyone else it does not exist (404). A candidate
 * claims it, the assignee (or an administrator) gives it back, completes it or hands it over; a
 * candidate completing an unassigned task claims it on the way.
 */
final class TaskAccess {

  private TaskAccess() {}

  static boolean admin(PlatformUser user) {
    return user.fullAccess();
  }

  static boolean assignee(TaskView task, PlatformUser user) {
    return user.userName().equals(task.assignee());
  }

  static boolean candidate(TaskView task, PlatformUser user) {
    return task.candidateUsers().contains(user.userName())
        || task.candidateRoles().stream().anyMatch(user.roles()::contains);
  }

  static boolean visible(TaskView task, PlatformUser user) {
    return admin(user)
        || assignee(task, user)
        || candidate(task, user)
        || user.userName().equals(task.initiator());
  }

  /** Refuses a claim by a user who is not a candidate, and a claim of a task someone else holds. */
  static void checkClaim(TaskView task, PlatformUser user) {
    if (!admin(user) && !candidate(task, user)) {
      throw forbidden(task, "claim", "you are not among its candidates");
    }
    if (task.assignee() != null && !assignee(task, user)) {
      throw new PlatformException(
          WorkflowErrors.WORKFLOW_TASK_CLAIMED, task.taskId(), task.assignee());
    }
  }

  /** Unclaiming and assigning are for the assignee and administrators. */
  static void checkHolder(TaskView task, PlatformUser user, String action) {
    if (!admin(user) && !assignee(task, user)) {
      throw forbidden(task, action, "only its assignee or an administrator may");
    }
  }

  /**
   * Completing is for the assignee, a candidate of an unassigned task (who claims it on the way)
   * and administrators.
   */
  static void checkComplete(TaskView task, PlatformUser user) {
    if (admin(user) || assignee(task, user)) {
      return;
    }
    if (task.assignee() == null && candidate(task, user)) {
      return;
    }
    throw forbidden(
        task,
        "complete",
        task.assignee() == null
            ? "you are not among its candidates"
            : "it is assigned to " + task.assignee());
  }

  private static PlatformException forbidden(TaskView task, String action, String why) {
    return new PlatformException(
        WorkflowErrors.WORKFLOW_TASK_FORBIDDEN, task.taskId(), action, why);
  }
}
