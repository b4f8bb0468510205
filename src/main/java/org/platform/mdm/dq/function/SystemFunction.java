package org.platform.mdm.dq.function;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/** A function the platform ships: its description and ports, and what it computes. */
record SystemFunction(
    String name,
    String displayName,
    String displayNameRu,
    String description,
    List<Port> inputs,
    List<Port> outputs,
    BiFunction<Inputs, LocalDateTime, Map<String, Object>> body)
    implements QualityFunction {

  SystemFunction {
    inputs = List.copyOf(inputs);
    outputs = List.copyOf(outputs);
  }

  @Override
  public Map<String, Object> apply(Inputs inputs, LocalDateTime now) {
    return body.apply(inputs, now);
  }
}
