package org.platform.mdm.search.query;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordNames;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EnumValueDef;
import org.platform.mdm.meta.EnumerationDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.search.ClassifiedRecords;
import org.platform.mdm.search.SearchEngine;
import org.platform.mdm.search.SearchErrors;
import org.platform.mdm.search.SearchFilter;
import org.platform.mdm.search.SearchOperator;
import org.platform.mdm.search.SearchQuery;
import org.platform.mdm.search.SearchResult;
import org.platform.mdm.search.SearchSettings;
import org.platform.mdm.search.SearchValues;
import org.platform.mdm.search.SearchableAttributes;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Searches the golden records of one register or reference set for a user. */
@Service
public class SearchService {

  /** The custom property of a reference set naming the attribute LookupLink filters also match. */
  static final String DISPLAY_ATTRIBUTE = "displayAttribute";

  private final SearchEngine engine;
  private final DataModelService models;
  private final SearchSettings settings;
  private final JsonMapper json;
  private final Clock clock;
  private final ZoneId zone;
  private final ObjectProvider<ClassifiedRecords> classified;
  private final ObjectProvider<RecordNames> names;

  SearchService(
      SearchEngine engine,
      DataModelService models,
      SearchSettings settings,
      JsonMapper json,
      Clock clock,
      ObjectProvider<ClassifiedRecords> classified,
      ObjectProvider<RecordNames> names) {
    this.classified = classified;
    this.names = names;
    this.engine = engine;
    this.models = models;
    this.settings = settings;
    this.json = json;
    this.clock = clock;
    this.zone = clock.getZone();
  }

  @Transactional(readOnly = true)
  public SearchAnswer search(JsonNode body, PlatformUser user) {
    DataModel model = models.published().model();
    SearchRequests.Parsed parsed = read(model, body, user);
    SearchResult result = engine.search(query(model, parsed, user));
    List<AttributeDef> attributes =
        SearchableAttributes.of(model, parsed.entityName()).orElse(List.of());
    Map<EtalonId, String> named = names(parsed.entityName(), result.hits());
    List<SearchAnswer.HitView> hits = new ArrayList<>();
    for (SearchResult.Hit h : result.hits()) {
      hits.add(
          new SearchAnswer.HitView(
              h.etalonId().value().toString(),
              named.get(h.etalonId()),
              h.score(),
              attributes(model, attributes, h.doc(), parsed.returnAttributes(), 0),
              h.matched()));
    }
    return new SearchAnswer(
        result.totalCount(),
        result.totalExact(),
        hits,
        facets(model, attributes, result),
        cursor(result));
  }

  /** The hits' names, from the values their documents hold (their keys only for the unnamed). */
  private Map<EtalonId, String> names(String entityName, List<SearchResult.Hit> hits) {
    Map<EtalonId, Map<String, JsonNode>> values = new LinkedHashMap<>();
    for (SearchResult.Hit h : hits) {
      Map<String, JsonNode> doc = new HashMap<>();
      h.doc().properties().forEach(e -> doc.put(e.getKey(), e.getValue()));
      values.put(h.etalonId(), doc);
    }
    return names.getObject().fromValues(entityName, values);
  }

  /**
   * Writes every record the search body finds, in its order, as the selection of a run (its paging
   * fields are ignored): one statement however many there are.
   *
   * @return how many records are selected
   */
  @Transactional
  public long select(JsonNode body, PlatformUser user, long executionId) {
    DataModel model = models.published().model();
    return engine.select(query(model, read(model, body, user), user), executionId);
  }

  /** The engine's query of a checked body, narrowed to what the user may see. */
  private SearchQuery query(DataModel model, SearchRequests.Parsed parsed, PlatformUser user) {
    if (!settings.indexEnabled()) {
      throw new PlatformException(SearchErrors.SEARCH_INDEXING_OFF);
    }
    List<UUID> nodes = classifiedUnder(parsed);
    // Security labels: only the documents the user's labels admit are found, counted and faceted.
    return parsed.query(
        (def, values) -> lookupCodes(model, def, values, parsed),
        nodes,
        user.labels(),
        settings.countLimit());
  }

