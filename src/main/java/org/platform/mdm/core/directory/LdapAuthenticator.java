package org.platform.mdm.core.directory;

import com.unboundid.ldap.sdk.LDAPException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.platform.mdm.core.ExternalUser;
import org.platform.mdm.core.login.ExternalAuthenticator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * A login checked against the directories: {@code CORP\ivan} and {@code ivan@corp} ask the domain
 * named {@code corp}, a plain {@code ivan} every domain of every enabled configuration in order,
 * until one knows the user. Its full name comes from the domain's name format, its roles from its
 * groups (and the domain's default roles). A server that cannot be reached is logged and the next
 * one asked.
 */
@Component
class LdapAuthenticator implements ExternalAuthenticator {

  private static final Logger log = LoggerFactory.getLogger(LdapAuthenticator.class);

  private final LdapConfigurations configurations;
  private final LdapDirectory directory;

  LdapAuthenticator(LdapConfigurations configurations, LdapDirectory directory) {
    this.configurations = configurations;
    this.directory = directory;
  }

  /** A login name split into the name and the domain it chose (null: none). */
  record LoginName(String name, String domain) {

    static LoginName of(String login) {
      int backslash = login.indexOf('\\');
      if (backslash > 0) {
        return new LoginName(login.substring(backslash + 1), login.substring(0, backslash));
      }
      int at = login.lastIndexOf('@');
      if (at > 0 && at < login.length() - 1) {
        return new LoginName(login.substring(0, at), login.substring(at + 1));
      }
      return new LoginName(login, null);
    }
  }

  @Override
  public Optional<ExternalUser> authenticate(String login, String password) {
    LoginName name = LoginName.of(login);
    if (name.name().isBlank()) {
      return Optional.empty();
    }
    for (LdapConfigurations.Opened c : configurations.enabled()) {
      LdapConfiguration configuration = c.configuration();
      List<LdapDomain> domains =
          name.domain() == null
              ? configuration.domains()
              : Stream.ofNullable(configuration.domain(name.domain())).toList();
      if (domains.isEmpty()) {
        continue;
      }
      try {
        Optional<LdapDirectory.Found> found =
            directory.authenticate(configuration, c.password(), domains, name.name(), password);
        if (found.isPresent()) {
          return Optional.of(user(c.id(), found.get()));
        }
      } catch (LDAPException e) {
        log.warn("Directory {} could not check a login: {}", c.id(), LdapDirectory.message(e));
      }
    }
    return Optional.empty();
  }

  private static ExternalUser user(String configuration, LdapDirectory.Found f) {
    LdapDomain d = f.domain();
    return new ExternalUser(
        f.userName(),
        d.nameFormat().compose(f.first(), f.middle(), f.last()),
        f.email(),
        "ldap:" + configuration,
        rolesOf(d, f.groups()));
  }

  /** The domain's default roles and those of every mapping that names one of the groups. */
  static List<String> rolesOf(LdapDomain d, Set<String> groups) {
    Set<String> roles = new LinkedHashSet<>(d.defaultRoles());
    for (LdapDomain.GroupRoles mapping : d.groupRoles()) {
      if (mapping != null
          && groups.stream().anyMatch(g -> LdapDirectory.names(mapping.group(), g))) {
        roles.addAll(mapping.roles());
      }
    }
    return new ArrayList<>(roles);
  }
}
