package org.platform.mdm.core.directory;

import com.unboundid.ldap.sdk.LDAPException;
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
 * Directory configurations: kept, checked as a whole (every problem listed), their bind passwords
 * sealed with the platform key, and tried out against their servers.
 */
@Service
public class LdapConfigurations {

  private static final Logger log = LoggerFactory.getLogger(LdapConfigurations.class);

  private final ConfigurationTable<LdapConfiguration> repository;
  private final LdapDirectory directory;
  private final RoleService roles;
  private final PlatformKey key;
  private final AuditTrail audit;
  private final Clock clock;

  LdapConfigurations(
      LdapConfigurationRepository repository,
      LdapDirectory directory,
      RoleService roles,
      PlatformKey key,
      AuditTrail audit,
      Clock clock) {
    this.repository = repository.table();
    this.directory = directory;
    this.roles = roles;
    this.key = key;
    this.audit = audit;
    this.clock = clock;
  }

  /** The outcome of a connection test: reached and bound, and each domain's users counted. */
  public record TestResult(boolean connected, String error, List<DomainUsers> domains) {}

  /** How many users a domain's filter finds (at most the configuration's maximum). */
  public record DomainUsers(String name, int usersFound, boolean moreThanFound, String error) {}

  @Transactional(readOnly = true)
  public List<LdapConfigurationView> list() {
    return repository.all().stream().map(this::view).toList();
  }

  @Transactional(readOnly = true)
  public LdapConfigurationView get(String id) {
    return view(stored(id));
  }

  /**
   * Creates the configuration; its bind password is required.
   *
   * @throws PlatformException 400 listing every problem, 409 when the id is taken
   */
  @Transactional
  public LdapConfigurationView create(
      String id, LdapConfiguration c, String password, String actor) {
    List<Problem> problems = new ArrayList<>(checkId(id));
    problems.addAll(check(c));
    if (password == null || password.isEmpty()) {
      problems.add(Problem.at("password", CoreErrors.CORE_FIELD_REQUIRED, "password"));
    }
    PlatformException.throwIfAny(problems);
    if (!repository.insert(id, c, key.sealIfEncrypting(password), actor, now())) {
      throw new PlatformException(CoreErrors.CORE_LDAP_CONFIGURATION_EXISTS, id);
    }
    log.info("Directory configuration {} created by {}", id, actor);
    audit.change("LDAP_CONFIGURATION_CREATE", actor, id, Map.of("server", c.serverUrl()));
    return get(id);
  }

  /**
   * Replaces the configuration; a password absent keeps the stored one.
   *
   * @param version the version read; null: whichever is stored
   * @throws PlatformException 400 listing every problem, 404, 409 when changed meanwhile
   */
  @Transactional
  public LdapConfigurationView update(
      String id, LdapConfiguration c, String password, Long version, String actor) {
    ConfigurationTable.Stored<LdapConfiguration> current = stored(id);
    boolean typed = password != null && !password.isEmpty();
    List<Problem> problems = new ArrayList<>(check(c));
    if (problems.isEmpty() && !typed && c.movesPasswordFrom(current.configuration())) {
      problems.add(Problem.at("password", CoreErrors.CORE_LDAP_PASSWORD_AGAIN));
    }
    PlatformException.throwIfAny(problems);
    if (version != null && version != current.version()) {
      throw new PlatformException(CoreErrors.CORE_STALE_VERSION, id, version, current.version());
    }
    String stored = typed ? key.sealIfEncrypting(password) : current.storedSecret();
    if (!repository.update(current.id(), c, stored, current.version(), actor, now())) {
      throw new PlatformException(
          CoreErrors.CORE_STALE_VERSION, id, current.version(), current.version() + 1);
    }
    log.info("Directory configuration {} changed by {}", id, actor);
    audit.change(
        "LDAP_CONFIGURATION_UPDATE",
        actor,
        current.id(),
        Map.of("server", c.serverUrl(), "password", typed ? "changed" : "kept"));
    return get(current.id());
  }

