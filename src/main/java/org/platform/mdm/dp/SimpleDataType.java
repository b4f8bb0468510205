package org.platform.mdm.dp;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The simple data types an obfuscation function may support: the data model's attribute types that
 * hold one plain value, with the Java values that stand for them. A type is named either as the
 * model names it ({@code String}, {@code LookupLink}) or as the original platform's REST does
 * ({@code STRING}, {@code LOOKUP_LINK}), case aside.
 */
public enum SimpleDataType {
  STRING("String", String.class),
  INTEGER("Integer", Long.class),
  NUMBER("Number", BigDecimal.class),
  BOOLEAN("Boolean", Boolean.class),
  DATE("Date", LocalDate.class),
  TIME("Time", LocalTime.class),
  TIMESTAMP("Timestamp", LocalDateTime.class),
  /** An enumeration's value: its code. */
  ENUM("Enum", String.class),
  /** A reference set's code (text or integer). */
  LOOKUP_LINK("LookupLink", Object.class),
  /** A large object's id. */
  BLOB("Blob", String.class),
  /** A large object's id. */
  CLOB("Clob", String.class);

  private final String modelName;
  private final Class<?> javaType;

  SimpleDataType(String modelName, Class<?> javaType) {
    this.modelName = modelName;
    this.javaType = javaType;
  }

  /** The name the data model gives the type, for example {@code LookupLink}. */
  public String modelName() {
    return modelName;
  }

  /** The Java type of a value of this type. */
  public Class<?> javaType() {
    return javaType;
  }

  /** Whether {@code value} is a value of this type (null is of every type). */
  public boolean holds(Object value) {
    return value == null || javaType.isInstance(value);
  }

  /** The type named {@code name}: its model name or its constant's name, case aside. */
  public static Optional<SimpleDataType> byName(String name) {
    if (name == null) {
      return Optional.empty();
    }
    String upper = name.trim().toUpperCase(Locale.ROOT);
    return Arrays.stream(values())
        .filter(t -> t.name().equals(upper) || t.modelName.toUpperCase(Locale.ROOT).equals(upper))
        .findFirst();
  }

  /** Every type's model name, in the order of the constants. */
  public static List<String> modelNames() {
    return Arrays.stream(values()).map(SimpleDataType::modelName).toList();
  }

  /**
   * A value of this type from its JSON form: text in the type's ISO format, a number, or yes/no.
   *
   * @throws IllegalArgumentException when the value is none of this type
   */
  public Object read(Object raw) {
    if (raw == null || holds(raw) && this != NUMBER && this != INTEGER) {
      return raw;
    }
    String text = raw.toString().trim();
    try {
      return switch (this) {
        case INTEGER -> new BigDecimal(text).longValueExact();
        case NUMBER -> new BigDecimal(text);
        case BOOLEAN -> {
          if (!text.equalsIgnoreCase("true") && !text.equalsIgnoreCase("false")) {
            throw new IllegalArgumentException(text);
          }
          yield Boolean.parseBoolean(text);
        }
        case DATE -> LocalDate.parse(text);
        case TIME -> LocalTime.parse(text);
        case TIMESTAMP -> LocalDateTime.parse(text);
        case LOOKUP_LINK -> raw;
        default -> {
          if (!(raw instanceof String)) {
            throw new IllegalArgumentException(text);
          }
          yield raw;
        }
      };
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("'" + text + "' is not a value of type " + modelName, e);
    }
  }

  /**
   * The value as text that is the same for equal values (1.50 and 1.5 alike): what keyed functions
   * hash, so that equal values give equal results.
   */
  public static String canonical(Object value) {
    if (value instanceof BigDecimal number) {
      return number.signum() == 0 ? "0" : number.stripTrailingZeros().toPlainString();
    }
    return String.valueOf(value);
  }
}
