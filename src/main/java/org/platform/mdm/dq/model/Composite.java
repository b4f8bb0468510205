package org.platform.mdm.dq.model;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.dq.function.CallRefused;
import org.platform.mdm.dq.function.Constants;
import org.platform.mdm.dq.function.FunctionCalls;
import org.platform.mdm.dq.function.Inputs;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.PortType;
import org.platform.mdm.dq.function.QualityFunction;

/**
 * A composite function as a function to call: its steps run in order, each a checked call of the
 * function it names (looked up in the functions of its model when it runs); a step whose required
 * input is empty is skipped and its outputs are empty. A step refused otherwise (a value its port
 * does not take, a function the model does not have, a pattern that is not one) refuses the whole
 * call, as does a composite that uses itself.
 */
final class Composite implements QualityFunction {

  private final CompositeFunction definition;
  private final Map<String, QualityFunction> functions;
  private final boolean runs;
  private final ZoneId zone;
  private final List<Port> inputs;
  private final List<Port> outputs;

  /**
   * @param functions the functions of its model, itself included (read when it runs)
   * @param runs false when it uses itself, through its steps' composites
   */
  Composite(
      CompositeFunction definition,
      Map<String, QualityFunction> functions,
      boolean runs,
      ZoneId zone) {
    this.definition = definition;
    this.functions = functions;
    this.runs = runs;
    this.zone = zone;
    this.inputs =
        definition.inputs().stream()
            .filter(p -> p.name() != null)
            .map(p -> port(p.name(), p.displayName(), p.type(), p.required()))
            .toList();
    this.outputs =
        definition.outputs().stream()
            .filter(p -> p.name() != null)
            .map(p -> port(p.name(), p.displayName(), p.type(), false))
            .toList();
  }

  private static Port port(String name, String displayName, PortType type, boolean req) {
    String shown = displayName == null ? name : displayName;
    return new Port(
        name, shown, shown, type == null ? List.of(PortType.values()) : List.of(type), req);
  }

  @Override
  public String name() {
    return definition.name();
  }

  @Override
  public String displayName() {
    return definition.displayName() == null ? definition.name() : definition.displayName();
  }

  @Override
  public String displayNameRu() {
    return definition.displayNameRu() == null ? displayName() : definition.displayNameRu();
  }

  /** What the model says the function does; empty when it says nothing (the list shows text). */
  @Override
  public String description() {
    return definition.description() == null ? "" : definition.description();
  }

  @Override
  public List<Port> inputs() {
    return inputs;
  }

  @Override
  public List<Port> outputs() {
    return outputs;
  }

  @Override
  public Map<String, Object> apply(Inputs in, LocalDateTime now) {
    if (!runs) {
      throw new CallRefused(name() + " cannot run: a composite in it uses itself");
    }
    List<Map<String, Object>> done = new ArrayList<>();
    for (int j = 0; j < definition.steps().size(); j++) {
      done.add(step(j, in, done, now));
    }
    Map<String, Object> out = new HashMap<>();
    for (CompositeFunction.OutputPort o : definition.outputs()) {
      if (o.name() != null) {
        out.put(o.name(), source(o.from(), in, done));
      }
    }
    return out;
  }

  private Map<String, Object> step(
      int j, Inputs in, List<Map<String, Object>> done, LocalDateTime now) {
    CompositeFunction.Step step = definition.steps().get(j);
    QualityFunction function = functions.get(step.functionName());
    if (function == null) {
      throw new CallRefused(
          name() + ", step " + j + ": there is no function '" + step.functionName() + "'");
    }
    Map<String, Object> args = new HashMap<>();
    for (CompositeFunction.StepInput input : step.inputs()) {
      if (input.portName() == null) {
        continue;
      }
      Optional<Port> port =
          function.inputs().stream().filter(p -> p.name().equals(input.portName())).findFirst();
      Object value =
          input.from() != null
              ? source(input.from(), in, done)
              : port.map(p -> Constants.of(input.constant(), p, zone)).orElse(input.constant());
      if (value != null || port.isEmpty()) {
        args.put(input.portName(), value);
      }
    }
    if (function.inputs().stream().anyMatch(p -> p.required() && args.get(p.name()) == null)) {
      return new HashMap<>(); // skipped: its outputs are empty
    }
    FunctionCalls.Outcome outcome = FunctionCalls.call(function, args, now);
    if (!outcome.made()) {
      throw new CallRefused(name() + ", step " + j + ": " + String.join("; ", outcome.problems()));
    }
    return outcome.outputs();
  }

  /** The value an input port's name or a step's output ({@code "1.Результат"}) names. */
  private Object source(String from, Inputs in, List<Map<String, Object>> done) {
    if (from == null) {
      return null;
    }
    if (inputs.stream().anyMatch(p -> p.name().equals(from))) {
      return in.value(from);
    }
    return CompositeFunction.StepOutput.parse(from)
        .filter(s -> s.step() < done.size())
        .map(s -> done.get(s.step()).get(s.port()))
        .orElse(null);
  }
}