  @Transactional
  public void delete(String id, String actor) {
    ConfigurationTable.Stored<LdapConfiguration> current = stored(id);
    repository.delete(current.id());
    log.info("Directory configuration {} deleted by {}", id, actor);
    audit.change("LDAP_CONFIGURATION_DELETE", actor, current.id(), Map.of());
  }

  /** Connects to the stored configuration's server and counts each domain's users. */
  public TestResult test(String id) {
    ConfigurationTable.Stored<LdapConfiguration> s = stored(id);
    return password(s)
        .map(password -> test(s.configuration(), password))
        .orElseGet(
            () ->
                new TestResult(
                    false,
                    "The bind password was encrypted with another platform key: enter it again.",
                    List.of()));
  }

  /**
   * Connects with a configuration not stored (or not yet) and counts each domain's users; its
   * password is needed (without one the server would be asked anonymously).
   */
  public TestResult test(LdapConfiguration c, String password) {
    List<Problem> problems = new ArrayList<>(c.check());
    if (password == null || password.isEmpty()) {
      problems.add(Problem.at("password", CoreErrors.CORE_FIELD_REQUIRED, "password"));
    }
    PlatformException.throwIfAny(problems);
    try {
      return new TestResult(true, null, directory.test(c, password));
    } catch (LDAPException e) {
      return new TestResult(false, LdapDirectory.message(e), List.of());
    }
  }

  /** The enabled configurations with their bind passwords opened (those the key opens). */
  List<Opened> enabled() {
    List<Opened> opened = new ArrayList<>();
    for (ConfigurationTable.Stored<LdapConfiguration> s : repository.all()) {
      if (!s.configuration().enabled()) {
        continue;
      }
      Optional<String> password = password(s);
      if (password.isPresent()) {
        opened.add(new Opened(s.id(), s.configuration(), password.get()));
      } else {
        log.warn(
            "Directory configuration {} skipped: its bind password must be entered again", s.id());
      }
    }
    return opened;
  }

  /** A configuration ready to be asked. */
  record Opened(String id, LdapConfiguration configuration, String password) {}

  private List<Problem> check(LdapConfiguration c) {
    List<Problem> problems = new ArrayList<>(c.check());
    for (String role : roles.missing(c.roleNames())) {
      problems.add(Problem.at("domains", CoreErrors.CORE_ROLE_NOT_FOUND, role));
    }
    return problems;
  }

  private static List<Problem> checkId(String id) {
    // test and name-formats are addresses of their own under /api/v1/ldap/configuration.
    if (id == null
        || !LdapConfiguration.ID.matcher(id).matches()
        || id.equalsIgnoreCase("test")
        || id.equalsIgnoreCase("name-formats")) {
      return List.of(Problem.at("id", CoreErrors.CORE_LDAP_ID_INVALID, String.valueOf(id)));
    }
    return List.of();
  }

  private ConfigurationTable.Stored<LdapConfiguration> stored(String id) {
    return repository
        .find(id)
        .orElseThrow(() -> new PlatformException(CoreErrors.CORE_LDAP_CONFIGURATION_NOT_FOUND, id));
  }

  /** The stored bind password opened; empty when the platform key changed since it was sealed. */
  private Optional<String> password(ConfigurationTable.Stored<LdapConfiguration> s) {
    try {
      return Optional.ofNullable(key.open(s.storedSecret()));
    } catch (IllegalStateException e) {
      return Optional.empty();
    }
  }

  private LdapConfigurationView view(ConfigurationTable.Stored<LdapConfiguration> s) {
    return new LdapConfigurationView(
        s.id(),
        s.configuration(),
        s.storedSecret() != null,
        PlatformKey.sealed(s.storedSecret()),
        password(s).isPresent() || s.storedSecret() == null,
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
