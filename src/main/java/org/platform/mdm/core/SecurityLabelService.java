package org.platform.mdm.core;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.platform.mdm.core.access.LabelAttributes;
import org.platform.mdm.core.access.PrincipalCache;
import org.platform.mdm.core.access.RoleService;
import org.platform.mdm.core.access.SecurityLabel;
import org.platform.mdm.core.access.SecurityLabelRepository;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Security label definitions: created, changed and deleted as a whole, every problem listed. A
 * change fits the instances roles and users hold: values of paths the label lost go, and a label
 * moved to another entity loses every instance.
 */
@Service
public class SecurityLabelService {

  private final SecurityLabelRepository labels;
  private final LabelAttributes attributes;
  private final ObjectProvider<LabelPaths> paths;
  private final AuditTrail audit;
  private final PrincipalCache principals;
  private final Clock clock;

  SecurityLabelService(
      SecurityLabelRepository labels,
      LabelAttributes attributes,
      ObjectProvider<LabelPaths> paths,
      AuditTrail audit,
      PrincipalCache principals,
      Clock clock) {
    this.labels = labels;
    this.attributes = attributes;
    this.paths = paths;
    this.audit = audit;
    this.principals = principals;
    this.clock = clock;
  }

  /**
   * The attributes the labels on these entities name (the part of each path after the dot), sorted,
   * by entity; an entity without labels is left out. Read at most once a second ({@link
   * LabelAttributes}).
   */
  @Transactional(readOnly = true)
  public Map<String, List<String>> attributesOf(java.util.Collection<String> entities) {
    return entities.isEmpty() ? Map.of() : attributes.of(entities);
  }

  @Transactional(readOnly = true)
  public List<SecurityLabel> all() {
    return labels.all();
  }

  @Transactional(readOnly = true)
  public SecurityLabel get(String name) {
    return labels
        .find(name)
        .orElseThrow(() -> new PlatformException(CoreErrors.CORE_LABEL_NOT_FOUND, name));
  }

  @Transactional
  public SecurityLabel create(SecurityLabel label, String actor) {
    List<Problem> problems = new ArrayList<>();
    if (label.name() == null) {
      problems.add(Problem.at("name", CoreErrors.CORE_FIELD_REQUIRED, "name"));
    } else if (!RoleService.ROLE_NAME.matcher(label.name()).matches()) {
      problems.add(Problem.at("name", CoreErrors.CORE_LABEL_NAME_INVALID, label.name()));
    }
    problems.addAll(attributeProblems(label));
    PlatformException.throwIfAny(problems);
    if (labels.existsIgnoringCase(label.name())) {
      throw new PlatformException(CoreErrors.CORE_LABEL_EXISTS, label.name());
    }
    if (!labels.insert(stamped(label, null))) {
      throw new PlatformException(CoreErrors.CORE_LABEL_EXISTS, label.name());
    }
    // A new label hides its entity's records from users without an instance of it, at once.
    principals.clear();
    attributes.forget();
    audit.change("LABEL_CREATE", actor, label.name(), Map.of("attributes", describe(label)));
    return get(label.name());
  }

  /** Replaces the label's display name, description and attributes. */
  @Transactional
  public SecurityLabel update(String name, SecurityLabel label, Long version, String actor) {
    PlatformException.throwIfAny(attributeProblems(label));
    long found =
        labels
            .lock(name)
            .orElseThrow(() -> new PlatformException(CoreErrors.CORE_LABEL_NOT_FOUND, name));
    if (version != null && version != found) {
      throw new PlatformException(CoreErrors.CORE_STALE_VERSION, name, version, found);
    }
    SecurityLabel current = get(name);
    SecurityLabel changed =
        stamped(
            new SecurityLabel(
                name,
                label.displayName(),
                label.description(),
                label.attributes(),
                current.createDate(),
                null,
                found),
            current);
    labels.update(changed);
    labels.fitInstances(
        name,
        changed.attributes().stream().map(SecurityLabel.Attribute::path).toList(),
        !Objects.equals(current.entityName(), changed.entityName()));
    principals.clear();
    attributes.forget();
    audit.change(
        "LABEL_UPDATE",
        actor,
        name,
        Map.of("attributes", describe(changed), "before", describe(current)));
    return get(name);
  }

  /** Deletes the label with every instance of it. */
  @Transactional
  public void delete(String name, String actor) {
    SecurityLabel current = get(name);
    labels.delete(name);
    principals.clear();
    attributes.forget();
    audit.change("LABEL_DELETE", actor, name, Map.of("attributes", describe(current)));
  }

  private List<Problem> attributeProblems(SecurityLabel label) {
    List<Problem> problems = new ArrayList<>();
    if (label.attributes().isEmpty()) {
      problems.add(Problem.at("attributes", CoreErrors.CORE_FIELD_REQUIRED, "attributes"));
      return problems;
    }
    Set<String> seen = new HashSet<>();
    String entity = label.entityName();
    LabelPaths check = paths.getObject();
    for (int i = 0; i < label.attributes().size(); i++) {
      String at = "attributes[" + i + "].path";
      SecurityLabel.Attribute a = label.attributes().get(i);
      if (a == null || a.path() == null) {
        problems.add(Problem.at(at, CoreErrors.CORE_FIELD_REQUIRED, at));
        continue;
      }
      if (!seen.add(a.path())) {
        problems.add(Problem.at(at, CoreErrors.CORE_LABEL_PATH_REPEATED, a.path()));
        continue;
      }
      List<Problem> pathProblems = check.check(at, a.path());
      problems.addAll(pathProblems);
      String own = LabelPaths.entity(a.path());
      if (pathProblems.isEmpty() && entity != null && !entity.equals(own)) {
        problems.add(
            Problem.at(
                at,
                CoreErrors.CORE_LABEL_ENTITIES_DIFFER,
                String.valueOf(label.name()),
                entity,
                own));
      }
    }
    return problems;
  }

  private SecurityLabel stamped(SecurityLabel label, SecurityLabel current) {
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    return new SecurityLabel(
        label.name(),
        label.displayName() == null || label.displayName().isBlank()
            ? label.name()
            : label.displayName(),
        label.description() == null ? "" : label.description(),
        label.attributes(),
        current == null ? now : current.createDate(),
        current == null ? null : now,
        label.version());
  }

  private static String describe(SecurityLabel label) {
    return String.join(
        ", ", label.attributes().stream().map(SecurityLabel.Attribute::path).toList());
  }
}
