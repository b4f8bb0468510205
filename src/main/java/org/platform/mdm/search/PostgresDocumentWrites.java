package org.platform.mdm.search;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes and removes the search documents and facet rows of records, each call one statement in the
 * caller's transaction.
 *
 * <p>A record already indexed keeps the documents whose interval, state and values are unchanged:
 * only the others are deleted and inserted. Sources resend records unchanged, a write often changes
 * an attribute search does not keep, and a rebuild after a model change or after indexing was off
 * finds most documents as they were; none of these rewrites a row or an index entry (or leaves a
 * dead row for vacuum).
 */
final class PostgresDocumentWrites {

  private static final String TEXT_CONFIG = "'mdm_text'";

  private final JdbcClient jdbc;
  private final JsonMapper json;

  PostgresDocumentWrites(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /**
   * Stores the documents of records; {@code indexed} names those that may have documents already
   * (the others are new to the index: nothing to compare with or delete).
   */
  void write(Collection<EtalonId> indexed, List<SearchDocument> documents) {
    if (documents.isEmpty()) {
      remove(indexed);
      return;
    }
    Columns c = new Columns(documents);
    UUID[] replaced = uuids(indexed);
    String docs =
        "(select u.e, "
            + bound("u.f", "-infinity")
            + " as vf, "
            + bound("u.t", "infinity")
            + " as vt, u.n, u.a, u.d::jsonb as d, u.x, u.v"
            + " from unnest(?::uuid[], ?::text[], ?::text[], ?::text[], ?::boolean[],"
            + " ?::text[], ?::text[], ?::text[]) as u(e, f, t, n, a, d, x, v))";
    List<Object> docParams =
        List.of(c.ids, c.from, c.to, c.entity, c.active, c.doc, c.text, c.values);
    String facets =
        "facets as (insert into search_facets (etalon_id, valid_from, valid_to, active,"
            + " entity_name, attribute, value) select f.e, "
            + bound("f.f", "-infinity")
            + ", "
            + bound("f.t", "infinity")
            + ", f.a, f.n, f.k, f.v from unnest(?::uuid[], ?::text[], ?::text[], ?::boolean[],"
            + " ?::text[], ?::text[], ?::text[]) as f(e, f, t, a, n, k, v)";
    List<Object> facetParams = c.facetColumns();
    String insert =
        " insert into search_documents (etalon_id, valid_from, valid_to, entity_name, active,"
            + " doc, words, letters) select w.e, w.vf, w.vt, w.n, w.a, w.d, to_tsvector("
            + TEXT_CONFIG
            + ", w.x), lower(unaccent(w.v)) from ";
    List<Object> params = new ArrayList<>();
    String sql;
    if (replaced.length == 0) {
      // Records new to the index: nothing to compare with or delete.
      sql =
          "with "
              + facets
              + " returning 1)"
              + insert
              + docs
              + " w where (select count(*) from facets) >= 0";
      params.addAll(facetParams);
      params.addAll(docParams);
    } else {
      Object ids = replaced.length == 1 ? replaced[0] : replaced;
      // Stored documents unlike every new one go, with their facet rows; new documents like a
      // stored one are not inserted. One snapshot: both comparisons see the stored rows. The
      // deletes run before the inserts (a replaced interval keeps its key).
      String afterDeletes =
          " and (select count(*) from gone) >= 0 and (select count(*) from gone_facets) >= 0";
      sql =
          "with u as "
              + docs
              + ", gone as (delete from search_documents s where "
              + byEtalon(replaced)
              + " and not exists (select 1 from u where "
              + same("s", "u")
              + ") returning s.etalon_id, s.valid_from),"
              + " gone_facets as (delete from search_facets g where "
              + byEtalon(replaced)
              + " and (g.etalon_id, g.valid_from) in (select etalon_id, valid_from from gone)"
              + " returning 1),"
              + " fresh as (select * from u where not exists (select 1 from search_documents s"
              + " where "
              + same("s", "u")
              + ")), "
              + facets
              + " where (f.e, "
              + bound("f.f", "-infinity")
              + ") in (select e, vf from fresh)"
              + afterDeletes
              + " returning 1)"
              + insert
              + "fresh w where (select count(*) from facets) >= 0"
              + afterDeletes;
      params.addAll(docParams);
      params.add(ids);
      params.add(ids);
      params.addAll(facetParams);
    }
    jdbc.sql(sql).params(params).update();
  }

  /** Removes every document and facet row of these records. */
  void remove(Collection<EtalonId> etalonIds) {
    if (etalonIds.isEmpty()) {
      return;
    }
    UUID[] ids = uuids(etalonIds);
    Object param = ids.length == 1 ? ids[0] : ids;
    jdbc.sql(
            "with gone as (delete from search_facets where "
                + byEtalon(ids)
                + ") delete from search_documents where "
                + byEtalon(ids))
        .params(param, param)
        .update();
  }

  /** A stored document {@code s} equal to a new one {@code u}: the text columns follow. */
  private static String same(String s, String u) {
    return u
        + ".e = "
        + s
        + ".etalon_id and "
        + u
        + ".vf = "
        + s
        + ".valid_from and "
        + u
        + ".vt = "
        + s
        + ".valid_to and "
        + u
        + ".a = "
        + s
        + ".active and "
        + u
        + ".d = "
        + s
        + ".doc";
  }

  private static String bound(String column, String unbounded) {
    return "coalesce(" + column + "::timestamptz, '" + unbounded + "')";
  }

  /**
   * One record by equality (a generic plan still prunes the partitions to one), several by array.
   */
  private static String byEtalon(UUID[] ids) {
    return ids.length == 1 ? "etalon_id = ?" : "etalon_id = any(?)";
  }

  private static UUID[] uuids(Collection<EtalonId> ids) {
    return ids.stream().map(EtalonId::value).distinct().toArray(UUID[]::new);
  }

  /** The documents as columns for {@code unnest}, and their facet rows likewise. */
  private final class Columns {
    final UUID[] ids;
    final String[] from;
    final String[] to;
    final String[] entity;
    final Boolean[] active;
    final String[] doc;
    final String[] text;
    final String[] values;
    private final List<UUID> fIds = new ArrayList<>();
    private final List<String> fFrom = new ArrayList<>();
    private final List<String> fTo = new ArrayList<>();
    private final List<Boolean> fActive = new ArrayList<>();
    private final List<String> fEntity = new ArrayList<>();
    private final List<String> fAttribute = new ArrayList<>();
    private final List<String> fValue = new ArrayList<>();

    Columns(List<SearchDocument> documents) {
      int n = documents.size();
      ids = new UUID[n];
      from = new String[n];
      to = new String[n];
      entity = new String[n];
      active = new Boolean[n];
      doc = new String[n];
      text = new String[n];
      values = new String[n];
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

    private static String utc(OffsetDateTime t) {
      return t == null ? null : t.withOffsetSameInstant(ZoneOffset.UTC).toString();
    }
  }
}
