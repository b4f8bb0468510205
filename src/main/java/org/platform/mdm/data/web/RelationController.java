package org.platform.mdm.data.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.RecordBodies;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RelationPage;
import org.platform.mdm.data.RelationQuery;
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
 * Reads of links between records: a record's outgoing or incoming links, and the filtered, paged
 * read of its links. Rights: READ on the record's register; links to records of registers the user
 * may not read are left out.
 */
@RestController
@Tag(name = "Relations", description = "Read and write the links between records")
@RequestMapping("/api/v2/data")
@AnyUser(
    entityRights =
        "READ on the record's entity to read (links to records of entities the user may not read"
            + " are left out); UPDATE on it to write its links, and READ on each related record's")
class RelationController {

  private final RecordService records;
  private final LinkWrites links;
  private final RecordAnswers answers;
  private final ZoneId zone;

  RelationController(RecordService records, LinkWrites links, RecordAnswers answers, Clock clock) {
    this.records = records;
    this.links = links;
    this.answers = answers;
    this.zone = clock.getZone();
  }

  record LinksResponseRO(
      Details details,
      String etalonId,
      String direction,
      List<RecordAnswers.RelationRO> relations) {}

  record LinksWrittenRO(
      Details details,
      @NotNull @Schema(format = "uuid") String etalonId,
      @NotNull String entityName,
      @NotNull @Schema(description = "The record's outgoing links in force now, by relation name.")
          Map<String, List<RecordAnswers.RelatedRO>> relations) {}

  record FilteredResponseRO(
      Details details, int totalCount, List<RecordAnswers.RelationRO> relations) {}

  @Operation(
      operationId = "getRecordRelations",
      summary = "The links of a record",
      description =
          "Outgoing (default) or incoming links. Without includeInactive, the periods in force"
              + " (at timelineDate when given), REFERENCES reduced to the link in force at each"
              + " instant; with includeInactive=true, every stored period of every link.")
  @GetMapping("/records/{etalonId}/relations")
  LinksResponseRO links(
      @PathVariable String etalonId,
      @Parameter(
              description = "The links from the record (outgoing) or to it (incoming).",
              schema =
                  @Schema(
                      allowableValues = {"outgoing", "incoming"},
                      defaultValue = "outgoing"))
          @RequestParam(defaultValue = "outgoing")
          String direction,
      @Parameter(description = "Only the links of this relation.") @RequestParam(required = false)
          String relationName,
      @Parameter(description = "The validity date: an ISO 8601 date-time (default now).")
          @RequestParam(required = false)
          String timelineDate,
      @Parameter(description = "Every stored period of every link, not only those in force.")
          @RequestParam(defaultValue = "false")
          boolean includeInactive) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    if (!direction.equals("outgoing") && !direction.equals("incoming")) {
      throw new PlatformException(
          List.of(Problem.at("direction", DataErrors.DATA_RELATION_DIRECTION_INVALID, direction)));
    }
    OffsetDateTime at = RecordBodies.date(timelineDate, "timelineDate", zone);
    RelationPage page =
        records.relations(
            new RelationQuery(
                id,
                relationName,
                direction.equals("incoming"),
                !includeInactive,
                null,
                Map.of(),
                at,
                null,
                false,
                0,
                null),
            CurrentUser.get());
    return new LinksResponseRO(Details.empty(), etalonId, direction, answers.relations(page));
  }

  @Operation(
      operationId = "searchRelations",
      summary = "A filtered, sorted, paged read of a record's links",
      description =
          "Body: etalonId, relationName?, direction? (outgoing | incoming), isReduceReferences?"
              + " (default true), entityName? (of the related record), attributes? (relation"
              + " attribute values that must match), timelineDate?, sortBy? (validFrom, validTo,"
              + " relationName, etalonId, attributes.<name>), sortOrder? (asc | desc), offset?,"
              + " limit?. With isReduceReferences true only periods in force come back, REFERENCES"
              + " reduced to the link in force at each instant; with false every stored period of"
              + " every link, and filter and pagination are ignored.")
  @ErrorAnswer(status = 404, description = "The record named by etalonId does not exist.")
  @PostMapping("/relations/filtered")
  FilteredResponseRO filtered(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(
                      schema = @Schema(implementation = RecordRequests.FilteredRelationsRO.class)))
          @RequestBody
          JsonNode body) {
    RelationPage page =
        records.relations(RecordBodies.relationQuery(body, zone), CurrentUser.get());
    return new FilteredResponseRO(Details.empty(), page.totalCount(), answers.relations(page));
  }

  @Operation(
      operationId = "writeRelations",
      summary =
          "Write and delete links from a record without a new version of it, in one transaction:"
              + " every problem is listed at once and nothing is written on refusal. The links are"
              + " the origin of sourceSystem; the record's version moves on and its change is"
              + " notified. Answers the record's outgoing links in force now")
  @ErrorAnswer(status = 403, description = "The user lacks UPDATE on the record's entity.")
  @ErrorAnswer(status = 404, description = "The record does not exist.")
  @PostMapping("/relations")
  LinksWrittenRO write(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content =
                  @Content(schema = @Schema(implementation = RecordRequests.WriteLinksRO.class)))
          @RequestBody
          JsonNode body,
      HttpServletRequest request) {
    LinkWrites.Written written = links.write(body, CurrentUser.get());
    return new LinksWrittenRO(
        answers.details(written.warnings(), request),
        written.etalonId().toString(),
        written.entityName(),
        RecordAnswers.related(written.relations()));
  }
}
