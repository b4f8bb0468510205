package org.platform.mdm.meta;

import java.util.Map;

/**
 * The obfuscation function a confidential attribute is depersonalized with: a function of a library
 * (the spec's obfuscation function resource names it by {@code name}, {@code libraryName} and
 * {@code libraryVersion}) and the values of its parameters, as text in their types' format (as an
 * attribute's {@code defaultValue} is). The depersonalization module checks it on publish.
 *
 * @param name the function's name in its library
 * @param libraryName the library; null means the platform's own, {@code system}
 * @param libraryVersion the library's version; null means its latest (the system library has one
 *     version at a time, the platform's, so its version is not kept)
 * @param parameters the function's parameters by name
 */
public record ObfuscationSettings(
    String name, String libraryName, String libraryVersion, Map<String, String> parameters) {

  public ObfuscationSettings {
    parameters = Copies.map(parameters);
  }
}
