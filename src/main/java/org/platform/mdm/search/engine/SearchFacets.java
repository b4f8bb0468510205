package org.platform.mdm.search.engine;

import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.search.SearchQuery;
import org.platform.mdm.search.SearchResult;
import org.platform.mdm.search.index.SearchDocuments;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * A search's facets: counts of the matches' values per attribute, or of the matches having each
 * severity, rule or category among their quality errors; the most frequent first.
 */
final class SearchFacets {

  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(SearchFacets.class);

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final SqlFilters filters;

  SearchFacets(JdbcClient jdbc, JsonMapper json, SqlFilters filters) {
    this.jdbc = jdbc;
    this.json = json;
    this.filters = filters;
  }

  static final int FACET_SIZE = 20;

  /**
   * Each facet's counts: from the facet table for a whole entity, else from the matches; a quality
   * facet's from the matches' errors.
   */
  Map<String, List<SearchResult.FacetCount>> of(SearchQuery q, String where) {
    Map<String, List<SearchResult.FacetCount>> facets = new LinkedHashMap<>();
    for (SearchQuery.Facet f : q.facets()) {
      facets.put(
          f.attribute(),
          f.quality()
              ? counts(QualityRows.facet(q, f.errors(), where, FACET_SIZE))
              : q.text() == null
                      && q.unfiltered()
                      && q.classifiedUnder().isEmpty()
                      && !q.labelled()
                      && SearchDocuments.FACET_ROW_TYPES.contains(f.type())
                  ? wholeEntityFacet(q, f)
                  : facet(f, where));
    }
    return facets;
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
    return counts(sql);
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
    return counts(sql);
  }

  /** The counts a statement answers: a value as JSON, then its count. */
  private List<SearchResult.FacetCount> counts(String sql) {
    log.debug("search: {}", sql);
    return jdbc.sql(sql)
        .query(
            (rs, n) -> new SearchResult.FacetCount(json.readTree(rs.getString(1)), rs.getLong(2)))
        .list();
  }
}
