package org.platform.mdm.dp.library;

import java.util.List;
import java.util.Optional;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;

/**
 * A library of obfuscation functions in one version: the system library, or (later) a user's jar.
 *
 * @param name the library's name, {@code system} for the platform's own
 * @param version its version; the system library's is the platform's
 * @param functions its functions, in the order it lists them
 */
public record ObfuscationLibrary(String name, String version, List<ObfuscationFunction> functions) {

  public ObfuscationLibrary {
    functions = List.copyOf(functions);
  }

  /** The function of this name, if the library has it. */
  public Optional<ObfuscationFunction> function(String functionName) {
    return functions.stream().filter(f -> f.name().equals(functionName)).findFirst();
  }

  /** The functions that support {@code type}, in the library's order. */
  public List<ObfuscationFunction> supporting(SimpleDataType type) {
    return functions.stream().filter(f -> f.supportedTypes().contains(type)).toList();
  }
}
