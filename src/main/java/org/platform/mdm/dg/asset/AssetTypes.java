package org.platform.mdm.dg.asset;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.data.RecordName;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.PublishedModel;
import org.platform.mdm.meta.RelationDef;
import org.springframework.stereotype.Component;

/**
 * The asset types of the published model (its registers with an {@code assetType}), with the rule
 * that names their records, made once per model revision.
 */
@Component
public class AssetTypes {

  private final DataModelService models;
  private volatile Cache cache = new Cache(-1, null, Map.of());

  AssetTypes(DataModelService models) {
    this.models = models;
  }

  private record Cache(int revision, DataModel model, Map<String, Optional<RecordName>> names) {}

  /** The published model. */
  public DataModel model() {
    return current().model();
  }

  /** Whether the register is an asset type of the published model. */
  public boolean isAssetType(String entityName) {
    return names(entityName).isPresent();
  }

  /** The asset type, when the register is one. */
  public Optional<EntityDef> type(String entityName) {
    return model().entity(entityName).filter(e -> e.assetType() != null);
  }

  /** The rule naming the asset type's records; empty when the register is no asset type. */
  public Optional<RecordName> names(String entityName) {
    Cache c = current();
    return c.names()
        .computeIfAbsent(
            entityName,
            name ->
                c.model()
                    .entity(name)
                    .filter(e -> e.assetType() != null)
                    .map(e -> RecordName.of(c.model(), name)));
  }

  /** The relation, when both its ends are asset types. */
  public Optional<RelationDef> assetRelation(String relationName) {
    DataModel model = model();
    return model.relation(relationName).filter(r -> isAssetType(r.from()) && isAssetType(r.to()));
  }

  private Cache current() {
    PublishedModel published = models.published();
    Cache c = cache;
    if (c.revision() != published.revision()) {
      c = new Cache(published.revision(), published.model(), new ConcurrentHashMap<>());
      cache = c;
    }
    return c;
  }
}
