package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;

/** Brute-force protection of logins, the unlock, and the audit trail of both. */
class LoginProtectionTest extends ApiTest {

  private static final String LOGIN = "/api/v2/core/authentication/login";
  private static final List<String> SETTINGS =
      List.of(
          "org.platform.mdm.core.login.delay-after",
          "org.platform.mdm.core.login.delay",
          "org.platform.mdm.core.login.lock-after",
          "org.platform.mdm.core.login.address-lock-after",
          "org.platform.mdm.core.login.lock-duration");

  private Api admin;

  @AfterEach
  void settingsBack() {
    Api a = admin != null ? admin : admin();
    SETTINGS.forEach(name -> setting(a, name, null));
  }

  private String aUser() {
    String name = unique("victim");
    Api.Response r =
        admin.post(
            "/api/v2/core/users", Map.of("userName", name, "password", "right-password-" + name));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return name;
  }

  private int tryLogin(String name, String password) {
    return anonymous().post(LOGIN, Map.of("userName", name, "password", password)).status();
  }

  private List<String> events(String subject) {
    JsonNode events =
        admin.get("/api/v2/core/audit-events?subject=" + subject).json().path("events");
    List<String> newestFirst = events.valueStream().map(e -> e.path("type").asString()).toList();
    return java.util.stream.IntStream.range(0, newestFirst.size())
        .mapToObj(i -> newestFirst.get(newestFirst.size() - 1 - i))
        .toList();
  }

  @Test
  void aUserNameIsLockedAfterTooManyFailuresAnsweredAsAWrongPasswordAndUnlockedByAnAdmin() {
    admin = admin();
    setting(admin, "org.platform.mdm.core.login.delay-after", "100");
    setting(admin, "org.platform.mdm.core.login.lock-after", "4");
    String name = aUser();
    String right = "right-password-" + name;
    // A few failures do not stand in the way of the right password.
    assertThat(tryLogin(name, "wrong")).isEqualTo(401);
    assertThat(tryLogin(name, right)).isEqualTo(200);
    for (int i = 0; i < 4; i++) {
      assertThat(tryLogin(name, "wrong-" + i)).isEqualTo(401);
    }
    // Locked: the right password is answered exactly as a wrong one.
    Api.Response held = anonymous().post(LOGIN, Map.of("userName", name, "password", right));
    Api.Response wrong =
        anonymous().post(LOGIN, Map.of("userName", name, "password", "wrong-again"));
    assertThat(held.status()).isEqualTo(401);
    assertThat(held.errorCodes()).isEqualTo(wrong.errorCodes());
    // Another user is not held back.
    String other = aUser();
    assertThat(tryLogin(other, "right-password-" + other)).isEqualTo(200);

    // The administrator sees the hold, and lifts it.
    assertThat(
            admin
                .get("/api/v2/core/users/" + name)
                .json()
                .path("user")
                .path("loginHeldUntil")
                .isNull())
        .isFalse();
    assertThat(
            admin
                .get("/api/v2/core/users")
                .json()
                .path("users")
                .valueStream()
                .filter(u -> u.path("userName").asString().equals(other))
                .findFirst()
                .orElseThrow()
                .path("loginHeldUntil")
                .isNull())
        .isTrue();
    Api.Response unlocked = admin.post("/api/v2/core/users/" + name + "/unlock", Map.of());
    assertThat(unlocked.status()).as(unlocked.toString()).isEqualTo(200);
    assertThat(unlocked.json().path("user").path("loginHeldUntil").isNull()).isTrue();
    assertThat(tryLogin(name, right)).isEqualTo(200);
    assertThat(events(name))
        .containsExactly(
            "USER_CREATE",
            "LOGIN_FAILURE",
            "LOGIN_SUCCESS",
            "LOGIN_FAILURE",
            "LOGIN_FAILURE",
            "LOGIN_FAILURE",
            "LOGIN_LOCK",
            "LOGIN_FAILURE",
            "LOGIN_FAILURE",
            "LOGIN_FAILURE",
            "LOGIN_UNLOCK",
            "LOGIN_SUCCESS");
    JsonNode unlock =
        admin
            .get("/api/v2/core/audit-events?type=LOGIN_UNLOCK&subject=" + name)
            .json()
            .path("events")
            .get(0);
    assertThat(unlock.path("userName").asString()).isEqualTo("admin");
    assertThat(admin.post("/api/v2/core/users/nobody-" + name + "/unlock", Map.of()).status())
        .isEqualTo(404);
    Api reader = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(reader.post("/api/v2/core/users/" + name + "/unlock", Map.of()).status())
        .isEqualTo(403);
  }

