package org.platform.mdm.matching.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.AttributeType;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/**
 * Reads a matching model document and checks it against the published data model; every problem
 * found is listed in one refusal, each at its path ({@code sets[0].rules[1].comparisons[0].type}).
 */
final class MatchingModelReader {

  static final int MAX_DISTANCE = 5;
  static final int MAX_DAYS = 3660;

  private final DataModel data;
  final List<Problem> problems = new ArrayList<>();

  private MatchingModelReader(DataModel data) {
    this.data = data;
  }

  /**
   * The model, or a refusal listing every problem; with a data model, entity, attributes and their
   * types are checked against it too (a stored model is read without).
   */
  static MatchingModel read(JsonNode body, DataModel data) {
    if (body == null || !body.isObject()) {
      throw new PlatformException(MatchingErrors.MATCHING_MODEL_INVALID);
    }
    MatchingModelReader reader = new MatchingModelReader(data);
    MatchingModel model = reader.model(body);
    PlatformException.throwIfAny(reader.problems);
    return model;
  }

  private MatchingModel model(JsonNode body) {
    String entity = text(body, "entityName", "entityName", true);
    List<AttributeDef> attributes = List.of();
    if (entity != null && data != null) {
      Optional<List<AttributeDef>> found = data.recordAttributes(entity);
      if (found.isEmpty()) {
        problems.add(Problem.at("entityName", MatchingErrors.MATCHING_ENTITY_UNKNOWN, entity));
      } else {
        attributes = found.get();
      }
    }
    List<MatchSet> sets = new ArrayList<>();
    Set<String> names = new HashSet<>();
    JsonNode list = list(body, "sets", "sets");
    for (int i = 0; list != null && i < list.size(); i++) {
      String at = "sets[" + i + "]";
      JsonNode set = list.get(i);
      if (!set.isObject()) {
        problems.add(Problem.at(at, MatchingErrors.MATCHING_FIELD_INVALID, at, "object"));
        continue;
      }
      String name = name(set, at, names);
      List<MatchRule> rules = rules(set, at, attributes, data != null && !attributes.isEmpty());
      sets.add(new MatchSet(name, text(set, "displayName", at + ".displayName", false), rules));
    }
    return new MatchingModel(entity, sets);
  }

  private List<MatchRule> rules(
      JsonNode set, String at, List<AttributeDef> attributes, boolean checkAttributes) {
    List<MatchRule> rules = new ArrayList<>();
    Set<String> names = new HashSet<>();
    JsonNode list = list(set, "rules", at + ".rules");
    for (int i = 0; list != null && i < list.size(); i++) {
      String path = at + ".rules[" + i + "]";
      JsonNode rule = list.get(i);
      if (!rule.isObject()) {
        problems.add(Problem.at(path, MatchingErrors.MATCHING_FIELD_INVALID, path, "object"));
        continue;
      }
      String name = name(rule, path, names);
      MatchAction action = action(rule, path);
      String displayName = text(rule, "displayName", path + ".displayName", false);
      if (weighted(rule, path)) {
        new WeightedRuleReader(this, attributes, checkAttributes)
            .read(rule, path)
            .ifPresent(w -> rules.add(new MatchRule(name, displayName, action, List.of(), w)));
        continue;
      }
      List<Comparison> comparisons = new ArrayList<>();
      JsonNode items = list(rule, "comparisons", path + ".comparisons");
      for (int j = 0; items != null && j < items.size(); j++) {
        comparison(items.get(j), path + ".comparisons[" + j + "]", attributes, checkAttributes)
            .ifPresent(comparisons::add);
      }
      rules.add(new MatchRule(name, displayName, action, comparisons));
    }
    return rules;
  }

  /** Whether a rule is a weighted one ({@code type} WEIGHTED; absent or ALL: all comparisons). */
  private boolean weighted(JsonNode rule, String at) {
    String type = text(rule, "type", at + ".type", false);
    if (type == null || type.equals("ALL")) {
      return false;
    }
    if (type.equals("WEIGHTED")) {
      return true;
    }
    problems.add(Problem.at(at + ".type", MatchingErrors.MATCHING_RULE_TYPE_UNKNOWN, type));
    return false;
  }

