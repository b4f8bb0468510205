package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/** Registers (entities): name, consolidation rule and attributes. */
final class RegisterRules {

  private RegisterRules() {}

  /**
   * @param entityNames the name space registers share with reference sets and nested entities
   */
  static List<Problem> check(List<EntityDef> entities, UniqueNames entityNames, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < entities.size(); i++) {
      EntityDef entity = entities.get(i);
      String path = ModelPath.element("entities", entity.name(), i);
      problems.addAll(
          NameRules.check(path, entity.name(), entityNames, MetaErrors.META_ENTITY_NAME_DUPLICATE));
      problems.addAll(NameRules.checkNotReserved(path, entity.name()));
      problems.addAll(checkConsolidation(path, entity.consolidation()));
      problems.addAll(AttributeRules.checkAll(path, entity.attributes(), index));
      problems.addAll(
          DisplayFormatRules.check(path, entity.customProperties(), entity.attributes()));
    }
    return problems;
  }

  /** {@code BVR}, {@code BVT} or absent (which means {@code BVT}). */
  static List<Problem> checkConsolidation(String path, String consolidation) {
    if (consolidation == null || EntityDef.CONSOLIDATIONS.contains(consolidation)) {
      return List.of();
    }
    return List.of(
        Problem.at(
            ModelPath.field(path, "consolidation"),
            MetaErrors.META_CONSOLIDATION_UNKNOWN,
            consolidation,
            String.join(", ", EntityDef.CONSOLIDATIONS)));
  }
}
