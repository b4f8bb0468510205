package org.platform.mdm.data.load;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessResourceFailureException;

/**
 * A node's hold on an import while it runs it: a PostgreSQL session-level advisory lock on a
 * connection kept for as long as the import runs (outside any transaction, so it holds back no
 * vacuum). Whichever way the node ends, even killed, its connection ends and the lock with it: an
 * import that no session holds is not running anywhere, and another node (or the next start) may
 * take it. The lock is only a sign of life: what keeps two runs from both writing is the runner id
 * a batch's transaction checks ({@link ImportRepository#commit}).
 */
final class ImportLock implements AutoCloseable {

  /** The first key of the two-key advisory locks of imports ('impt'); the second is the id. */
  static final int KEY = 0x696d7074;

  private static final Logger log = LoggerFactory.getLogger(ImportLock.class);

  private final Connection connection;
  private final long importId;

  private ImportLock(Connection connection, long importId) {
    this.connection = connection;
    this.importId = importId;
  }

  /** Takes the import's lock when no session holds it. */
  static Optional<ImportLock> tryTake(DataSource dataSource, long importId) {
    Connection connection = null;
    try {
      connection = dataSource.getConnection();
      connection.setAutoCommit(true);
      try (PreparedStatement take =
          connection.prepareStatement("select pg_try_advisory_lock(?, ?::int)")) {
        take.setInt(1, KEY);
        take.setLong(2, importId);
        try (ResultSet rs = take.executeQuery()) {
          rs.next();
          if (rs.getBoolean(1)) {
            return Optional.of(new ImportLock(connection, importId));
          }
        }
      }
      connection.close();
      return Optional.empty();
    } catch (SQLException e) {
      if (connection != null) {
        try {
          connection.close();
        } catch (SQLException closing) {
          e.addSuppressed(closing);
        }
      }
      throw new DataAccessResourceFailureException("could not lock import " + importId, e);
    }
  }

  /** Lets the import go; the connection goes back to the pool without the lock. */
  @Override
  public void close() {
    try (Connection c = connection;
        PreparedStatement release = c.prepareStatement("select pg_advisory_unlock_all()")) {
      release.executeQuery().close();
    } catch (SQLException e) {
      // A broken connection has lost the lock already, and the pool drops it.
      log.debug("Releasing the lock of import {}: {}", importId, e.toString());
    }
  }
}
