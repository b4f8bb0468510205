package org.platform.mdm.workflow.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.BpmnCheck;

/**
 * Every problem of a set of process definitions, each at its path ({@code processes[1].bpmn}): the
 * fields' rules, each BPMN as the engine would take it, its one executable process being the
 * definition's {@code processId}, ids unique and not a shipped process's, indexed variables named
 * once.
 */
final class ProcessModelChecks {

  private ProcessModelChecks() {}

  static List<Problem> check(ProcessModel model) {
    List<Problem> problems = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < model.processes().size(); i++) {
      String at = "processes[" + i + "]";
      BpmnProcess p = model.processes().get(i);
      if (p == null) {
        problems.add(Problem.at(at, WorkflowErrors.WORKFLOW_FIELD_REQUIRED, at));
        continue;
      }
      check(at, p, ids, problems);
    }
    return problems;
  }

  private static void check(String at, BpmnProcess p, Set<String> ids, List<Problem> out) {
    String idField = at + ".processId";
    int before = out.size();
    Fields.name(idField, p.processId(), out);
    if (out.size() == before) {
      if (WorkflowTemplates.SHIPPED.equals(p.processId())) {
        out.add(Problem.at(idField, WorkflowErrors.WORKFLOW_PROCESS_SHIPPED, p.processId()));
      } else if (!ids.add(p.processId())) {
        out.add(Problem.at(idField, WorkflowErrors.WORKFLOW_PROCESS_DUPLICATE, p.processId()));
      }
    }
    Fields.required(at + ".displayName", p.displayName(), Fields.DISPLAY_NAME_LENGTH, out);
    Fields.optional(at + ".description", p.description(), Fields.DESCRIPTION_LENGTH, out);
    variables(at, p.indexedVariables(), out);
    String bpmnField = at + ".bpmn";
    if (p.bpmn() == null) {
      out.add(Problem.at(bpmnField, WorkflowErrors.WORKFLOW_FIELD_REQUIRED, bpmnField));
      return;
    }
    BpmnCheck.Result bpmn = BpmnCheck.check(bpmnField, p.bpmn());
    out.addAll(bpmn.problems());
    if (bpmn.valid()
        && p.processId() != null
        && !bpmn.executableIds().equals(List.of(p.processId()))) {
      out.add(
          Problem.at(
              bpmnField,
              WorkflowErrors.WORKFLOW_PROCESS_ID_MISMATCH,
              p.processId(),
              String.join(", ", bpmn.executableIds())));
    }
  }

  private static void variables(String at, List<String> names, List<Problem> out) {
    Set<String> seen = new HashSet<>();
    for (int j = 0; j < names.size(); j++) {
      String field = at + ".indexedVariables[" + j + "]";
      int before = out.size();
      Fields.name(field, names.get(j), out);
      if (out.size() == before && !seen.add(names.get(j))) {
        out.add(Problem.at(field, WorkflowErrors.WORKFLOW_VARIABLE_DUPLICATE, names.get(j)));
      }
    }
  }
}
