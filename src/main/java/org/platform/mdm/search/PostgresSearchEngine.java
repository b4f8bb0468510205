package org.platform.mdm.search;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.system.TransactionLocal;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.FloatNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The search engine on the platform's PostgreSQL: documents in {@code search_documents}, written in
 * the caller's transaction; queries with GIN indexes on the values ({@code jsonb_path_ops}), the
 * stemmed words and the trigrams of the text.
 */
@Component
class PostgresSearchEngine implements SearchEngine {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(PostgresSearchEngine.class);

  static final int FACET_SIZE = 20;

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final SqlFilters filters;
  private final PostgresDocumentWrites writes;
  private final PostgresTextSearch text;
  private final TypoWords typos;
  private final ClassifiedRows classified;
  private final LabelledCount labelledCount;

  PostgresSearchEngine(
      JdbcClient jdbc,
      JdbcTemplate template,
      JsonMapper json,
      ObjectProvider<ClassifiedRecords> classifiedRecords) {
    this.jdbc = jdbc;
    this.json = json;
    this.filters = new SqlFilters(json);
    this.writes = new PostgresDocumentWrites(jdbc, template, json);
    this.text = new PostgresTextSearch(jdbc);
    this.typos = new TypoWords(jdbc);
    this.classified = new ClassifiedRows(jdbc, classifiedRecords);
    this.labelledCount = new LabelledCount(jdbc, json);
  }

  @Override
  public void index(Collection<EtalonId> etalonIds, List<SearchDocument> documents) {
    java.util.Set<EtalonId> reshaped = writes.write(etalonIds, documents);
    // A record whose documents span what they spanned keeps its rows of where it is classified,
    // but in a rebuild.
    if (TransactionLocal.marked(REBUILD)) {
      // Documents like the stored ones are not written again: their words are, once after an
      // upgrade (migration V8_21) and whenever asked.
      writes.words(documents);
      classified.write(etalonIds, documents);
      return;
    }
    java.util.Set<EtalonId> kept = new java.util.HashSet<>(etalonIds);
    kept.removeAll(reshaped);
    classified.write(
        reshaped,
        kept.isEmpty()
            ? documents
            : documents.stream().filter(d -> !kept.contains(d.etalonId())).toList());
  }

  /** The key of the mark of a transaction that rebuilds. */
  private static final Object REBUILD = new Object();

  @Override
  public void rebuilding() {
    TransactionLocal.mark(REBUILD);
  }

  @Override
  public void reclassified(Collection<EtalonId> etalonIds) {
    classified.refresh(etalonIds);
  }

  @Override
  public List<EtalonId> classifiedUnder(UUID nodeId) {
    return classified.under(nodeId);
  }

  @Override
  public void remove(Collection<EtalonId> etalonIds) {
    writes.remove(etalonIds);
    classified.remove(etalonIds);
  }

  @Override
  public long count(String entityName) {
    return jdbc.sql("select count(distinct etalon_id) from search_documents where entity_name = ?")
        .param(entityName)
        .query(Long.class)
        .single();
  }

  @Override
  public SearchResult search(SearchQuery q) {
    fuzzyThreshold(q);
    TextTiers tiers = TextTiers.of(q, typos);
    String tsquery = tiers.any();
    String where = where(q, tsquery);
    boolean narrowed = q.text() != null || q.filter() != null;
    boolean windowed = windowed(q);
    long[] total = {-1};
    List<SearchResult.Hit> hits =
        q.limit() == 0 ? List.of() : page(q, where, tiers, narrowed, windowed, total);
    long totalCount;
    boolean counted = true;
    if (total[0] >= 0) {
      totalCount = total[0];
      if (windowed && totalCount > q.countLimit()) {
        counted = false; // the window holds one match more than the bound: there are more
        totalCount = q.countLimit();
      }
    } else if (q.searchAfter() == null
        && hits.size() < q.limit()
        && (q.offset() == 0 || !hits.isEmpty())) {
      totalCount = q.offset() + hits.size(); // the page holds the last match: nothing to count
    } else {
      totalCount = count(q, where);
      if (totalCount > q.countLimit()) {
        counted = false; // at least the bound, and at least the matches up to this page's last
        totalCount =
            Math.max(q.countLimit(), q.searchAfter() == null ? q.offset() + hits.size() : 0);
      }
    }
    if (tsquery != null && !hits.isEmpty()) {
      hits = text.withTextMatches(hits, q, tsquery);
    }
    return new SearchResult(totalCount, counted, hits, facets(q, where));
  }

