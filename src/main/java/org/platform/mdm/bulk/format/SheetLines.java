package org.platform.mdm.bulk.format;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.ss.usermodel.DateUtil;
import org.platform.mdm.bulk.format.XlsxWorkbook.Cell;
import org.platform.mdm.bulk.format.XlsxWorkbook.CellType;
import org.platform.mdm.data.load.CellValues;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.RelationDef;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.BooleanNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * One sheet's rows written as NDJSON lines, a line per row (an empty row a blank line, so that a
 * line's number tells the row): a records sheet's rows as record write bodies, a relation sheet's
 * as link write bodies ({@code {entityName, etalonId | externalId, sourceSystem, relations:
 * {<name>: [item]}}}). Cells are read as the file stores them: numbers, dates and booleans by the
 * type of their attribute, text as a load reads text.
 */
final class SheetLines {

  /** Lines written to one file: how many, how many rows with content, where each sheet's are. */
  static final class Output {
    final Writer out;
    final List<XlsxImport.Segment> segments = new ArrayList<>();
    long lines;
    long rows;

    Output(Writer out) {
      this.out = out;
    }
  }

  /** A records row's columns that are the write's own fields, by column name. */
  private static final Map<String, String> RECORD_FIELDS =
      Map.of(
          RecordColumns.ETALON_ID, "etalonId",
          RecordColumns.EXTERNAL_ID, "externalId",
          RecordColumns.SOURCE_SYSTEM, "sourceSystem",
          RecordColumns.FROM, "validFrom",
          RecordColumns.TO, "validTo",
          RecordColumns.PARENT, "parent");

  /** A link row's columns that name the record the link starts at. */
  private static final Map<String, String> FROM_FIELDS =
      Map.of(
          RecordColumns.ETALON_ID, "etalonId",
          RecordColumns.EXTERNAL_ID, "externalId",
          RecordColumns.SOURCE_SYSTEM, "sourceSystem");

  /** A link row's columns that are the link item's own fields. */
  private static final Map<String, String> LINK_FIELDS =
      Map.of(
          LinkColumns.TO_ETALON_ID, "toEtalonId",
          LinkColumns.TO_EXTERNAL_ID, "toExternalId",
          LinkColumns.TO_SOURCE_SYSTEM, "toSourceSystem",
          RecordColumns.FROM, "validFrom",
          RecordColumns.TO, "validTo");

  /** A classification row's columns that are the classification item's own fields. */
  private static final Map<String, String> CLASSIFICATION_FIELDS =
      Map.of(
          ClassificationColumns.NODE_ID, "nodeId",
          ClassificationColumns.NODE_CODE, "nodeCode",
          ClassificationColumns.VERSION, "versionName",
          RecordColumns.FROM, "validFrom",
          RecordColumns.TO, "validTo");

  private final String entity;
  private final String relation;
  private final String classifier;
  private final Map<String, AttributeDef> attributes = new HashMap<>();
  private final String sourceSystem;
  private final Output output;
  private final JsonMapper json;
  private Map<Integer, String> header;
  private int dataFrom;
  private int next;
  private long[] segment;

  private SheetLines(
      String entity,
      String relation,
      String classifier,
      List<AttributeDef> attributes,
      String sourceSystem,
      Output output,
      JsonMapper json) {
    this.entity = entity;
    this.relation = relation;
    this.classifier = classifier;
    attributes.forEach(a -> this.attributes.put(a.name(), a));
    this.sourceSystem = sourceSystem;
    this.output = output;
    this.json = json;
  }

  /** A register's or reference set's sheet. */
  static SheetLines records(
      String entity,
      List<AttributeDef> attributes,
      String sourceSystem,
      Output output,
      JsonMapper json) {
    return new SheetLines(entity, null, null, attributes, sourceSystem, output, json);
  }