  Optional<Comparison> comparison(
      JsonNode item, String at, List<AttributeDef> attributes, boolean checkAttributes) {
    if (!item.isObject()) {
      problems.add(Problem.at(at, MatchingErrors.MATCHING_FIELD_INVALID, at, "object"));
      return Optional.empty();
    }
    return typed(item, at, attributePaths(item, at), attributes, checkAttributes, true);
  }

  /**
   * A comparison of these attribute paths by the item's type and parameter; with {@code
   * reportUnknown} false, an attribute the data model lacks is left to whoever reported it.
   */
  Optional<Comparison> typed(
      JsonNode item,
      String at,
      List<String> paths,
      List<AttributeDef> attributes,
      boolean checkAttributes,
      boolean reportUnknown) {
    String typeName = text(item, "type", at + ".type", true);
    ComparisonType type = null;
    if (typeName != null) {
      try {
        type = ComparisonType.valueOf(typeName);
      } catch (IllegalArgumentException e) {
        problems.add(
            Problem.at(
                at + ".type",
                MatchingErrors.MATCHING_COMPARISON_UNKNOWN,
                typeName,
                java.util.Arrays.toString(ComparisonType.values())));
      }
    }
    if (type != null && paths.size() > 1 && !type.joinsAttributes()) {
      problems.add(Problem.at(at, MatchingErrors.MATCHING_ATTRIBUTES_NOT_JOINABLE, type));
    }
    for (String path : paths) {
      if (!checkAttributes) {
        break;
      }
      Optional<AttributeDef> attribute = resolve(attributes, path);
      if (attribute.isEmpty()) {
        if (reportUnknown) {
          problems.add(Problem.at(at, MatchingErrors.MATCHING_ATTRIBUTE_UNKNOWN, path));
        }
      } else if (type != null) {
        AttributeType attributeType = AttributeType.byName(attribute.get().type()).orElse(null);
        if (attributeType == null || !type.accepts(attributeType)) {
          problems.add(
              Problem.at(
                  at,
                  MatchingErrors.MATCHING_COMPARISON_NOT_FOR_TYPE,
                  type,
                  path,
                  attribute.get().type()));
        }
      }
    }
    double parameter = type == null ? 0 : parameter(item, at, type);
    return type == null || paths.isEmpty()
        ? Optional.empty()
        : Optional.of(new Comparison(paths, type, parameter));
  }

  /** {@code attribute} (one dotted path) or {@code attributes} (several, joined). */
  List<String> attributePaths(JsonNode item, String at) {
    // A null is an absent field: the documented types are nullable, generated clients send them.
    JsonNode one = present(item, "attribute");
    JsonNode many = present(item, "attributes");
    List<String> paths = new ArrayList<>();
    if (one != null && one.isString() && !one.asString().isBlank() && many == null) {
      paths.add(one.asString());
    } else if (one == null && many != null && many.isArray() && !many.isEmpty()) {
      for (JsonNode p : many) {
        if (p.isString() && !p.asString().isBlank()) {
          paths.add(p.asString());
        } else {
          problems.add(
              Problem.at(
                  at + ".attributes",
                  MatchingErrors.MATCHING_FIELD_INVALID,
                  at + ".attributes",
                  "a list of attribute paths"));
          return List.of();
        }
      }
    } else {
      problems.add(
          Problem.at(
              at,
              MatchingErrors.MATCHING_FIELD_INVALID,
              at + ".attribute",
              "one of attribute (a path) or attributes (a list of paths)"));
    }
    return paths;
  }

  /** An attribute by dotted path through Complex attributes. */
  Optional<AttributeDef> resolve(List<AttributeDef> attributes, String path) {
    String[] names = path.split("\\.", -1);
    List<AttributeDef> level = attributes;
    AttributeDef found = null;
    for (int i = 0; i < names.length; i++) {
      String name = names[i];
      found = level.stream().filter(a -> a.name().equals(name)).findFirst().orElse(null);
      if (found == null) {
        return Optional.empty();
      }
      if (i < names.length - 1) {
        if (!"Complex".equals(found.type())) {
          return Optional.empty();
        }
        level = data.nestedEntity(found.nestedEntity()).map(n -> n.attributes()).orElse(List.of());
      }
    }
    return Optional.ofNullable(found);
  }

