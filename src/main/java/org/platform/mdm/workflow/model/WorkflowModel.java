package org.platform.mdm.workflow.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The document a {@code workflow-model} draft holds whole: the approval process of each register
 * and reference set that has one (at most one per entity).
 */
public record WorkflowModel(List<ProcessAssignment> assignments) {

  public WorkflowModel {
    // Nulls inside stay, so that the checks can point at them.
    assignments =
        assignments == null
            ? List.of()
            : Collections.unmodifiableList(new ArrayList<>(assignments));
  }

  /** The model with no assignment: nothing waits for approval. */
  public static WorkflowModel empty() {
    return new WorkflowModel(List.of());
  }

  /** The assignment of a register or reference set. */
  public Optional<ProcessAssignment> assignmentOf(String entityName) {
    return assignments.stream()
        .filter(a -> a != null && a.entityName() != null && a.entityName().equals(entityName))
        .findFirst();
  }
}
