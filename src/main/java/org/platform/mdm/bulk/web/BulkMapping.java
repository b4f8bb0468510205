package org.platform.mdm.bulk.web;

import java.time.OffsetDateTime;
import org.platform.mdm.bulk.BulkOperations;
import org.platform.mdm.operations.ExecutionView;

/** Runs as the bulk operations' module answers them. */
final class BulkMapping {

  private BulkMapping() {}

  static BulkRO.BulkRunRO run(BulkOperations.BulkRun run, OffsetDateTime now) {
    ExecutionView e = run.execution();
    return new BulkRO.BulkRunRO(
        e.id(),
        e.jobName(),
        e.status(),
        e.startedBy(),
        e.createDate(),
        e.startTime(),
        e.endTime(),
        e.total(),
        e.processed(),
        e.failedItems(),
        e.percent(),
        e.rate(now),
        e.etaSeconds(now),
        e.exitMessage(),
        e.attempts(),
        run.steps().stream()
            .map(
                s ->
                    new BulkRO.BulkStepRO(
                        s.name(),
                        s.status(),
                        s.total(),
                        s.processed(),
                        s.failedItems(),
                        s.failures().stream()
                            .map(f -> new BulkRO.FailureRO(f.item(), f.reason()))
                            .toList()))
            .toList(),
        run.file() == null || !run.file().kind().equals("RESULT")
            ? null
            : new BulkRO.BulkFileRO(
                run.file().fileName(),
                run.file().contentType(),
                run.file().size(),
                "/api/v2/bulk-operations/" + e.id() + "/file"),
        run.rows() == null
            ? null
            : new BulkRO.BulkRowsRO(
                run.rows().changed(), run.rows().unchanged(), run.rows().failed()));
  }
}
