package org.platform.mdm.core.login;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.ExternalUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.access.PrincipalCache;
import org.platform.mdm.core.access.PrincipalRepository;
import org.platform.mdm.core.access.RoleRepository;
import org.platform.mdm.core.access.UserAccount;
import org.platform.mdm.core.access.UserRepository;
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
    if (password == null || password.isEmpty() || !plain(userName)) {
      // An empty password is an anonymous bind to a directory; a name with blanks at its ends
      // would be the same entry to the directory and another user here.
      return Optional.empty();
    }
    Optional<UserRepository.UserSource> stored = users.source(userName);
    if (stored.isPresent() && (stored.get().source() == null || !stored.get().active())) {
      return Optional
          .empty(); // a local or deactivated user: no directory is asked (keep() says so too)
    }
    for (ExternalAuthenticator authenticator : authenticators.orderedStream().toList()) {
      Optional<ExternalUser> found = authenticator.authenticate(userName, password);
      if (found.isPresent()) {
        return self.getObject().keep(found.get());
      }
    }
    return Optional.empty();
  }

  /** A name a directory may be asked about: no blank at its ends, no control character. */
  static boolean plain(String name) {
    return name != null
        && !name.isEmpty()
        && name.length() <= 256
        && name.strip().equals(name)
        && name.chars().noneMatch(Character::isISOControl);
  }

  /**
   * Stores the user as its source tells it now, under the name (its case aside) it has here. A
   * stored user of that name that is local, of another source, or deactivated is left alone
   * (empty): a directory user never takes over another account. Nothing is written when nothing
   * changed. A user its source only names ({@link ExternalUser#named}) is made without roles, and
   * when stored is left as an administrator keeps it.
   */
  @Transactional
  public Optional<PlatformUser> keep(ExternalUser user) {
    Optional<UserAccount> current = users.findIgnoringCase(user.userName());
    if (current.isPresent()
        && (!user.source().equals(current.get().source()) || !current.get().active())) {
      return Optional.empty();
    }
    boolean unbound = false;
    if (current.isPresent() && user.subject() != null) {
      Optional<String> bound = users.externalSubject(current.get().userName());
      if (bound.isPresent() && !bound.get().equals(user.subject())) {
        // The name was someone else's there (a reused or renamed account): not this user.
        log.warn(
            "{} signed in {} as another subject than the one it is bound to: refused",
            user.source(),
            user.userName());
        return Optional.empty();
      }
      unbound = bound.isEmpty();
    }
    if (!user.profiled()) {
      return current.isPresent()
          ? principals.byUserName(current.get().userName())
          : store(user, "", List.of());
    }
    List<String> missing = roles.missing(user.roles());
    if (!missing.isEmpty()) {
      log.warn(
          "{} maps {} to roles that do not exist: {}", user.source(), user.userName(), missing);
    }
    List<String> granted =
        user.roles().stream().filter(r -> !missing.contains(r)).distinct().sorted().toList();
    String fullName = user.fullName() == null ? "" : user.fullName();
    if (current.isPresent()
        && !unbound
        && current.get().fullName().equals(fullName)
        && Objects.equals(current.get().email(), user.email())
        && new HashSet<>(current.get().roles()).equals(new HashSet<>(granted))) {
      return principals.byUserName(current.get().userName());
    }
    return store(user, fullName, granted);
  }

  private Optional<PlatformUser> store(ExternalUser user, String fullName, List<String> granted) {
    Optional<UserRepository.Kept> kept =
        users.upsertExternal(
            user, fullName, OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS));
    if (kept.isEmpty()) {
      return Optional.empty(); // made local, deactivated or another source's meanwhile
    }
    String name = kept.get().userName();
    if (user.profiled() || kept.get().created()) {
      // A named user another login made meanwhile keeps the roles it has.
      users.replaceRoles(name, granted);
    }
    cache.clear();
    audit.change(
        kept.get().created() ? "USER_CREATE" : "USER_UPDATE",
        user.source(),
        name,
        Map.of("roles", String.join(", ", granted), "source", user.source()));
    return principals.byUserName(name);
  }
}
