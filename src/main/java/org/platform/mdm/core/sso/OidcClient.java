package org.platform.mdm.core.sso;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.security.oauth2.core.DelegatingOAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2TokenValidator;
import org.springframework.security.oauth2.core.OAuth2TokenValidatorResult;
import org.springframework.security.oauth2.jose.jws.SignatureAlgorithm;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.jwt.JwtException;
import org.springframework.security.oauth2.jwt.JwtValidators;
import org.springframework.security.oauth2.jwt.NimbusJwtDecoder;
import org.springframework.stereotype.Component;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestClientResponseException;
import org.springframework.web.client.RestTemplate;

/**
 * Talks to OpenID Connect providers: reads their discovery documents (kept five minutes), changes
 * an authorization code for tokens, checks an ID token (signature by the provider's published keys,
 * issuer, audience, expiry) and reads the user-info endpoint. Every call has a time limit, so a
 * provider that does not answer fails a sign-in instead of holding a server thread.
 */
@Component
class OidcClient {

  private static final Duration DISCOVERY_KEPT = Duration.ofMinutes(5);

  /** A provider that could not be read is not asked again for this long: no thread waits on it. */
  private static final Duration FAILURE_KEPT = Duration.ofSeconds(10);

  /** A provider's endpoints, as its discovery document names them. */
  record Metadata(
      String issuer,
      String authorizationEndpoint,
      String tokenEndpoint,
      String userInfoEndpoint,
      String jwksUri,
      List<String> signingAlgorithms,
      List<String> tokenAuthMethods) {}

  /** The tokens a code was changed for. */
  record Tokens(String accessToken, String idToken) {}

  /** A provider that could not be asked, or answered what a sign-in cannot take. */
  static final class ProviderException extends RuntimeException {
    private final boolean unreachable;

    ProviderException(String message) {
      this(message, false);
    }

    ProviderException(String message, boolean unreachable) {
      super(message);
      this.unreachable = unreachable;
    }

    /**
     * The provider could not be reached: no connection, no answer in time, or its gateway said it
     * is unavailable (502, 503, 504). A user can only try again later.
     */
    boolean unreachable() {
      return unreachable;
    }
  }

  private record Discovered(Metadata metadata, Instant at) {}

  private record Failed(String why, boolean unreachable, Instant at) {}

  private final RestClient http;
  private final RestTemplate keys;
  private final Clock clock;
  private final Map<String, Discovered> discovered = new ConcurrentHashMap<>();
  private final Map<String, Failed> failed = new ConcurrentHashMap<>();
  private final Map<String, NimbusJwtDecoder> decoders = new ConcurrentHashMap<>();

  OidcClient(Clock clock) {
    HttpClient client =
        HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory(client);
    factory.setReadTimeout(Duration.ofSeconds(10));
    this.http = RestClient.builder().requestFactory(factory).build();
    this.keys = new RestTemplate(factory);
    this.clock = clock;
  }

  /**
   * The provider's endpoints.
   *
   * @param fresh read the document again even when one read lately is kept
   */
  Metadata discover(String issuer, boolean fresh) {
    Discovered kept = discovered.get(issuer);
    Instant now = clock.instant();
    if (!fresh && kept != null && kept.at().plus(DISCOVERY_KEPT).isAfter(now)) {
      return kept.metadata();
    }
    Failed lately = failed.get(issuer);
    if (!fresh && lately != null && lately.at().plus(FAILURE_KEPT).isAfter(now)) {
      throw new ProviderException(lately.why(), lately.unreachable());
    }
    try {
      Metadata metadata = read(issuer);
      discovered.put(issuer, new Discovered(metadata, now));
      failed.remove(issuer);
      return metadata;
    } catch (ProviderException e) {
      failed.put(issuer, new Failed(e.getMessage(), e.unreachable(), now));
      throw e;
    }
  }

