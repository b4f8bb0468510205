package org.platform.mdm.meta;

import java.util.List;
import java.util.Map;

/** A nested entity: the structure of the values of {@code Complex} attributes. */
public record NestedEntityDef(
    String name,
    String displayName,
    String description,
    List<AttributeDef> attributes,
    Map<String, String> customProperties) {

  public NestedEntityDef {
    attributes = Copies.list(attributes);
    customProperties = Copies.map(customProperties);
  }
}
