package org.platform.mdm.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * The label condition PostgreSQL runs (containment tests, and list tests for many text values)
 * admits exactly the documents the rule admits, on many random labels and documents.
 */
class RecordLabelsSqlTest extends ApiTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final List<String> REGIONS =
      List.of("North", "South", "East", "West", "O'Hara", "Mid \"x\"", "[x", "Nørd");

  @Autowired JdbcClient jdbc;

  @Test
  void theSqlConditionAdmitsWhatTheRuleAdmits() {
    Random random = new Random(11);
    String table = "label_sql_" + Long.toHexString(random.nextLong() & Long.MAX_VALUE);
    jdbc.sql("create table " + table + " (id int primary key, doc jsonb not null)").update();
    try {
      List<Map<String, Object>> docs = new ArrayList<>();
      for (int id = 0; id < 300; id++) {
        Map<String, Object> doc = new LinkedHashMap<>();
        int region = random.nextInt(12);
        if (region < REGIONS.size()) {
          doc.put("region", REGIONS.get(region));
        } else if (region == REGIONS.size()) {
          doc.put("region", null);
        } else if (region == REGIONS.size() + 1) {
          doc.put("region", List.of(REGIONS.get(0))); // an array is never one text value
        }
        if (random.nextInt(4) > 0) {
          doc.put("level", random.nextBoolean() ? (Object) 1L : new BigDecimal("2.50"));
        }
        docs.add(doc);
        jdbc.sql("insert into " + table + " values (?, ?::jsonb)")
            .params(id, JSON.writeValueAsString(doc))
            .update();
      }
      boolean listed = false;
      for (int round = 0; round < 300; round++) {
        List<RecordLabels.Label> labels = new ArrayList<>();
        for (int l = 1 + random.nextInt(2); l > 0; l--) {
          List<Map<String, Object>> instances = new ArrayList<>();
          for (int i = random.nextInt(8); i > 0; i--) {
            Map<String, Object> instance = new LinkedHashMap<>();
            if (random.nextInt(6) > 0) {
              instance.put("region", REGIONS.get(random.nextInt(REGIONS.size())));
            }
            if (random.nextInt(4) == 0) {
              instance.put("level", random.nextBoolean() ? (Object) 1L : new BigDecimal("2.5"));
            }
            instances.add(instance);
          }
          labels.add(new RecordLabels.Label("L" + l, instances));
        }
        RecordLabels rule = new RecordLabels(Map.of("Customer", labels));
        String condition = rule.sql("Customer", "doc", JSON::writeValueAsString).orElseThrow();
        listed |= condition.contains("any(array[");
        Set<Integer> found =
            new HashSet<>(
                jdbc.sql("select id from " + table + " where " + condition)
                    .query(Integer.class)
                    .list());
        Set<Integer> expected = new HashSet<>();
        for (int id = 0; id < docs.size(); id++) {
          if (rule.admits("Customer", docs.get(id)::get)) {
            expected.add(id);
          }
        }
        assertThat(found).as("%s\n%s", labels, condition).isEqualTo(expected);
      }
      assertThat(listed).as("some rounds use the list test").isTrue();
    } finally {
      jdbc.sql("drop table " + table).update();
    }
  }
}
