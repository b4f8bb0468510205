package org.platform.mdm.core.access;

import java.time.OffsetDateTime;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.LabelInstance;
import org.platform.mdm.core.ResourceRights;

/**
 * A role: a named set of rights on resources. A full-access role (ADMIN) grants every right on
 * every resource, including resources created later; system roles cannot be changed. {@code
 * properties}: its values of user-defined properties; {@code securityLabels}: the label instances
 * it gives its users.
 */
public record Role(
    String name,
    String displayName,
    String description,
    boolean fullAccess,
    boolean systemRole,
    List<ResourceRights> rights,
    Map<String, Object> properties,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    long version,
    List<LabelInstance> securityLabels) {

  public Role {
    rights = List.copyOf(rights);
    securityLabels = securityLabels == null ? List.of() : List.copyOf(securityLabels);
    properties =
        properties == null
            ? Map.of()
            : Collections.unmodifiableMap(new LinkedHashMap<>(properties));
  }

  /** The same role with these label instances. */
  Role withLabels(List<LabelInstance> instances) {
    return new Role(
        name,
        displayName,
        description,
        fullAccess,
        systemRole,
        rights,
        properties,
        createDate,
        updateDate,
        version,
        instances);
  }

  /** The same role with these rights. */
  Role withRights(List<ResourceRights> other) {
    return new Role(
        name,
        displayName,
        description,
        fullAccess,
        systemRole,
        other,
        properties,
        createDate,
        updateDate,
        version,
        securityLabels);
  }
}