  @org.springframework.beans.factory.annotation.Autowired LoginGuard guard;

  @org.springframework.beans.factory.annotation.Autowired
  org.springframework.jdbc.core.simple.JdbcClient jdbc;

  @Test
  void failuresPastTheirWindowAreForgottenByThePurge() throws InterruptedException {
    admin = admin();
    setting(admin, "org.platform.mdm.core.login.lock-duration", "PT1S");
    String name = aUser();
    assertThat(tryLogin(name, "wrong")).isEqualTo(401);
    java.util.function.LongSupplier kept =
        () ->
            jdbc.sql("select count(*) from login_failures where key like ?")
                .param("%" + name)
                .query(Long.class)
                .single();
    assertThat(kept.getAsLong()).isEqualTo(1);
    guard.purge();
    assertThat(kept.getAsLong()).as("within its window: kept").isEqualTo(1);
    Thread.sleep(1_200);
    guard.purge();
    assertThat(kept.getAsLong()).isZero();
  }

  @Test
  void afterSomeFailuresEachTryWaitsAndALockEndsByItself() throws InterruptedException {
    admin = admin();
    setting(admin, "org.platform.mdm.core.login.delay-after", "2");
    setting(admin, "org.platform.mdm.core.login.delay", "PT1S");
    String name = aUser();
    String right = "right-password-" + name;
    assertThat(tryLogin(name, "wrong-1")).isEqualTo(401);
    assertThat(tryLogin(name, "wrong-2")).isEqualTo(401);
    // The second failure asks for a second's wait: the right password at once is refused...
    assertThat(tryLogin(name, right)).isEqualTo(401);
    // ...which counted as a third failure (two seconds).
    Thread.sleep(2_200);
    assertThat(tryLogin(name, right)).isEqualTo(200);

    setting(admin, "org.platform.mdm.core.login.delay-after", "100");
    setting(admin, "org.platform.mdm.core.login.lock-after", "2");
    setting(admin, "org.platform.mdm.core.login.lock-duration", "PT1S");
    assertThat(tryLogin(name, "wrong-3")).isEqualTo(401);
    assertThat(tryLogin(name, "wrong-4")).isEqualTo(401);
    assertThat(tryLogin(name, right)).isEqualTo(401);
    Thread.sleep(1_200);
    assertThat(tryLogin(name, right)).isEqualTo(200);
  }

  @Test
  void aClientAddressIsLockedAfterFailuresForManyNamesWhileTokensStillWork()
      throws InterruptedException {
    admin = admin();
    setting(admin, "org.platform.mdm.core.login.lock-duration", "PT1S");
    String name = aUser();
    // Failures counted before now leave the one-second window.
    Thread.sleep(1_100);
    setting(admin, "org.platform.mdm.core.login.address-lock-after", "3");
    for (int i = 0; i < 3; i++) {
      assertThat(tryLogin(unique("guess"), "wrong")).isEqualTo(401);
    }
    assertThat(tryLogin(name, "right-password-" + name)).isEqualTo(401);
    // A token already issued is not a login: the administrator still works.
    assertThat(admin.get("/api/v2/core/audit-events?type=LOGIN_LOCK&limit=5").status())
        .isEqualTo(200);
    Thread.sleep(1_200);
    assertThat(tryLogin(name, "right-password-" + name)).isEqualTo(200);
  }

  @Test
  void theAuditTrailPagesAndRefusesBadPages() {
    admin = admin();
    JsonNode page = admin.get("/api/v2/core/audit-events?type=LOGIN_SUCCESS&limit=2").json();
    assertThat(page.path("events")).hasSize(2);
    assertThat(page.path("totalCount").asLong()).isGreaterThanOrEqualTo(2);
    assertThat(admin.get("/api/v2/core/audit-events?limit=5000").status()).isEqualTo(400);
    assertThat(admin.get("/api/v2/core/audit-events?offset=-1").status()).isEqualTo(400);
    assertThat(admin.get("/api/v2/core/audit-events?from=yesterday").status()).isEqualTo(400);
    assertThat(aUserWithRoles().get("/api/v2/core/audit-events").status()).isEqualTo(403);
  }
}
