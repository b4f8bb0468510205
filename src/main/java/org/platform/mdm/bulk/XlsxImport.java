package org.platform.mdm.bulk;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.poi.ss.usermodel.DateUtil;
import org.platform.mdm.bulk.XlsxWorkbook.Cell;
import org.platform.mdm.bulk.XlsxWorkbook.CellType;
import org.platform.mdm.data.load.CellValues;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.BooleanNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * How a spreadsheet is loaded: which register or reference set each sheet holds (by the metadata
 * sheet {@value XlsxRecordWriter#META}, else by the sheet's name, else the load's {@code
 * entityName}), and each sheet's rows as record write bodies, one NDJSON line per row, so that a
 * line's number tells the sheet and row it came from.
 */
final class XlsxImport {

  /** A data sheet and the register it holds; {@code skipped} says why a sheet is not loaded. */
  record SheetPlan(String sheet, String entity, String skipped) {}

  /** A sheet's rows among the lines: line {@code firstLine} is row {@code firstRow} (1-based). */
  record Segment(String sheet, long firstLine, long firstRow) {}

  /** The lines written: where each sheet's rows are, how many rows with content, sheets skipped. */
  record Converted(List<Segment> segments, long rows, List<String> skipped) {}

  private static final Map<String, String> SYSTEM_FIELDS =
      Map.of(
          RecordColumns.ETALON_ID, "etalonId",
          RecordColumns.EXTERNAL_ID, "externalId",
          RecordColumns.SOURCE_SYSTEM, "sourceSystem",
          RecordColumns.FROM, "validFrom",
          RecordColumns.TO, "validTo",
          RecordColumns.PARENT, "parent");

  private XlsxImport() {}

  /**
   * The data sheets in the workbook's order and what each holds.
   *
   * @param entityName the register of sheets neither the metadata sheet nor their name maps, or
   *     null
   */
  static List<SheetPlan> plan(XlsxWorkbook book, DataModel model, String entityName) {
    List<String> names = book.sheetNames();
    Map<String, String[]> meta = new HashMap<>();
    names.stream()
        .filter(n -> n.equalsIgnoreCase(XlsxRecordWriter.META))
        .findFirst()
        .ifPresent(m -> meta.putAll(metadata(book, m)));
    List<SheetPlan> plan = new ArrayList<>();
    for (String sheet : names) {
      if (sheet.equalsIgnoreCase(XlsxRecordWriter.META)) {
        continue;
      }
      String[] mapped = meta.get(sheet);
      if (mapped != null) {
        String kind = mapped[0].trim().toUpperCase(Locale.ROOT);
        if (!kind.equals(XlsxRecordWriter.RECORDS)) {
          plan.add(new SheetPlan(sheet, null, "its kind " + kind + " is not loaded (only E)"));
          continue;
        }
        Optional<String> entity = entity(model, mapped[1]);
        plan.add(
            entity
                .map(e -> new SheetPlan(sheet, e, null))
                .orElseGet(
                    () ->
                        new SheetPlan(
                            sheet, null, "the model has no register or set " + mapped[1])));
        continue;
      }
      Optional<String> entity =
          entity(model, sheet)
              .or(
                  () ->
                      sheet.startsWith("E ") ? entity(model, sheet.substring(2)) : Optional.empty())
              .or(() -> Optional.ofNullable(entityName));
      plan.add(
          entity
              .map(e -> new SheetPlan(sheet, e, null))
              .orElseGet(
                  () ->
                      new SheetPlan(
                          sheet,
                          null,
                          "neither the metadata sheet nor its name names a register")));
    }
    return plan;
  }

  /** The metadata sheet's rows: sheet name → {kind, object}. */
  private static Map<String, String[]> metadata(XlsxWorkbook book, String sheet) {
    Map<String, String[]> meta = new HashMap<>();
    Map<String, Integer> header = new HashMap<>();
    book.rows(
        sheet,
        (row, cells) -> {
          Map<Integer, Cell> byColumn = XlsxWorkbook.byColumn(cells);
          if (header.isEmpty()) {
            byColumn.forEach(
                (c, cell) -> header.put(cell.value().trim().toUpperCase(Locale.ROOT), c));
            return header.containsKey("SHEET");
          }
          String name = text(byColumn.get(header.get("SHEET")));
          String kind = text(byColumn.get(header.getOrDefault("KIND", -1)));
          String object = text(byColumn.get(header.getOrDefault("OBJECT", -1)));
          if (!name.isEmpty() && !object.isEmpty()) {
            meta.put(name, new String[] {kind.isEmpty() ? XlsxRecordWriter.RECORDS : kind, object});
          }
          return true;
        });
    return meta;
  }

