package org.platform.mdm.search.engine;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.search.ClassifiedRecords;
import org.platform.mdm.search.QualityMark;
import org.platform.mdm.search.SearchDocument;
import org.platform.mdm.search.SearchEngine;
import org.platform.mdm.search.SearchFilter;
import org.platform.mdm.search.SearchOperator;
import org.platform.mdm.search.SearchQuery;
import org.platform.mdm.search.SearchResult;
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

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final SqlFilters filters;
  private final PostgresDocumentWrites writes;
  private final PostgresTextSearch text;
  private final TypoWords typos;
  private final ClassifiedRows classified;
  private final QualityRows quality;
  private final LabelledCount labelledCount;
  private final SearchStatements statements;
  private final SearchFacets facets;

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
    this.quality = new QualityRows(jdbc, template);
    this.labelledCount = new LabelledCount(jdbc, json);
    this.statements = new SearchStatements(json, filters);
    this.facets = new SearchFacets(jdbc, json, filters);
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
  public void qualityMarked(Collection<EtalonId> etalonIds, List<QualityMark> marks) {
    quality.replace(etalonIds, marks);
  }

  @Override
  public void qualityUnmarked(String entityName) {
    quality.removeEntity(entityName);
  }

  @Override
  public void remove(Collection<EtalonId> etalonIds) {
    writes.remove(etalonIds);
    classified.remove(etalonIds);
    quality.remove(etalonIds);
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
    String where = statements.where(q, tsquery);
    boolean narrowed = q.text() != null || !q.unfiltered();
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
    return new SearchResult(totalCount, counted, hits, facets.of(q, where));
  }

  /**
   * Whether a page by relevance is taken from a window of the first matches, the best tier first
   * ({@link SearchStatements#windowSql}): a text search ordered by relevance, counted up to a
   * bound, its page within the bound and not after a cursor. Ranking and counting every match read
   * a tenth of a million-record register for a common name; the search engines rank within a window
   * too.
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
            + SearchStatements.orderBy(q, "").strip()
            + "), etalon_id from ("
            + statements.matchesSql(q, statements.where(q, tiers.any()), tiers.score(), false)
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
        SearchStatements.drivenByNode(q)
            ? statements.nodeMatchesSql(q)
            : windowed
                ? statements.windowSql(q, tiers)
                : statements.matchesSql(q, where, tiers.score(), narrowed);
    String sql = statements.pageSql(q, matches, narrowed, positive);
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

  /**
   * How many documents match, counted up to one past the query's {@link SearchQuery#countLimit}
   * (more means "beyond the bound"). Without text or filter, a labelled user's count comes from the
   * label keys ({@link LabelledCount}), and a {@code classifiedUnder} node's from its rows alone
   * (one index range, the documents not read); any other count reads the matching documents, as
   * many as the bound lets it.
   */
  private long count(SearchQuery q, String where) {
    boolean plain = q.text() == null && q.unfiltered();
    long upTo = SearchStatements.upTo(q);
    if (plain && q.classifiedUnder().isEmpty() && q.labelled()) {
      return labelledCount.count(
          q, statements.where(q, null, List.of(), false), statements.labelSql(q), upTo);
    }
    if (plain && q.classifiedUnder().size() == 1 && !q.labelled()) {
      String sql =
          SearchStatements.bounded(
              "select 1 from ("
                  + ClassifiedRows.under(
                      q.classifiedUnder().get(0),
                      q.entityName(),
                      SearchStatements.at(q),
                      q.includeInactive())
                  + ") c",
              upTo);
      log.debug("search: {}", sql);
      return jdbc.sql(sql).query(Long.class).single();
    }
    String sql = SearchStatements.bounded("select 1 from search_documents where " + where, upTo);
    log.debug("search: {}", sql);
    return jdbc.sql(sql).query(Long.class).single();
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
}
