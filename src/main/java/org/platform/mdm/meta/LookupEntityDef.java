package org.platform.mdm.meta;

import java.util.List;
import java.util.Map;

/**
 * A reference set: records identified by the value of their code attribute, which {@code
 * LookupLink} attributes point to.
 *
 * @param codeAttribute the identifying attribute, of type String or Integer, never an array; it is
 *     always required, so its {@code required} flag is set whatever the document says
 * @param hierarchical whether records have a parent record; fixed once the reference set is
 *     published; never null, absent means false
 * @param consolidation {@code BVR} or {@code BVT}; null means {@code BVT}
 */
public record LookupEntityDef(
    String name,
    String displayName,
    String description,
    AttributeDef codeAttribute,
    Boolean hierarchical,
    String consolidation,
    List<AttributeDef> attributes,
    Map<String, String> customProperties) {

  public LookupEntityDef {
    if (codeAttribute != null && !codeAttribute.required()) {
      codeAttribute = codeAttribute.withRequired(true);
    }
    hierarchical = Boolean.TRUE.equals(hierarchical);
    attributes = Copies.list(attributes);
    customProperties = Copies.map(customProperties);
  }
}
