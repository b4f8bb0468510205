package org.platform.mdm.dg.crawl;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * A real PostgreSQL for the crawlers to read (an embedded server of the test's own, as the product
 * starts one), where the role {@link #USER} must give its password; the superuser makes the schemas
 * the tests crawl. One server for every test class, stopped when the JVM ends (zonky's hook), with
 * one {@link ShopSchema} made in it.
 */
final class CrawledDatabase {

  static final String USER = "crawler";
  static final String PASSWORD = "crawler-" + UUID.randomUUID();

  private static CrawledDatabase shared;

  private final EmbeddedPostgres postgres;
  final ShopSchema shop = new ShopSchema();

  private CrawledDatabase(EmbeddedPostgres postgres) {
    this.postgres = postgres;
  }

  /** The server, started and given its schema on first use. */
  static synchronized CrawledDatabase shared() throws IOException {
    if (shared == null) {
      shared = start();
      shared.shop.create(shared.admin());
    }
    return shared;
  }

  private static CrawledDatabase start() throws IOException {
    Path directory = Path.of("target/test-data/crawl-" + UUID.randomUUID()).toAbsolutePath();
    EmbeddedPostgres postgres =
        EmbeddedPostgres.builder()
            .setDataDirectory(directory)
            .setDataDirectoryCustomizer(
                d -> {
                  try {
                    Files.writeString(
                        d.toPath().resolve("pg_hba.conf"),
                        """
                        host all crawler 127.0.0.1/32 scram-sha-256
                        host all crawler ::1/128 scram-sha-256
                        host all all 127.0.0.1/32 trust
                        host all all ::1/128 trust
                        local all all trust
                        """);
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                })
            .start();
    CrawledDatabase db = new CrawledDatabase(postgres);
    db.admin().sql("create role crawler login password '" + PASSWORD + "'").update();
    return db;
  }

  int port() {
    return postgres.getPort();
  }

  /** The superuser's client. */
  JdbcClient admin() {
    return JdbcClient.create(postgres.getPostgresDatabase());
  }

  /**
   * A new database of its own, that {@link #USER} may read, and the superuser's client of it: a
   * test that must not add schemas to the shared database's crawls.
   */
  JdbcClient newDatabase(String name) {
    admin().sql("create database " + name).update();
    admin().sql("grant connect on database " + name + " to " + USER).update();
    return JdbcClient.create(postgres.getDatabase("postgres", name));
  }

  /** The PostgreSQL crawler's parameters for the role {@link #USER}. */
  Map<String, String> postgresParameters() {
    Map<String, String> parameters = new HashMap<>();
    parameters.put("host", "localhost");
    parameters.put("port", Integer.toString(port()));
    parameters.put("database", "postgres");
    parameters.put("user", USER);
    parameters.put("password", PASSWORD);
    return parameters;
  }

  /** The JDBC crawler's parameters for the role {@link #USER}, through the PostgreSQL driver. */
  Map<String, String> jdbcParameters() {
    Map<String, String> parameters = new HashMap<>();
    parameters.put("url", "jdbc:postgresql://localhost:" + port() + "/postgres");
    parameters.put("user", USER);
    parameters.put("password", PASSWORD);
    return parameters;
  }
}
