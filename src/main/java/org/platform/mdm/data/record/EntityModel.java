package org.platform.mdm.data.record;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.SourceSystemDef;

/**
 * What the record operations need to know of one register or reference set of the published model:
 * its consolidation rule, its attributes in model order, its code attribute and hierarchy.
 */
public record EntityModel(
    String name,
    boolean lookup,
    boolean hierarchical,
    String codeAttribute,
    List<AttributeDef> attributes,
    ConsolidationRule rule) {

  /** The system value of a hierarchical reference set's record: its parent's code. */
  static final String PARENT = "$parent";

  static Optional<EntityModel> of(DataModel model, String entityName) {
    if (entityName == null) {
      return Optional.empty();
    }
    Map<String, Integer> weights = new HashMap<>();
    for (SourceSystemDef source : model.sourceSystems()) {
      weights.put(source.name(), source.weight());
    }
    Optional<EntityDef> register = model.entity(entityName);
    if (register.isPresent()) {
      EntityDef e = register.get();
      return Optional.of(
          new EntityModel(
              e.name(),
              false,
              false,
              null,
              e.attributes(),
              rule(e.consolidation(), weights, e.attributes())));
    }
    return model
        .lookupEntity(entityName)
        .map(
            l -> {
              List<AttributeDef> attributes = model.recordAttributes(l.name()).orElseThrow();
              return new EntityModel(
                  l.name(),
                  true,
                  l.hierarchical(),
                  codeName(l),
                  attributes,
                  rule(l.consolidation(), weights, attributes));
            });
  }

  public Optional<AttributeDef> attribute(String attributeName) {
    return attributes.stream().filter(a -> a.name().equals(attributeName)).findFirst();
  }

  private static String codeName(LookupEntityDef l) {
    return l.codeAttribute() == null ? null : l.codeAttribute().name();
  }

  private static ConsolidationRule rule(
      String consolidation, Map<String, Integer> weights, List<AttributeDef> attributes) {
    Map<String, Map<String, Integer>> attributeWeights = new HashMap<>();
    for (AttributeDef a : attributes) {
      if (!a.sourceWeights().isEmpty()) {
        attributeWeights.put(a.name(), a.sourceWeights());
      }
    }
    return new ConsolidationRule("BVR".equals(consolidation), weights, attributeWeights, true);
  }
}
