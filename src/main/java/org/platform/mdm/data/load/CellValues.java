package org.platform.mdm.data.load;

import java.math.BigDecimal;
import java.util.Locale;
import org.platform.mdm.meta.AttributeDef;
import org.springframework.modulith.NamedInterface;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.BooleanNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.StringNode;

/**
 * A cell of a file (a CSV field, a spreadsheet's text cell) as the JSON value of its attribute's
 * type: Integer, Number and Boolean text as such, arrays, Complex and File values as the JSON they
 * hold. Text that does not read as its type stays text, so the write rejects it with the reason.
 */
@NamedInterface("loads")
public final class CellValues {

  private CellValues() {}

  /**
   * The value of a cell's text.
   *
   * @param attribute the column's attribute, or null for a column the entity does not have
   */
  public static JsonNode typed(AttributeDef attribute, String value, JsonMapper json) {
    if (attribute == null) {
      return StringNode.valueOf(value);
    }
    String trimmed = value.trim();
    if (attribute.array()
        || "Complex".equals(attribute.type())
        || "File".equals(attribute.type())) {
      if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
        try {
          return json.readTree(trimmed);
        } catch (JacksonException e) {
          return StringNode.valueOf(value);
        }
      }
      return StringNode.valueOf(value);
    }
    try {
      return switch (attribute.type()) {
        case "Integer" -> LongNode.valueOf(Long.parseLong(trimmed));
        case "Number" -> DecimalNode.valueOf(new BigDecimal(trimmed));
        case "Boolean" ->
            switch (trimmed.toLowerCase(Locale.ROOT)) {
              case "true" -> BooleanNode.TRUE;
              case "false" -> BooleanNode.FALSE;
              default -> StringNode.valueOf(value);
            };
        default -> StringNode.valueOf(value);
      };
    } catch (NumberFormatException e) {
      return StringNode.valueOf(value);
    }
  }
}
