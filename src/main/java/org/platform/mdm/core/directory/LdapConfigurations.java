package org.platform.mdm.core.directory;

import com.unboundid.ldap.sdk.LDAPException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.SealedConfigurations;
import org.platform.mdm.system.ConfigurationTable.Stored;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Directory configurations: kept, checked as a whole (every problem listed), their bind passwords
 * sealed with the platform key, and tried out against their servers.
 */
@Service
public class LdapConfigurations extends SealedConfigurations<LdapConfiguration> {

  private static final Logger log = LoggerFactory.getLogger(LdapConfigurations.class);

  private static final Names NAMES =
      new Names(
          "Directory configuration",
          "LDAP_CONFIGURATION",
          "server",
          "password",
          "password",
          true,
          "domains",
          CoreErrors.CORE_LDAP_CONFIGURATION_EXISTS,
          CoreErrors.CORE_LDAP_CONFIGURATION_NOT_FOUND,
          CoreErrors.CORE_LDAP_PASSWORD_AGAIN);

  private static final Rules<LdapConfiguration> RULES =
      new Rules<>(
          LdapConfiguration::check,
          LdapConfiguration::roleNames,
          LdapConfiguration::serverUrl,
          LdapConfiguration::movesPasswordFrom);

  private final LdapDirectory directory;

  LdapConfigurations(
      LdapConfigurationRepository repository, LdapDirectory directory, Keeping keeping) {
    super(repository.table(), NAMES, RULES, keeping);
    this.directory = directory;
  }

  /** The outcome of a connection test: reached and bound, and each domain's users counted. */
  public record TestResult(boolean connected, String error, List<DomainUsers> domains) {}

  /** How many users a domain's filter finds (at most the configuration's maximum). */
  public record DomainUsers(String name, int usersFound, boolean moreThanFound, String error) {}

  /** Connects to the stored configuration's server and counts each domain's users. */
  public TestResult test(String id) {
    Stored<LdapConfiguration> s = stored(id);
    return opened(s)
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
    for (Stored<LdapConfiguration> s : all()) {
      if (!s.configuration().enabled()) {
        continue;
      }
      Optional<String> password = opened(s);
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

  @Override
  protected List<Problem> checkId(String id) {
    // test and name-formats are addresses of their own under /api/v1/ldap/configuration.
    if (id == null
        || !LdapConfiguration.ID.matcher(id).matches()
        || id.equalsIgnoreCase("test")
        || id.equalsIgnoreCase("name-formats")) {
      return List.of(Problem.at("id", CoreErrors.CORE_LDAP_ID_INVALID, String.valueOf(id)));
    }
    return List.of();
  }
}
