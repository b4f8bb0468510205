package org.platform.mdm.system.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * The schema where the extensions (pg_trgm, unaccent) live, {@code
 * org.platform.mdm.system.extension.schema}: it must exist before the migrations run, and the value
 * the database was migrated with (kept in {@code system_extension_schema}; {@code public} for a
 * database migrated before the setting existed) cannot change.
 */
public final class ExtensionSchema {

  private ExtensionSchema() {}

  /**
   * Checks {@code schema} against the database before its migrations.
   *
   * @throws IllegalStateException naming the schema when it does not exist, or the old and the new
   *     value when it differs from the one the database was migrated with
   */
  public static void check(DataSource dataSource, String schema) throws SQLException {
    try (Connection c = dataSource.getConnection()) {
      if (!exists(c, "select 1 from pg_namespace where nspname = ?", schema)) {
        throw new IllegalStateException(
            "The extension schema '"
                + schema
                + "' (org.platform.mdm.system.extension.schema) does not exist: create it"
                + " (create schema "
                + schema
                + ") or name an existing one");
      }
      String used = used(c);
      if (used != null && !used.equals(schema)) {
        throw new IllegalStateException(
            "The extension schema (org.platform.mdm.system.extension.schema) was '"
                + used
                + "' when this database was migrated and is now '"
                + schema
                + "': it cannot change after the migrations; set it back to '"
                + used
                + "'");
      }
    }
  }

  /** The value the database was migrated with, or null for a database not migrated yet. */
  private static String used(Connection c) throws SQLException {
    try (Statement s = c.createStatement()) {
      try (ResultSet rs =
          s.executeQuery(
              "select to_regclass('system_extension_schema') is not null,"
                  + " to_regclass('flyway_schema_history') is not null")) {
        rs.next();
        if (rs.getBoolean(1)) {
          try (ResultSet kept = s.executeQuery("select name from system_extension_schema")) {
            return kept.next() ? kept.getString(1) : null;
          }
        }
        // Migrated before the setting existed: the extensions were made in public.
        return rs.getBoolean(2) ? "public" : null;
      }
    }
  }

  private static boolean exists(Connection c, String sql, String value) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, value);
      try (ResultSet rs = s.executeQuery()) {
        return rs.next();
      }
    }
  }

  /**
   * The statement that adds the schema to a connection's search path (after what is there), so that
   * the extensions' functions, operators and dictionaries resolve; null for {@code public}, which
   * is on it already.
   */
  public static String searchPathStatement(String schema) {
    if ("public".equals(schema)) {
      return null;
    }
    return "select set_config('search_path', current_setting('search_path') || ', "
        + schema
        + "', false)";
  }
}
