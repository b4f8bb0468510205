package org.platform.mdm.core.access;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.LabelPaths;

/**
 * A security label: attributes of one register or reference set (each a path {@code
 * Entity.attribute}) whose values, given in the label's instances held by roles and users, decide
 * which of the entity's records those see and write (AND inside an instance, OR between instances
 * of one label, AND between labels).
 */
public record SecurityLabel(
    String name,
    String displayName,
    String description,
    List<Attribute> attributes,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    long version) {

  public SecurityLabel {
    attributes =
        attributes == null
            ? List.of()
            : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(attributes));
  }

  /** One attribute of the label: its path in the model. */
  public record Attribute(String path, String description) {}

  /** The entity the label's attributes belong to (the part of each path before the dot). */
  public String entityName() {
    return attributes.stream()
        .filter(a -> a != null && a.path() != null)
        .map(a -> LabelPaths.entity(a.path()))
        .findFirst()
        .orElse(null);
  }
}
