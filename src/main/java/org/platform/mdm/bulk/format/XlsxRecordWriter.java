package org.platform.mdm.bulk.format;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.util.CellReference;
import org.apache.poi.ss.util.WorkbookUtil;
import org.apache.poi.xssf.streaming.SXSSFSheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.meta.AttributeDef;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A spreadsheet of one register's or reference set's records, written as it goes (a window of rows
 * in memory, the rest in a compressed temporary file: {@link StreamedWorkbook}): row 1 the title,
 * row 2 the column names (what a load reads), row 3 their labels, the records from row 4; a sheet
 * per relation starting at the register, laid out alike, its links from row 4; and a hidden
 * metadata sheet ({@value #META}) naming the object each data sheet holds, since a sheet name is at
 * most 31 characters.
 */
public final class XlsxRecordWriter implements RecordFileWriter {

  /** The metadata sheet's name. */
  public static final String META = "META";

  /** The metadata sheet's columns. */
  static final List<String> META_COLUMNS = List.of("SHEET", "KIND", "OBJECT", "DISPLAY_NAME");

  /** The kind of a data sheet holding a register's or reference set's records. */
  static final String RECORDS = "E";

  /** The kind of a data sheet holding a relation's links. */
  static final String LINKS = "R";

  /** The kind of a data sheet holding a classifier's classifications of the records. */
  static final String CLASSIFICATIONS = "C";

  /** Row index of the column names; the records begin two rows below. */
  public static final int NAMES_ROW = 1;

  static final int FIRST_DATA_ROW = 3;

  /** Rows kept in memory while writing. */
  private static final int WINDOW = 200;

  /** The largest integer a spreadsheet's number keeps exactly. */
  private static final long EXACT = 1L << 53;

  private final SXSSFWorkbook workbook = new StreamedWorkbook(WINDOW);
  private final OutputStream out;
  private final RecordColumns columns;
  private final String sourceSystem;
  private final JsonMapper json;
  private final SXSSFSheet sheet;
  private int next = FIRST_DATA_ROW;
  private final Map<String, SheetRows> links = new LinkedHashMap<>();
  private final Map<String, SheetRows> classifiers = new LinkedHashMap<>();
  private int cut;
  private String firstCut;

  /** A relation's or classifier's sheet, the attributes its columns hold, its next row. */
  private static final class SheetRows {
    final SXSSFSheet sheet;
    final List<AttributeDef> attributes;
    int next = FIRST_DATA_ROW;

    SheetRows(SXSSFSheet sheet, List<AttributeDef> attributes) {
      this.sheet = sheet;
      this.attributes = attributes;
    }
  }

  /**
   * @param relations the relations whose links get a sheet each (none: the records alone)
   * @param classifierNames the classifiers whose classifications get a sheet each
   */
  public XlsxRecordWriter(
      OutputStream out,
      RecordColumns columns,
      List<LinkColumns> relations,
      List<String> classifierNames,
      String sourceSystem,
      JsonMapper json) {
    this.out = out;
    this.columns = columns;
    this.sourceSystem = sourceSystem;
    this.json = json;
    List<List<String>> mapped = new ArrayList<>();
    String name = sheetName(columns.entityName(), RECORDS + " " + columns.entityName());
    sheet = sheet(name, columns.displayName(), columns.names(), columns.labels());
    mapped.add(List.of(name, RECORDS, columns.entityName(), columns.displayName()));
    for (LinkColumns relation : relations) {
      String linkSheet =
          sheetName(LINKS + " " + relation.relationName(), LINKS + " " + relation.relationName());
      links.put(
          relation.relationName(),
          new SheetRows(
              sheet(linkSheet, relation.displayName(), relation.names(), relation.labels()),
              relation.attributes()));
      mapped.add(List.of(linkSheet, LINKS, relation.relationName(), relation.displayName()));
    }
    for (String classifier : classifierNames) {
      String named = CLASSIFICATIONS + " " + classifier;
      String classified = sheetName(named, named);
      classifiers.put(
          classifier,
          new SheetRows(
              sheet(
                  classified,
                  classifier,
                  ClassificationColumns.NAMES,
                  ClassificationColumns.LABELS),
              List.of()));
      mapped.add(List.of(classified, CLASSIFICATIONS, classifier, classifier));
    }
    Sheet meta = workbook.createSheet(META);
    texts(meta.createRow(0), META_COLUMNS);
    for (int i = 0; i < mapped.size(); i++) {
      texts(meta.createRow(i + 1), mapped.get(i));
    }
    workbook.setSheetHidden(workbook.getSheetIndex(META), true);
  }

  /**
   * A sheet name of at most 31 characters that no other sheet has (the metadata sheet's included):
   * the one wanted, else the alternative, else the alternative numbered.
   */
  private String sheetName(String wanted, String alternative) {
    String name = WorkbookUtil.createSafeSheetName(wanted);
    if (taken(name)) {
      name = WorkbookUtil.createSafeSheetName(alternative);
    }
    for (int n = 2; taken(name); n++) {
      String suffix = " " + n;
      name =
          WorkbookUtil.createSafeSheetName(
              alternative.substring(0, Math.min(alternative.length(), 31 - suffix.length()))
                  + suffix);
    }
    return name;
  }

  private boolean taken(String name) {
    return name.equalsIgnoreCase(META) || workbook.getSheet(name) != null;
  }

  private SXSSFSheet sheet(String name, String title, List<String> names, List<String> labels) {
    SXSSFSheet created = workbook.createSheet(name);
    texts(created.createRow(0), List.of(title));
    texts(created.createRow(NAMES_ROW), names);
    texts(created.createRow(NAMES_ROW + 1), labels);
    return created;
  }

  @Override
  public void write(
      GoldenRecord record, List<RelationView> outgoing, List<ClassifiedPeriod> classified) {
    for (GoldenPeriod p : record.periods()) {
      if (!p.active()) {
        continue;
      }
      Row row = sheet.createRow(next++);
      texts(row, RecordColumns.keyCells(record, p, sourceSystem));
      int c = RecordColumns.SYSTEM.size();
      for (AttributeDef a : columns.attributes()) {
        value(row.createCell(c++), a, p.values().get(a.name()));
      }
    }
    for (RelationView link : outgoing) {
      SheetRows to = links.get(link.relationName());
      if (to == null) {
        continue;
      }
      Row row = to.sheet.createRow(to.next++);
      texts(row, LinkColumns.keyCells(link, sourceSystem));
      int c = LinkColumns.SYSTEM.size();
      for (AttributeDef a : to.attributes) {
        value(row.createCell(c++), a, link.attributes().get(a.name()));
      }
    }
    for (ClassifiedPeriod period : classified) {
      SheetRows to = classifiers.get(period.classifierName());
      if (to == null) {
        continue;
      }
      texts(
          to.sheet.createRow(to.next++),
          ClassificationColumns.cells(
              record.etalonId(),
              columns.entityName(),
              period,
              sourceSystem,
              period.attributes().isEmpty() ? "" : json.writeValueAsString(period.attributes())));
    }
  }

  @Override
  public boolean writesLinks() {
    return !links.isEmpty();
  }

  @Override
  public boolean writesClassifications() {
    return !classifiers.isEmpty();
  }

  private void value(Cell cell, AttributeDef a, JsonNode v) {
    if (v == null || v.isNull()) {
      return;
    }
    if (!RecordColumns.asJson(a)) {
      if (v.isIntegralNumber() && v.canConvertToLong() && Math.abs(v.longValue()) <= EXACT) {
        cell.setCellValue(v.longValue());
        return;
      }
      if (v.isFloatingPointNumber() && "Number".equals(a.type()) && exactAsDouble(v)) {
        cell.setCellValue(v.doubleValue());
        return;
      }
      if (v.isBoolean()) {
        cell.setCellValue(v.booleanValue());
        return;
      }
    }
    text(cell, RecordColumns.text(a, v, json));
  }

  /** Writes a text into a cell, cut to what a cell holds (and counted) when it is longer. */
  private void text(Cell cell, String value) {
    if (SpreadsheetText.tooLong(value)) {
      if (cut++ == 0) {
        firstCut = new CellReference(cell).formatAsString();
      }
      value = SpreadsheetText.fitting(value);
    }
    cell.setCellValue(value);
  }

  @Override
  public String remark() {
    return cut == 0
        ? null
        : cut
            + (cut == 1 ? " cell" : " cells")
            + " longer than 32,767 characters (a spreadsheet cell's limit) cut, with a marker at"
            + " the end; the first: "
            + firstCut;
  }

  /**
   * Whether a spreadsheet's number (a double) holds the decimal exactly as it reads; else it is
   * written as text, which a load reads back digit for digit.
   */
  private static boolean exactAsDouble(JsonNode v) {
    double d = v.doubleValue();
    return Double.isFinite(d) && BigDecimal.valueOf(d).compareTo(v.decimalValue()) == 0;
  }

  private void texts(Row row, List<String> values) {
    for (int i = 0; i < values.size(); i++) {
      if (!values.get(i).isEmpty()) {
        text(row.createCell(i), values.get(i));
      }
    }
  }

  @Override
  public void finish() throws IOException {
    workbook.write(out);
    out.flush();
  }

  @Override
  public void close() throws IOException {
    try {
      workbook.close();
    } finally {
      out.close();
    }
  }
}
