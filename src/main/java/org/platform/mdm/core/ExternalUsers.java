package org.platform.mdm.core;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Users who come from a directory: a login whose name no local user holds is checked there, and the
 * user is created at its first login and brought up to date at each (name, e-mail, the roles its
 * groups map to; their label instances come with the roles). A local user is never taken over, and
 * an external user an administrator deactivated stays out.
 */
@Service
public class ExternalUsers {

  private static final Logger log = LoggerFactory.getLogger(ExternalUsers.class);

  private final UserRepository users;
  private final RoleRepository roles;
  private final PrincipalRepository principals;
  private final PrincipalCache cache;
  private final AuditTrail audit;
  private final ObjectProvider<ExternalAuthenticator> authenticators;
  private final ObjectProvider<ExternalUsers> self;
  private final Clock clock;

  ExternalUsers(
      UserRepository users,
      RoleRepository roles,
      PrincipalRepository principals,
      PrincipalCache cache,
      AuditTrail audit,
      ObjectProvider<ExternalAuthenticator> authenticators,
      ObjectProvider<ExternalUsers> self,
      Clock clock) {
    this.users = users;
    this.roles = roles;
    this.principals = principals;
    this.cache = cache;
    this.audit = audit;
    this.authenticators = authenticators;
    this.self = self;
    this.clock = clock;
  }

  /** The user, when a directory knows the name and the password; empty otherwise. */
  public Optional<PlatformUser> login(String userName, String password) {
    if (password == null || password.isEmpty()) {
      return Optional.empty(); // an empty password is an anonymous bind to a directory
    }
    Optional<UserRepository.UserSource> stored = users.source(userName);
    if (stored.isPresent() && (stored.get().source() == null || !stored.get().active())) {
      return Optional.empty();
    }
    for (ExternalAuthenticator authenticator : authenticators.orderedStream().toList()) {
      Optional<ExternalUser> found = authenticator.authenticate(userName, password);
      if (found.isPresent()) {
        ExternalUser user = found.get();
        String name = stored.map(UserRepository.UserSource::userName).orElse(user.userName());
        return self.getObject().keep(name, user);
      }
    }
    return Optional.empty();
  }

  /**
   * Stores the user as its source tells it now. A user of that name found meanwhile that is local
   * or deactivated is left alone (empty).
   */
  @Transactional
  public Optional<PlatformUser> keep(String userName, ExternalUser user) {
    Optional<UserRepository.UserSource> stored = users.source(userName);
    if (stored.isPresent() && (stored.get().source() == null || !stored.get().active())) {
      return Optional.empty();
    }
    List<String> missing = roles.missing(user.roles());
    if (!missing.isEmpty()) {
      log.warn("{} maps {} to roles that do not exist: {}", user.source(), userName, missing);
    }
    List<String> granted =
        user.roles().stream().filter(r -> !missing.contains(r)).distinct().toList();
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    UserAccount account =
        new UserAccount(
            userName,
            user.fullName() == null ? "" : user.fullName(),
            user.email(),
            "en",
            true,
            granted,
            Map.of(),
            user.source(),
            now,
            null,
            null,
            1,
            List.of(),
            user.source());
    List<String> before = users.find(userName).map(UserAccount::roles).orElse(List.of());
    boolean created = users.upsertExternal(account);
    users.replaceRoles(userName, granted);
    cache.clear();
    if (created || !before.equals(granted)) {
      audit.change(
          created ? "USER_CREATE" : "USER_UPDATE",
          user.source(),
          userName,
          Map.of("roles", String.join(", ", granted), "source", user.source()));
    }
    return principals.byUserName(userName);
  }
}