  private Metadata read(String issuer) {
    String address =
        (issuer.endsWith("/") ? issuer.substring(0, issuer.length() - 1) : issuer)
            + "/.well-known/openid-configuration";
    Map<String, Object> document = json(() -> http.get().uri(address).retrieve(), address);
    if (!issuer.equals(document.get("issuer"))) {
      throw new ProviderException(
          "the discovery document at "
              + address
              + " names the issuer "
              + document.get("issuer")
              + ", not "
              + issuer);
    }
    Metadata metadata =
        new Metadata(
            issuer,
            required(document, "authorization_endpoint", address),
            required(document, "token_endpoint", address),
            text(document.get("userinfo_endpoint")),
            required(document, "jwks_uri", address),
            strings(document.get("id_token_signing_alg_values_supported")),
            strings(document.get("token_endpoint_auth_methods_supported")));
    return metadata;
  }

  /** Forgets what was read of this issuer: its provider was changed or deleted. */
  void forget(String issuer) {
    discovered.remove(issuer);
    failed.remove(issuer);
    decoders.keySet().removeIf(key -> key.startsWith(issuer + " "));
  }

  /**
   * Changes the code for tokens, proving the sign-in with the PKCE verifier and the client with its
   * secret (HTTP Basic, or in the form when the provider takes only that); a public client sends
   * its id alone.
   */
  Tokens exchange(
      Metadata m,
      String clientId,
      String secret,
      String code,
      String redirectUri,
      String verifier) {
    MultiValueMap<String, String> form = new LinkedMultiValueMap<>();
    form.add("grant_type", "authorization_code");
    form.add("code", code);
    form.add("redirect_uri", redirectUri);
    form.add("code_verifier", verifier);
    HttpHeaders headers = new HttpHeaders();
    if (secret == null) {
      form.add("client_id", clientId);
    } else if (m.tokenAuthMethods().isEmpty()
        || m.tokenAuthMethods().contains("client_secret_basic")) {
      headers.setBasicAuth(formEncoded(clientId), formEncoded(secret), StandardCharsets.UTF_8);
    } else {
      form.add("client_id", clientId);
      form.add("client_secret", secret);
    }
    Map<String, Object> answer =
        json(
            () ->
                http.post()
                    .uri(m.tokenEndpoint())
                    .headers(h -> h.addAll(headers))
                    .contentType(MediaType.APPLICATION_FORM_URLENCODED)
                    .body(form)
                    .retrieve(),
            m.tokenEndpoint());
    String idToken = text(answer.get("id_token"));
    if (idToken == null) {
      throw new ProviderException("the token endpoint answered no ID token (is openid a scope?)");
    }
    return new Tokens(text(answer.get("access_token")), idToken);
  }

  /**
   * The claims of an ID token whose signature, issuer, audience, expiry and nonce hold.
   *
   * @throws ProviderException saying which does not
   */
  Map<String, Object> verify(Metadata m, String clientId, String idToken, String nonce) {
    // Keyed by all it was built from: a provider that changes its issuer, keys' address or
    // algorithms gets a decoder of its own.
    NimbusJwtDecoder decoder =
        decoders.computeIfAbsent(
            String.join(" ", m.issuer(), m.jwksUri(), clientId, m.signingAlgorithms().toString()),
            k -> decoder(m, clientId));
    Jwt jwt;
    try {
      jwt = decoder.decode(idToken);
    } catch (JwtException e) {
      // The keys are read from the provider while the token is checked: it may be down then.
      throw new ProviderException("the ID token is not valid: " + e.getMessage(), ioFailure(e));
    }
    if (!nonce.equals(jwt.getClaimAsString("nonce"))) {
      throw new ProviderException("the ID token does not carry this sign-in's nonce");
    }
    return jwt.getClaims();
  }

  /** The user-info endpoint's claims; those of another subject than {@code subject} are refused. */
  Map<String, Object> userInfo(Metadata m, String accessToken, String subject) {
    Map<String, Object> claims =
        json(
            () ->
                http.get()
                    .uri(m.userInfoEndpoint())
                    .headers(h -> h.setBearerAuth(accessToken))
                    .accept(MediaType.APPLICATION_JSON)
                    .retrieve(),
            m.userInfoEndpoint());
    if (!Objects.equals(subject, text(claims.get("sub")))) {
      throw new ProviderException("the user-info endpoint tells of another subject");
    }
    return claims;
  }