  /**
   * Whether a page by relevance is taken from a window of the first matches, the best tier first
   * ({@link #windowSql}): a text search ordered by relevance, counted up to a bound, its page
   * within the bound and not after a cursor. Ranking and counting every match read a tenth of a
   * million-record register for a common name; the search engines rank within a window too.
   */
  private static boolean windowed(SearchQuery q) {
    return q.text() != null
        && !q.sort().isEmpty()
        && q.sort().get(0).byScore()
        && q.sort().get(0).descending()
        && q.countLimit() != SearchQuery.EXACT_COUNT
        && q.searchAfter() == null
        && (long) q.offset() + q.limit() <= q.countLimit();
  }

  /**
   * One statement numbers the matches in the query's order and writes them: paging through them
   * with a cursor counted or sorted every match again for each page, which made a selection's time
   * grow with the square of its size.
   */
  @Override
  public long select(SearchQuery q, long executionId) {
    fuzzyThreshold(q);
    TextTiers tiers = TextTiers.of(q, typos);
    String sql =
        "insert into record_selections (execution_id, n, etalon_id) select "
            + executionId
            + ", row_number() over ("
            + orderBy(q, "").strip()
            + "), etalon_id from ("
            + matchesSql(q, where(q, tiers.any()), tiers.score(), false)
            + ") m";
    log.debug("search: {}", sql);
    return jdbc.sql(sql).update();
  }

  /** A FUZZY filter's similarity thresholds, for the transaction's statements. */
  private void fuzzyThreshold(SearchQuery q) {
    // Operands are literals in the statements, which take no parameters: their plans see them.
    double threshold = q.filter() == null ? 1 : SqlFilters.fuzzyThreshold(q.filter());
    if (threshold < 1) {
      jdbc.sql("select set_config('pg_trgm.strict_word_similarity_threshold', ?, true)")
          .param(Double.toString(SqlFilters.jaccard(threshold)))
          .query()
          .listOfRows();
    }
    double share = q.filter() == null ? 1 : SqlFilters.typoShare(q.filter());
    if (share < 1) {
      jdbc.sql("select set_config('pg_trgm.word_similarity_threshold', ?, true)")
          .param(Double.toString(share))
          .query()
          .listOfRows();
    }
  }

  /** Each facet's counts: from the facet table for a whole entity, else from the matches. */
  private Map<String, List<SearchResult.FacetCount>> facets(SearchQuery q, String where) {
    Map<String, List<SearchResult.FacetCount>> facets = new LinkedHashMap<>();
    for (SearchQuery.Facet f : q.facets()) {
      facets.put(
          f.attribute(),
          q.text() == null
                  && q.filter() == null
                  && q.classifiedUnder().isEmpty()
                  && !q.labelled()
                  && SearchDocuments.FACET_ROW_TYPES.contains(f.type())
              ? wholeEntityFacet(q, f)
              : facet(f, where));
    }
    return facets;
  }

