package org.platform.mdm.data;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CSV (RFC 4180: comma-separated, fields in double quotes may hold commas, quotes as {@code
 * ""} and line breaks) one record at a time, never the whole file.
 */
final class CsvLines {

  private final Reader reader;
  private int lineNumber;
  private int recordLine;
  private int pending = -2;

  CsvLines(Reader reader) {
    this.reader = reader;
  }

  /** The number of the line the last record started on (1 = first line). */
  int lineNumber() {
    return recordLine;
  }

  /** The next record's fields, or null at the end. */
  List<String> next() throws IOException {
    int c = read();
    if (c == -1) {
      return null;
    }
    lineNumber++;
    recordLine = lineNumber;
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    boolean wasQuoted = false;
    while (true) {
      if (c == -1) {
        fields.add(field.toString());
        break;
      }
      if (quoted) {
        if (c == '"') {
          int d = read();
          if (d == '"') {
            field.append('"');
          } else {
            quoted = false;
            c = d;
            continue;
          }
        } else {
          if (c == '\n') {
            lineNumber++;
          }
          field.append((char) c);
        }
      } else if (c == '"' && field.length() == 0 && !wasQuoted) {
        quoted = true;
        wasQuoted = true;
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
        wasQuoted = false;
      } else if (c == '\r') {
        int d = read();
        if (d != '\n') {
          unread(d);
        }
        fields.add(field.toString());
        break;
      } else if (c == '\n') {
        fields.add(field.toString());
        break;
      } else {
        field.append((char) c);
      }
      c = read();
    }
    return fields;
  }

  private int read() throws IOException {
    if (pending != -2) {
      int c = pending;
      pending = -2;
      return c;
    }
    return reader.read();
  }

  private void unread(int c) {
    pending = c;
  }
}
