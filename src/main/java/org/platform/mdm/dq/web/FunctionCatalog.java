package org.platform.mdm.dq.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.function.SystemFunctions;
import org.springframework.stereotype.Component;

/**
 * The functions a rule can use, by name, in the order they are listed: today the system functions;
 * the composite functions of the published quality model will join them, as {@link
 * FunctionKind#COMPOSITE}.
 */
@Component
class FunctionCatalog {

  /** A function and where it comes from. */
  record Entry(QualityFunction function, FunctionKind kind) {}

  private final Map<String, Entry> byName = new LinkedHashMap<>();

  FunctionCatalog() {
    for (QualityFunction f : SystemFunctions.all()) {
      byName.put(f.name(), new Entry(f, FunctionKind.SYSTEM));
    }
  }

  List<Entry> all() {
    return List.copyOf(byName.values());
  }

  Optional<Entry> named(String name) {
    return Optional.ofNullable(byName.get(name));
  }
}
