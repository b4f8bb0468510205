package org.platform.mdm.dg.crawl;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * Opens the connections crawlers read through and says in words why one failed: the source could
 * not be reached, refused the user, or could not be read. No message carries the password: the
 * driver's words are kept, with the password's value blotted out wherever it shows.
 */
final class CrawlConnections {

  /** A password written in a URL: {@code //user:secret@host}, {@code user/secret@host}. */
  private static final Pattern URL_PASSWORD = Pattern.compile("([^:/@;?]+)([:/])([^@/;?]+)@");

  private CrawlConnections() {}

  /**
   * A connection to {@code url} for reading: read-only, in one repeatable-read transaction (the
   * crawl sees one state of the catalog).
   *
   * @param where how a message names the source ({@code PostgreSQL at db.local:5432})
   */
  static Connection open(String url, Properties properties, String where) {
    String password = properties.getProperty("password");
    Connection connection;
    try {
      connection = DriverManager.getConnection(url, properties);
    } catch (SQLException e) {
      throw failure(where, properties.getProperty("user"), password, e);
    }
    try {
      readOnly(connection);
      connection.setAutoCommit(false);
      if (connection
          .getMetaData()
          .supportsTransactionIsolationLevel(Connection.TRANSACTION_REPEATABLE_READ)) {
        connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
      }
      return connection;
    } catch (SQLException e) {
      close(connection);
      throw failure(where, properties.getProperty("user"), password, e);
    }
  }

  /** Why reading failed, in words; the SQL state tells a refused login from an unreachable host. */
  static CrawlException failure(String where, String user, String password, SQLException e) {
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    String raw = String.valueOf(e.getMessage());
    String said = blot(raw, password);
    String message;
    if (state.startsWith("08")) {
      message = where + " could not be reached: " + said;
    } else if (state.startsWith("28")) {
      message = where + " refused the user '" + user + "': " + said;
    } else if (e instanceof java.sql.SQLTimeoutException) {
      message = where + " did not answer in time: " + said;
    } else {
      message = where + " could not be read: " + said;
    }
    // The driver's exception stays the cause unless it spoke the password.
    return new CrawlException(message, said.equals(raw) ? e : null);
  }

  /** The text with the password's value, if given and in it, replaced by asterisks. */
  static String blot(String text, String password) {
    if (password == null || password.isEmpty() || text == null) {
      return text;
    }
    return text.replace(password, "***");
  }

  /** A JDBC URL as a message may show it: no query or properties, no password before a host. */
  static String display(String url) {
    String shown = url;
    int end = indexOfAny(shown, '?', ';');
    if (end > 0) {
      shown = shown.substring(0, end);
    }
    return URL_PASSWORD.matcher(shown).replaceAll("$1$2***@");
  }

  private static int indexOfAny(String text, char a, char b) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == a || text.charAt(i) == b) {
        return i;
      }
    }
    return -1;
  }

  /** A hint to the driver; one that cannot take it reads all the same. */
  private static void readOnly(Connection connection) throws SQLException {
    try {
      connection.setReadOnly(true);
    } catch (SQLFeatureNotSupportedException e) {
      // the crawl only reads anyway
    }
  }

  static void close(Connection connection) {
    try {
      connection.close();
    } catch (SQLException e) {
      // nothing more to read through it
    }
  }
}
