package org.platform.mdm.search.engine;

import java.sql.PreparedStatement;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.search.QualityFilter;
import org.platform.mdm.search.QualityMark;
import org.platform.mdm.search.SearchQuery;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The rows of {@code search_quality}: the spans of records' timelines in which their golden records
 * have quality errors, as the data quality module told them.
 */
final class QualityRows {

  private final JdbcClient jdbc;
  private final JdbcTemplate template;

  QualityRows(JdbcClient jdbc, JdbcTemplate template) {
    this.jdbc = jdbc;
    this.template = template;
  }

  /** Replaces these records' rows by the marks. */
  void replace(Collection<EtalonId> etalonIds, List<QualityMark> marks) {
    remove(etalonIds);
    template.batchUpdate(
        "insert into search_quality (entity_name, etalon_id, from_at, to_at, severities,"
            + " rule_names, categories) values (?, ?, ?, ?, ?, ?, ?)",
        marks,
        500,
        (PreparedStatement ps, QualityMark m) -> {
          ps.setString(1, m.entityName());
          ps.setObject(2, m.etalonId().value());
          setBound(ps, 3, m.from(), "-infinity");
          setBound(ps, 4, m.to(), "infinity");
          ps.setArray(5, ps.getConnection().createArrayOf("text", m.severities().toArray()));
          ps.setArray(6, ps.getConnection().createArrayOf("text", m.ruleNames().toArray()));
          ps.setArray(7, ps.getConnection().createArrayOf("text", m.categories().toArray()));
        });
  }

  private static void setBound(PreparedStatement ps, int i, OffsetDateTime at, String unbounded)
      throws java.sql.SQLException {
    if (at == null) {
      ps.setObject(i, unbounded, java.sql.Types.OTHER);
    } else {
      ps.setObject(i, at);
    }
  }

  void removeEntity(String entityName) {
    jdbc.sql("delete from search_quality where entity_name = ?").param(entityName).update();
  }

  void remove(Collection<EtalonId> etalonIds) {
    if (!etalonIds.isEmpty()) {
      jdbc.sql("delete from search_quality where etalon_id = any(?)")
          .param(etalonIds.stream().map(EtalonId::value).toArray(UUID[]::new))
          .update();
    }
  }

  /**
   * The records of the query's entity with errors the query's filter names at {@code at} (an SQL
   * literal of a timestamp).
   */
  static String marked(SearchQuery q, String at) {
    QualityFilter f = q.quality();
    StringBuilder sql =
        new StringBuilder("select etalon_id from search_quality where entity_name = ")
            .append(SqlFilters.sql(q.entityName()))
            .append(" and from_at <= ")
            .append(at)
            .append("::timestamptz and to_at >= ")
            .append(at)
            .append("::timestamptz");
    overlap(sql, "severities", f.severities());
    overlap(sql, "rule_names", f.ruleNames());
    overlap(sql, "categories", f.categories());
    return sql.toString();
  }

  /**
   * How many of the matches ({@code where}: the documents' conditions) have each value of a list of
   * their errors at the query's timeline date, the most frequent first: a value as JSON, then its
   * count.
   */
  static String facet(SearchQuery q, SearchQuery.ErrorList list, String where, int size) {
    String at = SearchStatements.at(q);
    return "select to_jsonb(v)::text, count(distinct etalon_id) as n from search_quality"
        + " cross join lateral unnest("
        + column(list)
        + ") as v where entity_name = "
        + SqlFilters.sql(q.entityName())
        + " and from_at <= "
        + at
        + "::timestamptz and to_at >= "
        + at
        + "::timestamptz and etalon_id in (select etalon_id from search_documents where "
        + where
        + ") group by v order by n desc, v limit "
        + size;
  }

  private static String column(SearchQuery.ErrorList list) {
    return switch (list) {
      case SEVERITIES -> "severities";
      case RULE_NAMES -> "rule_names";
      case CATEGORIES -> "categories";
    };
  }

  private static void overlap(StringBuilder sql, String column, List<String> values) {
    if (!values.isEmpty()) {
      sql.append(" and ")
          .append(column)
          .append(" && array[")
          .append(values.stream().map(SqlFilters::sql).collect(Collectors.joining(", ")))
          .append("]::text[]");
    }
  }
}
