package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.Map;

/** Whether an information system's assets are linked to assets outside it. */
public record SystemRelations(
    @NotNull @Schema(description = "The information system asked about.") String informationSystem,
    @Schema(
            description =
                "Whether an active link joins one of its assets to the business layer or to an"
                    + " asset of another information system.")
        boolean hasRelations,
    @Schema(description = "Active links between its assets and business-layer assets.")
        long businessLayer,
    @NotNull
        @Schema(
            description =
                "Active links between its assets and those of each other system, by name.")
        Map<String, Long> otherSystems) {}
