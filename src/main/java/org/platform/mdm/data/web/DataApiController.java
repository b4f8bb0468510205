package org.platform.mdm.data.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.AtomicRead;
import org.platform.mdm.data.ContributionsView;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.HistoryEvent;
import org.platform.mdm.data.OriginView;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordPayloadContributor;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.TimelineView;
import org.platform.mdm.data.record.RecordContributions;
import org.platform.mdm.data.record.RecordDetails;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * Data API v2 (module id {@code org.platform.mdm.rest.v2.data}): the atomic get and the historic
 * record, whose payloads later modules extend with their own keys, and an etalon's timeline,
 * origins and history.
 */
@RestController
@Tag(
    name = "Records (v2)",
    description = "Atomic get of a record and the timeline and origins of a golden record")
@RequestMapping("/api/v2/data")
@AnyUser(entityRights = "READ on the record's entity")
class DataApiController {

  /** The payload key of this module in atomic get and historic record requests and answers. */
  static final String PAYLOAD_KEY = "org.platform.mdm.rest.v2.data";

  private final RecordService records;
  private final RecordDetails details;
  private final RecordContributions contributions;
  private final RecordAnswers answers;
  private final List<RecordPayloadContributor> contributors;
  private final ZoneId zone;

  DataApiController(
      RecordService records,
      RecordDetails details,
      RecordContributions contributions,
      RecordAnswers answers,
      org.springframework.beans.factory.ObjectProvider<RecordPayloadContributor> contributors,
      Clock clock) {
    this.records = records;
    this.details = details;
    this.contributions = contributions;
    this.answers = answers;
    this.contributors = contributors.orderedStream().toList();
    this.zone = clock.getZone();
  }

  record RecordKeysRO(
      String etalonId, String entityName, List<EtalonView.ExternalKeyView> externalKeys) {}

  record DataPayloadRO(Details details, RecordKeysRO recordKeys, RecordAnswers.EtalonRO etalon) {}

  record AtomicResponseRO(Details details, Map<String, Object> payload) {}

  record TimelineResponseRO(Details details, String etalonId, List<TimelineView> timeline) {}

  record HistoryResponseRO(Details details, String etalonId, List<HistoryEvent> events) {}

  record OriginsResponseRO(Details details, String etalonId, List<OriginView> origins) {}

  record ContributionsResponseRO(Details details, ContributionsView record) {}

