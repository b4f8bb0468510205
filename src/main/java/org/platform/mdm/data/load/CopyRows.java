package org.platform.mdm.data.load;

import java.io.IOException;
import java.io.StringReader;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import javax.sql.DataSource;
import org.platform.mdm.data.record.Period;
import org.postgresql.PGConnection;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.jdbc.datasource.DataSourceUtils;

/**
 * Rows for PostgreSQL's COPY in text format, sent on the connection of the current transaction.
 * COPY is the fastest way rows reach PostgreSQL; a bulk load builds one per table and batch.
 */
final class CopyRows {

  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss.SSSxxx");

  private final String table;
  private final StringBuilder rows = new StringBuilder(1 << 16);
  private boolean firstColumn = true;
  private OffsetDateTime lastDate;
  private String lastDateText;
  private int count;

  CopyRows(String table) {
    this.table = table;
  }

  CopyRows value(Object value) {
    if (!firstColumn) {
      rows.append('\t');
    }
    firstColumn = false;
    if (value == null) {
      rows.append("\\N");
    } else if (value instanceof OffsetDateTime date) {
      // A batch stamps every row with the same moment: format it once.
      if (date != lastDate) {
        lastDate = date;
        lastDateText = TIMESTAMP.format(date);
      }
      rows.append(lastDateText);
    } else {
      escape(value.toString());
    }
    return this;
  }

  /** A validity bound: unbounded ones are ±infinity. */
  CopyRows bound(long millis, boolean start) {
    if (millis == (start ? Period.UNBOUNDED_FROM : Period.UNBOUNDED_TO)) {
      return value(start ? "-infinity" : "infinity");
    }
    return value(
        OffsetDateTime.ofInstant(java.time.Instant.ofEpochMilli(millis), java.time.ZoneOffset.UTC));
  }

  CopyRows endRow() {
    rows.append('\n');
    firstColumn = true;
    count++;
    return this;
  }

  int count() {
    return count;
  }

  /** The rows as COPY's text format reads them. */
  String text() {
    return rows.toString();
  }

  /** Sends the rows with {@code COPY <table> FROM STDIN}, in the caller's transaction. */
  void copy(DataSource dataSource) {
    if (count == 0) {
      return;
    }
    Connection connection = DataSourceUtils.getConnection(dataSource);
    try {
      connection
          .unwrap(PGConnection.class)
          .getCopyAPI()
          .copyIn("copy " + table + " from stdin", new StringReader(text()));
    } catch (SQLException | IOException e) {
      throw new DataAccessResourceFailureException("COPY into " + table + " failed", e);
    } finally {
      DataSourceUtils.releaseConnection(connection, dataSource);
    }
  }

  /** Appends the text with COPY's escapes; runs without a special character go in one append. */
  private void escape(String text) {
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      String escaped =
          switch (text.charAt(i)) {
            case '\\' -> "\\\\";
            case '\t' -> "\\t";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            default -> null;
          };
      if (escaped != null) {
        rows.append(text, start, i).append(escaped);
        start = i + 1;
      }
    }
    rows.append(text, start, text.length());
  }
}
