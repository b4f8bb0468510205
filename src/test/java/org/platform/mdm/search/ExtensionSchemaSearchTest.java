package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A server whose extension schema is {@code ext} (EXTENSION_SCHEMA) on a fresh database: the
 * extensions are made there, and text, accent-blind and fuzzy search work as with {@code public}.
 */
class ExtensionSchemaSearchTest extends SearchTestSupport {

  private static EmbeddedPostgres database;

  @DynamicPropertySource
  static void databaseWithAnExtensionSchema(DynamicPropertyRegistry registry) throws IOException {
    database = EmbeddedPostgres.builder().start();
    JdbcClient.create(database.getPostgresDatabase()).sql("create schema ext").update();
    registry.add(
        "spring.datasource.url",
        () -> "jdbc:postgresql://localhost:" + database.getPort() + "/postgres");
    registry.add("spring.datasource.username", () -> "postgres");
    registry.add("org.platform.mdm.system.extension.schema", () -> "ext");
  }

  @AfterAll
  static void stopDatabase() throws IOException {
    database.close();
  }

  @Test
  void theExtensionsLiveInTheSchemaAndSearchUsesThem() {
    assertThat(
            JdbcClient.create(database.getPostgresDatabase())
                .sql(
                    "select extname || ' in ' || extnamespace::regnamespace from pg_extension"
                        + " where extname <> 'plpgsql' order by extname")
                .query(String.class)
                .list())
        .containsExactly("pg_trgm in ext", "unaccent in ext");

    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String cafe = id(written(admin, aRecord(r, p.source(), "1").with("name", "Café Noir")));
    String alexandrov = id(written(admin, aRecord(r, p.source(), "2").with("name", "Alexandrov")));

    assertThat(ids(searched(admin, body(r, "text", "cafe")))).containsExactly(cafe);
    assertThat(found(admin, r, leaf("name", "FUZZY", "Alexandrovv"))).containsExactly(alexandrov);
    assertThat(found(admin, r, leaf("name", "FUZZY", "cafe noir"))).containsExactly(cafe);
  }
}
