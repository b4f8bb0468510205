package org.platform.mdm.search;

import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiFunction;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.StringNode;

/**
 * Reads a search body against the published model into a {@link SearchQuery}, collecting every
 * problem (unknown attribute, operator not for the type, value of the wrong type, ...) at once.
 */
final class SearchRequests {

  static final int DEFAULT_LIMIT = 20;
  static final int MAX_LIMIT = 1000;
  static final int MAX_OFFSET = 10_000;
  static final int MAX_DEPTH = 32;
  static final int MAX_LEAVES = 200;
  static final int MAX_VALUES = 1000;
  static final int MAX_TEXT = 1000;
  static final double DEFAULT_THRESHOLD = 0.65;
  static final String SCORE = "$score";

  private static final Set<String> FIELDS =
      Set.of(
          "entityName",
          "text",
          "filters",
          "timelineDate",
          "includeInactive",
          "sort",
          "offset",
          "limit",
          "searchAfter",
          "facets",
          "returnAttributes");

  /**
   * The codes of a reference set's records whose display value is one of the values, at the
   * search's date (a LookupLink filter matches a code or a display value).
   */
  interface LookupCodes extends BiFunction<AttributeDef, List<JsonNode>, List<JsonNode>> {}

  private final DataModel model;
  private final ZoneId zone;
  private final JsonMapper json;
  private final List<Problem> problems = new ArrayList<>();
  private List<AttributeDef> attributes = List.of();
  private int leaves;

  SearchRequests(DataModel model, ZoneId zone, JsonMapper json) {
    this.model = model;
    this.zone = zone;
    this.json = json;
  }

  List<Problem> problems() {
    return problems;
  }

  /** The checked query; problems are collected (the query is null when the body is not usable). */
  Parsed read(JsonNode body, OffsetDateTime now) {
    if (body == null || !body.isObject()) {
      problems.add(Problem.of(SearchErrors.SEARCH_BODY_INVALID));
      return null;
    }
    body.propertyNames()
        .forEach(
            name -> {
              if (!FIELDS.contains(name)) {
                problems.add(
                    Problem.at(
                        name,
                        SearchErrors.SEARCH_FIELD_INVALID,
                        name,
                        String.join(", ", FIELDS.stream().sorted().toList())));
              }
            });
    String entityName = string(body, "entityName");
    if (entityName == null) {
      problems.add(Problem.at("entityName", SearchErrors.SEARCH_VALUE_MISSING, "entityName"));
      return null;
    }
    Optional<List<AttributeDef>> known = SearchableAttributes.of(model, entityName);
    if (known.isEmpty()) {
      problems.add(Problem.at("entityName", SearchErrors.SEARCH_ENTITY_UNKNOWN, entityName));
      return null;
    }
    attributes = known.get();
    String text = string(body, "text");
    if (text != null && text.isBlank()) {
      text = null;
    }
    if (text != null && text.length() > MAX_TEXT) {
      problems.add(Problem.at("text", SearchErrors.SEARCH_TEXT_TOO_LONG, MAX_TEXT));
    }
    RawFilter filter =
        body.hasNonNull("filters") ? filter(body.get("filters"), "filters", 0) : null;
    OffsetDateTime at = date(body, now);
    boolean includeInactive = bool(body, "includeInactive");
    int offset = integer(body, "offset", 0);
    int limit = integer(body, "limit", DEFAULT_LIMIT);
    if (offset < 0 || limit < 0 || limit > MAX_LIMIT) {
      problems.add(Problem.at("limit", SearchErrors.SEARCH_PAGE_INVALID, MAX_LIMIT));
    }
    if (offset > MAX_OFFSET) {
      problems.add(Problem.at("offset", SearchErrors.SEARCH_OFFSET_TOO_LARGE, MAX_OFFSET));
    }
    List<SearchQuery.Sort> sort = sort(body.get("sort"), text != null);
    List<JsonNode> cursor = cursor(body, sort.size(), offset);
    List<SearchQuery.Facet> facets = facets(body.get("facets"));
    List<String> returned = returned(body.get("returnAttributes"));
    return new Parsed(
        entityName,
        text,
        filter,
        at,
        includeInactive,
        sort,
        offset,
        limit,
        cursor,
        facets,
        returned,
        stringPaths(attributes, "", 0));
  }

