package org.platform.mdm.workflow.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One process definition of a {@code bpmn-model} draft: the id of its BPMN's executable process,
 * how it is shown, the BPMN text (from an uploaded file, a template or typed by hand), and the
 * names of the process variables the index of processes and tasks keeps.
 */
public record BpmnProcess(
    String processId,
    String displayName,
    String description,
    String bpmn,
    List<String> indexedVariables) {

  public BpmnProcess {
    indexedVariables =
        indexedVariables == null
            ? List.of()
            : Collections.unmodifiableList(new ArrayList<>(indexedVariables));
  }
}
