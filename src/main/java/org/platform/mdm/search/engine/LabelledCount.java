package org.platform.mdm.search.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.core.RecordLabels;
import org.platform.mdm.search.SearchQuery;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How many of an entity's documents a user's security labels admit, counted from the entity index:
 * each distinct label key of the entity (the values of the attributes its labels name) is judged
 * once, as {@link RecordLabels#admits} judges a record, and the documents of the admitted keys are
 * counted from their index ranges alone. Documents without a key, and keys that lack an attribute
 * the user's instances name (written before a label changed), are judged one by one by the labels'
 * SQL condition, as every search does.
 *
 * <p>Without this, a label that admits most records made the count read most documents: nine tenths
 * of a million in the labels benchmark, where the same count without labels reads an index.
 */
final class LabelledCount {

  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(LabelledCount.class);

  private final JdbcClient jdbc;
  private final JsonMapper json;

  LabelledCount(JdbcClient jdbc, JsonMapper json) {
    this.jdbc = jdbc;
    this.json = json;
  }

  /**
   * The count of the entity's documents in force at the query's date (active ones unless it
   * includes inactive) that the labels admit.
   *
   * @param period the SQL condition on entity, date and state
   * @param labelled the labels' SQL condition on the document
   * @param upTo how many documents to count at most ({@link SearchQuery#EXACT_COUNT}: all)
   */
  long count(SearchQuery q, String period, String labelled, long upTo) {
    String entity = q.entityName();
    Set<String> named = new HashSet<>();
    for (RecordLabels.Label label : q.labels().on(entity)) {
      label.instances().forEach(i -> named.addAll(i.keySet()));
    }
    List<Integer> admitted = new ArrayList<>();
    List<Integer> unjudged = new ArrayList<>();
    jdbc.sql("select id, label_key from search_label_keys where entity_name = ?")
        .param(entity)
        .query(
            rs -> {
              JsonNode values = json.readTree(rs.getString(2));
              if (!named.stream().allMatch(values::has)) {
                unjudged.add(rs.getInt(1));
              } else if (q.labels().admits(entity, name -> value(values.get(name)))) {
                admitted.add(rs.getInt(1));
              }
            });
    long count = 0;
    if (!admitted.isEmpty()) {
      String sql =
          SearchStatements.bounded(
              "select 1 from search_documents where " + period + " and label_key_id = any(?)",
              upTo);
      log.debug("search: {} ({} keys)", sql, admitted.size());
      count += jdbc.sql(sql).param(admitted.toArray(Integer[]::new)).query(Long.class).single();
    }
    if (count >= upTo) {
      return count;
    }
    String sql =
        SearchStatements.bounded(
            "select 1 from search_documents where "
                + period
                + " and (label_key_id is null"
                + (unjudged.isEmpty() ? "" : " or label_key_id = any(?)")
                + ") and "
                + labelled,
            upTo == SearchQuery.EXACT_COUNT ? upTo : upTo - count);
    log.debug("search: {}", sql);
    var statement = jdbc.sql(sql);
    if (!unjudged.isEmpty()) {
      statement = statement.param(unjudged.toArray(Integer[]::new));
    }
    return count + statement.query(Long.class).single();
  }

  /**
   * A key's value as {@link RecordLabels#admits} compares it: text as text, whole numbers as {@code
   * Long}, other numbers as {@code BigDecimal}, booleans as {@code Boolean}, null as null.
   */
  static Object value(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (node.isString()) {
      return node.asString();
    }
    if (node.isBoolean()) {
      return node.booleanValue();
    }
    if (node.isIntegralNumber() && node.canConvertToLong()) {
      return node.longValue();
    }
    if (node.isNumber()) {
      return node.decimalValue();
    }
    return node.toString();
  }
}
