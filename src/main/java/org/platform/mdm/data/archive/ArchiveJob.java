package org.platform.mdm.data.archive;

import java.sql.SQLException;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.Step;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A revision archive as an operation: one step over every record in etalon-id order, {@code
 * block.size} records a committed block whose checkpoint is the last record's id, so a restart goes
 * on after the last committed block. Its set of settings, not parameters, says how ({@code
 * max.revisions}, {@code truncate}, {@code nodes}): the spec makes them system parameters, and the
 * schedule is theirs ({@link ArchiveSchedule}). It refuses to run while its set is {@code
 * disabled}, and without an archive store unless {@code truncate} (rule 2).
 */
abstract class ArchiveJob implements OperationType {

  static final String STEP = "archive revisions";

  private static final Logger log = LoggerFactory.getLogger(ArchiveJob.class);

  /** What a block did: the records it looked at, the last of them, what it moved. */
  record Done(int records, UUID last, int revisions, int values) {}

  private final ArchiveSettings settings;
  private final ArchiveSettings.Scope scope;
  private final ArchiveDatabase store;

  ArchiveJob(ArchiveSettings settings, ArchiveSettings.Scope scope, ArchiveDatabase store) {
    this.settings = settings;
    this.scope = scope;
    this.store = store;
  }

  /** How many records there are to look at. */
  abstract long records();

  /**
   * Archives (or with {@code truncate} deletes) what is hidden of the {@code size} records after
   * {@code after} (null: from the first), in the block's transaction.
   */
  abstract Done block(UUID after, int size, int keep, boolean truncate, int batch)
      throws SQLException;

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of();
  }

  @Override
  public void run(OperationRun run) throws Exception {
    if (settings.disabled(scope)) {
      throw new IllegalStateException(
          "the revision archive is off (" + scope.prefix() + "disabled is true)");
    }
    boolean truncate = settings.truncate(scope);
    if (!truncate && !store.configured()) {
      throw new IllegalStateException(
          "no archive store is configured ("
              + scope.prefix()
              + "nodes) and truncate is false: nothing is archived");
    }
    Step step = run.step(STEP);
    if (step.completed()) {
      return;
    }
    step.total(records());
    int size = settings.blockSize(scope);
    int keep = settings.maxRevisions(scope);
    int batch = settings.commitInterval(scope);
    long moved = 0;
    long values = 0;
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return;
      }
      UUID after = step.checkpoint() == null ? null : UUID.fromString(step.checkpoint());
      Done[] done = {null};
      step.block(
          s -> {
            Done d = block(after, size, keep, truncate, batch);
            s.processed(d.records());
            if (d.last() != null) {
              s.checkpoint(d.last().toString());
            }
            done[0] = d;
          });
      moved += done[0].revisions();
      values += done[0].values();
      more = done[0].records() == size;
    }
    log.info(
        "{} run {}: {} revisions and the values of {} more {}",
        name(),
        run.executionId(),
        moved,
        values,
        truncate ? "deleted" : "archived");
  }
}
