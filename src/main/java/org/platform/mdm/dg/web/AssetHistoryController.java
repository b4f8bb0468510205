package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.dg.history.AssetEventType;
import org.platform.mdm.dg.history.AssetHistoryItem;
import org.platform.mdm.dg.history.AssetHistoryPage;
import org.platform.mdm.dg.history.AssetHistoryService;
import org.platform.mdm.dg.history.AssetsService;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.Messages;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * An asset's history (the spec's {@code assets-history}), its event types, and the deprecated
 * {@code assets/vistory} answering the same.
 */
@RestController
@Tag(
    name = "Asset history",
    description =
        "What happened to an asset: created, updated (with the attributes that changed), periods"
            + " added, deleted and restored, deleted and restored, relations added and deleted,"
            + " merged. Computed from the asset record's history through the pipeline"
            + " org.platform.dg.data[ASSET_HISTORY_START].")
@RequestMapping("/api/v1/dg/data")
@AnyUser(entityRights = "READ on the asset's asset type")
class AssetHistoryController {

  private static final String NO_ASSET =
      "No asset has the etalon id (the record is of no asset type, does not exist, or the user's"
          + " security labels hide it), or no asset of the type has the key.";

  private final AssetHistoryService history;
  private final AssetsService assets;
  private final Messages messages;
  private final ZoneId zone;

  AssetHistoryController(
      AssetHistoryService history, AssetsService assets, Messages messages, Clock clock) {
    this.history = history;
    this.assets = assets;
    this.messages = messages;
    this.zone = clock.getZone();
  }

  record EventTypeRO(
      @NotNull @Schema(description = "The type as requests and events name it.")
          AssetEventType name,
      @NotNull @Schema(description = "The name to show, in the language asked for.")
          String displayName,
      @NotNull @Schema(description = "What the event means, in the language asked for.")
          String description) {}

  record EventTypesRO(Details details, @NotNull List<EventTypeRO> types) {}

  record AssetHistoryRequestRO(
      @Schema(
              description =
                  "The asset's etalon id; without it, externalId, sourceSystem and assetType name"
                      + " it by a key.")
          String etalonId,
      @Schema(description = "The asset's external id in sourceSystem.") String externalId,
      @Schema(description = "The source system of externalId.") String sourceSystem,
      @Schema(description = "The asset type (its register) of the key.") String assetType,
      @Schema(description = "The earliest event date to answer (inclusive); absent: no bound.")
          OffsetDateTime from,
      @Schema(description = "The latest event date to answer (inclusive); absent: no bound.")
          OffsetDateTime to,
      @Schema(description = "The event types to answer; absent or empty: all.")
          List<String> eventTypes,
      @Schema(description = "Events to skip, newest first; default 0.") Integer offset,
      @Schema(description = "Events to answer, 1 to 500; default 50.") Integer limit) {}

  record ChangeRO(
      @NotNull String attribute,
      @Schema(description = "The value before; null when the attribute had none.")
          JsonNode oldValue,
      @Schema(description = "The value after; null when the attribute has none.")
          JsonNode newValue) {}

  record RelationRO(
      @NotNull String relationName,
      @NotNull @Schema(description = "The record at the link's other end.") String etalonId,
      @Schema(
              description =
                  "That record's name now; null when the user may not see it or it is gone.")
          String displayName) {}

  record AssetHistoryItemRO(
      @NotNull AssetEventType eventType,
      @NotNull OffsetDateTime date,
      @Schema(description = "Who made the change.") String user,
      @Schema(description = "The source of a write (of the asset, a link or a period).")
          String sourceSystem,
      @Schema(description = "The asset's external id in that source.") String externalId,
      @Schema(description = "The revision the write made in its source.") Integer revision,
      @Schema(description = "Start of the written period; null: unbounded or no write.")
          OffsetDateTime validFrom,
      @Schema(description = "End of the written period; null: unbounded or no write.")
          OffsetDateTime validTo,
      @NotNull
          @Schema(
              description =
                  "What a write changed in its source's values, by attribute (the whole values"
                      + " for CREATE); empty for other events.")
          List<ChangeRO> changes,
      @Schema(description = "The link a RELATION_ADD or RELATION_DELETE wrote; null otherwise.")
          RelationRO relation,
      @Schema(
              description =
                  "MERGE: the asset merged into this one; MERGE_LOSER: the one this was merged"
                      + " into; UNMERGE: the record sources left for or came from; null"
                      + " otherwise.")
          String otherEtalonId) {}

  record AssetHistoryRO(
      Details details,
      @Schema(description = "Events matching the request in all.") long total,
      @NotNull @Schema(description = "The page of events, newest first.")
          List<AssetHistoryItemRO> items) {}

  @Operation(operationId = "assetHistoryTypes", summary = "Every event type of an asset's history")
  @GetMapping("/assets-history/types")
  EventTypesRO types(HttpServletRequest request) {
    return new EventTypesRO(
        Details.empty(),
        history.types().stream()
            .map(
                t ->
                    new EventTypeRO(
                        t,
                        messages.text(request, t.nameKey()),
                        messages.text(request, t.descriptionKey())))
            .toList());
  }

  @Operation(
      operationId = "assetHistory",
      summary = "An asset's history: its events by date range, type and page, newest first")
  @ErrorAnswer(status = 404, description = NO_ASSET)
  @PostMapping("/assets-history")
  AssetHistoryRO assetHistory(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content = @Content(schema = @Schema(implementation = AssetHistoryRequestRO.class)))
          @RequestBody
          JsonNode body) {
    return answer(history.history(AssetHistoryBodies.query(body, zone), CurrentUser.get()));
  }

  /**
   * @deprecated replaced by {@code POST /api/v1/dg/data/assets-history}
   */
  @Deprecated
  @SuppressWarnings("deprecation")
  @Operation(
      operationId = "assetVistory",
      deprecated = true,
      summary = "Deprecated, replaced by assets-history: answers the same")
  @ErrorAnswer(status = 404, description = NO_ASSET)
  @PostMapping("/assets/vistory")
  AssetHistoryRO vistory(
      @io.swagger.v3.oas.annotations.parameters.RequestBody(
              content = @Content(schema = @Schema(implementation = AssetHistoryRequestRO.class)))
          @RequestBody
          JsonNode body) {
    return answer(assets.getVistory(AssetHistoryBodies.query(body, zone), CurrentUser.get()));
  }

  private static AssetHistoryRO answer(AssetHistoryPage page) {
    return new AssetHistoryRO(
        Details.empty(),
        page.total(),
        page.items().stream().map(AssetHistoryController::item).toList());
  }

  private static AssetHistoryItemRO item(AssetHistoryItem i) {
    return new AssetHistoryItemRO(
        i.eventType(),
        i.date(),
        i.user(),
        i.sourceSystem(),
        i.externalId(),
        i.revision(),
        i.validFrom(),
        i.validTo(),
        i.changes().stream()
            .map(c -> new ChangeRO(c.attribute(), c.oldValue(), c.newValue()))
            .toList(),
        i.relation() == null
            ? null
            : new RelationRO(
                i.relation().relationName(), i.relation().etalonId(), i.relation().displayName()),
        i.otherEtalonId());
  }
}
