package org.platform.mdm.dq.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dq.function.PortType.ARRAY;
import static org.platform.mdm.dq.function.PortType.BOOLEAN;
import static org.platform.mdm.dq.function.PortType.INTEGER;
import static org.platform.mdm.dq.function.PortType.STRING;
import static org.platform.mdm.dq.model.Composed.composite;
import static org.platform.mdm.dq.model.Composed.constant;
import static org.platform.mdm.dq.model.Composed.from;
import static org.platform.mdm.dq.model.Composed.functions;
import static org.platform.mdm.dq.model.Composed.in;
import static org.platform.mdm.dq.model.Composed.out;
import static org.platform.mdm.dq.model.Composed.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.function.SystemFunctions;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.Problem;

/** A quality model's composite functions are checked problem by problem, each at its path. */
class CompositeChecksTest {

  private static final Map<String, QualityFunction> SHIPPED = CompositeRunTest.SHIPPED;
  private static final String R = SystemFunctions.RESULT;

  private static List<String> problems(QualityModel model) {
    return QualityModelChecks.check(model, DataModel.empty(), SHIPPED).stream()
        .map(p -> p.source() + " " + p.code())
        .toList();
  }

  @Test
  void compositesThatHoldTogetherHaveNoProblem() {
    assertThat(
            problems(
                functions(
                    CompositeRunTest.SHORT_CODE,
                    CompositeRunTest.TRIMMED_LENGTH,
                    composite(
                        "PassThrough",
                        List.of(in("list", ARRAY)),
                        List.of(out("list", ARRAY, "list")),
                        step("IsNotEmpty", from("value", "list"))))))
        .isEmpty();
  }

  @Test
  void namesAreGivenUniqueAndNotThoseOfShippedFunctions() {
    CompositeFunction ok =
        composite(
            "Upper",
            List.of(in("text", STRING)),
            List.of(out("r", STRING, "0." + R)),
            step("UpperCase", from("value", "text")));
    assertThat(
            problems(
                functions(
                    ok,
                    ok,
                    composite("Trim", List.of(), List.of()),
                    composite(null, List.of(), List.of()),
                    composite(
                        "Ports",
                        List.of(in("a", STRING), in("a", INTEGER), in("b", null), in(null, STRING)),
                        List.of(
                            out("x", STRING, "a"), out("x", STRING, "a"), out("y", null, "a"))))))
        .containsExactlyInAnyOrder(
            "functions[1].name DQ_NAME_DUPLICATE",
            "functions[2].name DQ_COMPOSITE_NAME_TAKEN",
            "functions[3].name DQ_NAME_REQUIRED",
            "functions[4].inputs[1].name DQ_NAME_DUPLICATE",
            "functions[4].inputs[2].type DQ_COMPOSITE_PORT_TYPE_MISSING",
            "functions[4].inputs[3].name DQ_NAME_REQUIRED",
            "functions[4].outputs[1].name DQ_NAME_DUPLICATE",
            "functions[4].outputs[2].type DQ_COMPOSITE_PORT_TYPE_MISSING");
  }

  @Test
  void everyStepProblemIsAtItsPath() {
    CompositeFunction broken =
        composite(
            "Broken",
            List.of(in("text", STRING), in("flag", BOOLEAN)),
            List.of(
                out("a", STRING, "0." + R),
                out("b", STRING, "nowhere"),
                out("c", STRING, "2." + R),
                out("d", STRING, null),
                out("e", STRING, "9." + R)),
            step("Trim", from("value", "text")),
            step("NoSuchFunction", from("value", "text")),
            step(
                "LengthInRange",
                from("value", "0." + R),
                from("min", "flag"),
                constant("max", "three"),
                new CompositeFunction.StepInput("value", "text", null),
                new CompositeFunction.StepInput("nope", "text", null)),
            step(
                "Concatenate",
                from("first", "3." + R),
                from("second", "0.nope"),
                new CompositeFunction.StepInput("separator", "text", " "),
                new CompositeFunction.StepInput("separator", null, null)),
            step("MatchesPattern", from("value", "1." + R), from("pattern", "missing")),
            step("DateInRange"),
            step("ПроверкаДатыВДиапазоне"));

    List<String> found = new ArrayList<>(problems(functions(broken)));
    assertThat(found)
        .containsExactlyInAnyOrder(
            "functions[0].steps[1].functionName DQ_FUNCTION_UNKNOWN",
            "functions[0].steps[2].inputs[1].from DQ_COMPOSITE_TYPE_MISMATCH",
            "functions[0].steps[2].inputs[2].constant DQ_COMPOSITE_TYPE_MISMATCH",
            "functions[0].steps[2].inputs[3].portName DQ_NAME_DUPLICATE",
            "functions[0].steps[2].inputs[4].portName DQ_MAPPING_PORT_UNKNOWN",
            "functions[0].steps[3].inputs[0].from DQ_COMPOSITE_SOURCE_UNKNOWN",
            "functions[0].steps[3].inputs[1].from DQ_COMPOSITE_SOURCE_UNKNOWN",
            "functions[0].steps[3].inputs[2] DQ_COMPOSITE_INPUT_ONE_SOURCE",
            "functions[0].steps[3].inputs[3].portName DQ_NAME_DUPLICATE",
            "functions[0].steps[4].inputs[1].from DQ_COMPOSITE_SOURCE_UNKNOWN",
            "functions[0].steps[5].functionName DQ_FUNCTION_UNKNOWN",
            "functions[0].steps[6].inputs DQ_COMPOSITE_PORT_UNFED",
            "functions[0].outputs[1].from DQ_COMPOSITE_SOURCE_UNKNOWN",
            "functions[0].outputs[2].from DQ_COMPOSITE_TYPE_MISMATCH",
            "functions[0].outputs[3].from DQ_COMPOSITE_SOURCE_UNKNOWN",
            "functions[0].outputs[4].from DQ_COMPOSITE_SOURCE_UNKNOWN");
  }

