package org.platform.mdm.data.load;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;

/**
 * Reads CSV (RFC 4180, with a separator of choice: fields in double quotes may hold the separator,
 * quotes as {@code ""} and line breaks) one record at a time from the file's lines, never the whole
 * file. A record whose quoted field does not close within {@link #MAX_RECORD_CHARS} stops the
 * reading ({@link DataErrors#DATA_IMPORT_CSV_RECORD_TOO_LONG}): it is most likely a quote that is
 * never closed, which would otherwise swallow the rest of the file into one field.
 */
final class CsvLines {

  static final int MAX_RECORD_CHARS = 16 * 1024 * 1024;

  private final TextLines lines;
  private final char delimiter;
  private long recordLine;

  CsvLines(TextLines lines, char delimiter) {
    this.lines = lines;
    this.delimiter = delimiter;
  }

  /** The number of the line the last record started on (1 = first line). */
  long lineNumber() {
    return recordLine;
  }

  /** The place after the last record. */
  FilePosition position() {
    return lines.position();
  }

  /** The next record's fields, or null at the end. */
  List<String> next() throws IOException {
    if (!lines.next()) {
      return null;
    }
    recordLine = lines.number();
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = split(lines.text(), fields, field, false);
    while (quoted && lines.next()) {
      // The quoted field goes on on the next line.
      field.append('\n');
      if (field.length() > MAX_RECORD_CHARS) {
        throw new PlatformException(
            DataErrors.DATA_IMPORT_CSV_RECORD_TOO_LONG, String.valueOf(recordLine));
      }
      quoted = split(lines.text(), fields, field, true);
    }
    fields.add(field.toString());
    return fields;
  }

  /**
   * Splits one line of a record into its fields: each one ended by a separator is added to {@code
   * fields}, the last one is left in {@code field}.
   *
   * @param inQuotes whether the line goes on with a quoted field of the line before
   * @return whether the line ends inside a quoted field
   */
  private boolean split(String line, List<String> fields, StringBuilder field, boolean inQuotes) {
    boolean quoted = inQuotes;
    boolean wasQuoted = inQuotes;
    int n = line.length();
    for (int i = 0; i < n; i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c != '"') {
          field.append(c);
        } else if (i + 1 < n && line.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else {
          quoted = false;
        }
      } else if (c == '"' && field.length() == 0 && !wasQuoted) {
        quoted = true;
        wasQuoted = true;
      } else if (c == delimiter) {
        fields.add(field.toString());
        field.setLength(0);
        wasQuoted = false;
      } else if (c != '\r' || i + 1 < n) {
        field.append(c); // a '\r' ending the line ends it with the '\n' after it
      }
    }
    return quoted;
  }
}
