package org.platform.mdm.operations.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.Definitions;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.operations.definition.DefinitionFiles;
import org.platform.mdm.operations.definition.DefinitionSearch;
import org.platform.mdm.operations.definition.OperationTypes;
import org.platform.mdm.operations.web.JobsRO.DefinitionFileRO;
import org.platform.mdm.operations.web.JobsRO.DefinitionResponseRO;
import org.platform.mdm.operations.web.JobsRO.DefinitionsRO;
import org.platform.mdm.operations.web.JobsRO.DeletedRO;
import org.platform.mdm.operations.web.JobsRO.DescriptorResponseRO;
import org.platform.mdm.operations.web.JobsRO.DescriptorsRO;
import org.platform.mdm.operations.web.JobsRO.ExportRO;
import org.platform.mdm.operations.web.JobsRO.SearchRO;
import org.platform.mdm.operations.web.JobsRO.SearchResultRO;
import org.platform.mdm.operations.web.JobsRO.TagsRO;
import org.platform.mdm.operations.web.JobsRO.UpsertRO;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.DuplicateKeys;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import tools.jackson.core.JacksonException;
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
  private final DefinitionSearch search;
  private final DefinitionFiles files;
  private final Runs runs;
  private final JobsMapping mapping;
  private final JsonMapper json;

  JobsController(
      OperationTypes types,
      Definitions definitions,
      DefinitionSearch search,
      DefinitionFiles files,
      Runs runs,
      JobsMapping mapping,
      JsonMapper json) {
    this.types = types;
    this.definitions = definitions;
    this.search = search;
    this.files = files;
    this.runs = runs;
    this.mapping = mapping;
    this.json = json;
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/descriptors")
  @Operation(
      operationId = "listJobDescriptors",
      summary = "Every operation type with its parameters and their selectors' values")
  DescriptorsRO descriptors() {
    return new DescriptorsRO(
        Details.empty(), types.all().stream().map(mapping::descriptor).toList());
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
    return new DescriptorResponseRO(Details.empty(), mapping.descriptor(type));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @GetMapping("/definitions")
  @Operation(
      operationId = "listJobDefinitions",
      summary = "Every operation defined, with its latest run")
  DefinitionsRO list() {
    List<DefinitionView> all = definitions.list();
    Map<Long, ExecutionView> last = runs.lastOf(all.stream().map(DefinitionView::id).toList());
    return new DefinitionsRO(
        Details.empty(), all.stream().map(v -> mapping.definition(v, last.get(v.id()))).toList());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @PostMapping("/definitions/search")
  @Operation(
      operationId = "searchJobDefinitions",
      summary = "Operations by name, type, state, tags, author or their latest run's status")
  SearchResultRO search(@RequestBody SearchRO body) {
    DefinitionSearch.Page page =
        search.search(
            new DefinitionSearch.Filter(
                body.name(),
                body.jobName(),
                body.activeOnly(),
                body.inactiveOnly(),
                body.lastExecutionStatus(),
                body.tags(),
                body.createdBy(),
                body.start(),
                body.count(),
                body.sortField(),
                body.sortOrder()));
    return new SearchResultRO(
        Details.empty(),
        page.definitions().stream()
            .map(v -> mapping.definition(v, page.lastRuns().get(v.id())))
            .toList(),
        page.totalCount());
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.READ)
  @PostMapping("/definitions/export")
  @ApiResponse(
      responseCode = "200",
      description = "The operations as a JSON file (`Content-Disposition: attachment`).",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON_VALUE,
              schema = @Schema(implementation = DefinitionFileRO.class)))
  @Operation(
      operationId = "exportJobDefinitions",
      summary = "Download operations as a file that `definitions/import` takes",
      description = "A chain names the operation it follows by name.")
  @ErrorAnswer(status = 404, description = "An id is not an operation's.")
  ResponseEntity<byte[]> export(@RequestBody ExportRO body) {
    if (body.ids() == null || body.ids().contains(null)) {
      throw new PlatformException(
          List.of(Problem.at("ids", OperationsErrors.JOB_FIELD_REQUIRED, "ids")));
    }
    DefinitionFileRO file =
        new DefinitionFileRO(files.export(body.ids()).stream().map(mapping::file).toList());
    HttpHeaders headers = new HttpHeaders();
    headers.setContentType(MediaType.APPLICATION_JSON);
    headers.setContentDisposition(
        ContentDisposition.attachment().filename("operations.json").build());
    return ResponseEntity.ok()
        .headers(headers)
        .body(json.writerWithDefaultPrettyPrinter().writeValueAsBytes(file));
  }

  @RequiresRight(
      resource = SystemResource.DATA_OPERATIONS_MANAGEMENT,
      right = Right.CREATE,
      full = true)
  @PostMapping(value = "/definitions/import", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
  @Operation(
      operationId = "importJobDefinitions",
      summary = "Import a file of operations: each created, or replaced when its name exists",
      description =
          "The part `file` holds operations as `definitions/export` writes them. All of them are"
              + " written, or, with any problem (each listed at `definitions[i]…`), none.")
  DefinitionsRO importFile(
      @RequestParam("file") MultipartFile file,
      @RequestParam(value = "skipCronWarnings", required = false) Boolean skipCronWarnings) {
    DefinitionFileRO read;
    try {
      read = json.readValue(file.getBytes(), DefinitionFileRO.class);
    } catch (JacksonException | IOException e) {
      throw DuplicateKeys.refusal(e)
          .orElseGet(
              () ->
                  new PlatformException(
                      OperationsErrors.JOB_IMPORT_FILE,
                      String.valueOf(file.getOriginalFilename())));
    }
    if (read == null || read.definitions() == null) {
      throw new PlatformException(
          OperationsErrors.JOB_IMPORT_FILE, String.valueOf(file.getOriginalFilename()));
    }
    List<DefinitionView> imported =
        files.importAll(
            read.definitions().stream().map(mapping::entry).toList(),
            Boolean.TRUE.equals(skipCronWarnings),
            CurrentUser.get().userName());
    return new DefinitionsRO(
        Details.empty(), imported.stream().map(v -> mapping.definition(v, null)).toList());
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
    return new DefinitionResponseRO(Details.empty(), mapping.definition(definitions.get(id), null));
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
        mapping.definition(
            definitions.create(
                mapping.definitionOf(body.definition()),
                Boolean.TRUE.equals(body.skipCronWarnings()),
                CurrentUser.get().userName()),
            null));
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
        mapping.definition(
            definitions.update(
                id,
                mapping.definitionOf(body.definition()),
                Boolean.TRUE.equals(body.skipCronWarnings()),
                body.version(),
                CurrentUser.get().userName()),
            null));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/definitions/enable/{id}/{enabled}")
  @Operation(operationId = "enableJobDefinition", summary = "Enable or disable an operation")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  DefinitionResponseRO enable(@PathVariable long id, @PathVariable boolean enabled) {
    return new DefinitionResponseRO(
        Details.empty(),
        mapping.definition(definitions.enable(id, enabled, CurrentUser.get().userName()), null));
  }

  @RequiresRight(resource = SystemResource.DATA_OPERATIONS_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/definitions/{id}")
  @Operation(operationId = "deleteJobDefinition", summary = "Delete an operation")
  @ErrorAnswer(status = 404, description = "There is no operation of this id.")
  DeletedRO delete(@PathVariable long id) {
    definitions.delete(id);
    return new DeletedRO(Details.empty(), true);
  }
}
