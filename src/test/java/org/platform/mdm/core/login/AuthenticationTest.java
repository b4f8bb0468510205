package org.platform.mdm.core.login;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.IntegrationTest;

class AuthenticationTest extends ApiTest {

  private static final String LOGIN = "/api/v2/core/authentication/login";

  @Test
  void loginAnswersATokenItsExpiryAndTheUser() {
    Api.Response response =
        anonymous()
            .post(LOGIN, Map.of("userName", "admin", "password", IntegrationTest.ADMIN_PASSWORD));

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.json().path("token").asString()).hasSizeGreaterThan(30);
    assertThat(response.json().path("userName").asString()).isEqualTo("admin");
    assertThat(response.json().path("roles").toString()).contains("ADMIN");
    OffsetDateTime expires =
        OffsetDateTime.parse(response.json().path("tokenExpiresAt").asString());
    assertThat(Duration.between(OffsetDateTime.now(), expires))
        .isBetween(Duration.ofMinutes(29), Duration.ofMinutes(31));
    assertThat(response.json().path("tokenExpiresAt").asString())
        .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}[+-]\\d\\d:\\d\\d");
  }

  @Test
  void aWrongMethodOnTheLoginIs405LikeEverywhereElse() {
    // GET is the single sign-on's (source=oauth2); DELETE is nobody's.
    for (Api client : List.of(anonymous(), admin())) {
      Api.Response response = client.delete(LOGIN);
      assertThat(response.status()).as(response.toString()).isEqualTo(405);
      assertThat(response.errorCodes()).containsExactly("SYSTEM_METHOD_NOT_ALLOWED");
      assertThat(response.header("Allow")).contains("GET").contains("POST");
    }
    Api.Response noSource = anonymous().get(LOGIN);
    assertThat(noSource.status()).as(noSource.toString()).isEqualTo(400);
    assertThat(noSource.errorCodes()).containsExactly("CORE_SSO_SOURCE_UNKNOWN");
  }

  @Test
  void aWrongPasswordAndAnUnknownUserAreRefusedAlike() {
    Api.Response wrong = anonymous().post(LOGIN, Map.of("userName", "admin", "password", "nope"));
    Api.Response unknown = anonymous().post(LOGIN, Map.of("userName", "ghost", "password", "x"));
    Api.Response empty = anonymous().post(LOGIN, Map.of());

    assertThat(List.of(wrong.status(), unknown.status(), empty.status())).containsOnly(401);
    assertThat(wrong.errorCodes()).containsExactly("CORE_AUTHENTICATION_FAILED");
    assertThat(unknown.errorCodes()).containsExactly("CORE_AUTHENTICATION_FAILED");
  }

  @Test
  void aTokenIsRefusedAfterLogout() {
    String token = login("admin", IntegrationTest.ADMIN_PASSWORD);
    Api client = anonymous().bearer(token);
    assertThat(client.get("/api/v2/core/authentication/current-user").status()).isEqualTo(200);

    Api.Response logout = client.post("/api/v2/core/authentication/logout", Map.of());

    assertThat(logout.status()).isEqualTo(200);
    assertThat(logout.json().path("success").asBoolean()).isTrue();
    Api.Response after = client.get("/api/v2/core/authentication/current-user");
    assertThat(after.status()).isEqualTo(401);
    assertThat(after.errorCodes()).containsExactly("CORE_TOKEN_INVALID");
  }

  @Test
  void logoutEndsOnlyThatSession() {
    String first = login("admin", IntegrationTest.ADMIN_PASSWORD);
    String second = login("admin", IntegrationTest.ADMIN_PASSWORD);

    anonymous().bearer(first).post("/api/v2/core/authentication/logout", Map.of());

    assertThat(anonymous().bearer(second).get("/api/v2/core/users").status()).isEqualTo(200);
  }

  @Test
  void anExpiredTokenIsRefused() throws InterruptedException {
    Api admin = admin();
    setTokenTtl(admin, "PT1S");
    try {
      String shortLived = login("admin", IntegrationTest.ADMIN_PASSWORD);
      Api client = anonymous().bearer(shortLived);
      assertThat(client.get("/api/v2/core/users").status()).isEqualTo(200);

      Thread.sleep(1500);

      Api.Response expired = client.get("/api/v2/core/users");
      assertThat(expired.status()).isEqualTo(401);
      assertThat(expired.errorCodes()).containsExactly("CORE_TOKEN_INVALID");
    } finally {
      setTokenTtl(admin, null);
    }
  }

  @Test
  void httpBasicAuthenticatesScripts() {
    assertThat(
            anonymous()
                .basic("admin", IntegrationTest.ADMIN_PASSWORD)
                .get("/api/v2/core/users")
                .status())
        .isEqualTo(200);

    Api.Response wrong = anonymous().basic("admin", "wrong-password").get("/api/v2/core/users");
    assertThat(wrong.status()).isEqualTo(401);
    assertThat(wrong.errorCodes()).containsExactly("CORE_AUTHENTICATION_FAILED");
  }

  @Test
  void aDeactivatedUserCanNeitherLogInNorUseItsToken() {
    String name = unique("leaver");
    admin()
        .post(
            "/api/v2/core/users",
            Map.of("userName", name, "password", "leaver-password", "fullName", "Leaver"));
    Api session = anonymous().bearer(login(name, "leaver-password"));
    assertThat(session.get("/api/v2/core/authentication/current-user").status()).isEqualTo(200);

    Api.Response deactivate = admin().put("/api/v2/core/users/" + name, Map.of("active", false));

    assertThat(deactivate.status()).isEqualTo(200);
    assertThat(deactivate.json().path("user").path("active").asBoolean()).isFalse();
    assertThat(session.get("/api/v2/core/authentication/current-user").status()).isEqualTo(401);
    assertThat(
            anonymous()
                .post(LOGIN, Map.of("userName", name, "password", "leaver-password"))
                .status())
        .isEqualTo(401);
    assertThat(
            anonymous()
                .basic(name, "leaver-password")
                .get("/api/v2/core/authentication/current-user")
                .status())
        .isEqualTo(401);
  }

  @Test
  void theCurrentUserSeesItsOwnRights() {
    String role = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    Api user = aUserWithRoles(role);

    Api.Response me = user.get("/api/v2/core/authentication/current-user");

    assertThat(me.status()).isEqualTo(200);
    assertThat(me.json().path("admin").asBoolean()).isFalse();
    assertThat(me.json().path("rights").toString())
        .contains("USER_MANAGEMENT")
        .contains("READ")
        .doesNotContain("CREATE");
  }

  private static void setTokenTtl(Api admin, String value) {
    Map<String, Object> parameter = new java.util.HashMap<>();
    parameter.put("name", CoreSettings.TOKEN_TTL.name());
    parameter.put("value", value);
    Api.Response r =
        admin.put("/api/v2/core/system-parameters", Map.of("parameters", List.of(parameter)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
  }
}