  /**
   * The page of hits: the matches in the query's order, each with what a hit shows. A search with
   * conditions counts its matches in the same statement ({@code total[0]}); they are expected to be
   * few, and every one is met anyway (the window also keeps the planner from walking the primary
   * key in etalon id order hoping for early matches: a FUZZY search then read every document).
   * Without conditions the order and the limit come from an index, and the count from another.
   */
  private List<SearchResult.Hit> page(
      SearchQuery q,
      String where,
      TextTiers tiers,
      boolean narrowed,
      boolean windowed,
      long[] total) {
    List<SearchFilter.Leaf> positive = new ArrayList<>();
    if (q.filter() != null) {
      positiveLeaves(q.filter(), positive);
    }
    String matches =
        drivenByNode(q)
            ? nodeMatchesSql(q)
            : windowed ? windowSql(q, tiers) : matchesSql(q, where, tiers.score(), narrowed);
    String sql = pageSql(q, matches, narrowed, positive);
    log.debug("search: {}", sql);
    return jdbc.sql(sql)
        .query(
            (rs, n) -> {
              if (narrowed) {
                total[0] = rs.getLong("total");
              }
              return hit(rs, q, positive);
            })
        .list();
  }

  /** The matches with their score, sort keys and (when {@code narrowed}) their count. */
  private String matchesSql(SearchQuery q, String where, String score, boolean narrowed) {
    StringBuilder inner = new StringBuilder(columns(q, score));
    if (narrowed) {
      inner.append(", count(*) over () as total");
    }
    return inner.append(" from search_documents where ").append(where).toString();
  }

  /**
   * The window of a text search by relevance ({@link #windowed}): its tiers' matches one after the
   * other (exact words, then one edit away, then two), cut at one past the count's bound, with
   * their count. A tier is only read while the earlier ones leave room, and only the window's
   * matches are ranked.
   */
  private String windowSql(SearchQuery q, TextTiers tiers) {
    String where = where(q, null);
    List<String> each = new ArrayList<>();
    for (TextTiers.Tier tier : tiers.each()) {
      each.add(
          columns(q, tier.score())
              + " from search_documents where "
              + where
              + " and "
              + tier.condition());
    }
    return "select w.*, count(*) over () as total from ("
        + String.join(" union all ", each)
        + " limit "
        + upTo(q)
        + ") w";
  }

  /** The columns of a match: its keys, score and sort keys. */
  private String columns(SearchQuery q, String score) {
    StringBuilder columns =
        new StringBuilder("select etalon_id, valid_from, ").append(score).append(" as score");
    for (int i = 0; i < q.sort().size(); i++) {
      SearchQuery.Sort s = q.sort().get(i);
      if (s.byName()) {
        columns.append(", name_key as s").append(i);
      } else if (!s.byScore()) {
        columns
            .append(", jsonb_path_query_first(doc, ")
            .append(filters.jsonpath(SqlFilters.items(filters.path(s.attribute()))))
            .append(") as s")
            .append(i);
      }
    }
    return columns.toString();
  }

  /**
   * The page of the matches: after the cursor, in the query's order, each with its sort keys as
   * JSON and which positive leaves it meets. The order and the limit are taken over the keys alone
   * and only the page's documents are read afterwards: carrying every match's document through the
   * sort made a sorted page of a million-record register twice as slow.
   */
  private String pageSql(
      SearchQuery q, String matches, boolean narrowed, List<SearchFilter.Leaf> positive) {
    StringBuilder keys = new StringBuilder("select etalon_id, valid_from, score");
    keys.append(narrowed ? ", total" : "");
    for (int i = 0; i < q.sort().size(); i++) {
      if (!q.sort().get(i).byScore()) {
        keys.append(", s").append(i);
      }
    }
    keys.append(" from (").append(matches).append(") m");
    if (q.searchAfter() != null) {
      keys.append(" where ").append(after(q));
    }
    keys.append(orderBy(q, "")).append(" limit ").append(q.limit());
    keys.append(" offset ").append(q.offset());
    StringBuilder sql =
        new StringBuilder("select p.etalon_id, d.doc::text as doc, p.score")
            .append(narrowed ? ", p.total" : "");
    for (int i = 0; i < q.sort().size(); i++) {
      // A name key is text: as JSON, like the other keys of the cursor.
      String key = "p." + sortColumn(q.sort().get(i), i);
      sql.append(", ")
          .append(q.sort().get(i).byName() ? "to_jsonb(" + key + ")" : key)
          .append("::text as k")
          .append(i);
    }
    for (int i = 0; i < positive.size(); i++) {
      sql.append(", (").append(filters.condition(positive.get(i))).append(") as f").append(i);
    }
    return sql.append(" from (")
        .append(keys)
        .append(") p join search_documents d")
        .append(" on d.etalon_id = p.etalon_id and d.valid_from = p.valid_from")
        .append(orderBy(q, "p."))
        .toString();
  }

