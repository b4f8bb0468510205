package org.platform.mdm.dp.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.SystemLibrary;
import org.platform.mdm.system.Problem;

/** An attribute's obfuscation settings checked as a model's publish will check them. */
class FunctionSettingsTest {

  private static final String AT = "entities[0].attributes[1].obfuscationFunction";

  private static ObfuscationFunction function(String name) {
    return SystemLibrary.functions().stream()
        .filter(f -> f.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  private static List<String> codes(List<Problem> problems) {
    return problems.stream().map(p -> p.code().code() + " at " + p.source()).toList();
  }

  @Test
  void everySystemFunctionWithItsDefaultsOrNeededParametersPassesOnEveryTypeItSupports() {
    for (ObfuscationFunction f : SystemLibrary.functions()) {
      for (SimpleDataType type : f.supportedTypes()) {
        Map<String, Object> parameters = new HashMap<>();
        if (f.name().equals("RandomInRange")) {
          parameters.put(
              "min",
              type == SimpleDataType.DATE
                  ? "2000-01-01"
                  : type == SimpleDataType.TIME
                      ? "08:00"
                      : type == SimpleDataType.TIMESTAMP ? "2000-01-01T00:00" : "1");
          parameters.put(
              "max",
              type == SimpleDataType.DATE
                  ? "2001-01-01"
                  : type == SimpleDataType.TIME
                      ? "18:00"
                      : type == SimpleDataType.TIMESTAMP ? "2001-01-01T00:00" : "9");
        }
        if (f.name().equals("FixedValue")) {
          parameters.put(
              "value",
              type == SimpleDataType.BOOLEAN
                  ? "true"
                  : type == SimpleDataType.DATE
                      ? "2000-01-01"
                      : type == SimpleDataType.TIME
                          ? "08:00"
                          : type == SimpleDataType.TIMESTAMP
                              ? "2000-01-01T00:00"
                              : type == SimpleDataType.STRING ? "x" : "1");
        }
        assertThat(FunctionSettings.check(f, type, parameters, AT))
            .as(f.name() + " on " + type)
            .isEmpty();
      }
    }
  }

  @Test
  void aFunctionOnATypeItDoesNotSupportIsRefusedAtItsPath() {
    for (ObfuscationFunction f : SystemLibrary.functions()) {
      for (SimpleDataType type : EnumSet.complementOf(EnumSet.copyOf(f.supportedTypes()))) {
        assertThat(codes(FunctionSettings.check(f, type, Map.of(), AT)))
            .as(f.name() + " on " + type)
            .containsExactly("DP_FUNCTION_TYPE_UNSUPPORTED at " + AT);
      }
    }
    assertThat(
            FunctionSettings.check(function("DateShift"), SimpleDataType.STRING, Map.of(), AT)
                .get(0)
                .params())
        .containsExactly("DateShift", "String", "Date, Timestamp");
  }

  @Test
  void everyParameterProblemIsListedAtOnceAtItsParameter() {
    Map<String, Object> parameters = new HashMap<>();
    parameters.put("min", "yesterday");
    parameters.put("step", 2);
    assertThat(
            codes(
                FunctionSettings.check(
                    function("RandomInRange"), SimpleDataType.DATE, parameters, AT)))
        .containsExactlyInAnyOrder(
            "DP_PARAMETER_INVALID at " + AT + ".parameters.min",
            "DP_PARAMETER_UNKNOWN at " + AT + ".parameters.step",
            "DP_PARAMETER_REQUIRED at " + AT + ".parameters.max");
  }

  @Test
  void parametersOfTheirTypesThatTheFunctionCannotWorkWithAreRefusedWithItsReason() {
    List<Problem> problems =
        FunctionSettings.check(
            function("RandomInRange"), SimpleDataType.INTEGER, Map.of("min", 9, "max", 1), AT);
    assertThat(codes(problems)).containsExactly("DP_FUNCTION_REFUSED at " + AT);
    assertThat(problems.get(0).params())
        .containsExactly("RandomInRange", "min must not be above max");
    assertThat(
            codes(
                FunctionSettings.check(
                    function("Mask"), SimpleDataType.STRING, Map.of("keepFirst", -2), AT)))
        .containsExactly("DP_FUNCTION_REFUSED at " + AT);
  }
}
