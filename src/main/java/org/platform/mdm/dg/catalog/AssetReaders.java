package org.platform.mdm.dg.catalog;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.asset.AssetGraphRepository;
import org.platform.mdm.dg.asset.AssetTypes;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.system.PlatformException;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * What a user may read of the asset graph: assets of the asset types it holds READ on, of a type
 * its security labels restrict only those they admit, as the data module reads records.
 */
@Component
class AssetReaders {

  private final AssetTypes types;
  private final AssetGraphRepository graph;
  private final RecordService records;

  AssetReaders(AssetTypes types, AssetGraphRepository graph, @Lazy RecordService records) {
    this.types = types;
    this.graph = graph;
    this.records = records;
  }

  /** The asset types of the published model. */
  List<EntityDef> assetTypes() {
    return types.model().entities().stream().filter(e -> e.assetType() != null).toList();
  }

  /** What the user may read. */
  Readable of(PlatformUser user) {
    if (user.fullAccess()) {
      return Readable.ALL;
    }
    List<String> readable =
        assetTypes().stream()
            .map(EntityDef::name)
            .filter(name -> user.can(name, Right.READ))
            .toList();
    Map<String, UnaryOperator<String>> labelled = new LinkedHashMap<>();
    for (String type : readable) {
      if (user.labels().restricts(type)) {
        labelled.put(type, column -> records.visibleCondition(user, type, column).orElse("true"));
      }
    }
    return new Readable(readable, labelled);
  }

  /**
   * The asset, which the user must be allowed to read.
   *
   * @throws PlatformException DG_ASSET_NOT_FOUND when there is no such asset or the user's labels
   *     hide it; DG_ASSET_ACCESS_DENIED when the user may not read its type
   */
  AssetGraphRepository.Node require(EtalonId id, PlatformUser user) {
    AssetGraphRepository.Node node =
        graph.node(id).orElseThrow(() -> new PlatformException(DgErrors.DG_ASSET_NOT_FOUND, id));
    if (!user.can(node.assetType(), Right.READ)) {
      throw new PlatformException(
          DgErrors.DG_ASSET_ACCESS_DENIED, user.userName(), node.assetType());
    }
    if (user.labels().restricts(node.assetType())
        && !records.hiddenFrom(user, Map.of(id, node.assetType())).isEmpty()) {
      throw new PlatformException(DgErrors.DG_ASSET_NOT_FOUND, id);
    }
    return node;
  }
}
