package org.platform.mdm.data.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.DataSettings;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.draft.DraftedChanges;
import org.platform.mdm.data.load.RecordBatches;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * The meta-data-driven record API: write, read, delete and restore records of any register or
 * reference set of the published model by entity name. Rights are checked per entity by the record
 * service.
 */
@RestController
@Tag(
    name = "Records",
    description =
        "Write, read, delete and restore records of any register or reference set by entity name")
@RequestMapping("/api/meta-data-driven/v1/data")
@AnyUser(
    entityRights =
        "the right on the entity the request names: READ to read, CREATE to write a new record, UPDATE to change one, DELETE to delete or restore")
class MetaDrivenDataController {

  private static final Logger log = LoggerFactory.getLogger(MetaDrivenDataController.class);

  static final int MAX_BATCH = 1000;

  static final String EXTERNAL_ID =
      "The record's id in the source system, percent-encoded as a path segment: a slash is"
          + " `%2F` (`INV/2024/7` is `INV%2F2024%2F7`), a percent sign `%25`; `+` is a plus sign."
          + " An id holding a backslash or a semicolon, which no path may hold, is given as the"
          + " query parameter `externalId` of `…/{entityName}/{sourceSystem}` instead.";

  static final String EXTERNAL_ID_QUERY =
      "The record's id in the source system, any text (percent-encoded as a query parameter).";

  private final RecordService records;
  private final DraftedChanges drafted;
  private final RecordBatches batches;
  private final DataSettings settings;
  private final RecordAnswers answers;
  private final BatchItems batchItems;
  private final ZoneId zone;

  MetaDrivenDataController(
      RecordService records,
      DraftedChanges drafted,
      RecordBatches batches,
      DataSettings settings,
      RecordAnswers answers,
      BatchItems batchItems,
      Clock clock) {
    this.records = records;
    this.drafted = drafted;
    this.batches = batches;
    this.settings = settings;
    this.answers = answers;
    this.batchItems = batchItems;
    this.zone = clock.getZone();
  }

  record BatchResultRO(
      Details details, int succeeded, int failed, List<BatchItems.BatchItemRO> results) {}

