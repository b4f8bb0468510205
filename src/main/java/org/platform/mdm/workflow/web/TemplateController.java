package org.platform.mdm.workflow.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.model.TemplateInput;
import org.platform.mdm.workflow.model.TemplatePage;
import org.platform.mdm.workflow.model.TemplateView;
import org.platform.mdm.workflow.model.WorkflowTemplates;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

/**
 * Workflow templates as the spec names them: upload (create or change), delete, list. A template is
 * administration: its rights are those of the data model's administration.
 */
@RestController
@Tag(
    name = "Workflow templates",
    description =
        "Reusable BPMN 2.0 diagrams a process definition starts from. The shipped template"
            + " `draftPublishingApproval` (Draft publishing approval) is always listed and can be"
            + " neither changed nor deleted.")
@RequestMapping("/api/v2/workflow/templates")
class TemplateController {

  private final WorkflowTemplates templates;

  TemplateController(WorkflowTemplates templates) {
    this.templates = templates;
  }

  record TemplateRO(
      String name,
      String displayName,
      String version,
      String description,
      @Schema(description = "The platform's own template: not changed, not deleted.")
          boolean shipped,
      @Schema(description = "One more at each change; an upload may name it to change only it.")
          long revision,
      String createdBy,
      OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate) {

    static TemplateRO of(TemplateView t) {
      return new TemplateRO(
          t.name(),
          t.displayName(),
          t.version(),
          t.description(),
          t.shipped(),
          t.revision(),
          t.createdBy(),
          t.createDate(),
          t.updatedBy(),
          t.updateDate());
    }
  }

  record UpsertRO(
      Details details,
      TemplateRO template,
      @Schema(description = "Whether the template is new (else an existing one was changed).")
          boolean created) {}

  record ListRequestRO(
      @Schema(nullable = true, description = "How many to skip; 0 when absent.") Integer offset,
      @Schema(nullable = true, description = "How many at most, 1 to 1000; 50 when absent.")
          Integer limit,
      @Schema(
              nullable = true,
              description =
                  "Only templates whose name, display name or description holds this text"
                      + " (any case).")
          String text) {}

  record ListRO(Details details, List<TemplateRO> templates, long totalCount) {}

  record DeletedRO(Details details, String name) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping(value = "/upsert", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
  @ErrorAnswer(
      status = 409,
      description =
          "The name is the shipped template's, or `revision` is not the template's current one.")
  @Operation(
      operationId = "upsertWorkflowTemplate",
      summary = "Upload a template, or change the one of that name",
      description =
          "A multipart form: the part `file` is the BPMN 2.0 file (UTF-8), the fields `name` (a"
              + " process-id-like name: a Latin letter or `_`, then letters, digits, `_`, `.`,"
              + " `-`; at most 255), `displayName` (at most 255) and `version` (at most 64) are"
              + " required, `description` (at most 2000) is optional. A file that does not parse"
              + " or that the engine refuses is answered 400 with every problem at `file`. The"
              + " optional `revision` (0 for a new template) makes the change apply only to"
              + " that revision.")
  UpsertRO upsert(
      @RequestParam(value = "name", required = false) String name,
      @RequestParam(value = "displayName", required = false) String displayName,
      @RequestParam(value = "version", required = false) String version,
      @RequestParam(value = "description", required = false) String description,
      @RequestParam(value = "revision", required = false) Long revision,
      @RequestParam(value = "file", required = false) MultipartFile file) {
    TemplateInput input = new TemplateInput(name, displayName, version, description, text(file));
    WorkflowTemplates.Upserted done =
        templates.upsert(input, revision, CurrentUser.get().userName());
    return new UpsertRO(Details.empty(), TemplateRO.of(done.template()), done.created());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.DELETE)
  @DeleteMapping("/delete")
  @ErrorAnswer(status = 404, description = "No template has that name.")
  @ErrorAnswer(status = 409, description = "The template is the shipped one.")
  @Operation(
      operationId = "deleteWorkflowTemplate",
      summary = "Delete a template",
      description =
          "The template named by the query parameter `name`. Processes made from it keep their"
              + " own copy of its BPMN.")
  DeletedRO delete(
      @Parameter(description = "The template's name.")
          @RequestParam(value = "name", required = false)
          String name) {
    templates.delete(name);
    return new DeletedRO(Details.empty(), name);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @PostMapping("/list")
  @Operation(
      operationId = "listWorkflowTemplates",
      summary = "List templates",
      description =
          "In name order, without their BPMN; `offset` and `limit` page them, `totalCount`"
              + " counts every match.")
  ListRO list(@RequestBody(required = false) ListRequestRO request) {
    ListRequestRO r = request == null ? new ListRequestRO(null, null, null) : request;
    TemplatePage page = templates.list(r.text(), r.offset(), r.limit());
    return new ListRO(
        Details.empty(), page.templates().stream().map(TemplateRO::of).toList(), page.totalCount());
  }

  /** The uploaded file as text: null when absent, refused when not UTF-8. */
  private static String text(MultipartFile file) {
    if (file == null) {
      return null;
    }
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(file.getBytes()))
          .toString();
    } catch (CharacterCodingException e) {
      throw refusedFile("the file is not UTF-8 text");
    } catch (IOException e) {
      throw refusedFile("the file cannot be read");
    }
  }

  private static PlatformException refusedFile(String reason) {
    return new PlatformException(
        List.of(Problem.at("file", WorkflowErrors.WORKFLOW_BPMN_INVALID, reason)));
  }
}
