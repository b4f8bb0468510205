package org.platform.mdm.core.access;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * User-defined properties: their definitions (created and deleted as a whole list, every problem
 * listed at once), and the check of a user's values against them.
 */
@Service
public class UserPropertyService {

  private static final Logger log = LoggerFactory.getLogger(UserPropertyService.class);
  private static final int MAX_TEXT = 1000;

  private final UserPropertyRepository properties;
  private final PrincipalCache principals;
  private final AuditTrail audit;
  private final Clock clock;

  UserPropertyService(
      UserPropertyRepository properties, PrincipalCache principals, AuditTrail audit, Clock clock) {
    this.properties = properties;
    this.principals = principals;
    this.audit = audit;
    this.clock = clock;
  }

  @Transactional(readOnly = true)
  public List<UserProperty> all() {
    return properties.all();
  }

  /** Creates the definitions, all or none; names are unique regardless of case. */
  @Transactional
  public List<UserProperty> create(List<UserProperty> definitions, String actor) {
    List<Problem> problems = new ArrayList<>();
    if (definitions == null || definitions.isEmpty()) {
      throw new PlatformException(
          List.of(Problem.at("properties", CoreErrors.CORE_FIELD_REQUIRED, "properties")));
    }
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < definitions.size(); i++) {
      String at = "properties[" + i + "]";
      UserProperty p = definitions.get(i);
      if (p == null) {
        problems.add(Problem.at(at, CoreErrors.CORE_FIELD_REQUIRED, at));
        continue;
      }
      if (p.name() == null) {
        problems.add(Problem.at(at + ".name", CoreErrors.CORE_FIELD_REQUIRED, at + ".name"));
      } else if (!RoleService.ROLE_NAME.matcher(p.name()).matches()) {
        problems.add(Problem.at(at + ".name", CoreErrors.CORE_PROPERTY_NAME_INVALID, p.name()));
      } else if (!seen.add(p.name().toLowerCase(Locale.ROOT))) {
        problems.add(Problem.at(at + ".name", CoreErrors.CORE_PROPERTY_REPEATED, p.name()));
      }
      if (p.displayName() != null
          && (p.displayName().length() > MAX_TEXT || p.displayName().indexOf('\0') >= 0)) {
        problems.add(
            Problem.at(
                at + ".displayName", CoreErrors.CORE_FIELD_TOO_LONG, "displayName", MAX_TEXT));
      }
      if (p.type() == null) {
        problems.add(Problem.at(at + ".type", CoreErrors.CORE_FIELD_REQUIRED, at + ".type"));
      } else if (!UserProperty.TYPES.contains(p.type())) {
        problems.add(
            Problem.at(
                at + ".type",
                CoreErrors.CORE_PROPERTY_TYPE_UNKNOWN,
                p.type(),
                String.join(", ", UserProperty.TYPES)));
      }
    }
    PlatformException.throwIfAny(problems);
    List<String> taken = properties.taken(definitions.stream().map(UserProperty::name).toList());
    if (!taken.isEmpty()) {
      throw new PlatformException(
          taken.stream()
              .map(name -> Problem.at("properties", CoreErrors.CORE_PROPERTY_EXISTS, name))
              .toList());
    }
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    for (UserProperty p : definitions) {
      boolean inserted =
          properties.insert(
              new UserProperty(
                  p.name(),
                  p.displayName() == null || p.displayName().isBlank() ? p.name() : p.displayName(),
                  p.type(),
                  p.required(),
                  p.readOnly()),
              actor,
              now);
      if (!inserted) {
        // Another request created the name meanwhile; this one's other inserts roll back.
        throw new PlatformException(
            List.of(Problem.at("properties", CoreErrors.CORE_PROPERTY_EXISTS, p.name())));
      }
    }
    definitions.forEach(
        p -> audit.change("PROPERTY_CREATE", actor, p.name(), Map.of("type", p.type())));
    log.info(
        "User-defined properties {} created by {}",
        definitions.stream().map(UserProperty::name).toList(),
        actor);
    return properties.all();
  }

  /** Deletes the definitions named (404 when one is unknown) and every user's value of them. */
  @Transactional
  public List<UserProperty> delete(List<String> names, String actor) {
    if (names == null || names.isEmpty()) {
      throw new PlatformException(
          List.of(Problem.at("id[]", CoreErrors.CORE_FIELD_REQUIRED, "id[]")));
    }
    Set<String> known = new HashSet<>();
    properties.all().forEach(p -> known.add(p.name()));
    List<Problem> unknown =
        new LinkedHashSet<>(names)
            .stream()
                .filter(n -> !known.contains(n))
                .map(n -> Problem.at("id[]", CoreErrors.CORE_PROPERTY_NOT_FOUND, n))
                .toList();
    PlatformException.throwIfAny(unknown);
    properties.delete(new LinkedHashSet<>(names));
    principals.clear();
    new LinkedHashSet<>(names)
        .forEach(name -> audit.change("PROPERTY_DELETE", actor, name, Map.of()));
    log.info("User-defined properties {} deleted by {}", names, actor);
    return properties.all();
  }

  /**
   * A user's (or a role's) values checked against the definitions: each named property must exist
   * and its value fit the type (null removes it); a required one must have a value in the result,
   * and a read-only one may not change once set. The values it will have; problems at {@code
   * properties.*}.
   *
   * @param given the values sent; null: none sent (the current ones stay)
   * @param current the values now (empty for a new user or role)
   */
  public Map<String, Object> check(
      Map<String, Object> given, Map<String, Object> current, boolean creating) {
    Map<String, UserProperty> defined = new LinkedHashMap<>();
    properties.all().forEach(p -> defined.put(p.name(), p));
    Map<String, Object> result = new LinkedHashMap<>(current);
    List<Problem> problems = new ArrayList<>();
    if (given != null) {
      given.forEach(
          (name, value) -> {
            String at = "properties." + name;
            UserProperty p = defined.get(name);
            if (p == null) {
              problems.add(Problem.at(at, CoreErrors.CORE_PROPERTY_UNKNOWN, name));
              return;
            }
            if (p.readOnly()
                && !creating
                && current.containsKey(name)
                && !same(current.get(name), value == null ? null : p.accept(value).orElse(value))) {
              problems.add(Problem.at(at, CoreErrors.CORE_PROPERTY_READ_ONLY, name));
              return;
            }
            Object next = value == null ? null : p.accept(value).orElse(null);
            if (value != null && next == null) {
              problems.add(Problem.at(at, CoreErrors.CORE_PROPERTY_VALUE_INVALID, name, p.type()));
              return;
            }
            if (next == null) {
              result.remove(name);
            } else {
              result.put(name, next);
            }
          });
      for (UserProperty p : defined.values()) {
        if (p.required() && !result.containsKey(p.name())) {
          problems.add(
              Problem.at("properties." + p.name(), CoreErrors.CORE_PROPERTY_REQUIRED, p.name()));
        }
      }
    } else if (creating) {
      defined.values().stream()
          .filter(UserProperty::required)
          .forEach(
              p ->
                  problems.add(
                      Problem.at(
                          "properties." + p.name(), CoreErrors.CORE_PROPERTY_REQUIRED, p.name())));
    }
    PlatformException.throwIfAny(problems);
    return result;
  }

  /** Whether a stored value and a given one are the same: numbers by value (1.50 is 1.5). */
  private static boolean same(Object stored, Object given) {
    if (stored instanceof Number a && given instanceof Number b) {
      return new java.math.BigDecimal(a.toString())
              .compareTo(new java.math.BigDecimal(b.toString()))
          == 0;
    }
    return String.valueOf(stored).equals(String.valueOf(given));
  }
}
