package org.platform.mdm.bench;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.slf4j.LoggerFactory;

/** The statements a search ran, taken from the engine's debug log, with their plans. */
final class SearchPlans {

  private SearchPlans() {}

  /**
   * Sends the search body and answers each statement the engine ran for it (from its debug log)
   * with its EXPLAIN (ANALYZE, BUFFERS), run once more on the same database.
   */
  static String explain(BenchClient client, DataSource dataSource, Map<String, Object> body)
      throws Exception {
    Logger logger =
        (Logger) LoggerFactory.getLogger("org.platform.mdm.search.engine.PostgresSearchEngine");
    ListAppender<ILoggingEvent> appender = new ListAppender<>();
    appender.start();
    logger.addAppender(appender);
    Level level = logger.getLevel();
    logger.setLevel(Level.DEBUG);
    try {
      client.post("/api/v2/search/records", body);
    } finally {
      logger.setLevel(level);
      logger.detachAppender(appender);
    }
    List<String> statements = new ArrayList<>();
    appender.list.forEach(e -> statements.add(e.getFormattedMessage()));
    StringBuilder out = new StringBuilder();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("set pg_trgm.word_similarity_threshold = 0.65");
      s.execute("set plan_cache_mode = auto");
      for (String logged : statements) {
        String sql = logged.substring(logged.indexOf(':') + 2);
        out.append("SQL: ").append(sql).append("\n\n");
        try (ResultSet rs = s.executeQuery("explain (analyze, buffers) " + sql)) {
          while (rs.next()) {
            out.append(rs.getString(1)).append('\n');
          }
        }
        out.append('\n');
      }
      s.execute("reset pg_trgm.word_similarity_threshold");
      s.execute("reset plan_cache_mode");
    }
    return out.toString();
  }
}
