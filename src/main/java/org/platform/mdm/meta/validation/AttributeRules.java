package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Function;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/** The rules every attribute obeys, wherever it is defined. */
public final class AttributeRules {

  private AttributeRules() {}

  /** The problems of the {@code attributes} of the element at {@code ownerPath}. */
  static List<Problem> checkAll(String ownerPath, List<AttributeDef> attributes, ModelIndex index) {
    return checkAll(ownerPath, attributes, new UniqueNames(), index);
  }

  /** As {@link #checkAll(String, List, ModelIndex)}, with names already taken in the owner. */
  static List<Problem> checkAll(
      String ownerPath, List<AttributeDef> attributes, UniqueNames names, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < attributes.size(); i++) {
      AttributeDef attribute = attributes.get(i);
      String path = ModelPath.element(ownerPath, "attributes", attribute.name(), i);
      problems.addAll(check(path, attribute, names, index));
    }
    return problems;
  }

  /** The problems of one attribute at {@code path}. */
  static List<Problem> check(
      String path, AttributeDef attribute, UniqueNames names, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    problems.addAll(
        NameRules.check(path, attribute.name(), names, MetaErrors.META_ATTRIBUTE_NAME_DUPLICATE));
    Optional<AttributeType> type = type(path, attribute.type(), problems);
    if (type.isPresent()) {
      problems.addAll(references(path, attribute, type.get(), index));
      if (attribute.array() && !type.get().canBeArray()) {
        problems.add(
            Problem.at(
                ModelPath.field(path, "array"),
                MetaErrors.META_ARRAY_NOT_ALLOWED,
                type.get().typeName()));
      }
      problems.addAll(DefaultValueRules.check(path, attribute, type.get(), index));
    }
    problems.addAll(checkSourceWeights(path, attribute.sourceWeights(), index));
    return problems;
  }

  /** The problems of the model objects the attribute's type names (and fields other types name). */
  public static List<Problem> references(
      String path, AttributeDef attribute, AttributeType type, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    for (TypeField field : TypeField.values()) {
      problems.addAll(field.check(path, attribute, type, index));
    }
    return problems;
  }

  private static Optional<AttributeType> type(String path, String type, List<Problem> problems) {
    String field = ModelPath.field(path, "type");
    if (type == null || type.isBlank()) {
      problems.add(Problem.at(field, MetaErrors.META_FIELD_REQUIRED, field));
      return Optional.empty();
    }
    Optional<AttributeType> known = AttributeType.byName(type);
    if (known.isEmpty()) {
      problems.add(
          Problem.at(
              field,
              MetaErrors.META_ATTRIBUTE_TYPE_UNKNOWN,
              type,
              String.join(", ", AttributeType.typeNames())));
    }
    return known;
  }

  private static List<Problem> checkSourceWeights(
      String path, Map<String, Integer> weights, ModelIndex index) {
    List<Problem> problems = new ArrayList<>();
    weights.forEach(
        (source, weight) -> {
          String entry = ModelPath.entry(path, "sourceWeights", source);
          if (!index.hasSourceSystem(source)) {
            problems.add(Problem.at(entry, MetaErrors.META_SOURCE_SYSTEM_NOT_FOUND, source));
          }
          problems.addAll(SourceSystemRules.checkWeight(entry, weight));
        });
    return problems;
  }

  /** The fields that only one type takes, and the model object each of them names. */
  private enum TypeField {
    ENUMERATION(
        "enumeration",
        AttributeType.ENUM,
        AttributeDef::enumeration,
        (index, name) -> index.enumeration(name).isPresent(),
        MetaErrors.META_ENUMERATION_NOT_FOUND),
    LOOKUP_ENTITY(
        "lookupEntity",
        AttributeType.LOOKUP_LINK,
        AttributeDef::lookupEntity,
        ModelIndex::hasReferenceSet,
        MetaErrors.META_LOOKUP_ENTITY_NOT_FOUND),
    NESTED_ENTITY(
        "nestedEntity",
        AttributeType.COMPLEX,
        AttributeDef::nestedEntity,
        ModelIndex::hasNestedEntity,
        MetaErrors.META_NESTED_ENTITY_NOT_FOUND);

    private final String field;
    private final AttributeType type;
    private final Function<AttributeDef, String> value;
    private final BiPredicate<ModelIndex, String> exists;
    private final MetaErrors notFound;

    TypeField(
        String field,
        AttributeType type,
        Function<AttributeDef, String> value,
        BiPredicate<ModelIndex, String> exists,
        MetaErrors notFound) {
      this.field = field;
      this.type = type;
      this.value = value;
      this.exists = exists;
      this.notFound = notFound;
    }

    List<Problem> check(
        String path, AttributeDef attribute, AttributeType actual, ModelIndex index) {
      String source = ModelPath.field(path, field);
      String name = value.apply(attribute);
      boolean given = name != null && !name.isBlank();
      if (actual != type) {
        return given
            ? List.of(
                Problem.at(
                    source, MetaErrors.META_TYPE_FIELD_NOT_ALLOWED, field, actual.typeName()))
            : List.of();
      }
      if (!given) {
        return List.of(
            Problem.at(source, MetaErrors.META_TYPE_FIELD_REQUIRED, type.typeName(), field));
      }
      return exists.test(index, name) ? List.of() : List.of(Problem.at(source, notFound, name));
    }
  }
}
