package org.platform.mdm.workflow.task;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.ModelPublishListener;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * The index's {@code $linked_type_display_name}: the display name of the register or reference set
 * a process is about, in the published data model. A publication that changes display names updates
 * the rows of those entities in its own transaction (one statement per entity and table).
 */
@Component
class LinkedTypes implements ModelPublishListener {

  private final ObjectProvider<DataModelService> models;
  private final ProcessIndexRepository repository;

  LinkedTypes(ObjectProvider<DataModelService> models, ProcessIndexRepository repository) {
    this.models = models;
    this.repository = repository;
  }

  /** The display name of the entity now; null when there is none of that name. */
  String displayName(String entityName) {
    return entityName == null
        ? null
        : displayNames(models.getObject().published().model()).get(entityName);
  }

  @Override
  public void published(DataModel before, DataModel after) {
    Map<String, String> was = displayNames(before);
    Map<String, String> now = displayNames(after);
    Set<String> names = new HashSet<>(was.keySet());
    names.addAll(now.keySet());
    for (String name : names) {
      if (!Objects.equals(was.get(name), now.get(name))) {
        repository.relink(name, now.get(name));
      }
    }
  }

  /** Per register and reference set, its display name (its name when it has none). */
  static Map<String, String> displayNames(DataModel model) {
    Map<String, String> names = new HashMap<>();
    model.entities().forEach(e -> names.put(e.name(), shown(e.name(), e.displayName())));
    model.lookupEntities().forEach(l -> names.put(l.name(), shown(l.name(), l.displayName())));
    return names;
  }

  private static String shown(String name, String displayName) {
    return displayName == null || displayName.isBlank() ? name : displayName;
  }
}
