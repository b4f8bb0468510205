package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;

/** One link of an asset, seen from it. */
@Schema(description = "One link of the asset, seen from it, with the asset at its other end.")
public record AssetRelation(
    @NotNull @Schema(description = "The link's id (its relation etalon id).")
        String relationEtalonId,
    @NotNull @Schema(description = "The relation of the data model.") String relationName,
    @NotNull @Schema(description = "The relation's type.") LinkType relationType,
    @NotNull
        @Schema(
            description =
                "OUTGOING when the link starts at the asset, INCOMING when it ends there.",
            allowableValues = {"OUTGOING", "INCOMING"})
        RelationDirection direction,
    @NotNull
        @Schema(
            description = "How the link was last written.",
            allowableValues = {"DIRECT", "CASCADED"})
        String operationType,
    @NotNull
        @Schema(
            description = "INACTIVE when the link is logically deleted.",
            allowableValues = {"ACTIVE", "INACTIVE"})
        String status,
    @NotNull @Schema(description = "The asset at the other end.") AssetRef other) {}
