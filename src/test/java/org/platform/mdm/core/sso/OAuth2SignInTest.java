package org.platform.mdm.core.sso;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.CookieManager;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.testpeers.OidcProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.web.util.UriComponentsBuilder;
import tools.jackson.databind.JsonNode;

/**
 * The OAuth 2.0 / OpenID Connect sign-in against a real provider (Spring Authorization Server on
 * its own port): the authorization-code flow with state, nonce and PKCE, the user its claims make,
 * the roles its groups give at each sign-in, and every way a sign-in is refused.
 */
class OAuth2SignInTest extends ApiTest {

  private static final String PROVIDERS = "/api/v1/oauth2/provider";
  private static final String LOGIN = "/api/v2/core/authentication/login";
  private static final String REDIRECT_SETTING = "com.platform.mdm.rest.v1.oauth2.redirect.address";

  private static OidcProvider provider;
  private static final List<String> made = new ArrayList<>();

  @Autowired JdbcClient jdbc;

  @BeforeAll
  static void startProvider() {
    provider = OidcProvider.start();
  }

  @AfterAll
  static void stopProvider(@Autowired JdbcClient jdbc) {
    provider.close();
    // Other tests must not find providers that are gone.
    made.forEach(id -> jdbc.sql("delete from identity_providers where id = ?").param(id).update());
  }

  private String loginAddress() {
    return "http://localhost:" + port + LOGIN + "?source=oauth2";
  }

  private Map<String, Object> providerBody(String stewardsRole) {
    Map<String, Object> p = new HashMap<>();
    p.put("displayName", "Company sign-in");
    p.put("providerId", "spring");
    p.put("issuerUri", provider.issuer());
    p.put("clientId", OidcProvider.CLIENT_ID);
    p.put("clientSecret", OidcProvider.CLIENT_SECRET);
    if (stewardsRole != null) {
      p.put("claimRoles", List.of(Map.of("value", "mdm-stewards", "roles", List.of(stewardsRole))));
    }
    return p;
  }