  /** A read body: the filter's LookupLink leaves still to be resolved. */
  record Parsed(
      String entityName,
      String text,
      RawFilter filter,
      OffsetDateTime timelineDate,
      boolean includeInactive,
      List<SearchQuery.Sort> sort,
      int offset,
      int limit,
      List<JsonNode> searchAfter,
      List<SearchQuery.Facet> facets,
      List<String> returnAttributes,
      List<String> textAttributes) {

    SearchQuery query(LookupCodes lookups) {
      return new SearchQuery(
          entityName,
          text,
          text == null ? null : Transliteration.latin(text),
          filter == null ? null : filter.resolve(lookups),
          timelineDate,
          includeInactive,
          sort,
          offset,
          limit,
          searchAfter,
          facets,
          textAttributes);
    }
  }

  /** A filter tree whose LookupLink leaves still name values, not codes. */
  sealed interface RawFilter {
    SearchFilter resolve(LookupCodes lookups);
  }

  record RawGroup(boolean and, List<RawFilter> parts) implements RawFilter {
    @Override
    public SearchFilter resolve(LookupCodes lookups) {
      List<SearchFilter> resolved = parts.stream().map(p -> p.resolve(lookups)).toList();
      return and ? new SearchFilter.And(resolved) : new SearchFilter.Or(resolved);
    }
  }

  record RawNot(RawFilter part) implements RawFilter {
    @Override
    public SearchFilter resolve(LookupCodes lookups) {
      return new SearchFilter.Not(part.resolve(lookups));
    }
  }

  record RawLeaf(AttributeDef def, SearchFilter.Leaf leaf) implements RawFilter {
    @Override
    public SearchFilter resolve(LookupCodes lookups) {
      if (!"LookupLink".equals(leaf.type()) || leaf.values().isEmpty()) {
        return leaf;
      }
      List<JsonNode> values = new ArrayList<>(leaf.values());
      for (JsonNode code : lookups.apply(def, leaf.values())) {
        if (!values.contains(code)) {
          values.add(code);
        }
      }
      SearchOperator op =
          values.size() > 1 && leaf.operator() == SearchOperator.EQ
              ? SearchOperator.IN
              : leaf.operator();
      SearchFilter.Leaf any =
          new SearchFilter.Leaf(
              leaf.attribute(), leaf.type(), SearchOperator.IN, values, leaf.threshold());
      return switch (op) {
        case NE -> new SearchFilter.Not(any);
        case IN -> any;
        default -> leaf;
      };
    }
  }

