package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;

/** A page of a node's children. */
public record NodePage(
    @Schema(description = "How many children the node has in all.") long total,
    @NotNull
        @Schema(
            description =
                "The page's children by display name (case-insensitive), then etalon id; the"
                    + " roots are the information systems by name, then the business layer.")
        List<CatalogNode> items) {}
