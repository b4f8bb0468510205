package org.platform.mdm.operations.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Statement;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;
import org.springframework.stereotype.Component;

/**
 * Makes Quartz's tables (the {@code QRTZ_} tables of its JDBC job store) with the script Quartz
 * ships for PostgreSQL, read from its own jar: the tables are Quartz's, in the shape its version
 * needs, and nothing of the script is copied here. Its {@code DROP} statements are left out (the
 * tables never exist before this migration).
 */
@Component
class QuartzTablesMigration implements JavaMigration {

  static final String SCRIPT = "org/quartz/impl/jdbcjobstore/tables_postgres.sql";

  @Override
  public MigrationVersion getVersion() {
    return MigrationVersion.fromVersion("11.2");
  }

  @Override
  public String getDescription() {
    return "quartz tables";
  }

  @Override
  public Integer getChecksum() {
    return null;
  }

  @Override
  public boolean canExecuteInTransaction() {
    return true;
  }

  @Override
  public void migrate(Context context) throws Exception {
    try (Statement statement = context.getConnection().createStatement()) {
      for (String sql : statements(script())) {
        statement.execute(sql);
      }
    }
  }

  private static String script() throws IOException {
    try (InputStream in =
        QuartzTablesMigration.class.getClassLoader().getResourceAsStream(SCRIPT)) {
      if (in == null) {
        throw new IllegalStateException(SCRIPT + " is missing: is Quartz on the class path?");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The script's statements without comments, drops and its closing commit. */
  static java.util.List<String> statements(String script) {
    StringBuilder text = new StringBuilder();
    for (String line : script.split("\n")) {
      if (!line.strip().startsWith("--")) {
        text.append(line).append('\n');
      }
    }
    java.util.List<String> statements = new java.util.ArrayList<>();
    for (String part : text.toString().split(";")) {
      String sql = part.strip();
      String upper = sql.toUpperCase(java.util.Locale.ROOT);
      if (!sql.isEmpty() && !upper.startsWith("DROP ") && !upper.equals("COMMIT")) {
        statements.add(sql);
      }
    }
    return statements;
  }
}