  private String aProvider(Map<String, Object> body) {
    String id = "idp" + UUID.randomUUID().toString().substring(0, 8);
    Api.Response r = admin().post(PROVIDERS + "/" + id, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    made.add(id);
    provider.allowRedirect(loginAddress());
    return id;
  }

  private String aPerson(List<String> groups) {
    String name = "olga" + UUID.randomUUID().toString().substring(0, 6);
    provider.user(
        name,
        "pw-" + name,
        Map.of(
            "given_name",
            "Olga",
            "family_name",
            "Syrova",
            "email",
            name + "@example.com",
            "groups",
            groups));
    return name;
  }

  /**
   * A browser's way through the provider: from the platform's start to the address the provider
   * sends it back to, with the user's name and password typed into the provider's form.
   */
  private static final class Browser {
    private final HttpClient http =
        HttpClient.newBuilder()
            .cookieHandler(new CookieManager())
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    HttpResponse<String> get(String url) throws Exception {
      return http.send(
          HttpRequest.newBuilder(URI.create(url)).header("Accept", "text/html").build(),
          HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> postForm(String url, String form) throws Exception {
      return http.send(
          HttpRequest.newBuilder(URI.create(url))
              .header("Content-Type", "application/x-www-form-urlencoded")
              .POST(HttpRequest.BodyPublishers.ofString(form))
              .build(),
          HttpResponse.BodyHandlers.ofString());
    }

    /** The platform's callback address the provider sends the browser to after the sign-in. */
    String signIn(String authorization, String user, String password) throws Exception {
      HttpResponse<String> r = get(authorization);
      assertThat(r.statusCode()).as(r.body()).isEqualTo(302);
      String login = location(r);
      assertThat(login).endsWith("/login");
      r = postForm(login, "username=" + user + "&password=" + URLEncoderHolder.encode(password));
      assertThat(r.statusCode()).as(r.body()).isEqualTo(302);
      r = get(location(r));
      assertThat(r.statusCode()).as(r.body()).isEqualTo(302);
      return location(r);
    }

    static String location(HttpResponse<String> r) {
      return r.headers().firstValue("Location").orElseThrow();
    }
  }

  private static final class URLEncoderHolder {
    static String encode(String s) {
      return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
  }

  /** The path and query of an address on the platform, to send with the contract-checked client. */
  private static String pathOf(String address) {
    URI uri = URI.create(address);
    return uri.getRawPath() + "?" + uri.getRawQuery();
  }

  private static Map<String, String> query(String address) {
    Map<String, String> q = new HashMap<>();
    UriComponentsBuilder.fromUriString(address)
        .build()
        .getQueryParams()
        .forEach((k, v) -> q.put(k, URLDecoder.decode(v.get(0), StandardCharsets.UTF_8)));
    return q;
  }

  /** A sign-in started: where the platform sends the browser, and the cookie it set. */
  private record Started(String location, String cookie) {

    /** The client that comes back with the cookie, as the browser that started does. */
    Api back(Api api) {
      return api.header("Cookie", cookie);
    }
  }

  /** Starts a sign-in on the platform. */
  private Started start(String registrationId) {
    Api.Response r = anonymous().get(LOGIN + "?source=oauth2&registrationId=" + registrationId);
    assertThat(r.status()).as(r.toString()).isEqualTo(302);
    String cookie = r.header("Set-Cookie");
    assertThat(cookie).startsWith("MDM_SSO_").contains("HttpOnly").contains("SameSite=Lax");
    return new Started(r.header("Location"), cookie.substring(0, cookie.indexOf(';')));
  }

  private Api.Response signIn(String registrationId, String user) throws Exception {
    Started started = start(registrationId);
    String callback = new Browser().signIn(started.location(), user, "pw-" + user);
    return started.back(anonymous()).get(pathOf(callback));
  }

  @Test
  void aProviderUserSignsInAsAnExternalUserWithTheRolesOfItsGroups() throws Exception {
    String stewards = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    String id = aProvider(providerBody(stewards));
    String name = aPerson(List.of("mdm-stewards", "cooks"));

    Started started = start(id);
    String authorization = started.location();
    Map<String, String> sent = query(authorization);
    assertThat(authorization).startsWith(provider.issuer() + "/oauth2/authorize?");
    assertThat(sent)
        .containsEntry("response_type", "code")
        .containsEntry("client_id", OidcProvider.CLIENT_ID)
        .containsEntry("redirect_uri", loginAddress())
        .containsEntry("scope", "openid profile email")
        .containsEntry("code_challenge_method", "S256")
        .containsKeys("state", "nonce", "code_challenge");

    String callback = new Browser().signIn(authorization, name, "pw-" + name);
    assertThat(callback).startsWith(loginAddress() + "&code=");
    assertThat(query(callback)).containsEntry("state", sent.get("state"));
    Api.Response r = started.back(anonymous()).get(pathOf(callback));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    assertThat(r.json().path("userName").asString()).isEqualTo(name);
    assertThat(r.json().path("fullName").asString()).isEqualTo("Olga Syrova");
    assertThat(r.json().path("email").asString()).isEqualTo(name + "@example.com");
    assertThat(r.json().path("roles").toString()).isEqualTo("[\"" + stewards + "\"]");

    Api me = anonymous().bearer(r.json().path("token").asString());
    assertThat(
            me.get("/api/v2/core/authentication/current-user").json().path("userName").asString())
        .isEqualTo(name);
    JsonNode user = admin().get("/api/v2/core/users/" + name).json().path("user");
    assertThat(user.path("external").asBoolean()).isTrue();
    assertThat(user.path("source").asString()).isEqualTo("oauth2:" + id);
  }

  @Test
  void groupChangesTakeEffectAtTheNextSignIn() throws Exception {
    String stewards = aRole(List.of(grant("USER_MANAGEMENT", "READ")));
    String id = aProvider(providerBody(stewards));
    String name = aPerson(List.of("mdm-stewards"));
    Api.Response first = signIn(id, name);
    assertThat(first.json().path("roles").toString()).contains(stewards);

    provider.claim(name, "groups", List.of("cooks"));
    provider.claim(name, "family_name", "Petrova");
    Api.Response second = signIn(id, name);
    assertThat(second.status()).as(second.toString()).isEqualTo(200);
    assertThat(second.json().path("roles").toString()).isEqualTo("[]");
    assertThat(second.json().path("fullName").asString()).isEqualTo("Olga Petrova");
    assertThat(
            admin().get("/api/v2/core/users/" + name).json().path("user").path("roles").toString())
        .isEqualTo("[]");
  }

  @Test
  void aStateIsTakenOnceAndAMadeUpOneIsRefused() throws Exception {
    String id = aProvider(providerBody(null));
    String name = aPerson(List.of());
    Started started = start(id);
    String callback = new Browser().signIn(started.location(), name, "pw-" + name);
    assertThat(started.back(anonymous()).get(pathOf(callback)).status()).isEqualTo(200);

    Api.Response replayed = started.back(anonymous()).get(pathOf(callback));
    assertThat(replayed.status()).as(replayed.toString()).isEqualTo(401);
    assertThat(replayed.errorCodes()).containsExactly("CORE_SSO_FAILED");
    assertThat(replayed.text()).contains("state is unknown, used or expired");

    String code = query(callback).get("code");
    Api.Response madeUp =
        anonymous().get(LOGIN + "?source=oauth2&code=" + code + "&state=not-a-state");
    assertThat(madeUp.status()).isEqualTo(401);
    Api.Response noState = anonymous().get(LOGIN + "?source=oauth2&code=" + code);
    assertThat(noState.status()).isEqualTo(401);
    assertThat(noState.text()).contains("no state");
  }

  @Test
  void aCodeOfAnotherSignInDoesNotFinishThisOne() throws Exception {
    String id = aProvider(providerBody(null));
    String name = aPerson(List.of());
    Started firstStart = start(id);
    String first = new Browser().signIn(firstStart.location(), name, "pw-" + name);
    String second = new Browser().signIn(start(id).location(), name, "pw-" + name);
    // The first sign-in's state with the second's code: PKCE and the nonce tie them.
    String crossed =
        LOGIN
            + "?source=oauth2&code="
            + query(second).get("code")
            + "&state="
            + query(first).get("state");
    Api.Response r = firstStart.back(anonymous()).get(crossed);
    assertThat(r.status()).as(r.toString()).isEqualTo(401);
    assertThat(r.errorCodes()).containsExactly("CORE_SSO_FAILED");
  }

  @Test
  void anAnswerThatComesToAnotherBrowserIsRefused() throws Exception {
    String id = aProvider(providerBody(null));
    String name = aPerson(List.of());
    Started started = start(id);
    String callback = new Browser().signIn(started.location(), name, "pw-" + name);
    // Sent to someone else (no cookie, or another browser's): refused, and the state is used up.
    Api.Response elsewhere = anonymous().get(pathOf(callback));
    assertThat(elsewhere.status()).as(elsewhere.toString()).isEqualTo(401);
    assertThat(elsewhere.text()).contains("another browser");
    Api.Response other = start(id).back(anonymous()).get(pathOf(callback));
    assertThat(other.status()).isEqualTo(401);
    assertThat(started.back(anonymous()).get(pathOf(callback)).status()).isEqualTo(401);
  }

  @Test
  void theProvidersRefusalIsSaid() {
    String id = aProvider(providerBody(null));
    Started started = start(id);
    String state = query(started.location()).get("state");
    Api.Response r =
        started
            .back(anonymous())
            .get(
                LOGIN
                    + "?source=oauth2&state="
                    + state
                    + "&error=access_denied&error_description=The+user+said+no");
    assertThat(r.status()).isEqualTo(401);
    assertThat(r.text()).contains("access_denied").contains("The user said no");
  }

  @Test
  void aBrowserIsSentOnToTheUiWithTheTokenOrTheReason() throws Exception {
    String id = aProvider(providerBody(null));
    String name = aPerson(List.of());
    Browser browser = new Browser();
    HttpResponse<String> started =
        browser.get("http://localhost:" + port + LOGIN + "?source=oauth2&registrationId=" + id);
    assertThat(started.statusCode()).isEqualTo(302);
    String callback = browser.signIn(Browser.location(started), name, "pw-" + name);
    HttpResponse<String> done = browser.get(callback);
    assertThat(done.statusCode()).isEqualTo(303);
    String ui = Browser.location(done);
    assertThat(ui).startsWith("/ui/#sso-token=");
    String token = ui.substring(ui.indexOf('=') + 1, ui.indexOf('&'));
    assertThat(anonymous().bearer(token).get("/api/v2/core/authentication/current-user").status())
        .isEqualTo(200);

    HttpResponse<String> again = browser.get(callback);
    assertThat(again.statusCode()).isEqualTo(303);
    assertThat(URLDecoder.decode(Browser.location(again), StandardCharsets.UTF_8))
        .contains("/ui/#sso-error=")
        .contains("state is unknown, used or expired");
  }

  @Test
  void aLocalUserIsNeverTakenOverBySignIn() throws Exception {
    String id = aProvider(providerBody(null));
    Api local = aUserWithRoles();
    String name =
        local.get("/api/v2/core/authentication/current-user").json().path("userName").asString();
    provider.user(name, "pw-" + name, Map.of("name", "Someone Else"));
    Api.Response r = signIn(id, name);
    assertThat(r.status()).as(r.toString()).isEqualTo(401);
    assertThat(
            admin()
                .get("/api/v2/core/users/" + name)
                .json()
                .path("user")
                .path("external")
                .asBoolean())
        .isFalse();
  }

  @Test
  void theRedirectAddressSettingIsTheAddressTheProviderSendsBackTo() throws Exception {
    String id = aProvider(providerBody(null));
    Api admin = admin();
    String set = "http://127.0.0.1:" + port + LOGIN;
    provider.allowRedirect(set + "?source=oauth2");
    setting(admin, REDIRECT_SETTING, set);
    try {
      Started started = start(id);
      String authorization = started.location();
      assertThat(query(authorization)).containsEntry("redirect_uri", set + "?source=oauth2");
      String name = aPerson(List.of());
      String callback = new Browser().signIn(authorization, name, "pw-" + name);
      assertThat(callback).startsWith(set + "?source=oauth2&code=");
      assertThat(started.back(anonymous()).get(pathOf(callback)).status()).isEqualTo(200);

      for (String wrong :
          List.of("ftp://host" + LOGIN, "http://host/elsewhere", "http://host" + LOGIN + "#x")) {
        Map<String, Object> p = new HashMap<>();
        p.put("name", REDIRECT_SETTING);
        p.put("value", wrong);
        Api.Response r =
            admin.put("/api/v2/core/system-parameters", Map.of("parameters", List.of(p)));
        assertThat(r.status()).as(wrong + " " + r).isEqualTo(400);
      }
    } finally {
      setting(admin, REDIRECT_SETTING, null);
    }
  }

  @Test
  void providersAreListedAsPairsAndOnTheLoginPage() {
    String id = aProvider(providerBody(null));
    Api.Response pairs = aUserWithRoles().get(PROVIDERS + "/all");
    assertThat(pairs.status()).isEqualTo(200);
    assertThat(pairs.json().path("providers").toString())
        .contains("{\"registrationId\":\"" + id + "\",\"providerId\":\"spring\"}");

    Api admin = admin();
    setting(admin, "SSO_BUTTON_ENABLED", "true");
    setting(admin, "ssoType", "oauth2");
    try {
      JsonNode sso = anonymous().get("/api/v2/core/authentication/sso").json();
      assertThat(sso.path("ssoButtonEnabled").asBoolean()).isTrue();
      assertThat(sso.path("ssoType").asString()).isEqualTo("oauth2");
      assertThat(sso.path("providers").toString())
          .contains("{\"registrationId\":\"" + id + "\",\"displayName\":\"Company sign-in\"}");
    } finally {
      setting(admin, "SSO_BUTTON_ENABLED", null);
      setting(admin, "ssoType", null);
    }
    JsonNode off = anonymous().get("/api/v2/core/authentication/sso").json();
    assertThat(off.path("ssoButtonEnabled").asBoolean()).isFalse();
    assertThat(off.path("ssoType").asString()).isEmpty();
  }

  @Test
  void theClientSecretIsSealedAndMustBeEnteredAgainForAnotherIssuer() {
    String id = aProvider(providerBody(null));
    String stored =
        jdbc.sql("select client_secret from identity_providers where id = ?")
            .param(id)
            .query(String.class)
            .single();
    assertThat(stored).startsWith("enc:").doesNotContain(OidcProvider.CLIENT_SECRET);
    JsonNode read = admin().get(PROVIDERS + "/" + id).json();
    assertThat(read.path("secretSet").asBoolean()).isTrue();
    assertThat(read.path("secretEncrypted").asBoolean()).isTrue();
    assertThat(read.toString()).doesNotContain(OidcProvider.CLIENT_SECRET);

    Map<String, Object> moved = providerBody(null);
    moved.remove("clientSecret");
    moved.put("issuerUri", "https://elsewhere.example.com");
    Api.Response r = admin().put(PROVIDERS + "/" + id, moved);
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("CORE_SSO_SECRET_AGAIN");

    Map<String, Object> renamed = providerBody(null);
    renamed.remove("clientSecret");
    renamed.put("displayName", "Renamed");
    renamed.put("version", read.path("version").asLong());
    Api.Response kept = admin().put(PROVIDERS + "/" + id, renamed);
    assertThat(kept.status()).as(kept.toString()).isEqualTo(200);
    assertThat(kept.json().path("secretSet").asBoolean()).isTrue();
    Api.Response stale = admin().put(PROVIDERS + "/" + id, renamed);
    assertThat(stale.status()).isEqualTo(409);
  }

  @Test
  void badProvidersAndBadStartsAreRefusedWithEveryProblem() {
    Map<String, Object> bad = new HashMap<>();
    bad.put("issuerUri", "not an address");
    bad.put("scopes", List.of("profile", "with space"));
    bad.put("claimRoles", List.of(Map.of("value", "g", "roles", List.of("no-such-role"))));
    Api.Response r =
        admin().post(PROVIDERS + "/x" + UUID.randomUUID().toString().substring(0, 6), bad);
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes())
        .contains(
            "CORE_SSO_ISSUER_INVALID",
            "CORE_FIELD_REQUIRED",
            "CORE_SSO_VALUE_INVALID",
            "CORE_SSO_OPENID_SCOPE",
            "CORE_ROLE_NOT_FOUND");
    assertThat(admin().post(PROVIDERS + "/all", providerBody(null)).errorCodes())
        .containsExactly("CORE_SSO_ID_INVALID");
    assertThat(admin().post(PROVIDERS + "/a%00b", providerBody(null)).status()).isEqualTo(400);
    assertThat(admin().get(PROVIDERS + "/nobody").status()).isEqualTo(404);

    Api.Response source = anonymous().get(LOGIN + "?source=saml");
    assertThat(source.status()).isEqualTo(400);
    assertThat(source.errorCodes()).containsExactly("CORE_SSO_SOURCE_UNKNOWN");
    assertThat(anonymous().get(LOGIN + "?source=oauth2&registrationId=nobody").status())
        .isEqualTo(404);
    aProvider(providerBody(null));
    aProvider(providerBody(null));
    Api.Response choose = anonymous().get(LOGIN + "?source=oauth2");
    assertThat(choose.status()).isEqualTo(400);
    assertThat(choose.errorCodes()).containsExactly("CORE_SSO_PROVIDER_CHOICE");
  }

  @Test
  void aProviderThatCannotBeReachedFailsTheSignInAndTheTestSaysWhy() {
    Map<String, Object> body = providerBody(null);
    body.put("issuerUri", "http://localhost:9");
    String id = aProvider(body);
    Api.Response r = anonymous().get(LOGIN + "?source=oauth2&registrationId=" + id);
    assertThat(r.status()).as(r.toString()).isEqualTo(401);
    assertThat(r.errorCodes()).containsExactly("CORE_SSO_PROVIDER_UNREACHABLE");
    assertThat(r.text())
        .contains("The identity provider Company sign-in cannot be reached right now")
        .doesNotContain("localhost:9");
    Api.Response ru =
        anonymous()
            .header("Accept-Language", "ru")
            .get(LOGIN + "?source=oauth2&registrationId=" + id);
    assertThat(ru.text())
        .contains("Поставщик удостоверений Company sign-in сейчас недоступен")
        .doesNotContain("localhost:9");

    JsonNode test = admin().post(PROVIDERS + "/" + id + "/test", Map.of()).json();
    assertThat(test.path("reachable").asBoolean()).isFalse();
    assertThat(test.path("error").asString()).contains("localhost:9");

    String good = aProvider(providerBody(null));
    JsonNode ok = admin().post(PROVIDERS + "/" + good + "/test", Map.of()).json();
    assertThat(ok.path("reachable").asBoolean()).isTrue();
    assertThat(ok.path("tokenEndpoint").asString()).isEqualTo(provider.issuer() + "/oauth2/token");
  }

  @Test
  void aBrowserWhoseProviderCannotBeReachedIsToldSoOnTheLoginPage() throws Exception {
    Map<String, Object> body = providerBody(null);
    body.put("issuerUri", "http://localhost:9");
    String id = aProvider(body);
    // The UI starts with its nonce: the reason comes back with it, so that the login page shows it.
    HttpResponse<String> r =
        new Browser()
            .get(
                "http://localhost:"
                    + port
                    + LOGIN
                    + "?source=oauth2&registrationId="
                    + id
                    + "&ui=n1");
    assertThat(r.statusCode()).isEqualTo(303);
    assertThat(URLDecoder.decode(Browser.location(r), StandardCharsets.UTF_8))
        .startsWith("/ui/#sso-error=")
        .contains("The identity provider Company sign-in cannot be reached right now")
        .endsWith("&ui=n1");
  }

  @Test
  void aProviderThatGoesDownDuringTheSignInIsSaidToBeUnreachable() throws Exception {
    OidcProvider down = OidcProvider.start();
    try {
      Map<String, Object> body = providerBody(null);
      body.put("issuerUri", down.issuer());
      body.put("displayName", "Failing sign-in");
      String id = aProvider(body);
      down.allowRedirect(loginAddress());
      down.user("dora", "pw-dora", Map.of("groups", List.of()));
      Started started = start(id);
      String callback = new Browser().signIn(started.location(), "dora", "pw-dora");
      down.close();
      // The code is changed for tokens at a provider that no longer answers.
      Api.Response r = started.back(anonymous()).get(pathOf(callback));
      assertThat(r.status()).as(r.toString()).isEqualTo(401);
      assertThat(r.errorCodes()).containsExactly("CORE_SSO_PROVIDER_UNREACHABLE");
      assertThat(r.text())
          .contains("The identity provider Failing sign-in cannot be reached right now")
          .doesNotContain(down.issuer());
    } finally {
      down.close();
    }
  }

  @Test
  void aProviderChangedDuringTheSignInDoesNotFinishIt() throws Exception {
    String id = aProvider(providerBody(null));
    String name = aPerson(List.of());
    Started started = start(id);
    String callback = new Browser().signIn(started.location(), name, "pw-" + name);
    Map<String, Object> other = providerBody(null);
    other.put("clientId", "another-client");
    assertThat(admin().put(PROVIDERS + "/" + id, other).status()).isEqualTo(200);
    Api.Response r = started.back(anonymous()).get(pathOf(callback));
    assertThat(r.status()).as(r.toString()).isEqualTo(401);
    assertThat(r.text()).contains("was changed during the sign-in");
  }

  @Test
  void anIssuerOverPlainHttpIsTakenOnlyOnThisMachine() {
    Map<String, Object> body = providerBody(null);
    body.put("issuerUri", "http://id.example.com/realms/corp");
    Api.Response r =
        admin().post(PROVIDERS + "/plain" + UUID.randomUUID().toString().substring(0, 6), body);
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("CORE_SSO_ISSUER_INVALID");
  }

  @Test
  void refusedSignInsOfALocalUsersNameDoNotLockThatUserOut() throws Exception {
    String id = aProvider(providerBody(null));
    String name = unique("local");
    Api.Response made =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of("userName", name, "password", "pw-" + name + "-local", "fullName", "Local"));
    assertThat(made.status()).as(made.toString()).isEqualTo(200);
    provider.user(name, "pw-" + name, Map.of("name", "Someone Else"));
    for (int i = 0; i < 4; i++) {
      assertThat(signIn(id, name).status()).isEqualTo(401);
    }
    assertThat(login(name, "pw-" + name + "-local")).isNotBlank();
  }

  @Test
  void anotherSubjectOfTheSameNameIsRefused() throws Exception {
    String id = aProvider(providerBody(null));
    String name = aPerson(List.of());
    assertThat(signIn(id, name).status()).isEqualTo(200);
    // The provider gives the name to another account (its sub differs): not the same user.
    String other = "x" + name;
    provider.user(other, "pw-" + other, Map.of("preferred_username", name, "name", "Impostor"));
    Started started = start(id);
    String callback = new Browser().signIn(started.location(), other, "pw-" + other);
    Api.Response r = started.back(anonymous()).get(pathOf(callback));
    assertThat(r.status()).as(r.toString()).isEqualTo(401);
    assertThat(
            admin()
                .get("/api/v2/core/users/" + name)
                .json()
                .path("user")
                .path("fullName")
                .asString())
        .isEqualTo("Olga Syrova");
    assertThat(signIn(id, name).status()).isEqualTo(200);
  }
}
