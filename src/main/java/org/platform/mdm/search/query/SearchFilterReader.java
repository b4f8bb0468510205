package org.platform.mdm.search.query;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.search.SearchErrors;
import org.platform.mdm.search.SearchFilter;
import org.platform.mdm.search.SearchOperator;
import org.platform.mdm.search.SearchValues;
import org.platform.mdm.search.SearchableAttributes;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

/**
 * Reads a search body's {@code filters} tree against an entity's searchable attributes: its shape
 * and size, each leaf's attribute, operator, threshold and operands in search form.
 */
final class SearchFilterReader {

  static final int MAX_DEPTH = 32;
  static final int MAX_LEAVES = 200;
  static final int MAX_VALUES = 1000;
  static final double DEFAULT_THRESHOLD = 0.65;

  private final DataModel model;
  private final List<AttributeDef> attributes;
  private final ZoneId zone;
  private final SearchBodyFields fields;
  private int leaves;

  SearchFilterReader(
      DataModel model, List<AttributeDef> attributes, ZoneId zone, SearchBodyFields fields) {
    this.model = model;
    this.attributes = attributes;
    this.zone = zone;
    this.fields = fields;
  }

  /** The filter at {@code at}; null, with its problems noted, when it is not usable. */
  RawFilter filter(JsonNode node, String at, int depth) {
    if (depth > MAX_DEPTH) {
      fields.add(Problem.at(at, SearchErrors.SEARCH_FILTER_TOO_LARGE, MAX_DEPTH, MAX_LEAVES));
      return null;
    }
    String kind = node.isObject() ? kind(node) : null;
    if (kind == null) {
      fields.add(Problem.at(at, SearchErrors.SEARCH_FILTER_INVALID));
      return null;
    }
    return switch (kind) {
      case "not" -> {
        RawFilter part = filter(node.get("not"), at + ".not", depth + 1);
        yield part == null ? null : new RawFilter.Not(part);
      }
      case "leaf" -> countedLeaf(node, at);
      default -> group(node, at, depth, kind);
    };
  }

  /** Which one of {@code and}, {@code or}, {@code not} or a leaf the node is; null if not one. */
  private static String kind(JsonNode node) {
    boolean and = node.has("and");
    boolean or = node.has("or");
    boolean not = node.has("not");
    boolean leaf = node.has("attribute") || node.has("operator");
    if ((and ? 1 : 0) + (or ? 1 : 0) + (not ? 1 : 0) + (leaf ? 1 : 0) != 1) {
      return null;
    }
    return and ? "and" : or ? "or" : not ? "not" : "leaf";
  }

