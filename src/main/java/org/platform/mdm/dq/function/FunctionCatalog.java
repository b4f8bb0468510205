package org.platform.mdm.dq.function;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * The functions the platform ships, by name: those that compute from their inputs alone and those
 * that read the published data model and the reference sets' records. Rules and composites name
 * them; a quality model's composites come on top of them ({@code model.Composites}). Tests build
 * one from the functions they pass.
 */
@Component
public class FunctionCatalog {

  private final Map<String, QualityFunction> byName;

  @Autowired
  FunctionCatalog(DataModelService models, RecordAccess records) {
    this(
        SystemFunctions.all(
            new PlatformData() {
              @Override
              public DataModel model() {
                return models.published().model();
              }

              @Override
              public Set<String> missingCodes(String referenceSet, Set<String> codes) {
                return records.missingCodes(referenceSet, codes);
              }
            }));
  }

  public FunctionCatalog(List<QualityFunction> functions) {
    Map<String, QualityFunction> map = new LinkedHashMap<>();
    for (QualityFunction f : functions) {
      if (map.putIfAbsent(f.name(), f) != null) {
        throw new IllegalArgumentException("two functions named " + f.name());
      }
    }
    byName = Collections.unmodifiableMap(map);
  }

  /** Every function by name, in the order they are listed. */
  public Map<String, QualityFunction> byName() {
    return byName;
  }

  public Optional<QualityFunction> function(String name) {
    return Optional.ofNullable(byName.get(name));
  }
}