  private RawFilter filter(JsonNode node, String at, int depth) {
    if (depth > MAX_DEPTH) {
      problems.add(Problem.at(at, SearchErrors.SEARCH_FILTER_TOO_LARGE, MAX_DEPTH, MAX_LEAVES));
      return null;
    }
    if (!node.isObject()) {
      problems.add(Problem.at(at, SearchErrors.SEARCH_FILTER_INVALID));
      return null;
    }
    boolean and = node.has("and");
    boolean or = node.has("or");
    boolean not = node.has("not");
    boolean leaf = node.has("attribute") || node.has("operator");
    if ((and ? 1 : 0) + (or ? 1 : 0) + (not ? 1 : 0) + (leaf ? 1 : 0) != 1) {
      problems.add(Problem.at(at, SearchErrors.SEARCH_FILTER_INVALID));
      return null;
    }
    if (not) {
      RawFilter part = filter(node.get("not"), at + ".not", depth + 1);
      return part == null ? null : new RawNot(part);
    }
    if (leaf) {
      if (++leaves > MAX_LEAVES) {
        if (leaves == MAX_LEAVES + 1) {
          problems.add(Problem.at(at, SearchErrors.SEARCH_FILTER_TOO_LARGE, MAX_DEPTH, MAX_LEAVES));
        }
        return null;
      }
      return leaf(node, at);
    }
    String key = and ? "and" : "or";
    JsonNode list = node.get(key);
    if (!list.isArray()) {
      problems.add(Problem.at(at + "." + key, SearchErrors.SEARCH_FILTER_INVALID));
      return null;
    }
    List<RawFilter> parts = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      RawFilter part = filter(list.get(i), at + "." + key + "[" + i + "]", depth + 1);
      if (part != null) {
        parts.add(part);
      }
    }
    return new RawGroup(and, parts);
  }

  private RawLeaf leaf(JsonNode node, String at) {
    JsonNode attributeNode = node.get("attribute");
    JsonNode operatorNode = node.get("operator");
    if (attributeNode == null || !attributeNode.isString()) {
      problems.add(Problem.at(at + ".attribute", SearchErrors.SEARCH_VALUE_MISSING, "attribute"));
      return null;
    }
    String path = attributeNode.asString();
    Optional<AttributeDef> def = SearchableAttributes.at(model, attributes, path);
    if (def.isEmpty()) {
      problems.add(Problem.at(at + ".attribute", SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN, path));
    }
    SearchOperator op = null;
    if (operatorNode == null || !operatorNode.isString()) {
      problems.add(Problem.at(at + ".operator", SearchErrors.SEARCH_VALUE_MISSING, "operator"));
    } else {
      try {
        op = SearchOperator.valueOf(operatorNode.asString());
      } catch (IllegalArgumentException e) {
        problems.add(
            Problem.at(
                at + ".operator",
                SearchErrors.SEARCH_OPERATOR_UNKNOWN,
                operatorNode.asString(),
                String.join(
                    ", ",
                    java.util.Arrays.stream(SearchOperator.values()).map(Enum::name).toList())));
      }
    }
    if (def.isEmpty() || op == null) {
      return null;
    }
    String type = def.get().type();
    if (!op.appliesTo(type)) {
      problems.add(
          Problem.at(
              at + ".operator", SearchErrors.SEARCH_OPERATOR_NOT_FOR_TYPE, op.name(), path, type));
      return null;
    }
    double threshold = DEFAULT_THRESHOLD;
    if (node.has("threshold")) {
      JsonNode t = node.get("threshold");
      if (op != SearchOperator.FUZZY
          || !t.isNumber()
          || t.doubleValue() <= 0
          || t.doubleValue() > 1) {
        problems.add(Problem.at(at + ".threshold", SearchErrors.SEARCH_THRESHOLD_INVALID));
      } else {
        threshold = t.doubleValue();
      }
    }
    List<JsonNode> values = operands(node, at, op, def.get(), path);
    if (values == null) {
      return null;
    }
    return new RawLeaf(def.get(), new SearchFilter.Leaf(path, type, op, values, threshold));
  }

  private List<JsonNode> operands(
      JsonNode node, String at, SearchOperator op, AttributeDef def, String path) {
    List<JsonNode> raw = new ArrayList<>();
    switch (op.operands()) {
      case 0 -> {
        return List.of();
      }
      case 1 -> {
        if (!node.hasNonNull("value")) {
          problems.add(Problem.at(at + ".value", SearchErrors.SEARCH_VALUE_MISSING, "value"));
          return null;
        }
        raw.add(node.get("value"));
      }
      case 2 -> {
        JsonNode values = node.get("values");
        if (values == null || !values.isArray() || values.size() != 2) {
          problems.add(
              Problem.at(at + ".values", SearchErrors.SEARCH_VALUE_MISSING, "values: [from, to]"));
          return null;
        }
        values.forEach(raw::add);
      }
      default -> {
        JsonNode values = node.get("values");
        if (values == null || !values.isArray() || values.isEmpty() || values.size() > MAX_VALUES) {
          problems.add(Problem.at(at + ".values", SearchErrors.SEARCH_VALUE_MISSING, "values"));
          return null;
        }
        values.forEach(raw::add);
      }
    }
    List<JsonNode> out = new ArrayList<>();
    boolean ok = true;
    for (int i = 0; i < raw.size(); i++) {
      JsonNode v = raw.get(i);
      if (v == null || v.isNull()) {
        if (op == SearchOperator.RANGE) {
          out.add(null);
          continue;
        }
        ok = false;
        problems.add(
            Problem.at(at, SearchErrors.SEARCH_VALUE_WRONG_TYPE, path, def.type(), "null"));
        continue;
      }
      JsonNode checked = operand(def, v, op, at, path);
      if (checked == null) {
        ok = false;
      } else {
        out.add(checked);
      }
    }
    return ok ? out : null;
  }

  private JsonNode operand(
      AttributeDef def, JsonNode v, SearchOperator op, String at, String path) {
    if (v.isString() && v.asString().indexOf('\u0000') >= 0) {
      problems.add(
          Problem.at(at, SearchErrors.SEARCH_VALUE_WRONG_TYPE, path, def.type(), "\\u0000"));
      return null;
    }
    if ("Enum".equals(def.type()) && v.isString()) {
      List<EnumValueDef> values =
          model.enumeration(def.enumeration()).map(EnumerationDef::values).orElse(List.of());
      for (EnumValueDef e : values) {
        if (e.name().equals(v.asString())) {
          return v;
        }
      }
      for (EnumValueDef e : values) {
        if (e.displayName() != null && e.displayName().equalsIgnoreCase(v.asString())) {
          return StringNode.valueOf(e.name());
        }
      }
      problems.add(
          Problem.at(
              at,
              SearchErrors.SEARCH_ENUM_VALUE_UNKNOWN,
              v.asString(),
              path,
              String.join(", ", values.stream().limit(20).map(EnumValueDef::name).toList())));
      return null;
    }
    JsonNode checked = SearchValues.normalize(def.type(), v, zone);
    if (checked == null) {
      problems.add(
          Problem.at(at, SearchErrors.SEARCH_VALUE_WRONG_TYPE, path, def.type(), shorten(v)));
    }
    return checked;
  }

  private List<SearchQuery.Sort> sort(JsonNode node, boolean text) {
    if (node == null || node.isNull()) {
      return text ? List.of(new SearchQuery.Sort(null, true)) : List.of();
    }
    List<SearchQuery.Sort> out = new ArrayList<>();
    if (!node.isArray() || node.size() > 10) {
      problems.add(Problem.at("sort", SearchErrors.SEARCH_SORT_INVALID, String.valueOf(node)));
      return out;
    }
    for (int i = 0; i < node.size(); i++) {
      JsonNode item = node.get(i);
      String at = "sort[" + i + "]";
      String attribute = item.isObject() ? string(item, "attribute") : null;
      String order = item.isObject() ? string(item, "order") : null;
      if (attribute == null || (order != null && !order.equals("ASC") && !order.equals("DESC"))) {
        problems.add(Problem.at(at, SearchErrors.SEARCH_SORT_INVALID, shorten(item)));
        continue;
      }
      if (attribute.equals(SCORE)) {
        out.add(new SearchQuery.Sort(null, order == null || order.equals("DESC")));
        continue;
      }
      Optional<AttributeDef> def = SearchableAttributes.at(model, attributes, attribute);
      if (def.isEmpty()) {
        problems.add(
            Problem.at(at + ".attribute", SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN, attribute));
      } else if ("Complex".equals(def.get().type()) || !SearchValues.searchable(def.get().type())) {
        problems.add(Problem.at(at, SearchErrors.SEARCH_SORT_INVALID, shorten(item)));
      } else {
        out.add(new SearchQuery.Sort(attribute, "DESC".equals(order)));
      }
    }
    return out;
  }

  /** The cursor: base64url of the JSON array of the last hit's sort values and etalon id. */
  private List<JsonNode> cursor(JsonNode body, int keys, int offset) {
    String text = string(body, "searchAfter");
    if (text == null) {
      return null;
    }
    try {
      JsonNode values =
          json.readTree(new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8));
      if (values.isArray() && values.size() == keys + 1 && values.get(keys).isString()) {
        UUID.fromString(values.get(keys).asString());
        if (offset != 0) {
          problems.add(Problem.at("offset", SearchErrors.SEARCH_CURSOR_INVALID));
        }
        List<JsonNode> out = new ArrayList<>();
        values.forEach(out::add);
        return out;
      }
    } catch (RuntimeException e) {
      // reported below
    }
    problems.add(Problem.at("searchAfter", SearchErrors.SEARCH_CURSOR_INVALID));
    return null;
  }

  static String cursor(JsonMapper json, List<JsonNode> sortValues, String etalonId) {
    ArrayNode values = json.createArrayNode();
    sortValues.forEach(values::add);
    values.add(etalonId);
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(json.writeValueAsString(values).getBytes(StandardCharsets.UTF_8));
  }

  private List<SearchQuery.Facet> facets(JsonNode node) {
    List<SearchQuery.Facet> out = new ArrayList<>();
    if (node == null || node.isNull()) {
      return out;
    }
    if (!node.isArray() || node.size() > 20) {
      problems.add(
          Problem.at(
              "facets",
              SearchErrors.SEARCH_FIELD_INVALID,
              "facets",
              "[attribute, ...] (at most 20)"));
      return out;
    }
    for (int i = 0; i < node.size(); i++) {
      String at = "facets[" + i + "]";
      String name = node.get(i).isString() ? node.get(i).asString() : null;
      Optional<AttributeDef> def =
          name == null ? Optional.empty() : SearchableAttributes.at(model, attributes, name);
      if (def.isEmpty()) {
        problems.add(Problem.at(at, SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN, String.valueOf(name)));
      } else if (!SearchDocuments.FACET_TYPES.contains(def.get().type())) {
        problems.add(
            Problem.at(at, SearchErrors.SEARCH_FACET_NOT_FOR_TYPE, name, def.get().type()));
      } else {
        out.add(
            new SearchQuery.Facet(name, def.get().type(), def.get().array() || name.contains(".")));
      }
    }
    return out;
  }

  private List<String> returned(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    List<String> out = new ArrayList<>();
    if (!node.isArray()) {
      problems.add(
          Problem.at(
              "returnAttributes",
              SearchErrors.SEARCH_FIELD_INVALID,
              "returnAttributes",
              "[attribute, ...]"));
      return out;
    }
    for (int i = 0; i < node.size(); i++) {
      String name = node.get(i).isString() ? node.get(i).asString() : null;
      if (name == null || attributes.stream().noneMatch(a -> a.name().equals(name))) {
        problems.add(
            Problem.at(
                "returnAttributes[" + i + "]",
                SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN,
                String.valueOf(name)));
      } else {
        out.add(name);
      }
    }
    return out;
  }

  private List<String> stringPaths(List<AttributeDef> level, String prefix, int depth) {
    List<String> out = new ArrayList<>();
    for (AttributeDef a : level) {
      if ("String".equals(a.type())) {
        out.add(prefix + a.name());
      } else if ("Complex".equals(a.type()) && depth < 8) {
        out.addAll(
            stringPaths(SearchableAttributes.nested(model, a), prefix + a.name() + ".", depth + 1));
      }
    }
    return out;
  }

  private OffsetDateTime date(JsonNode body, OffsetDateTime now) {
    String text = string(body, "timelineDate");
    if (text == null) {
      return now;
    }
    try {
      OffsetDateTime at = JsonDates.parse(text, zone);
      if (at.getYear() < 1 || at.getYear() > 9999) {
        throw new DateTimeParseException("out of range", text, 0);
      }
      return at;
    } catch (DateTimeParseException e) {
      problems.add(
          Problem.at(
              "timelineDate",
              SearchErrors.SEARCH_VALUE_WRONG_TYPE,
              "timelineDate",
              "Timestamp",
              shorten(body.get("timelineDate"))));
      return now;
    }
  }

  private String string(JsonNode node, String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!v.isString() || v.asString().indexOf('\u0000') >= 0) {
      problems.add(
          Problem.at(field, SearchErrors.SEARCH_VALUE_WRONG_TYPE, field, "String", shorten(v)));
      return null;
    }
    return v.asString();
  }

  private boolean bool(JsonNode node, String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return false;
    }
    if (!v.isBoolean()) {
      problems.add(
          Problem.at(field, SearchErrors.SEARCH_VALUE_WRONG_TYPE, field, "Boolean", shorten(v)));
      return false;
    }
    return v.booleanValue();
  }

  private int integer(JsonNode node, String field, int absent) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return absent;
    }
    if (!v.isIntegralNumber() || !v.canConvertToInt()) {
      problems.add(
          Problem.at(field, SearchErrors.SEARCH_VALUE_WRONG_TYPE, field, "Integer", shorten(v)));
      return absent;
    }
    return v.intValue();
  }

  private static String shorten(JsonNode v) {
    String text = String.valueOf(v);
    return text.length() > 60 ? text.substring(0, 57) + "..." : text;
  }
}
