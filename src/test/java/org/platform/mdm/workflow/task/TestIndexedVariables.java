package org.platform.mdm.workflow.task;

import java.util.Set;
import org.springframework.stereotype.Component;

/** The tests' process keeps two of its variables in the index. */
@Component
class TestIndexedVariables implements IndexedVariables {

  @Override
  public Set<String> of(String processId) {
    return ProcessIndexApiTest.PROCESS.equals(processId) ? Set.of("amount", "urgent") : Set.of();
  }
}
