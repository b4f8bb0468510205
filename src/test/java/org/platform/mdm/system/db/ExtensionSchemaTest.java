package org.platform.mdm.system.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.SystemSettings;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The extension schema must exist before the migrations, the migrations make the extensions in it
 * and keep its name, and a later start with another name is refused naming both.
 */
class ExtensionSchemaTest {

  private static EmbeddedPostgres postgres;

  @BeforeAll
  static void start() throws IOException {
    postgres = EmbeddedPostgres.builder().start();
  }

  @AfterAll
  static void stop() throws IOException {
    postgres.close();
  }

  /** A fresh database whose connections look in {@code public}, then {@code searchPath}. */
  private static DataSource freshDatabase(String searchPath) {
    String name = "db_" + UUID.randomUUID().toString().replace("-", "");
    JdbcClient.create(postgres.getPostgresDatabase()).sql("create database " + name).update();
    return postgres.getDatabase(
        "postgres", name, Map.of("options", "-c search_path=public," + searchPath));
  }

  @Test
  void aSchemaThatDoesNotExistStopsTheStartNamingIt() {
    DataSource db = freshDatabase("public");
    assertThatThrownBy(() -> ExtensionSchema.check(db, "extras"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("The extension schema 'extras'")
        .hasMessageContaining("does not exist");
    assertThatCode(() -> ExtensionSchema.check(db, "public")).doesNotThrowAnyException();
  }

  @Test
  void theMigrationsMakeTheExtensionsInTheSchemaAndAnotherNameIsRefusedLater() throws Exception {
    DataSource db = freshDatabase("ext");
    JdbcClient jdbc = JdbcClient.create(db);
    jdbc.sql("create schema ext").update();
    ExtensionSchema.check(db, "ext");

    MigrationPlaceholders.apply(
            Flyway.configure()
                .dataSource(db)
                .locations("classpath:db/migration")
                .outOfOrder(true)
                .placeholders(Map.of("shards", "2")),
            "ext")
        .load()
        .migrate();

    assertThat(
            jdbc.sql(
                    "select extname || ' in ' || extnamespace::regnamespace from pg_extension"
                        + " where extname <> 'plpgsql' order by extname")
                .query(String.class)
                .list())
        .containsExactly("pg_trgm in ext", "unaccent in ext");
    assertThat(jdbc.sql("select name from system_extension_schema").query(String.class).single())
        .isEqualTo("ext");
    assertThat(
            jdbc.sql("select similarity(lower(unaccent('Café')), 'cafe')")
                .query(Double.class)
                .single())
        .isEqualTo(1.0);

    assertThatCode(() -> ExtensionSchema.check(db, "ext")).doesNotThrowAnyException();
    assertThatThrownBy(() -> ExtensionSchema.check(db, "public"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("was 'ext' when this database was migrated and is now 'public'");
  }

  @Test
  void aDatabaseMigratedBeforeTheSettingExistedKeepsPublic() throws Exception {
    DataSource db = freshDatabase("public");
    JdbcClient jdbc = JdbcClient.create(db);
    jdbc.sql("create schema ext").update();
    jdbc.sql("create table flyway_schema_history (version text)").update();

    assertThatThrownBy(() -> ExtensionSchema.check(db, "ext"))
        .hasMessageContaining("was 'public' when this database was migrated and is now 'ext'");
    assertThatCode(() -> ExtensionSchema.check(db, "public")).doesNotThrowAnyException();
  }

  @Test
  void theSpecsPlaceholderFormBecomesFlywaysForKnownNamesOnly() {
    Map<String, String> known = Map.of(MigrationPlaceholders.EXTENSION_SCHEMA, "ext");
    assertThat(
            MigrationPlaceholders.flywayForm(
                "schema #[org.platform.mdm.system.extension.schema]; a #[x] b ${shards}", known))
        .isEqualTo("schema ${org.platform.mdm.system.extension.schema}; a #[x] b ${shards}");
  }

  @Test
  void theSettingIsAPlainSchemaName() {
    assertThat(SystemSettings.EXTENSION_SCHEMA.defaultValue()).isEqualTo("public");
    assertThat(SystemSettings.EXTENSION_SCHEMA.envVariable()).isEqualTo("EXTENSION_SCHEMA");
    assertThat(SystemSettings.EXTENSION_SCHEMA.type().parse(" ext ")).isEqualTo("ext");
    assertThatThrownBy(() -> SystemSettings.EXTENSION_SCHEMA.type().parse("ext', false); --"))
        .hasMessageContaining("schema name");
  }
}
