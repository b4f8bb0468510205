package org.platform.mdm.core.web;

import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/** Values of user-defined properties between JSON and the plain values the service checks. */
final class PropertyValues {

  private PropertyValues() {}

  /**
   * The values as plain Java values: text, whole numbers as long, other numbers as decimals,
   * booleans, null; anything else (objects, arrays, whole numbers beyond long) stays JSON, which no
   * property type accepts.
   */
  static Map<String, Object> fromJson(Map<String, JsonNode> values) {
    if (values == null) {
      return null;
    }
    Map<String, Object> plain = new LinkedHashMap<>();
    values.forEach((name, value) -> plain.put(name, plain(value)));
    return plain;
  }

  static Map<String, JsonNode> toJson(Map<String, Object> values) {
    Map<String, JsonNode> json = new LinkedHashMap<>();
    JsonNodeFactory f = JsonNodeFactory.instance;
    values.forEach((name, value) -> json.put(name, node(f, value)));
    return json;
  }

  private static JsonNode node(JsonNodeFactory f, Object value) {
    if (value instanceof Boolean b) {
      return f.booleanNode(b);
    }
    if (value instanceof Long || value instanceof Integer) {
      return f.numberNode(((Number) value).longValue());
    }
    if (value instanceof java.math.BigDecimal d) {
      return f.numberNode(d);
    }
    if (value instanceof Number n) {
      return f.numberNode(n.doubleValue());
    }
    return f.stringNode(String.valueOf(value));
  }

  private static Object plain(JsonNode value) {
    if (value == null || value.isNull()) {
      return null;
    }
    if (value.isString()) {
      return value.asString();
    }
    if (value.isBoolean()) {
      return value.asBoolean();
    }
    if (value.isIntegralNumber() && value.canConvertToLong()) {
      return value.asLong();
    }
    if (value.isNumber() && !value.isIntegralNumber()) {
      return value.decimalValue();
    }
    return value;
  }
}
