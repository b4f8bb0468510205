package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.platform.mdm.MdmApplication;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * With {@code spring.datasource.url} the server uses that PostgreSQL and starts none of its own.
 * The "external" server here is a PostgreSQL the test starts itself, on another port.
 */
@SpringBootTest(
    classes = MdmApplication.class,
    webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = "org.platform.mdm.core.admin.password=external-admin-password")
class ExternalDatabaseTest {

  private static final Path UNUSED_DATA_DIR =
      Path.of("target/test-data/external-" + java.util.UUID.randomUUID());
  private static EmbeddedPostgres external;

  @LocalServerPort int port;
  @Autowired DataSource dataSource;

  @DynamicPropertySource
  static void externalDatabase(DynamicPropertyRegistry registry) throws IOException {
    external = EmbeddedPostgres.builder().start();
    registry.add(
        "spring.datasource.url",
        () -> "jdbc:postgresql://localhost:" + external.getPort() + "/postgres");
    registry.add("spring.datasource.username", () -> "postgres");
    registry.add("org.platform.mdm.system.data.dir", UNUSED_DATA_DIR::toString);
  }

  @AfterAll
  static void stopExternal() throws IOException {
    external.close();
  }

  @Test
  void theServerMigratesAndUsesTheConfiguredDatabaseAndStartsNoneOfItsOwn() throws Exception {
    Api.Response login =
        Api.at(port)
            .post(
                "/api/v2/core/authentication/login",
                Map.of("userName", "admin", "password", "external-admin-password"));

    assertThat(login.status()).isEqualTo(200);
    try (var connection = dataSource.getConnection()) {
      assertThat(connection.getMetaData().getURL()).contains(":" + external.getPort() + "/");
    }
    long admins =
        JdbcClient.create(external.getPostgresDatabase())
            .sql("select count(*) from users where user_name = 'admin'")
            .query(Long.class)
            .single();
    assertThat(admins).isEqualTo(1);
    assertThat(Files.exists(UNUSED_DATA_DIR.resolve("postgres"))).isFalse();
  }
}
