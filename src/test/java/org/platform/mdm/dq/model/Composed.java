package org.platform.mdm.dq.model;

import java.util.List;
import org.platform.mdm.dq.function.PortType;

/** Builders of composite functions for the tests, one line a port or a step. */
final class Composed {

  private Composed() {}

  static CompositeFunction composite(
      String name,
      List<CompositeFunction.InputPort> inputs,
      List<CompositeFunction.OutputPort> outputs,
      CompositeFunction.Step... steps) {
    return new CompositeFunction(
        name, name + " function", null, null, inputs, outputs, List.of(steps));
  }

  static CompositeFunction.InputPort in(String name, PortType type) {
    return new CompositeFunction.InputPort(name, null, type, false);
  }

  static CompositeFunction.InputPort required(String name, PortType type) {
    return new CompositeFunction.InputPort(name, null, type, true);
  }

  static CompositeFunction.OutputPort out(String name, PortType type, String from) {
    return new CompositeFunction.OutputPort(name, null, type, from);
  }

  static CompositeFunction.Step step(String function, CompositeFunction.StepInput... inputs) {
    return new CompositeFunction.Step(function, List.of(inputs));
  }

  /** A step input fed from a port: an input port's name or {@code "<step>.<port>"}. */
  static CompositeFunction.StepInput from(String port, String from) {
    return new CompositeFunction.StepInput(port, from, null);
  }

  static CompositeFunction.StepInput constant(String port, Object value) {
    return new CompositeFunction.StepInput(port, null, value);
  }

  static QualityModel functions(CompositeFunction... composites) {
    return new QualityModel(List.of(), List.of(), List.of(), List.of(composites));
  }
}
