package org.platform.mdm.matching.clusters;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.platform.mdm.matching.MatchingApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Random writes of records that match by a REVIEW rule: after every write, the clusters the server
 * keeps are exactly the groups a brute-force comparison of every pair of records (as they are now)
 * connects.
 */
class RandomClustersTest extends MatchingApiTest {

  private static final String[] FIRST = {"Anna", "Анна", "ANNA", "Olga", "Ольга"};
  private static final String[] LAST = {"Ivanova", "Иванова", "Petrova", "petrova"};
  private static final String[] BORN = {"1990-01-01", "1990-01-02"};

  private final Random random = new Random(20261123);

  @Test
  void clustersAreTheGroupsEveryPairwiseComparisonConnects() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("people", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));

    Map<String, String[]> values = new LinkedHashMap<>(); // etalon → first, last, born
    Map<String, String> etalons = new HashMap<>(); // key → etalon
    List<String> log = new ArrayList<>();
    for (int step = 0; step < 60; step++) {
      String key = "k" + random.nextInt(14);
      String[] v = {pick(FIRST), pick(LAST), pick(BORN)};
      String etalon =
          written(
                  admin,
                  aRecord(r, erp, key).with("first", v[0]).with("last", v[1]).with("born", v[2]))
              .path("etalonId")
              .asString();
      etalons.put(key, etalon);
      values.put(etalon, v);
      log.add(key + " " + String.join(" ", v));
      assertThat(serverClusters(admin, r))
          .as("after step " + step + "\n" + String.join("\n", log))
          .isEqualTo(reference(values));
    }
  }

  @Test
  void batchesLeaveTheClustersEveryPairwiseComparisonConnects() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("people", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));

    Map<String, String[]> values = new LinkedHashMap<>(); // etalon → first, last, born
    List<String> log = new ArrayList<>();
    for (int step = 0; step < 15; step++) {
      // A batch of distinct keys: new records and records already written, changed.
      List<String> keys = new ArrayList<>(new java.util.LinkedHashSet<>(randomKeys(8)));
      List<String[]> written = new ArrayList<>();
      List<Map<String, Object>> items = new ArrayList<>();
      for (String key : keys) {
        String[] v = {pick(FIRST), pick(LAST), pick(BORN)};
        written.add(v);
        items.add(
            aRecord(r, erp, key).with("first", v[0]).with("last", v[1]).with("born", v[2]).body());
        log.add(step + ": " + key + " " + String.join(" ", v));
      }
      Api.Response batch = admin.post("/api/meta-data-driven/v1/data/batch", items);
      assertThat(batch.status()).as(batch.toString()).isEqualTo(200);
      JsonNode results = batch.json().path("results");
      for (int i = 0; i < keys.size(); i++) {
        values.put(results.get(i).path("etalonId").asString(), written.get(i));
      }
      assertThat(serverClusters(admin, r))
          .as("after batch " + step + "\n" + String.join("\n", log))
          .isEqualTo(reference(values));
    }
  }

  /**
   * Bulk runs in batches of three records, over records written with real-time matching on (whose
   * clusters the runs find) and off, by a rule that does not chain (born within a day): after each
   * run the clusters are the groups every pair's comparison connects, so a batch's records joining
   * clusters made earlier, and connecting two of them, are placed as one by one.
   */
  @Test
  void bulkRunsLeaveTheClustersEveryPairwiseComparisonConnects() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(
            r,
            set(
                "near",
                rule(
                    "near",
                    "REVIEW",
                    cmp("last", "EXACT"),
                    Map.of("attribute", "born", "type", "DATE_WITHIN", "days", 1)))));
    String[] last = {"Ivanova", "Petrova"};
    Map<String, String[]> values = new LinkedHashMap<>(); // etalon → last, born
    List<String> log = new ArrayList<>();
    int n = 0;
    setting(admin, "org.platform.mdm.matching.run.batch-size", "3");
    try {
      for (int round = 0; round < 4; round++) {
        setting(admin, "org.platform.mdm.matching.realtime.enabled", round == 0 ? "true" : "false");
        for (int i = 0; i < 10; i++, n++) {
          String[] v = {pick(last), "1990-01-0" + (1 + random.nextInt(7))};
          String etalon =
              written(admin, aRecord(r, erp, "b" + n).with("last", v[0]).with("born", v[1]))
                  .path("etalonId")
                  .asString();
          values.put(etalon, v);
          log.add(round + ": " + etalon + " " + String.join(" ", v));
        }
        setting(admin, "org.platform.mdm.matching.realtime.enabled", "true");
        runToEnd(admin, r);
        assertThat(serverClusters(admin, r))
            .as("after run " + round + "\n" + String.join("\n", log))
            .isEqualTo(nearReference(values));
      }
    } finally {
      setting(admin, "org.platform.mdm.matching.realtime.enabled", "true");
      setting(admin, "org.platform.mdm.matching.run.batch-size", "1000");
    }
  }

  /** Groups of records connected by pairs of the same last name born at most a day apart. */
  private static Set<Set<String>> nearReference(Map<String, String[]> values) {
    List<String> ids = new ArrayList<>(values.keySet());
    Map<String, String> parent = new HashMap<>();
    ids.forEach(id -> parent.put(id, id));
    for (int i = 0; i < ids.size(); i++) {
      for (int j = i + 1; j < ids.size(); j++) {
        String[] a = values.get(ids.get(i));
        String[] b = values.get(ids.get(j));
        long days =
            Math.abs(
                java.time.temporal.ChronoUnit.DAYS.between(
                    java.time.LocalDate.parse(a[1]), java.time.LocalDate.parse(b[1])));
        if (a[0].equals(b[0]) && days <= 1) {
          parent.put(root(parent, ids.get(j)), root(parent, ids.get(i)));
        }
      }
    }
    return groupsOf(ids, parent);
  }

  private List<String> randomKeys(int most) {
    List<String> keys = new ArrayList<>();
    for (int i = 1 + random.nextInt(most); i > 0; i--) {
      keys.add("k" + random.nextInt(14));
    }
    return keys;
  }

  @Test
  void twoRecordsWrittenAtTheSameMomentFindEachOther() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("people", rule("same", "REVIEW", names("NORMALIZED"), cmp("born", "EXACT")))));
    // Each step, two clients write the same person (in two scripts) at once: neither sees the
    // other's keys before it commits unless matching is serialised.
    int steps = 25;
    java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(2);
    Map<String, String[]> values = new java.util.concurrent.ConcurrentHashMap<>();
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(2);
    List<java.util.concurrent.Future<?>> futures = new ArrayList<>();
    for (int w = 0; w < 2; w++) {
      int writer = w;
      futures.add(
          pool.submit(
              () -> {
                for (int i = 0; i < steps; i++) {
                  String[] v = {
                    writer == 0 ? "Anna" : "Анна",
                    writer == 0 ? "Ivanova" : "Иванова",
                    java.time.LocalDate.of(1990, 1, 1).plusDays(i).toString()
                  };
                  together.await();
                  String etalon =
                      written(
                              admin,
                              aRecord(r, erp, "w" + writer + "-" + i)
                                  .with("first", v[0])
                                  .with("last", v[1])
                                  .with("born", v[2]))
                          .path("etalonId")
                          .asString();
                  values.put(etalon, v);
                }
                return null;
              }));
    }
    for (java.util.concurrent.Future<?> f : futures) {
      f.get();
    }
    pool.shutdown();
    Set<Set<String>> expected = reference(values);
    assertThat(expected).hasSize(steps);
    assertThat(serverClusters(admin, r)).isEqualTo(expected);
  }

  private String pick(String[] pool) {
    return pool[random.nextInt(pool.length)];
  }

  /** Groups of two or more records connected by pairs that match, compared one by one. */
  private static Set<Set<String>> reference(Map<String, String[]> values) {
    List<String> ids = new ArrayList<>(values.keySet());
    Map<String, String> parent = new HashMap<>();
    ids.forEach(id -> parent.put(id, id));
    for (int i = 0; i < ids.size(); i++) {
      for (int j = i + 1; j < ids.size(); j++) {
        String[] a = values.get(ids.get(i));
        String[] b = values.get(ids.get(j));
        if (sameName(a, b) && a[2].equals(b[2])) {
          parent.put(root(parent, ids.get(j)), root(parent, ids.get(i)));
        }
      }
    }
    return groupsOf(ids, parent);
  }

  private static Set<Set<String>> groupsOf(List<String> ids, Map<String, String> parent) {
    Map<String, Set<String>> groups = new HashMap<>();
    ids.forEach(id -> groups.computeIfAbsent(root(parent, id), k -> new TreeSet<>()).add(id));
    Set<Set<String>> result = new java.util.HashSet<>();
    groups.values().stream().filter(g -> g.size() > 1).forEach(result::add);
    return result;
  }

  /** The same name once case, script and order are ignored (the pools differ only so). */
  private static boolean sameName(String[] a, String[] b) {
    return canonical(a[0]).equals(canonical(b[0])) && canonical(a[1]).equals(canonical(b[1]));
  }

  private static String canonical(String name) {
    return switch (name.toLowerCase()) {
      case "анна" -> "anna";
      case "ольга" -> "olga";
      case "иванова" -> "ivanova";
      default -> name.toLowerCase();
    };
  }

  private static String root(Map<String, String> parent, String id) {
    String r = id;
    while (!parent.get(r).equals(r)) {
      r = parent.get(r);
    }
    return r;
  }

  private static Set<Set<String>> serverClusters(Api admin, String entity) {
    JsonNode list =
        admin.post(CLUSTERS, Map.of("entityName", entity, "count", 1000)).json().path("clusters");
    Set<Set<String>> clusters = new java.util.HashSet<>();
    for (JsonNode c : list) {
      JsonNode detail = admin.get(CLUSTERS + "/" + c.path("id").asString()).json();
      Set<String> members = new TreeSet<>();
      detail.path("records").forEach(m -> members.add(m.path("etalonId").asString()));
      assertThat(c.path("recordsCount").asInt()).isEqualTo(members.size());
      clusters.add(members);
    }
    return clusters;
  }
}
