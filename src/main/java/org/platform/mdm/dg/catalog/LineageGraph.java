package org.platform.mdm.dg.catalog;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;

/** The lineage of an asset: its upstream and downstream assets to a depth, for a graph. */
public record LineageGraph(
    @NotNull @Schema(description = "The assets: the one asked about first (depth 0).")
        List<Node> nodes,
    @NotNull
        @Schema(
            description =
                "The dependencies between the nodes: `from` depends on `to` (`to` is upstream).")
        List<Edge> edges,
    @Schema(
            description =
                "True when the walk stopped at the most nodes one answer holds, leaving some out.")
        boolean truncated) {

  /** An asset of the graph. */
  public record Node(
      @NotNull @Schema(description = "The asset's etalon id.") String etalonId,
      @NotNull @Schema(description = "Its asset type.") String assetType,
      @NotNull @Schema(description = "Its display name now.") String displayName,
      @Schema(description = "False when the asset is logically deleted.") boolean active,
      @Schema(
              description =
                  "How far it is from the asset asked about: negative upstream (-1: a direct"
                      + " source), positive downstream, 0 the asset itself.")
          int depth,
      @Schema(description = "The colour of its asset type (#rrggbb), null when the type has none.")
          String color) {}

  /** A dependency. */
  public record Edge(
      @NotNull @Schema(description = "The dependent asset's etalon id.") String from,
      @NotNull @Schema(description = "The etalon id of the asset it depends on.") String to,
      @NotNull @Schema(description = "The relation of the link.") String relationName,
      @NotNull
          @Schema(
              description =
                  "LINK: a link of the two assets; THROUGH_CHILDREN: a link of assets they"
                      + " contain (a column of one table referencing a column of the other).",
              allowableValues = {"LINK", "THROUGH_CHILDREN"})
          String kind) {}
}
