package org.platform.mdm.data.record;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.PublishedModel;
import org.springframework.stereotype.Component;

/**
 * The registers and reference sets of the published model as record operations see them, made once
 * per revision instead of once per record (a bulk load asks for the same entity a million times).
 */
@Component
public class EntityModels {

  private final DataModelService models;
  private volatile Cache cache = new Cache(-1, Map.of());

  EntityModels(DataModelService models) {
    this.models = models;
  }

  private record Cache(int revision, Map<String, Optional<EntityModel>> entities) {}

  /** The published model and the entity named, if it is a register or reference set of it. */
  public Optional<EntityModel> of(PublishedModel published, String entityName) {
    if (entityName == null) {
      return Optional.empty();
    }
    Cache current = cache;
    if (current.revision() != published.revision()) {
      current = new Cache(published.revision(), new ConcurrentHashMap<>());
      cache = current;
    }
    return current
        .entities()
        .computeIfAbsent(entityName, name -> EntityModel.of(published.model(), name));
  }

  public PublishedModel published() {
    return models.published();
  }
}
