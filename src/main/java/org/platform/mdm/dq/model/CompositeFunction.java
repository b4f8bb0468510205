package org.platform.mdm.dq.model;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.platform.mdm.dq.function.PortType;

/**
 * A function a quality model defines from others: its input and output ports, and steps that each
 * call a shipped function or another composite, one after the other. A step's input port is fed
 * from an input port of the composite (by its name), from an output port of an earlier step ({@code
 * "<step index>.<port>"}, the first step being 0), or by a constant; each output port of the
 * composite is fed likewise from an input port or a step's output. A step whose required input is
 * empty is skipped, its outputs empty.
 */
public record CompositeFunction(
    String name,
    String displayName,
    String displayNameRu,
    String description,
    List<InputPort> inputs,
    List<OutputPort> outputs,
    List<Step> steps) {

  public CompositeFunction {
    inputs = inputs == null ? List.of() : List.copyOf(inputs);
    outputs = outputs == null ? List.of() : List.copyOf(outputs);
    steps = steps == null ? List.of() : List.copyOf(steps);
  }

  /**
   * An input port: its name, display name, the kind of value it takes, whether a call must give it
   * (left out: no).
   */
  public record InputPort(String name, String displayName, PortType type, Boolean required) {

    public InputPort {
      required = Boolean.TRUE.equals(required);
    }
  }

  /** An output port, the kind of value it gives and where it is fed from. */
  public record OutputPort(String name, String displayName, PortType type, String from) {}

  /** A call of a function, its input ports fed. */
  public record Step(String functionName, List<StepInput> inputs) {

    public Step {
      inputs = inputs == null ? List.of() : List.copyOf(inputs);
    }
  }

  /** An input port of a step's function, fed {@code from} a port or by a {@code constant}. */
  public record StepInput(String portName, String from, Object constant) {}

  /** An output port of a step, as {@code "<step index>.<port>"} names it. */
  record StepOutput(int step, String port) {

    private static final Pattern FORM = Pattern.compile("(\\d{1,6})\\.(.+)", Pattern.DOTALL);

    /** The step output a source names; empty when it does not have the form. */
    static Optional<StepOutput> parse(String from) {
      Matcher m = from == null ? null : FORM.matcher(from);
      return m != null && m.matches()
          ? Optional.of(new StepOutput(Integer.parseInt(m.group(1)), m.group(2)))
          : Optional.empty();
    }
  }
}
