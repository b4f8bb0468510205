package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Benchmark of classifications (issue 21; not a test: run it with {@code
 * bench/classifications.sh}).
 *
 * <p>Starts the server in-process on a durable embedded PostgreSQL in a fresh directory, imports a
 * classifier {@code Goods} of four levels ({@code -Dbench.branching} (10) children per node: 11,110
 * nodes) assigned to two registers, then imports {@code -Dbench.records} (1,000,000) products into
 * each register through {@code /api/v2/data/import}: the first register's lines bare (the floor),
 * the second's each classified into a random leaf. Then, after VACUUM ANALYZE, measures over HTTP
 * ({@code -Dbench.warmup} (100) warm-up, {@code -Dbench.requests} (500) measured) search pages of
 * 20 "classified under" a leaf, a class (a thousandth of the records), a family (a hundredth) and a
 * segment (a tenth: 5 warm-up, {@code -Dbench.segmentRequests} (as many as {@code bench.requests})
 * measured), each request beside a search page of 20 without the filter and an authenticated GET
 * (the floors).
 */
public final class ClassificationBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String SEARCH = "/api/v2/search/records";
  private static final String SOURCE = "erp";
  private static final String BARE = "Bare";
  private static final String CLASSIFIED = "Product";
  private static final String CLASSIFIER = "Goods";

  private final int records = Integer.getInteger("bench.records", 1_000_000);
  private final int branching = Integer.getInteger("bench.branching", 10);
  private final int warmup = Integer.getInteger("bench.warmup", 100);
  private final int requests = Integer.getInteger("bench.requests", 500);

  /** Requests under a segment (a tenth of the records: each one counts them all). */
  private final int segmentRequests = Integer.getInteger("bench.segmentRequests", requests);

  /** A data directory of an earlier run to measure the searches again without loading. */
  private final String reuse = System.getProperty("bench.reuse");

  private final Path dataDir =
      reuse != null
          ? Path.of(reuse)
          : Path.of(
              "target",
              "bench-data",
              "classifications-"
                  + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private BenchClient client;
  private DataSource dataSource;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new ClassificationBenchmark().run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    Files.createDirectories(dataDir);
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MdmApplication.class)
            .properties(
                "org.platform.mdm.system.data.dir=" + dataDir,
                "org.platform.mdm.system.embedded-db.durable=true",
                "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD)
            .run("--server.port=0")) {
      int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      client = new BenchClient(port, ADMIN_PASSWORD);
      dataSource = context.getBean(DataSource.class);
      String loadBefore = BenchMachine.loadAverage();
      double classifierSeconds = 0;
      double bare = 0;
      double classified = 0;
      int nodes;
      if (reuse == null) {
        model();
        long t = System.nanoTime();
        nodes = classifier();
        classifierSeconds = (System.nanoTime() - t) / 1e9;
        bare = load(BARE, false);
        classified = load(CLASSIFIED, true);
        vacuum();
      } else {
        nodes = (int) count("select count(*) from classifier_nodes");
      }
      long classifications = count("select count(*) from classification_timeline");

      String segment = nodeId("01");
      String family = nodeId("01.01");
      String klass = nodeId("01.01.01");
      String leaf = nodeId("01.01.01.01");
      Stats[] leafRun = measure("under a leaf", leaf, warmup, requests);
      Stats[] classRun = measure("under a class", klass, warmup, requests);
      Stats[] familyRun = measure("under a family", family, warmup, requests);
      Stats[] segmentRun = measure("under a segment", segment, 5, segmentRequests);
      String plan = explain(klass) + explain(segment);
      String loadAfter = BenchMachine.loadAverage();

      StringBuilder r = new StringBuilder();
      r.append("## Classifications: ")
          .append(String.format(Locale.ROOT, "%,d", records))
          .append(" records in a classifier of ")
          .append(String.format(Locale.ROOT, "%,d", nodes))
          .append(" nodes\n\n");
      r.append("Machine: ")
          .append(BenchMachine.cpuModel())
          .append(", ")
          .append(Runtime.getRuntime().availableProcessors())
          .append(" CPUs, ")
          .append(BenchMachine.memory())
          .append("; load average before ")
          .append(loadBefore)
          .append(", after ")
          .append(loadAfter)
          .append(".\n\n");
      if (reuse != null) {
        r.append("Searches measured again on the data of ").append(reuse).append(".\n\n");
      } else {
        r.append(
            String.format(
                Locale.ROOT,
                "- Classifier imported in %.1f s.%n"
                    + "- Import of %,d bare lines (floor): %.1f s (%,.0f lines/s).%n"
                    + "- Import of %,d lines each classified into a leaf: %.1f s (%,.0f lines/s),"
                    + " **%.0f %% of the floor's rate**; %,d classification intervals stored.%n%n",
                classifierSeconds,
                records,
                bare,
                records / bare,
                records,
                classified,
                records / classified,
                100 * bare / classified,
                classifications));
      }
      r.append("| search page of 20 | p50 ms | p95 ms | p99 ms | hits | p99 / plain search p99 |")
          .append("\n|---|---|---|---|---|---|\n");
      row(r, "classified under a segment (1/" + branching + ")", segmentRun);
      row(r, "classified under a family (1/" + branching * branching + ")", familyRun);
      row(r, "classified under a class (1/" + branching * branching * branching + ")", classRun);
      row(r, "classified under a leaf", leafRun);
      row(
          r,
          "floor: the same search without the filter",
          new Stats[] {segmentRun[1], segmentRun[1]});
      row(r, "floor: GET current user", new Stats[] {segmentRun[2], segmentRun[1]});
      r.append(
              "\nThe statements of a search under a class, then under a segment, with their plans:\n\n```\n")
          .append(plan)
          .append("```\n");
      System.out.println();
      System.out.println(r);
      Files.writeString(dataDir.resolve("results.md"), r.toString(), StandardCharsets.UTF_8);
    }
    return 0;
  }

  private static void row(StringBuilder r, String what, Stats[] s) {
    r.append(
        String.format(
            Locale.ROOT,
            "| %s | %.1f | %.1f | %.1f | %.0f | %.2f |%n",
            what,
            s[0].percentile(50),
            s[0].percentile(95),
            s[0].percentile(99),
            s[0].meanHits(),
            s[0].percentile(99) / s[1].percentile(99)));
  }

  private void model() throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", SOURCE, "weight", 50)));
    for (String entity : List.of(BARE, CLASSIFIED)) {
      client.post(
          "/api/v2/meta/model/entities/save",
          Map.of(
              "entity",
              Map.of(
                  "name",
                  entity,
                  "attributes",
                  List.of(Map.of("name", "name", "type", "String")))));
    }
  }

  /** The classifier, imported whole: codes 01 .. 01.01.01.01; its node count. */
  private int classifier() throws Exception {
    List<Map<String, Object>> nodes = new ArrayList<>();
    nodes.add(node(CLASSIFIER, null, null));
    addChildren(nodes, CLASSIFIER, "", 1);
    Map<String, Object> version = new LinkedHashMap<>();
    version.put("name", "v1");
    version.put("displayName", "v1");
    version.put("default", true);
    version.put("nodes", nodes);
    Map<String, Object> classifier = new LinkedHashMap<>();
    classifier.put("name", CLASSIFIER);
    classifier.put("displayName", "Goods");
    classifier.put("assignments", List.of(BARE, CLASSIFIED));
    say("Importing a classifier of " + nodes.size() + " nodes ...");
    client.post(
        "/api/v1/classifiers/import",
        Map.of("classifier", classifier, "versions", List.of(version)));
    return nodes.size();
  }

  private void addChildren(List<Map<String, Object>> nodes, String parent, String code, int depth) {
    if (depth > 4) {
      return;
    }
    for (int i = 1; i <= branching; i++) {
      String child = (code.isEmpty() ? "" : code + ".") + String.format(Locale.ROOT, "%02d", i);
      String name = "n" + child.replace('.', '_');
      nodes.add(node(name, parent, child));
      addChildren(nodes, name, child, depth + 1);
    }
  }

  private static Map<String, Object> node(String name, String parent, String code) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("name", name);
    n.put("parentName", parent);
    n.put("code", code);
    n.put("displayName", name);
    n.put("attributes", List.of());
    return n;
  }

  private double load(String entity, boolean classify) throws Exception {
    Path file = dataDir.resolve(entity + ".ndjson");
    say("Generating " + records + " lines of " + entity + " ...");
    SplittableRandom random = new SplittableRandom(5);
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (long i = 0; i < records; i++) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", entity);
        line.put("sourceSystem", SOURCE);
        line.put("externalId", "P-" + i);
        line.put("attributes", Map.of("name", "product " + i));
        if (classify) {
          String leaf =
              String.format(
                  Locale.ROOT,
                  "%02d.%02d.%02d.%02d",
                  1 + random.nextInt(branching),
                  1 + random.nextInt(branching),
                  1 + random.nextInt(branching),
                  1 + random.nextInt(branching));
          line.put("classifications", Map.of(CLASSIFIER, List.of(Map.of("nodeCode", leaf))));
        }
        out.write(JSON.writeValueAsString(line));
        out.write('\n');
      }
    }
    say("Importing " + entity + " ...");
    double seconds = client.importFile(file);
    say(String.format(Locale.ROOT, "  imported in %.1f s", seconds));
    Files.delete(file);
    return seconds;
  }

  private String nodeId(String code) throws Exception {
    JsonNode hits =
        client.get("/api/v1/classifiers/" + CLASSIFIER + "/versions/v1/nodes/search?text=" + code);
    for (JsonNode hit : hits.path("hits")) {
      if (code.equals(hit.path("node").path("code").asString(null))
          || code.equals(hit.path("code").asString(null))) {
        return hit.path("node").path("nodeId").asString(hit.path("nodeId").asString());
      }
    }
    throw new IllegalStateException("no node " + code + " in " + hits);
  }

  /** The filtered search, beside the plain search and the GET floor: the three runs' stats. */
  private Stats[] measure(String what, String nodeId, int warmup, int requests) throws Exception {
    say(what + ": " + warmup + " warm-up, " + requests + " measured ...");
    long[][] nanos = new long[3][requests];
    double hits = 0;
    Map<String, Object> filtered =
        Map.of("entityName", CLASSIFIED, "classifiedUnder", List.of(nodeId), "limit", 20);
    Map<String, Object> plain = Map.of("entityName", CLASSIFIED, "limit", 20);
    for (int i = 0; i < warmup + requests; i++) {
      long t = System.nanoTime();
      JsonNode answer = client.post(SEARCH, filtered);
      long a = System.nanoTime();
      client.post(SEARCH, plain);
      long b = System.nanoTime();
      client.get("/api/v2/core/authentication/current-user");
      long c = System.nanoTime();
      if (i >= warmup) {
        nanos[0][i - warmup] = a - t;
        nanos[1][i - warmup] = b - a;
        nanos[2][i - warmup] = c - b;
        hits += answer.path("totalCount").asLong();
      }
    }
    Stats[] stats = {
      Stats.of(nanos[0], hits / requests), Stats.of(nanos[1], 20), Stats.of(nanos[2], 0)
    };
    say(
        String.format(
            Locale.ROOT,
            "  p50 %.1f ms, p99 %.1f ms (plain search p99 %.1f ms, GET p99 %.1f ms), %.0f hits",
            stats[0].percentile(50),
            stats[0].percentile(99),
            stats[1].percentile(99),
            stats[2].percentile(99),
            stats[0].meanHits()));
    return stats;
  }

  /** The statements of a search under the node, with their plans. */
  private String explain(String nodeId) throws Exception {
    return SearchPlans.explain(
        client,
        dataSource,
        Map.of("entityName", CLASSIFIED, "classifiedUnder", List.of(nodeId), "limit", 20));
  }

  private void vacuum() throws Exception {
    say("VACUUM ANALYZE ...");
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("vacuum analyze");
      s.execute("checkpoint");
    }
  }

  private long count(String sql) throws Exception {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private record Stats(long[] sorted, double meanHits) {
    static Stats of(long[] nanos, double meanHits) {
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      return new Stats(sorted, meanHits);
    }

    double percentile(double p) {
      int i = (int) Math.ceil(p / 100 * sorted.length) - 1;
      return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }
  }
}
