package org.platform.mdm.dp;

/** An obfuscation function prepared for one attribute: it replaces values of the attribute. */
@FunctionalInterface
public interface Obfuscator {

  /**
   * The value that replaces {@code value}: of the attribute's type, the same whenever {@code value}
   * is equal (1.5 and 1.50 alike). Null stays null.
   *
   * @throws IllegalArgumentException when the value is not of the attribute's type, or (a function
   *     reading the column) not one of the column's values
   */
  Object obfuscate(Object value);
}
