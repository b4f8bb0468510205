package org.platform.mdm.meta;

import java.util.List;
import java.util.Map;

/**
 * A register: an entity whose records come from source systems and are consolidated into golden
 * records.
 *
 * @param consolidation {@code BVR} (the whole record of the heaviest source) or {@code BVT} (per
 *     attribute, the heaviest source that has a value); null means {@code BVT}
 * @param assetType set when the register is an asset type of data governance; null otherwise
 */
public record EntityDef(
    String name,
    String displayName,
    String description,
    String consolidation,
    List<AttributeDef> attributes,
    Map<String, String> customProperties,
    AssetTypeDef assetType) {

  /** The consolidation rules; {@code BVT} is the default. */
  public static final List<String> CONSOLIDATIONS = List.of("BVR", "BVT");

  public EntityDef {
    attributes = Copies.list(attributes);
    customProperties = Copies.map(customProperties);
  }

  /** A register that is no asset type. */
  public EntityDef(
      String name,
      String displayName,
      String description,
      String consolidation,
      List<AttributeDef> attributes,
      Map<String, String> customProperties) {
    this(name, displayName, description, consolidation, attributes, customProperties, null);
  }

  /** This register with these attributes. */
  public EntityDef withAttributes(List<AttributeDef> replaced) {
    return new EntityDef(
        name, displayName, description, consolidation, replaced, customProperties, assetType);
  }
}
