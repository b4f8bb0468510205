package org.platform.mdm.search;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
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
 * dead row for vacuum).
 */
final class PostgresDocumentWrites {

  private static final String TEXT_CONFIG = "'mdm_text'";

  /**
   * The insert of facet rows from the facet columns ({@link Columns#facetColumns}), as {@code f}.
   */
  private static final String FACET_ROWS =
      "insert into search_facets (etalon_id, valid_from, valid_to, active, entity_name, attribute,"
          + " value) select f.e, coalesce(f.f::timestamptz, '-infinity'),"
          + " coalesce(f.t::timestamptz, 'infinity'), f.a, f.n, f.k, f.v from unnest(?::uuid[],"
          + " ?::text[], ?::text[], ?::boolean[], ?::text[], ?::text[], ?::text[])"
          + " as f(e, f, t, a, n, k, v)";

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
    Map<Key, Stored> stored = stored(replaced);
    Set<EtalonId> reshaped = reshaped(indexed, stored, documents);
    List<SearchDocument> fresh = unlike(stored, documents);
    if (fresh.isEmpty()) {
      removeKeys(stored.keySet());
    } else {
      insert(fresh, stored.keySet());
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
    Columns c = new Columns(documents, labelKeyIds(documents));
    List<Object> params = new ArrayList<>();
    params.addAll(
        List.of(
            c.ids,
            c.from,
            c.to,
            c.entity,
            c.active,
            c.doc,
            c.text,
            c.values,
            c.labelKeyId,
            c.nameKey));
    params.addAll(List.of(record.value(), record.value(), record.value()));
    params.addAll(c.facetColumns());
    String afterDeletes =
        " (select count(*) from gone_facets) >= 0 and (select count(*) from gone) >= 0";
    return jdbc.sql(
            "with u as (select u.e, "
                + bound("u.f", "-infinity")
                + " as vf, "
                + bound("u.t", "infinity")
                + " as vt, u.n, u.a, u.d::jsonb as d, u.x, u.v, u.k, u.m from unnest(?::uuid[],"
                + " ?::text[], ?::text[], ?::text[], ?::boolean[], ?::text[], ?::text[], ?::text[],"
                + " ?::int[], ?::text[]) as u(e, f, t, n, a, d, x, v, k, m)),"
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
                + FACET_ROWS
                + " where "
                + bound("f.f", "-infinity")
                + " in (select vf from fresh) and"
                + afterDeletes
                + " returning 1),"
                + " words as ("
                + newWords("fresh u")
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
   * Of the records that had documents, those whose documents now span other intervals or states
   * than the stored ones (what the rows of where a record is classified are cut to).
   */
  private static Set<EtalonId> reshaped(
      Collection<EtalonId> indexed, Map<Key, Stored> stored, List<SearchDocument> documents) {
    Map<UUID, Set<List<Object>>> before = new HashMap<>();
    stored.forEach(
        (k, s) ->
            before
                .computeIfAbsent(k.etalonId(), e -> new java.util.HashSet<>())
                .add(java.util.Arrays.asList(k.from(), s.to(), s.active())));
    Map<UUID, Set<List<Object>>> after = new HashMap<>();
    for (SearchDocument d : documents) {
      after
          .computeIfAbsent(d.etalonId().value(), e -> new java.util.HashSet<>())
          .add(java.util.Arrays.asList(instant(d.from()), instant(d.to()), d.active()));
    }
    Set<EtalonId> reshaped = new java.util.LinkedHashSet<>();
    for (EtalonId id : indexed) {
      if (!Objects.equals(before.get(id.value()), after.get(id.value()))) {
        reshaped.add(id);
      }
    }
    return reshaped;
  }

  /** The documents of these records as stored, by key. */
  private Map<Key, Stored> stored(UUID[] ids) {
    Map<Key, Stored> stored = new HashMap<>();
    jdbc.sql(
            "select etalon_id, case when isfinite(valid_from) then valid_from end as vf,"
                + " case when isfinite(valid_to) then valid_to end as vt, active, doc::text as doc,"
                + " (select k.label_key from search_label_keys k where k.id = label_key_id)"
                + " as label_key, name_key from search_documents where "
                + byEtalon(ids))
        .param(ids.length == 1 ? ids[0] : ids)
        .query(
            rs -> {
              stored.put(
                  new Key(
                      rs.getObject("etalon_id", UUID.class),
                      instant(rs.getObject("vf", OffsetDateTime.class))),
                  new Stored(
                      instant(rs.getObject("vt", OffsetDateTime.class)),
                      rs.getBoolean("active"),
                      rs.getString("doc"),
                      rs.getString("label_key"),
                      rs.getString("name_key")));
            });
    return stored;
  }

  /**
   * The documents unlike the stored one of their key (or without one); the keys of the others are
   * taken out of {@code stored}, which keeps the keys to delete. A document is like the stored one
   * when interval, state and label key are equal and its values equal the stored values read back
   * ({@link #sameValues}).
   */
  private List<SearchDocument> unlike(Map<Key, Stored> stored, List<SearchDocument> documents) {
    List<SearchDocument> fresh = new ArrayList<>(documents.size());
    for (SearchDocument d : documents) {
      Key key = key(d);
      Stored s = stored.get(key);
      if (s != null
          && s.active() == d.active()
          && Objects.equals(s.to(), instant(d.to()))
          && Objects.equals(s.labelKey(), d.labelKey())
          && Objects.equals(s.nameKey(), d.nameKey())
          && sameValues(s.doc(), d.doc())) {
        stored.remove(key);
      } else {
        fresh.add(d);
      }
    }
    return fresh;
  }

  /**
   * Whether a stored document's values ({@code jsonb} text) are those of the new document: the same
   * names, strings, booleans and nulls, and numbers written alike (PostgreSQL keeps a number's
   * digits as written, {@code 1.50} stays {@code 1.50}). Numbers that {@code jsonb} writes
   * otherwise ({@code 1.0E20} becomes {@code 100000000000000000000}) compare unlike: the document
   * is written again, which is never wrong. Compared here rather than by PostgreSQL, which took a
   * round trip per write.
   */
  static boolean sameValues(String storedText, tools.jackson.databind.JsonNode doc) {
    tools.jackson.databind.JsonNode stored = EXACT.readTree(storedText);
    return stored.equals(SAME_NUMBERS, doc);
  }

  /** Reads numbers as written: decimals as {@code BigDecimal} with their trailing zeros. */
  private static final JsonMapper EXACT =
      JsonMapper.builder()
          .enable(tools.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .build();

  /** Nodes compare by equality, numbers by their JSON text. */
  private static final java.util.Comparator<tools.jackson.databind.JsonNode> SAME_NUMBERS =
      (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
          return a.toString().equals(b.toString()) ? 0 : 1;
        }
        return a.equals(b) ? 0 : 1;
      };

  /**
   * Deletes the documents and facet rows of these keys. The keys alone select the rows: each is an
   * index probe of the one partition its record is in. (The statement also said {@code etalon_id =
   * any(<the batch's records>)}, which PostgreSQL added to every probe's index condition and so
   * sorted the batch's two thousand ids once per deleted row: 87 ms for a batch's 460 changed
   * records in issue 18's import, a fifth of the import's time in PostgreSQL.)
   */
  private void removeKeys(Set<Key> gone) {
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

    GoneKeys(Set<Key> gone) {
      ids = new UUID[gone.size()];
      from = new String[gone.size()];
      int i = 0;
      for (Key k : gone) {
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
  private void insert(List<SearchDocument> documents, Set<Key> gone) {
    Columns c = new Columns(documents, labelKeyIds(documents));
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
    params.addAll(
        List.of(
            c.ids,
            c.from,
            c.to,
            c.entity,
            c.active,
            c.doc,
            c.text,
            c.values,
            c.labelKeyId,
            c.nameKey));
    jdbc.sql(
            "with "
                + deletes
                + "facets as ("
                + FACET_ROWS
                + " where true"
                + afterDeletes
                + " returning 1),"
                + " words as ("
                + NEW_WORDS
                + " returning 1)"
                + " insert into search_documents (etalon_id, valid_from, valid_to, entity_name,"
                + " active, doc, words, letters, label_key_id, name_key) select u.e, "
                + bound("u.f", "-infinity")
                + ", "
                + bound("u.t", "infinity")
                + ", u.n, u.a, u.d::jsonb, to_tsvector("
                + TEXT_CONFIG
                + ", u.x), lower(unaccent(u.v)), u.k, u.m from unnest(?::uuid[], ?::text[],"
                + " ?::text[], ?::text[], ?::boolean[], ?::text[], ?::text[], ?::text[], ?::int[],"
                + " ?::text[]) as u(e, f, t, n, a, d, x, v, k, m) where (select count(*) from facets) >= 0"
                + afterDeletes)
        .params(params)
        .update();
  }

  /** Writes the words of the documents' text, {@link #NEW_WORDS}. */
  void words(List<SearchDocument> documents) {
    if (!documents.isEmpty()) {
      jdbc.sql(NEW_WORDS)
          .params(
              documents.stream().map(SearchDocument::entityName).toArray(String[]::new),
              documents.stream().map(SearchDocument::text).toArray(String[]::new))
          .update();
    }
  }

  /**
   * Queues the words of the texts (entity names and texts as two arrays) that their entities do not
   * hold or have queued yet, for the text search's typos ({@link TypoWords}); {@link
   * TypoDictionary} writes their forms after the write. A word with a digit (a number, a code)
   * forgives no typo, nor is it a typo of another word, and a one-letter word is two edits from any
   * word the typos reach: neither is queued. No unique key: a writer never waits for another's
   * uncommitted word (migrations V8_22, V8_24).
   */
  private static final String NEW_WORDS = newWords("unnest(?::text[], ?::text[]) as u(n, x)");

  /** {@link #NEW_WORDS} of the texts of a relation {@code u(n, x)}. */
  private static String newWords(String texts) {
    return "insert into search_new_words (entity_name, word)"
        + " select d.n, d.w from (select distinct u.n, t.w from "
        + texts
        + " cross join lateral search_text_words(u.x) as t(w)"
        + " where char_length(t.w) > 1 and t.w !~ '[0-9]') d"
        + " where not exists (select 1 from search_word_forms k where k.entity_name = d.n"
        + " and k.form = d.w and k.word = d.w)"
        + " and not exists (select 1 from search_new_words q where q.entity_name = d.n"
        + " and q.word = d.w)";
  }

  /**
   * The numbers of the documents' label keys, by entity and key, those new to their entity numbered
   * first. A key two transactions number at once makes the second wait for the first, as a record's
   * key does; they are taken in one order, so that two waits cannot cross.
   */
  private Map<List<String>, Integer> labelKeyIds(List<SearchDocument> documents) {
    Set<List<String>> keys =
        new java.util.TreeSet<>(
            java.util.Comparator.comparing((List<String> k) -> k.get(0))
                .thenComparing(k -> k.get(1)));
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

  private static Key key(SearchDocument d) {
    return new Key(d.etalonId().value(), instant(d.from()));
  }

  private static Instant instant(OffsetDateTime t) {
    return t == null ? null : t.toInstant();
  }

  /** A document's key: its record and first instant (null when unbounded). */
  private record Key(UUID etalonId, Instant from) {}

  /**
   * What a stored document is compared by: its last instant, its state, its values as text, its
   * labels' key, its name's sort key.
   */
  private record Stored(Instant to, boolean active, String doc, String labelKey, String nameKey) {}

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
    final Integer[] labelKeyId;
    final String[] nameKey;
    private final List<UUID> fIds = new ArrayList<>();
    private final List<String> fFrom = new ArrayList<>();
    private final List<String> fTo = new ArrayList<>();
    private final List<Boolean> fActive = new ArrayList<>();
    private final List<String> fEntity = new ArrayList<>();
    private final List<String> fAttribute = new ArrayList<>();
    private final List<String> fValue = new ArrayList<>();

    Columns(List<SearchDocument> documents, Map<List<String>, Integer> labelKeyIds) {
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
