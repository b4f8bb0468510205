package org.platform.mdm.core.sso;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.access.RoleService;
import org.platform.mdm.system.ConfigurationTable;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.PlatformKey;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The OpenID Connect providers users sign in with (table {@code identity_providers}): kept, checked
 * as a whole (every problem listed), their client secrets sealed with the platform key, and tried
 * out by reading their discovery documents.
 */
@Service
public class IdentityProviders {

  private static final Logger log = LoggerFactory.getLogger(IdentityProviders.class);

  private final ConfigurationTable<IdentityProvider> table;
  private final OidcClient client;
  private final RoleService roles;
  private final PlatformKey key;
  private final AuditTrail audit;
  private final Clock clock;

  IdentityProviders(
      IdentityProviderRepository repository,
      OidcClient client,
      RoleService roles,
      PlatformKey key,
      AuditTrail audit,
      Clock clock) {
    this.table = repository.table();
    this.client = client;
    this.roles = roles;
    this.key = key;
    this.audit = audit;
    this.clock = clock;
  }

  /** The outcome of a test: the discovery document read, and the endpoints it names. */
  public record TestResult(
      boolean reachable,
      String error,
      String authorizationEndpoint,
      String tokenEndpoint,
      String userInfoEndpoint) {}

  @Transactional(readOnly = true)
  public List<IdentityProviderView> list() {
    return table.all().stream().map(this::view).toList();
  }

  @Transactional(readOnly = true)
  public IdentityProviderView get(String id) {
    return view(stored(id));
  }

  /**
   * Creates the provider; without a secret it is a public client (the sign-in still proves itself
   * with PKCE).
   *
   * @throws PlatformException 400 listing every problem, 409 when the id is taken
   */
  @Transactional
  public IdentityProviderView create(String id, IdentityProvider p, String secret, String actor) {
    List<Problem> problems = new ArrayList<>(checkId(id));
    problems.addAll(check(p));
    PlatformException.throwIfAny(problems);
    String stored = secret == null || secret.isEmpty() ? null : key.sealIfEncrypting(secret);
    if (!table.insert(id, p, stored, actor, now())) {
      throw new PlatformException(CoreErrors.CORE_SSO_PROVIDER_EXISTS, id);
    }
    log.info("Identity provider {} created by {}", id, actor);
    audit.change("SSO_PROVIDER_CREATE", actor, id, Map.of("issuer", p.issuerUri()));
    return get(id);
  }

  /**
   * Replaces the provider; a secret absent keeps the stored one (which must be entered again when
   * the issuer or the client changes).
   *
   * @param version the version read; null: whichever is stored
   * @throws PlatformException 400 listing every problem, 404, 409 when changed meanwhile
   */
  @Transactional
  public IdentityProviderView update(
      String id, IdentityProvider p, String secret, Long version, String actor) {
    ConfigurationTable.Stored<IdentityProvider> current = stored(id);
    boolean typed = secret != null && !secret.isEmpty();
    List<Problem> problems = new ArrayList<>(check(p));
    if (problems.isEmpty()
        && !typed
        && current.storedSecret() != null
        && p.movesSecretFrom(current.configuration())) {
      problems.add(Problem.at("clientSecret", CoreErrors.CORE_SSO_SECRET_AGAIN));
    }
    PlatformException.throwIfAny(problems);
    if (version != null && version != current.version()) {
      throw new PlatformException(CoreErrors.CORE_STALE_VERSION, id, version, current.version());
    }
    String stored = typed ? key.sealIfEncrypting(secret) : current.storedSecret();
    if (!table.update(current.id(), p, stored, current.version(), actor, now())) {
      throw new PlatformException(
          CoreErrors.CORE_STALE_VERSION, id, current.version(), current.version() + 1);
    }
    client.forget(current.configuration().issuerUri());
    client.forget(p.issuerUri());
    log.info("Identity provider {} changed by {}", id, actor);
    audit.change(
        "SSO_PROVIDER_UPDATE",
        actor,
        current.id(),
        Map.of("issuer", p.issuerUri(), "secret", typed ? "changed" : "kept"));
    return get(current.id());
  }

  @Transactional
  public void delete(String id, String actor) {
    ConfigurationTable.Stored<IdentityProvider> current = stored(id);
    table.delete(current.id());
    client.forget(current.configuration().issuerUri());
    log.info("Identity provider {} deleted by {}", id, actor);
    audit.change("SSO_PROVIDER_DELETE", actor, current.id(), Map.of());
  }

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
    List<ConfigurationTable.Stored<IdentityProvider>> on =
        table.all().stream().filter(s -> s.configuration().enabled()).toList();
    ConfigurationTable.Stored<IdentityProvider> chosen;
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
  public List<IdentityProviderView> enabled() {
    return list().stream().filter(v -> v.provider().enabled()).toList();
  }

  private List<Problem> check(IdentityProvider p) {
    List<Problem> problems = new ArrayList<>(p.check());
    for (String role : roles.missing(p.roleNames())) {
      problems.add(Problem.at("claimRoles", CoreErrors.CORE_ROLE_NOT_FOUND, role));
    }
    return problems;
  }

  private static List<Problem> checkId(String id) {
    // "all" is an address of its own under /api/v1/oauth2/provider.
    if (id == null || !IdentityProvider.ID.matcher(id).matches() || id.equalsIgnoreCase("all")) {
      return List.of(
          Problem.at("registrationId", CoreErrors.CORE_SSO_ID_INVALID, String.valueOf(id)));
    }
    return List.of();
  }

  private ConfigurationTable.Stored<IdentityProvider> stored(String id) {
    return table
        .find(id)
        .orElseThrow(() -> new PlatformException(CoreErrors.CORE_SSO_PROVIDER_NOT_FOUND, id));
  }

  /** The secret opened ("" for a public client); empty when the platform key changed. */
  private Optional<String> secret(ConfigurationTable.Stored<IdentityProvider> s) {
    if (s.storedSecret() == null) {
      return Optional.of("");
    }
    try {
      return Optional.ofNullable(key.open(s.storedSecret()));
    } catch (IllegalStateException e) {
      return Optional.empty();
    }
  }

  private IdentityProviderView view(ConfigurationTable.Stored<IdentityProvider> s) {
    return new IdentityProviderView(
        s.id(),
        s.configuration(),
        s.storedSecret() != null,
        PlatformKey.sealed(s.storedSecret()),
        secret(s).isPresent(),
        s.version(),
        s.createdBy(),
        s.createDate(),
        s.updatedBy(),
        s.updateDate());
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
