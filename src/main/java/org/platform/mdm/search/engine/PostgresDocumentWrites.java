package org.platform.mdm.search.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.search.SearchDocument;
import org.springframework.jdbc.core.JdbcTemplate;
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
 * dead row for vacuum). The comparison is {@link StoredDocuments}'s, the documents' columns {@link
 * DocumentColumns}'s, the queue of new words for the dictionary {@link SearchNewWords}'s.
 */
final class PostgresDocumentWrites {

  private static final String TEXT_CONFIG = "'mdm_text'";

  private final JdbcClient jdbc;
  private final JdbcTemplate template;
  private final JsonMapper json;

  PostgresDocumentWrites(JdbcClient jdbc, JdbcTemplate template, JsonMapper json) {
    this.jdbc = jdbc;
    this.template = template;
    this.json = json;
  }

  /**
   * Stores the documents of records; {@code indexed} names those that may have documents already
   * (the others are new to the index: nothing to compare with or delete). Answers those of {@code
   * indexed} whose documents span other intervals or states now.
   *
   * <p>The comparison with the stored documents is made here from plain look-ups by key, not by
   * joins in one statement: PostgreSQL planned such joins of a batch's arrays as nested loops
   * (millions of comparisons per batch of an import, a second each), and a plan cannot be held to a
   * hash join.
   */
  Set<EtalonId> write(Collection<EtalonId> indexed, List<SearchDocument> documents) {
    UUID[] replaced = uuids(indexed);
    if (replaced.length == 0) {
      if (!documents.isEmpty()) {
        insert(documents, Set.of());
      }
      return Set.of();
    }
    if (replaced.length == 1 && !documents.isEmpty()) {
      EtalonId record = new EtalonId(replaced[0]);
      return replaceOne(record, documents) ? Set.of(record) : Set.of();
    }
    StoredDocuments stored = StoredDocuments.of(jdbc, replaced);
    Set<EtalonId> reshaped = stored.reshaped(indexed, documents);
    List<SearchDocument> fresh = stored.unlike(documents);
    if (fresh.isEmpty()) {
      removeKeys(stored.keys());
    } else {
      insert(fresh, stored.keys());
    }
    return reshaped;
  }

  /**
   * Replaces the documents of one record (a single write) in one statement: PostgreSQL compares the
   * stored documents with the new ones (interval, state, label key and values as {@code jsonb}
   * text), deletes those unlike every new one, and inserts the new ones unlike every stored one,
   * the deletes first. A batch's records are compared by look-ups instead ({@link #write}): joined
   * in one statement, PostgreSQL planned a batch's arrays as nested loops. Answers whether the
   * documents now span other intervals or states than before.
   */
  private boolean replaceOne(EtalonId record, List<SearchDocument> documents) {
    DocumentColumns c = DocumentColumns.of(documents, jdbc, json);
    List<Object> params = new ArrayList<>(c.documentColumns());
    params.addAll(List.of(record.value(), record.value(), record.value()));
    params.addAll(c.facetColumns());
    String afterDeletes =
        " (select count(*) from gone_facets) >= 0 and (select count(*) from gone) >= 0";
    return jdbc.sql(
            "with u as (select u.e, "
                + bound("u.f", "-infinity")
                + " as vf, "
                + bound("u.t", "infinity")
                + " as vt, u.n, u.a, u.d::jsonb as d, u.x, u.v, u.k, u.m from "
                + DocumentColumns.UNNEST
                + "),"
                + " s as (select valid_from, valid_to, active, doc, label_key_id, name_key"
                + " from search_documents where etalon_id = ?),"
                + " same as (select s.valid_from from s join u on u.vf = s.valid_from"
                + " and u.vt = s.valid_to and u.a = s.active and u.d::text = s.doc::text"
                + " and u.k is not distinct from s.label_key_id"
                + " and u.m is not distinct from s.name_key),"
                + " gone_facets as (delete from search_facets g where g.etalon_id = ?"
                + " and g.valid_from in (select valid_from from s except select valid_from from"
                + " same) returning 1),"
                + " gone as (delete from search_documents d where d.etalon_id = ?"
                + " and d.valid_from in (select valid_from from s except select valid_from from"
                + " same) returning 1),"
                + " fresh as (select * from u where u.vf not in (select valid_from from same)),"
                + " facets as ("
                + DocumentColumns.FACET_ROWS
                + " where "
                + bound("f.f", "-infinity")
                + " in (select vf from fresh) and"
                + afterDeletes
                + " returning 1),"
                + " words as ("
                + SearchNewWords.of("fresh u")
                + " returning 1),"
                + " ins as (insert into search_documents (etalon_id, valid_from, valid_to,"
                + " entity_name, active, doc, words, letters, label_key_id, name_key) select e, vf,"
                + " vt, n, a, d, to_tsvector("
                + TEXT_CONFIG
                + ", x), lower(unaccent(v)), k, m from fresh where (select count(*) from facets) >= 0"
                + " and"
                + afterDeletes
                + " returning 1)"
                + " select exists (select valid_from, valid_to, active from s"
                + " except select vf, vt, a from u)"
                + " or exists (select vf, vt, a from u except select valid_from, valid_to, active"
                + " from s)"
                + " or (select count(*) from ins) < 0")
        .params(params)
        .query(Boolean.class)
        .single();
  }

