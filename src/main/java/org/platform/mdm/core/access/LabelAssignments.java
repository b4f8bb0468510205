package org.platform.mdm.core.access;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.LabelInstance;
import org.platform.mdm.core.LabelPaths;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * The label instances of roles and users. As a request gives them, each names an existing label,
 * gives values only of the label's attributes, each once, and each a value of its attribute's type;
 * a change replaces all instances of the holder and is an audit event.
 */
@Component
class LabelAssignments {

  private final SecurityLabelRepository labels;
  private final LabelInstanceRepository instances;
  private final ObjectProvider<LabelPaths> paths;
  private final AuditTrail audit;

  LabelAssignments(
      SecurityLabelRepository labels,
      LabelInstanceRepository instances,
      ObjectProvider<LabelPaths> paths,
      AuditTrail audit) {
    this.labels = labels;
    this.instances = instances;
    this.paths = paths;
    this.audit = audit;
  }

  /** The roles with their instances. */
  List<Role> ofRoles(List<Role> roles) {
    Map<String, List<LabelInstance>> found =
        instances.ofRoles(roles.stream().map(Role::name).toList());
    return roles.stream().map(r -> r.withLabels(found.getOrDefault(r.name(), List.of()))).toList();
  }

  /** The users with the instances they hold themselves. */
  List<UserAccount> ofUsers(List<UserAccount> users) {
    Map<String, List<LabelInstance>> found =
        instances.ofUsers(users.stream().map(UserAccount::userName).toList());
    return users.stream()
        .map(u -> u.withLabels(found.getOrDefault(u.userName(), List.of())))
        .toList();
  }

  /**
   * Gives the role these instances instead of {@code before}, when they differ, with an audit
   * event.
   */
  void assignToRole(
      String role, List<LabelInstance> assigned, List<LabelInstance> before, String actor) {
    if (!assigned.equals(before)) {
      instances.replaceForRole(role, assigned);
      audited("ROLE_LABELS", role, assigned, before, actor);
    }
  }

  /**
   * Gives the user these instances instead of {@code before}, when they differ, with an audit
   * event.
   */
  void assignToUser(
      String user, List<LabelInstance> assigned, List<LabelInstance> before, String actor) {
    if (!assigned.equals(before)) {
      instances.replaceForUser(user, assigned);
      audited("USER_LABELS", user, assigned, before, actor);
    }
  }

  private void audited(
      String type,
      String subject,
      List<LabelInstance> assigned,
      List<LabelInstance> before,
      String actor) {
    audit.change(
        type,
        actor,
        subject,
        Map.of("securityLabels", describe(assigned), "before", describe(before)));
  }

  /** The instances typed as records hold their values; every problem is thrown at once. */
  List<LabelInstance> check(List<RequestedLabel> requested) {
    List<Problem> problems = new ArrayList<>();
    List<LabelInstance> checked = new ArrayList<>();
    Map<String, SecurityLabel> known =
        labels.all().stream().collect(Collectors.toMap(SecurityLabel::name, l -> l));
    for (int i = 0; i < requested.size(); i++) {
      String at = "securityLabels[" + i + "]";
      RequestedLabel r = requested.get(i);
      if (r == null || r.name() == null) {
        problems.add(Problem.at(at + ".name", CoreErrors.CORE_FIELD_REQUIRED, at + ".name"));
        continue;
      }
      SecurityLabel label = known.get(r.name());
      if (label == null) {
        problems.add(Problem.at(at + ".name", CoreErrors.CORE_LABEL_UNKNOWN, r.name()));
        continue;
      }
      checked.add(new LabelInstance(label.name(), values(label, r, at, problems)));
    }
    PlatformException.throwIfAny(problems);
    return checked;
  }

  private Map<String, Object> values(
      SecurityLabel label, RequestedLabel r, String at, List<Problem> problems) {
    Map<String, Object> values = new LinkedHashMap<>();
    Set<String> own =
        label.attributes().stream().map(SecurityLabel.Attribute::path).collect(Collectors.toSet());
    Set<String> seen = new HashSet<>();
    List<RequestedLabel.LabelValue> given = r.attributes() == null ? List.of() : r.attributes();
    for (int j = 0; j < given.size(); j++) {
      String here = at + ".attributes[" + j + "]";
      RequestedLabel.LabelValue v = given.get(j);
      if (v == null || v.path() == null) {
        problems.add(Problem.at(here + ".path", CoreErrors.CORE_FIELD_REQUIRED, here + ".path"));
      } else if (!own.contains(v.path())) {
        problems.add(
            Problem.at(
                here + ".path", CoreErrors.CORE_LABEL_ATTRIBUTE_UNKNOWN, v.path(), label.name()));
      } else if (!seen.add(v.path())) {
        problems.add(Problem.at(here + ".path", CoreErrors.CORE_LABEL_PATH_REPEATED, v.path()));
      } else if (v.value() == null || v.value().isBlank()) {
        problems.add(Problem.at(here + ".value", CoreErrors.CORE_FIELD_REQUIRED, here + ".value"));
      } else {
        LabelPaths.Value typed = paths.getObject().value(here + ".value", v.path(), v.value());
        problems.addAll(typed.problems());
        if (typed.problems().isEmpty()) {
          values.put(v.path(), typed.value());
        }
      }
    }
    return values;
  }

  /** How the audit trail keeps instances: {@code Label(path=value, ...); ...}. */
  static String describe(List<LabelInstance> instances) {
    return instances.stream()
        .map(
            i ->
                i.label()
                    + i.values().entrySet().stream()
                        .map(e -> e.getKey() + "=" + LabelInstance.text(e.getValue()))
                        .collect(Collectors.joining(", ", "(", ")")))
        .collect(Collectors.joining("; "));
  }
}
