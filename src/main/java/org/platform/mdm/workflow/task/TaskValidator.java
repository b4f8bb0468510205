package org.platform.mdm.workflow.task;

import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;

/**
 * A check every change of a task's status passes before it is made (the server's counterpart of the
 * front end's {@code UETaskCardValidator}): any problem any validator answers refuses the change
 * with 400, every problem listed in {@code details.error}, and nothing changes. A bean of this type
 * anywhere in the platform is a validator.
 */
public interface TaskValidator {

  /**
   * The problems of the change; empty when it may go on.
   *
   * @param task the task as it is now
   * @param change what is asked
   * @param variables the variables a completion gives ({@code decision} and {@code comment} among
   *     them), the new assignee's name under {@code assignee} for an assignment; empty for the
   *     other changes
   */
  List<Problem> check(TaskView task, TaskChange change, Map<String, Object> variables);
}
