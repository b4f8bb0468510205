package org.platform.mdm.dp.run;

import java.util.UUID;
import org.platform.mdm.data.DraftedValues;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;

/**
 * A step's work as pages of records in etalon id order (or of drafts in draft id order), each a
 * block with its checkpoint.
 */
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

  /** A page of drafts after the draft id given. */
  @FunctionalInterface
  interface DraftPage {
    DraftedValues.Page read(long after);
  }

  /** A step's pages of drafts, each a block with its checkpoint; false when a stop was asked. */
  static boolean drafts(OperationRun run, String name, String owner, int size, DraftPage page)
      throws Exception {
    // Not counted in the run's progress: how many drafts there are is not known beforehand.
    Step step = run.preparation(name);
    boolean more = !step.completed();
    while (more) {
      if (run.stopRequested()) {
        return false;
      }
      long after = step.checkpoint() == null ? 0 : Long.parseLong(step.checkpoint());
      int[] read = {0};
      step.block(
          scope -> {
            DraftedValues.Page p = page.read(after);
            p.refused()
                .forEach(
                    (id, reason) ->
                        scope.failed(
                            owner + " draft " + id,
                            reason + "; its editions were left as they were"));
            if (p.read() > 0) {
              scope.checkpoint(Long.toString(p.last()));
            }
            scope.processed(p.read());
            read[0] = p.read();
          });
      more = read[0] == size;
    }
    return true;
  }
}
