package org.platform.mdm.core.access;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.LabelInstance;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Creates, changes and lists users. */
@Service
public class UserService implements UserDirectory {

  private static final Logger log = LoggerFactory.getLogger(UserService.class);

  private final UserRepository users;
  private final RoleRepository roles;
  private final PrincipalCache principals;
  private final PrincipalRepository rights;
  private final PasswordEncoder passwords;
  private final UserPropertyService properties;
  private final AuditTrail audit;
  private final LabelAssignments labels;
  private final Clock clock;

  UserService(
      UserRepository users,
      RoleRepository roles,
      PrincipalCache principals,
      PrincipalRepository rights,
      PasswordEncoder passwords,
      UserPropertyService properties,
      AuditTrail audit,
      LabelAssignments labels,
      Clock clock) {
    this.labels = labels;
    this.properties = properties;
    this.audit = audit;
    this.users = users;
    this.roles = roles;
    this.principals = principals;
    this.rights = rights;
    this.passwords = passwords;
    this.clock = clock;
  }

  @Override
  public Optional<PlatformUser> activeUser(String userName) {
    return rights.byUserName(userName);
  }

  @Override
  @Transactional(readOnly = true)
  public List<String> activeUsersIn(Collection<String> roleNames) {
    return roleNames.isEmpty() ? List.of() : users.activeUsersIn(roleNames);
  }

  @Transactional
  public UserAccount create(String userName, String password, UserFields fields, String actor) {
    PlatformException.throwIfAny(UserRules.checkNew(userName, password, fields));
    List<String> roleNames = fields.roles() == null ? List.of() : fields.roles();
    requireRoles(roleNames);
    Map<String, Object> values = properties.check(fields.properties(), Map.of(), true);
    List<LabelInstance> assigned =
        fields.securityLabels() == null ? List.of() : labels.check(fields.securityLabels());
    if (users.existsIgnoringCase(userName)) {
      throw new PlatformException(
          List.of(Problem.at("userName", CoreErrors.CORE_USER_EXISTS, userName)));
    }
    UserAccount user =
        new UserAccount(
            userName,
            orEmpty(fields.fullName()),
            blankToNull(fields.email()),
            fields.locale() == null ? "en" : fields.locale(),
            fields.active() == null || fields.active(),
            roleNames,
            values,
            actor,
            now(),
            null,
            null,
            1,
            List.of(),
            null);
    if (!users.insert(user, passwords.encode(password))) {
      throw new PlatformException(
          List.of(Problem.at("userName", CoreErrors.CORE_USER_EXISTS, userName)));
    }
    users.replaceRoles(userName, roleNames.stream().distinct().toList());
    log.info("User {} created by {}", userName, actor);
    audit.change(
        "USER_CREATE",
        actor,
        userName,
        Map.of("roles", String.join(", ", roleNames), "active", String.valueOf(user.active())));
    labels.assignToUser(userName, assigned, List.of(), actor);
    return get(userName);
  }

  /**
   * Changes a user; null fields stay as they are. Deactivating a user ends its sessions. The last
   * active holder of a full-access role can be neither deactivated nor stripped of that role.
   */
  @Transactional
  public UserAccount update(
      String userName, UserFields fields, String password, Long version, String actor) {
    List<Problem> problems = new ArrayList<>(UserRules.checkFields(fields));
    if (password != null) {
      problems.addAll(UserRules.checkPassword(password));
    }
    PlatformException.throwIfAny(problems);
    UserAccount current = get(userName);
    if (password != null && current.external()) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "password", CoreErrors.CORE_USER_EXTERNAL_PASSWORD, userName, current.source())));
    }
    if (version != null && version != current.version()) {
      throw new PlatformException(
          CoreErrors.CORE_STALE_VERSION, userName, version, current.version());
    }
    if (fields.roles() != null) {
      requireRoles(fields.roles());
    }
    Map<String, Object> values = properties.check(fields.properties(), current.properties(), false);
    List<LabelInstance> assigned =
        fields.securityLabels() == null
            ? current.securityLabels()
            : labels.check(fields.securityLabels());
    boolean active = fields.active() == null ? current.active() : fields.active();
    UserAccount changed =
        new UserAccount(
            userName,
            fields.fullName() == null ? current.fullName() : fields.fullName(),
            fields.email() == null ? current.email() : blankToNull(fields.email()),
            fields.locale() == null ? current.locale() : fields.locale(),
            active,
            fields.roles() == null ? current.roles() : fields.roles(),
            values,
            current.createdBy(),
            current.createDate(),
            actor,
            now(),
            current.version(),
            List.of(),
            null);
    if (!users.update(changed, current.version())) {
      throw new PlatformException(
          CoreErrors.CORE_STALE_VERSION, userName, current.version(), current.version() + 1);
    }
    if (fields.roles() != null) {
      users.replaceRoles(userName, fields.roles().stream().distinct().toList());
    }
    if (password != null) {
      users.changePassword(userName, passwords.encode(password));
    }
    if (!active || password != null) {
      users.deleteTokens(userName);
    }
    principals.clear();
    if (users.activeFullAccessUsers().isEmpty()) {
      throw new PlatformException(CoreErrors.CORE_LAST_ADMIN, userName);
    }
    log.info("User {} changed by {}", userName, actor);
    Map<String, String> details = new java.util.LinkedHashMap<>();
    if (fields.roles() != null) {
      details.put("roles", String.join(", ", fields.roles()));
      details.put("rolesBefore", String.join(", ", current.roles()));
    }
    if (fields.active() != null) {
      details.put("active", String.valueOf(active));
    }
    if (password != null) {
      details.put("password", "changed");
    }
    audit.change("USER_UPDATE", actor, userName, details);
    labels.assignToUser(userName, assigned, current.securityLabels(), actor);
    return get(userName);
  }

  @Transactional(readOnly = true)
  public UserAccount get(String userName) {
    return users
        .find(userName)
        .map(u -> labels.ofUsers(List.of(u)).get(0))
        .orElseThrow(() -> new PlatformException(CoreErrors.CORE_USER_NOT_FOUND, userName));
  }

  @Transactional(readOnly = true)
  public List<UserAccount> list() {
    return labels.ofUsers(users.all());
  }

  @Override
  @Transactional(readOnly = true)
  public Optional<String> fullName(String userName) {
    return users.find(userName).map(UserAccount::fullName);
  }

  @Override
  @Transactional(readOnly = true)
  public Map<String, String> fullNames(Collection<String> userNames) {
    return userNames.isEmpty() ? Map.of() : users.fullNames(userNames);
  }

  private void requireRoles(List<String> names) {
    List<String> missing = roles.missing(names);
    if (!missing.isEmpty()) {
      throw new PlatformException(
          missing.stream()
              .map(n -> Problem.at("roles", CoreErrors.CORE_ROLE_NOT_FOUND, n))
              .toList());
    }
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }
}
