package org.platform.mdm.core.sso;

import java.util.List;
import java.util.Optional;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.SealedConfigurations;
import org.platform.mdm.system.ConfigurationTable.Stored;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;

/**
 * The OpenID Connect providers users sign in with (table {@code identity_providers}): kept, checked
 * as a whole (every problem listed), their client secrets sealed with the platform key, and tried
 * out by reading their discovery documents.
 */
@Service
public class IdentityProviders extends SealedConfigurations<IdentityProvider> {

  private static final Names NAMES =
      new Names(
          "Identity provider",
          "SSO_PROVIDER",
          "issuer",
          "clientSecret",
          "secret",
          false,
          "claimRoles",
          CoreErrors.CORE_SSO_PROVIDER_EXISTS,
          CoreErrors.CORE_SSO_PROVIDER_NOT_FOUND,
          CoreErrors.CORE_SSO_SECRET_AGAIN);

  private static final Rules<IdentityProvider> RULES =
      new Rules<>(
          IdentityProvider::check,
          IdentityProvider::roleNames,
          IdentityProvider::issuerUri,
          IdentityProvider::movesSecretFrom);

  private final OidcClient client;

  IdentityProviders(IdentityProviderRepository repository, OidcClient client, Keeping keeping) {
    super(repository.table(), NAMES, RULES, keeping);
    this.client = client;
  }

  /** The outcome of a test: the discovery document read, and the endpoints it names. */
  public record TestResult(
      boolean reachable,
      String error,
      String authorizationEndpoint,
      String tokenEndpoint,
      String userInfoEndpoint) {}

  /** Reads the stored provider's discovery document (fresh, not from the cache). */
  public TestResult test(String id) {
    IdentityProvider p = stored(id).configuration();
    try {
      OidcClient.Metadata m = client.discover(p.issuerUri(), true);
      return new TestResult(
          true, null, m.authorizationEndpoint(), m.tokenEndpoint(), m.userInfoEndpoint());
    } catch (OidcClient.ProviderException e) {
      return new TestResult(false, e.getMessage(), null, null, null);
    }
  }

  /** An enabled provider ready to sign in with, its secret opened. */
  record Opened(String id, IdentityProvider provider, String secret) {}

  /**
   * The enabled provider of this id; with a null id, the only enabled one.
   *
   * @throws PlatformException 404 when there is none of that id, 400 to choose among several
   */
  Opened enabled(String id) {
    List<Stored<IdentityProvider>> on =
        all().stream().filter(s -> s.configuration().enabled()).toList();
    Stored<IdentityProvider> chosen;
    if (id == null || id.isEmpty()) {
      if (on.size() != 1) {
        throw on.isEmpty()
            ? new PlatformException(CoreErrors.CORE_SSO_PROVIDER_NOT_FOUND, "")
            : new PlatformException(
                CoreErrors.CORE_SSO_PROVIDER_CHOICE,
                String.join(", ", on.stream().map(s -> s.id()).toList()));
      }
      chosen = on.get(0);
    } else {
      chosen =
          on.stream()
              .filter(s -> s.id().equalsIgnoreCase(id))
              .findFirst()
              .orElseThrow(() -> new PlatformException(CoreErrors.CORE_SSO_PROVIDER_NOT_FOUND, id));
    }
    String secret =
        secret(chosen)
            .orElseThrow(
                () ->
                    new PlatformException(
                        CoreErrors.CORE_SSO_FAILED,
                        "the client secret of "
                            + chosen.id()
                            + " was encrypted with another platform key: an administrator must"
                            + " enter it again."));
    return new Opened(chosen.id(), chosen.configuration(), secret.isEmpty() ? null : secret);
  }

  /** The enabled providers: registration id and display name, for the login page. */
  public List<View<IdentityProvider>> enabled() {
    return list().stream().filter(v -> v.configuration().enabled()).toList();
  }

  /** The discovery documents of the issuers before and after are read again. */
  @Override
  protected void changed(IdentityProvider before, IdentityProvider after) {
    client.forget(before.issuerUri());
    client.forget(after.issuerUri());
  }

  @Override
  protected void deleted(IdentityProvider before) {
    client.forget(before.issuerUri());
  }

  @Override
  protected List<Problem> checkId(String id) {
    // "all" is an address of its own under /api/v1/oauth2/provider.
    if (id == null || !IdentityProvider.ID.matcher(id).matches() || id.equalsIgnoreCase("all")) {
      return List.of(
          Problem.at("registrationId", CoreErrors.CORE_SSO_ID_INVALID, String.valueOf(id)));
    }
    return List.of();
  }

  /** The secret opened ("" for a public client); empty when the platform key changed. */
  private Optional<String> secret(Stored<IdentityProvider> s) {
    return s.storedSecret() == null ? Optional.of("") : opened(s);
  }
}
