package org.platform.mdm.dq.model;

import java.util.List;

/**
 * A set of rules mapped onto records: for each rule, which attribute (by path, nested and array
 * attributes included: {@code address.city}, {@code phones[].number}) or constant feeds each input
 * port, and which attribute each output port of an enriching rule writes.
 */
public record RuleSet(String name, String displayName, String description, List<Mapping> mappings) {

  public RuleSet {
    mappings = mappings == null ? List.of() : List.copyOf(mappings);
  }

  /** One rule of the set with its ports' sources and targets. */
  public record Mapping(String ruleName, List<Input> inputs, List<Output> outputs) {

    public Mapping {
      inputs = inputs == null ? List.of() : List.copyOf(inputs);
      outputs = outputs == null ? List.of() : List.copyOf(outputs);
    }
  }

  /** An input port fed by an attribute's value ({@code path}) or by a constant; one of them. */
  public record Input(String portName, String path, Object constant) {}

  /** An output port written into an attribute (enrichment). */
  public record Output(String portName, String path) {}
}
