package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/** Enumerations: well named and unique, with well named values unique within each. */
final class EnumerationRules {

  private EnumerationRules() {}

  static List<Problem> check(List<EnumerationDef> enumerations) {
    List<Problem> problems = new ArrayList<>();
    UniqueNames names = new UniqueNames();
    for (int i = 0; i < enumerations.size(); i++) {
      EnumerationDef enumeration = enumerations.get(i);
      String path = ModelPath.element("enumerations", enumeration.name(), i);
      problems.addAll(
          NameRules.check(
              path, enumeration.name(), names, MetaErrors.META_ENUMERATION_NAME_DUPLICATE));
      problems.addAll(checkValues(path, enumeration));
    }
    return problems;
  }

  private static List<Problem> checkValues(String path, EnumerationDef enumeration) {
    List<Problem> problems = new ArrayList<>();
    UniqueNames names = new UniqueNames();
    for (int i = 0; i < enumeration.values().size(); i++) {
      EnumValueDef value = enumeration.values().get(i);
      String valuePath = ModelPath.element(path, "values", value.name(), i);
      problems.addAll(NameRules.checkFormat(valuePath, value.name()));
      if (names.isRepeated(value.name())) {
        problems.add(
            Problem.at(
                ModelPath.field(valuePath, "name"),
                MetaErrors.META_ENUM_VALUE_DUPLICATE,
                value.name(),
                enumeration.name()));
      }
    }
    return problems;
  }
}
