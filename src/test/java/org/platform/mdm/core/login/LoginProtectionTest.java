package org.platform.mdm.core.login;

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
          "org.platform.mdm.core.login.address-slow-after",
          "org.platform.mdm.core.login.address-delay",
          "org.platform.mdm.core.login.lock-duration",
          "org.platform.mdm.core.security.trusted.proxies");

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

  private static final String LOCKS = "/api/v2/core/login-locks";

  private JsonNode lock(String kind, String name) {
    return admin
        .get(LOCKS)
        .json()
        .path("locks")
        .valueStream()
        .filter(
            l -> l.path("kind").asString().equals(kind) && l.path("name").asString().equals(name))
        .findFirst()
        .orElse(null);
  }

  @Test
  void manyFailuresFromOneAddressSlowItDownButRightPasswordsStillLogInAndAnAdminLiftsIt() {
    admin = admin();
    String name = aUser();
    // The suite's failures from this address so far are forgotten: its count starts here.
    String from = addressOfAFailure(anonymous());
    admin.delete(LOCKS + "/address/" + from);
    setting(admin, "org.platform.mdm.core.login.address-slow-after", "5");
    setting(admin, "org.platform.mdm.core.login.address-delay", "PT0.01S");
    for (int i = 0; i < 12; i++) {
      assertThat(tryLogin(unique("guess"), "wrong")).isEqualTo(401);
    }
    // The address is past its threshold: its failures are slowed down, never its right passwords.
    JsonNode address =
        admin
            .get(LOCKS)
            .json()
            .path("locks")
            .valueStream()
            .filter(l -> l.path("kind").asString().equals("ADDRESS"))
            .filter(l -> l.path("slowedDown").asBoolean())
            .findFirst()
            .orElseThrow();
    assertThat(address.path("failures").asInt()).isGreaterThanOrEqualTo(12);
    assertThat(address.path("lockedUntil").isNull()).isTrue();
    assertThat(tryLogin("admin", org.platform.mdm.testsupport.IntegrationTest.ADMIN_PASSWORD))
        .isEqualTo(200);
    assertThat(tryLogin(name, "right-password-" + name)).isEqualTo(200);
    assertThat(address.path("name").asString()).isEqualTo(from);
    assertThat(
            admin
                .get("/api/v2/core/audit-events?type=LOGIN_SLOWDOWN&subject=" + from)
                .json()
                .path("events")
                .size())
        .isPositive();

    // Lifting needs USER_MANAGEMENT:UPDATE; then the address is clear; twice is unknown.
    Api reader = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(reader.get(LOCKS).status()).isEqualTo(200);
    assertThat(reader.delete(LOCKS + "/address/" + from).status()).isEqualTo(403);
    Api.Response lifted = admin.delete(LOCKS + "/address/" + from);
    assertThat(lifted.status()).as(lifted.toString()).isEqualTo(200);
    assertThat(lock("ADDRESS", from)).isNull();
    Api.Response again = admin.delete(LOCKS + "/address/" + from);
    assertThat(again.status()).isEqualTo(404);
    assertThat(again.errorCodes()).containsExactly("CORE_LOGIN_LOCK_NOT_FOUND");
    Api.Response badKind = admin.delete(LOCKS + "/host/" + from);
    assertThat(badKind.status()).isEqualTo(400);
    assertThat(badKind.errorCodes()).containsExactly("CORE_LOGIN_LOCK_KIND_INVALID");
    JsonNode unlock =
        admin
            .get("/api/v2/core/audit-events?type=LOGIN_UNLOCK&subject=" + from)
            .json()
            .path("events")
            .get(0);
    assertThat(unlock.path("userName").asString()).isEqualTo("admin");
    assertThat(unlock.path("details").path("key").asString()).isEqualTo("address");
  }

  @Test
  void aLockedAccountIsRefusedEvenWithItsRightPasswordUntilAnAdminLiftsItsLock() {
    admin = admin();
    setting(admin, "org.platform.mdm.core.login.delay-after", "100");
    setting(admin, "org.platform.mdm.core.login.lock-after", "3");
    String name = aUser();
    String right = "right-password-" + name;
    for (int i = 0; i < 3; i++) {
      assertThat(tryLogin(name, "wrong-" + i)).isEqualTo(401);
    }
    assertThat(tryLogin(name, right)).isEqualTo(401);
    JsonNode held = lock("USER", name);
    assertThat(held).isNotNull();
    assertThat(held.path("lockedUntil").isNull()).isFalse();
    assertThat(held.path("slowedDown").asBoolean()).isFalse();

    Api.Response lifted = admin.delete(LOCKS + "/user/" + name.toUpperCase(java.util.Locale.ROOT));
    assertThat(lifted.status()).as(lifted.toString()).isEqualTo(200);
    assertThat(lock("USER", name)).isNull();
    assertThat(tryLogin(name, right)).isEqualTo(200);
    assertThat(events(name)).endsWith("LOGIN_UNLOCK", "LOGIN_SUCCESS");
  }

  private String addressOfAFailure(Api client) {
    String name = unique("forwarded");
    assertThat(client.post(LOGIN, Map.of("userName", name, "password", "wrong")).status())
        .isEqualTo(401);
    return admin
        .get("/api/v2/core/audit-events?type=LOGIN_FAILURE&subject=" + name)
        .json()
        .path("events")
        .get(0)
        .path("clientAddress")
        .asString();
  }

  @Test
  void forwardedAddressesCountOnlyFromTrustedProxies() {
    admin = admin();
    String socket = addressOfAFailure(anonymous());
    Api forwarded = anonymous().header("X-Forwarded-For", "198.51.100.1, 203.0.113.9");
    assertThat(addressOfAFailure(forwarded)).as("no trusted proxy").isEqualTo(socket);

    setting(admin, "org.platform.mdm.core.security.trusted.proxies", "127.0.0.0/8, ::1");
    // Read from its end: the first address that is not a trusted proxy is the client.
    assertThat(addressOfAFailure(forwarded)).isEqualTo("203.0.113.9");
    assertThat(
            addressOfAFailure(
                anonymous().header("Forwarded", "for=192.0.2.1, for=\"[2001:db8::7]:4711\"")))
        .isEqualTo("2001:db8::7");
    assertThat(addressOfAFailure(anonymous().header("X-Forwarded-For", "203.0.113.9, 127.0.0.5")))
        .as("a trusted hop is skipped")
        .isEqualTo("203.0.113.9");
    assertThat(addressOfAFailure(anonymous().header("X-Forwarded-For", "unknown")))
        .as("not an address: the proxy that wrote it")
        .isEqualTo(socket);

    setting(admin, "org.platform.mdm.core.security.trusted.proxies", "10.0.0.0/8");
    assertThat(addressOfAFailure(forwarded))
        .as("the socket is not a trusted proxy")
        .isEqualTo(socket);

    Api.Response hostName =
        admin.put(
            "/api/v2/core/system-parameters",
            Map.of(
                "parameters",
                List.of(
                    Map.of(
                        "name", "org.platform.mdm.core.security.trusted.proxies",
                        "value", "proxy.example.com"))));
    assertThat(hostName.status()).as(hostName.toString()).isEqualTo(400);
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
