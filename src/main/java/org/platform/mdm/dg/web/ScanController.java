package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dg.scan.Scans;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Scans of a crawler instance: start one, list them with their counts. */
@RestController
@Tag(name = "Scans", description = "Scans of crawler instances as background operations")
@RequestMapping("/api/v1/dg/meta/information-systems/{name}/crawler-instances/{instance}")
class ScanController {

  private final Scans scans;

  ScanController(Scans scans) {
    this.scans = scans;
  }

  @Schema(description = "A scan started.")
  record ScanStartedRO(
      Details details,
      @NotNull
          @Schema(
              description =
                  "The run of dgScanJob: /api/v2/core/jobs/executions/{id} shows its progress,"
                      + " stops and restarts it.")
          Long executionId) {}

  @Schema(description = "A scan of the crawler instance, with what it found and wrote so far.")
  record ScanRO(
      @NotNull Long executionId,
      @NotNull @Schema(description = "STARTING, STARTED, STOPPING, STOPPED, COMPLETED or FAILED.")
          String status,
      @NotNull String startedBy,
      @NotNull OffsetDateTime createDate,
      @Schema(nullable = true) OffsetDateTime startTime,
      @Schema(nullable = true) OffsetDateTime endTime,
      @Schema(nullable = true, description = "Why it failed, or how it went once completed.")
          String exitMessage,
      @NotNull @Schema(description = "Assets the crawl found.") Long found,
      @NotNull @Schema(description = "Assets written: new or changed.") Long written,
      @NotNull @Schema(description = "Assets found as they were: nothing written.") Long unchanged,
      @NotNull @Schema(description = "Assets not found any more: their origin deleted.")
          Long deleted) {}

  @Schema(description = "The scans of a crawler instance, newest first.")
  record ScansRO(Details details, @NotNull List<ScanRO> scans) {}

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.CREATE)
  @Operation(
      operationId = "startScan",
      summary = "Scan the crawler instance now",
      description =
          "Starts a run of dgScanJob: the crawl whole first (a failure while crawling writes"
              + " nothing), then the assets, their links, and the deletion of what is not found"
              + " any more, block by block (stopped between blocks; a restart goes on from the"
              + " last one).")
  @ErrorAnswer(
      status = 404,
      description = "There is no such information system, or it has no such crawler instance.")
  @ErrorAnswer(status = 409, description = "A scan of the crawler instance is under way.")
  @PostMapping("/scan")
  @ResponseStatus(HttpStatus.ACCEPTED)
  ScanStartedRO start(@PathVariable String name, @PathVariable String instance) {
    ExecutionView run = scans.start(name, instance, CurrentUser.get());
    return new ScanStartedRO(Details.empty(), run.id());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @Operation(
      operationId = "listScans",
      summary = "The scans of the crawler instance, with their counts",
      description = "The latest runs of dgScanJob for this crawler instance, newest first.")
  @ErrorAnswer(
      status = 404,
      description = "There is no such information system, or it has no such crawler instance.")
  @GetMapping("/scans")
  ScansRO list(@PathVariable String name, @PathVariable String instance) {
    return new ScansRO(
        Details.empty(),
        scans.of(name, instance).stream()
            .map(
                s ->
                    new ScanRO(
                        s.run().id(),
                        s.run().status(),
                        s.run().startedBy(),
                        s.run().createDate(),
                        s.run().startTime(),
                        s.run().endTime(),
                        s.run().exitMessage(),
                        s.found(),
                        s.written(),
                        s.unchanged(),
                        s.deleted()))
            .toList());
  }
}
