package org.platform.mdm.workflow.task;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.ProcessVariables;

/**
 * What a completion's variables must be: texts, numbers or true/false (a process's expressions
 * compare nothing else, and the history shows them as they are), the decision one the task offers
 * and given when it offers any, the comment a text.
 */
final class CompletionRules {

  private CompletionRules() {}

  static List<Problem> check(TaskView task, Map<String, Object> variables) {
    List<Problem> problems = new ArrayList<>();
    variables.forEach(
        (name, value) -> {
          if (!(value == null
              || value instanceof String
              || value instanceof Number
              || value instanceof Boolean)) {
            problems.add(
                Problem.at("variables." + name, WorkflowErrors.WORKFLOW_VARIABLE_INVALID, name));
          }
        });
    Object comment = variables.get(ProcessVariables.COMMENT);
    if (comment != null && !(comment instanceof String)) {
      problems.add(
          Problem.at(
              ProcessVariables.COMMENT,
              WorkflowErrors.WORKFLOW_VARIABLE_INVALID,
              ProcessVariables.COMMENT));
    }
    List<String> offered = task.decisionIds();
    Object decision = variables.get(ProcessVariables.DECISION);
    String offeredText = String.join(", ", offered);
    if (decision == null || decision.toString().isBlank()) {
      if (!offered.isEmpty()) {
        problems.add(
            Problem.at(
                ProcessVariables.DECISION,
                WorkflowErrors.WORKFLOW_DECISION_REQUIRED,
                task.taskId(),
                offeredText));
      }
    } else if (!offered.contains(decision.toString())) {
      problems.add(
          Problem.at(
              ProcessVariables.DECISION,
              WorkflowErrors.WORKFLOW_DECISION_UNKNOWN,
              decision,
              task.taskId(),
              offered.isEmpty() ? "-" : offeredText));
    }
    return problems;
  }
}
