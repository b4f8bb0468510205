package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;

/** A page of an asset's links. */
public record RelationPage(
    @Schema(description = "How many links match in all.") long total,
    @NotNull
        @Schema(
            description =
                "The page's links, by the other end's display name (case-insensitive), then its"
                    + " etalon id, then the link's id.")
        List<AssetRelation> items) {}