  private NimbusJwtDecoder decoder(Metadata m, String clientId) {
    NimbusJwtDecoder decoder =
        NimbusJwtDecoder.withJwkSetUri(m.jwksUri())
            .restOperations(keys)
            .jwsAlgorithms(
                algorithms -> {
                  for (String name : m.signingAlgorithms()) {
                    SignatureAlgorithm a = SignatureAlgorithm.from(name);
                    if (a != null) {
                      algorithms.add(a);
                    }
                  }
                  if (algorithms.isEmpty()) {
                    algorithms.add(SignatureAlgorithm.RS256);
                  }
                })
            .build();
    // OpenID Connect Core 3.1.3.7: the audience holds the client; an azp, when there is one (and
    // there must be one with several audiences), is the client; sub, iat and exp are required.
    OAuth2TokenValidator<Jwt> audience =
        jwt -> {
          List<String> aud = jwt.getAudience() == null ? List.of() : jwt.getAudience();
          String azp = jwt.getClaimAsString("azp");
          boolean ours =
              aud.contains(clientId)
                  && (azp == null ? aud.size() == 1 : clientId.equals(azp))
                  && jwt.getSubject() != null
                  && jwt.getIssuedAt() != null
                  && jwt.getExpiresAt() != null;
          return ours
              ? OAuth2TokenValidatorResult.success()
              : OAuth2TokenValidatorResult.failure(
                  new OAuth2Error(
                      "invalid_token",
                      "the ID token is for another client, or lacks sub, iat or exp",
                      null));
        };
    decoder.setJwtValidator(
        new DelegatingOAuth2TokenValidator<>(
            JwtValidators.createDefaultWithIssuer(m.issuer()), audience));
    return decoder;
  }

  private interface Call {
    RestClient.ResponseSpec send();
  }

  /** The JSON object a call answers; any failure said plainly. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> json(Call call, String address) {
    try {
      Map<String, Object> body = call.send().body(Map.class);
      if (body == null) {
        throw new ProviderException(address + " answered nothing");
      }
      return body;
    } catch (RestClientResponseException e) {
      String answer = e.getResponseBodyAsString(StandardCharsets.UTF_8);
      int status = e.getStatusCode().value();
      throw new ProviderException(
          address
              + " answered "
              + status
              + (answer.isBlank()
                  ? ""
                  : ": " + answer.substring(0, Math.min(answer.length(), 300))),
          status == 502 || status == 503 || status == 504);
    } catch (RestClientException | IllegalArgumentException e) {
      throw new ProviderException(address + " could not be read: " + e.getMessage(), ioFailure(e));
    }
  }

  /** Whether a failure came from the connection (refused, reset, timed out), not from an answer. */
  private static boolean ioFailure(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof ResourceAccessException || t instanceof IOException) {
        return true;
      }
    }
    return false;
  }

  private static String required(Map<String, Object> document, String name, String address) {
    String value = text(document.get(name));
    if (value == null) {
      throw new ProviderException("the discovery document at " + address + " names no " + name);
    }
    return value;
  }

  static String text(Object value) {
    return value instanceof String s && !s.isEmpty() ? s : null;
  }

  /** The strings of a claim that is a string or an array of them. */
  static List<String> strings(Object value) {
    List<String> strings = new ArrayList<>();
    if (value instanceof String s) {
      strings.add(s);
    } else if (value instanceof List<?> list) {
      list.stream().filter(String.class::isInstance).map(String.class::cast).forEach(strings::add);
    }
    return strings;
  }

  /** RFC 6749 §2.3.1: the client id and secret are form-encoded before HTTP Basic. */
  private static String formEncoded(String value) {
    return java.net.URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
