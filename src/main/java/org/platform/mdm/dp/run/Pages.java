package org.platform.mdm.dp.run;

import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;

/** A step's work as pages of records in etalon id order, each a block with its checkpoint. */
final class Pages {

  private Pages() {}

  /** One page of a step's work after the etalon id given; the records it read. */
  @FunctionalInterface
  interface Page {
    int read(Step.Scope scope, EtalonId after) throws Exception;
  }

  /** The step's pages from its checkpoint to the end; false when a stop was asked. */
  static boolean run(OperationRun run, Step step, Page page, int size) throws Exception {
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return false;
      }
      EtalonId after =
          step.checkpoint() == null ? null : new EtalonId(UUID.fromString(step.checkpoint()));
      int[] read = {0};
      step.block(scope -> read[0] = page.read(scope, after));
      more = read[0] == size;
    }
    return true;
  }
}
