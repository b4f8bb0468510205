package org.platform.mdm.workflow.model;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.ModelChangeGuard;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * A data model publication may not break the published workflow model: removing a register or
 * reference set that has an approval process, or the attribute its condition reads, is refused with
 * what it would break (the assignment is removed or changed in a workflow-model draft first).
 * Problems the workflow model already had are not the change's.
 */
@Component
class WorkflowModelGuard implements ModelChangeGuard {

  private final WorkflowAssignments assignments;

  WorkflowModelGuard(@Lazy WorkflowAssignments assignments) {
    this.assignments = assignments;
  }

  @Override
  public List<Problem> check(DataModel published, DataModel candidate) {
    WorkflowModel model = assignments.published().model();
    if (model.assignments().isEmpty()) {
      return List.of();
    }
    Set<String> before =
        assignments.check(model, published).stream()
            .map(WorkflowModelGuard::key)
            .collect(Collectors.toSet());
    List<Problem> broken =
        assignments.check(model, candidate).stream().filter(p -> !before.contains(key(p))).toList();
    if (broken.isEmpty()) {
      return List.of();
    }
    return List.of(
        new Problem(
            WorkflowErrors.WORKFLOW_MODEL_CHANGE_BREAKS_ASSIGNMENTS,
            null,
            List.of(broken.size()),
            broken));
  }

  private static String key(Problem p) {
    return p.code() + "|" + p.source() + "|" + p.params();
  }
}
