package org.platform.mdm.search.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.search.SearchQuery;
import org.platform.mdm.search.SearchResult;
import org.platform.mdm.search.index.SearchDocuments;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The text part of a search on PostgreSQL: the text as a tsquery of the stemmed words, and which
 * string attributes of each hit it matched.
 */
final class PostgresTextSearch {

  static final String TEXT_CONFIG = "'mdm_text'";

  /** The rows (hit index, attribute path, text) whose text the tsquery appended to it matches. */
  private static final String MATCHES =
      "select u.i, u.a from unnest(?::int[], ?::text[], ?::text[]) as u(i, a, x)"
          + " where to_tsvector("
          + TEXT_CONFIG
          + ", u.x) @@ ";

  private final JdbcClient jdbc;

  PostgresTextSearch(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /** The text and, for a text in Cyrillic, its Latin form: either finds. */
  static String tsquery(SearchQuery q) {
    if (q.text() == null) {
      return null;
    }
    String query = "websearch_to_tsquery(" + TEXT_CONFIG + ", " + SqlFilters.sql(q.text()) + ")";
    if (q.latinText() != null) {
      query +=
          " || websearch_to_tsquery(" + TEXT_CONFIG + ", " + SqlFilters.sql(q.latinText()) + ")";
    }
    return "(" + query + ")";
  }

  /** The hits, each also naming the string attributes the text matched (before its filter's). */
  List<SearchResult.Hit> withTextMatches(
      List<SearchResult.Hit> hits, SearchQuery q, String tsquery) {
    Map<Integer, Set<String>> matched = matched(hits, q.textAttributes(), tsquery);
    List<SearchResult.Hit> out = new ArrayList<>(hits.size());
    for (int i = 0; i < hits.size(); i++) {
      SearchResult.Hit h = hits.get(i);
      out.add(
          new SearchResult.Hit(
              h.etalonId(),
              h.score(),
              h.doc(),
              h.sortValues(),
              merged(matched.getOrDefault(i, Set.of()), h.matched())));
    }
    return out;
  }

  /** By hit index, the paths whose text the tsquery matches, in one statement for the page. */
  private Map<Integer, Set<String>> matched(
      List<SearchResult.Hit> hits, List<String> paths, String tsquery) {
    List<Integer> index = new ArrayList<>();
    List<String> attribute = new ArrayList<>();
    List<String> text = new ArrayList<>();
    for (int i = 0; i < hits.size(); i++) {
      for (String path : paths) {
        List<String> values = new ArrayList<>();
        collect(hits.get(i).doc(), path.split("\\."), 0, values);
        if (!values.isEmpty()) {
          index.add(i);
          attribute.add(path);
          text.add(SearchDocuments.text(values));
        }
      }
    }
    Map<Integer, Set<String>> matched = new LinkedHashMap<>();
    if (!index.isEmpty()) {
      jdbc.sql(MATCHES + tsquery)
          .params(
              index.toArray(Integer[]::new),
              attribute.toArray(String[]::new),
              text.toArray(String[]::new))
          .query(
              (rs, n) ->
                  matched
                      .computeIfAbsent(rs.getInt(1), k -> new LinkedHashSet<>())
                      .add(rs.getString(2)))
          .list();
    }
    return matched;
  }

  private static List<String> merged(Set<String> text, List<String> filter) {
    Set<String> all = new LinkedHashSet<>(text);
    all.addAll(filter);
    return List.copyOf(all);
  }

  private static void collect(JsonNode node, String[] steps, int at, List<String> out) {
    if (node == null) {
      return;
    }
    if (node.isArray()) {
      node.forEach(n -> collect(n, steps, at, out));
      return;
    }
    if (at == steps.length) {
      if (node.isString()) {
        out.add(node.asString());
      }
      return;
    }
    collect(node.get(steps[at]), steps, at + 1, out);
  }
}
