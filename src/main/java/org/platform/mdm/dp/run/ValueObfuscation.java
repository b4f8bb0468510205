package org.platform.mdm.dp.run;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import org.platform.mdm.dp.Obfuscator;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.run.ConfidentialFields.Field;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Replaces the confidential values of one register's (or relation's) values with their functions'
 * results: each field's values wherever they are (in arrays, in nested records), the other values
 * copied as they are. The values given are never changed.
 */
final class ValueObfuscation {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** A field with the function prepared for it. */
  record Prepared(Field field, Obfuscator obfuscator) {}

  private final List<Prepared> fields;

  ValueObfuscation(List<Prepared> fields) {
    this.fields = List.copyOf(fields);
  }

  /** Whether there is anything to replace. */
  boolean isEmpty() {
    return fields.isEmpty();
  }

  /**
   * The values with every confidential value replaced.
   *
   * @throws IllegalArgumentException when a function refuses a value (it names the attribute)
   */
  ObjectNode apply(Map<String, JsonNode> values) {
    ObjectNode copy = NODES.objectNode();
    values.forEach((name, value) -> copy.set(name, value == null ? null : value.deepCopy()));
    for (Prepared p : fields) {
      replace(copy, p.field().path(), 0, p);
    }
    return copy;
  }

  private static void replace(ObjectNode owner, List<String> path, int at, Prepared p) {
    String name = path.get(at);
    JsonNode value = owner.get(name);
    if (value == null || value.isNull()) {
      return;
    }
    if (value.isArray()) {
      ArrayNode items = (ArrayNode) value;
      for (int i = 0; i < items.size(); i++) {
        JsonNode item = items.get(i);
        if (at + 1 < path.size()) {
          if (item instanceof ObjectNode nested) {
            replace(nested, path, at + 1, p);
          }
        } else if (!item.isNull()) {
          items.set(i, obfuscated(item, p));
        }
      }
    } else if (at + 1 < path.size()) {
      if (value instanceof ObjectNode nested) {
        replace(nested, path, at + 1, p);
      }
    } else {
      owner.set(name, obfuscated(value, p));
    }
  }

  private static JsonNode obfuscated(JsonNode value, Prepared p) {
    SimpleDataType type = p.field().type();
    ZoneOffset offset = null;
    Object raw = javaValue(value, type);
    if (type == SimpleDataType.TIMESTAMP && value.isString()) {
      try {
        offset = OffsetDateTime.parse(value.asString()).getOffset();
      } catch (DateTimeParseException e) {
        // a timestamp without offset stays without
      }
    }
    try {
      return json(p.obfuscator().obfuscate(raw), offset);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(p.field().name() + ": " + e.getMessage(), e);
    }
  }

  /**
   * A stored value as the function's type holds it (a timestamp's local date and time).
   *
   * @throws IllegalArgumentException when it is no value of the type
   */
  static Object javaValue(JsonNode value, SimpleDataType type) {
    Object raw;
    if (value.isNumber()) {
      raw =
          type == SimpleDataType.LOOKUP_LINK && value.isIntegralNumber()
              ? (Object) value.longValue()
              : value.decimalValue();
    } else if (value.isBoolean()) {
      raw = value.booleanValue();
    } else {
      raw = value.asString();
    }
    if (type == SimpleDataType.TIMESTAMP && raw instanceof String text) {
      try {
        return OffsetDateTime.parse(text).toLocalDateTime();
      } catch (DateTimeParseException e) {
        // read as the type reads it
      }
    }
    return type.read(raw);
  }

  /** A function's result as the record's values hold it. */
  static JsonNode json(Object value, ZoneOffset offset) {
    if (value == null) {
      return NODES.nullNode();
    }
    if (value instanceof LocalDateTime t && offset != null) {
      return NODES.stringNode(t.atOffset(offset).toString());
    }
    if (value instanceof Long l) {
      return NODES.numberNode(l);
    }
    if (value instanceof Integer i) {
      return NODES.numberNode(i.longValue());
    }
    if (value instanceof BigDecimal d) {
      return NODES.numberNode(d);
    }
    if (value instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    return NODES.stringNode(value.toString());
  }
}