  /** A relation's sheet: links from the relation's {@code from} register. */
  static SheetLines links(
      RelationDef relation, String sourceSystem, Output output, JsonMapper json) {
    return new SheetLines(
        relation.from(), relation.name(), null, relation.attributes(), sourceSystem, output, json);
  }

  /**
   * A classifier's sheet: classifications of records of the register in the row's {@code
   * ENTITY_NAME}, else {@code entityName}.
   */
  static SheetLines classifications(
      String classifier, String entityName, String sourceSystem, Output output, JsonMapper json) {
    return new SheetLines(entityName, null, classifier, List.of(), sourceSystem, output, json);
  }

  /** Whether the sheet named its columns. */
  boolean headed() {
    return header != null;
  }

  /** Tells where the sheet's rows are among the lines, when it had any. */
  void segment(String sheet) {
    if (segment != null) {
      output.segments.add(new XlsxImport.Segment(sheet, segment[0], segment[1]));
    }
  }

  boolean row(int row, List<Cell> cells) throws IOException {
    if (header == null) {
      if (row > XlsxRecordWriter.NAMES_ROW + 1) {
        return false;
      }
      Map<Integer, String> names = new HashMap<>();
      cells.forEach(c -> names.put(c.column(), c.value().trim()));
      if (names.containsValue(RecordColumns.ETALON_ID)
          || names.containsValue(RecordColumns.EXTERNAL_ID)) {
        header = names;
        dataFrom = row == XlsxRecordWriter.NAMES_ROW ? XlsxRecordWriter.FIRST_DATA_ROW : row + 1;
        next = dataFrom;
      }
      return true;
    }
    if (row < dataFrom) {
      return true;
    }
    if (segment == null) {
      segment = new long[] {output.lines + 1, dataFrom + 1L};
    }
    for (; next < row; next++) {
      line("");
    }
    Map<String, Cell> named = new LinkedHashMap<>();
    for (Cell cell : cells) {
      String column = header.get(cell.column());
      if (column != null && !column.isEmpty()) {
        named.put(column, cell);
      }
    }
    ObjectNode body =
        named.isEmpty()
            ? null
            : classifier != null
                ? classificationBody(named)
                : relation == null ? recordBody(named) : linkBody(named);
    line(body == null ? "" : json.writeValueAsString(body));
    if (body != null) {
      output.rows++;
    }
    next = row + 1;
    return true;
  }

  private void line(String text) throws IOException {
    output.out.write(text);
    output.out.write('\n');
    output.lines++;
  }

  /** A records row's write body, of its cells by column name. */
  private ObjectNode recordBody(Map<String, Cell> cells) {
    ObjectNode body = json.createObjectNode();
    body.put("entityName", entity);
    ObjectNode values = body.putObject("attributes");
    for (Map.Entry<String, Cell> named : cells.entrySet()) {
      String column = named.getKey();
      Cell cell = named.getValue();
      String field = RECORD_FIELDS.get(column);
      if (field == null) {
        values.set(column, value(attributes.get(column), cell));
      } else {
        field(body, field, cell);
      }
    }
    return withSource(body);
  }

  /** A link row's write body, of its cells by column name. */
  private ObjectNode linkBody(Map<String, Cell> cells) {
    ObjectNode body = json.createObjectNode();
    body.put("entityName", entity);
    ObjectNode item = body.putObject("relations").putArray(relation).addObject();
    ObjectNode values = json.createObjectNode();
    for (Map.Entry<String, Cell> named : cells.entrySet()) {
      String column = named.getKey();
      Cell cell = named.getValue();
      if (FROM_FIELDS.containsKey(column)) {
        field(body, FROM_FIELDS.get(column), cell);
      } else if (LINK_FIELDS.containsKey(column)) {
        field(item, LINK_FIELDS.get(column), cell);
      } else {
        values.set(column, value(attributes.get(column), cell));
      }
    }
    if (!values.isEmpty()) {
      item.set("attributes", values);
    }
    return withSource(body);
  }

