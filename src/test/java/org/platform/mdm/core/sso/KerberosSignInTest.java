package org.platform.mdm.core.sso;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.testpeers.KerberosKdc;
import tools.jackson.databind.JsonNode;

/**
 * Kerberos single sign-on against a real KDC (Apache Kerby) on its own port: the login page's empty
 * login and any request signed on by a SPNEGO ticket, the external user a principal makes and the
 * roles an administrator gives it, and every way a sign-on is refused.
 */
class KerberosSignInTest extends ApiTest {

  private static final String LOGIN = "/api/v2/core/authentication/login";
  private static final String CURRENT_USER = "/api/v2/core/authentication/current-user";
  private static final String REALM = "EXAMPLE.COM";
  private static final String SERVICE = "HTTP/localhost";
  private static final String REALM_SETTING = "com.platform.mdm.sso.kerberos.realm.name";
  private static final String KEYTAB_SETTING = "com.platform.mdm.sso.kerberos.keytab.file";
  private static final String PRINCIPAL_SETTING = "com.platform.mdm.sso.kerberos.service.principal";

  private static KerberosKdc kdc;
  private static Path keytab;

  @BeforeAll
  static void startKdc() throws Exception {
    kdc = KerberosKdc.start(REALM);
    keytab = kdc.keytab(SERVICE);
  }

  @AfterAll
  static void stopKdc() throws Exception {
    kdc.close();
  }

  private void kerberosOn(String realm) {
    Api admin = admin();
    setting(admin, REALM_SETTING, realm);
    setting(admin, KEYTAB_SETTING, keytab.toString());
    setting(admin, PRINCIPAL_SETTING, SERVICE + "@" + REALM);
  }

  @AfterEach
  void kerberosOff() {
    Api admin = admin();
    setting(admin, REALM_SETTING, null);
    setting(admin, KEYTAB_SETTING, null);
    setting(admin, PRINCIPAL_SETTING, null);
  }

  /** A new principal of the KDC, named as no user here is. */
  private static String aPrincipal() throws Exception {
    String name = "ivan" + UUID.randomUUID().toString().substring(0, 8);
    kdc.user(name, "pw-" + name);
    return name;
  }

  private static String ticketOf(String name) throws Exception {
    return kdc.token(name, "pw-" + name, SERVICE);
  }

  private Api.Response emptyLogin(Api client) {
    return client.post(LOGIN, Map.of("userName", "", "password", ""));
  }

  private Api negotiating(String token) {
    return anonymous().header("Authorization", "Negotiate " + token);
  }

  @Test
  void aTicketSignsOnAnExternalUserWhoseRolesAnAdministratorGivesAndKeeps() throws Exception {
    kerberosOn(REALM);
    String name = aPrincipal();

    Api.Response in = emptyLogin(negotiating(ticketOf(name)));
    assertThat(in.status()).as(in.toString()).isEqualTo(200);
    assertThat(in.json().path("userName").asString()).isEqualTo(name);
    assertThat(in.json().path("roles")).isEmpty();
    assertThat(in.header("WWW-Authenticate")).startsWith("Negotiate ");
    Api admin = admin();
    JsonNode user = admin.get("/api/v2/core/users/" + name).json().path("user");
    assertThat(user.path("external").asBoolean()).isTrue();
    assertThat(user.path("source").asString()).isEqualTo("kerberos:" + REALM);
    // The token works as any other.
    Api ivan = anonymous().bearer(in.json().path("token").asString());
    assertThat(ivan.get(CURRENT_USER).json().path("userName").asString()).isEqualTo(name);

    // An administrator gives roles and a name; the next sign-on keeps them.
    String readers = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    Api.Response given =
        admin.put(
            "/api/v2/core/users/" + name,
            Map.of("roles", List.of(readers), "fullName", "Ivan Petrov"));
    assertThat(given.status()).as(given.toString()).isEqualTo(200);
    Api.Response again = emptyLogin(negotiating(ticketOf(name)));
    assertThat(again.status()).as(again.toString()).isEqualTo(200);
    assertThat(again.json().path("userName").asString()).isEqualTo(name);
    assertThat(again.json().path("roles").toString()).contains(readers);
    assertThat(again.json().path("fullName").asString()).isEqualTo("Ivan Petrov");
    // Its password is the KDC's: none can be set here.
    Api.Response password =
        admin.put("/api/v2/core/users/" + name, Map.of("password", "a-local-password-1"));
    assertThat(password.status()).as(password.toString()).isEqualTo(400);
    assertThat(password.errorCodes()).containsExactly("CORE_USER_EXTERNAL_PASSWORD");

    // A ticket on each request signs it on, as HTTP Basic does.
    Api.Response current = negotiating(ticketOf(name)).get(CURRENT_USER);
    assertThat(current.status()).as(current.toString()).isEqualTo(200);
    assertThat(current.json().path("userName").asString()).isEqualTo(name);
    assertThat(current.json().path("roles").toString()).contains(readers);
    // A ticket is taken once.
    String once = ticketOf(name);
    assertThat(negotiating(once).get(CURRENT_USER).status()).isEqualTo(200);
    Api.Response replay = negotiating(once).get(CURRENT_USER);
    assertThat(replay.status()).isEqualTo(401);
    assertThat(replay.errorCodes()).containsExactly("CORE_KERBEROS_TICKET_INVALID");
  }

