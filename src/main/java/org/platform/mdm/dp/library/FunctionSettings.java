package org.platform.mdm.dp.library;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.system.Problem;

/**
 * The rule an attribute's obfuscation settings keep, for the model's publish and the
 * depersonalization's start: the function supports the attribute's type, every parameter is one of
 * the function's and of its type, the required ones are given, and the function accepts them (it is
 * prepared once to see). Every problem is returned at once, under the settings' path.
 */
public final class FunctionSettings {

  /** A key for trying a preparation; no value is obfuscated with it. */
  private static final byte[] TRIAL_KEY = "trial".getBytes(StandardCharsets.UTF_8);

  private FunctionSettings() {}

  /**
   * The problems of obfuscating an attribute of {@code type} with {@code function} and {@code
   * parameters}; empty when there is none.
   *
   * @param path where the settings are, for example {@code entities[0].attributes[2]}
   */
  public static List<Problem> check(
      ObfuscationFunction function,
      SimpleDataType type,
      Map<String, Object> parameters,
      String path) {
    List<Problem> problems = new ArrayList<>();
    if (!function.supportedTypes().contains(type)) {
      problems.add(
          Problem.at(
              path,
              DpErrors.DP_FUNCTION_TYPE_UNSUPPORTED,
              function.name(),
              type.modelName(),
              String.join(
                  ", ",
                  function.supportedTypes().stream()
                      .sorted()
                      .map(SimpleDataType::modelName)
                      .toList())));
      return problems;
    }
    Map<String, FunctionParameter> declared = new HashMap<>();
    function.parameters().forEach(p -> declared.put(p.name(), p));
    Map<String, Object> values = new HashMap<>();
    Map<String, Object> given = parameters == null ? Map.of() : parameters;
    for (Map.Entry<String, Object> entry : given.entrySet()) {
      FunctionParameter parameter = declared.get(entry.getKey());
      String at = path + ".parameters." + entry.getKey();
      if (parameter == null) {
        problems.add(
            Problem.at(
                at,
                DpErrors.DP_PARAMETER_UNKNOWN,
                function.name(),
                entry.getKey(),
                declared.isEmpty()
                    ? "—"
                    : String.join(", ", declared.keySet().stream().sorted().toList())));
      } else if (entry.getValue() != null) {
        SimpleDataType parameterType = parameter.typeFor(type);
        try {
          values.put(entry.getKey(), parameterType.read(entry.getValue()));
        } catch (IllegalArgumentException e) {
          problems.add(
              Problem.at(
                  at,
                  DpErrors.DP_PARAMETER_INVALID,
                  entry.getKey(),
                  String.valueOf(entry.getValue()),
                  parameterType.modelName()));
        }
      }
    }
    for (FunctionParameter parameter : function.parameters()) {
      if (parameter.required()
          && given.get(parameter.name()) == null
          && parameter.defaultValue() == null) {
        problems.add(
            Problem.at(
                path + ".parameters." + parameter.name(),
                DpErrors.DP_PARAMETER_REQUIRED,
                function.name(),
                parameter.name()));
      }
    }
    if (problems.isEmpty()) {
      try {
        function.prepare(
            new ObfuscationContext(
                type, TRIAL_KEY, values, function.readsColumn() ? List.of() : null));
      } catch (RuntimeException e) {
        problems.add(
            Problem.at(path, DpErrors.DP_FUNCTION_REFUSED, function.name(), e.getMessage()));
      }
    }
    return problems;
  }

  /**
   * The parameters a function is prepared with for an attribute of {@code type}: those given, read
   * as their types, and the defaults of the others. The settings are those {@link #check} passed.
   */
  public static Map<String, Object> values(
      ObfuscationFunction function, SimpleDataType type, Map<String, String> given) {
    Map<String, Object> values = new HashMap<>();
    for (FunctionParameter parameter : function.parameters()) {
      String value = given == null ? null : given.get(parameter.name());
      if (value != null) {
        values.put(parameter.name(), parameter.typeFor(type).read(value));
      } else if (parameter.defaultValue() != null) {
        values.put(parameter.name(), parameter.defaultValue());
      }
    }
    return values;
  }
}
