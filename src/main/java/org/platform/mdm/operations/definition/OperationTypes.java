package org.platform.mdm.operations.definition;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.platform.mdm.operations.OperationType;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/** The operation types the modules register, by name; found once, when first asked for. */
@Component
public class OperationTypes {

  private final ObjectProvider<OperationType> beans;
  private volatile Map<String, OperationType> byName;

  OperationTypes(ObjectProvider<OperationType> beans) {
    this.beans = beans;
  }

  /** Every type, by name. */
  public List<OperationType> all() {
    return types().values().stream().sorted(Comparator.comparing(OperationType::name)).toList();
  }

  public Optional<OperationType> find(String name) {
    return Optional.ofNullable(types().get(name));
  }

  private Map<String, OperationType> types() {
    Map<String, OperationType> found = byName;
    if (found == null) {
      found =
          beans.orderedStream().collect(Collectors.toMap(OperationType::name, Function.identity()));
      byName = found;
    }
    return found;
  }
}
