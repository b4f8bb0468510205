package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.SourceSystemDef;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/**
 * Source systems: well named, unique, weighted 0 to 100, and {@code platform} always among them.
 */
final class SourceSystemRules {

  static final int MIN_WEIGHT = 0;
  static final int MAX_WEIGHT = 100;

  private SourceSystemRules() {}

  static List<Problem> check(List<SourceSystemDef> sourceSystems) {
    List<Problem> problems = new ArrayList<>();
    UniqueNames names = new UniqueNames();
    for (int i = 0; i < sourceSystems.size(); i++) {
      SourceSystemDef source = sourceSystems.get(i);
      String path = ModelPath.element("sourceSystems", source.name(), i);
      problems.addAll(
          NameRules.check(
              path, source.name(), names, MetaErrors.META_SOURCE_SYSTEM_NAME_DUPLICATE));
      problems.addAll(checkWeight(ModelPath.field(path, "weight"), source.weight()));
    }
    if (sourceSystems.stream().noneMatch(s -> SourceSystemDef.PLATFORM.equals(s.name()))) {
      problems.add(
          Problem.at(
              "sourceSystems", MetaErrors.META_SYSTEM_SOURCE_MISSING, SourceSystemDef.PLATFORM));
    }
    return problems;
  }

  /** A weight, of a source system or of a source for one attribute, is 0 to 100. */
  static List<Problem> checkWeight(String path, int weight) {
    if (weight < MIN_WEIGHT || weight > MAX_WEIGHT) {
      return List.of(Problem.at(path, MetaErrors.META_WEIGHT_OUT_OF_RANGE, weight));
    }
    return List.of();
  }
}
