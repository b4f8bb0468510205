package org.platform.mdm.dg.asset;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.ModelPublishListener;
import org.springframework.stereotype.Component;

/**
 * A type that stops being an asset type (its register removed from the model, or its {@code
 * assetType} taken away) leaves the catalog with the publication that made it so: its rows of the
 * asset graph and their links go in the publication's transaction, so no search, catalog level or
 * lineage shows records that are no assets any more. Making the type an asset type again brings
 * them back with {@code dgAssetsReindexJob}, as for any changed type.
 */
@Component
class RemovedAssetTypes implements ModelPublishListener {

  private final AssetGraphRepository graph;

  RemovedAssetTypes(AssetGraphRepository graph) {
    this.graph = graph;
  }

  @Override
  public void published(DataModel before, DataModel after) {
    List<String> removed = removed(before, after);
    if (!removed.isEmpty()) {
      graph.forgetTypes(removed);
    }
  }

  /** The asset types of {@code before} that {@code after} has not as asset types. */
  static List<String> removed(DataModel before, DataModel after) {
    Set<String> now =
        after.entities().stream()
            .filter(e -> e.assetType() != null)
            .map(EntityDef::name)
            .collect(Collectors.toSet());
    return before.entities().stream()
        .filter(e -> e.assetType() != null && !now.contains(e.name()))
        .map(EntityDef::name)
        .sorted()
        .toList();
  }
}
