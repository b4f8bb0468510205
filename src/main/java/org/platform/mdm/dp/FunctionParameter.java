package org.platform.mdm.dp;

/**
 * A parameter an attribute gives its obfuscation function, for example how many characters a mask
 * keeps.
 *
 * @param name the parameter's name in the attribute's settings
 * @param type the type of its value; null: the type of the attribute the function obfuscates (the
 *     bounds of a random value, a fixed value)
 * @param required whether an attribute must give it
 * @param defaultValue the value taken when an attribute gives none (null: none)
 * @param description what it does, in English
 */
public record FunctionParameter(
    String name, SimpleDataType type, boolean required, Object defaultValue, String description) {

  public FunctionParameter {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("a parameter needs a name");
    }
  }

  /** The type of the parameter's value for an attribute of {@code attributeType}. */
  public SimpleDataType typeFor(SimpleDataType attributeType) {
    return type == null ? attributeType : type;
  }
}
