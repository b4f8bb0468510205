package org.platform.mdm.dp;

import java.util.Collection;
import java.util.Map;
import java.util.Objects;

/**
 * What a function is prepared with: the attribute's type, the run's secret key, the attribute's
 * parameters (checked and with defaults), and for a function that reads the column, the column's
 * distinct values.
 */
public final class ObfuscationContext {

  private final SimpleDataType type;
  private final byte[] key;
  private final Map<String, Object> parameters;
  private final Collection<?> column;

  /**
   * @param type the attribute's type
   * @param key the secret every keyed result derives from (at least one byte)
   * @param parameters the parameters by name, each of its declared type
   * @param column the attribute's distinct values, for a function that reads the column (a null
   *     among them is left out: null stays null); else null
   */
  public ObfuscationContext(
      SimpleDataType type, byte[] key, Map<String, Object> parameters, Collection<?> column) {
    if (type == null) {
      throw new IllegalArgumentException("a context needs the attribute's type");
    }
    if (key == null || key.length == 0) {
      throw new IllegalArgumentException("a context needs a key of at least one byte");
    }
    this.type = type;
    this.key = key.clone();
    this.parameters = Map.copyOf(parameters);
    this.column = column == null ? null : column.stream().filter(Objects::nonNull).toList();
  }

  /** A context without parameters and column. */
  public static ObfuscationContext of(SimpleDataType type, byte[] key) {
    return new ObfuscationContext(type, key, Map.of(), null);
  }

  /** The same context with other parameters. */
  public ObfuscationContext withParameters(Map<String, Object> other) {
    return new ObfuscationContext(type, key, other, column);
  }

  public SimpleDataType type() {
    return type;
  }

  /** A copy of the key. */
  public byte[] key() {
    return key.clone();
  }

  /** A generator of keyed, reproducible numbers over this context's key. */
  public KeyedRandom random() {
    return new KeyedRandom(key);
  }

  public Map<String, Object> parameters() {
    return parameters;
  }

  /** The parameter's value (null when absent). */
  @SuppressWarnings("unchecked")
  public <T> T parameter(String name) {
    return (T) parameters.get(name);
  }

  /**
   * The column's distinct values.
   *
   * @throws IllegalStateException when the context was made without them
   */
  public Collection<?> column() {
    if (column == null) {
      throw new IllegalStateException("this context carries no column");
    }
    return column;
  }

  @Override
  public String toString() {
    return "ObfuscationContext[" + type + ", key of " + key.length + " bytes, " + parameters + "]";
  }
}