  @Operation(
      operationId = "writeRecord",
      summary =
          "Write one record: a new revision of its origin, a new golden record when the key is new")
  @ErrorAnswer(
      status = 404,
      description =
          "The golden record named by etalonId, or the draft named by draftId, does not exist.")
  @PostMapping
  RecordAnswers.WriteResultRO write(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(schema = @Schema(implementation = RecordRequests.WriteRecordRO.class)))
          @RequestBody
          JsonNode body,
      HttpServletRequest request) {
    return answers.written(records.write(body, CurrentUser.get()), request);
  }

  /**
   * Writes the items in order, as if one after another, through the bulk path: one bad item does
   * not stop the others.
   */
  @Operation(
      operationId = "writeRecords",
      summary = "Write up to 1,000 records in order, with an answer per record",
      description =
          "Each item is answered as its single write would be: a bad item is refused alone with its"
              + " status and problems (a value the database cannot store or index included), the"
              + " others are written; an item that fails unexpectedly is answered 500 in its own"
              + " result, never the batch. Items are written as if one after"
              + " another (an item may write a key an earlier item wrote), together in one"
              + " transaction with one statement per table; items with draftId, parentDraftId or"
              + " relations are written each in its own transaction, in their place in the order."
              + " Every record is findable, matched and notified when the answer comes.")
  @PostMapping("/batch")
  BatchResultRO batch(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(
                      array =
                          @ArraySchema(
                              schema =
                                  @Schema(implementation = RecordRequests.WriteRecordRO.class))))
          @RequestBody
          JsonNode body,
      HttpServletRequest request) {
    if (!body.isArray()) {
      throw new PlatformException(DataErrors.DATA_BODY_NOT_AN_OBJECT);
    }
    if (body.size() > MAX_BATCH) {
      throw new PlatformException(DataErrors.DATA_BATCH_TOO_LARGE, MAX_BATCH, body.size());
    }
    List<JsonNode> items = new ArrayList<>(body.size());
    body.forEach(items::add);
    List<RecordBatches.ItemResult> written = batches.write(items, CurrentUser.get());
    List<BatchItems.BatchItemRO> results = new ArrayList<>();
    for (int i = 0; i < written.size(); i++) {
      results.add(batchItems.answer(i, written.get(i), request));
    }
    int failed = (int) written.stream().filter(item -> item.failure() != null).count();
    return new BatchResultRO(Details.empty(), body.size() - failed, failed, results);
  }

  @Operation(
      operationId = "getRecordByEtalonId",
      summary =
          "Read a golden record by etalon id at a date (timelineDate), as known at a moment (lastUpdateDate)")
  @GetMapping("/{entityName}/etalon/{etalonId}")
  RecordAnswers.EtalonRO byEtalon(
      @PathVariable String entityName,
      @PathVariable String etalonId,
      @RequestParam(required = false) String timelineDate,
      @RequestParam(required = false) String lastUpdateDate,
      @RequestParam(defaultValue = "false") boolean includeInactive,
      @RequestParam(defaultValue = "false") boolean explain,
      @RequestParam(defaultValue = "false") boolean relations,
      @RequestParam(required = false) Long draftId,
      HttpServletRequest request) {
    RecordLocator locator =
        RecordLocator.byEtalon(entityName, EtalonId.parse(etalonId, "etalonId"));
    return read(
        locator,
        timelineDate,
        lastUpdateDate,
        includeInactive,
        explain,
        relations,
        draftId,
        request);
  }

  @Operation(
      operationId = "getRecordByKeyInQuery",
      summary =
          "Read the golden record of an external key at a date, the id given as a query parameter")
  @GetMapping("/{entityName}/{sourceSystem}")
  RecordAnswers.EtalonRO byKeyInQuery(
      @PathVariable String entityName,
      @PathVariable String sourceSystem,
      @Parameter(description = EXTERNAL_ID_QUERY) @RequestParam String externalId,
      @RequestParam(required = false) String timelineDate,
      @RequestParam(required = false) String lastUpdateDate,
      @RequestParam(defaultValue = "false") boolean includeInactive,
      @RequestParam(defaultValue = "false") boolean explain,
      @RequestParam(defaultValue = "false") boolean relations,
      @RequestParam(required = false) Long draftId,
      HttpServletRequest request) {
    return byKey(
        entityName,
        sourceSystem,
        externalId,
        timelineDate,
        lastUpdateDate,
        includeInactive,
        explain,
        relations,
        draftId,
        request);
  }

  @Operation(
      operationId = "getRecordByKey",
      summary = "Read the golden record of an external key at a date")
  @GetMapping("/{entityName}/{sourceSystem}/{externalId}")
  RecordAnswers.EtalonRO byKey(
      @PathVariable String entityName,
      @PathVariable String sourceSystem,
      @Parameter(description = EXTERNAL_ID) @PathVariable String externalId,
      @RequestParam(required = false) String timelineDate,
      @RequestParam(required = false) String lastUpdateDate,
      @RequestParam(defaultValue = "false") boolean includeInactive,
      @RequestParam(defaultValue = "false") boolean explain,
      @RequestParam(defaultValue = "false") boolean relations,
      @RequestParam(required = false) Long draftId,
      HttpServletRequest request) {
    RecordLocator locator = RecordLocator.byKey(entityName, sourceSystem, externalId);
    return read(
        locator,
        timelineDate,
        lastUpdateDate,
        includeInactive,
        explain,
        relations,
        draftId,
        request);
  }

  @Operation(
      operationId = "deleteRecordByKeyInQuery",
      summary =
          "Delete the record of an external key given as a query parameter: logically, one period"
              + " of that origin, or physically (wipe=true)")
  @DeleteMapping("/{entityName}/{sourceSystem}")
  RecordAnswers.WriteResultRO deleteByKeyInQuery(
      @PathVariable String entityName,
      @PathVariable String sourceSystem,
      @Parameter(description = EXTERNAL_ID_QUERY) @RequestParam String externalId,
      @RequestParam(defaultValue = "false") boolean wipe,
      @RequestParam(required = false) String validFrom,
      @RequestParam(required = false) String validTo,
      @RequestParam(required = false) Long draftId,
      @RequestParam(required = false) Long parentDraftId,
      HttpServletRequest request) {
    return delete(
        entityName,
        sourceSystem,
        externalId,
        wipe,
        validFrom,
        validTo,
        draftId,
        parentDraftId,
        request);
  }

  @Operation(
      operationId = "deleteRecordByKey",
      summary =
          "Delete the record of an external key: logically, one period of that origin, or physically (wipe=true)")
  @DeleteMapping("/{entityName}/{sourceSystem}/{externalId}")
  RecordAnswers.WriteResultRO delete(
      @PathVariable String entityName,
      @PathVariable String sourceSystem,
      @Parameter(description = EXTERNAL_ID) @PathVariable String externalId,
      @RequestParam(defaultValue = "false") boolean wipe,
      @RequestParam(required = false) String validFrom,
      @RequestParam(required = false) String validTo,
      @RequestParam(required = false) Long draftId,
      @RequestParam(required = false) Long parentDraftId,
      HttpServletRequest request) {
    List<Problem> problems = new ArrayList<>();
    DraftTarget target = DraftTarget.of(draftId, parentDraftId, problems);
    PlatformException.throwIfAny(problems);
    return answers.written(
        records.delete(
            RecordLocator.byKey(entityName, sourceSystem, externalId),
            RecordBodies.date(validFrom, "validFrom", zone),
            RecordBodies.date(validTo, "validTo", zone),
            wipe,
            target,
            CurrentUser.get()),
        request);
  }

  /** Restores a record or a period: {@code {entityName, etalonId | externalId + sourceSystem}}. */
  @Operation(
      operationId = "restoreRecord",
      summary = "Restore a logically deleted record, or deleted periods")
  @ErrorAnswer(
      status = 404,
      description = "The record, or the draft named by draftId, does not exist.")
  @PostMapping("/restore")
  RecordAnswers.WriteResultRO restore(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(schema = @Schema(implementation = RecordRequests.RestoreRecordRO.class)))
          @RequestBody
          JsonNode body,
      HttpServletRequest request) {
    RecordLocator locator = RecordBodies.locator(body);
    List<Problem> problems = new ArrayList<>();
    var from = RecordBodies.date(body, "validFrom", zone, problems);
    var to = RecordBodies.date(body, "validTo", zone, problems);
    DraftTarget target = DraftTarget.of(body, problems);
    PlatformException.throwIfAny(problems);
    return answers.written(records.restore(locator, from, to, target, CurrentUser.get()), request);
  }

  private RecordAnswers.EtalonRO read(
      RecordLocator locator,
      String timelineDate,
      String lastUpdateDate,
      boolean includeInactive,
      boolean explain,
      boolean relations,
      Long draftId,
      HttpServletRequest request) {
    List<Problem> problems = new ArrayList<>();
    DraftTarget target = DraftTarget.of(draftId, null, problems);
    PlatformException.throwIfAny(problems);
    RecordRead read =
        new RecordRead(
            locator,
            RecordBodies.date(timelineDate, "timelineDate", zone),
            RecordBodies.date(lastUpdateDate, "lastUpdateDate", zone),
            includeInactive,
            explain,
            settings.fetchEnumIdValue(),
            relations);
    return answers.etalon(
        target.present()
            ? drafted.getThroughDraft(read, target.draftId(), CurrentUser.get())
            : records.get(read, CurrentUser.get()),
        request);
  }
}