  @Test
  void withoutATicketTheServerAsksForOne() {
    kerberosOn(REALM);
    Api.Response login = emptyLogin(anonymous());
    assertThat(login.status()).as(login.toString()).isEqualTo(401);
    assertThat(login.header("WWW-Authenticate")).isEqualTo("Negotiate");
    assertThat(login.errorCodes()).containsExactly("CORE_KERBEROS_TICKET_MISSING");

    // Only the login asks: a browser answers a challenge by itself, also to a request another
    // site makes, so a challenge elsewhere would let that site act as the user (CSRF). The token
    // the login answers is not readable across sites.
    Api.Response api = anonymous().get(CURRENT_USER);
    assertThat(api.status()).isEqualTo(401);
    assertThat(api.header("WWW-Authenticate")).isNull();
    Api.Response basic = anonymous().basic("nobody", "wrong").get(CURRENT_USER);
    assertThat(basic.status()).isEqualTo(401);
    assertThat(basic.header("WWW-Authenticate")).isNull();
    // A password login still is one.
    assertThat(anonymous().post(LOGIN, Map.of("userName", "nobody", "password", "")).status())
        .isEqualTo(401);
  }

  @Test
  void garbledTicketsAreRefusedNeverAServerError() {
    kerberosOn(REALM);
    for (String token :
        List.of(
            "not base64 at all!",
            "AAAA",
            "YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo=",
            "YII" + "A".repeat(6000),
            "")) {
      Api.Response login = emptyLogin(negotiating(token));
      assertThat(login.status()).as(token + ": " + login).isEqualTo(401);
      assertThat(login.errorCodes())
          .as(token)
          .containsAnyOf("CORE_KERBEROS_TICKET_INVALID", "CORE_KERBEROS_TICKET_MISSING");
      Api.Response api = negotiating(token).get(CURRENT_USER);
      assertThat(api.status()).as(token + ": " + api).isEqualTo(401);
    }
  }

  @Test
  void aPrincipalOfAnotherRealmIsRefused() throws Exception {
    kerberosOn("OTHER.COM");
    String name = aPrincipal();
    Api.Response login = emptyLogin(negotiating(ticketOf(name)));
    assertThat(login.status()).as(login.toString()).isEqualTo(401);
    assertThat(login.errorCodes()).containsExactly("CORE_KERBEROS_REALM");
    Api.Response api = negotiating(ticketOf(name)).get(CURRENT_USER);
    assertThat(api.status()).isEqualTo(401);
    assertThat(api.errorCodes()).containsExactly("CORE_KERBEROS_REALM");
    assertThat(admin().get("/api/v2/core/users/" + name).status()).isEqualTo(404);
  }

  @Test
  void aLocalUserOfTheSameNameIsNeverTakenOver() throws Exception {
    kerberosOn(REALM);
    String name = aPrincipal();
    Api.Response local =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of("userName", name, "password", "password-" + name, "roles", List.of()));
    assertThat(local.status()).as(local.toString()).isEqualTo(200);
    Api.Response login = emptyLogin(negotiating(ticketOf(name)));
    assertThat(login.status()).as(login.toString()).isEqualTo(401);
    assertThat(login.errorCodes()).containsExactly("CORE_AUTHENTICATION_FAILED");
    assertThat(negotiating(ticketOf(name)).get(CURRENT_USER).status()).isEqualTo(401);
    JsonNode user = admin().get("/api/v2/core/users/" + name).json().path("user");
    assertThat(user.path("external").asBoolean()).isFalse();
  }

  @Test
  void aKeytabThatCannotBeReadRefusesTicketsWithoutAServerError() throws Exception {
    kerberosOn(REALM);
    setting(admin(), KEYTAB_SETTING, keytab.resolveSibling("missing.keytab").toString());
    Api.Response login = emptyLogin(negotiating(ticketOf(aPrincipal())));
    assertThat(login.status()).as(login.toString()).isEqualTo(401);
    assertThat(login.errorCodes()).containsExactly("CORE_KERBEROS_TICKET_INVALID");
  }

  @Test
  void withKerberosOffAnEmptyLoginIsAWrongPassword() throws Exception {
    Api.Response login = emptyLogin(anonymous());
    assertThat(login.status()).isEqualTo(401);
    assertThat(login.header("WWW-Authenticate")).isNull();
    assertThat(login.errorCodes()).containsExactly("CORE_AUTHENTICATION_FAILED");
    assertThat(anonymous().get(CURRENT_USER).header("WWW-Authenticate")).isNull();
    Api.Response ticket = negotiating(ticketOf(aPrincipal())).get(CURRENT_USER);
    assertThat(ticket.status()).isEqualTo(401);
    assertThat(ticket.errorCodes()).containsExactly("CORE_KERBEROS_OFF");
  }
}
