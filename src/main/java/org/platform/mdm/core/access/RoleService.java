package org.platform.mdm.core.access;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.LabelInstance;
import org.platform.mdm.core.ResourceRights;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SecurityResource;
import org.platform.mdm.core.SecurityResources;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Creates, changes and lists roles, and registers the resources rights are granted on. */
@Service
public class RoleService implements SecurityResources {

  /** The names of roles, user-defined properties and security labels. */
  public static final Pattern ROLE_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,99}");

  private static final Logger log = LoggerFactory.getLogger(RoleService.class);

  private final RoleRepository roles;
  private final PrincipalCache principals;
  private final UserPropertyService properties;
  private final AuditTrail audit;
  private final LabelAssignments labels;
  private final Clock clock;

  RoleService(
      RoleRepository roles,
      PrincipalCache principals,
      UserPropertyService properties,
      AuditTrail audit,
      LabelAssignments labels,
      Clock clock) {
    this.audit = audit;
    this.labels = labels;
    this.roles = roles;
    this.principals = principals;
    this.properties = properties;
    this.clock = clock;
  }

  /**
   * What a role is made of, as a request gives it; rights are names, {@code FULL} = all four.
   * {@code properties}: values of user-defined properties by name, each one given replacing the
   * role's (null removes it), the others staying. {@code securityLabels}: the label instances the
   * role gives, replacing all it had; null keeps them.
   */
  public record RoleFields(
      String displayName,
      String description,
      List<Grant> rights,
      Map<String, Object> properties,
      List<RequestedLabel> securityLabels) {

    public RoleFields(
        String displayName,
        String description,
        List<Grant> rights,
        Map<String, Object> properties) {
      this(displayName, description, rights, properties, null);
    }
  }

  /** Rights on one resource as requested. */
  public record Grant(String resource, List<String> rights) {}

  @Transactional
  public Role create(String name, RoleFields fields, String actor) {
    List<Problem> problems = new ArrayList<>();
    if (name == null || name.isBlank()) {
      problems.add(Problem.at("name", CoreErrors.CORE_FIELD_REQUIRED, "name"));
    } else if (!ROLE_NAME.matcher(name).matches()) {
      problems.add(Problem.at("name", CoreErrors.CORE_ROLE_NAME_INVALID, name));
    }
    List<ResourceRights> rights = parse(fields, problems);
    PlatformException.throwIfAny(problems);
    requireResources(rights);
    Map<String, Object> values = properties.check(fields.properties(), Map.of(), true);
    List<LabelInstance> assigned =
        fields.securityLabels() == null ? List.of() : labels.check(fields.securityLabels());
    if (roles.existsIgnoringCase(name)) {
      throw new PlatformException(CoreErrors.CORE_ROLE_EXISTS, name);
    }
    Role role =
        new Role(
            name,
            displayName(fields, name),
            orEmpty(fields.description()),
            false,
            false,
            rights,
            values,
            now(),
            null,
            1,
            List.of());
    if (!roles.insert(role)) {
      throw new PlatformException(CoreErrors.CORE_ROLE_EXISTS, name);
    }
    log.info("Role {} created by {}", name, actor);
    audit.change("ROLE_CREATE", actor, name, Map.of("rights", describe(rights)));
    labels.assignToRole(name, assigned, List.of(), actor);
    return get(name);
  }

  /** Replaces a role's display name, description and rights. */
  @Transactional
  public Role update(String name, RoleFields fields, Long version, String actor) {
    List<Problem> problems = new ArrayList<>();
    List<ResourceRights> rights = parse(fields, problems);
    PlatformException.throwIfAny(problems);
    Role current = get(name);
    if (current.systemRole()) {
      throw new PlatformException(CoreErrors.CORE_SYSTEM_ROLE_READ_ONLY, name);
    }
    if (version != null && version != current.version()) {
      throw new PlatformException(CoreErrors.CORE_STALE_VERSION, name, version, current.version());
    }
    requireResources(rights);
    Map<String, Object> values = properties.check(fields.properties(), current.properties(), false);
    List<LabelInstance> assigned =
        fields.securityLabels() == null
            ? current.securityLabels()
            : labels.check(fields.securityLabels());
    Role changed =
        new Role(
            name,
            // Left out: kept; sent empty: the name again, as a role made without one shows.
            fields.displayName() == null ? current.displayName() : displayName(fields, name),
            fields.description() == null ? current.description() : fields.description(),
            false,
            false,
            rights,
            values,
            current.createDate(),
            now(),
            current.version(),
            List.of());
    if (!roles.update(changed, current.version())) {
      throw new PlatformException(
          CoreErrors.CORE_STALE_VERSION, name, current.version(), current.version() + 1);
    }
    principals.clear();
    log.info("Role {} changed by {}", name, actor);
    audit.change(
        "ROLE_UPDATE",
        actor,
        name,
        Map.of("rights", describe(rights), "before", describe(current.rights())));
    labels.assignToRole(name, assigned, current.securityLabels(), actor);
    return get(name);
  }

  @Transactional
  public void delete(String name, String actor) {
    Role current = get(name);
    if (current.systemRole()) {
      throw new PlatformException(CoreErrors.CORE_SYSTEM_ROLE_READ_ONLY, name);
    }
    roles.delete(name);
    principals.clear();
    log.info("Role {} deleted by {}", name, actor);
    audit.change("ROLE_DELETE", actor, name, Map.of("rights", describe(current.rights())));
  }

  @Transactional(readOnly = true)
  public Role get(String name) {
    return roles
        .find(name)
        .map(r -> labels.ofRoles(List.of(r)).get(0))
        .orElseThrow(() -> new PlatformException(CoreErrors.CORE_ROLE_NOT_FOUND, name));
  }

  /** Of these role names, those no role has. */
  @Transactional(readOnly = true)
  public List<String> missing(java.util.Collection<String> names) {
    return roles.missing(names);
  }

  @Transactional(readOnly = true)
  public List<Role> list() {
    return labels.ofRoles(roles.all());
  }

  @Override
  @Transactional(readOnly = true)
  public List<SecurityResource> resources() {
    return roles.resources();
  }

  @Override
  @Transactional
  public void register(SecurityResource resource) {
    roles.upsertResource(resource);
    principals.clear();
  }

  @Override
  @Transactional
  public void remove(String resourceName) {
    roles.deleteResource(resourceName);
    principals.clear();
  }

  private static List<ResourceRights> parse(RoleFields fields, List<Problem> problems) {
    List<ResourceRights> result = new ArrayList<>();
    if (fields.rights() == null) {
      return result;
    }
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < fields.rights().size(); i++) {
      Grant grant = fields.rights().get(i);
      String at = "rights[" + i + "]";
      if (grant == null || grant.resource() == null || grant.resource().isBlank()) {
        problems.add(
            Problem.at(at + ".resource", CoreErrors.CORE_FIELD_REQUIRED, at + ".resource"));
        continue;
      }
      if (!seen.add(grant.resource())) {
        problems.add(Problem.at(at, CoreErrors.CORE_RESOURCE_DUPLICATE, grant.resource()));
      }
      Set<Right> granted = new HashSet<>();
      List<String> names = grant.rights() == null ? List.of() : grant.rights();
      for (String rightName : names) {
        Set<Right> parsed = Right.parse(rightName);
        if (parsed == null) {
          problems.add(Problem.at(at + ".rights", CoreErrors.CORE_RIGHT_UNKNOWN, rightName));
        } else {
          granted.addAll(parsed);
        }
      }
      result.add(new ResourceRights(grant.resource(), granted));
    }
    return result;
  }

  private void requireResources(List<ResourceRights> rights) {
    List<String> missing =
        roles.missingResources(rights.stream().map(ResourceRights::resource).toList());
    if (!missing.isEmpty()) {
      throw new PlatformException(
          missing.stream()
              .map(n -> Problem.at("rights", CoreErrors.CORE_RESOURCE_NOT_FOUND, n))
              .toList());
    }
  }

  private static String displayName(RoleFields fields, String fallback) {
    return fields.displayName() == null || fields.displayName().isBlank()
        ? fallback
        : fields.displayName();
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }

  /** Rights as the audit trail keeps them: {@code RESOURCE:CREATE+READ; ...}. */
  private static String describe(List<ResourceRights> rights) {
    return rights.stream()
        .map(
            r ->
                r.resource()
                    + ":"
                    + r.rights().stream()
                        .sorted()
                        .map(Enum::name)
                        .collect(java.util.stream.Collectors.joining("+")))
        .collect(java.util.stream.Collectors.joining("; "));
  }
}
