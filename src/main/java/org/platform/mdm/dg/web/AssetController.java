package org.platform.mdm.dg.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.NoticeTexts;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.asset.AssetRequests;
import org.platform.mdm.dg.asset.AssetService;
import org.platform.mdm.dg.asset.AssetView;
import org.platform.mdm.dg.history.AssetTransitionPoints;
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

/** Assets as the spec's asset API names them: upsert, get, delete, restore, and their links. */
@RestController
@Tag(
    name = "Assets",
    description =
        "Assets are records of asset types; every write goes through the record pipelines (drafts,"
            + " timelines, history, search, quality) of the asset type's register.")
@RequestMapping("/api/v1/dg/data")
@AnyUser(entityRights = "READ to read, CREATE/UPDATE to write, DELETE to delete on the asset type")
class AssetController {

  private final AssetService assets;
  private final Messages messages;

  AssetController(AssetService assets, Messages messages) {
    this.assets = assets;
    this.messages = messages;
  }

  @Schema(name = "AssetWriteRO")
  record WriteRO(
      @Schema(
              description =
                  "`info`: the transition a delete or restore wrote into the asset's history"
                      + " (told by [ASSET_DELETE_TRANSITION] and [ASSET_RESTORE_TRANSITION]);"
                      + " `warning`: notes of the write.")
          Details details,
      @Schema(description = "The asset written (for a drafted write: as the draft shows it).")
          String etalonId,
      @Schema(description = "Whether the write made a new asset.") boolean created,
      @Schema(description = "The draft the change went to; null when it was applied.") Long draftId,
      @Schema(description = "Whether the write held what the asset holds: nothing was written.")
          boolean unchanged,
      List<EtalonView.ExternalKeyView> externalKeys) {}

  @Schema(name = "AssetRelationsWrittenRO")
  record RelationsWrittenRO(
      Details details,
      String etalonId,
      String assetType,
      @Schema(description = "The asset's outgoing links in force now, by relation.")
          Map<String, List<RelationView>> relations) {}

  @Schema(name = "AssetGetRO")
  record AssetRO(Details details, AssetView asset) {}

  @PostMapping("/assets/upsert")
  @Operation(
      operationId = "upsertAsset",
      summary = "Write an asset: a source system's version of it, or a steward's edit",
      description =
          "`asset.assetType` names the asset type; a new asset needs `externalId` (id and source"
              + " system). With `etalonId` the write updates that asset (an ACTIVE one of that"
              + " type; with `lsn`, only at that version). With `draftId` or `parentDraftId` the"
              + " write is kept in a record draft and applied when the draft is published; links"
              + " under a parent go to relation drafts of their own.")
  @ErrorAnswer(status = 403, description = "The user lacks CREATE or UPDATE on the asset type.")
  @ErrorAnswer(status = 404, description = "No asset has the etalonId.")
  @ErrorAnswer(
      status = 409,
      description = "The asset is logically deleted, or `lsn` is not its version any more.")
  WriteRO upsert(@RequestBody AssetRequests.UpsertAsset body, HttpServletRequest request) {
    return written(assets.upsert(body, CurrentUser.get()), request);
  }

  @GetMapping("/assets/{etalonId}")
  @Operation(
      operationId = "getAsset",
      summary = "An asset at a date, as its card shows it",
      description =
          "`date` (ISO 8601 date-time; now when absent) picks the period; `includeInactive`"
              + " answers a logically deleted asset too; `relations` adds its outgoing links in"
              + " force at the date.")
  @ErrorAnswer(status = 403, description = "The user lacks READ on the asset type.")
  @ErrorAnswer(
      status = 404,
      description = "No asset has the id, or it has no (active) version at the date.")
  AssetRO get(
      @PathVariable String etalonId,
      @RequestParam(required = false) OffsetDateTime date,
      @RequestParam(defaultValue = "false") boolean includeInactive,
      @RequestParam(defaultValue = "false") boolean relations) {
    return new AssetRO(
        Details.empty(), assets.get(etalonId, date, includeInactive, relations, CurrentUser.get()));
  }

  @PostMapping("/assets/delete")
  @Operation(
      operationId = "deleteAsset",
      summary = "Delete an asset: its origin, the asset, or physically",
      description =
          "Exactly one of `inactivateOrigin` (the key's source no longer has it: needs"
              + " `externalId` and `assetType`; applied at once), `inactivateEtalon` (a logical"
              + " delete: the history stays and `restore` brings it back; an asset already"
              + " deleted is refused) and `wipe` (gone with its history and links; never in a"
              + " draft).")
  @ErrorAnswer(status = 403, description = "The user lacks DELETE on the asset type.")
  @ErrorAnswer(status = 404, description = "No asset has the id or key.")
  @ErrorAnswer(status = 409, description = "The asset is already logically deleted.")
  WriteRO delete(@RequestBody AssetRequests.DeleteAsset body, HttpServletRequest request) {
    return written(assets.delete(body, CurrentUser.get()), request);
  }

  @PostMapping("/assets/restore")
  @Operation(
      operationId = "restoreAsset",
      summary = "Restore a logically deleted asset",
      description = "At once, or kept in a record draft with `draftId` or `parentDraftId`.")
  @ErrorAnswer(status = 403, description = "The user lacks DELETE on the asset type.")
  @ErrorAnswer(status = 404, description = "No asset has the id.")
  @ErrorAnswer(status = 409, description = "The asset is not deleted.")
  WriteRO restore(@RequestBody AssetRequests.RestoreAsset body, HttpServletRequest request) {
    return written(assets.restore(body, CurrentUser.get()), request);
  }

  @PostMapping("/relations/upsert")
  @Operation(
      operationId = "upsertAssetRelations",
      summary = "Write links from one asset",
      description =
          "`typeName` is the asset type of the left end, named by `etalonId` (the links are then"
              + " the platform's) or by `externalId` (that source's). Applied at once, in one"
              + " transaction; every problem is listed together. To draft links, send them with"
              + " the asset's upsert under a `parentDraftId`.")
  @ErrorAnswer(status = 403, description = "The user lacks UPDATE on the asset type.")
  @ErrorAnswer(status = 404, description = "No asset has the id or key.")
  @ErrorAnswer(status = 409, description = "The asset is logically deleted, or `lsn` is stale.")
  RelationsWrittenRO upsertRelations(
      @RequestBody AssetRequests.UpsertRelations body, HttpServletRequest request) {
    LinkWrites.Written written = assets.upsertRelations(body, CurrentUser.get());
    return new RelationsWrittenRO(
        warnings(written.warnings(), request),
        written.etalonId().toString(),
        written.entityName(),
        written.relations());
  }

  private WriteRO written(WriteResult result, HttpServletRequest request) {
    return new WriteRO(
        warnings(result.warnings(), request),
        result.etalonId() == null ? null : result.etalonId().toString(),
        result.created(),
        result.draftId(),
        result.unchanged(),
        result.externalKeys());
  }

  /** The operation's notes: the history transition it made as info, the rest as warnings. */
  private Details warnings(List<Notice> notices, HttpServletRequest request) {
    Map<Boolean, List<Notice>> transition =
        notices.stream()
            .collect(
                Collectors.partitioningBy(
                    n -> AssetTransitionPoints.NOTICE_KEY.equals(n.messageKey())));
    return new Details(
        NoticeTexts.entries(transition.get(true), DgErrors.MODULE_ID, messages, request),
        NoticeTexts.entries(transition.get(false), DgErrors.MODULE_ID, messages, request),
        List.of());
  }
}
