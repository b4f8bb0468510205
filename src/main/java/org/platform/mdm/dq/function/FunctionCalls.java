package org.platform.mdm.dq.function;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.PatternSyntaxException;

/**
 * Calls a function with input values checked against its ports first: every port named exists,
 * every required port is given, every value is of a kind its port takes. A call that breaks a rule
 * is not made; its problems are all listed.
 */
public final class FunctionCalls {

  /** The outputs of a call made, or the problems of one refused (then no outputs). */
  public record Outcome(Map<String, Object> outputs, List<String> problems) {

    public boolean made() {
      return problems.isEmpty();
    }
  }

  private FunctionCalls() {}

  public static Outcome call(
      QualityFunction function, Map<String, Object> inputs, LocalDateTime now) {
    List<String> problems = new ArrayList<>();
    if (!inputs.isEmpty()) {
      Set<String> unknown = null;
      for (String name : inputs.keySet()) {
        if (function.inputs().stream().noneMatch(p -> p.name().equals(name))) {
          unknown = unknown == null ? new TreeSet<>() : unknown;
          unknown.add(name);
        }
      }
      if (unknown != null) {
        unknown.forEach(
            name -> problems.add(function.name() + " has no input port '" + name + "'"));
      }
    }
    for (Port port : function.inputs()) {
      Object value = inputs.get(port.name());
      if (value == null && port.required()) {
        problems.add("'" + port.name() + "' of " + function.name() + " is required");
      } else if (!port.takes(value)) {
        problems.add(
            "'"
                + port.name()
                + "' of "
                + function.name()
                + " takes "
                + port.types()
                + ", not "
                + value.getClass().getSimpleName());
      }
    }
    if (!problems.isEmpty()) {
      return new Outcome(Map.of(), List.copyOf(problems));
    }
    try {
      return new Outcome(function.apply(new Inputs(inputs), now), List.of());
    } catch (PatternSyntaxException e) {
      return new Outcome(
          Map.of(), List.of(function.name() + ": not a pattern: " + e.getDescription()));
    } catch (CallRefused e) {
      return new Outcome(Map.of(), List.of(e.getMessage()));
    } catch (BoundedText.TooSlow e) {
      return new Outcome(Map.of(), List.of(function.name() + ": " + e.getMessage()));
    }
  }
}