  private static String text(Cell cell) {
    return cell == null ? "" : cell.value().trim();
  }

  /** The register or reference set of that name, whatever its letter case. */
  static Optional<String> entity(DataModel model, String name) {
    String wanted = name.trim();
    return Stream.concat(
            model.entities().stream().map(e -> e.name()),
            model.lookupEntities().stream().map(l -> l.name()))
        .filter(n -> n.equalsIgnoreCase(wanted))
        .findFirst();
  }

  /**
   * Writes the rows of the planned sheets as NDJSON record write bodies: a sheet's column names are
   * its first row of the first three holding {@code ETALON_ID} or {@code EXTERNAL_ID} (the row
   * below it is the labels row when it is the second row, as an export writes it), its rows below
   * are records, an empty row a blank line.
   *
   * @param sourceSystem the source system of rows without one, or null
   */
  static Converted convert(
      XlsxWorkbook book,
      List<SheetPlan> plan,
      DataModel model,
      String sourceSystem,
      Writer out,
      JsonMapper json) {
    List<Segment> segments = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    long[] lines = {0};
    long[] rows = {0};
    for (SheetPlan sheet : plan) {
      if (sheet.entity() == null) {
        skipped.add("Sheet " + sheet.sheet() + ": " + sheet.skipped() + ".");
        continue;
      }
      List<AttributeDef> attributes = model.recordAttributes(sheet.entity()).orElse(List.of());
      SheetReader reader =
          new SheetReader(sheet.entity(), attributes, sourceSystem, out, json, lines, rows);
      book.rows(sheet.sheet(), reader::row);
      if (reader.header == null) {
        skipped.add(
            "Sheet "
                + sheet.sheet()
                + ": none of its first three rows names the columns ETALON_ID or EXTERNAL_ID.");
      } else if (reader.segment != null) {
        segments.add(new Segment(sheet.sheet(), reader.segment[0], reader.segment[1]));
      }
    }
    return new Converted(segments, rows[0], skipped);
  }

  /** Where a line came from: {@code Customer row 12}, or {@code line 12} outside every sheet. */
  static String where(List<Segment> segments, long line) {
    Segment at = null;
    for (Segment s : segments) {
      if (s.firstLine() <= line) {
        at = s;
      }
    }
    return at == null
        ? "line " + line
        : at.sheet() + " row " + (at.firstRow() + line - at.firstLine());
  }

  /** One sheet's rows written as lines. */
  private static final class SheetReader {
    private final String entity;
    private final Map<String, AttributeDef> attributes = new HashMap<>();
    private final String sourceSystem;
    private final Writer out;
    private final JsonMapper json;
    private final long[] lines;
    private final long[] rows;
    private Map<Integer, String> header;
    private int dataFrom;
    private int next;
    private long[] segment;

    SheetReader(
        String entity,
        List<AttributeDef> attributes,
        String sourceSystem,
        Writer out,
        JsonMapper json,
        long[] lines,
        long[] rows) {
      this.entity = entity;
      attributes.forEach(a -> this.attributes.put(a.name(), a));
      this.sourceSystem = sourceSystem;
      this.out = out;
      this.json = json;
      this.lines = lines;
      this.rows = rows;
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
        segment = new long[] {lines[0] + 1, dataFrom + 1L};
      }
      for (; next < row; next++) {
        line("");
      }
      ObjectNode body = body(cells);
      line(body == null ? "" : json.writeValueAsString(body));
      if (body != null) {
        rows[0]++;
      }
      next = row + 1;
      return true;
    }

    private void line(String text) throws IOException {
      out.write(text);
      out.write('\n');
      lines[0]++;
    }

    /** A row's write body; null when none of its cells is under a named column. */
    private ObjectNode body(List<Cell> cells) {
      ObjectNode body = json.createObjectNode();
      body.put("entityName", entity);
      ObjectNode values = body.putObject("attributes");
      boolean any = false;
      for (Cell cell : cells) {
        String column = header.get(cell.column());
        if (column == null || column.isEmpty()) {
          continue;
        }
        any = true;
        String field = SYSTEM_FIELDS.get(column);
        if (field == null) {
          values.set(column, value(attributes.get(column), cell));
        } else if (cell.type() == CellType.NUMBER
            && (field.equals("validFrom") || field.equals("validTo"))) {
          body.put(field, dateTime(cell).atOffset(ZoneOffset.UTC).toString());
        } else {
          body.put(
              field, cell.type() == CellType.NUMBER ? number(cell).toPlainString() : cell.value());
        }
      }
      if (!any) {
        return null;
      }
      if (!body.has("sourceSystem") && sourceSystem != null) {
        body.put("sourceSystem", sourceSystem);
      }
      return body;
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
