package org.platform.mdm.dg.asset;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** The bodies of the asset API as the spec names them (DG 2.7: {@code UpsertAssetRequestRO} …). */
public final class AssetRequests {

  static final String DATE =
      "ISO 8601: a date (2024-01-31), a local date-time (2024-01-31T10:00:00, in the server's"
          + " zone) or a date-time with offset; null = unbounded.";

  private AssetRequests() {}

  /** An asset's key in one source system. */
  @Schema(name = "AssetExternalIdRO")
  public record AssetExternalId(
      @Schema(description = "The asset's id in the source system.") String externalId,
      @Schema(description = "A source system of the data model.") String sourceSystem) {

    /** Whether both the id and the source system are given. */
    boolean complete() {
      return externalId != null && sourceSystem != null;
    }
  }

  /** One link an asset write makes. */
  @Schema(name = "AssetRelationRO")
  public record AssetRelation(
      @Schema(description = "The related asset, by its etalon id.", format = "uuid")
          String toEtalonId,
      @Schema(description = "The related asset, by one of its keys.") AssetExternalId toExternalId,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo,
      @Schema(description = "The relation's own attribute values by name.")
          Map<String, JsonNode> attributes) {}

  /** The origin record an upsert writes. */
  @Schema(name = "AssetRecordRO")
  public record AssetRecord(
      @Schema(
              description =
                  "The asset type: a register of the data model with an `assetType`"
                      + " (dgTable, dgColumn, dgBusinessTerm, or a type of your own).")
          String assetType,
      @Schema(description = DATE) String validFrom,
      @Schema(description = DATE) String validTo,
      @Schema(description = "The asset's attribute values by name, as the asset type defines them.")
          Map<String, JsonNode> attributes,
      @Schema(description = "Links from this asset, by relation name.")
          Map<String, List<AssetRelation>> relations) {}

  /** {@code POST /api/v1/dg/data/assets/upsert}. */
  @Schema(name = "UpsertAssetRequestRO")
  public record UpsertAsset(
      @Schema(description = "The origin record to write (required).") AssetRecord asset,
      @Schema(
              description =
                  "Keep the write in this record draft instead of applying it; absent or 0:"
                      + " written at once.")
          Long draftId,
      @Schema(
              description =
                  "Keep the write in a new record draft under this parent; each link goes to a"
                      + " relation draft of its own under it.")
          Long parentDraftId,
      @Schema(
              description =
                  "Update this asset (only an ACTIVE one). Alone, the write is the platform's"
                      + " (a steward's edit); with externalId, that key is attached to it.",
              format = "uuid")
          String etalonId,
      @Schema(description = "The key: required to create an asset.") AssetExternalId externalId,
      @Schema(
              description =
                  "Update only: the asset's version as last read (`lsn` of the answer); another"
                      + " write since is answered 409.")
          Long lsn,
      @Schema(
              description =
                  "How the asset's links are written: DIRECT (the default) or CASCADED (as a"
                      + " consequence of another write); `Direct` and `Cascade` are accepted.")
          String operationType) {}

  /** {@code POST /api/v1/dg/data/assets/delete}. */
  @Schema(name = "DeleteAssetRequestRO")
  public record DeleteAsset(
      @Schema(format = "uuid", description = "The asset, by etalon id.") String etalonId,
      @Schema(description = "The asset, by a key (with assetType); required by inactivateOrigin.")
          AssetExternalId externalId,
      @Schema(description = "The asset type, with externalId.") String assetType,
      @Schema(description = "Logically delete the origin of the key's source system.")
          Boolean inactivateOrigin,
      @Schema(description = "Logically delete the asset (its history stays).")
          Boolean inactivateEtalon,
      @Schema(description = "Physically delete the asset with its history and links.") Boolean wipe,
      @Schema(description = "Keep the delete in this record draft (not a wipe).") Long draftId,
      @Schema(description = "Keep the delete in a new record draft under this parent.")
          Long parentDraftId) {}

  /** {@code POST /api/v1/dg/data/assets/restore}. */
  @Schema(name = "RestoreAssetRequestRO")
  public record RestoreAsset(
      @Schema(format = "uuid", description = "The logically deleted asset (required).")
          String etalonId,
      @Schema(description = "Keep the restore in this record draft.") Long draftId,
      @Schema(description = "Keep the restore in a new record draft under this parent.")
          Long parentDraftId) {}

  /** {@code POST /api/v1/dg/data/relations/upsert}. */
  @Schema(name = "UpsertRelationsRequestRO")
  public record UpsertRelations(
      @Schema(description = "The asset type of the links' left end (required).") String typeName,
      @Schema(format = "uuid", description = "The left end, by etalon id.") String etalonId,
      @Schema(description = "The left end, by a key; its links are that source's.")
          AssetExternalId externalId,
      @Schema(description = "The left end's version as last read; another write since: 409.")
          Long lsn,
      @Schema(
              description =
                  "How the links are written: DIRECT (the default) or CASCADED; `Direct` and"
                      + " `Cascade` are accepted.")
          String operationType,
      @Schema(description = "The links to write, by relation name (required).")
          Map<String, List<AssetRelation>> relations) {}
}
