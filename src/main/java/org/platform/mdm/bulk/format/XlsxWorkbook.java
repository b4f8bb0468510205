package org.platform.mdm.bulk.format;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.poi.ooxml.POIXMLException;
import org.apache.poi.openxml4j.exceptions.OpenXML4JException;
import org.apache.poi.openxml4j.opc.OPCPackage;
import org.apache.poi.openxml4j.opc.PackageAccess;
import org.apache.poi.xssf.eventusermodel.ReadOnlySharedStringsTable;
import org.apache.poi.xssf.eventusermodel.XSSFReader;
import org.platform.mdm.bulk.BulkErrors;
import org.platform.mdm.system.PlatformException;
import org.xml.sax.SAXException;

/**
 * A spreadsheet file read as a stream, a sheet at a time and a row at a time (never the whole
 * workbook in memory): its sheet names in order, and the raw cells of a sheet's rows, typed as the
 * file stores them. A file that is not a spreadsheet is refused with {@link
 * BulkErrors#BULK_IMPORT_FILE_UNREADABLE}.
 */
public final class XlsxWorkbook implements Closeable {

  /** How a cell stores its value. */
  enum CellType {
    TEXT,
    NUMBER,
    BOOLEAN,
    ERROR
  }

  /** A cell: its column (0 = A), how it is stored and its value as text. */
  record Cell(int column, CellType type, String value) {}

  /** What is done with each row that has cells, in order. */
  @FunctionalInterface
  interface Rows {
    /**
     * @param row the row's index (0 = the first row)
     * @return false to read no further rows of the sheet
     */
    boolean row(int row, List<Cell> cells) throws IOException;
  }

  private static final XMLInputFactory XML = XMLInputFactory.newFactory();

  static {
    XML.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    XML.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
  }

  private final OPCPackage pkg;
  private final XSSFReader reader;
  private final ReadOnlySharedStringsTable strings;

  private XlsxWorkbook(OPCPackage pkg, XSSFReader reader, ReadOnlySharedStringsTable strings) {
    this.pkg = pkg;
    this.reader = reader;
    this.strings = strings;
  }

  /** Opens the file; 400 when it is not a spreadsheet (XLSX). */
  public static XlsxWorkbook open(Path file) {
    OPCPackage pkg = null;
    try {
      pkg = OPCPackage.open(file.toFile(), PackageAccess.READ);
      return new XlsxWorkbook(pkg, new XSSFReader(pkg), new ReadOnlySharedStringsTable(pkg));
    } catch (OpenXML4JException
        | IOException
        | SAXException
        | POIXMLException
        | IllegalArgumentException
        | UnsupportedOperationException e) {
      if (pkg != null) {
        pkg.revert();
      }
      throw unreadable(e);
    }
  }

  static PlatformException unreadable(Exception e) {
    String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return new PlatformException(
        BulkErrors.BULK_IMPORT_FILE_UNREADABLE,
        reason.length() > 200 ? reason.substring(0, 200) : reason);
  }

  /** The sheets' names, in the workbook's order. */
  List<String> sheetNames() {
    List<String> names = new ArrayList<>();
    sheets(
        (name, in) -> {
          names.add(name);
          return true;
        });
    return names;
  }

  /** Reads the rows of the sheet of that name with cells, in order, until told to stop. */
  void rows(String sheet, Rows rows) {
    sheets(
        (name, in) -> {
          if (!name.equals(sheet)) {
            return true;
          }
          read(in, rows);
          return false;
        });
  }

  @FunctionalInterface
  private interface SheetVisitor {
    boolean sheet(String name, InputStream content) throws IOException, XMLStreamException;
  }

  private void sheets(SheetVisitor visitor) {
    try {
      Iterator<InputStream> data = reader.getSheetsData();
      XSSFReader.SheetIterator named = (XSSFReader.SheetIterator) data;
      while (named.hasNext()) {
        try (InputStream in = named.next()) {
          if (!visitor.sheet(named.getSheetName(), in)) {
            return;
          }
        }
      }
    } catch (IOException
        | XMLStreamException
        | OpenXML4JException
        | POIXMLException
        | IllegalArgumentException
        | IllegalStateException
        | ClassCastException e) {
      throw unreadable(e);
    }
  }

  /** Streams a sheet's XML: {@code <row r="4"><c r="B4" t="s"><v>3</v></c>…</row>}. */
  private void read(InputStream in, Rows rows) throws IOException, XMLStreamException {
    XMLStreamReader xml = XML.createXMLStreamReader(in);
    try {
      int row = -1;
      List<Cell> cells = new ArrayList<>();
      int column = -1;
      String type = null;
      StringBuilder value = null;
      boolean inValue = false;
      while (xml.hasNext()) {
        int event = xml.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
          switch (xml.getLocalName()) {
            case "row" -> {
              String r = xml.getAttributeValue(null, "r");
              row = r == null ? row + 1 : Integer.parseInt(r) - 1;
              cells = new ArrayList<>();
              column = -1;
            }
            case "c" -> {
              String r = xml.getAttributeValue(null, "r");
              column = r == null ? column + 1 : column(r);
              type = xml.getAttributeValue(null, "t");
              value = new StringBuilder();
            }
            case "v", "t" -> inValue = value != null;
            default -> {
              // other elements (formulas, formats) say nothing of the value
            }
          }
        } else if (event == XMLStreamConstants.CHARACTERS && inValue) {
          value.append(xml.getText());
        } else if (event == XMLStreamConstants.END_ELEMENT) {
          switch (xml.getLocalName()) {
            case "v", "t" -> inValue = false;
            case "c" -> {
              Cell cell = cell(column, type, value.toString());
              if (cell != null) {
                cells.add(cell);
              }
              value = null;
            }
            case "row" -> {
              if (!cells.isEmpty() && !rows.row(row, cells)) {
                return;
              }
            }
            default -> {
              // nothing to do
            }
          }
        }
      }
    } catch (NumberFormatException | IndexOutOfBoundsException e) {
      throw unreadable(e);
    } finally {
      xml.close();
    }
  }

  /** A cell as stored; null for an empty one. */
  private Cell cell(int column, String type, String raw) {
    if (raw.isEmpty()) {
      return null;
    }
    return switch (type == null ? "n" : type) {
      case "s" ->
          new Cell(
              column, CellType.TEXT, strings.getItemAt(Integer.parseInt(raw.trim())).getString());
      case "b" -> new Cell(column, CellType.BOOLEAN, "1".equals(raw.trim()) ? "true" : "false");
      case "e" -> new Cell(column, CellType.ERROR, raw);
      case "n" -> new Cell(column, CellType.NUMBER, raw.trim());
      default -> new Cell(column, CellType.TEXT, raw); // inlineStr, str (a formula's text)
    };
  }

  /** The column of a cell reference: {@code B4} → 1. */
  static int column(String reference) {
    int column = 0;
    int i = 0;
    while (i < reference.length() && Character.isLetter(reference.charAt(i))) {
      column = column * 26 + (Character.toUpperCase(reference.charAt(i)) - 'A' + 1);
      i++;
    }
    if (i == 0) {
      throw new NumberFormatException("cell reference " + reference);
    }
    return column - 1;
  }

  /** The cells of a row by column. */
  static Map<Integer, Cell> byColumn(List<Cell> cells) {
    Map<Integer, Cell> map = new TreeMap<>();
    cells.forEach(c -> map.put(c.column(), c));
    return map;
  }

  @Override
  public void close() {
    pkg.revert();
  }
}
