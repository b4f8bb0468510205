package org.platform.mdm.search.index;

import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordName;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.search.SearchDocument;
import org.platform.mdm.search.SearchValues;
import org.platform.mdm.search.SearchableAttributes;
import org.platform.mdm.search.Transliteration;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.NullNode;
import tools.jackson.databind.node.ObjectNode;

/** Turns golden records into search documents, walking the values by the model. */
@Component
public class SearchDocuments {

  private static final int MAX_DEPTH = 8;

  /** The types a facet counts. */
  public static final java.util.Set<String> FACET_TYPES =
      java.util.Set.of("Enum", "LookupLink", "Boolean", "String");

  /**
   * The types whose values are also kept as facet rows, so that a facet over a whole entity is
   * counted from an index: the categories (few values). String values are counted from the
   * documents: a row for each would cost every write more than the rare whole-entity count of a
   * name saves.
   */
  public static final java.util.Set<String> FACET_ROW_TYPES =
      java.util.Set.of("Enum", "LookupLink", "Boolean");

  private final JsonMapper json;
  private final ZoneId zone;

  SearchDocuments(JsonMapper json, Clock clock) {
    this.json = json;
    this.zone = clock.getZone();
  }

  /**
   * The documents of a record's periods.
   *
   * @param labelAttributes the attributes the entity's security labels name, sorted; empty when it
   *     has none
   */
  List<SearchDocument> of(DataModel model, GoldenRecord record, List<String> labelAttributes) {
    List<AttributeDef> attributes =
        SearchableAttributes.of(model, record.entityName()).orElse(List.of());
    RecordName name = RecordName.of(model, record.entityName());
    List<SearchDocument> out = new ArrayList<>(record.periods().size());
    for (GoldenPeriod p : record.periods()) {
      ObjectNode doc = json.createObjectNode();
      List<String> strings = new ArrayList<>();
      walk(model, attributes, p.values(), doc, strings, 0);
      java.util.Set<SearchDocument.FacetValue> facets = new java.util.LinkedHashSet<>();
      facets(model, attributes, doc, "", facets, 0);
      out.add(
          new SearchDocument(
              record.entityName(),
              record.etalonId(),
              p.from(),
              p.to(),
              p.active(),
              doc,
              text(strings),
              String.join("\n", strings),
              List.copyOf(facets),
              labelKey(doc, labelAttributes),
              nameKey(name, p.values())));
    }
    return out;
  }

  /**
   * The longest name key, in characters: the key is indexed, and an index entry holds at most about
   * 2,700 bytes (a name of a long text value would refuse the record's write). Names equal in their
   * first 256 characters are ordered by etalon id.
   */
  static final int NAME_KEY_LENGTH = 256;

  /**
   * The sort key of the record's name over a period's values: the name in lower case (ordered
   * letter by letter, see migration V8_23) cut to {@link #NAME_KEY_LENGTH} characters, or null when
   * the values give no name.
   */
  static String nameKey(RecordName name, Map<String, JsonNode> values) {
    return name.fromValues(values)
        .map(n -> n.toLowerCase(java.util.Locale.ROOT))
        .map(SearchDocuments::cut)
        .orElse(null);
  }

  /** The text's first {@link #NAME_KEY_LENGTH} characters (code points: a pair is not split). */
  private static String cut(String text) {
    if (text.codePointCount(0, text.length()) <= NAME_KEY_LENGTH) {
      return text;
    }
    return text.substring(0, text.offsetByCodePoints(0, NAME_KEY_LENGTH));
  }

  /**
   * The document's values of the labels' attributes as a JSON object by name (a missing one null);
   * null without labels, or when a value is an array or an object (such a document is judged by its
   * values, as before).
   */
  private String labelKey(ObjectNode doc, List<String> labelAttributes) {
    if (labelAttributes.isEmpty()) {
      return null;
    }
    ObjectNode key = json.createObjectNode();
    for (String name : labelAttributes) {
      JsonNode value = doc.get(name);
      if (value != null && value.isContainer()) {
        return null;
      }
      key.set(name, value == null ? NullNode.instance : value);
    }
    return json.writeValueAsString(key);
  }

  /** The distinct values of the facet row types, nested attributes by dotted paths. */
  private void facets(
      DataModel model,
      List<AttributeDef> attributes,
      JsonNode doc,
      String prefix,
      java.util.Set<SearchDocument.FacetValue> out,
      int depth) {
    for (AttributeDef a : attributes) {
      JsonNode value = doc.get(a.name());
      if (value == null) {
        continue;
      }
      List<JsonNode> items = new ArrayList<>();
      if (value.isArray()) {
        value.forEach(items::add);
      } else {
        items.add(value);
      }
      for (JsonNode item : items) {
        if ("Complex".equals(a.type()) && depth < MAX_DEPTH) {
          facets(
              model,
              SearchableAttributes.nested(model, a),
              item,
              prefix + a.name() + ".",
              out,
              depth + 1);
        } else if (FACET_ROW_TYPES.contains(a.type())) {
          out.add(new SearchDocument.FacetValue(prefix + a.name(), json.writeValueAsString(item)));
        }
      }
    }
  }

  /**
   * The indexed text of string values: each value on a line, then the Latin forms, together at most
   * {@link IndexedText#MAX_BYTES} (each long value by its beginning).
   */
  public static String text(List<String> strings) {
    List<String> lines = new ArrayList<>(strings);
    for (String s : strings) {
      String l = Transliteration.latin(s);
      if (l != null) {
        lines.add(l);
      }
    }
    StringBuilder text = new StringBuilder();
    IndexedText.fitting(lines, IndexedText.MAX_BYTES).forEach(l -> text.append(l).append('\n'));
    return text.toString();
  }

  private void walk(
      DataModel model,
      List<AttributeDef> attributes,
      Map<String, JsonNode> values,
      ObjectNode doc,
      List<String> strings,
      int depth) {
    for (AttributeDef a : attributes) {
      JsonNode value = values.get(a.name());
      if (value == null || value.isNull() || !SearchValues.searchable(a.type())) {
        continue;
      }
      if (value.isArray()) {
        ArrayNode items = json.createArrayNode();
        for (JsonNode item : value) {
          JsonNode v = single(model, a, item, strings, depth);
          if (v != null) {
            items.add(v);
          }
        }
        if (!items.isEmpty()) {
          doc.set(a.name(), items); // an empty list holds no value: NOT_EXISTS finds it
        }
      } else {
        JsonNode v = single(model, a, value, strings, depth);
        if (v != null) {
          doc.set(a.name(), v);
        }
      }
    }
  }

  private JsonNode single(
      DataModel model, AttributeDef a, JsonNode value, List<String> strings, int depth) {
    if ("Complex".equals(a.type())) {
      if (!value.isObject() || depth >= MAX_DEPTH) {
        return null;
      }
      ObjectNode nested = json.createObjectNode();
      Map<String, JsonNode> fields = new java.util.HashMap<>();
      value.properties().forEach(e -> fields.put(e.getKey(), e.getValue()));
      walk(model, SearchableAttributes.nested(model, a), fields, nested, strings, depth + 1);
      return nested;
    }
    JsonNode v = SearchValues.indexed(a.type(), value, zone);
    if (v != null && "String".equals(a.type())) {
      strings.add(v.asString());
    }
    return v;
  }
}
