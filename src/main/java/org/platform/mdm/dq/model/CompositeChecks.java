package org.platform.mdm.dq.model;

import static org.platform.mdm.dq.model.QualityModelChecks.problem;

import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.dq.DqErrors;
import org.platform.mdm.dq.function.Constants;
import org.platform.mdm.dq.function.Port;
import org.platform.mdm.dq.function.PortType;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;

/**
 * Whether a quality model's composite functions hold together: each named, uniquely and unlike a
 * shipped function; its ports named uniquely and typed; each step's function known and not using
 * the composite again; each step input a port of that function, fed from one source (an input port
 * of the composite, an output of an earlier step, or a constant) whose kind the port takes, every
 * required port fed, a constant naming an enumeration or a reference set naming one the data model
 * has; each output fed from an input port or a step. Every problem at its path ({@code
 * functions[0].steps[1].inputs[0]}).
 */
final class CompositeChecks {

  /** The kinds of value a source gives; {@code types} null when unknown but already said so. */
  private record Source(boolean found, List<PortType> types) {}

  private CompositeChecks() {}

  /**
   * @param shipped the functions the platform ships
   * @param all those and the model's composites
   */
  static void check(
      QualityModel model,
      DataModel data,
      Map<String, QualityFunction> shipped,
      Map<String, QualityFunction> all,
      List<Problem> problems) {
    QualityModelChecks.unique(
        model.functions(), CompositeFunction::name, "functions", "function", problems);
    Map<String, CompositeFunction> definitions = Composites.definitions(model, shipped);
    for (int i = 0; i < model.functions().size(); i++) {
      CompositeFunction f = model.functions().get(i);
      String at = "functions[" + i + "]";
      if (f.name() != null && shipped.containsKey(f.name())) {
        problems.add(problem(at + ".name", DqErrors.DQ_COMPOSITE_NAME_TAKEN, f.name()));
      }
      QualityModelChecks.unique(
          f.inputs(), CompositeFunction.InputPort::name, at + ".inputs", "input port", problems);
      QualityModelChecks.unique(
          f.outputs(),
          CompositeFunction.OutputPort::name,
          at + ".outputs",
          "output port",
          problems);
      for (int k = 0; k < f.inputs().size(); k++) {
        typed(
            f.inputs().get(k).name(),
            f.inputs().get(k).type(),
            at + ".inputs[" + k + "]",
            problems);
      }
      for (int j = 0; j < f.steps().size(); j++) {
        step(f, j, at + ".steps[" + j + "]", data, all, definitions, problems);
      }
      for (int k = 0; k < f.outputs().size(); k++) {
        CompositeFunction.OutputPort o = f.outputs().get(k);
        String oat = at + ".outputs[" + k + "]";
        typed(o.name(), o.type(), oat, problems);
        Source source = source(f, f.steps().size(), o.from(), all);
        if (!source.found()) {
          problems.add(
              problem(
                  oat + ".from", DqErrors.DQ_COMPOSITE_SOURCE_UNKNOWN, o.name(), text(o.from())));
        } else if (o.type() != null
            && source.types() != null
            && !source.types().contains(o.type())) {
          problems.add(
              problem(
                  oat + ".from",
                  DqErrors.DQ_COMPOSITE_TYPE_MISMATCH,
                  o.from(),
                  source.types(),
                  o.name(),
                  List.of(o.type())));
        }
      }
    }
  }

