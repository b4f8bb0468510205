package org.platform.mdm.meta;

import java.util.List;
import java.util.Map;

/**
 * A register: an entity whose records come from source systems and are consolidated into golden
 * records.
 *
 * @param consolidation {@code BVR} (the whole record of the heaviest source) or {@code BVT} (per
 *     attribute, the heaviest source that has a value); null means {@code BVT}
 */
public record EntityDef(
    String name,
    String displayName,
    String description,
    String consolidation,
    List<AttributeDef> attributes,
    Map<String, String> customProperties) {

  /** The consolidation rules; {@code BVT} is the default. */
  public static final List<String> CONSOLIDATIONS = List.of("BVR", "BVT");

  public EntityDef {
    attributes = Copies.list(attributes);
    customProperties = Copies.map(customProperties);
  }
}
