package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;

/** An asset as the catalog names it. */
@Schema(description = "An asset: its id, type, name now and whether it is active.")
public record AssetRef(
    @NotNull @Schema(description = "The asset's etalon id.") String etalonId,
    @NotNull @Schema(description = "Its asset type (a register of the data model).")
        String assetType,
    @NotNull @Schema(description = "Its display name now.") String displayName,
    @Schema(description = "False when the asset is logically deleted.") boolean active) {}
