package org.platform.mdm.workflow.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The document a {@code bpmn-model} draft holds whole: every process definition of the platform but
 * the shipped ones, each with its BPMN. Publishing it deploys each new or changed process.
 */
public record ProcessModel(List<BpmnProcess> processes) {

  public ProcessModel {
    processes =
        processes == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(processes));
  }
}
