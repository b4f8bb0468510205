package org.platform.mdm.matching.clusters;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.springframework.context.annotation.Lazy;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Pairs stewards decided, kept as labels for estimating a weighted rule: every two records of a
 * confirmed cluster are one person, every pair a rejection parts is not. Each pair keeps both
 * records' golden values at the decision (a confirmed pair's records are merged afterwards); a pair
 * decided again keeps the latest decision.
 */
@Component
public class Labels {

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final RecordService records;
  private final Clock clock;

  Labels(JdbcClient jdbc, JsonMapper json, @Lazy RecordService records, Clock clock) {
    this.jdbc = jdbc;
    this.json = json;
    this.records = records;
    this.clock = clock;
  }

  /** A cluster confirmed: every two of its records are one person. */
  void confirmed(
      String entityName,
      List<EtalonId> members,
      Map<EtalonId, RecordService.CurrentValues> current,
      String userName) {
    List<EtalonId[]> pairs = new ArrayList<>();
    for (int i = 0; i < members.size(); i++) {
      for (int j = i + 1; j < members.size(); j++) {
        pairs.add(new EtalonId[] {members.get(i), members.get(j)});
      }
    }
    decided(entityName, pairs, true, current, userName);
  }

  /** Records taken out of a cluster (all of it when rejected): none is the others' person. */
  void rejected(
      String entityName, List<EtalonId> leaving, List<EtalonId> members, String userName) {
    List<EtalonId[]> pairs = new ArrayList<>();
    for (EtalonId a : leaving) {
      for (EtalonId b : members) {
        if (!a.equals(b) && !(leaving.contains(b) && Clusters.before(b, a))) {
          pairs.add(new EtalonId[] {a, b});
        }
      }
    }
    decided(entityName, pairs, false, records.currentValues(members), userName);
  }

  /** A decided pair: the two records' values then, and whether they are one person. */
  public record Label(
      EtalonId a,
      EtalonId b,
      Map<String, JsonNode> valuesA,
      Map<String, JsonNode> valuesB,
      boolean matched) {}

  /** Keeps decisions on pairs of records whose values are known (others are left out). */
  private void decided(
      String entityName,
      List<EtalonId[]> pairs,
      boolean matched,
      Map<EtalonId, RecordService.CurrentValues> values,
      String userName) {
    List<UUID> as = new ArrayList<>();
    List<UUID> bs = new ArrayList<>();
    List<String> va = new ArrayList<>();
    List<String> vb = new ArrayList<>();
    for (EtalonId[] pair : pairs) {
      boolean first = Clusters.before(pair[0], pair[1]);
      EtalonId a = first ? pair[0] : pair[1];
      EtalonId b = first ? pair[1] : pair[0];
      if (values.containsKey(a) && values.containsKey(b) && !a.equals(b)) {
        as.add(a.value());
        bs.add(b.value());
        va.add(text(values.get(a).values()));
        vb.add(text(values.get(b).values()));
      }
    }
    if (as.isEmpty()) {
      return;
    }
    jdbc.sql(
            "insert into matching_labels (entity_name, etalon_a, etalon_b, matched, values_a,"
                + " values_b, decided_by, decided_at) select ?, a, b, ?, va::jsonb, vb::jsonb, ?, ?"
                + " from unnest(?::uuid[], ?::uuid[], ?::text[], ?::text[]) as t(a, b, va, vb)"
                + " on conflict (entity_name, etalon_a, etalon_b) do update set"
                + " matched = excluded.matched, values_a = excluded.values_a,"
                + " values_b = excluded.values_b, decided_by = excluded.decided_by,"
                + " decided_at = excluded.decided_at")
        .params(
            entityName,
            matched,
            userName,
            OffsetDateTime.now(clock),
            as.toArray(UUID[]::new),
            bs.toArray(UUID[]::new),
            va.toArray(String[]::new),
            vb.toArray(String[]::new))
        .update();
  }

  /**
   * Forgets the decisions on records that no longer exist (wiped: their values must not outlive
   * them), and on the records paired with them that are gone too (a wiped record's merged ones). A
   * record merged away still exists, and its decisions stay.
   */
  public void forgetWiped(Collection<EtalonId> etalonIds) {
    Set<EtalonId> gone = new HashSet<>(etalonIds);
    gone.removeAll(records.versions(etalonIds).keySet());
    while (!gone.isEmpty()) {
      UUID[] ids = gone.stream().map(EtalonId::value).toArray(UUID[]::new);
      Set<EtalonId> partners = new HashSet<>();
      jdbc.sql(
              "delete from matching_labels where etalon_a = any(?) or etalon_b = any(?)"
                  + " returning etalon_a, etalon_b")
          .params(ids, ids)
          .query(
              rs -> {
                partners.add(new EtalonId(rs.getObject(1, UUID.class)));
                partners.add(new EtalonId(rs.getObject(2, UUID.class)));
              });
      partners.removeAll(gone);
      partners.removeAll(records.versions(partners).keySet());
      gone = partners;
    }
  }

  /** The register's latest decided pairs, at most {@code limit}. */
  public List<Label> of(String entityName, int limit) {
    return jdbc.sql(
            "select etalon_a, etalon_b, values_a::text, values_b::text, matched"
                + " from matching_labels where entity_name = ? order by decided_at desc limit ?")
        .params(entityName, limit)
        .query(
            (rs, n) ->
                new Label(
                    new EtalonId(rs.getObject(1, UUID.class)),
                    new EtalonId(rs.getObject(2, UUID.class)),
                    fields(rs.getString(3)),
                    fields(rs.getString(4)),
                    rs.getBoolean(5)))
        .list();
  }

  private String text(Map<String, JsonNode> values) {
    ObjectNode node = json.createObjectNode();
    values.forEach(node::set);
    return json.writeValueAsString(node);
  }

  private Map<String, JsonNode> fields(String text) {
    Map<String, JsonNode> fields = new LinkedHashMap<>();
    json.readTree(text).properties().forEach(e -> fields.put(e.getKey(), e.getValue()));
    return fields;
  }
}
