package org.platform.mdm.workflow.task;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.workflow.model.ProcessModels;
import org.springframework.stereotype.Component;

/**
 * The variables the published process definitions name for the index: each {@code bpmn-model}
 * process's {@code indexedVariables}, as the latest published revision says.
 */
@Component
class PublishedIndexedVariables implements IndexedVariables {

  private final ProcessModels models;

  PublishedIndexedVariables(ProcessModels models) {
    this.models = models;
  }

  @Override
  public Set<String> of(String processId) {
    List<String> names = models.indexedVariables().get(processId);
    return names == null ? Set.of() : new LinkedHashSet<>(names);
  }
}