  @Test
  void aProblemSaysWhatIsWrongWithTheValuesItNames() {
    List<Problem> found =
        QualityModelChecks.check(
            functions(
                composite(
                    "Len",
                    List.of(in("flag", BOOLEAN)),
                    List.of(),
                    step("LengthInRange", from("value", "flag")))),
            DataModel.empty(),
            SHIPPED);
    assertThat(found)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.source()).isEqualTo("functions[0].steps[0].inputs[0].from");
              assertThat(p.params())
                  .containsExactly("flag", List.of(BOOLEAN), "value", List.of(STRING));
            });
  }

  @Test
  void compositesThatUseEachOtherAreACycle() {
    QualityModel model =
        functions(
            composite(
                "Ping",
                List.of(in("t", STRING)),
                List.of(),
                step("Trim", from("value", "t")),
                step("Pong", from("t", "t"))),
            composite("Pong", List.of(in("t", STRING)), List.of(), step("Ping", from("t", "t"))),
            composite("Self", List.of(in("t", STRING)), List.of(), step("Self", from("t", "t"))),
            composite(
                "UsesPing", List.of(in("t", STRING)), List.of(), step("Ping", from("t", "t"))));

    assertThat(problems(model))
        .containsExactlyInAnyOrder(
            "functions[0].steps[1].functionName DQ_COMPOSITE_CYCLE",
            "functions[1].steps[0].functionName DQ_COMPOSITE_CYCLE",
            "functions[2].steps[0].functionName DQ_COMPOSITE_CYCLE");
  }

  @Test
  void rulesNameCompositesAndTheirPorts() {
    QualityRule.Validation raise =
        new QualityRule.Validation("ok", null, null, null, null, null, null, null, null);
    QualityRule.Validation noPort =
        new QualityRule.Validation("nope", null, null, null, null, null, null, null, null);
    QualityRule.Validation notBoolean =
        new QualityRule.Validation("trimmed", null, null, null, null, null, null, null, null);
    QualityModel model =
        new QualityModel(
            List.of(
                new QualityRule(
                    "a", null, null, "TrimmedLength", QualityRule.Mode.VALIDATE, raise, null, null),
                new QualityRule(
                    "b",
                    null,
                    null,
                    "TrimmedLength",
                    QualityRule.Mode.VALIDATE,
                    noPort,
                    null,
                    null),
                new QualityRule(
                    "c",
                    null,
                    null,
                    "TrimmedLength",
                    QualityRule.Mode.VALIDATE,
                    notBoolean,
                    null,
                    null)),
            List.of(
                new RuleSet(
                    "s",
                    null,
                    null,
                    List.of(
                        new RuleSet.Mapping(
                            "a",
                            List.of(
                                new RuleSet.Input("text", null, "x"),
                                new RuleSet.Input("value", null, "x")),
                            List.of())))),
            List.of(),
            List.of(CompositeRunTest.TRIMMED_LENGTH));

    assertThat(problems(model))
        .containsExactlyInAnyOrder(
            "rules[1].validation.raisePort DQ_RULE_PORT_UNKNOWN",
            "rules[2].validation.raisePort DQ_RULE_RAISE_PORT_NOT_BOOLEAN",
            "sets[0].mappings[0].inputs[1].portName DQ_MAPPING_PORT_UNKNOWN");
  }

  @Test
  void aModelLeavingEveryFieldOutIsCheckedWithoutFailing() {
    QualityModel model =
        new QualityModel(
            java.util.Arrays.asList(
                new QualityRule(null, null, null, null, null, null, null, null)),
            List.of(
                new RuleSet(
                    null,
                    null,
                    null,
                    List.of(
                        new RuleSet.Mapping(
                            null, List.of(new RuleSet.Input(null, null, null)), null)))),
            List.of(new QualityModel.Assignment(null, null)),
            List.of(
                new CompositeFunction(null, null, null, null, null, null, null),
                new CompositeFunction(
                    "f",
                    null,
                    null,
                    null,
                    List.of(new CompositeFunction.InputPort(null, null, null, false)),
                    List.of(new CompositeFunction.OutputPort(null, null, null, null)),
                    List.of(
                        new CompositeFunction.Step(null, null),
                        new CompositeFunction.Step(
                            "Trim", List.of(new CompositeFunction.StepInput(null, null, null)))))));

    assertThat(problems(model)).isNotEmpty().allMatch(p -> !p.startsWith("null"));
  }
}
