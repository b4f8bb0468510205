package org.platform.mdm.system;

import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

/**
 * The backstop for values no check caught: PostgreSQL refuses a value with an SQLSTATE of class 22
 * (data exception: a byte sequence it cannot store, a value too long, a number or date out of
 * range) or with 54000 (a value past one of its limits: an index entry or a tsvector too large for
 * it). That is bad input, never a bug of the server, so it answers 400 with a plain reason and
 * without the database's text; the transaction is rolled back, so nothing is half-written.
 */
public final class SqlDataErrors {

  private static final String PROGRAM_LIMIT_EXCEEDED = "54000";

  private static final Map<String, String> REASONS =
      Map.of(
          "22021",
          "a text holds a character the database cannot store",
          "22P05",
          "a text holds a character the database cannot store",
          "22001",
          "a value is longer than the database stores",
          "22003",
          "a number is out of the range the database stores",
          "22008",
          "a date or time is out of the range the database stores",
          "22007",
          "a date or time is not valid",
          "22P02",
          "a value does not have the form its type needs",
          "22023",
          "a value is not valid for its parameter",
          PROGRAM_LIMIT_EXCEEDED,
          "a value is larger than the database stores or indexes");

  private SqlDataErrors() {}

  /** The 400 answer for a data exception somewhere in {@code failure}'s causes, if there is one. */
  public static Optional<PlatformException> asBadInput(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && sql.getSQLState() != null) {
        String state = sql.getSQLState();
        if (state.startsWith("22") || state.equals(PROGRAM_LIMIT_EXCEEDED)) {
          return Optional.of(
              new PlatformException(
                  SystemErrors.SYSTEM_INVALID_VALUE,
                  REASONS.getOrDefault(state, "a value the database refuses")));
        }
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return Optional.empty();
  }
}
