package org.platform.mdm.dp.function;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.dp.FunctionParameter;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;

/**
 * A function of the system library: its texts in English and Russian, its types and parameters;
 * {@link #prepare} refuses a type it does not support, and the obfuscator it answers refuses a
 * value of another type and keeps null.
 */
abstract class SystemFunction implements ObfuscationFunction {

  private static final Locale RUSSIAN = Locale.forLanguageTag("ru");

  private final String name;
  private final Texts displayName;
  private final Texts description;
  private final Set<SimpleDataType> types;
  private final List<FunctionParameter> parameters;

  /** A text in English and Russian. */
  record Texts(String english, String russian) {
    String in(Locale locale) {
      return locale != null && RUSSIAN.getLanguage().equals(locale.getLanguage())
          ? russian
          : english;
    }
  }

  SystemFunction(
      String name,
      Texts displayName,
      Texts description,
      Set<SimpleDataType> types,
      List<FunctionParameter> parameters) {
    this.name = name;
    this.displayName = displayName;
    this.description = description;
    this.types = Set.copyOf(EnumSet.copyOf(types));
    this.parameters = List.copyOf(parameters);
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String displayName(Locale locale) {
    return displayName.in(locale);
  }

  @Override
  public final String description(Locale locale) {
    return description.in(locale);
  }

  @Override
  public final Set<SimpleDataType> supportedTypes() {
    return types;
  }

  @Override
  public final List<FunctionParameter> parameters() {
    return parameters;
  }

  @Override
  public final Obfuscator prepare(ObfuscationContext context) {
    SimpleDataType type = context.type();
    if (!types.contains(type)) {
      throw new IllegalArgumentException(
          name + " does not obfuscate values of type " + type.modelName());
    }
    Obfuscator made = make(context.withParameters(completed(context)));
    return value -> {
      if (value == null) {
        return null;
      }
      if (!type.holds(value)) {
        throw new IllegalArgumentException(
            "'" + value + "' is not a value of type " + type.modelName());
      }
      return made.obfuscate(value);
    };
  }

  /**
   * The context's parameters read as their types, with the defaults of those it lacks.
   *
   * @throws IllegalArgumentException when a required one is missing or a value is of another type
   */
  private Map<String, Object> completed(ObfuscationContext context) {
    Map<String, Object> values = new HashMap<>();
    for (FunctionParameter parameter : parameters) {
      Object raw = context.parameters().get(parameter.name());
      if (raw == null) {
        raw = parameter.defaultValue();
      }
      if (raw == null && parameter.required()) {
        throw new IllegalArgumentException(name + " needs the parameter " + parameter.name());
      }
      if (raw != null) {
        values.put(parameter.name(), parameter.typeFor(context.type()).read(raw));
      }
    }
    return values;
  }

  /** The obfuscator for a context of a supported type; it is given values of that type only. */
  abstract Obfuscator make(ObfuscationContext context);

  /** An integer parameter's value, at least {@code min} and at most {@code max}. */
  static int count(ObfuscationContext context, String parameter, int min, int max) {
    Long value = context.parameter(parameter);
    if (value == null || value < min || value > max) {
      throw new IllegalArgumentException(
          parameter + " must be from " + min + " to " + max + ", not " + value);
    }
    return value.intValue();
  }

  /** How many times {@link #apart} draws again before it gives up. */
  private static final int DRAWS = 16;

  /**
   * An obfuscator that never gives the value it was given when another can be made: {@code draw}
   * makes a value from the input and a salt ("" first, then "|1", "|2" …, each a fresh keyed draw),
   * and is asked again while it gives the input back (text compared without case and extra spaces).
   * Equal values still give equal results. A made-up name or a number drawn in a range is the
   * original now and then otherwise, which would leave it in a depersonalized copy.
   */
  static Obfuscator apart(java.util.function.BiFunction<Object, String, Object> draw) {
    return value -> {
      Object made = draw.apply(value, "");
      for (int i = 1; i < DRAWS && same(made, value); i++) {
        made = draw.apply(value, "|" + i);
      }
      return made;
    };
  }

  private static boolean same(Object made, Object value) {
    if (made instanceof String a && value instanceof String b) {
      return normal(a).equals(normal(b));
    }
    if (made instanceof java.math.BigDecimal a && value instanceof java.math.BigDecimal b) {
      return a.compareTo(b) == 0;
    }
    return java.util.Objects.equals(made, value);
  }

  private static String normal(String text) {
    return text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
  }
}
