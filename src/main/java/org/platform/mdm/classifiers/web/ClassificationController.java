package org.platform.mdm.classifiers.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.classification.ClassificationReads;
import org.platform.mdm.classifiers.classification.ClassificationView;
import org.platform.mdm.classifiers.classification.Classifications;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.ClassificationItems;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.Messages;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** A record's classifications: read at a date, and written alone (without a new record version). */
@RestController
@Tag(name = "Classifications", description = "Records placed into classifier nodes over time")
@RequestMapping("/api/v1/classifiers")
@AnyUser(
    entityRights =
        "READ on the record's register or reference set to read (classifiers the user may not"
            + " read are left out); UPDATE on it and READ on each classifier named to write")
class ClassificationController {

  private static final String DATE =
      "An ISO 8601 date-time, with an offset or without one (then in the server's zone); null or"
          + " absent: unbounded.";

  private final Classifications classifications;
  private final ClassificationReads reads;
  private final DraftService drafts;
  private final Messages messages;
  private final Clock clock;

  ClassificationController(
      Classifications classifications,
      ClassificationReads reads,
      DraftService drafts,
      Messages messages,
      Clock clock) {
    this.classifications = classifications;
    this.reads = reads;
    this.drafts = drafts;
    this.messages = messages;
    this.clock = clock;
  }

  record RecordClassificationsRO(
      Details details,
      @NotNull @Schema(format = "uuid") String etalonId,
      @NotNull List<ClassificationView> classifications) {}

  @Schema(
      description =
          "Classifications to write without a new version of the record: the record is named by"
              + " entityName with externalId and sourceSystem (its key: the classifications are"
              + " that key's source system's), or with etalonId and sourceSystem (the source"
              + " system the classifications come from).")
  record ClassifyRO(
      @NotNull String entityName,
      @Schema(format = "uuid") String etalonId,
      String externalId,
      @NotNull String sourceSystem,
      @Schema(description = "Classifications to write, by classifier name.")
          Map<String, List<ClassificationItems.WriteRO>> classifications,
      @Schema(description = "Classifications to delete, by classifier name.")
          Map<String, List<ClassificationItems.DeleteRO>> classificationsDeletes) {}

  @Operation(
      operationId = "getRecordClassifications",
      summary =
          "A record's classifications in force at timelineDate (now when absent), as known at"
              + " lastUpdateDate (now when absent); with allPeriods, every period of each,"
              + " deleted ones included; with draftId, as publishing that draft would make them"
              + " (a draft of a new record: under the etalon id the draft's record read answers)")
  @ErrorAnswer(status = 403, description = "The user lacks READ on the record's entity.")
  @ErrorAnswer(
      status = 404,
      description = "The record, or the draft named by draftId, does not exist.")
  @GetMapping("/records/{etalonId}")
  RecordClassificationsRO ofRecord(
      @PathVariable String etalonId,
      @Parameter(description = DATE) @RequestParam(required = false) String timelineDate,
      @Parameter(description = DATE) @RequestParam(required = false) String lastUpdateDate,
      @Parameter(description = "Every period of each classification instead of one date.")
          @RequestParam(defaultValue = "false")
          boolean allPeriods,
      @Parameter(
              description =
                  "A draft (a record draft, or a parent draft holding the record's changes) to"
                      + " read through: applied, read and rolled back; nothing is published.")
          @RequestParam(required = false)
          Long draftId) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    OffsetDateTime date = RecordBodies.date(timelineDate, "timelineDate", clock.getZone());
    OffsetDateTime knownAt = RecordBodies.date(lastUpdateDate, "lastUpdateDate", clock.getZone());
    PlatformUser user = CurrentUser.get();
    Supplier<List<ClassificationView>> read = () -> reads.of(id, date, knownAt, allPeriods, user);
    DraftId draft = DraftId.of(draftId);
    return new RecordClassificationsRO(
        Details.empty(),
        etalonId,
        draft == null ? read.get() : drafts.readThrough(draft, user, read));
  }

  @Operation(
      operationId = "writeClassifications",
      summary =
          "Write and delete a record's classifications without a new version of the record, in"
              + " one transaction: every problem is listed at once and nothing is written on"
              + " refusal. Answers the classifications in force now")
  @ErrorAnswer(
      status = 403,
      description = "The user lacks UPDATE on the record's entity or READ on a classifier.")
  @ErrorAnswer(status = 404, description = "The record does not exist.")
  @PostMapping("/classifications")
  RecordClassificationsRO write(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content = @Content(schema = @Schema(implementation = ClassifyRO.class)))
          @RequestBody
          JsonNode body,
      HttpServletRequest request) {
    Classifications.Written written = classifications.write(body, CurrentUser.get());
    List<Details.Info> warnings =
        written.notes().stream()
            .map(
                n ->
                    new Details.Info(
                        ClassifierErrors.MODULE_ID,
                        n.source(),
                        messages.text(request, n.messageKey(), n.params().toArray())))
            .toList();
    return new RecordClassificationsRO(
        new Details(List.of(), warnings, List.of()),
        written.record().etalonId().toString(),
        written.classifications());
  }
}
