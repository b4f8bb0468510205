package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.NestedEntityDef;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/**
 * Nested entities: name, attributes, and no nested entity containing itself through its {@code
 * Complex} attributes, directly or through others.
 */
final class NestedEntityRules {

  private NestedEntityRules() {}

  /**
   * @param entityNames the name space nested entities share with registers and reference sets
   */
  static List<Problem> check(
      List<NestedEntityDef> nestedEntities, UniqueNames entityNames, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < nestedEntities.size(); i++) {
      NestedEntityDef nested = nestedEntities.get(i);
      String path = ModelPath.element("nestedEntities", nested.name(), i);
      problems.addAll(
          NameRules.check(path, nested.name(), entityNames, MetaErrors.META_ENTITY_NAME_DUPLICATE));
      problems.addAll(AttributeRules.checkAll(path, nested.attributes(), index));
    }
    problems.addAll(new CycleSearch(index).run(nestedEntities));
    return problems;
  }

  /**
   * A depth-first walk over "contains" edges ({@code Complex} attributes). Each edge back to an
   * entity still on the walk closes a cycle, reported once at the attribute that closes it.
   */
  private static final class CycleSearch {

    private final ModelIndex index;
    private final Set<String> finished = new HashSet<>();
    private final LinkedHashSet<String> onWalk = new LinkedHashSet<>();
    private final List<Problem> problems = new ArrayList<>();

    CycleSearch(ModelIndex index) {
      this.index = index;
    }

    List<Problem> run(List<NestedEntityDef> nestedEntities) {
      for (NestedEntityDef nested : nestedEntities) {
        if (nested.name() != null && !finished.contains(nested.name())) {
          visit(nested.name());
        }
      }
      return problems;
    }

    private void visit(String name) {
      onWalk.add(name);
      NestedEntityDef nested = index.nestedEntity(name).orElseThrow();
      for (int i = 0; i < nested.attributes().size(); i++) {
        AttributeDef attribute = nested.attributes().get(i);
        String target = attribute.nestedEntity();
        if (!AttributeType.COMPLEX.typeName().equals(attribute.type())
            || !index.hasNestedEntity(target)
            || finished.contains(target)) {
          continue;
        }
        if (onWalk.contains(target)) {
          String owner = "nestedEntities[" + name + "]"; // walked entities always have a name
          String path = ModelPath.element(owner, "attributes", attribute.name(), i);
          problems.add(
              Problem.at(
                  ModelPath.field(path, "nestedEntity"),
                  MetaErrors.META_NESTED_ENTITY_CYCLE,
                  cycle(target)));
        } else {
          visit(target);
        }
      }
      onWalk.remove(name);
      finished.add(name);
    }

    /** The entities from {@code start} to the end of the walk and back: {@code A -> B -> A}. */
    private String cycle(String start) {
      List<String> names = new ArrayList<>();
      boolean inCycle = false;
      for (String name : onWalk) {
        inCycle = inCycle || name.equals(start);
        if (inCycle) {
          names.add(name);
        }
      }
      names.add(start);
      return String.join(" -> ", names);
    }
  }
}
