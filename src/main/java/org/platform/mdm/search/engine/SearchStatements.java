package org.platform.mdm.search.engine;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.search.SearchFilter;
import org.platform.mdm.search.SearchQuery;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The statements of a search on {@code search_documents}: the documents' conditions, the matches
 * with their score and sort keys (all of them, or a text search's window), the page in the query's
 * order after its cursor, and the bounded count. SQL text only: {@link PostgresSearchEngine} runs
 * it.
 */
final class SearchStatements {

  private final JsonMapper json;
  private final SqlFilters filters;

  SearchStatements(JsonMapper json, SqlFilters filters) {
    this.json = json;
    this.filters = filters;
  }

  /** The matches with their score, sort keys and (when {@code narrowed}) their count. */
  String matchesSql(SearchQuery q, String where, String score, boolean narrowed) {
    StringBuilder inner = new StringBuilder(columns(q, score));
    if (narrowed) {
      inner.append(", count(*) over () as total");
    }
    return inner.append(" from search_documents where ").append(where).toString();
  }

  /**
   * The window of a text search by relevance ({@link PostgresSearchEngine#windowed}): its tiers'
   * matches one after the other (exact words, then one edit away, then two), cut at one past the
   * count's bound, with their count. A tier is only read while the earlier ones leave room, and
   * only the window's matches are ranked.
   */
  String windowSql(SearchQuery q, TextTiers tiers) {
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
  String columns(SearchQuery q, String score) {
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
  String pageSql(
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
  static String orderBy(SearchQuery q, String alias) {
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
  static boolean drivenByNode(SearchQuery q) {
    return !q.classifiedUnder().isEmpty()
        && q.text() == null
        && q.unfiltered()
        && q.sort().stream().allMatch(SearchQuery.Sort::byName);
  }

  /**
   * The matches of {@link #drivenByNode}: the node's rows, each joined to its record's document by
   * a probe of the one partition that holds it ({@code offset 0} keeps the probe a probe).
   */
  String nodeMatchesSql(SearchQuery q) {
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

  /** How many matches a count needs to read: one past the bound, or all of them. */
  static long upTo(SearchQuery q) {
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
  static String at(SearchQuery q) {
    return SqlFilters.sql(q.timelineDate().withOffsetSameInstant(ZoneOffset.UTC).toString());
  }

  String where(SearchQuery q, String tsquery) {
    return where(q, tsquery, q.classifiedUnder(), true);
  }

  /** The labels' condition on a document ({@code doc}). */
  String labelSql(SearchQuery q) {
    return q.labels().sql(q.entityName(), "doc", json::writeValueAsString).orElse("true");
  }

  /**
   * The documents' conditions, with the records under {@code nodes}, and those the user's labels
   * admit when {@code labelled}.
   */
  String where(SearchQuery q, String tsquery, List<UUID> nodes, boolean labelled) {
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
    if (q.quality() != null) {
      where.append(" and etalon_id in (").append(QualityRows.marked(q, at)).append(")");
    }
    for (UUID node : nodes) {
      where
          .append(" and etalon_id in (")
          .append(ClassifiedRows.under(node, q.entityName(), at, q.includeInactive()))
          .append(")");
    }
    return where.toString();
  }

  static String sortColumn(SearchQuery.Sort s, int i) {
    return s.byScore() ? "score" : "s" + i;
  }

  /**
   * After the cursor's hit in the query's order (nulls last in either direction, ties broken by
   * etalon id): some key after the cursor's value and every key before it equal.
   */
  String after(SearchQuery q) {
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
}
