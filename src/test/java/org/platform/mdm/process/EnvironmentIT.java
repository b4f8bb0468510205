package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * One server started with settings in environment variables: the first administrator's password
 * ({@code PLATFORM_ADMIN_PASSWORD}), settings with a spec variable ({@code PLATFORM_TOKEN_TTL},
 * {@code OAUTH2_REDIRECT_ADDRESS}, {@code SSO_BUTTON_ENABLED}) and one in Spring's relaxed form
 * ({@code ORG_PLATFORM_MDM_CORE_FILE_MAX_COUNT}).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EnvironmentIT {

  private static final String ADMIN_PASSWORD = "env-" + UUID.randomUUID();
  private static final String TOKEN_TTL = "org.platform.mdm.core.authentication.token.ttl";
  private static final String FILE_MAX_COUNT = "org.platform.mdm.core.file.max.count";
  private static final String ADMIN_PASSWORD_SETTING = "org.platform.mdm.core.admin.password";
  private static final String REDIRECT = "https://mdm.example.com/api/v2/core/authentication/login";

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  static Path work;

  private static ServerProcess server;

  /** Every token this class obtained: none may show up in the log. */
  private static final List<String> tokens = new CopyOnWriteArrayList<>();

  @BeforeAll
  static void start() {
    server =
        ServerProcess.start(
            work,
            Map.of(
                "PLATFORM_ADMIN_PASSWORD", ADMIN_PASSWORD,
                "PLATFORM_TOKEN_TTL", "PT7M",
                "ORG_PLATFORM_MDM_CORE_FILE_MAX_COUNT", "3",
                "OAUTH2_REDIRECT_ADDRESS", REDIRECT,
                "SSO_BUTTON_ENABLED", "true"));
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  @Order(1)
  void adminLogsInWithThePasswordFromTheEnvironment() {
    ServerProcess.Response login = server.login("admin", ADMIN_PASSWORD);
    assertThat(login.status()).as(login.body()).isEqualTo(200);
    tokens.add(login.json().path("token").asString());
    assertThat(login.json().path("userName").asString()).isEqualTo("admin");

    assertThat(server.login("admin", ADMIN_PASSWORD + "x").status()).isEqualTo(401);
    assertThat(server.log())
        .contains(
            "Created user 'admin' with the configured password"
                + " (org.platform.mdm.core.admin.password, PLATFORM_ADMIN_PASSWORD)");
  }

  @Test
  @Order(2)
  void systemParametersShowTheEnvironmentValues() {
    ServerProcess.Response response = server.get("/api/v2/core/system-parameters", bearer());
    assertThat(response.status()).as(response.body()).isEqualTo(200);
    assertThat(response.body()).doesNotContain(ADMIN_PASSWORD);

    JsonNode ttl = parameter(response.json(), TOKEN_TTL);
    assertThat(ttl.path("value").asString()).isEqualTo("PT7M");
    assertThat(ttl.path("source").asString()).isEqualTo("ENVIRONMENT");

    JsonNode maxCount = parameter(response.json(), FILE_MAX_COUNT);
    assertThat(maxCount.path("value").asString()).isEqualTo("3");
    assertThat(maxCount.path("source").asString()).isEqualTo("ENVIRONMENT");

    JsonNode redirect =
        parameter(response.json(), "com.platform.mdm.rest.v1.oauth2.redirect.address");
    assertThat(redirect.path("value").asString()).isEqualTo(REDIRECT);
    assertThat(redirect.path("source").asString()).isEqualTo("ENVIRONMENT");
    assertThat(redirect.path("editable").asBoolean()).isTrue();
    JsonNode button = parameter(response.json(), "SSO_BUTTON_ENABLED");
    assertThat(button.path("value").asString()).isEqualTo("true");
    assertThat(button.path("source").asString()).isEqualTo("ENVIRONMENT");
    ServerProcess.Response sso = server.get("/api/v2/core/authentication/sso", null);
    assertThat(sso.json().path("ssoButtonEnabled").asBoolean()).as(sso.body()).isTrue();

    JsonNode password = parameter(response.json(), ADMIN_PASSWORD_SETTING);
    assertThat(password.path("secret").asBoolean()).isTrue();
    assertThat(password.path("value").isNull()).as("secret value shown: %s", password).isTrue();
    assertThat(password.path("hasValue").asBoolean()).isTrue();
  }

  @Test
  @Order(3)
  void tokenExpiresAfterTheConfiguredTtl() {
    OffsetDateTime before = OffsetDateTime.now();
    ServerProcess.Response login = server.login("admin", ADMIN_PASSWORD);
    OffsetDateTime after = OffsetDateTime.now();
    assertThat(login.status()).as(login.body()).isEqualTo(200);
    tokens.add(login.json().path("token").asString());

    OffsetDateTime expiresAt = OffsetDateTime.parse(login.json().path("tokenExpiresAt").asString());
    OffsetDateTime expected = before.plus(Duration.between(before, after).dividedBy(2));
    assertThat(expiresAt)
        .isCloseTo(expected.plusMinutes(7), within(10, ChronoUnit.SECONDS))
        .isAfter(after.plusMinutes(6));
  }

  /** Last: stops the server, so that the whole log, shutdown included, is checked. */
  @Test
  @Order(4)
  void logNeverShowsThePasswordOrATokenOrAGeneratedPassword() {
    // Use the secrets the ways a client does: bearer token, HTTP Basic, a failed login.
    String bearer = bearer();
    assertThat(server.get("/api/v2/core/users/admin", bearer).status()).isEqualTo(200);
    assertThat(
            server
                .get("/api/v2/core/users/admin", ServerProcess.basic("admin", ADMIN_PASSWORD))
                .status())
        .isEqualTo(200);
    assertThat(server.login("admin", ADMIN_PASSWORD + "-wrong").status()).isEqualTo(401);
    assertThat(server.post("/api/v2/core/authentication/logout", Map.of(), bearer).status())
        .isEqualTo(200);
    assertThat(server.get("/api/v2/core/users/admin", bearer).status()).isEqualTo(401);

    server.stop();
    String log = server.log();
    assertThat(log).as("log %s", server.logFile()).isNotBlank().doesNotContain(ADMIN_PASSWORD);
    assertThat(log).doesNotContainIgnoringCase("generated password");
    assertThat(tokens).isNotEmpty();
    for (String token : tokens) {
      assertThat(token).isNotBlank();
      assertThat(log).as("log %s contains a token", server.logFile()).doesNotContain(token);
    }
  }

  private static String bearer() {
    ServerProcess.Response login = server.login("admin", ADMIN_PASSWORD);
    assertThat(login.status()).as(login.body()).isEqualTo(200);
    String token = login.json().path("token").asString();
    tokens.add(token);
    return "Bearer " + token;
  }

  private static JsonNode parameter(JsonNode response, String name) {
    for (JsonNode parameter : response.path("parameters")) {
      if (name.equals(parameter.path("name").asString())) {
        return parameter;
      }
    }
    throw new AssertionError("No parameter " + name + " in " + response);
  }
}
