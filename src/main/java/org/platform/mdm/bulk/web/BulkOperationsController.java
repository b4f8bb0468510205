package org.platform.mdm.bulk.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Clock;
import java.time.OffsetDateTime;
import org.platform.mdm.bulk.BulkOperations;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Bulk operations on a search's selection: started, followed, stopped, their file downloaded. */
@Tag(name = "Bulk operations", description = "Export, delete, re-match or re-index a selection.")
@RestController
@RequestMapping("/api/v2/bulk-operations")
@AnyUser(
    entityRights =
        "READ to export, DELETE to delete, UPDATE to re-match or re-index the selection's entity",
    someEntityRight = true)
class BulkOperationsController {

  private final BulkOperations bulk;
  private final Clock clock;

  BulkOperationsController(BulkOperations bulk, Clock clock) {
    this.bulk = bulk;
    this.clock = clock;
  }

  @Operation(
      operationId = "executeBulkOperation",
      summary = "Start a bulk operation on the records a search selects; answers at once",
      description =
          "The selection is checked as a search is (every problem at once) and counted; an export"
              + " of more records than `com.platform.mdm.bulk.export.records.max.count` (50,000)"
              + " is refused. The run takes the selection when it begins, then works on it in"
              + " committed blocks; a record it cannot handle is a failed item with its reason.")
  @ApiResponse(responseCode = "202", description = "Started: the run, waiting for a node.")
  @ErrorAnswer(
      status = 403,
      description =
          "The user lacks the right the operation needs on the selection's records; the message"
              + " names the user and the operation.")
  @PostMapping("/execute")
  @ResponseStatus(HttpStatus.ACCEPTED)
  BulkRO.BulkRunResponseRO execute(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              required = true,
              content = @Content(schema = @Schema(implementation = BulkRO.ExecuteRequestRO.class)))
          @RequestBody
          JsonNode body) {
    BulkOperations.Request request = BulkRequests.read(body);
    return answer(bulk.execute(request, CurrentUser.get()));
  }

  @Operation(
      operationId = "getBulkOperation",
      summary = "A bulk operation's run: status, progress, steps, failed items, file")
  @ErrorAnswer(status = 404, description = "No run of this id was started by the user.")
  @GetMapping("/{executionId:\\d+}")
  BulkRO.BulkRunResponseRO get(@PathVariable long executionId) {
    return answer(bulk.get(executionId, CurrentUser.get()));
  }

  @Operation(
      operationId = "stopBulkOperation",
      summary = "Stop a bulk operation: at once while it waits, else after its block")
  @ErrorAnswer(status = 404, description = "No run of this id was started by the user.")
  @ErrorAnswer(status = 409, description = "The run is over.")
  @PostMapping("/{executionId:\\d+}/stop")
  BulkRO.BulkRunResponseRO stop(@PathVariable long executionId) {
    return answer(bulk.stop(executionId, CurrentUser.get()));
  }

  @Operation(
      operationId = "downloadBulkOperationFile",
      summary = "Download an export's file once its run is done")
  @ApiResponse(
      responseCode = "200",
      description = "The file.",
      content = {
        @Content(
            mediaType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            schema = @Schema(type = "string", format = "binary")),
        @Content(mediaType = "text/csv", schema = @Schema(type = "string", format = "binary"))
      })
  @ErrorAnswer(status = 404, description = "No run of this id was started by the user.")
  @ErrorAnswer(status = 409, description = "The run has no file (yet): not an export, or not done.")
  @GetMapping("/{executionId:\\d+}/file")
  ResponseEntity<Resource> file(@PathVariable long executionId) throws IOException {
    BulkOperations.Download d = bulk.download(executionId, CurrentUser.get());
    return ResponseEntity.ok()
        .contentType(MediaType.parseMediaType(d.contentType()))
        .contentLength(Files.size(d.path()))
        .header(
            HttpHeaders.CONTENT_DISPOSITION,
            ContentDisposition.attachment().filename(d.fileName()).build().toString())
        .body(new FileSystemResource(d.path()));
  }

  private BulkRO.BulkRunResponseRO answer(BulkOperations.BulkRun run) {
    return new BulkRO.BulkRunResponseRO(Details.empty(), BulkMapping.run(run, now()));
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock);
  }
}
