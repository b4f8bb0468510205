package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;

/** An asset a search found. */
public record FoundAsset(
    @NotNull @Schema(description = "The asset's etalon id.") String etalonId,
    @NotNull @Schema(description = "Its asset type.") String assetType,
    @NotNull @Schema(description = "Its display name now.") String displayName,
    @Schema(description = "False when the asset is logically deleted.") boolean active,
    @Schema(description = "The information system that holds it; null in the business layer.")
        String informationSystem) {}