  @Operation(
      operationId = "getRecordAtomic",
      summary = "Read a record with the payload of every module (data: keys and golden record)")
  @ErrorAnswer(
      status = 404,
      description =
          "The record, or its register or reference set, does not exist (or not at the asked dates).")
  @PostMapping("/atomic/get")
  AtomicResponseRO atomicGet(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(schema = @Schema(implementation = RecordRequests.AtomicRequestRO.class)))
          @RequestBody
          JsonNode body,
      jakarta.servlet.http.HttpServletRequest http) {
    return read(body, http, false);
  }

  @Operation(
      operationId = "getHistoricRecord",
      summary =
          "The historic record: the record as known at lastUpdateDate (now when absent), valid at"
              + " timelineDate, from only the sources it held then; a merged record as it stood"
              + " just before its merge")
  @ErrorAnswer(
      status = 404,
      description = "The record does not exist, or did not exist as known at lastUpdateDate.")
  @PostMapping("/records-history/historic-record")
  AtomicResponseRO historicRecord(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(schema = @Schema(implementation = RecordRequests.AtomicRequestRO.class)))
          @RequestBody
          JsonNode body,
      jakarta.servlet.http.HttpServletRequest http) {
    return read(body, http, true);
  }

  @Operation(
      operationId = "getRecordHistory",
      summary =
          "Every event of a record in order: writes with the attributes they changed, deletes and"
              + " restores, links added and deleted, merges and unmerges")
  @GetMapping("/records/{etalonId}/history")
  HistoryResponseRO history(@PathVariable String etalonId) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    return new HistoryResponseRO(Details.empty(), etalonId, records.history(id, CurrentUser.get()));
  }

  private AtomicResponseRO read(
      JsonNode body, jakarta.servlet.http.HttpServletRequest http, boolean historic) {
    JsonNode request = body.path("payload").path(PAYLOAD_KEY);
    if (!request.isObject()) {
      throw new PlatformException(
          List.of(
              Problem.at("payload." + PAYLOAD_KEY, DataErrors.DATA_PAYLOAD_REQUIRED, PAYLOAD_KEY)));
    }
    RecordLocator locator = RecordBodies.locator(request);
    List<Problem> problems = new ArrayList<>();
    var timelineDate = RecordBodies.date(request, "timelineDate", zone, problems);
    var lastUpdateDate = RecordBodies.date(request, "lastUpdateDate", zone, problems);
    JsonNode includeInactive = request.path("includeInactive");
    if (!includeInactive.isMissingNode()
        && !includeInactive.isNull()
        && !includeInactive.isBoolean()) {
      problems.add(
          Problem.at("includeInactive", DataErrors.DATA_FIELD_NOT_BOOLEAN, "includeInactive"));
    }
    PlatformException.throwIfAny(problems);
    RecordRead read =
        historic
            ? RecordRead.historic(locator, timelineDate, lastUpdateDate)
            : new RecordRead(
                locator,
                timelineDate,
                lastUpdateDate,
                includeInactive.asBoolean(false),
                false,
                false);
    AtomicRead reads = new AtomicRead(PAYLOAD_KEY, read, moduleReads(body.path("payload"), read));
    EtalonView view = records.get(reads, CurrentUser.get());
    Map<String, Object> payload = new LinkedHashMap<>();
    for (RecordPayloadContributor contributor : contributors) {
      payload.put(
          contributor.payloadKey(),
          contributor.payload(
              view.etalonId(), reads.of(contributor.payloadKey()), CurrentUser.get()));
    }
    payload.put(
        PAYLOAD_KEY,
        new DataPayloadRO(
            answers.info(view.info(), http),
            new RecordKeysRO(view.etalonId().toString(), view.entityName(), view.externalKeys()),
            answers.etalon(view, http)));
    return new AtomicResponseRO(Details.empty(), payload);
  }

  /**
   * The requests of the modules whose own request is in the payload (the classifiers module's
   * {@code com.platform.mdm.rest.v1.classifiers}): the data module's read with the dates that
   * request gives, and the record it names. A module without a request of its own answers at the
   * data module's read.
   */
  private Map<String, AtomicRead.ModuleRead> moduleReads(JsonNode payload, RecordRead read) {
    Map<String, AtomicRead.ModuleRead> reads = new LinkedHashMap<>();
    List<Problem> problems = new ArrayList<>();
    for (RecordPayloadContributor contributor : contributors) {
      JsonNode request = payload.path(contributor.payloadKey());
      if (!request.isObject()) {
        continue;
      }
      int before = problems.size();
      var timelineDate = RecordBodies.date(request, "timelineDate", zone, problems);
      var lastUpdateDate = RecordBodies.date(request, "lastUpdateDate", zone, problems);
      for (int i = before; i < problems.size(); i++) {
        problems.set(i, problems.get(i).under("payload." + contributor.payloadKey()));
      }
      reads.put(
          contributor.payloadKey(),
          new AtomicRead.ModuleRead(
              read.withDates(timelineDate, lastUpdateDate),
              request.path("etalonId").asString(null)));
    }
    PlatformException.throwIfAny(problems);
    return reads;
  }

  @Schema(
      description =
          "A record's new status: INACTIVE deletes it logically (its history stays, reads without"
              + " includeInactive no longer find it), ACTIVE restores it. entityName is the"
              + " record's register or reference set.")
  record RecordStatusRequestRO(
      @NotNull String entityName,
      @NotNull @Schema(allowableValues = {"ACTIVE", "INACTIVE"}) String status) {}

  @Operation(
      operationId = "setRecordStatus",
      summary = "Set a record's status by hand: INACTIVE (a logical delete) or ACTIVE (a restore)",
      description =
          "Without a source write: the platform changes the golden record's status, with an event"
              + " in its history (DELETE or RESTORE) and a notification, as the delete and restore"
              + " operations do; its values and origins stay as they are. A record already in"
              + " the status answers 200 with a warning and changes nothing. Needs DELETE on the"
              + " record's entity to set INACTIVE and UPDATE to set ACTIVE.")
  @ErrorAnswer(
      status = 400,
      description =
          "status is not ACTIVE or INACTIVE, or entityName is missing or not the record's.")
  @ErrorAnswer(status = 403, description = "The user lacks the right the change needs.")
  @ErrorAnswer(status = 404, description = "The record does not exist.")
  @org.springframework.web.bind.annotation.PutMapping("/records/{etalonId}/status")
  RecordAnswers.WriteResultRO setStatus(
      @PathVariable String etalonId,
      @RequestBody RecordStatusRequestRO body,
      jakarta.servlet.http.HttpServletRequest http) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    List<Problem> problems = new ArrayList<>();
    if (body.entityName() == null || body.entityName().isBlank()) {
      problems.add(Problem.at("entityName", DataErrors.DATA_FIELD_REQUIRED, "entityName"));
    }
    if (!"ACTIVE".equals(body.status()) && !"INACTIVE".equals(body.status())) {
      problems.add(
          Problem.at(
              "status", DataErrors.DATA_RECORD_STATUS_INVALID, String.valueOf(body.status())));
    }
    PlatformException.throwIfAny(problems);
    RecordLocator locator = RecordLocator.byEtalon(body.entityName(), id);
    var result =
        "INACTIVE".equals(body.status())
            ? records.delete(locator, null, null, false, CurrentUser.get())
            : records.restore(locator, null, null, CurrentUser.get());
    return answers.written(result, http);
  }

  @Operation(
      operationId = "getRecordTimeline",
      summary =
          "The timeline of a golden record: its intervals and the origin revisions that make each")
  @GetMapping("/records/{etalonId}/timeline")
  TimelineResponseRO timeline(@PathVariable String etalonId) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    return new TimelineResponseRO(
        Details.empty(), etalonId, details.timeline(id, CurrentUser.get()));
  }

  @Operation(
      operationId = "getRecordOrigins",
      summary = "The origins of a golden record with all their revisions")
  @GetMapping("/records/{etalonId}/origins")
  OriginsResponseRO origins(@PathVariable String etalonId) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    return new OriginsResponseRO(Details.empty(), etalonId, details.origins(id, CurrentUser.get()));
  }

  @Operation(
      operationId = "getRecordContributions",
      summary =
          "A golden record at timelineDate (now when absent) with every source's value of every"
              + " attribute: its weight, the date it was written, whether it wins, and which"
              + " attributes the platform's source overrides")
  @ErrorAnswer(status = 404, description = "The record does not exist.")
  @GetMapping("/records/{etalonId}/values")
  ContributionsResponseRO contributions(
      @PathVariable String etalonId, @RequestParam(required = false) String timelineDate) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    OffsetDateTime at = RecordBodies.date(timelineDate, "timelineDate", zone);
    return new ContributionsResponseRO(
        Details.empty(),
        contributions.at(id, at == null ? null : at.toInstant(), CurrentUser.get()));
  }
}
