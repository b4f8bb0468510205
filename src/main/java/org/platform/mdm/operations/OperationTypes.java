package org.platform.mdm.operations;

import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/** The operation types the modules register, by name. */
@Component
public class OperationTypes {

  private final ObjectProvider<OperationType> types;

  OperationTypes(ObjectProvider<OperationType> types) {
    this.types = types;
  }

  /** Every type, by name. */
  public List<OperationType> all() {
    return types
        .orderedStream()
        .sorted(java.util.Comparator.comparing(OperationType::name))
        .toList();
  }

  public Optional<OperationType> find(String name) {
    return all().stream().filter(t -> t.name().equals(name)).findFirst();
  }
}
