package org.platform.mdm.dq.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dq.function.PortType.BOOLEAN;
import static org.platform.mdm.dq.function.PortType.INTEGER;
import static org.platform.mdm.dq.function.PortType.STRING;
import static org.platform.mdm.dq.model.Composed.composite;
import static org.platform.mdm.dq.model.Composed.constant;
import static org.platform.mdm.dq.model.Composed.from;
import static org.platform.mdm.dq.model.Composed.functions;
import static org.platform.mdm.dq.model.Composed.in;
import static org.platform.mdm.dq.model.Composed.out;
import static org.platform.mdm.dq.model.Composed.required;
import static org.platform.mdm.dq.model.Composed.step;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.function.FunctionCalls;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.function.SystemFunctions;
import org.platform.mdm.meta.DataModel;
import tools.jackson.databind.json.JsonMapper;

/**
 * Composite functions run their steps in order, as a rule or a steward trying one out calls them.
 */
class CompositeRunTest {

  static final Map<String, QualityFunction> SHIPPED =
      SystemFunctions.all().stream()
          .collect(Collectors.toMap(QualityFunction::name, Function.identity()));
  private static final LocalDateTime NOW = LocalDateTime.of(2026, 6, 15, 12, 0);
  private static final String R = SystemFunctions.RESULT;

  /** Trims the text, then checks the trimmed length is within min and max. */
  static final CompositeFunction TRIMMED_LENGTH =
      composite(
          "TrimmedLength",
          List.of(in("text", STRING), in("min", INTEGER), in("max", INTEGER)),
          List.of(out("ok", BOOLEAN, "1." + R), out("trimmed", STRING, "0." + R)),
          step("Trim", from("value", "text")),
          step("LengthInRange", from("value", "0." + R), from("min", "min"), from("max", "max")));

  /** Upper-cases the text, then runs {@link #TRIMMED_LENGTH} on it with bounds 2 and 4. */
  static final CompositeFunction SHORT_CODE =
      composite(
          "ShortCode",
          List.of(required("text", STRING)),
          List.of(out("ok", BOOLEAN, "1.ok"), out("code", STRING, "1.trimmed")),
          step("UpperCase", from("value", "text")),
          step("TrimmedLength", from("text", "0." + R), constant("min", 2), constant("max", 4)));

  private static Map<String, Object> call(
      QualityModel model, String function, Object... portsAndValues) {
    FunctionCalls.Outcome outcome = outcome(model, function, portsAndValues);
    assertThat(outcome.problems()).isEmpty();
    return outcome.outputs();
  }

  private static FunctionCalls.Outcome outcome(
      QualityModel model, String function, Object... portsAndValues) {
    Map<String, Object> inputs = new HashMap<>();
    for (int i = 0; i < portsAndValues.length; i += 2) {
      inputs.put((String) portsAndValues[i], portsAndValues[i + 1]);
    }
    Map<String, QualityFunction> all = Composites.with(model, SHIPPED, ZoneOffset.UTC);
    return FunctionCalls.call(all.get(function), inputs, NOW);
  }

  private static Map<String, Object> outputs(Object... portsAndValues) {
    Map<String, Object> out = new HashMap<>();
    for (int i = 0; i < portsAndValues.length; i += 2) {
      out.put((String) portsAndValues[i], portsAndValues[i + 1]);
    }
    return out;
  }

  @Test
  void aTwoStepCompositeTrimsThenChecksTheLength() {
    QualityModel model = functions(TRIMMED_LENGTH);
    assertThat(QualityModelChecks.check(model, DataModel.empty(), SHIPPED)).isEmpty();

    assertThat(call(model, "TrimmedLength", "text", "  abc \t", "min", 1L, "max", 3L))
        .isEqualTo(outputs("ok", true, "trimmed", "abc"));
    assertThat(call(model, "TrimmedLength", "text", " abcd ", "max", 3L))
        .isEqualTo(outputs("ok", false, "trimmed", "abcd"));
    assertThat(call(model, "TrimmedLength", "text", "   ", "min", 1L))
        .isEqualTo(outputs("ok", false, "trimmed", ""));
    assertThat(call(model, "TrimmedLength", "min", 1L))
        .as("an empty text passes, as with the length check itself")
        .isEqualTo(outputs("ok", true, "trimmed", null));
  }

  @Test
  void aCompositeRunsAnotherCompositeAsAStep() {
    QualityModel model = functions(SHORT_CODE, TRIMMED_LENGTH);
    assertThat(QualityModelChecks.check(model, DataModel.empty(), SHIPPED)).isEmpty();

    assertThat(call(model, "ShortCode", "text", " ru "))
        .isEqualTo(outputs("ok", true, "code", "RU"));
    assertThat(call(model, "ShortCode", "text", " russia "))
        .isEqualTo(outputs("ok", false, "code", "RUSSIA"));
    assertThat(outcome(model, "ShortCode").problems())
        .containsExactly("'text' of ShortCode is required");
    QualityFunction shortCode = Composites.with(model, SHIPPED, ZoneOffset.UTC).get("ShortCode");
    assertThat(shortCode.displayName()).isEqualTo("ShortCode function");
    assertThat(shortCode.inputs()).singleElement().matches(p -> p.required());
  }