  private static void step(
      CompositeFunction f,
      int j,
      String at,
      DataModel data,
      Map<String, QualityFunction> all,
      Map<String, CompositeFunction> definitions,
      List<Problem> problems) {
    CompositeFunction.Step step = f.steps().get(j);
    QualityFunction function = all.get(step.functionName());
    if (function == null) {
      problems.add(
          problem(at + ".functionName", DqErrors.DQ_FUNCTION_UNKNOWN, step.functionName()));
      return;
    }
    if (definitions.get(f.name()) == f
        && definitions.containsKey(step.functionName())
        && (step.functionName().equals(f.name())
            || Composites.uses(step.functionName(), f.name(), definitions))) {
      problems.add(
          problem(
              at + ".functionName", DqErrors.DQ_COMPOSITE_CYCLE, f.name(), step.functionName()));
    }
    Set<String> fed = new HashSet<>();
    for (int k = 0; k < step.inputs().size(); k++) {
      CompositeFunction.StepInput input = step.inputs().get(k);
      String iat = at + ".inputs[" + k + "]";
      Optional<Port> port =
          function.inputs().stream().filter(p -> p.name().equals(input.portName())).findFirst();
      if (port.isEmpty()) {
        problems.add(
            problem(
                iat + ".portName",
                DqErrors.DQ_MAPPING_PORT_UNKNOWN,
                function.name(),
                text(input.portName())));
      } else if (!fed.add(input.portName())) {
        problems.add(
            problem(iat + ".portName", DqErrors.DQ_NAME_DUPLICATE, "step input", input.portName()));
      } else if ((input.from() == null) == (input.constant() == null)) {
        problems.add(problem(iat, DqErrors.DQ_COMPOSITE_INPUT_ONE_SOURCE, input.portName()));
      } else if (input.from() != null) {
        fedFrom(f, j, input, port.get(), iat, all, problems);
      } else if (!port.get().takes(Constants.of(input.constant(), port.get(), ZoneOffset.UTC))) {
        problems.add(
            problem(
                iat + ".constant",
                DqErrors.DQ_COMPOSITE_TYPE_MISMATCH,
                String.valueOf(input.constant()),
                input.constant().getClass().getSimpleName(),
                input.portName(),
                port.get().types()));
      } else {
        QualityModelChecks.named(port.get(), input.constant(), iat + ".constant", data, problems);
      }
    }
    for (Port port : function.inputs()) {
      if (port.required() && !fed.contains(port.name())) {
        problems.add(
            problem(
                at + ".inputs", DqErrors.DQ_COMPOSITE_PORT_UNFED, function.name(), port.name()));
      }
    }
  }

  private static void fedFrom(
      CompositeFunction f,
      int j,
      CompositeFunction.StepInput input,
      Port port,
      String at,
      Map<String, QualityFunction> all,
      List<Problem> problems) {
    Source source = source(f, j, input.from(), all);
    if (!source.found()) {
      problems.add(
          problem(
              at + ".from", DqErrors.DQ_COMPOSITE_SOURCE_UNKNOWN, input.portName(), input.from()));
    } else if (source.types() != null
        && source.types().stream().noneMatch(port.types()::contains)) {
      problems.add(
          problem(
              at + ".from",
              DqErrors.DQ_COMPOSITE_TYPE_MISMATCH,
              input.from(),
              source.types(),
              input.portName(),
              port.types()));
    }
  }

  /** What an input port's name or an output of a step before {@code before} gives. */
  private static Source source(
      CompositeFunction f, int before, String from, Map<String, QualityFunction> all) {
    if (from == null) {
      return new Source(false, null);
    }
    Optional<CompositeFunction.InputPort> input =
        f.inputs().stream().filter(p -> from.equals(p.name())).findFirst();
    if (input.isPresent()) {
      return new Source(true, input.get().type() == null ? null : List.of(input.get().type()));
    }
    Optional<CompositeFunction.StepOutput> output = CompositeFunction.StepOutput.parse(from);
    if (output.isEmpty() || output.get().step() >= before) {
      return new Source(false, null);
    }
    QualityFunction function = all.get(f.steps().get(output.get().step()).functionName());
    if (function == null) {
      return new Source(true, null); // the step's unknown function is said of the step
    }
    return function.outputs().stream()
        .filter(p -> p.name().equals(output.get().port()))
        .findFirst()
        .map(p -> new Source(true, p.types()))
        .orElse(new Source(false, null));
  }

  private static void typed(String name, PortType type, String at, List<Problem> problems) {
    if (type == null) {
      problems.add(problem(at + ".type", DqErrors.DQ_COMPOSITE_PORT_TYPE_MISSING, text(name)));
    }
  }

  private static String text(String value) {
    return value == null ? "" : value;
  }
}
