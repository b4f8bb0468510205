package org.platform.mdm.data.archive;

import java.util.List;
import java.util.UUID;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.Step;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The revision archive of records ({@code archiveVistoryDataJob}): one step over every record in
 * etalon-id order, {@code block.size} records a committed block whose checkpoint is the last
 * record's id, so a restart goes on after the last committed block. Its settings, not parameters,
 * say how ({@code max.revisions}, {@code truncate}, {@code nodes}): the spec makes them system
 * parameters, and the schedule is theirs ({@link ArchiveSchedule}). It refuses to run while the
 * archive is {@code disabled}, and without an archive store unless {@code truncate} (rule 2).
 */
@Component
class ArchiveOperation implements OperationType {

  static final String NAME = "archiveVistoryDataJob";
  static final String STEP = "archive revisions";

  private static final Logger log = LoggerFactory.getLogger(ArchiveOperation.class);

  private final ArchiveSettings settings;
  private final ArchiveStore store;
  private final RevisionMoves moves;

  ArchiveOperation(ArchiveSettings settings, ArchiveStore store, RevisionMoves moves) {
    this.settings = settings;
    this.store = store;
    this.moves = moves;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Archive of old record revisions";
  }

  @Override
  public String description() {
    return "Moves the revisions of records that no read at the current date can see any more to"
        + " the archive store (or deletes them with truncate), keeping max.revisions per origin,"
        + " and the values of such revisions of their links; history and reads as known at a past"
        + " moment read the archive. Set by the settings "
        + ArchiveSettings.DATA.prefix()
        + "*.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of();
  }

  @Override
  public void run(OperationRun run) throws Exception {
    ArchiveSettings.Scope scope = ArchiveSettings.DATA;
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
    step.total(moves.records());
    int size = settings.blockSize(scope);
    int keep = settings.maxRevisions(scope);
    int batch = settings.commitInterval(scope);
    long moved = 0;
    long links = 0;
    boolean more = true;
    while (more) {
      if (run.stopRequested()) {
        return;
      }
      UUID after = step.checkpoint() == null ? null : UUID.fromString(step.checkpoint());
      RevisionMoves.Done[] done = {null};
      step.block(
          s -> {
            RevisionMoves.Done d = moves.block(after, size, keep, truncate, batch);
            s.processed(d.records());
            if (d.last() != null) {
              s.checkpoint(d.last().toString());
            }
            done[0] = d;
          });
      moved += done[0].revisions();
      links += done[0].links();
      more = done[0].records() == size;
    }
    log.info(
        "Revision archive run {}: {} revisions {}, the values of {} link revisions {}",
        run.executionId(),
        moved,
        truncate ? "deleted" : "archived",
        links,
        truncate ? "deleted" : "archived");
  }
}
