package org.platform.mdm.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.system.PlatformException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.BooleanNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/** The lines of an import file as record write bodies, read one at a time. */
abstract class ImportLines {

  /** One line: its number and its write body, or why it cannot be read. */
  record Item(long number, JsonNode body, PlatformException unreadable) {}

  /** The next line with content, or null at the end. */
  abstract Item next() throws IOException;

  /**
   * NDJSON read as bytes and parsed line by line: a line that is not JSON, or not UTF-8, is
   * rejected alone.
   */
  static ImportLines ndjson(InputStream in, JsonMapper json) {
    ByteLines lines = new ByteLines(in);
    return new ImportLines() {
      private long number;

      @Override
      Item next() throws IOException {
        do {
          if (!lines.next()) {
            return null;
          }
          number++;
        } while (lines.blank());
        try {
          return new Item(number, json.readTree(lines.bytes(), 0, lines.length()), null);
        } catch (JacksonException e) {
          return new Item(
              number, null, new PlatformException(DataErrors.DATA_IMPORT_LINE_MALFORMED));
        }
      }
    };
  }

  /** CSV of one entity: the header names attributes and the reserved columns. */
  static ImportLines csv(BufferedReader reader, EntityModel entity, JsonMapper json)
      throws IOException {
    CsvLines csv = new CsvLines(reader);
    List<String> header = csv.next();
    if (header == null) {
      return empty();
    }
    if (!header.isEmpty() && header.get(0).startsWith("\uFEFF")) {
      header.set(0, header.get(0).substring(1));
    }
    return new ImportLines() {
      @Override
      Item next() throws IOException {
        List<String> fields;
        do {
          fields = csv.next();
          if (fields == null) {
            return null;
          }
        } while (fields.size() == 1 && fields.get(0).isEmpty());
        long number = csv.lineNumber();
        if (fields.size() != header.size()) {
          return new Item(
              number,
              null,
              new PlatformException(
                  DataErrors.DATA_IMPORT_CSV_COLUMNS, header.size(), fields.size()));
        }
        ObjectNode body = json.createObjectNode();
        body.put("entityName", entity.name());
        ObjectNode attributes = body.putObject("attributes");
        for (int i = 0; i < header.size(); i++) {
          String column = header.get(i).trim();
          String value = fields.get(i);
          if (value.isEmpty()) {
            continue;
          }
          if (RESERVED.contains(column)) {
            body.put(column, value);
          } else {
            attributes.set(column, typed(entity, column, value, json));
          }
        }
        return new Item(number, body, null);
      }
    };
  }

  private static final Set<String> RESERVED =
      Set.of("externalId", "sourceSystem", "validFrom", "validTo", "etalonId", "parent");

  /** A CSV cell as the JSON value of the attribute's type; what does not parse stays text. */
  private static JsonNode typed(EntityModel entity, String column, String value, JsonMapper json) {
    AttributeDef attribute = entity.attribute(column).orElse(null);
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

  private static ImportLines empty() {
    return new ImportLines() {
      @Override
      Item next() {
        return null;
      }
    };
  }
}
