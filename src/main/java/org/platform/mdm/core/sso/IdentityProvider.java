package org.platform.mdm.core.sso;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.Problem;

/**
 * An OpenID Connect provider the platform signs users in with: where it is (its issuer, whose
 * discovery document names its endpoints), the client the platform is registered as, and how the
 * user's claims make a user here. The client secret is not part of it: it is stored apart, sealed
 * with the platform key.
 *
 * @param providerId what kind of provider it is ({@code keycloak}, {@code azure}, …), shown beside
 *     the registration id; {@code oidc} when absent
 * @param issuerUri the issuer, exactly as the provider's tokens name it
 * @param scopes the scopes asked for; {@code openid} among them
 * @param userNameClaim the claim that is the user's name here
 * @param fullNameClaim the claim of the full name; absent in a token: first and last name joined
 * @param groupsClaim the claim listing the user's groups (or roles) at the provider
 * @param defaultRoles the roles every user of the provider gets
 * @param claimRoles the roles each value of the groups claim gives
 * @param enabled whether users may sign in with it
 */
public record IdentityProvider(
    String displayName,
    String providerId,
    String issuerUri,
    String clientId,
    List<String> scopes,
    String userNameClaim,
    String fullNameClaim,
    String firstNameClaim,
    String lastNameClaim,
    String emailClaim,
    String groupsClaim,
    List<String> defaultRoles,
    List<ClaimRoles> claimRoles,
    Boolean enabled) {

  static final Pattern ID = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,63}");
  private static final Pattern SCOPE = Pattern.compile("[\\x21\\x23-\\x5B\\x5D-\\x7E]{1,128}");
  private static final Pattern CLAIM = Pattern.compile("[\\x21-\\x7E]{1,128}");

  /** The roles a value of the groups claim gives. */
  public record ClaimRoles(String value, List<String> roles) {

    public ClaimRoles {
      roles = roles == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(roles));
    }
  }

  /** Absent fields take the standard claims of OpenID Connect. */
  public IdentityProvider {
    providerId = blank(providerId) ? "oidc" : providerId.strip();
    issuerUri = issuerUri == null ? null : issuerUri.strip();
    clientId = clientId == null ? null : clientId.strip();
    scopes =
        scopes == null || scopes.isEmpty()
            ? List.of("openid", "profile", "email")
            : Collections.unmodifiableList(new ArrayList<>(scopes));
    userNameClaim = blank(userNameClaim) ? "preferred_username" : userNameClaim.strip();
    fullNameClaim = blank(fullNameClaim) ? "name" : fullNameClaim.strip();
    firstNameClaim = blank(firstNameClaim) ? "given_name" : firstNameClaim.strip();
    lastNameClaim = blank(lastNameClaim) ? "family_name" : lastNameClaim.strip();
    emailClaim = blank(emailClaim) ? "email" : emailClaim.strip();
    groupsClaim = blank(groupsClaim) ? "groups" : groupsClaim.strip();
    // Entries may be null as sent: check() lists them.
    defaultRoles =
        defaultRoles == null
            ? List.of()
            : Collections.unmodifiableList(new ArrayList<>(defaultRoles));
    claimRoles =
        claimRoles == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(claimRoles));
    enabled = enabled == null || enabled;
  }

  /** Every role it names, for the check that they exist. */
  List<String> roleNames() {
    List<String> names = new ArrayList<>(defaultRoles);
    claimRoles.stream().filter(Objects::nonNull).forEach(c -> names.addAll(c.roles()));
    names.removeIf(Objects::isNull);
    return names.stream().distinct().toList();
  }

  /** The roles a user with these values of the groups claim gets. */
  List<String> rolesOf(List<String> groups) {
    List<String> roles = new ArrayList<>(defaultRoles);
    for (ClaimRoles c : claimRoles) {
      if (groups.contains(c.value())) {
        roles.addAll(c.roles());
      }
    }
    return roles.stream().distinct().sorted().toList();
  }

  /**
   * Whether this provider is another than {@code before} for its client secret: another issuer or
   * another client. The stored secret must then be entered again, so that it never goes anywhere it
   * was not given for.
   */
  boolean movesSecretFrom(IdentityProvider before) {
    return !Objects.equals(issuerUri, before.issuerUri())
        || !Objects.equals(clientId, before.clientId());
  }

  /** Every problem, each at its field. */
  List<Problem> check() {
    List<Problem> problems = new ArrayList<>();
    if (displayName != null && displayName.length() > 255) {
      problems.add(Problem.at("displayName", CoreErrors.CORE_SSO_VALUE_INVALID, "displayName"));
    }
    if (!CLAIM.matcher(providerId).matches()) {
      problems.add(Problem.at("providerId", CoreErrors.CORE_SSO_VALUE_INVALID, "providerId"));
    }
    if (blank(issuerUri)) {
      problems.add(Problem.at("issuerUri", CoreErrors.CORE_FIELD_REQUIRED, "issuerUri"));
    } else if (!validIssuer(issuerUri)) {
      problems.add(Problem.at("issuerUri", CoreErrors.CORE_SSO_ISSUER_INVALID, issuerUri));
    }
    if (blank(clientId)) {
      problems.add(Problem.at("clientId", CoreErrors.CORE_FIELD_REQUIRED, "clientId"));
    } else if (clientId.length() > 255 || clientId.chars().anyMatch(Character::isISOControl)) {
      problems.add(Problem.at("clientId", CoreErrors.CORE_SSO_VALUE_INVALID, "clientId"));
    }
    for (int i = 0; i < scopes.size(); i++) {
      String scope = scopes.get(i);
      if (scope == null || !SCOPE.matcher(scope).matches()) {
        problems.add(Problem.at("scopes[" + i + "]", CoreErrors.CORE_SSO_VALUE_INVALID, "scopes"));
      }
    }
    if (!scopes.contains("openid")) {
      problems.add(Problem.at("scopes", CoreErrors.CORE_SSO_OPENID_SCOPE));
    }
    claim("userNameClaim", userNameClaim, problems);
    claim("fullNameClaim", fullNameClaim, problems);
    claim("firstNameClaim", firstNameClaim, problems);
    claim("lastNameClaim", lastNameClaim, problems);
    claim("emailClaim", emailClaim, problems);
    claim("groupsClaim", groupsClaim, problems);
    for (int i = 0; i < defaultRoles.size(); i++) {
      if (blank(defaultRoles.get(i))) {
        problems.add(
            Problem.at("defaultRoles[" + i + "]", CoreErrors.CORE_FIELD_REQUIRED, "defaultRoles"));
      }
    }
    for (int i = 0; i < claimRoles.size(); i++) {
      ClaimRoles c = claimRoles.get(i);
      String at = "claimRoles[" + i + "]";
      if (c == null) {
        problems.add(Problem.at(at, CoreErrors.CORE_FIELD_REQUIRED, at));
        continue;
      }
      if (blank(c.value()) || c.value().length() > 1024) {
        problems.add(Problem.at(at + ".value", CoreErrors.CORE_FIELD_REQUIRED, at + ".value"));
      }
      if (c.roles().isEmpty() || c.roles().stream().anyMatch(IdentityProvider::blank)) {
        problems.add(Problem.at(at + ".roles", CoreErrors.CORE_FIELD_REQUIRED, at + ".roles"));
      }
    }
    return problems;
  }

  private static void claim(String field, String value, List<Problem> problems) {
    if (!CLAIM.matcher(value).matches()) {
      problems.add(Problem.at(field, CoreErrors.CORE_SSO_VALUE_INVALID, field));
    }
  }

  /**
   * An absolute https address with a host, without query or fragment; http only on this machine (a
   * test provider): over plain http the discovery, the secret and the signing keys could be read
   * and changed on the way, and ID tokens forged.
   */
  private static boolean validIssuer(String issuer) {
    try {
      URI uri = new URI(issuer);
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      return (scheme.equals("https") || (scheme.equals("http") && loopback(uri.getHost())))
          && uri.getHost() != null
          && uri.getRawQuery() == null
          && uri.getRawFragment() == null
          && issuer.length() <= 1024;
    } catch (URISyntaxException e) {
      return false;
    }
  }

  private static boolean loopback(String host) {
    return host != null
        && (host.equalsIgnoreCase("localhost")
            || host.startsWith("127.")
            || host.equals("[::1]")
            || host.equals("::1"));
  }

  static boolean blank(String value) {
    return value == null || value.isBlank();
  }
}
