package org.platform.mdm.meta.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.function.UnaryOperator;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.RequiresRight;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.SavesIntoDraft;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.EntityKind;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.PublishedModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.meta.SourceSystemDef;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.DuplicateKeys;
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
 * The data model over REST. Saves go into a {@code data-model} draft as a new edition; without a
 * {@code draftId} a save creates a draft, saves and publishes in one step (for scripts).
 */
@Tag(
    name = "Data model",
    description =
        "Read, save, validate, export and import the data model. Saves with a `draftId` go into"
            + " that `data-model` draft as a new edition; without one they open a draft, save and"
            + " publish at once.")
@RestController
@RequestMapping("/api/v2/meta/model")
class ModelController {

  private final DataModelService models;
  private final ErrorResponses errors;
  private final JsonMapper json;

  ModelController(DataModelService models, ErrorResponses errors, JsonMapper json) {
    this.models = models;
    this.errors = errors;
    this.json = json;
  }

  record ModelResponseRO(
      Details details,
      int revision,
      String publishedBy,
      OffsetDateTime publishDate,
      DataModel model) {}

  record EntityResponseRO(
      Details details,
      int revision,
      EntityKind kind,
      EntityDef entity,
      LookupEntityDef lookupEntity) {}

  record DraftModelResponseRO(Details details, long draftId, DataModel model) {}

  record ModelDraftRO(
      long draftId, String state, int editionsCount, long version, OffsetDateTime updateDate) {

    static ModelDraftRO of(DraftView d) {
      return new ModelDraftRO(
          d.draftId().value(), d.state().name(), d.editionsCount(), d.version(), d.updateDate());
    }
  }

  record SaveResponseRO(Details details, ModelDraftRO draft, Integer revision) {}

  record SaveModelRequestRO(Long draftId, Long version, @NotNull DataModel model) {}

  record SaveEntityRequestRO(Long draftId, Long version, @NotNull EntityDef entity) {}

  record SaveLookupEntityRequestRO(
      Long draftId, Long version, @NotNull LookupEntityDef lookupEntity) {}

  record SaveEnumerationRequestRO(
      Long draftId, Long version, @NotNull EnumerationDef enumeration) {}

  record SaveSourceSystemRequestRO(
      Long draftId, Long version, @NotNull SourceSystemDef sourceSystem) {}

  record SaveRelationRequestRO(Long draftId, Long version, @NotNull RelationDef relation) {}

  record ValidateRequestRO(@NotNull DataModel model) {}

  record ValidateResponseRO(Details details, boolean valid, List<Details.Error> problems) {}

