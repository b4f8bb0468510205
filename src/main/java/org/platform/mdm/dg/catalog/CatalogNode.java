package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;

/** A node of the catalog's tree: an information system, the business layer or an asset. */
@Schema(
    description = "A node of the catalog: an information system, the business layer or an asset.")
public record CatalogNode(
    @NotNull @Schema(description = "What the node is.") NodeKind kind,
    @Schema(
            description =
                "The asset's etalon id; null for an information system and the business layer.")
        String etalonId,
    @NotNull
        @Schema(
            description =
                "The asset's display name, the information system's name, or \"Business layer\".")
        String displayName,
    @Schema(description = "The asset's type; null for the other kinds.") String assetType,
    @Schema(
            description =
                "The information system of the asset, or the system's own name; null in the business layer.")
        String informationSystem,
    @Schema(description = "False for a logically deleted asset.") boolean active,
    @Schema(
            description =
                "Whether next-level of this node (with the same flags) has at least one child.")
        boolean hasChildren) {

  /** The same node with {@code hasChildren} as given. */
  CatalogNode withChildren(boolean children) {
    return new CatalogNode(
        kind, etalonId, displayName, assetType, informationSystem, active, children);
  }
}