  /** The query's order (nulls last either way), ties broken by etalon id. */
  private static String orderBy(SearchQuery q, String alias) {
    StringBuilder order = new StringBuilder(" order by ");
    for (int i = 0; i < q.sort().size(); i++) {
      order
          .append(alias)
          .append(sortColumn(q.sort().get(i), i))
          .append(q.sort().get(i).descending() ? " desc" : " asc")
          .append(" nulls last, ");
    }
    return order.append(alias).append("etalon_id").toString();
  }

  /**
   * Whether the page is read along the rows of the first {@code classifiedUnder} node: each
   * record's document probed (in etalon id order, until the page is full; ordered by name, all the
   * node's records). Only without text, filter or an order other than by name: else the matches are
   * all read anyway. Joined the usual way, PostgreSQL walked the documents in id order waiting for
   * the node's records, all of them for a node of a hundred records.
   */
  private static boolean drivenByNode(SearchQuery q) {
    return !q.classifiedUnder().isEmpty()
        && q.text() == null
        && q.filter() == null
        && q.sort().stream().allMatch(SearchQuery.Sort::byName);
  }

  /**
   * The matches of {@link #drivenByNode}: the node's rows, each joined to its record's document by
   * a probe of the one partition that holds it ({@code offset 0} keeps the probe a probe).
   */
  private String nodeMatchesSql(SearchQuery q) {
    List<UUID> nodes = q.classifiedUnder();
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < q.sort().size(); i++) {
      names.append(", d.name_key as s").append(i);
    }
    return "select c.etalon_id, d.valid_from, 0::real as score"
        + names
        + " from ("
        + ClassifiedRows.under(nodes.get(0), q.entityName(), at(q), q.includeInactive())
        + ") c cross join lateral (select valid_from, name_key from search_documents where"
        + " etalon_id ="
        + " c.etalon_id and "
        + where(q, null, nodes.subList(1, nodes.size()), true)
        + " offset 0) d";
  }

  /**
   * How many documents match, counted up to one past the query's {@link SearchQuery#countLimit}
   * (more means "beyond the bound"). Without text or filter, a labelled user's count comes from the
   * label keys ({@link LabelledCount}), and a {@code classifiedUnder} node's from its rows alone
   * (one index range, the documents not read); any other count reads the matching documents, as
   * many as the bound lets it.
   */
  private long count(SearchQuery q, String where) {
    boolean plain = q.text() == null && q.filter() == null;
    long upTo = upTo(q);
    if (plain && q.classifiedUnder().isEmpty() && q.labelled()) {
      return labelledCount.count(q, where(q, null, List.of(), false), labelSql(q), upTo);
    }
    if (plain && q.classifiedUnder().size() == 1 && !q.labelled()) {
      String sql =
          bounded(
              "select 1 from ("
                  + ClassifiedRows.under(
                      q.classifiedUnder().get(0), q.entityName(), at(q), q.includeInactive())
                  + ") c",
              upTo);
      log.debug("search: {}", sql);
      return jdbc.sql(sql).query(Long.class).single();
    }
    String sql = bounded("select 1 from search_documents where " + where, upTo);
    log.debug("search: {}", sql);
    return jdbc.sql(sql).query(Long.class).single();
  }

  /** How many matches a count needs to read: one past the bound, or all of them. */
  private static long upTo(SearchQuery q) {
    return q.countLimit() == SearchQuery.EXACT_COUNT ? SearchQuery.EXACT_COUNT : q.countLimit() + 1;
  }

  /**
   * The count of the rows of {@code rows} (a select), reading at most {@code upTo} of them ({@link
   * SearchQuery#EXACT_COUNT}: all).
   */
  static String bounded(String rows, long upTo) {
    return "select count(*) from ("
        + rows
        + (upTo == SearchQuery.EXACT_COUNT ? "" : " limit " + upTo)
        + ") n";
  }

  /** The query's timeline date as an SQL literal (a text: cast where used). */
  private static String at(SearchQuery q) {
    return SqlFilters.sql(q.timelineDate().withOffsetSameInstant(ZoneOffset.UTC).toString());
  }

  private String where(SearchQuery q, String tsquery) {
    return where(q, tsquery, q.classifiedUnder(), true);
  }

  /** The labels' condition on a document ({@code doc}). */
  private String labelSql(SearchQuery q) {
    return q.labels().sql(q.entityName(), "doc", json::writeValueAsString).orElse("true");
  }

  /**
   * The documents' conditions, with the records under {@code nodes}, and those the user's labels
   * admit when {@code labelled}.
   */
  private String where(SearchQuery q, String tsquery, List<UUID> nodes, boolean labelled) {
    String at = at(q);
    StringBuilder where =
        new StringBuilder("entity_name = ")
            .append(SqlFilters.sql(q.entityName()))
            .append(" and valid_from <= ")
            .append(at)
            .append("::timestamptz and valid_to >= ")
            .append(at)
            .append("::timestamptz");
    if (!q.includeInactive()) {
      where.append(" and active");
    }
    if (tsquery != null) {
      where.append(" and words @@ ").append(tsquery);
    }
    if (q.filter() != null) {
      where.append(" and (").append(filters.condition(q.filter())).append(")");
    }
    if (labelled && q.labelled()) {
      where.append(" and ").append(labelSql(q));
    }
    for (UUID node : nodes) {
      where
          .append(" and etalon_id in (")
          .append(ClassifiedRows.under(node, q.entityName(), at, q.includeInactive()))
          .append(")");
    }
    return where.toString();
  }

  private static String sortColumn(SearchQuery.Sort s, int i) {
    return s.byScore() ? "score" : "s" + i;
  }

  /**
   * After the cursor's hit in the query's order (nulls last in either direction, ties broken by
   * etalon id): some key after the cursor's value and every key before it equal.
   */
  private String after(SearchQuery q) {
    List<String> alternatives = new ArrayList<>();
    List<String> equalSoFar = new ArrayList<>();
    for (int i = 0; i < q.sort().size(); i++) {
      SearchQuery.Sort s = q.sort().get(i);
      String column = sortColumn(s, i);
      JsonNode c = q.searchAfter().get(i);
      String value =
          c == null || c.isNull()
              ? null
              : s.byScore()
                  ? Float.toString(c.floatValue()) + "::real"
                  : s.byName()
                      ? SqlFilters.sql(c.asString())
                      : SqlFilters.sql(json.writeValueAsString(c)) + "::jsonb";
      if (value != null) {
        List<String> parts = new ArrayList<>(equalSoFar);
        parts.add(
            "("
                + column
                + " is null or "
                + column
                + (s.descending() ? " < " : " > ")
                + value
                + ")");
        alternatives.add("(" + String.join(" and ", parts) + ")");
        equalSoFar.add(column + " = " + value);
      } else {
        equalSoFar.add(column + " is null");
      }
    }
    JsonNode last = q.searchAfter().get(q.sort().size());
    List<String> parts = new ArrayList<>(equalSoFar);
    parts.add("etalon_id > " + SqlFilters.sql(last.asString()) + "::uuid");
    alternatives.add("(" + String.join(" and ", parts) + ")");
    return "(" + String.join(" or ", alternatives) + ")";
  }

  /** The leaves a hit can be said to match: outside any {@code not}, and not NE or NOT_EXISTS. */
  private static void positiveLeaves(SearchFilter filter, List<SearchFilter.Leaf> out) {
    if (filter instanceof SearchFilter.And and) {
      and.parts().forEach(p -> positiveLeaves(p, out));
    } else if (filter instanceof SearchFilter.Or or) {
      or.parts().forEach(p -> positiveLeaves(p, out));
    } else if (filter instanceof SearchFilter.Leaf leaf
        && leaf.operator() != SearchOperator.NE
        && leaf.operator() != SearchOperator.NOT_EXISTS) {
      out.add(leaf);
    }
  }

  private SearchResult.Hit hit(ResultSet rs, SearchQuery q, List<SearchFilter.Leaf> positive)
      throws SQLException {
    Set<String> matched = new LinkedHashSet<>();
    for (int i = 0; i < positive.size(); i++) {
      if (rs.getBoolean("f" + i)) {
        matched.add(positive.get(i).attribute());
      }
    }
    float score = rs.getFloat("score");
    List<JsonNode> sortValues = new ArrayList<>();
    for (int i = 0; i < q.sort().size(); i++) {
      if (q.sort().get(i).byScore()) {
        sortValues.add(FloatNode.valueOf(score));
      } else {
        String k = rs.getString("k" + i);
        sortValues.add(k == null ? null : json.readTree(k));
      }
    }
    return new SearchResult.Hit(
        new EtalonId(rs.getObject("etalon_id", UUID.class)),
        score,
        (ObjectNode) json.readTree(rs.getString("doc")),
        sortValues,
        List.copyOf(matched));
  }

  /** Counts of a whole entity's values at the date, from the facet table's index alone. */
  private List<SearchResult.FacetCount> wholeEntityFacet(SearchQuery q, SearchQuery.Facet f) {
    String at = SqlFilters.sql(q.timelineDate().withOffsetSameInstant(ZoneOffset.UTC).toString());
    String sql =
        "select value, count(*) as n from search_facets where entity_name = "
            + SqlFilters.sql(q.entityName())
            + " and attribute = "
            + SqlFilters.sql(f.attribute())
            + " and valid_from <= "
            + at
            + "::timestamptz and valid_to >= "
            + at
            + "::timestamptz"
            + (q.includeInactive() ? "" : " and active")
            + " group by value order by n desc, value limit "
            + FACET_SIZE;
    log.debug("search: {}", sql);
    return jdbc.sql(sql)
        .query(
            (rs, n) -> new SearchResult.FacetCount(json.readTree(rs.getString(1)), rs.getLong(2)))
        .list();
  }

  private List<SearchResult.FacetCount> facet(SearchQuery.Facet f, String where) {
    String sql;
    if (!f.array() && !f.attribute().contains(".")) {
      sql =
          "select doc -> "
              + SqlFilters.sql(f.attribute())
              + " as v, count(*) as n from search_documents where "
              + where
              + " and doc -> "
              + SqlFilters.sql(f.attribute())
              + " is not null group by 1 order by n desc, 1 limit "
              + FACET_SIZE;
    } else {
      sql =
          "select x.v, count(*) as n from search_documents d cross join lateral"
              + " (select distinct v from jsonb_path_query(d.doc, "
              + filters.jsonpath(SqlFilters.items(filters.path(f.attribute())))
              + ") as v) as x where "
              + where
              + " group by 1 order by n desc, 1 limit "
              + FACET_SIZE;
    }
    log.debug("search: {}", sql);
    return jdbc.sql(sql)
        .query(
            (rs, n) -> new SearchResult.FacetCount(json.readTree(rs.getString(1)), rs.getLong(2)))
        .list();
  }
}
