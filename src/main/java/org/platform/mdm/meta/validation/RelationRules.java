package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/**
 * Relations: name, type, two registers as ends, attributes, and the attributes of the related
 * record that notifications add to the relation.
 */
final class RelationRules {

  /** Attribute names separated by commas, without spaces or empty items. */
  private static final Pattern ATTRIBUTE_LIST = Pattern.compile("[^,\\s]+(,[^,\\s]+)*");

  private RelationRules() {}

  static List<Problem> check(List<RelationDef> relations, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    UniqueNames names = new UniqueNames();
    for (int i = 0; i < relations.size(); i++) {
      RelationDef relation = relations.get(i);
      String path = ModelPath.element("relations", relation.name(), i);
      problems.addAll(
          NameRules.check(path, relation.name(), names, MetaErrors.META_RELATION_NAME_DUPLICATE));
      problems.addAll(checkType(path, relation.type()));
      problems.addAll(checkEnd(ModelPath.field(path, "from"), relation.from(), index));
      problems.addAll(checkEnd(ModelPath.field(path, "to"), relation.to(), index));
      problems.addAll(AttributeRules.checkAll(path, relation.attributes(), index));
      problems.addAll(
          checkAddedAttributes(
              path, relation, RelationDef.OUTGOING_ATTRIBUTES, relation.to(), index));
      problems.addAll(
          checkAddedAttributes(
              path, relation, RelationDef.INCOMING_ATTRIBUTES, relation.from(), index));
    }
    return problems;
  }

  private static List<Problem> checkType(String path, String type) {
    String field = ModelPath.field(path, "type");
    if (type == null || type.isBlank()) {
      return List.of(Problem.at(field, MetaErrors.META_FIELD_REQUIRED, field));
    }
    if (!RelationDef.TYPES.contains(type)) {
      return List.of(
          Problem.at(
              field,
              MetaErrors.META_RELATION_TYPE_UNKNOWN,
              type,
              String.join(", ", RelationDef.TYPES)));
    }
    return List.of();
  }

  /** An end of a relation names a register: not a reference set, not a nested entity. */
  private static List<Problem> checkEnd(String field, String register, ModelIndex index) {
    if (register == null || register.isBlank()) {
      return List.of(Problem.at(field, MetaErrors.META_FIELD_REQUIRED, field));
    }
    if (index.hasRegister(register)) {
      return List.of();
    }
    if (index.hasReferenceSet(register) || index.hasNestedEntity(register)) {
      return List.of(Problem.at(field, MetaErrors.META_RELATION_END_NOT_REGISTER, register));
    }
    return List.of(Problem.at(field, MetaErrors.META_RELATION_END_NOT_FOUND, register));
  }

  /**
   * The parameter {@code parameter} lists attributes of {@code register}: for outgoing relations
   * the {@code to} end, for incoming ones the {@code from} end. An unknown register is reported as
   * the end's problem, not again here.
   */
  private static List<Problem> checkAddedAttributes(
      String path, RelationDef relation, String parameter, String register, ModelIndex index) {
    String value = relation.customProperties().get(parameter);
    if (value == null || value.isEmpty()) {
      return List.of();
    }
    String field = ModelPath.field(ModelPath.field(path, "customProperties"), parameter);
    if (!ATTRIBUTE_LIST.matcher(value).matches()) {
      return List.of(
          Problem.at(field, MetaErrors.META_RELATION_ATTRIBUTE_LIST_INVALID, parameter, value));
    }
    Optional<EntityDef> target = index.register(register);
    if (target.isEmpty()) {
      return List.of();
    }
    List<Problem> problems = new ArrayList<>();
    for (String attribute : value.split(",")) {
      if (target.get().attributes().stream().noneMatch(a -> attribute.equals(a.name()))) {
        problems.add(
            Problem.at(
                field,
                MetaErrors.META_RELATION_ATTRIBUTE_NOT_FOUND,
                attribute,
                register,
                parameter));
      }
    }
    return problems;
  }
}
