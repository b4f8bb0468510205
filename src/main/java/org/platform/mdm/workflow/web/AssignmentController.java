package org.platform.mdm.workflow.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.SavesIntoDraft;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.workflow.model.PublishedWorkflowModel;
import org.platform.mdm.workflow.model.WorkflowAssignments;
import org.platform.mdm.workflow.model.WorkflowModel;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The assignments of approval processes to registers and reference sets (the workflow model): read
 * the published one or a draft's, save (into a {@code workflow-model} draft, or published at once).
 * Drafts publish and are discarded through the draft API.
 */
@RestController
@Tag(
    name = "Process assignments",
    description =
        "Which approval process each register and reference set runs, for which operations and"
            + " records, and who approves. Saves with a `draftId` go into that workflow-model"
            + " draft; publish or discard it through the draft API.")
@RequestMapping("/api/v2/workflow/assignments")
class AssignmentController {

  private final WorkflowAssignments assignments;

  AssignmentController(WorkflowAssignments assignments) {
    this.assignments = assignments;
  }

  record AssignmentsRO(
      Details details,
      @Schema(description = "0 before the first publication.") int revision,
      @Schema(nullable = true) String publishedBy,
      @Schema(nullable = true) OffsetDateTime publishDate,
      WorkflowModel model) {}

  record DraftAssignmentsRO(Details details, AssignmentDraftRO draft, WorkflowModel model) {}

  record AssignmentDraftRO(
      long draftId, String state, int editionsCount, long version, OffsetDateTime updateDate) {

    static AssignmentDraftRO of(DraftView d) {
      return new AssignmentDraftRO(
          d.draftId().value(), d.state().name(), d.editionsCount(), d.version(), d.updateDate());
    }
  }

  record SaveRO(
      Details details,
      AssignmentDraftRO draft,
      @Schema(nullable = true, description = "The revision published, when saved without a draft.")
          Integer revision) {}

  record SaveRequestRO(
      @Schema(nullable = true, description = "The workflow-model draft to save into.") Long draftId,
      @Schema(nullable = true, description = "The draft's version the save was made from.")
          Long version,
      @NotNull WorkflowModel model) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(
      operationId = "getProcessAssignments",
      summary = "Read the published assignments of approval processes")
  AssignmentsRO published() {
    PublishedWorkflowModel p = assignments.published();
    return new AssignmentsRO(
        Details.empty(), p.revision(), p.publishedBy(), p.publishDate(), p.model());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/drafts/{draftId}")
  @ErrorAnswer(status = 400, description = "The draft is not a workflow-model draft.")
  @ErrorAnswer(status = 404, description = "The draft does not exist.")
  @Operation(
      operationId = "getProcessAssignmentsDraft",
      summary =
          "Read the assignments a workflow-model draft would publish, with the draft's version to"
              + " save at")
  DraftAssignmentsRO draft(@PathVariable long draftId) {
    DraftId id = new DraftId(draftId);
    WorkflowModel model = assignments.draftModel(id);
    return new DraftAssignmentsRO(
        Details.empty(), AssignmentDraftRO.of(assignments.draft(id)), model);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/save")
  @ErrorAnswer(
      status = 400,
      description =
          "The model has problems (each at its path, `assignments[2].entityName`), or the draft is"
              + " not a workflow-model draft.")
  @Operation(
      operationId = "saveProcessAssignments",
      summary = "Save the whole set of assignments",
      description =
          "Checked against the published data model, the deployed processes and the form of role"
              + " names, then saved into the workflow-model draft `draftId`, or, without one,"
              + " published at once as the next revision.")
  @SavesIntoDraft
  SaveRO save(@RequestBody SaveRequestRO r) {
    WorkflowAssignments.SaveResult result =
        assignments.save(DraftId.of(r.draftId()), r.model(), r.version(), CurrentUser.get());
    return new SaveRO(
        Details.empty(), AssignmentDraftRO.of(result.draft()), result.publishedRevision());
  }
}
