package org.platform.mdm.bulk;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.util.List;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.util.WorkbookUtil;
import org.apache.poi.xssf.streaming.SXSSFSheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.meta.AttributeDef;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A spreadsheet of one register's or reference set's records, written as it goes (a window of rows
 * in memory, the rest in a compressed temporary file): row 1 the title, row 2 the column names
 * (what a load reads), row 3 their labels, the records from row 4; and a hidden metadata sheet
 * ({@value #META}) naming the object each data sheet holds, since a sheet name is at most 31
 * characters.
 */
final class XlsxRecordWriter implements RecordFileWriter {

  /** The metadata sheet's name. */
  static final String META = "META";

  /** The metadata sheet's columns. */
  static final List<String> META_COLUMNS = List.of("SHEET", "KIND", "OBJECT", "DISPLAY_NAME");

  /** The kind of a data sheet holding a register's or reference set's records. */
  static final String RECORDS = "E";

  /** Row index of the column names; the records begin two rows below. */
  static final int NAMES_ROW = 1;

  static final int FIRST_DATA_ROW = 3;

  /** Rows kept in memory while writing. */
  private static final int WINDOW = 200;

  /** The largest integer a spreadsheet's number keeps exactly. */
  private static final long EXACT = 1L << 53;

  private final SXSSFWorkbook workbook = new SXSSFWorkbook(WINDOW);
  private final OutputStream out;
  private final RecordColumns columns;
  private final String sourceSystem;
  private final JsonMapper json;
  private final SXSSFSheet sheet;
  private int next = FIRST_DATA_ROW;

  XlsxRecordWriter(OutputStream out, RecordColumns columns, String sourceSystem, JsonMapper json) {
    this.out = out;
    this.columns = columns;
    this.sourceSystem = sourceSystem;
    this.json = json;
    workbook.setCompressTempFiles(true);
    String name = WorkbookUtil.createSafeSheetName(columns.entityName());
    if (name.equalsIgnoreCase(META)) {
      name = "E " + name;
    }
    sheet = workbook.createSheet(name);
    texts(sheet.createRow(0), List.of(columns.displayName()));
    texts(sheet.createRow(NAMES_ROW), columns.names());
    texts(sheet.createRow(NAMES_ROW + 1), columns.labels());
    Sheet meta = workbook.createSheet(META);
    texts(meta.createRow(0), META_COLUMNS);
    texts(meta.createRow(1), List.of(name, RECORDS, columns.entityName(), columns.displayName()));
    workbook.setSheetHidden(workbook.getSheetIndex(META), true);
  }

  @Override
  public void write(GoldenRecord record) {
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
    cell.setCellValue(RecordColumns.text(a, v, json));
  }

  /**
   * Whether a spreadsheet's number (a double) holds the decimal exactly as it reads; else it is
   * written as text, which a load reads back digit for digit.
   */
  private static boolean exactAsDouble(JsonNode v) {
    double d = v.doubleValue();
    return Double.isFinite(d) && BigDecimal.valueOf(d).compareTo(v.decimalValue()) == 0;
  }

  private static void texts(Row row, List<String> values) {
    for (int i = 0; i < values.size(); i++) {
      if (!values.get(i).isEmpty()) {
        row.createCell(i).setCellValue(values.get(i));
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