  /**
   * A classification row's write body ({@code POST /api/v1/classifiers/classifications}), of its
   * cells by column name. The node attributes are one JSON object in their cell; a cell that is not
   * one is passed on as text, for the write to refuse.
   */
  private ObjectNode classificationBody(Map<String, Cell> cells) {
    ObjectNode body = json.createObjectNode();
    if (entity != null) {
      body.put("entityName", entity);
    }
    ObjectNode item = body.putObject("classifications").putArray(classifier).addObject();
    for (Map.Entry<String, Cell> named : cells.entrySet()) {
      String column = named.getKey();
      Cell cell = named.getValue();
      if (column.equals(ClassificationColumns.ENTITY_NAME)) {
        body.put("entityName", cell.value().trim());
      } else if (FROM_FIELDS.containsKey(column)) {
        field(body, FROM_FIELDS.get(column), cell);
      } else if (CLASSIFICATION_FIELDS.containsKey(column)) {
        field(item, CLASSIFICATION_FIELDS.get(column), cell);
      } else if (column.equals(ClassificationColumns.ATTRIBUTES)) {
        item.set("attributes", object(cell.value()));
      } else {
        item.put(column, cell.value());
      }
    }
    return withSource(body);
  }

  private JsonNode object(String text) {
    try {
      JsonNode parsed = json.readTree(text);
      return parsed.isObject() ? parsed : StringNode.valueOf(text);
    } catch (tools.jackson.core.JacksonException notJson) {
      return StringNode.valueOf(text);
    }
  }

  private ObjectNode withSource(ObjectNode body) {
    if (!body.has("sourceSystem") && sourceSystem != null) {
      body.put("sourceSystem", sourceSystem);
    }
    return body;
  }

  /** A system column's cell into its field: a date cell as an instant in UTC, numbers as text. */
  private static void field(ObjectNode body, String field, Cell cell) {
    if (cell.type() == CellType.NUMBER && (field.equals("validFrom") || field.equals("validTo"))) {
      body.put(field, dateTime(cell).atOffset(ZoneOffset.UTC).toString());
    } else {
      body.put(field, cell.type() == CellType.NUMBER ? number(cell).toPlainString() : cell.value());
    }
  }

  /** A cell as the JSON value of its attribute's type, as it is stored in the file. */
  private JsonNode value(AttributeDef attribute, Cell cell) {
    String type = attribute == null || attribute.array() ? "" : attribute.type();
    return switch (cell.type()) {
      case BOOLEAN ->
          "Boolean".equals(type)
              ? BooleanNode.valueOf(Boolean.parseBoolean(cell.value()))
              : StringNode.valueOf(cell.value());
      case NUMBER ->
          switch (type) {
            case "Number" -> DecimalNode.valueOf(number(cell));
            case "Integer" ->
                number(cell).scale() <= 0
                    ? LongNode.valueOf(number(cell).longValueExact())
                    : StringNode.valueOf(cell.value());
            case "Date" -> StringNode.valueOf(dateTime(cell).toLocalDate().toString());
            case "Timestamp" -> StringNode.valueOf(dateTime(cell).toString());
            case "Time" -> StringNode.valueOf(dateTime(cell).toLocalTime().toString());
            default -> StringNode.valueOf(number(cell).toPlainString());
          };
      case TEXT -> CellValues.typed(attribute, cell.value(), json);
      case ERROR -> StringNode.valueOf(cell.value());
    };
  }

  /** A number cell's value without the trailing zeros a spreadsheet's double adds. */
  private static BigDecimal number(Cell cell) {
    BigDecimal n = new BigDecimal(cell.value());
    if (n.scale() > 0) {
      n = n.stripTrailingZeros();
    }
    return n.scale() < 0 ? n.setScale(0) : n;
  }

  /** A number cell holding a spreadsheet date (days since 1900), read as UTC. */
  private static LocalDateTime dateTime(Cell cell) {
    return DateUtil.getLocalDateTime(Double.parseDouble(cell.value()));
  }
}