  private double parameter(JsonNode item, String at, ComparisonType type) {
    String name = type.parameter();
    for (String other : List.of("threshold", "distance", "days", "delta")) {
      if (!other.equals(name) && present(item, other) != null) {
        problems.add(
            Problem.at(at + "." + other, MatchingErrors.MATCHING_PARAMETER_INVALID, other, type));
      }
    }
    if (name == null) {
      return 0;
    }
    JsonNode value = item.get(name);
    String path = at + "." + name;
    switch (type) {
      case FUZZY:
        if (value == null || value.isNull()) {
          return Comparison.DEFAULT_THRESHOLD;
        }
        if (value.isNumber() && value.asDouble() > 0 && value.asDouble() <= 1) {
          return value.asDouble();
        }
        break;
      case JARO_WINKLER:
        if (value == null || value.isNull()) {
          return Comparison.DEFAULT_JARO_WINKLER;
        }
        if (value.isNumber() && value.asDouble() > 0 && value.asDouble() <= 1) {
          return value.asDouble();
        }
        break;
      case EDIT_DISTANCE:
        if (value == null || value.isNull()) {
          return 1;
        }
        if (whole(value) && value.asInt() >= 0 && value.asInt() <= MAX_DISTANCE) {
          return value.asInt();
        }
        break;
      case DATE_WITHIN:
        if (value == null || value.isNull()) {
          return 0;
        }
        if (whole(value) && value.asInt() >= 0 && value.asInt() <= MAX_DAYS) {
          return value.asInt();
        }
        break;
      default: // NUMBER_WITHIN: required
        if (value != null && value.isNumber() && value.asDouble() >= 0) {
          return value.asDouble();
        }
    }
    problems.add(Problem.at(path, MatchingErrors.MATCHING_PARAMETER_INVALID, name, type));
    return 0;
  }

  /** A whole number, written as one (2) or not (2.0, as clients that know only doubles send it). */
  private static boolean whole(JsonNode value) {
    return value.isIntegralNumber()
        || (value.isNumber()
            && value.asDouble() == Math.rint(value.asDouble())
            && Math.abs(value.asDouble()) < Integer.MAX_VALUE);
  }

  /** The field's value, or null when it is absent or null. */
  static JsonNode present(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value;
  }

  private MatchAction action(JsonNode rule, String at) {
    String text = text(rule, "action", at + ".action", true);
    if (text == null) {
      return null;
    }
    try {
      return MatchAction.valueOf(text);
    } catch (IllegalArgumentException e) {
      problems.add(Problem.at(at + ".action", MatchingErrors.MATCHING_ACTION_UNKNOWN, text));
      return null;
    }
  }

  private String name(JsonNode node, String at, Set<String> seen) {
    String name = text(node, "name", at + ".name", true);
    if (name != null && !seen.add(name)) {
      problems.add(Problem.at(at + ".name", MatchingErrors.MATCHING_NAME_REPEATED, name));
    }
    return name;
  }

  JsonNode list(JsonNode node, String field, String at) {
    JsonNode list = node.get(field);
    if (list == null || !list.isArray()) {
      problems.add(Problem.at(at, MatchingErrors.MATCHING_FIELD_INVALID, at, "a list"));
      return null;
    }
    if (list.isEmpty()) {
      problems.add(Problem.at(at, MatchingErrors.MATCHING_LIST_EMPTY, at));
    }
    return list;
  }

  String text(JsonNode node, String field, String at, boolean required) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      if (required) {
        problems.add(Problem.at(at, MatchingErrors.MATCHING_FIELD_INVALID, at, "a text"));
      }
      return null;
    }
    if (!value.isString() || value.asString().isBlank()) {
      problems.add(Problem.at(at, MatchingErrors.MATCHING_FIELD_INVALID, at, "a text"));
      return null;
    }
    return value.asString();
  }
}
