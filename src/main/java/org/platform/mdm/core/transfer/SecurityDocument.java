package org.platform.mdm.core.transfer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CoreErrors;
import org.platform.mdm.core.access.RequestedLabel;
import org.platform.mdm.core.access.SecurityLabel;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;

/**
 * The document roles and security labels are exported to and imported from: roles with their
 * rights, property values and label instances, and label definitions. An export fills one of the
 * two lists; an import takes either.
 */
public record SecurityDocument(List<RoleEntry> roles, List<LabelEntry> securityLabels) {

  public SecurityDocument {
    roles = roles == null ? List.of() : roles;
    securityLabels = securityLabels == null ? List.of() : securityLabels;
  }

  /** A null in either list is refused (400) before anything is imported. */
  void requireEntries() {
    List<Problem> problems = new ArrayList<>();
    nulls("roles", roles, problems);
    nulls("securityLabels", securityLabels, problems);
    PlatformException.throwIfAny(problems);
  }

  private static void nulls(String field, List<?> entries, List<Problem> problems) {
    for (int i = 0; i < entries.size(); i++) {
      if (entries.get(i) == null) {
        String at = field + "[" + i + "]";
        problems.add(Problem.at(at, CoreErrors.CORE_FIELD_REQUIRED, at));
      }
    }
  }

  /** A role: {@code rights} by resource ({@code FULL} = all four), values by property name. */
  public record RoleEntry(
      String name,
      String displayName,
      String description,
      List<RightsEntry> rights,
      Map<String, Object> properties,
      List<RequestedLabel> securityLabels) {}

  /** Rights on one resource. */
  public record RightsEntry(String resource, List<String> rights) {}

  /** A label definition. */
  public record LabelEntry(
      String name,
      String displayName,
      String description,
      List<SecurityLabel.Attribute> attributes) {}
}
