package org.platform.mdm.operations.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.Definitions;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.JobDefinition;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.OperationTypes;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Operation types and the definitions of operations. */
@Tag(
    name = "Operations",
    description = "Operation types with their parameters, and operations defined of them.")
@RestController
@RequestMapping("/api/v2/core/jobs")
class JobsController {

  private final OperationTypes types;
  private final Definitions definitions;
  private final Runs runs;
  private final JsonMapper json;

  JobsController(OperationTypes types, Definitions definitions, Runs runs, JsonMapper json) {
    this.types = types;
    this.definitions = definitions;
    this.runs = runs;
    this.json = json;
  }

  record ExecutionRO(
      long id,
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
      @Schema(description = "Why it failed; null otherwise.") String exitMessage) {}

  record ExecutionResponseRO(@NotNull Details details, @NotNull ExecutionRO execution) {}

  record ExecutionsRO(@NotNull Details details, @NotNull List<ExecutionRO> executions) {}

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

  record DefinitionInRO(
      @NotNull @Schema(description = "Unique, its case aside; at most 100 characters.") String name,
      @NotNull @Schema(description = "The operation type; it cannot change.") String jobName,
      String description,
      @Schema(description = "Whether its schedule runs; false when absent.") Boolean enabled,
      @Schema(description = "Quartz's cron syntax (seconds first), e.g. `0 0 2 * * ?`.")
          String cronExpression,
      List<String> tags,
      @Schema(description = "Values by parameter name, of each parameter's type and layout.")
          Map<String, JsonNode> parameters) {

    JobDefinition definition(JsonMapper json) {
      Map<String, Object> values = new LinkedHashMap<>();
      if (parameters != null) {
        parameters.forEach(
            (name, value) ->
                values.put(name, value == null ? null : json.treeToValue(value, Object.class)));
      }
      return new JobDefinition(name, jobName, description, enabled, cronExpression, tags, values);
    }
  }

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
      long version,
      @NotNull String createdBy,
      @NotNull OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate) {}

  record DefinitionResponseRO(@NotNull Details details, @NotNull DefinitionRO definition) {}

  record DefinitionsRO(@NotNull Details details, @NotNull List<DefinitionRO> definitions) {}

  record TagsRO(@NotNull Details details, @NotNull List<String> tags) {}

  record DeletedRO(@NotNull Details details, boolean deleted) {}

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/descriptors")
  @Operation(
      operationId = "listJobDescriptors",
      summary = "Every operation type with its parameters and their selectors' values")
  DescriptorsRO descriptors() {
    return new DescriptorsRO(Details.empty(), types.all().stream().map(this::descriptor).toList());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/descriptors/{jobName}")
  @Operation(operationId = "getJobDescriptor", summary = "An operation type with its parameters")
  @ErrorAnswer(status = 404, description = "There is no operation type of this name.")
  DescriptorResponseRO descriptor(@PathVariable String jobName) {
    OperationType type =
        types
            .find(jobName)
            .orElseThrow(
                () -> new PlatformException(OperationsErrors.JOB_DESCRIPTOR_NOT_FOUND, jobName));
    return new DescriptorResponseRO(Details.empty(), descriptor(type));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/definitions")
  @Operation(operationId = "listJobDefinitions", summary = "Every operation defined")
  DefinitionsRO list() {
    return new DefinitionsRO(
        Details.empty(), definitions.list().stream().map(this::definition).toList());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/definitions/tags")
  @Operation(operationId = "listJobDefinitionTags", summary = "Every tag an operation has")
  TagsRO tags() {
    return new TagsRO(Details.empty(), definitions.tags());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/definitions/{id}")
  @Operation(operationId = "getJobDefinition", summary = "An operation defined")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  DefinitionResponseRO get(@PathVariable long id) {
    return new DefinitionResponseRO(Details.empty(), definition(definitions.get(id)));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.CREATE)
  @PostMapping("/definitions")
  @Operation(
      operationId = "createJobDefinition",
      summary = "Define an operation; every problem is listed at once")
  @ErrorAnswer(status = 409, description = "An operation of this name exists.")
  DefinitionResponseRO create(@RequestBody UpsertRO body) {
    return new DefinitionResponseRO(
        Details.empty(),
        definition(
            definitions.create(
                definitionOf(body),
                Boolean.TRUE.equals(body.skipCronWarnings()),
                CurrentUser.get().userName())));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PutMapping("/definitions/{id}")
  @Operation(
      operationId = "updateJobDefinition",
      summary = "Change an operation (its type stays); every problem is listed at once")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  @ErrorAnswer(
      status = 409,
      description = "It was changed since the version sent, or another operation has the name.")
  // The body first: it is read (and a NUL in it refused) before the id is converted.
  DefinitionResponseRO update(@RequestBody UpsertRO body, @PathVariable long id) {
    return new DefinitionResponseRO(
        Details.empty(),
        definition(
            definitions.update(
                id,
                definitionOf(body),
                Boolean.TRUE.equals(body.skipCronWarnings()),
                body.version(),
                CurrentUser.get().userName())));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/definitions/enable/{id}/{enabled}")
  @Operation(operationId = "enableJobDefinition", summary = "Enable or disable an operation")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  DefinitionResponseRO enable(@PathVariable long id, @PathVariable boolean enabled) {
    return new DefinitionResponseRO(
        Details.empty(), definition(definitions.enable(id, enabled, CurrentUser.get().userName())));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/definitions/{id}")
  @Operation(operationId = "deleteJobDefinition", summary = "Delete an operation")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  DeletedRO delete(@PathVariable long id) {
    definitions.delete(id);
    return new DeletedRO(Details.empty(), true);
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/executions/start/{definitionId}")
  @Operation(
      operationId = "startJobExecution",
      summary = "Start a run of an operation: it waits (STARTING) until a node takes it")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  @ErrorAnswer(
      status = 409,
      description = "The operation is disabled, or a run of it is under way.")
  ExecutionResponseRO start(@PathVariable long definitionId) {
    return new ExecutionResponseRO(
        Details.empty(), execution(runs.start(definitionId, CurrentUser.get().userName())));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/executions/stop/{executionId}")
  @Operation(
      operationId = "stopJobExecution",
      summary = "Stop a run: one waiting stops at once, one under way at the end of its block")
  @ErrorAnswer(status = 404, description = "There is no run of this id.")
  @ErrorAnswer(status = 409, description = "The run is over.")
  ExecutionResponseRO stop(@PathVariable long executionId) {
    return new ExecutionResponseRO(Details.empty(), execution(runs.stop(executionId)));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/executions/{executionId}")
  @Operation(
      operationId = "getJobExecution",
      summary = "A run as it stands: status, progress, rate and time left")
  @ErrorAnswer(status = 404, description = "There is no run of this id.")
  ExecutionResponseRO execution(@PathVariable long executionId) {
    return new ExecutionResponseRO(Details.empty(), execution(runs.get(executionId)));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/executions/definition/{definitionId}")
  @Operation(
      operationId = "listJobExecutions",
      summary = "The latest runs of an operation, the newest first (at most 50)")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  ExecutionsRO executions(@PathVariable long definitionId) {
    return new ExecutionsRO(
        Details.empty(),
        runs.ofDefinition(definitionId, 50).stream().map(this::execution).toList());
  }

  private ExecutionRO execution(ExecutionView v) {
    OffsetDateTime now = runs.now();
    Map<String, JsonNode> values = new LinkedHashMap<>();
    v.parameters().forEach((name, value) -> values.put(name, json.valueToTree(value)));
    return new ExecutionRO(
        v.id(),
        v.definitionId(),
        v.jobName(),
        v.status(),
        v.startedBy(),
        values,
        v.createDate(),
        v.startTime(),
        v.endTime(),
        v.total(),
        v.processed(),
        v.failedItems(),
        v.percent(),
        v.rate(now),
        v.etaSeconds(now),
        v.exitMessage());
  }

  /** The definition of an upsert; one without is a bad request, not a failure of the server. */
  private JobDefinition definitionOf(UpsertRO body) {
    if (body.definition() == null) {
      throw new PlatformException(
          java.util.List.of(
              org.platform.mdm.system.Problem.at(
                  "definition", OperationsErrors.JOB_FIELD_REQUIRED, "definition")));
    }
    return body.definition().definition(json);
  }

  private DescriptorRO descriptor(OperationType type) {
    return new DescriptorRO(
        type.name(),
        type.displayName(),
        type.description(),
        type.parameters().stream().map(this::parameter).toList());
  }

  private ParameterRO parameter(ParameterDescriptor d) {
    return new ParameterRO(
        d.name(),
        d.displayName(),
        d.description(),
        d.type().name(),
        d.kind().name(),
        d.required(),
        d.hidden(),
        d.readOnly(),
        d.defaultValue() == null ? null : json.valueToTree(d.defaultValue()),
        d.selector() == null
            ? null
            : d.selector().values().entrySet().stream()
                .map(e -> new SelectorValueRO(e.getKey(), e.getValue()))
                .toList());
  }

  private DefinitionRO definition(DefinitionView v) {
    JobDefinition d = v.definition();
    Map<String, JsonNode> values = new LinkedHashMap<>();
    d.parameters().forEach((name, value) -> values.put(name, json.valueToTree(value)));
    return new DefinitionRO(
        v.id(),
        d.name(),
        d.jobName(),
        d.description(),
        d.enabled(),
        d.cronExpression(),
        d.tags(),
        values,
        v.version(),
        v.createdBy(),
        v.createDate(),
        v.updatedBy(),
        v.updateDate());
  }
}