  /** The body's {@code classifiedUnder} nodes; an unknown node is a 400. */
  private List<UUID> classifiedUnder(SearchRequests.Parsed parsed) {
    List<UUID> nodes = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < parsed.classifiedUnder().size(); i++) {
      UUID node =
          classified
              .getObject()
              .node(parsed.classifiedUnder().get(i), "classifiedUnder[" + i + "]", problems);
      if (node != null) {
        nodes.add(node);
      }
    }
    PlatformException.throwIfAny(problems);
    return nodes;
  }

  /** The checked body of a search the user may run; every problem is thrown at once. */
  private SearchRequests.Parsed read(DataModel model, JsonNode body, PlatformUser user) {
    SearchRequests requests = new SearchRequests(model, zone, json);
    SearchRequests.Parsed parsed =
        requests.read(body, OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS));
    if (parsed != null
        && requests.problems().isEmpty()
        && !user.can(parsed.entityName(), Right.READ)) {
      throw new PlatformException(
          SearchErrors.SEARCH_ACCESS_DENIED,
          user.userName(),
          Right.READ.name(),
          parsed.entityName());
    }
    PlatformException.throwIfAny(requests.problems());
    return parsed;
  }

  /**
   * Each facet's counts, an enumeration value with its display name (a quality facet's values, as
   * other types', have none).
   */
  private static Map<String, List<SearchAnswer.FacetValue>> facets(
      DataModel model, List<AttributeDef> attributes, SearchResult result) {
    Map<String, List<SearchAnswer.FacetValue>> facets = new LinkedHashMap<>();
    result
        .facets()
        .forEach(
            (name, counts) -> {
              AttributeDef def = SearchableAttributes.at(model, attributes, name).orElse(null);
              facets.put(
                  name,
                  counts.stream()
                      .map(
                          c ->
                              new SearchAnswer.FacetValue(
                                  c.value(), enumDisplay(model, def, c.value()), c.count()))
                      .toList());
            });
    return facets;
  }

  /** The cursor after the page's last hit; null for an empty page. */
  private String cursor(SearchResult result) {
    if (result.hits().isEmpty()) {
      return null;
    }
    SearchResult.Hit last = result.hits().get(result.hits().size() - 1);
    return SearchCursor.encode(json, last.sortValues(), last.etalonId().value().toString());
  }

  /**
   * The codes of the reference set's records, valid at the search's date, whose display attribute
   * (the custom property {@value #DISPLAY_ATTRIBUTE}, else the first String attribute besides the
   * code) holds one of the values.
   */
  private List<JsonNode> lookupCodes(
      DataModel model, AttributeDef def, List<JsonNode> values, SearchRequests.Parsed parsed) {
    LookupEntityDef set = model.lookupEntity(def.lookupEntity()).orElse(null);
    if (set == null || set.codeAttribute() == null) {
      return List.of();
    }
    String display = set.customProperties().get(DISPLAY_ATTRIBUTE);
    if (display == null) {
      display =
          set.attributes().stream()
              .filter(a -> "String".equals(a.type()) && !a.array())
              .map(AttributeDef::name)
              .findFirst()
              .orElse(null);
    }
    List<JsonNode> strings = values.stream().filter(JsonNode::isString).toList();
    if (display == null || strings.isEmpty()) {
      return List.of();
    }
    SearchQuery codes =
        new SearchQuery(
            set.name(),
            null,
            null,
            new SearchFilter.Leaf(display, "String", SearchOperator.IN, strings, 1),
            parsed.timelineDate(),
            false,
            List.of(),
            0,
            SearchFilterReader.MAX_VALUES,
            null,
            List.of(),
            List.of(),
            List.of(),
            null,
            null,
            SearchQuery.EXACT_COUNT);
    String code = set.codeAttribute().name();
    return engine.search(codes).hits().stream()
        .map(h -> h.doc().get(code))
        .filter(c -> c != null && !c.isNull())
        .toList();
  }

  private ObjectNode attributes(
      DataModel model,
      List<AttributeDef> attributes,
      ObjectNode doc,
      List<String> returned,
      int depth) {
    ObjectNode out = json.createObjectNode();
    for (AttributeDef a : attributes) {
      JsonNode v = doc.get(a.name());
      if (v == null || (returned != null && !returned.contains(a.name()))) {
        continue;
      }
      out.set(a.name(), display(model, a, v, depth));
    }
    return out;
  }

  private JsonNode display(DataModel model, AttributeDef a, JsonNode v, int depth) {
    if (v.isArray()) {
      var items = json.createArrayNode();
      v.forEach(i -> items.add(display(model, a, i, depth)));
      return items;
    }
    if ("Complex".equals(a.type()) && v.isObject() && depth < 8) {
      return attributes(
          model, SearchableAttributes.nested(model, a), (ObjectNode) v, null, depth + 1);
    }
    return SearchValues.display(a.type(), v, zone);
  }

  private static String enumDisplay(DataModel model, AttributeDef def, JsonNode value) {
    if (def == null || !"Enum".equals(def.type()) || !value.isString()) {
      return null;
    }
    return model
        .enumeration(def.enumeration())
        .map(EnumerationDef::values)
        .orElse(List.of())
        .stream()
        .filter(e -> e.name().equals(value.asString()))
        .map(EnumValueDef::displayName)
        .findFirst()
        .orElse(null);
  }
}