  @Test
  void aStepWhoseRequiredInputIsEmptyIsSkippedAndItsOutputsAreEmpty() {
    QualityModel model =
        functions(
            composite(
                "CodeShape",
                List.of(in("code", STRING), in("pattern", STRING)),
                List.of(out("matches", BOOLEAN, "0." + R), out("notMatching", BOOLEAN, "1." + R)),
                step("MatchesPattern", from("value", "code"), from("pattern", "pattern")),
                step("Not", from("value", "0." + R))));

    assertThat(call(model, "CodeShape", "code", "AB", "pattern", "[A-Z]+"))
        .isEqualTo(outputs("matches", true, "notMatching", false));
    assertThat(call(model, "CodeShape", "code", "AB"))
        .isEqualTo(outputs("matches", null, "notMatching", true));
  }

  @Test
  void aStepRefusedForAnotherReasonRefusesTheCall() {
    QualityModel model =
        functions(
            composite(
                "Fallback",
                List.of(in("text", STRING), in("pattern", STRING)),
                List.of(out("trimmed", STRING, "1." + R), out("ok", BOOLEAN, "2." + R)),
                step("DefaultValue", from("value", "text"), constant("default", 5)),
                step("Trim", from("value", "0." + R)),
                step("MatchesPattern", from("value", "1." + R), from("pattern", "pattern"))));

    assertThat(call(model, "Fallback", "text", " a ", "pattern", "a"))
        .isEqualTo(outputs("trimmed", "a", "ok", true));
    assertThat(outcome(model, "Fallback").problems())
        .containsExactly("Fallback, step 1: 'value' of Trim takes [STRING], not Long");
    assertThat(outcome(model, "Fallback", "text", "a", "pattern", "[").problems())
        .singleElement()
        .asString()
        .startsWith("Fallback, step 2: MatchesPattern: not a pattern");
  }

  @Test
  void aCompositeThatUsesItselfRefusesEveryCall() {
    QualityModel model =
        functions(
            composite(
                "Ping",
                List.of(in("text", STRING)),
                List.of(out("r", STRING, "0.r")),
                step("Pong", from("text", "text"))),
            composite(
                "Pong",
                List.of(in("text", STRING)),
                List.of(out("r", STRING, "0.r")),
                step("Ping", from("text", "text"))),
            composite(
                "UsesPing",
                List.of(in("text", STRING)),
                List.of(out("r", STRING, "0.r")),
                step("Ping", from("text", "text"))));

    assertThat(outcome(model, "Ping", "text", "a").problems())
        .containsExactly("Ping cannot run: a composite in it uses itself");
    assertThat(outcome(model, "UsesPing", "text", "a").problems())
        .containsExactly("UsesPing cannot run: a composite in it uses itself");
  }

  @Test
  void aCompositeNamedLikeAShippedFunctionIsLeftOut() {
    QualityModel model =
        functions(
            composite(
                "Trim",
                List.of(in("value", STRING)),
                List.of(out(R, STRING, "0." + R)),
                step("UpperCase", from("value", "value"))));

    assertThat(call(model, "Trim", "value", " a ")).containsEntry(R, "a");
  }

  @Test
  void aModelReadFromJsonRunsItsComposites() {
    QualityModel model =
        JsonMapper.builder()
            .build()
            .readValue(
                """
                {"functions": [{"name": "Len", "inputs": [{"name": "text", "type": "STRING"}],
                  "outputs": [{"name": "ok", "type": "BOOLEAN", "from": "1.Результат"}],
                  "steps": [
                    {"functionName": "Trim", "inputs": [{"portName": "value", "from": "text"}]},
                    {"functionName": "LengthInRange", "inputs": [
                      {"portName": "value", "from": "0.Результат"},
                      {"portName": "max", "constant": 3}]}]}]}
                """,
                QualityModel.class);

    assertThat(model.rules()).isEmpty();
    assertThat(QualityModelChecks.check(model, DataModel.empty(), SHIPPED)).isEmpty();
    assertThat(call(model, "Len", "text", " abc ")).containsEntry("ok", true);
    assertThat(call(model, "Len", "text", " abcd ")).containsEntry("ok", false);
    assertThat(
            JsonMapper.builder()
                .build()
                .readValue(
                    JsonMapper.builder().build().writeValueAsString(model), QualityModel.class))
        .isEqualTo(model);
  }
}
