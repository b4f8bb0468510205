package org.platform.mdm.system.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.postgresql.util.PSQLException;

/**
 * The embedded PostgreSQL asks every connection for the password kept beside its data, and the
 * platform's role cannot do what a superuser can.
 */
class EmbeddedDatabaseAccessTest {

  private static Path dataDirectory() {
    return Path.of("target/test-data/access-" + UUID.randomUUID()).resolve("postgres");
  }

  @Test
  void aConnectionWithoutThePasswordIsRefusedAndThePlatformsRoleIsNoSuperuser() throws Exception {
    Path directory = dataDirectory();
    try (EmbeddedDatabase db = EmbeddedDatabase.start(directory, false, Map.of())) {
      Path file = EmbeddedDatabaseAccess.passwordFile(db.dataDirectory());
      assertThat(Files.getPosixFilePermissions(file))
          .isEqualTo(PosixFilePermissions.fromString("rw-------"));
      String password = Files.readString(file).strip();
      assertThat(db.password()).isEqualTo(password).hasSizeGreaterThanOrEqualTo(32);

      assertRefused(db, "postgres", null);
      assertRefused(db, "platform", null);
      assertRefused(db, "postgres", "wrong");

      try (Connection platform = connect(db, "platform", password)) {
        assertThat(value(platform, "select rolsuper from pg_roles where rolname = current_user"))
            .isEqualTo("f");
        assertThat(
                value(
                    platform,
                    "select datdba::regrole::text from pg_database"
                        + " where datname = current_database()"))
            .isEqualTo("platform");
        assertThatThrownBy(() -> value(platform, "select pg_read_file('postgresql.conf')"))
            .isInstanceOf(PSQLException.class)
            .hasMessageContaining("permission denied");
        assertThatThrownBy(() -> value(platform, "create role intruder superuser"))
            .hasMessageContaining("permission denied");
      }
      try (Connection admin = connect(db, "postgres", password)) {
        assertThat(value(admin, "show listen_addresses")).isEqualTo("127.0.0.1");
      }
    }
    // The next start reuses the password (the data directory's roles know no other).
    String kept = Files.readString(EmbeddedDatabaseAccess.passwordFile(directory.toAbsolutePath()));
    try (EmbeddedDatabase again = EmbeddedDatabase.start(directory, false, Map.of())) {
      assertThat(again.password()).isEqualTo(kept.strip());
      try (Connection platform = connect(again, "platform", again.password())) {
        assertThat(value(platform, "select current_user")).isEqualTo("platform");
      }
    }
  }

  @Test
  void aMissingPasswordFileStopsTheStartNamingIt() throws Exception {
    Path directory = dataDirectory().toAbsolutePath();
    EmbeddedDatabase.start(directory, false, Map.of()).close();
    Path file = EmbeddedDatabaseAccess.passwordFile(directory);
    Files.delete(file);

    assertThatThrownBy(() -> EmbeddedDatabase.start(directory, false, Map.of()))
        .hasMessageContaining(file + ", which is missing");
    assertThat(Files.exists(file)).isFalse();
  }

  @Test
  void aDataDirectoryMadeWithoutAPasswordStartsAndIsHardened() throws Exception {
    Path directory = dataDirectory().toAbsolutePath();
    Files.createDirectories(directory);
    // As an older version left it: trusting every local connection, everything owned by postgres.
    try (EmbeddedPostgres old =
        EmbeddedPostgres.builder()
            .setDataDirectory(directory.toFile())
            .setCleanDataDirectory(false)
            .start()) {
      try (Connection c = old.getPostgresDatabase().getConnection()) {
        c.createStatement()
            .execute(
                "create table records (id bigint generated always as identity primary key,"
                    + " name text); insert into records (name) values ('kept');"
                    + " create sequence numbers; create function twice(int) returns int"
                    + " language sql as 'select $1 * 2';"
                    + " create text search configuration words (copy = simple)");
      }
    }
    assertThat(Files.exists(EmbeddedDatabaseAccess.passwordFile(directory))).isFalse();

    try (EmbeddedDatabase db = EmbeddedDatabase.start(directory, false, Map.of())) {
      assertRefused(db, "postgres", null);
      try (Connection platform = connect(db, "platform", db.password())) {
        assertThat(value(platform, "select name from records")).isEqualTo("kept");
        platform.createStatement().execute("insert into records (name) values ('new')");
        assertThat(value(platform, "select nextval('numbers')")).isEqualTo("1");
        assertThat(value(platform, "select twice(21)")).isEqualTo("42");
        assertThat(
                value(
                    platform,
                    "select count(*) from pg_class c join pg_namespace n on n.oid = relnamespace"
                        + " where nspname = 'public' and relowner <> 'platform'::regrole"))
            .isEqualTo("0");
        assertThat(
                value(
                    platform,
                    "select string_agg(distinct o::regrole::text, ',') from (select cfgowner o"
                        + " from pg_ts_config where cfgname = 'words' union all select proowner"
                        + " from pg_proc where proname = 'twice') x"))
            .isEqualTo("platform");
        assertThatThrownBy(() -> value(platform, "select pg_read_file('postgresql.conf')"))
            .hasMessageContaining("permission denied");
      }
    }
  }

  private static void assertRefused(EmbeddedDatabase db, String user, String password) {
    assertThatThrownBy(() -> connect(db, user, password).close())
        .isInstanceOf(PSQLException.class)
        .hasMessageContaining("password");
  }

  private static Connection connect(EmbeddedDatabase db, String user, String password)
      throws SQLException {
    Properties properties = new Properties();
    properties.setProperty("user", user);
    if (password != null) {
      properties.setProperty("password", password);
    }
    return DriverManager.getConnection(db.jdbcUrl(), properties);
  }

  private static String value(Connection c, String sql) throws SQLException {
    try (var rs = c.createStatement().executeQuery(sql)) {
      rs.next();
      return rs.getString(1);
    }
  }
}
