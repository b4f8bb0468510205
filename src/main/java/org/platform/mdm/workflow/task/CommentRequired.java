package org.platform.mdm.workflow.task;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.stereotype.Component;

/**
 * A task completed with a decision that turns a change down ({@value #REJECT} or {@value #CANCEL})
 * says why in its {@code comment}, so that the author knows what to correct.
 */
@Component
class CommentRequired implements TaskValidator {

  static final String REJECT = "reject";
  static final String CANCEL = "cancel";

  private static final Set<String> NEEDING_REASON = Set.of(REJECT, CANCEL);

  @Override
  public List<Problem> check(TaskView task, TaskChange change, Map<String, Object> variables) {
    if (change != TaskChange.COMPLETE
        || !(variables.get(ProcessVariables.DECISION) instanceof String decision)
        || !NEEDING_REASON.contains(decision)) {
      return List.of();
    }
    if (variables.get(ProcessVariables.COMMENT) instanceof String comment && !comment.isBlank()) {
      return List.of();
    }
    return List.of(
        Problem.at(ProcessVariables.COMMENT, WorkflowErrors.WORKFLOW_COMMENT_REQUIRED, decision));
  }
}
