package org.platform.mdm.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Names many records at once by {@link RecordName}: one query for the golden values a caller does
 * not have, one for the keys of the records their values do not name; never one per record.
 */
@Component
public class RecordNames {

  private final RecordService records;
  private final DataModelService models;

  RecordNames(RecordService records, DataModelService models) {
    this.records = records;
    this.models = models;
  }

  /**
   * The names of records of one entity whose golden values the caller already read.
   *
   * @param values per record, its golden values (all of them, or at least the name's attributes)
   */
  public Map<EtalonId, String> fromValues(
      String entityName, Map<EtalonId, Map<String, JsonNode>> values) {
    RecordName rule = RecordName.of(model(), entityName);
    Map<EtalonId, String> names = new LinkedHashMap<>();
    List<EtalonId> unnamed = new ArrayList<>();
    values.forEach(
        (id, v) -> {
          Optional<String> name = rule.fromValues(v);
          names.put(id, name.orElse(null));
          if (name.isEmpty()) {
            unnamed.add(id);
          }
        });
    if (!unnamed.isEmpty()) {
      Map<EtalonId, List<EtalonView.ExternalKeyView>> keys = records.keys(unnamed);
      unnamed.forEach(id -> names.put(id, rule.fallback(keys.get(id), id)));
    }
    return names;
  }

  /**
   * The names of records by their current golden values (an inactive or merged record by its keys).
   *
   * @param entityOf per record, its register or reference set
   */
  public Map<EtalonId, String> of(Map<EtalonId, String> entityOf) {
    Map<EtalonId, String> names = new HashMap<>();
    if (entityOf.isEmpty()) {
      return names;
    }
    DataModel model = model();
    Map<EtalonId, RecordService.CurrentValues> current = records.currentValues(entityOf.keySet());
    Map<String, RecordName> rules = new HashMap<>();
    List<EtalonId> unnamed = new ArrayList<>();
    entityOf.forEach(
        (id, entity) -> {
          RecordName rule = rules.computeIfAbsent(entity, e -> RecordName.of(model, e));
          RecordService.CurrentValues v = current.get(id);
          Optional<String> name = v == null ? Optional.empty() : rule.fromValues(v.values());
          name.ifPresentOrElse(n -> names.put(id, n), () -> unnamed.add(id));
        });
    if (!unnamed.isEmpty()) {
      Map<EtalonId, List<EtalonView.ExternalKeyView>> keys = records.keys(unnamed);
      unnamed.forEach(id -> names.put(id, rules.get(entityOf.get(id)).fallback(keys.get(id), id)));
    }
    return names;
  }

  private DataModel model() {
    return models.published().model();
  }
}
