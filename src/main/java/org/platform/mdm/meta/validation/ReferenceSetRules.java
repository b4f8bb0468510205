package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/**
 * Reference sets (lookup entities): name, consolidation rule, a String or Integer code attribute
 * that is no array, the other attributes, and a {@code hierarchical} flag fixed at publication.
 */
final class ReferenceSetRules {

  private static final Set<AttributeType> CODE_TYPES =
      Set.of(AttributeType.STRING, AttributeType.INTEGER);

  private ReferenceSetRules() {}

  /**
   * @param entityNames the name space reference sets share with registers and nested entities
   * @param published the model in force, against which fixed properties are checked
   */
  static List<Problem> check(
      List<LookupEntityDef> referenceSets,
      UniqueNames entityNames,
      DataModel published,
      ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < referenceSets.size(); i++) {
      LookupEntityDef referenceSet = referenceSets.get(i);
      String path = ModelPath.element("lookupEntities", referenceSet.name(), i);
      problems.addAll(
          NameRules.check(
              path, referenceSet.name(), entityNames, MetaErrors.META_ENTITY_NAME_DUPLICATE));
      problems.addAll(NameRules.checkNotReserved(path, referenceSet.name()));
      problems.addAll(RegisterRules.checkConsolidation(path, referenceSet.consolidation()));
      UniqueNames attributeNames = new UniqueNames();
      problems.addAll(
          checkCodeAttribute(path, referenceSet.codeAttribute(), attributeNames, index));
      problems.addAll(
          AttributeRules.checkAll(path, referenceSet.attributes(), attributeNames, index));
      problems.addAll(checkHierarchyUnchanged(path, referenceSet, published));
      problems.addAll(
          DisplayFormatRules.check(
              path, referenceSet.customProperties(), allAttributes(referenceSet)));
    }
    return problems;
  }

  private static List<AttributeDef> allAttributes(LookupEntityDef referenceSet) {
    List<AttributeDef> all = new ArrayList<>();
    if (referenceSet.codeAttribute() != null) {
      all.add(referenceSet.codeAttribute());
    }
    all.addAll(referenceSet.attributes());
    return all;
  }

  private static List<Problem> checkCodeAttribute(
      String path, AttributeDef code, UniqueNames attributeNames, ModelIndex index) {
    String codePath = ModelPath.field(path, "codeAttribute");
    if (code == null) {
      return List.of(Problem.at(codePath, MetaErrors.META_FIELD_REQUIRED, codePath));
    }
    List<Problem> problems =
        new ArrayList<>(AttributeRules.check(codePath, code, attributeNames, index));
    AttributeType.byName(code.type())
        .filter(type -> !CODE_TYPES.contains(type))
        .ifPresent(
            type ->
                problems.add(
                    Problem.at(
                        ModelPath.field(codePath, "type"),
                        MetaErrors.META_CODE_ATTRIBUTE_TYPE_INVALID,
                        type.typeName())));
    if (code.array()) {
      problems.add(
          Problem.at(ModelPath.field(codePath, "array"), MetaErrors.META_CODE_ATTRIBUTE_ARRAY));
    }
    return problems;
  }

  private static List<Problem> checkHierarchyUnchanged(
      String path, LookupEntityDef referenceSet, DataModel published) {
    if (referenceSet.name() == null) {
      return List.of();
    }
    return published
        .lookupEntity(referenceSet.name())
        .filter(before -> !before.hierarchical().equals(referenceSet.hierarchical()))
        .map(
            before ->
                List.of(
                    Problem.at(
                        ModelPath.field(path, "hierarchical"),
                        MetaErrors.META_HIERARCHICAL_CHANGED,
                        referenceSet.name(),
                        before.hierarchical())))
        .orElse(List.of());
  }
}
