package org.platform.mdm.classifiers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.meta.AttributeCheck;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.system.Problem;

/**
 * An attribute a classifier node defines: the data model's attribute form ({@link AttributeDef})
 * and whether every node below inherits it.
 */
public record NodeAttribute(AttributeDef definition, boolean inheritable) {

  /** The types a node attribute may have: the model's, without nested entities. */
  static final List<String> TYPES =
      AttributeType.typeNames().stream()
          .filter(t -> !t.equals(AttributeType.COMPLEX.typeName()))
          .toList();

  public NodeAttribute {
    if (definition == null) {
      definition = AttributeDef.of(null, null);
    }
  }

  public String name() {
    return definition.name();
  }

  /**
   * The problems of the attribute at {@code path}: its name, its type (known, not a nested entity,
   * an array only where the type can be one), and what {@code check} finds against the published
   * model (the enumeration or reference set the type names, the default value).
   */
  List<Problem> problems(String path, AttributeCheck check) {
    List<Problem> problems = new ArrayList<>(ClassifierNames.check(path + ".name", name()));
    String field = path + ".type";
    String type = definition.type();
    Optional<AttributeType> known =
        TYPES.contains(type) ? AttributeType.byName(type) : Optional.empty();
    if (type == null || type.isBlank()) {
      problems.add(Problem.at(field, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, field));
    } else if (known.isEmpty()) {
      problems.add(
          Problem.at(
              field,
              ClassifierErrors.CLASSIFIER_ATTRIBUTE_TYPE_UNKNOWN,
              type,
              String.join(", ", TYPES)));
    } else {
      if (definition.array() && !known.get().canBeArray()) {
        problems.add(
            Problem.at(path + ".array", ClassifierErrors.CLASSIFIER_ATTRIBUTE_NOT_ARRAY, type));
      }
      problems.addAll(check.problems(path, definition, known.get()));
    }
    return problems;
  }
}
