package org.platform.mdm.dq.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.model.PublishedQualityModel;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityModels;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.SavesIntoDraft;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The quality model: read the published one or a draft's, check, save (into a {@code quality-model}
 * draft, or published at once), export and import as a file. Drafts publish and are discarded
 * through the draft API.
 */
@RestController
@Tag(
    name = "Quality model",
    description =
        "Rules, rule sets and their assignment to registers. Saves with a `draftId` go into that"
            + " quality-model draft; publish or discard it through the draft API.")
@RequestMapping("/api/v2/dq/model")
class QualityModelController {

  private final QualityModels models;
  private final ErrorResponses errors;
  private final JsonMapper json;

  QualityModelController(QualityModels models, ErrorResponses errors, JsonMapper json) {
    this.models = models;
    this.errors = errors;
    this.json = json;
  }

  record ModelRO(
      Details details,
      @Schema(description = "0 before the first publication.") int revision,
      @Schema(nullable = true) String publishedBy,
      @Schema(nullable = true) OffsetDateTime publishDate,
      QualityModel model) {}

  record DraftModelRO(Details details, ModelDraftRO draft, QualityModel model) {}

  record ModelDraftRO(
      long draftId, String state, int editionsCount, long version, OffsetDateTime updateDate) {

    static ModelDraftRO of(DraftView d) {
      return new ModelDraftRO(
          d.draftId().value(), d.state().name(), d.editionsCount(), d.version(), d.updateDate());
    }
  }

  record SaveRO(
      Details details,
      ModelDraftRO draft,
      @Schema(nullable = true, description = "The revision published, when saved without a draft.")
          Integer revision) {}

  record SaveRequestRO(
      @Schema(nullable = true, description = "The quality-model draft to save into.") Long draftId,
      @Schema(nullable = true, description = "The draft's version the save was made from.")
          Long version,
      @NotNull QualityModel model) {}

  record CheckRequestRO(@NotNull QualityModel model) {}

  record CheckRO(Details details, boolean valid, List<Details.Error> problems) {}

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping
  @Operation(operationId = "getQualityModel", summary = "Read the published quality model")
  ModelRO published() {
    PublishedQualityModel p = models.published();
    return new ModelRO(Details.empty(), p.revision(), p.publishedBy(), p.publishDate(), p.model());
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/drafts/{draftId}")
  @ErrorAnswer(status = 400, description = "The draft is not a quality-model draft.")
  @ErrorAnswer(status = 404, description = "The draft does not exist.")
  @Operation(
      operationId = "getQualityModelDraft",
      summary =
          "Read the quality model a quality-model draft would publish, with the draft's version"
              + " to save at")
  DraftModelRO draft(@PathVariable long draftId) {
    DraftId id = new DraftId(draftId);
    QualityModel model = models.draftModel(id);
    return new DraftModelRO(Details.empty(), ModelDraftRO.of(models.draft(id)), model);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/save")
  @Operation(
      operationId = "saveQualityModel",
      summary = "Save the whole quality model",
      description =
          "Into the quality-model draft `draftId` (a draft may hold a model with problems:"
              + " `check` lists them, the publication refuses them), or, without one, checked and"
              + " published at once as the next revision.")
  @SavesIntoDraft
  SaveRO save(@RequestBody SaveRequestRO r) {
    return answer(models.save(DraftId.of(r.draftId()), r.model(), r.version(), CurrentUser.get()));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @PostMapping("/check")
  @Operation(
      operationId = "checkQualityModel",
      summary = "Check a quality model without saving it",
      description =
          "Against the published data model and the functions: answers 200 with `valid` and every"
              + " problem in `problems`, each at its path (`sets[0].mappings[1].inputs[0].path`).")
  CheckRO check(@RequestBody CheckRequestRO r, HttpServletRequest request) {
    if (r.model() == null) {
      throw new PlatformException(DqErrors.DQ_MODEL_REQUIRED);
    }
    List<Problem> problems = models.check(r.model());
    List<Details.Error> entries =
        problems.isEmpty() ? List.of() : errors.body(request, problems).details().error();
    return new CheckRO(Details.empty(), problems.isEmpty(), entries);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/export")
  @ApiResponse(
      responseCode = "200",
      description =
          "The published quality model as a JSON file (`Content-Disposition: attachment`).",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON_VALUE,
              schema = @Schema(implementation = QualityModel.class)))
  @Operation(
      operationId = "exportQualityModel",
      summary = "Download the published quality model as a JSON file",
      description = "The same document `import` takes.")
  ResponseEntity<byte[]> export() {
    PublishedQualityModel p = models.published();
    HttpHeaders headers = new HttpHeaders();
    headers.setContentType(MediaType.APPLICATION_JSON);
    headers.setContentDisposition(
        ContentDisposition.attachment()
            .filename("quality-model-revision-" + p.revision() + ".json")
            .build());
    return ResponseEntity.ok()
        .headers(headers)
        .body(json.writerWithDefaultPrettyPrinter().writeValueAsBytes(p.model()));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping(value = "/import", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
  @Operation(
      operationId = "importQualityModel",
      summary = "Import a quality model file",
      description =
          "The multipart part `file` holds a quality model as `export` writes it; it goes into"
              + " the draft `draftId`, or, without one, is checked and published at once.")
  @SavesIntoDraft
  SaveRO importModel(
      @RequestParam("file") MultipartFile file,
      @RequestParam(value = "draftId", required = false) Long draftId) {
    QualityModel model;
    try {
      model = json.readValue(file.getBytes(), QualityModel.class);
    } catch (JacksonException | IOException e) {
      if (e.getCause() instanceof PlatformException refused) {
        throw refused;
      }
      throw new PlatformException(
          DqErrors.DQ_IMPORT_FILE_INVALID, String.valueOf(file.getOriginalFilename()));
    }
    if (model == null) {
      throw new PlatformException(
          DqErrors.DQ_IMPORT_FILE_INVALID, String.valueOf(file.getOriginalFilename()));
    }
    return answer(models.save(DraftId.of(draftId), model, null, CurrentUser.get()));
  }

  private static SaveRO answer(QualityModels.SaveResult result) {
    return new SaveRO(Details.empty(), ModelDraftRO.of(result.draft()), result.publishedRevision());
  }
}
