package org.platform.mdm.bench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.platform.mdm.bench.people.People.Person;
import tools.jackson.databind.JsonNode;

/**
 * The pairs a matching run's clusters make for one entity, read from the database, and examples of
 * the missed and the wrong ones with the explanation the API gives of each wrong pair.
 */
final class PairQuality {

  private final javax.sql.DataSource dataSource;
  private final String entity;
  private final Map<String, Person> byKey;
  private final BenchClient client;

  /** Etalon id → "source:record id". */
  private final Map<String, String> keyOf = new HashMap<>();

  /** Predicted pair → the cluster it comes from. */
  private final Map<String, String> clusterOf = new HashMap<>();

  PairQuality(
      javax.sql.DataSource dataSource,
      String entity,
      Map<String, Person> byKey,
      BenchClient client) {
    this.dataSource = dataSource;
    this.entity = entity;
    this.byKey = byKey;
    this.client = client;
  }

  static String pair(String a, String b) {
    return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
  }

  Set<String> predicted() {
    return clusterOf.keySet();
  }

  void read() throws Exception {
    Map<String, Set<String>> clusters = new HashMap<>();
    try (Connection c = dataSource.getConnection()) {
      try (PreparedStatement s =
          c.prepareStatement(
              "select etalon_id, source_system, external_id from external_keys"
                  + " where entity_name = ?")) {
        s.setString(1, entity);
        try (ResultSet rs = s.executeQuery()) {
          while (rs.next()) {
            keyOf.put(rs.getString(1), rs.getString(2) + ":" + rs.getString(3));
          }
        }
      }
      try (PreparedStatement s =
          c.prepareStatement(
              "select p.cluster_id, p.e from (select cluster_id, etalon_a as e from matching_pairs"
                  + " union select cluster_id, etalon_b from matching_pairs) p"
                  + " join matching_clusters c on c.cluster_id = p.cluster_id"
                  + " where c.entity_name = ?")) {
        s.setString(1, entity);
        try (ResultSet rs = s.executeQuery()) {
          while (rs.next()) {
            clusters
                .computeIfAbsent(rs.getString(1), k -> new HashSet<>())
                .add(keyOf.get(rs.getString(2)));
          }
        }
      }
    }
    clusters.forEach(
        (id, members) -> {
          List<String> list = new ArrayList<>(members);
          for (int i = 0; i < list.size(); i++) {
            for (int j = i + 1; j < list.size(); j++) {
              clusterOf.put(pair(list.get(i), list.get(j)), id);
            }
          }
        });
  }

