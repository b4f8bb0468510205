package org.platform.mdm.workflow.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;

/** PLACEHOLDER until the workflow-model work merges: the published assignments. */
@Service
public class WorkflowAssignments {

  private final Map<String, ProcessAssignment> assigned = new ConcurrentHashMap<>();

  public Optional<ProcessAssignment> assignmentOf(String entityName) {
    return Optional.ofNullable(assigned.get(entityName));
  }

  public void assign(String entityName, String processId) {
    assigned.put(entityName, new ProcessAssignment(entityName, processId, List.of(), List.of()));
  }

  public void clear() {
    assigned.clear();
  }
}
