package org.platform.mdm.operations.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Details;
import tools.jackson.databind.JsonNode;

/** The bodies of the background operations' REST module. */
final class JobsRO {

  private JobsRO() {}

  record ExecutionRO(
      long id,
      @Schema(description = "The operation it runs; null for a run asked for once.")
          Long definitionId,
      @NotNull String jobName,
      @NotNull
          @Schema(
              description =
                  "STARTING (waiting for a node), STARTED, STOPPING, STOPPED, COMPLETED or FAILED.")
          String status,
      @NotNull String startedBy,
      @NotNull Map<String, JsonNode> parameters,
      @NotNull OffsetDateTime createDate,
      OffsetDateTime startTime,
      OffsetDateTime endTime,
      @Schema(description = "Items in all; null while the run does not know.") Long total,
      @Schema(description = "Items done, in committed blocks.") long processed,
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
      @Schema(description = "1, and one more at each restart or take-over after a lost node.")
          int attempts,
      @Schema(description = "The node (Quartz instance) carrying it out, or that did last.")
          String node,
      @Schema(
              description =
                  "The firing of the operation's schedule the run answers; null when started"
                      + " otherwise.")
          OffsetDateTime scheduledFor,
      @Schema(description = "Whether `executions/restart` takes it: it failed or was stopped.")
          boolean restartable) {}

  record ExecutionResponseRO(@NotNull Details details, @NotNull ExecutionRO execution) {}

  record ExecutionsRO(@NotNull Details details, @NotNull List<ExecutionRO> executions) {}

  record ExecutionPageRO(
      @NotNull Details details,
      @NotNull List<ExecutionRO> executions,
      @Schema(description = "The runs that match, in all.") long totalCount) {}

  record FailureRO(@NotNull String item, @NotNull String reason, @NotNull OffsetDateTime at) {}

  record StepRO(
      long id,
      @NotNull String name,
      @NotNull @Schema(description = "STARTED, COMPLETED, STOPPED or FAILED.") String status,
      @NotNull OffsetDateTime startTime,
      OffsetDateTime endTime,
      Long total,
      long processed,
      long failedItems,
      @Schema(description = "Where its last committed block left off (a restart goes on there).")
          String checkpoint,
      String exitMessage,
      @NotNull @Schema(description = "Its first failed items (at most 100), with the reason.")
          List<FailureRO> failures) {}

  record StepsRO(
      @NotNull Details details, @NotNull List<StepRO> steps, int totalCount, int completedCount) {}

  record SelectorValueRO(@NotNull String value, @NotNull String label) {}

  record ParameterRO(
      @NotNull String name,
      String displayName,
      String description,
      @NotNull @Schema(description = "STRING, BOOLEAN, INTEGER, NUMBER, DATE or TIMESTAMP.")
          String type,
      @NotNull @Schema(description = "SINGLE, COLLECTION or MAP.") String kind,
      boolean required,
      boolean hidden,
      boolean readOnly,
      JsonNode defaultValue,
      @Schema(description = "The values it may take as the server knows them now; null: any.")
          List<SelectorValueRO> selector) {}

  record DescriptorRO(
      @NotNull String jobName,
      String displayName,
      String description,
      @NotNull List<ParameterRO> parameters) {}

  record DescriptorsRO(@NotNull Details details, @NotNull List<DescriptorRO> descriptors) {}

  record DescriptorResponseRO(@NotNull Details details, @NotNull DescriptorRO descriptor) {}

  record StartAfterRO(
      @NotNull @Schema(description = "The operation whose runs it follows.") Long definitionId,
      @NotNull @Schema(description = "COMPLETED (after a success) or FAILED (after a failure).")
          String status) {}

  record DefinitionInRO(
      @NotNull @Schema(description = "Unique, its case aside; at most 100 characters.") String name,
      @NotNull @Schema(description = "The operation type; it cannot change.") String jobName,
      String description,
      @Schema(description = "Whether its schedule runs; false when absent.") Boolean enabled,
      @Schema(description = "Quartz's cron syntax (seconds first), e.g. `0 0 2 * * ?`.")
          String cronExpression,
      List<String> tags,
      @Schema(description = "Values by parameter name, of each parameter's type and layout.")
          Map<String, JsonNode> parameters,
      @Schema(
              description =
                  "Start it when a run of another operation ends so (a chain; a circle is"
                      + " refused); null: no chain.")
          StartAfterRO startAfter) {}

  record UpsertRO(
      @NotNull DefinitionInRO definition,
      @Schema(description = "Keep a schedule that fires every second or minute.")
          Boolean skipCronWarnings,
      @Schema(description = "The version read (a change); another version stored answers 409.")
          Long version) {}

  record DefinitionRO(
      long id,
      @NotNull String name,
      @NotNull String jobName,
      String description,
      boolean enabled,
      String cronExpression,
      @NotNull List<String> tags,
      @NotNull Map<String, JsonNode> parameters,
      StartAfterRO startAfter,
      long version,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate,
      @Schema(description = "Its latest run; null before the first (and in a single read).")
          ExecutionRO lastExecution) {}

  record DefinitionResponseRO(@NotNull Details details, @NotNull DefinitionRO definition) {}

  record DefinitionsRO(@NotNull Details details, @NotNull List<DefinitionRO> definitions) {}

  record SearchRO(
      @Schema(description = "Part of the name, its case aside.") String name,
      @Schema(description = "The operation type.") String jobName,
      Boolean activeOnly,
      Boolean inactiveOnly,
      @Schema(description = "The status of the latest run.") String lastExecutionStatus,
      @Schema(description = "Operations with every one of these tags.") List<String> tags,
      String createdBy,
      @Schema(description = "The first to answer, from 0.") Integer start,
      @Schema(description = "How many to answer: 100 when absent, at most 1000.") Integer count,
      @Schema(description = "name (default), jobName, createDate, updateDate or createdBy.")
          String sortField,
      @Schema(description = "ASC (default) or DESC.") String sortOrder) {}

  record SearchResultRO(
      @NotNull Details details, @NotNull List<DefinitionRO> definitions, int totalCount) {}

  record ExportRO(@NotNull @Schema(description = "The operations to export.") List<Long> ids) {}

  record FileStartAfterRO(@NotNull String definitionName, @NotNull String status) {}

  record FileDefinitionRO(
      @NotNull String name,
      @NotNull String jobName,
      String description,
      Boolean enabled,
      String cronExpression,
      List<String> tags,
      Map<String, JsonNode> parameters,
      @Schema(description = "The operation it follows, by name.") FileStartAfterRO startAfter) {}

  record DefinitionFileRO(@NotNull List<FileDefinitionRO> definitions) {}

  record TagsRO(@NotNull Details details, @NotNull List<String> tags) {}

  record DeletedRO(@NotNull Details details, boolean deleted) {}
}