  @org.platform.mdm.core.AnyUser
  @GetMapping
  @Operation(
      operationId = "getModel",
      summary = "Read the published model with its revision",
      description =
          "Whole for a user with READ on ADMIN_DATA_MANAGEMENT. Any other user reads the"
              + " registers it may read (and the relations between them), with every reference"
              + " set, nested entity, enumeration and source system, which the registers'"
              + " attributes name: what a data steward's screens need.")
  ModelResponseRO published() {
    PublishedModel p = models.published();
    org.platform.mdm.core.PlatformUser user = CurrentUser.get();
    DataModel model = p.model();
    if (!user.can(SystemResource.ADMIN_DATA_MANAGEMENT, Right.READ)) {
      java.util.Set<String> readable = new java.util.HashSet<>();
      model.entities().stream()
          .filter(e -> user.can(e.name(), Right.READ))
          .forEach(e -> readable.add(e.name()));
      model.lookupEntities().forEach(l -> readable.add(l.name()));
      model =
          new DataModel(
              model.entities().stream().filter(e -> readable.contains(e.name())).toList(),
              model.lookupEntities(),
              model.nestedEntities(),
              model.enumerations(),
              model.sourceSystems(),
              model.relations().stream()
                  .filter(r -> readable.contains(r.from()) && readable.contains(r.to()))
                  .toList());
    }
    return new ModelResponseRO(
        Details.empty(), p.revision(), p.publishedBy(), p.publishDate(), model);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/entities/{name}")
  @Operation(
      operationId = "getEntity",
      summary = "Read one register or reference set of the published model")
  EntityResponseRO entity(@PathVariable String name) {
    PublishedModel p = models.published();
    EntityDef entity = p.model().entity(name).orElse(null);
    LookupEntityDef lookup = p.model().lookupEntity(name).orElse(null);
    if (entity == null && lookup == null) {
      throw new PlatformException(MetaErrors.META_ENTITY_NOT_FOUND, name);
    }
    return new EntityResponseRO(
        Details.empty(),
        p.revision(),
        entity != null ? EntityKind.REGISTER : EntityKind.LOOKUP,
        entity,
        lookup);
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/drafts/{draftId}")
  @Operation(
      operationId = "getModelDraft",
      summary = "Read the model as a data-model draft would publish it")
  DraftModelResponseRO draft(@PathVariable long draftId) {
    return new DraftModelResponseRO(
        Details.empty(), draftId, models.draftModel(new DraftId(draftId)));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/save")
  @Operation(
      operationId = "saveModel",
      summary = "Save the whole model",
      description =
          "Into the draft `draftId`, or, without one, published at once as the next revision.")
  @SavesIntoDraft
  SaveResponseRO save(@RequestBody SaveModelRequestRO r) {
    return answer(models.save(DraftId.of(r.draftId()), r.model(), r.version(), CurrentUser.get()));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/entities/save")
  @Operation(
      operationId = "saveEntity",
      summary = "Save one register",
      description = "Replaces the register of the same name, or adds it.")
  @SavesIntoDraft
  SaveResponseRO saveEntity(@RequestBody SaveEntityRequestRO r) {
    require(r.entity(), "entity");
    return saveElement(r.draftId(), r.version(), m -> m.withEntity(r.entity()));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/lookup-entities/save")
  @Operation(
      operationId = "saveLookupEntity",
      summary = "Save one reference set",
      description = "Replaces the reference set of the same name, or adds it.")
  @SavesIntoDraft
  SaveResponseRO saveLookupEntity(@RequestBody SaveLookupEntityRequestRO r) {
    require(r.lookupEntity(), "lookupEntity");
    return saveElement(r.draftId(), r.version(), m -> m.withLookupEntity(r.lookupEntity()));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/enumerations/save")
  @Operation(
      operationId = "saveEnumeration",
      summary = "Save one enumeration",
      description = "Replaces the enumeration of the same name, or adds it.")
  @SavesIntoDraft
  SaveResponseRO saveEnumeration(@RequestBody SaveEnumerationRequestRO r) {
    require(r.enumeration(), "enumeration");
    return saveElement(r.draftId(), r.version(), m -> m.withEnumeration(r.enumeration()));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/source-systems/save")
  @Operation(
      operationId = "saveSourceSystem",
      summary = "Save one source system",
      description = "Replaces the source system of the same name, or adds it.")
  @SavesIntoDraft
  SaveResponseRO saveSourceSystem(@RequestBody SaveSourceSystemRequestRO r) {
    require(r.sourceSystem(), "sourceSystem");
    return saveElement(r.draftId(), r.version(), m -> m.withSourceSystem(r.sourceSystem()));
  }

  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping("/relations/save")
  @Operation(
      operationId = "saveRelation",
      summary = "Save one relation",
      description = "Replaces the relation of the same name, or adds it.")
  @SavesIntoDraft
  SaveResponseRO saveRelation(@RequestBody SaveRelationRequestRO r) {
    require(r.relation(), "relation");
    return saveElement(r.draftId(), r.version(), m -> m.withRelation(r.relation()));
  }

  /** Checks a model without saving it: every problem, as {@code details.error} entries would be. */
  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @PostMapping("/validate")
  @Operation(
      operationId = "validateModel",
      summary = "Check a model without saving it",
      description =
          "Answers 200 with `valid` and every problem in `problems`: a model with problems is not a"
              + " failed request.")
  ValidateResponseRO validate(@RequestBody ValidateRequestRO r, HttpServletRequest request) {
    require(r.model(), "model");
    List<Problem> problems = models.validate(r.model());
    List<Details.Error> entries =
        problems.isEmpty() ? List.of() : errors.body(request, problems).details().error();
    return new ValidateResponseRO(Details.empty(), problems.isEmpty(), entries);
  }

  /** The published model as a JSON file, the same document {@code import} takes. */
  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.READ)
  @GetMapping("/export")
  @io.swagger.v3.oas.annotations.responses.ApiResponse(
      responseCode = "200",
      description = "The model, as a JSON file (`Content-Disposition: attachment`).",
      content =
          @io.swagger.v3.oas.annotations.media.Content(
              mediaType = MediaType.APPLICATION_JSON_VALUE,
              schema =
                  @io.swagger.v3.oas.annotations.media.Schema(implementation = DataModel.class)))
  @Operation(
      operationId = "exportModel",
      summary = "Download the published model as a JSON file",
      description = "The same document `import` takes.")
  ResponseEntity<byte[]> export() {
    PublishedModel p = models.published();
    HttpHeaders headers = new HttpHeaders();
    headers.setContentType(MediaType.APPLICATION_JSON);
    headers.setContentDisposition(
        ContentDisposition.attachment()
            .filename("data-model-revision-" + p.revision() + ".json")
            .build());
    return ResponseEntity.ok()
        .headers(headers)
        .body(json.writerWithDefaultPrettyPrinter().writeValueAsBytes(p.model()));
  }

  /** Imports a model file (as {@code export} writes it) into a draft, or publishes it directly. */
  @RequiresRight(resource = SystemResource.ADMIN_DATA_MANAGEMENT, right = Right.UPDATE)
  @PostMapping(value = "/import", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
  @Operation(
      operationId = "importModel",
      summary = "Import a model file",
      description =
          "The multipart part `file` holds a model as `export` writes it; it goes into the draft"
              + " `draftId`, or, without one, is published at once.")
  @SavesIntoDraft
  SaveResponseRO importModel(
      @RequestParam("file") MultipartFile file,
      @RequestParam(value = "draftId", required = false) Long draftId) {
    DataModel model;
    try {
      model = json.readValue(file.getBytes(), DataModel.class);
    } catch (JacksonException | IOException e) {
      if (e.getCause() instanceof PlatformException refused) {
        throw refused;
      }
      throw DuplicateKeys.refusal(e)
          .orElseGet(
              () ->
                  new PlatformException(
                      MetaErrors.META_IMPORT_FILE_INVALID,
                      String.valueOf(file.getOriginalFilename())));
    }
    return answer(models.save(DraftId.of(draftId), model, null, CurrentUser.get()));
  }

  private SaveResponseRO saveElement(Long draftId, Long version, UnaryOperator<DataModel> change) {
    return answer(models.saveElement(DraftId.of(draftId), change, version, CurrentUser.get()));
  }

  private static SaveResponseRO answer(DataModelService.SaveResult result) {
    return new SaveResponseRO(
        Details.empty(), ModelDraftRO.of(result.draft()), result.publishedRevision());
  }

  private static void require(Object value, String field) {
    if (value == null) {
      throw new PlatformException(MetaErrors.META_FIELD_REQUIRED, field);
    }
  }
}
