package org.platform.mdm.search.engine;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.platform.mdm.search.SearchDocument;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * Search documents as columns for {@code unnest} (one array per column, one statement per batch),
 * their facet rows likewise, with the numbers of their label keys.
 */
final class DocumentColumns {

  /** The insert of facet rows from the facet columns ({@link #facetColumns}), as {@code f}. */
  static final String FACET_ROWS =
      "insert into search_facets (etalon_id, valid_from, valid_to, active, entity_name, attribute,"
          + " value) select f.e, coalesce(f.f::timestamptz, '-infinity'),"
          + " coalesce(f.t::timestamptz, 'infinity'), f.a, f.n, f.k, f.v from unnest(?::uuid[],"
          + " ?::text[], ?::text[], ?::boolean[], ?::text[], ?::text[], ?::text[])"
          + " as f(e, f, t, a, n, k, v)";

  /** The columns of the documents' {@code unnest}, as {@code u(e, f, t, n, a, d, x, v, k, m)}. */
  static final String UNNEST =
      "unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::boolean[], ?::text[], ?::text[],"
          + " ?::text[], ?::int[], ?::text[]) as u(e, f, t, n, a, d, x, v, k, m)";

  final UUID[] ids;
  final String[] from;
  final String[] to;
  final String[] entity;
  final Boolean[] active;
  final String[] doc;
  final String[] text;
  final String[] values;
  final Integer[] labelKeyId;
  final String[] nameKey;
  private final List<UUID> fIds = new ArrayList<>();
  private final List<String> fFrom = new ArrayList<>();
  private final List<String> fTo = new ArrayList<>();
  private final List<Boolean> fActive = new ArrayList<>();
  private final List<String> fEntity = new ArrayList<>();
  private final List<String> fAttribute = new ArrayList<>();
  private final List<String> fValue = new ArrayList<>();

  /** The documents' columns, their label keys numbered first ({@link #labelKeyIds}). */
  static DocumentColumns of(List<SearchDocument> documents, JdbcClient jdbc, JsonMapper json) {
    return new DocumentColumns(documents, labelKeyIds(jdbc, documents), json);
  }

  private DocumentColumns(
      List<SearchDocument> documents, Map<List<String>, Integer> labelKeyIds, JsonMapper json) {
    int n = documents.size();
    ids = new UUID[n];
    from = new String[n];
    to = new String[n];
    entity = new String[n];
    active = new Boolean[n];
    doc = new String[n];
    text = new String[n];
    values = new String[n];
    labelKeyId = new Integer[n];
    nameKey = new String[n];
    for (int i = 0; i < n; i++) {
      SearchDocument d = documents.get(i);
      ids[i] = d.etalonId().value();
      from[i] = utc(d.from());
      to[i] = utc(d.to());
      entity[i] = d.entityName();
      active[i] = d.active();
      doc[i] = json.writeValueAsString(d.doc());
      text[i] = d.text();
      values[i] = d.values();
      labelKeyId[i] =
          d.labelKey() == null ? null : labelKeyIds.get(List.of(d.entityName(), d.labelKey()));
      nameKey[i] = d.nameKey();
      for (SearchDocument.FacetValue f : d.facets()) {
        fIds.add(ids[i]);
        fFrom.add(from[i]);
        fTo.add(to[i]);
        fActive.add(active[i]);
        fEntity.add(entity[i]);
        fAttribute.add(f.attribute());
        fValue.add(f.value());
      }
    }
  }

  /** The documents' columns, in the order of {@link #UNNEST}. */
  List<Object> documentColumns() {
    return List.of(ids, from, to, entity, active, doc, text, values, labelKeyId, nameKey);
  }

  /** The facet rows' columns, in the order of the facet insert's {@code unnest}. */
  List<Object> facetColumns() {
    return List.of(
        fIds.toArray(UUID[]::new),
        fFrom.toArray(String[]::new),
        fTo.toArray(String[]::new),
        fActive.toArray(Boolean[]::new),
        fEntity.toArray(String[]::new),
        fAttribute.toArray(String[]::new),
        fValue.toArray(String[]::new));
  }

  /**
   * The numbers of the documents' label keys, by entity and key, those new to their entity numbered
   * first. A key two transactions number at once makes the second wait for the first, as a record's
   * key does; they are taken in one order, so that two waits cannot cross.
   */
  private static Map<List<String>, Integer> labelKeyIds(
      JdbcClient jdbc, List<SearchDocument> documents) {
    Set<List<String>> keys =
        new TreeSet<>(
            Comparator.comparing((List<String> k) -> k.get(0)).thenComparing(k -> k.get(1)));
    for (SearchDocument d : documents) {
      if (d.labelKey() != null) {
        keys.add(List.of(d.entityName(), d.labelKey()));
      }
    }
    Map<List<String>, Integer> ids = new HashMap<>();
    if (keys.isEmpty()) {
      return ids;
    }
    String[] entities = keys.stream().map(k -> k.get(0)).toArray(String[]::new);
    String[] texts = keys.stream().map(k -> k.get(1)).toArray(String[]::new);
    jdbc.sql(
            "insert into search_label_keys (entity_name, label_key) select e, k from unnest(?::text[],"
                + " ?::text[]) with ordinality as u(e, k, o) order by o on conflict do nothing")
        .params(entities, texts)
        .update();
    jdbc.sql(
            "select s.id, s.entity_name, s.label_key from search_label_keys s join unnest(?::text[],"
                + " ?::text[]) as u(e, k) on s.entity_name = u.e and s.label_key = u.k")
        .params(entities, texts)
        .query(
            rs -> {
              ids.put(List.of(rs.getString(2), rs.getString(3)), rs.getInt(1));
            });
    return ids;
  }

  private static String utc(OffsetDateTime t) {
    return t == null ? null : t.withOffsetSameInstant(ZoneOffset.UTC).toString();
  }
}
