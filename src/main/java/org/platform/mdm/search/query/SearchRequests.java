package org.platform.mdm.search.query;

import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.RecordLabels;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.search.QualityFilter;
import org.platform.mdm.search.SearchErrors;
import org.platform.mdm.search.SearchQuery;
import org.platform.mdm.search.SearchValues;
import org.platform.mdm.search.SearchableAttributes;
import org.platform.mdm.search.Transliteration;
import org.platform.mdm.search.index.SearchDocuments;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a search body against the published model into a {@link SearchQuery}, collecting every
 * problem (unknown attribute, operator not for the type, value of the wrong type, ...) at once; the
 * filter tree is read by {@link SearchFilterReader}.
 */
final class SearchRequests {

  static final int DEFAULT_LIMIT = 20;
  static final int MAX_LIMIT = 1000;
  static final int MAX_OFFSET = 10_000;
  static final int MAX_TEXT = 1000;
  static final String SCORE = "$score";
  static final int MAX_CLASSIFIED_UNDER = 10;

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
          "returnAttributes",
          "classifiedUnder",
          "qualityErrors",
          "exactCount");

  private final DataModel model;
  private final ZoneId zone;
  private final JsonMapper json;
  private final SearchBodyFields fields = new SearchBodyFields();
  private List<AttributeDef> attributes = List.of();

  SearchRequests(DataModel model, ZoneId zone, JsonMapper json) {
    this.model = model;
    this.zone = zone;
    this.json = json;
  }

  List<Problem> problems() {
    return fields.problems();
  }

  /** The checked query; problems are collected (the query is null when the body is not usable). */
  Parsed read(JsonNode body, OffsetDateTime now) {
    if (body == null || !body.isObject()) {
      fields.add(Problem.of(SearchErrors.SEARCH_BODY_INVALID));
      return null;
    }
    body.propertyNames()
        .forEach(
            name -> {
              if (!FIELDS.contains(name)) {
                fields.add(
                    Problem.at(
                        name,
                        SearchErrors.SEARCH_FIELD_INVALID,
                        name,
                        String.join(", ", FIELDS.stream().sorted().toList())));
              }
            });
    String entityName = fields.string(body, "entityName");
    if (entityName == null) {
      fields.add(Problem.at("entityName", SearchErrors.SEARCH_VALUE_MISSING, "entityName"));
      return null;
    }
    Optional<List<AttributeDef>> known = SearchableAttributes.of(model, entityName);
    if (known.isEmpty()) {
      fields.add(Problem.at("entityName", SearchErrors.SEARCH_ENTITY_UNKNOWN, entityName));
      return null;
    }
    attributes = known.get();
    return read(body, entityName, now);
  }

  /** The body of a known entity, read field by field. */
  private Parsed read(JsonNode body, String entityName, OffsetDateTime now) {
    String text = text(body);
    RawFilter filter =
        body.hasNonNull("filters")
            ? new SearchFilterReader(model, attributes, zone, fields)
                .filter(body.get("filters"), "filters", 0)
            : null;
    OffsetDateTime at = date(body, now);
    boolean includeInactive = fields.bool(body, "includeInactive");
    int offset = fields.integer(body, "offset", 0);
    int limit = fields.integer(body, "limit", DEFAULT_LIMIT);
    if (offset < 0 || limit < 0 || limit > MAX_LIMIT) {
      fields.add(Problem.at("limit", SearchErrors.SEARCH_PAGE_INVALID, MAX_LIMIT));
    }
    if (offset > MAX_OFFSET) {
      fields.add(Problem.at("offset", SearchErrors.SEARCH_OFFSET_TOO_LARGE, MAX_OFFSET));
    }
    List<SearchQuery.Sort> sort =
        sort(body.get("sort"), text != null, body.hasNonNull("classifiedUnder"));
    List<JsonNode> cursor = cursor(body, sort.size(), offset);
    List<SearchQuery.Facet> facets = facets(body.get("facets"));
    List<String> returned = returned(body.get("returnAttributes"));
    List<String> classifiedUnder = classifiedUnder(body.get("classifiedUnder"));
    QualityFilter quality = QualityErrorsReader.read(body.get("qualityErrors"), fields);
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
        SearchableAttributes.stringPaths(model, attributes),
        classifiedUnder,
        quality,
        fields.bool(body, "exactCount"));
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
      List<String> textAttributes,
      List<String> classifiedUnder,
      QualityFilter quality,
      boolean exactCount) {

    /**
     * The query, its filter's LookupLink leaves resolved by {@code lookups}, with the records under
     * every node of {@code nodes} (the {@code classifiedUnder} ids, checked) that {@code labels}
     * admit, counted exactly up to {@code countLimit} unless the body asked for the exact count.
     */
    SearchQuery query(
        RawFilter.LookupCodes lookups, List<UUID> nodes, RecordLabels labels, long countLimit) {
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
          textAttributes,
          nodes,
          quality,
          labels,
          exactCount ? SearchQuery.EXACT_COUNT : countLimit);
    }
  }

  /** The text to find, null when blank. */
  private String text(JsonNode body) {
    String text = fields.string(body, "text");
    if (text != null && text.isBlank()) {
      return null;
    }
    if (text != null && text.length() > MAX_TEXT) {
      fields.add(Problem.at("text", SearchErrors.SEARCH_TEXT_TOO_LONG, MAX_TEXT));
    }
    return text;
  }

  private List<SearchQuery.Sort> sort(JsonNode node, boolean text, boolean underNode) {
    if (node == null || node.isNull() || (node.isArray() && node.isEmpty())) {
      // By relevance with text, by name without (ties: by name, then by etalon id). Under a
      // classifier node without text, in etalon id order: a page is then read along the node's
      // rows and stops when full, where an order by name reads every record of the node (a
      // family of 100,000 records), so the name is asked for explicitly there (the UI does).
      if (text) {
        return List.of(new SearchQuery.Sort(null, true), SearchQuery.Sort.byNameAscending());
      }
      return underNode ? List.of() : List.of(SearchQuery.Sort.byNameAscending());
    }
    List<SearchQuery.Sort> out = new ArrayList<>();
    if (!node.isArray() || node.size() > 10) {
      fields.add(Problem.at("sort", SearchErrors.SEARCH_SORT_INVALID, String.valueOf(node)));
      return out;
    }
    for (int i = 0; i < node.size(); i++) {
      JsonNode item = node.get(i);
      String at = "sort[" + i + "]";
      String attribute = item.isObject() ? fields.string(item, "attribute") : null;
      String order = item.isObject() ? fields.string(item, "order") : null;
      if (attribute == null || (order != null && !order.equals("ASC") && !order.equals("DESC"))) {
        fields.add(
            Problem.at(at, SearchErrors.SEARCH_SORT_INVALID, SearchBodyFields.shorten(item)));
        continue;
      }
      if (attribute.equals(SCORE)) {
        out.add(new SearchQuery.Sort(null, order == null || order.equals("DESC")));
        continue;
      }
      if (attribute.equals(SearchQuery.Sort.NAME)) {
        out.add(new SearchQuery.Sort(SearchQuery.Sort.NAME, "DESC".equals(order)));
        continue;
      }
      Optional<AttributeDef> def = SearchableAttributes.at(model, attributes, attribute);
      if (def.isEmpty()) {
        fields.add(Problem.at(at + ".attribute", SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN, attribute));
      } else if ("Complex".equals(def.get().type()) || !SearchValues.searchable(def.get().type())) {
        fields.add(
            Problem.at(at, SearchErrors.SEARCH_SORT_INVALID, SearchBodyFields.shorten(item)));
      } else {
        out.add(new SearchQuery.Sort(attribute, "DESC".equals(order)));
      }
    }
    return out;
  }

  /** The {@link SearchCursor} to continue after; it takes no offset. */
  private List<JsonNode> cursor(JsonNode body, int keys, int offset) {
    String text = fields.string(body, "searchAfter");
    if (text == null) {
      return null;
    }
    List<JsonNode> values = SearchCursor.decode(json, text, keys);
    if (values == null) {
      fields.add(Problem.at("searchAfter", SearchErrors.SEARCH_CURSOR_INVALID));
    } else if (offset != 0) {
      fields.add(Problem.at("offset", SearchErrors.SEARCH_CURSOR_INVALID));
    }
    return values;
  }

  private List<SearchQuery.Facet> facets(JsonNode node) {
    List<SearchQuery.Facet> out = new ArrayList<>();
    if (node == null || node.isNull()) {
      return out;
    }
    if (!node.isArray() || node.size() > 20) {
      fields.add(
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
      if (name != null && name.startsWith(SearchQuery.ErrorList.PREFIX)) {
        Optional<SearchQuery.ErrorList> errors = SearchQuery.ErrorList.named(name);
        if (errors.isEmpty()) {
          fields.add(Problem.at(at, SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN, name));
        } else {
          out.add(SearchQuery.Facet.of(errors.get()));
        }
        continue;
      }
      Optional<AttributeDef> def =
          name == null ? Optional.empty() : SearchableAttributes.at(model, attributes, name);
      if (def.isEmpty()) {
        fields.add(Problem.at(at, SearchErrors.SEARCH_ATTRIBUTE_UNKNOWN, String.valueOf(name)));
      } else if (!SearchDocuments.FACET_TYPES.contains(def.get().type())) {
        fields.add(Problem.at(at, SearchErrors.SEARCH_FACET_NOT_FOR_TYPE, name, def.get().type()));
      } else {
        out.add(
            new SearchQuery.Facet(name, def.get().type(), def.get().array() || name.contains(".")));
      }
    }
    return out;
  }

  /** The node ids of {@code classifiedUnder}: an array of texts (each checked by classifiers). */
  private List<String> classifiedUnder(JsonNode node) {
    List<String> out = new ArrayList<>();
    if (node == null || node.isNull()) {
      return out;
    }
    if (!node.isArray() || node.size() > MAX_CLASSIFIED_UNDER) {
      fields.add(
          Problem.at(
              "classifiedUnder",
              SearchErrors.SEARCH_FIELD_INVALID,
              "classifiedUnder",
              "[nodeId, ...] (at most " + MAX_CLASSIFIED_UNDER + ")"));
      return out;
    }
    for (int i = 0; i < node.size(); i++) {
      if (node.get(i).isString()) {
        out.add(node.get(i).asString());
      } else {
        fields.add(
            Problem.at(
                "classifiedUnder[" + i + "]",
                SearchErrors.SEARCH_FIELD_INVALID,
                "classifiedUnder[" + i + "]",
                "a node id"));
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
      fields.add(
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
        fields.add(
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

  private OffsetDateTime date(JsonNode body, OffsetDateTime now) {
    String text = fields.string(body, "timelineDate");
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
      fields.add(
          Problem.at(
              "timelineDate",
              SearchErrors.SEARCH_VALUE_WRONG_TYPE,
              "timelineDate",
              "Timestamp",
              SearchBodyFields.shorten(body.get("timelineDate"))));
      return now;
    }
  }
}
