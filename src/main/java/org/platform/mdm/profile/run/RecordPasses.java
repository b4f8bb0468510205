package org.platform.mdm.profile.run;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenValues;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.springframework.stereotype.Component;

/**
 * One pass of a profiling run over an entity's records active at a date, in blocks (etalon id
 * order, each block with the step's progress and checkpoint), each block handed over once it is
 * committed: a block retried after a concurrent write is never counted twice.
 *
 * <p>What a profile gathers lives in memory until the pass ends, so a pass cannot go on from a
 * checkpoint: a restarted run profiles the entities whose profile it had not kept again from their
 * first record, in a step named after the attempt; those it kept are not read again.
 */
@Component
class RecordPasses {

  /** What a pass does with each committed block. */
  @FunctionalInterface
  interface Block {
    void take(List<GoldenValues.Values> records) throws Exception;
  }

  private final GoldenValues values;

  RecordPasses(GoldenValues values) {
    this.values = values;
  }

  /** The step of this attempt for the entity (and classifier). */
  static Step step(OperationRun run, String subject) {
    return run.step(
        run.attempt() == 1
            ? "profile " + subject
            : "profile " + subject + " (attempt " + run.attempt() + ")");
  }

  /**
   * Reads every record of the entity active at {@code at}; false when the run was asked to stop
   * (the pass then ends between two blocks).
   */
  boolean pass(OperationRun run, Step step, String entity, OffsetDateTime at, int size, Block each)
      throws Exception {
    step.total(values.countActiveAt(entity, at));
    EtalonId after = null;
    while (true) {
      if (run.stopRequested()) {
        return false;
      }
      EtalonId from = after;
      Object[] read = {List.of()};
      step.block(
          scope -> {
            List<GoldenValues.Values> page = values.activeAt(entity, at, from, size);
            read[0] = page;
            scope.processed(page.size());
            if (!page.isEmpty()) {
              scope.checkpoint(page.get(page.size() - 1).etalonId().value().toString());
            }
          });
      @SuppressWarnings("unchecked")
      List<GoldenValues.Values> page = (List<GoldenValues.Values>) read[0];
      each.take(page);
      if (page.size() < size) {
        return true;
      }
      after = page.get(page.size() - 1).etalonId();
    }
  }
}