  /** Distinct pairs of the entity's records sharing a blocking key (of different sources). */
  long candidatePairs(boolean acrossSources) throws Exception {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "select count(*) from (select distinct a.etalon_id, b.etalon_id"
                    + " from matching_keys a join matching_keys b"
                    + " on b.block = a.block and a.etalon_id < b.etalon_id"
                    + " join external_keys ka on ka.etalon_id = a.etalon_id"
                    + " join external_keys kb on kb.etalon_id = b.etalon_id"
                    + " where ka.entity_name = ?"
                    + (acrossSources ? " and ka.source_system <> kb.source_system" : "")
                    + ") t")) {
      s.setString(1, entity);
      try (ResultSet rs = s.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  /**
   * Precision, recall and F1 at each threshold, from the weighted pairs the run stored (each with
   * its score): the pairs at or above the threshold joined into clusters as the run joins them.
   */
  String sweep(Set<String> truth, double[] thresholds) throws Exception {
    List<String[]> edges = new ArrayList<>();
    List<Double> scores = new ArrayList<>();
    try (Connection c = dataSource.getConnection();
        PreparedStatement s =
            c.prepareStatement(
                "select p.etalon_a, p.etalon_b, (p.scores::jsonb ->> 'score')::float8"
                    + " from matching_pairs p join matching_clusters c using (cluster_id)"
                    + " where c.entity_name = ?")) {
      s.setString(1, entity);
      try (ResultSet rs = s.executeQuery()) {
        while (rs.next()) {
          edges.add(new String[] {keyOf.get(rs.getString(1)), keyOf.get(rs.getString(2))});
          scores.add(rs.getDouble(3));
        }
      }
    }
    StringBuilder out = new StringBuilder();
    out.append("| lower threshold (bits) | precision | recall | F1 | predicted pairs |\n");
    out.append("|---|---|---|---|---|\n");
    for (double t : thresholds) {
      Map<String, String> parent = new HashMap<>();
      for (int i = 0; i < edges.size(); i++) {
        if (scores.get(i) >= t) {
          parent.put(root(parent, edges.get(i)[0]), root(parent, edges.get(i)[1]));
        }
      }
      Map<String, List<String>> groups = new HashMap<>();
      for (String key : new ArrayList<>(parent.keySet())) {
        groups.computeIfAbsent(root(parent, key), k -> new ArrayList<>()).add(key);
      }
      long predicted = 0;
      long right = 0;
      for (List<String> g : groups.values()) {
        for (int i = 0; i < g.size(); i++) {
          for (int j = i + 1; j < g.size(); j++) {
            predicted++;
            right += truth.contains(pair(g.get(i), g.get(j))) ? 1 : 0;
          }
        }
      }
      double precision = predicted == 0 ? 0 : (double) right / predicted;
      double recall = (double) right / truth.size();
      out.append(
          String.format(
              java.util.Locale.ROOT,
              "| %.0f | %.4f | %.4f | %.4f | %,d |%n",
              t,
              precision,
              recall,
              precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall),
              predicted));
    }
    return out.append('\n').toString();
  }

  private static String root(Map<String, String> parent, String key) {
    String r = key;
    while (parent.containsKey(r) && !parent.get(r).equals(r)) {
      r = parent.get(r);
    }
    parent.putIfAbsent(key, key);
    parent.putIfAbsent(r, r);
    if (!key.equals(r)) {
      parent.put(key, r);
    }
    return r;
  }

  /** Up to {@code n} missed and {@code n} wrong pairs, as Markdown. */
  String examples(String model, Set<String> truth, int n) throws Exception {
    StringBuilder out = new StringBuilder();
    List<String> missed = truth.stream().filter(p -> !clusterOf.containsKey(p)).sorted().toList();
    List<String> wrong =
        clusterOf.keySet().stream().filter(p -> !truth.contains(p)).sorted().toList();
    out.append("#### ")
        .append(model)
        .append(": ")
        .append(missed.size())
        .append(" missed, ")
        .append(wrong.size())
        .append(" wrong pairs\n\n");
    Map<String, Integer> missedKinds = new HashMap<>();
    for (String p : missed) {
      for (String key : p.split("\\|")) {
        byKey.get(key).errors().forEach(e -> missedKinds.merge(e, 1, Integer::sum));
      }
    }
    if (!missed.isEmpty()) {
      out.append("Errors in the missed pairs' duplicates: ").append(missedKinds).append("\n\n");
    }
    for (String p : missed.subList(0, Math.min(n, missed.size()))) {
      out.append("- missed:\n");
      for (String key : p.split("\\|")) {
        out.append("  - `").append(line(key)).append("`\n");
      }
    }
    for (String p : wrong.subList(0, Math.min(n, wrong.size()))) {
      out.append("- wrong:\n");
      String[] keys = p.split("\\|");
      for (String key : keys) {
        out.append("  - `").append(line(key)).append("`\n");
      }
      String explanation = explanation(clusterOf.get(p), keys);
      out.append("  - ").append(explanation).append('\n');
    }
    out.append('\n');
    return out.toString();
  }

  private String line(String key) {
    Person p = byKey.get(key);
    return key + " " + p.personId() + " " + p.fields().values() + " " + p.errors();
  }

  /** The cluster's pair of the two records, explained; or the pairs that joined them. */
  private String explanation(String cluster, String[] keys) throws Exception {
    JsonNode pairs = client.get("/api/v2/matching/clusters/" + cluster).path("pairs");
    StringBuilder out = new StringBuilder();
    for (JsonNode pair : pairs) {
      String a = keyOf.get(pair.path("etalonIdA").asString());
      String b = keyOf.get(pair.path("etalonIdB").asString());
      boolean direct = pair(a, b).equals(pair(keys[0], keys[1]));
      // Besides the pair itself, the links between two persons that chained the cluster.
      if (!direct && byKey.get(a).personId().equals(byKey.get(b).personId())) {
        continue;
      }
      out.append(direct ? "pair" : "via " + a + "~" + b).append(": ");
      if (pair.path("evidence").isArray() && !pair.path("evidence").isEmpty()) {
        out.append(
            String.format(java.util.Locale.ROOT, "score %.1f (", pair.path("score").asDouble()));
        for (JsonNode e : pair.path("evidence")) {
          out.append(e.path("attributes").get(0).asString())
              .append(' ')
              .append(e.path("level").asString())
              .append(
                  String.format(java.util.Locale.ROOT, " %+.1f; ", e.path("weight").asDouble()));
        }
        out.append(") ");
      } else {
        out.append("rule ").append(pair.path("ruleName").asString()).append(' ');
      }
    }
    return out.toString();
  }
}
