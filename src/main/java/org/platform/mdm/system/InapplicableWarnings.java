package org.platform.mdm.system;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import org.slf4j.Marker;

/**
 * Drops the start-up warnings that are untrue of this server or that nobody running it can act on,
 * so that a warning in its log always means something (installed by {@code logback-spring.xml}):
 *
 * <ul>
 *   <li>springdoc's "{@code /v3/api-docs} (or {@code /swagger-ui.html}) endpoint is enabled by
 *       default": the server serves no such path (each module's document is at its own root, the
 *       library's paths answer 404), so there is nothing to disable;
 *   <li>Flyway's "outOfOrder mode is active": the modules number their migrations by module, so
 *       out-of-order is how this server migrates, never a mistake of whoever starts it;
 *   <li>PostgreSQL's notice that an object a script makes only when missing ({@code create
 *       extension if not exists}) "already exists, skipping", which Flyway logs as a warning: the
 *       script did what it meant to.
 * </ul>
 *
 * Every other warning of these loggers passes.
 */
public class InapplicableWarnings extends TurboFilter {

  private static final String SPRINGDOC = "org.springdoc.core.events.SpringDocAppInitializer";
  private static final String FLYWAY = "org.flywaydb.core.internal.command.DbMigrate";
  private static final String FLYWAY_SCRIPTS =
      "org.flywaydb.core.internal.sqlscript.DefaultSqlScriptExecutor";

  @Override
  public FilterReply decide(
      Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
    if (level != Level.WARN || format == null || logger == null) {
      return FilterReply.NEUTRAL;
    }
    return inapplicable(logger.getName(), format) ? FilterReply.DENY : FilterReply.NEUTRAL;
  }

  static boolean inapplicable(String logger, String message) {
    return (logger.equals(SPRINGDOC) && message.startsWith("SpringDoc "))
        || (logger.equals(FLYWAY) && message.startsWith("outOfOrder mode is active"))
        || (logger.equals(FLYWAY_SCRIPTS)
            && message.startsWith("DB: ")
            && message.contains("already exists, skipping"));
  }
}
