package org.platform.mdm.dp;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * An obfuscation function, the service-provider interface of depersonalization: it names the simple
 * types it supports and, prepared for one attribute (its type, the run's key, the attribute's
 * parameters), obfuscates values deterministically: the same value and key give the same result, of
 * the same type, so that joins and duplicates survive a depersonalized copy.
 *
 * <p>The platform's system library ships the functions of {@code dp.function}; a user library (a
 * jar file) adds more by naming its implementations in {@code
 * META-INF/services/org.platform.mdm.dp.ObfuscationFunction}. An implementation has a public
 * constructor without arguments, keeps no state between preparations, and may be called from
 * several threads at once; what {@link #prepare} answers is used by one thread.
 */
public interface ObfuscationFunction {

  /** The name a model's attribute names the function by; unique within its library. */
  String name();

  /** The name shown to users, in {@code locale}'s language where the function has it. */
  String displayName(Locale locale);

  /** What the function does with a value, in {@code locale}'s language where it has it. */
  String description(Locale locale);

  /** The types whose values the function obfuscates; it refuses every other. */
  Set<SimpleDataType> supportedTypes();

  /** The parameters an attribute gives the function (none by default). */
  default List<FunctionParameter> parameters() {
    return List.of();
  }

  /**
   * Whether {@link #prepare} needs every distinct value of the attribute ({@link
   * ObfuscationContext#column()}): a function that permutes values within the column does.
   */
  default boolean readsColumn() {
    return false;
  }

  /**
   * The function made ready for one attribute. The platform calls it with a type the function
   * supports and parameters checked against {@link #parameters()} (each of its declared type,
   * required ones present, defaults filled in).
   *
   * @throws IllegalArgumentException when the function cannot work with the context (a type it does
   *     not support, parameters that do not hold together); the message says why, for a user
   */
  Obfuscator prepare(ObfuscationContext context);
}
