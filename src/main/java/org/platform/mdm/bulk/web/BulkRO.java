package org.platform.mdm.bulk.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Details;

/** The bodies of the bulk operations' REST module. */
final class BulkRO {

  private BulkRO() {}

  @Schema(description = "A bulk operation on the records a search selects.")
  record ExecuteRequestRO(
      @NotNull
          @Schema(
              description = "EXPORT, DELETE, REMATCH or REINDEX.",
              allowableValues = {"EXPORT", "DELETE", "REMATCH", "REINDEX"})
          String operationType,
      @Schema(
              description = "An export's format: XLSX (default) or CSV.",
              allowableValues = {"XLSX", "CSV"})
          String format,
      @Schema(description = "A delete is physical (default: logical).") Boolean wipe,
      @NotNull SelectionRO selection) {}

  @Schema(
      description =
          "The records: a search body of `POST /api/v2/search/records` without its paging"
              + " and presentation: `offset`, `limit`, `searchAfter`, `facets` and"
              + " `returnAttributes` are unknown fields here (400).")
  record SelectionRO(
      @NotNull @Schema(description = "The register or reference set.") String entityName,
      @Schema(description = "Full text, as the search takes it.") String text,
      @Schema(description = "The filter tree, as the search document describes it.")
          Map<String, Object> filters,
      @Schema(description = "The validity date (default now).") String timelineDate,
      @Schema(description = "Also logically deleted records.") Boolean includeInactive,
      @Schema(description = "The order, `[{attribute, order}]`.") List<Map<String, Object>> sort,
      @Schema(description = "Only records classified under these nodes.")
          List<String> classifiedUnder,
      @Schema(description = "Only records with quality errors, as the search takes it.")
          SelectionQualityRO qualityErrors) {}

  @Schema(
      description =
          "Records with an error of one of `severities` (RED, YELLOW, GREEN), raised by one of"
              + " `ruleNames`, of one of `categories` (each list, when given, narrows; `{}`: any"
              + " error).")
  record SelectionQualityRO(
      List<String> severities, List<String> ruleNames, List<String> categories) {}

  record BulkRunResponseRO(@NotNull Details details, @NotNull BulkRunRO run) {}

  @Schema(description = "A bulk operation's run as it stands.")
  record BulkRunRO(
      @Schema(description = "The run's id: follow it with GET /api/v2/bulk-operations/{id}.")
          long executionId,
      @NotNull
          @Schema(
              description =
                  "The operation type that does it: exportRecordsJob, deleteRecordsJob,"
                      + " rematchRecordsJob, reindexRecordsJob or importDataJob.")
          String jobName,
      @NotNull
          @Schema(
              description =
                  "STARTING (waiting for a node), STARTED, STOPPING, STOPPED, COMPLETED or FAILED.")
          String status,
      @NotNull String startedBy,
      @NotNull OffsetDateTime createDate,
      OffsetDateTime startTime,
      OffsetDateTime endTime,
      @Schema(description = "Items in all (of every step); null while unknown.") Long total,
      long processed,
      long failedItems,
      @Schema(description = "Done of all in percent; null while the total is unknown.")
          Double percent,
      @Schema(description = "Items a second so far; null before the start.") Double rate,
      @Schema(description = "Seconds left at that rate; null when unknown or over.")
          Long etaSeconds,
      @Schema(
              description =
                  "Why it failed, or a remark on a completed run (an export's cells cut at a"
                      + " spreadsheet cell's limit); null otherwise.")
          String exitMessage,
      int attempts,
      @NotNull @Schema(description = "Its steps, with their first failed items.")
          List<BulkStepRO> steps,
      @Schema(
              description =
                  "The file to download once an export is done; null otherwise, and once the file"
                      + " is removed (past its retention, or its register depersonalized in place).")
          BulkFileRO file,
      @Schema(
              description =
                  "An import's rows as of its last committed batch: changed, unchanged (each value"
                      + " already what the golden record holds: nothing written) and failed; null"
                      + " for other runs and before the load started.")
          BulkRowsRO rows) {}

  @Schema(description = "What an import did with the rows (or lines) of its file.")
  record BulkRowsRO(
      @Schema(description = "Rows that created or changed a record.") long changed,
      @Schema(description = "Rows that held what the record holds: nothing was written.")
          long unchanged,
      @Schema(description = "Rows refused, each with its reasons among the failed items.")
          long failed) {}

  record BulkStepRO(
      @NotNull String name,
      @NotNull @Schema(description = "STARTED, COMPLETED, STOPPED or FAILED.") String status,
      Long total,
      long processed,
      long failedItems,
      @NotNull List<FailureRO> failures) {}

  record FailureRO(
      @NotNull @Schema(description = "The record (its id) or the row.") String item,
      @NotNull String reason) {}

  record BulkFileRO(
      @NotNull String fileName,
      @NotNull String contentType,
      @Schema(description = "Bytes.") Long size,
      @NotNull @Schema(description = "Where to download it.") String href) {}
}
