package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;

/** A page of assets found. */
public record AssetPage(
    @Schema(description = "How many assets match in all.") long total,
    @NotNull
        @Schema(
            description = "The page's assets by display name (case-insensitive), then etalon id.")
        List<FoundAsset> items) {}
