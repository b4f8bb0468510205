package org.platform.mdm.meta.validation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.NestedEntityDef;
import org.platform.mdm.meta.SourceSystemDef;

/**
 * The objects of a candidate model by name, so that rules can resolve references. When a name is
 * used twice the first object counts (the second one is reported as a duplicate).
 */
public final class ModelIndex {

  private final Map<String, EntityDef> registers;
  private final Map<String, LookupEntityDef> referenceSets;
  private final Map<String, NestedEntityDef> nestedEntities;
  private final Map<String, EnumerationDef> enumerations;
  private final Map<String, SourceSystemDef> sourceSystems;

  private ModelIndex(DataModel model) {
    registers = byName(model.entities(), EntityDef::name);
    referenceSets = byName(model.lookupEntities(), LookupEntityDef::name);
    nestedEntities = byName(model.nestedEntities(), NestedEntityDef::name);
    enumerations = byName(model.enumerations(), EnumerationDef::name);
    sourceSystems = byName(model.sourceSystems(), SourceSystemDef::name);
  }

  public static ModelIndex of(DataModel model) {
    return new ModelIndex(model);
  }

  Optional<EntityDef> register(String name) {
    return Optional.ofNullable(registers.get(name));
  }

  boolean hasRegister(String name) {
    return registers.containsKey(name);
  }

  boolean hasReferenceSet(String name) {
    return referenceSets.containsKey(name);
  }

  boolean hasNestedEntity(String name) {
    return nestedEntities.containsKey(name);
  }

  Optional<NestedEntityDef> nestedEntity(String name) {
    return Optional.ofNullable(nestedEntities.get(name));
  }

  Optional<EnumerationDef> enumeration(String name) {
    return Optional.ofNullable(enumerations.get(name));
  }

  boolean hasSourceSystem(String name) {
    return sourceSystems.containsKey(name);
  }

  private static <T> Map<String, T> byName(List<T> elements, Function<T, String> name) {
    Map<String, T> map = new LinkedHashMap<>();
    for (T element : elements) {
      if (name.apply(element) != null) {
        map.putIfAbsent(name.apply(element), element);
      }
    }
    return Collections.unmodifiableMap(map);
  }
}
