package org.platform.mdm.workflow.model;

import java.util.List;
import java.util.function.Function;

/** PLACEHOLDER until the workflow-model work merges: a process assigned to a register. */
public record ProcessAssignment(
    String entityName, String processId, List<String> approvers, List<String> operations) {

  public boolean applies(String operation, Function<String, List<String>> valuesAt) {
    return operations.isEmpty() || operations.contains(operation);
  }
}