  private RawFilter group(JsonNode node, String at, int depth, String key) {
    JsonNode list = node.get(key);
    if (!list.isArray()) {
      fields.add(Problem.at(at + "." + key, SearchErrors.SEARCH_FILTER_INVALID));
      return null;
    }
    List<RawFilter> parts = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      RawFilter part = filter(list.get(i), at + "." + key + "[" + i + "]", depth + 1);
      if (part != null) {
        parts.add(part);
      }
    }
    return new RawFilter.Group(key.equals("and"), parts);
  }

  /** The leaf, unless the tree already holds {@value #MAX_LEAVES} (said once). */
  private RawFilter countedLeaf(JsonNode node, String at) {
    if (++leaves > MAX_LEAVES) {
      if (leaves == MAX_LEAVES + 1) {
        fields.add(Problem.at(at, SearchErrors.SEARCH_FILTER_TOO_LARGE, MAX_DEPTH, MAX_LEAVES));
      }
      return null;
    }
    return leaf(node, at);
  }

  private RawFilter.Leaf leaf(JsonNode node, String at) {
    JsonNode attributeNode = node.get("attribute");
    if (attributeNode == null || !attributeNode.isString()) {
      fields.add(Problem.at(at + ".attribute", SearchErrors.SEARCH_VALUE_MISSING, "attribute"));
      return null;
    }
    String path = attributeNode.asString();
    Optional<AttributeDef> def = SearchableAttributes.at(model, attributes, path);
    if (def.isEmpty()) {
      fields.add(Problem.at(at + ".attribute", SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN, path));
    }
    SearchOperator op = operator(node.get("operator"), at);
    if (def.isEmpty() || op == null) {
      return null;
    }
    String type = def.get().type();
    if (!op.appliesTo(type)) {
      fields.add(
          Problem.at(
              at + ".operator", SearchErrors.SEARCH_OPERATOR_NOT_FOR_TYPE, op.name(), path, type));
      return null;
    }
    double threshold = threshold(node, at, op);
    List<JsonNode> values = operands(node, at, op, def.get(), path);
    if (values == null) {
      return null;
    }
    boolean typos = op == SearchOperator.FUZZY && !node.has("threshold");
    return new RawFilter.Leaf(
        def.get(), new SearchFilter.Leaf(path, type, op, values, threshold, typos));
  }

  private SearchOperator operator(JsonNode operatorNode, String at) {
    if (operatorNode == null || !operatorNode.isString()) {
      fields.add(Problem.at(at + ".operator", SearchErrors.SEARCH_VALUE_MISSING, "operator"));
      return null;
    }
    try {
      return SearchOperator.valueOf(operatorNode.asString());
    } catch (IllegalArgumentException e) {
      fields.add(
          Problem.at(
              at + ".operator",
              SearchErrors.SEARCH_OPERATOR_UNKNOWN,
              operatorNode.asString(),
              String.join(", ", Arrays.stream(SearchOperator.values()).map(Enum::name).toList())));
      return null;
    }
  }

  /** FUZZY's threshold, in (0, 1]; the default when absent. */
  private double threshold(JsonNode node, String at, SearchOperator op) {
    if (!node.has("threshold")) {
      return DEFAULT_THRESHOLD;
    }
    JsonNode t = node.get("threshold");
    if (op != SearchOperator.FUZZY
        || !t.isNumber()
        || t.doubleValue() <= 0
        || t.doubleValue() > 1) {
      fields.add(Problem.at(at + ".threshold", SearchErrors.SEARCH_THRESHOLD_INVALID));
      return DEFAULT_THRESHOLD;
    }
    return t.doubleValue();
  }

  /** The operands in search form; null when any is missing or wrong. */
  private List<JsonNode> operands(
      JsonNode node, String at, SearchOperator op, AttributeDef def, String path) {
    List<JsonNode> raw = rawOperands(node, at, op);
    if (raw == null || raw.isEmpty()) {
      return raw;
    }
    List<JsonNode> out = new ArrayList<>();
    boolean ok = true;
    for (JsonNode v : raw) {
      if (v == null || v.isNull()) {
        if (op == SearchOperator.RANGE) {
          out.add(null);
          continue;
        }
        ok = false;
        fields.add(Problem.at(at, SearchErrors.SEARCH_VALUE_WRONG_TYPE, path, def.type(), "null"));
        continue;
      }
      JsonNode checked = operand(def, v, at, path);
      if (checked == null) {
        ok = false;
      } else {
        out.add(checked);
      }
    }
    return ok ? out : null;
  }

  /** The operands as given: as many as the operator takes, or null (noted) when they are not. */
  private List<JsonNode> rawOperands(JsonNode node, String at, SearchOperator op) {
    List<JsonNode> raw = new ArrayList<>();
    switch (op.operands()) {
      case 0 -> {
        return List.of();
      }
      case 1 -> {
        if (!node.hasNonNull("value")) {
          fields.add(Problem.at(at + ".value", SearchErrors.SEARCH_VALUE_MISSING, "value"));
          return null;
        }
        raw.add(node.get("value"));
      }
      case 2 -> {
        JsonNode values = node.get("values");
        if (values == null || !values.isArray() || values.size() != 2) {
          fields.add(
              Problem.at(at + ".values", SearchErrors.SEARCH_VALUE_MISSING, "values: [from, to]"));
          return null;
        }
        values.forEach(raw::add);
      }
      default -> {
        JsonNode values = node.get("values");
        if (values == null || !values.isArray() || values.isEmpty() || values.size() > MAX_VALUES) {
          fields.add(Problem.at(at + ".values", SearchErrors.SEARCH_VALUE_MISSING, "values"));
          return null;
        }
        values.forEach(raw::add);
      }
    }
    return raw;
  }

  private JsonNode operand(AttributeDef def, JsonNode v, String at, String path) {
    if (v.isString() && v.asString().indexOf('\u0000') >= 0) {
      fields.add(Problem.at(at, SearchErrors.SEARCH_VALUE_WRONG_TYPE, path, def.type(), "\\u0000"));
      return null;
    }
    if ("Enum".equals(def.type()) && v.isString()) {
      return enumName(def, v, at, path);
    }
    JsonNode checked = SearchValues.normalize(def.type(), v, zone);
    if (checked == null) {
      fields.add(
          Problem.at(
              at,
              SearchErrors.SEARCH_VALUE_WRONG_TYPE,
              path,
              def.type(),
              SearchBodyFields.shorten(v)));
    }
    return checked;
  }

  /** The enumeration value the string names, or displays (ignoring case). */
  private JsonNode enumName(AttributeDef def, JsonNode v, String at, String path) {
    String text = v.asString();
    List<EnumValueDef> values =
        model.enumeration(def.enumeration()).map(EnumerationDef::values).orElse(List.of());
    for (EnumValueDef e : values) {
      if (e.name().equals(text)) {
        return v;
      }
    }
    for (EnumValueDef e : values) {
      if (e.displayName() != null && e.displayName().equalsIgnoreCase(text)) {
        return StringNode.valueOf(e.name());
      }
    }
    fields.add(
        Problem.at(
            at,
            SearchErrors.SEARCH_ENUM_VALUE_UNKNOWN,
            text,
            path,
            String.join(", ", values.stream().limit(20).map(EnumValueDef::name).toList())));
    return null;
  }
}
