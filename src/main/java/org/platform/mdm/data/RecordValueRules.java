package org.platform.mdm.data;

import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.meta.DataModel;
import tools.jackson.databind.JsonNode;

/** Placeholder until the full rules land: takes every non-null value as it is. */
final class RecordValueRules {

  private RecordValueRules() {}

  static CheckedValues check(
      DataModel model,
      String entityName,
      JsonNode attributes,
      ZoneId zone,
      LookupCodes lookups,
      int fileMaxCount) {
    Map<String, JsonNode> values = new LinkedHashMap<>();
    if (attributes != null && attributes.isObject()) {
      attributes
          .properties()
          .forEach(
              e -> {
                if (!e.getValue().isNull()) {
                  values.put(e.getKey(), e.getValue());
                }
              });
    }
    return new CheckedValues(List.of(), values);
  }
}
