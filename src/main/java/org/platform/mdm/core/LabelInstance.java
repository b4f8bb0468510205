package org.platform.mdm.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One instance of a security label held by a role or a user: values by attribute path ({@code
 * Customer.region}). A record of the label's entity meets the instance when it has every value
 * given (AND); a path without a value does not restrict, so an instance without values meets every
 * record.
 *
 * @param values by path: {@code Long}, {@code BigDecimal}, {@code Boolean} or {@code String}, as
 *     records hold the attribute's values
 */
public record LabelInstance(String label, Map<String, Object> values) {

  public LabelInstance {
    values = values == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /** A value as a user reads and writes it. */
  public static String text(Object value) {
    return value instanceof java.math.BigDecimal d ? d.toPlainString() : String.valueOf(value);
  }

  /**
   * A JSON value as labels compare it: text, a whole number as {@code Long}, another number as
   * {@code BigDecimal}, a boolean; null for a missing or null one.
   */
  public static Object plain(tools.jackson.databind.JsonNode value) {
    if (value == null || value.isNull() || value.isMissingNode()) {
      return null;
    }
    if (value.isIntegralNumber()) {
      return value.longValue();
    }
    if (value.isNumber()) {
      return value.decimalValue();
    }
    return value.isBoolean() ? (Object) value.booleanValue() : value.asString();
  }
}
