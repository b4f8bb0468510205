package org.platform.mdm.workflow.web;

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
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.SavesIntoDraft;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.model.BpmnProcess;
import org.platform.mdm.workflow.model.ProcessModel;
import org.platform.mdm.workflow.model.ProcessModels;
import org.platform.mdm.workflow.model.PublishedProcess;
import org.platform.mdm.workflow.model.PublishedProcessModel;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Process definitions: the ones in force (shipped and published), one with its BPMN for a read-only
 * diagram, a {@code bpmn-model} draft's set, saving a set into its draft (or published at once),
 * and a definition made from a template. Drafts publish and are discarded through the draft API.
 */
@RestController
@Tag(
    name = "Workflow processes",
    description =
        "BPMN process definitions. Saves with a `draftId` go into that bpmn-model draft; publishing"
            + " it through the draft API deploys each new or changed process to the engine.")
@RequestMapping("/api/v2/workflow/processes")
class ProcessController {

  private final ProcessModels models;

  ProcessController(ProcessModels models) {
    this.models = models;
  }

  record ProcessDefinitionRO(
      String processId,
      String displayName,
      String description,
      @Schema(description = "The engine's version of the latest deployment; null if none.")
          Integer deployedVersion,
      List<String> indexedVariables,
      @Schema(description = "Shipped with the platform: in force without a draft, not editable.")
          boolean shipped) {

    static ProcessDefinitionRO of(PublishedProcess p) {
      return new ProcessDefinitionRO(
          p.processId(),
          p.displayName(),
          p.description(),
          p.deployedVersion(),
          p.indexedVariables(),
          p.shipped());
    }
  }

  record ProcessesRO(
      Details details,
      @Schema(description = "The published revision of the drafts' processes; 0 before the first.")
          int revision,
      String publishedBy,
      OffsetDateTime publishDate,
      List<ProcessDefinitionRO> processes) {}

  record ProcessBpmnRO(
      Details details,
      ProcessDefinitionRO process,
      @Schema(description = "The BPMN 2.0 XML.") String bpmn) {}

  record ModelDraftRO(
      long draftId, String state, int editionsCount, long version, OffsetDateTime updateDate) {

    static ModelDraftRO of(DraftView d) {
      return new ModelDraftRO(
          d.draftId().value(), d.state().name(), d.editionsCount(), d.version(), d.updateDate());
    }
  }

  record DraftModelRO(Details details, ModelDraftRO draft, ProcessModel model) {}

  record ProcessSaveRequestRO(
      @Schema(nullable = true, description = "The bpmn-model draft to save into.") Long draftId,
      @Schema(nullable = true, description = "The draft's version the save was made from.")
          Long version,
      @NotNull ProcessModel model) {}

  record ProcessSaveRO(
      Details details,
      ModelDraftRO draft,
      @Schema(description = "The revision published, when saved without a draft.")
          Integer revision) {}

  record FromTemplateRequestRO(@NotNull String templateName) {}

  record FromTemplateRO(Details details, BpmnProcess process) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(
      operationId = "listWorkflowProcesses",
      summary = "List the process definitions in force",
      description = "The shipped ones first, then the published ones, without their BPMN.")
  ProcessesRO list() {
    PublishedProcessModel published = models.published();
    return new ProcessesRO(
        Details.empty(),
        published.revision(),
        published.publishedBy(),
        published.publishDate(),
        models.definitions().stream().map(ProcessDefinitionRO::of).toList());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/{processId}")
  @Operation(
      operationId = "getWorkflowProcess",
      summary = "Read a process definition in force with its BPMN")
  ProcessBpmnRO one(@PathVariable String processId) {
    PublishedProcess p = models.definition(processId);
    return new ProcessBpmnRO(Details.empty(), ProcessDefinitionRO.of(p), p.bpmn());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/drafts/{draftId}")
  @ErrorAnswer(status = 400, description = "The draft is not a bpmn-model draft.")
  @Operation(
      operationId = "getWorkflowProcessDraft",
      summary =
          "Read the process definitions a bpmn-model draft would publish, with the draft's"
              + " version to save at")
  DraftModelRO draft(@PathVariable long draftId) {
    DraftId id = new DraftId(draftId);
    ProcessModel model = models.draftModel(id);
    return new DraftModelRO(Details.empty(), ModelDraftRO.of(models.draft(id)), model);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/save")
  @ErrorAnswer(
      status = 409,
      description =
          "Without a draft: another revision was being published at the same time (save again).")
  @Operation(
      operationId = "saveWorkflowProcesses",
      summary = "Save the whole set of process definitions",
      description =
          "Every process is checked: its BPMN must parse and be accepted by the engine (problems"
              + " at `processes[i].bpmn`), hold one executable process whose id is `processId`,"
              + " and ids must be unique. Into the bpmn-model draft `draftId`, or, without one,"
              + " published at once as the next revision (deploying each new or changed"
              + " process).")
  @SavesIntoDraft
  ProcessSaveRO save(@RequestBody ProcessSaveRequestRO r) {
    ProcessModels.SaveResult result =
        models.save(DraftId.of(r.draftId()), r.model(), r.version(), CurrentUser.get());
    return new ProcessSaveRO(
        Details.empty(), ModelDraftRO.of(result.draft()), result.publishedRevision());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @PostMapping("/from-template")
  @ErrorAnswer(status = 404, description = "No template has that name.")
  @Operation(
      operationId = "workflowProcessFromTemplate",
      summary = "Make a process definition from a template",
      description =
          "Answers the definition to add to a draft's `processes`: the template's BPMN, the id"
              + " and name of its executable process, the template's description.")
  FromTemplateRO fromTemplate(@RequestBody FromTemplateRequestRO r) {
    if (r.templateName() == null || r.templateName().isBlank()) {
      throw new PlatformException(
          List.of(
              Problem.at("templateName", WorkflowErrors.WORKFLOW_FIELD_REQUIRED, "templateName")));
    }
    return new FromTemplateRO(Details.empty(), models.fromTemplate(r.templateName()));
  }
}
