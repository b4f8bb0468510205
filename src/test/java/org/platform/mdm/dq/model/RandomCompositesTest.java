package org.platform.mdm.dq.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dq.function.PortType.STRING;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.function.FunctionCalls;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.function.SystemFunctions;
import org.platform.mdm.meta.DataModel;

/**
 * Random composites of the shipped text functions, nested in each other, give on random texts what
 * the same functions called directly, one inside the other, give.
 */
class RandomCompositesTest {

  private static final Map<String, QualityFunction> SHIPPED = CompositeRunTest.SHIPPED;
  private static final LocalDateTime NOW = LocalDateTime.of(2026, 6, 15, 12, 0);
  private static final String R = SystemFunctions.RESULT;
  private static final List<String> INPUTS = List.of("a", "b", "c");

  /** The text functions and their input ports. */
  private static final Map<String, List<String>> TEXT_FUNCTIONS =
      Map.of(
          "UpperCase", List.of("value"),
          "LowerCase", List.of("value"),
          "Trim", List.of("value"),
          "Concatenate", List.of("first", "second", "separator"),
          "DefaultValue", List.of("value", "default"));

  private static final List<String> TEXTS =
      Arrays.asList(null, "", " ", "a", " Ab ", "straße", "  ИВАНОВ ", "x y", "\tz\n");

  /** An expression: an input port, a constant, or a call (of a shipped function or a composite). */
  private sealed interface Expr {}

  private record Input(String name) implements Expr {}

  private record Constant(String value) implements Expr {}

  private record Call(String function, Map<String, Expr> args, boolean ownComposite)
      implements Expr {}

  private final Random random = new Random(48);
  private final Set<String> seen = new TreeSet<>();
  private List<CompositeFunction> composites;

  @Test
  void randomCompositesGiveWhatDirectCallsGive() {
    for (int round = 0; round < 300; round++) {
      composites = new ArrayList<>();
      Call root = call(0, false);
      String top = composite(root);
      QualityModel model = new QualityModel(List.of(), List.of(), List.of(), composites);
      assertThat(QualityModelChecks.check(model, DataModel.empty(), SHIPPED))
          .as("%s", composites)
          .isEmpty();
      QualityFunction function = Composites.with(model, SHIPPED, ZoneOffset.UTC).get(top);
      for (int k = 0; k < 10; k++) {
        Map<String, Object> env = new HashMap<>();
        INPUTS.forEach(i -> env.put(i, TEXTS.get(random.nextInt(TEXTS.size()))));
        FunctionCalls.Outcome outcome = FunctionCalls.call(function, env, NOW);
        assertThat(outcome.problems()).isEmpty();
        Object expected = direct(root, env);
        assertThat(outcome.outputs().get("r")).as("%s on %s", root, env).isEqualTo(expected);
        seen.add(expected == null ? "a null answer" : "a text answer");
      }
      seen.add(composites.size() > 1 ? "nested composites" : "one composite");
    }
    assertThat(seen)
        .as("what the random walk covered")
        .containsAll(TEXT_FUNCTIONS.keySet())
        .contains(
            "a null answer",
            "a text answer",
            "nested composites",
            "one composite",
            "constant",
            "input left out",
            "step of a step");
  }

  /** A random call of a text function; deeper calls less likely. */
  private Call call(int depth, boolean ownComposite) {
    List<String> names = new ArrayList<>(new TreeSet<>(TEXT_FUNCTIONS.keySet()));
    String function = names.get(random.nextInt(names.size()));
    seen.add(function);
    Map<String, Expr> args = new LinkedHashMap<>();
    for (String port : TEXT_FUNCTIONS.get(function)) {
      int pick = random.nextInt(10);
      if (pick < 3 && depth < 4) {
        seen.add("step of a step");
        args.put(port, call(depth + 1, random.nextInt(4) == 0));
      } else if (pick < 7) {
        args.put(port, new Input(INPUTS.get(random.nextInt(INPUTS.size()))));
      } else if (pick < 9) {
        seen.add("constant");
        args.put(port, new Constant(TEXTS.get(1 + random.nextInt(TEXTS.size() - 1))));
      } else {
        seen.add("input left out");
      }
    }
    return new Call(function, args, ownComposite);
  }

  /** The composite computing the call on output {@code r}, its nested ones added; its name. */
  private String composite(Call root) {
    List<CompositeFunction.Step> steps = new ArrayList<>();
    int last = steps(root, steps);
    String name = "C" + composites.size() + "_" + random.nextInt(1000);
    composites.add(
        new CompositeFunction(
            name,
            null,
            null,
            null,
            INPUTS.stream()
                .map(i -> new CompositeFunction.InputPort(i, null, STRING, false))
                .toList(),
            List.of(new CompositeFunction.OutputPort("r", null, STRING, last + "." + R)),
            steps));
    return name;
  }

  /** Adds the steps computing the call; the index of its own step. */
  private int steps(Call call, List<CompositeFunction.Step> steps) {
    List<CompositeFunction.StepInput> inputs = new ArrayList<>();
    call.args()
        .forEach(
            (port, arg) -> {
              if (arg instanceof Input in) {
                inputs.add(new CompositeFunction.StepInput(port, in.name(), null));
              } else if (arg instanceof Constant c) {
                inputs.add(new CompositeFunction.StepInput(port, null, c.value()));
              } else if (arg instanceof Call inner && inner.ownComposite()) {
                String nested = composite(new Call(inner.function(), inner.args(), false));
                steps.add(
                    new CompositeFunction.Step(
                        nested,
                        INPUTS.stream()
                            .map(i -> new CompositeFunction.StepInput(i, i, null))
                            .toList()));
                inputs.add(new CompositeFunction.StepInput(port, (steps.size() - 1) + ".r", null));
              } else if (arg instanceof Call inner) {
                int at = steps(inner, steps);
                inputs.add(new CompositeFunction.StepInput(port, at + "." + R, null));
              }
            });
    steps.add(new CompositeFunction.Step(call.function(), inputs));
    return steps.size() - 1;
  }

  /** The call made directly: each argument computed, then the shipped function called. */
  private static Object direct(Expr expr, Map<String, Object> env) {
    if (expr instanceof Input in) {
      return env.get(in.name());
    }
    if (expr instanceof Constant c) {
      return c.value();
    }
    Call call = (Call) expr;
    Map<String, Object> args = new HashMap<>();
    call.args().forEach((port, arg) -> args.put(port, direct(arg, env)));
    FunctionCalls.Outcome outcome = FunctionCalls.call(SHIPPED.get(call.function()), args, NOW);
    assertThat(outcome.problems()).isEmpty();
    return outcome.outputs().get(R);
  }
}
