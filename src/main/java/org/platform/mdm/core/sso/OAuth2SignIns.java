package org.platform.mdm.core.sso;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.ExternalUser;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The OAuth 2.0 authorization-code sign-in with OpenID Connect: {@link #start} sends the browser to
 * the provider with a state, a nonce and a PKCE challenge kept here (table {@code oauth2_sign_ins},
 * ten minutes); {@link #finish} takes the state once (a replayed or made-up state finds nothing),
 * changes the code for tokens, checks the ID token and tells the user its claims make.
 */
@Service
public class OAuth2SignIns {

  private static final Logger log = LoggerFactory.getLogger(OAuth2SignIns.class);
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Duration PENDING = Duration.ofMinutes(10);

  /** What an outside caller learns of a provider that failed; the log has the details. */
  static final String UNREADABLE =
      "the identity provider could not be asked, or answered what a sign-in cannot take (the"
          + " server log has the details)";

  private final IdentityProviders providers;
  private final OidcClient client;
  private final SsoSettings settings;
  private final OAuth2SignInRepository signIns;
  private final Clock clock;

  OAuth2SignIns(
      IdentityProviders providers,
      OidcClient client,
      SsoSettings settings,
      OAuth2SignInRepository signIns,
      Clock clock) {
    this.providers = providers;
    this.client = client;
    this.settings = settings;
    this.signIns = signIns;
    this.clock = clock;
  }

  /** A sign-in taken back by its state: what it was started with. */
  public record Pending(
      String registrationId,
      String issuer,
      String clientId,
      String nonce,
      String verifier,
      String redirectUri,
      String browserHash,
      String uiNonce) {}

  /**
   * A sign-in sent to the provider: where to send the browser, and the cookie (its name is the
   * state's) the browser keeps to show, when it comes back, that it is the one that started it.
   */
  public record Started(String location, String cookieName, String browserKey) {}

  /** The cookie that ties the sign-in of this state to its browser: one per sign-in. */
  public static String cookieName(String state) {
    return "MDM_SSO_" + challenge(state).substring(0, 22);
  }

  /**
   * Where to send the browser: the provider's authorization endpoint with this sign-in's state.
   *
   * @param registrationId the provider; null: the only one enabled
   * @param loginAddress the login address of the request, used when no redirect address is set
   * @param uiNonce what the UI that starts gives, handed back with the token; null for others
   */
  public Started start(String registrationId, String loginAddress, String uiNonce) {
    IdentityProviders.Opened p = providers.enabled(registrationId);
    OidcClient.Metadata m = metadata(p);
    String state = random();
    String nonce = random();
    String verifier = random();
    String browserKey = random();
    String redirectUri = redirectUri(loginAddress);
    OffsetDateTime now = OffsetDateTime.now(clock);
    signIns.deleteExpired(now);
    signIns.insert(
        state,
        new Pending(
            p.id(),
            p.provider().issuerUri(),
            p.provider().clientId(),
            nonce,
            verifier,
            redirectUri,
            challenge(browserKey),
            uiNonce),
        now.plus(PENDING));
    String location =
        UriComponentsBuilder.fromUriString(m.authorizationEndpoint())
            .queryParam("response_type", "code")
            .queryParam("client_id", p.provider().clientId())
            .queryParam("redirect_uri", redirectUri)
            .queryParam("scope", String.join(" ", p.provider().scopes()))
            .queryParam("state", state)
            .queryParam("nonce", nonce)
            .queryParam("code_challenge", challenge(verifier))
            .queryParam("code_challenge_method", "S256")
            .encode()
            .build()
            .toUriString();
    return new Started(location, cookieName(state), browserKey);
  }

  /**
   * The sign-in of this state, taken once (a replayed or made-up state finds nothing), when the
   * browser that brings it back holds the cookie its start set: so that nobody signs another's
   * browser in as himself.
   *
   * @param cookie the request's cookie of a name; null when it has none
   * @throws PlatformException 401: no state, unknown, used or expired, or another browser
   */
  public Pending take(String state, Function<String, String> cookie) {
    if (state == null || state.isEmpty()) {
      throw failed("the answer carries no state");
    }
    Pending pending =
        taken(state).orElseThrow(() -> failed("the state is unknown, used or expired"));
    String browserKey = cookie.apply(cookieName(state));
    if (browserKey == null || !pending.browserHash().equals(challenge(browserKey))) {
      throw failed("the answer came to another browser than the one that started the sign-in");
    }
    return pending;
  }

  /**
   * The user the provider signed in, from the answer it sent the browser back with.
   *
   * @param error the provider's error code instead of a code (the user refused, …)
   * @throws PlatformException 401 with the reason: an error from the provider; the provider changed
   *     or cannot be asked; a code, ID token or claims that do not hold (said in general terms: the
   *     details, which name the provider's addresses, go to the log)
   */
  public ExternalUser finish(Pending pending, String code, String error, String errorDescription) {
    if (error != null) {
      throw failed(
          "the identity provider answered "
              + error
              + (errorDescription == null ? "" : " (" + errorDescription + ")"));
    }
    if (code == null || code.isEmpty()) {
      throw failed("the answer carries no code");
    }
    IdentityProviders.Opened p;
    try {
      p = providers.enabled(pending.registrationId());
    } catch (PlatformException e) {
      throw failed("identity provider " + pending.registrationId() + " is not enabled any more");
    }
    IdentityProvider provider = p.provider();
    if (!provider.issuerUri().equals(pending.issuer())
        || !provider.clientId().equals(pending.clientId())) {
      throw failed("identity provider " + p.id() + " was changed during the sign-in");
    }
    try {
      OidcClient.Metadata m = client.discover(provider.issuerUri(), false);
      OidcClient.Tokens tokens =
          client.exchange(
              m, provider.clientId(), p.secret(), code, pending.redirectUri(), pending.verifier());
      Map<String, Object> claims =
          new HashMap<>(client.verify(m, provider.clientId(), tokens.idToken(), pending.nonce()));
      if (m.userInfoEndpoint() != null && tokens.accessToken() != null) {
        Map<String, Object> info =
            client.userInfo(m, tokens.accessToken(), OidcClient.text(claims.get("sub")));
        info.forEach((name, value) -> claims.putIfAbsent(name, value));
      }
      return user(p.id(), provider, claims);
    } catch (OidcClient.ProviderException e) {
      log.warn("Sign-in with {} failed: {}", p.id(), e.getMessage());
      throw failure(p, e);
    }
  }

  /** The user the claims make: its name, full name, e-mail and the roles its groups give. */
  static ExternalUser user(String registrationId, IdentityProvider p, Map<String, Object> claims) {
    String userName = OidcClient.text(claims.get(p.userNameClaim()));
    if (userName == null) {
      throw failed("the identity provider sent no " + p.userNameClaim() + " claim");
    }
    String fullName = OidcClient.text(claims.get(p.fullNameClaim()));
    if (fullName == null) {
      List<String> parts = new ArrayList<>();
      Optional.ofNullable(OidcClient.text(claims.get(p.firstNameClaim()))).ifPresent(parts::add);
      Optional.ofNullable(OidcClient.text(claims.get(p.lastNameClaim()))).ifPresent(parts::add);
      fullName = String.join(" ", parts);
    }
    List<String> groups = OidcClient.strings(claims.get(p.groupsClaim()));
    String subject = OidcClient.text(claims.get("sub"));
    return new ExternalUser(
        userName,
        fullName,
        OidcClient.text(claims.get(p.emailClaim())),
        "oauth2:" + registrationId,
        p.rolesOf(groups),
        subject == null ? null : p.issuerUri() + " " + subject);
  }

  private OidcClient.Metadata metadata(IdentityProviders.Opened p) {
    try {
      return client.discover(p.provider().issuerUri(), false);
    } catch (OidcClient.ProviderException e) {
      log.warn("Identity provider {} cannot be asked: {}", p.id(), e.getMessage());
      throw failure(p, e);
    }
  }

  /**
   * What the user is told of a provider that failed: that it cannot be reached right now (by the
   * name the login page shows it under), or in general terms what went wrong; the log has the
   * details, which name the provider's addresses.
   */
  private static PlatformException failure(
      IdentityProviders.Opened p, OidcClient.ProviderException e) {
    if (e.unreachable()) {
      String name = p.provider().displayName();
      return new PlatformException(
          CoreErrors.CORE_SSO_PROVIDER_UNREACHABLE, name == null || name.isBlank() ? p.id() : name);
    }
    return failed(UNREADABLE);
  }

  /** The address set, with {@code source=oauth2}; else the request's own login address. */
  private String redirectUri(String loginAddress) {
    String set = settings.redirectAddress();
    String address = set != null ? set : loginAddress;
    return address.contains("?") ? address : address + "?source=oauth2";
  }

  /** The sign-in of this state, taken once; empty when there is none or it has expired. */
  private Optional<Pending> taken(String state) {
    return signIns.take(state, OffsetDateTime.now(clock));
  }

  private static PlatformException failed(String why) {
    return new PlatformException(CoreErrors.CORE_SSO_FAILED, why);
  }

  private static String random() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** RFC 7636: the S256 challenge of a verifier (and the hash of a browser's key). */
  static String challenge(String verifier) {
    try {
      byte[] hash =
          MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
      return Base64.getUrlEncoder().withoutPadding().encodeToString(hash);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