  /**
   * Deletes the documents and facet rows of these keys. The keys alone select the rows: each is an
   * index probe of the one partition its record is in. (The statement also said {@code etalon_id =
   * any(<the batch's records>)}, which PostgreSQL added to every probe's index condition and so
   * sorted the batch's two thousand ids once per deleted row: 87 ms for a batch's 460 changed
   * records in issue 18's import, a fifth of the import's time in PostgreSQL.)
   */
  private void removeKeys(Set<StoredDocuments.Key> gone) {
    if (gone.isEmpty()) {
      return;
    }
    GoneKeys keys = new GoneKeys(gone);
    // A generic plan suits it: an index probe of the key's one partition per key.
    template.update(
        "with gone as (delete from search_facets s using "
            + GoneKeys.UNNEST
            + " where s.etalon_id = g.e and s.valid_from = g.f)"
            + " delete from search_documents s using "
            + GoneKeys.UNNEST
            + " where s.etalon_id = g.e and s.valid_from = g.f",
        keys.ids,
        keys.from,
        keys.ids,
        keys.from);
  }

  /** Document keys as columns for {@code unnest}: records and first instants. */
  private static final class GoneKeys {
    static final String UNNEST = "unnest(?::uuid[], ?::timestamptz[]) as g(e, f)";
    final UUID[] ids;
    final String[] from;

    GoneKeys(Set<StoredDocuments.Key> gone) {
      ids = new UUID[gone.size()];
      from = new String[gone.size()];
      int i = 0;
      for (StoredDocuments.Key k : gone) {
        ids[i] = k.etalonId();
        from[i++] = k.from() == null ? "-infinity" : k.from().toString();
      }
    }
  }

  /**
   * Inserts documents and their facet rows after deleting the stored documents and facet rows of
   * the keys {@code gone}, in one statement: the deletes run first (the inserts wait for their
   * counts), so a replaced interval keeps its key.
   */
  private void insert(List<SearchDocument> documents, Set<StoredDocuments.Key> gone) {
    DocumentColumns c = DocumentColumns.of(documents, jdbc, json);
    List<Object> params = new ArrayList<>();
    String deletes = "";
    String afterDeletes = "";
    if (!gone.isEmpty()) {
      GoneKeys keys = new GoneKeys(gone);
      deletes =
          "gone_facets as (delete from search_facets s using "
              + GoneKeys.UNNEST
              + " where s.etalon_id = g.e and s.valid_from = g.f returning 1),"
              + " gone as (delete from search_documents s using "
              + GoneKeys.UNNEST
              + " where s.etalon_id = g.e and s.valid_from = g.f returning 1), ";
      afterDeletes =
          " and (select count(*) from gone_facets) >= 0 and (select count(*) from gone) >= 0";
      params.addAll(List.of(keys.ids, keys.from, keys.ids, keys.from));
    }
    params.addAll(c.facetColumns());
    params.addAll(List.of(c.entity, c.text));
    params.addAll(c.documentColumns());
    jdbc.sql(
            "with "
                + deletes
                + "facets as ("
                + DocumentColumns.FACET_ROWS
                + " where true"
                + afterDeletes
                + " returning 1),"
                + " words as ("
                + SearchNewWords.INSERT
                + " returning 1)"
                + " insert into search_documents (etalon_id, valid_from, valid_to, entity_name,"
                + " active, doc, words, letters, label_key_id, name_key) select u.e, "
                + bound("u.f", "-infinity")
                + ", "
                + bound("u.t", "infinity")
                + ", u.n, u.a, u.d::jsonb, to_tsvector("
                + TEXT_CONFIG
                + ", u.x), lower(unaccent(u.v)), u.k, u.m from "
                + DocumentColumns.UNNEST
                + " where (select count(*) from facets) >= 0"
                + afterDeletes)
        .params(params)
        .update();
  }

  /** Writes the words of the documents' text ({@link SearchNewWords}). */
  void words(List<SearchDocument> documents) {
    SearchNewWords.write(jdbc, documents);
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

  private static String bound(String column, String unbounded) {
    return "coalesce(" + column + "::timestamptz, '" + unbounded + "')";
  }

  /**
   * One record by equality (a generic plan still prunes the partitions to one), several by array.
   */
  static String byEtalon(UUID[] ids) {
    return ids.length == 1 ? "etalon_id = ?" : "etalon_id = any(?)";
  }

  private static UUID[] uuids(Collection<EtalonId> ids) {
    return ids.stream().map(EtalonId::value).distinct().toArray(UUID[]::new);
  }
}
