package org.platform.mdm.meta;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Materializes the inheritance of asset types: a child type's register holds the attributes of its
 * parent (each marked {@value AssetTypeDef#INHERITED_FROM} with the type that defines it) before
 * its own. An inherited attribute the parent no longer has is dropped from the child; an own
 * attribute of the same name as an inherited one gives way to the inherited one. A parent that is
 * not an asset type, or a cycle, leaves the types as they are: the model's validation names the
 * problem.
 */
public final class AssetTypeInheritance {

  private AssetTypeInheritance() {}

  /** The model with every asset type's inherited attributes brought up to date. */
  public static DataModel resolve(DataModel model) {
    Map<String, EntityDef> types = new LinkedHashMap<>();
    for (EntityDef e : model.entities()) {
      if (e.assetType() != null) {
        types.put(e.name(), e);
      }
    }
    if (types.isEmpty()) {
      return model;
    }
    Map<String, List<AttributeDef>> resolved = new HashMap<>();
    DataModel result = model;
    for (EntityDef type : types.values()) {
      List<AttributeDef> attributes = attributesOf(type.name(), types, resolved, new HashSet<>());
      if (attributes != null && !attributes.equals(type.attributes())) {
        result = result.withEntity(type.withAttributes(attributes));
      }
    }
    return result;
  }

  /** A type's whole attribute list, or null when its ancestry is broken (unknown parent, cycle). */
  private static List<AttributeDef> attributesOf(
      String name,
      Map<String, EntityDef> types,
      Map<String, List<AttributeDef>> resolved,
      Set<String> visiting) {
    if (resolved.containsKey(name)) {
      return resolved.get(name);
    }
    EntityDef type = types.get(name);
    if (type == null || !visiting.add(name)) {
      return null;
    }
    List<AttributeDef> own = own(type.attributes());
    String parent = type.assetType().parent();
    List<AttributeDef> all;
    if (parent == null || parent.isBlank()) {
      all = own;
    } else {
      List<AttributeDef> inherited = attributesOf(parent, types, resolved, visiting);
      if (inherited == null) {
        resolved.put(name, null);
        return null;
      }
      all = new ArrayList<>();
      Set<String> names = new HashSet<>();
      for (AttributeDef a : inherited) {
        all.add(marked(a, a.customProperties().getOrDefault(AssetTypeDef.INHERITED_FROM, parent)));
        names.add(a.name());
      }
      own.stream().filter(a -> !names.contains(a.name())).forEach(all::add);
    }
    List<AttributeDef> copy = List.copyOf(all);
    resolved.put(name, copy);
    return copy;
  }

  /** The attributes a type defines itself: those not marked as inherited. */
  private static List<AttributeDef> own(List<AttributeDef> attributes) {
    return attributes.stream()
        .filter(a -> a != null && !a.customProperties().containsKey(AssetTypeDef.INHERITED_FROM))
        .toList();
  }

  private static AttributeDef marked(AttributeDef a, String definedBy) {
    Map<String, String> properties = new LinkedHashMap<>(a.customProperties());
    properties.put(AssetTypeDef.INHERITED_FROM, definedBy);
    return new AttributeDef(
        a.name(),
        a.displayName(),
        a.description(),
        a.type(),
        a.array(),
        a.required(),
        a.enumeration(),
        a.lookupEntity(),
        a.nestedEntity(),
        a.defaultValue(),
        a.sourceWeights(),
        properties,
        a.confidential(),
        a.obfuscationFunction());
  }
}
