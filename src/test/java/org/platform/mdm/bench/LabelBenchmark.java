package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
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
 * Security labels at scale (issue 22): searches and reads of a register of a million records with
 * three labels on it, as a steward the labels restrict and as the administrator they do not, the
 * two alternating request by request in one run so that the machine's load falls on both alike. The
 * target: the steward's latencies at most 30 % above the administrator's.
 */
public final class LabelBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String STEWARD_PASSWORD = "bench-steward-password";
  private static final String SEARCH = "/api/v2/search/records";
  private static final String SOURCE = "erp";
  private static final String ENTITY = "Customer";

  private final int records = Integer.getInteger("bench.records", 1_000_000);
  private final int warmup = Integer.getInteger("bench.warmup", 100);
  private final int requests = Integer.getInteger("bench.requests", 500);
  private final String reuse = System.getProperty("bench.reuse");
  private final Path dataDir =
      reuse != null
          ? Path.of(reuse)
          : Path.of(
              "target",
              "bench-data",
              "labels-"
                  + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private BenchClient admin;
  private DataSource dataSource;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new LabelBenchmark().run();
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
      admin = new BenchClient(port, ADMIN_PASSWORD);
      dataSource = context.getBean(DataSource.class);
      String loadBefore = BenchMachine.loadAverage();
      double seconds = 0;
      if (reuse == null) {
        model();
        // The labels first: each document is written with its label key (labels added to a
        // register that has records take effect on the count's index once it is rebuilt).
        labels();
        seconds = load();
        vacuum();
      }
      broadSteward();
      BenchClient steward = new BenchClient(port, "steward", STEWARD_PASSWORD);
      BenchClient broad = new BenchClient(port, "broad", STEWARD_PASSWORD);
      Map<String, Object> plain = Map.of("entityName", ENTITY, "limit", 20);
      Map<String, Object> filtered =
          Map.of(
              "entityName",
              ENTITY,
              "limit",
              20,
              "filters",
              Map.of("attribute", "segment", "operator", "EQ", "value", "S2"));
      String id = steward.post(SEARCH, plain).path("hits").get(0).path("etalonId").asString();
      String read = "/api/v2/data/records/" + id + "/timeline";
      Stats[] page =
          measure("page of 20 with its count", steward, broad, c -> c.post(SEARCH, plain));
      Stats[] filter =
          measure("filtered page of 20", steward, broad, c -> c.post(SEARCH, filtered));
      Stats[] timeline = measure("a record's timeline by id", steward, broad, c -> c.get(read));
      String loadAfter = BenchMachine.loadAverage();
      String plans =
          "The whole-register page with its count, as the administrator, then as the broad"
              + " steward, with the plans of its statements:\n\n```\n"
              + SearchPlans.explain(admin, dataSource, plain)
              + SearchPlans.explain(broad, dataSource, plain)
              + "```\n";

      StringBuilder r = new StringBuilder();
      r.append("## Security labels: ")
          .append(String.format(Locale.ROOT, "%,d", records))
          .append(" records, three labels on their register\n\n");
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
      if (reuse == null) {
        r.append(
            String.format(Locale.ROOT, "- Import of %,d lines: %.1f s.%n%n", records, seconds));
      } else {
        r.append("Measured again on the data of ").append(reuse).append(".\n\n");
      }
      r.append(
          "The steward's instances admit 2 regions of 10, every segment, 1 channel of 4 (a"
              + " twentieth of the records); the broad steward's 9 regions, every segment and"
              + " every channel (nine tenths): its searches pay for the labels' conditions"
              + " without being narrowed much by them.\n\n");
      r.append(
          "| request | admin p50 | admin p99 | steward p50 | steward p99 | broad p50 | broad p99"
              + " | hits admin / steward / broad | steward p99 / admin p99 | broad p99 / admin"
              + " p99 |\n|---|---|---|---|---|---|---|---|---|---|\n");
      row(r, "search, page of 20 with its exact count", page);
      row(r, "search filtered by segment, page of 20", filter);
      row(r, "GET a record's timeline by etalon id", timeline);
      r.append('\n').append(plans);
      System.out.println();
      System.out.println(r);
      Files.writeString(dataDir.resolve("results.md"), r.toString(), StandardCharsets.UTF_8);
    }
    return 0;
  }

  private interface Call {
    JsonNode call(BenchClient client) throws Exception;
  }

  /**
   * The request as the administrator, the steward and the broad steward, in turn: [admin, steward,
   * broad].
   */
  private Stats[] measure(String what, BenchClient steward, BenchClient broad, Call call)
      throws Exception {
    say(what + ": " + warmup + " warm-up, " + requests + " measured, each as three users ...");
    long[][] nanos = new long[3][requests];
    double[] hits = new double[3];
    BenchClient[] clients = {admin, steward, broad};
    for (int i = 0; i < warmup + requests; i++) {
      for (int u = 0; u < 3; u++) {
        BenchClient client = clients[u];
        long t = System.nanoTime();
        JsonNode answer = call.call(client);
        long took = System.nanoTime() - t;
        if (i >= warmup) {
          nanos[u][i - warmup] = took;
          hits[u] += answer.path("totalCount").asLong();
        }
      }
    }
    Stats[] stats = {
      Stats.of(nanos[0], hits[0] / requests),
      Stats.of(nanos[1], hits[1] / requests),
      Stats.of(nanos[2], hits[2] / requests)
    };
    say(
        String.format(
            Locale.ROOT,
            "  admin p99 %.1f ms, steward p99 %.1f ms, broad p99 %.1f ms",
            stats[0].percentile(99),
            stats[1].percentile(99),
            stats[2].percentile(99)));
    return stats;
  }

  private static void row(StringBuilder r, String what, Stats[] s) {
    r.append(
        String.format(
            Locale.ROOT,
            "| %s | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %,.0f / %,.0f / %,.0f | **%.2f** |"
                + " **%.2f** |%n",
            what,
            s[0].percentile(50),
            s[0].percentile(99),
            s[1].percentile(50),
            s[1].percentile(99),
            s[2].percentile(50),
            s[2].percentile(99),
            s[0].meanHits(),
            s[1].meanHits(),
            s[2].meanHits(),
            s[1].percentile(99) / s[0].percentile(99),
            s[2].percentile(99) / s[0].percentile(99)));
  }

  private void model() throws Exception {
    admin.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", SOURCE, "weight", 50)));
    admin.post(
        "/api/v2/meta/model/entities/save",
        Map.of(
            "entity",
            Map.of(
                "name",
                ENTITY,
                "attributes",
                List.of(
                    Map.of("name", "name", "type", "String"),
                    Map.of("name", "region", "type", "String"),
                    Map.of("name", "segment", "type", "String"),
                    Map.of("name", "channel", "type", "String")))));
  }

  private double load() throws Exception {
    Path file = dataDir.resolve(ENTITY + ".ndjson");
    say("Generating " + records + " lines ...");
    SplittableRandom random = new SplittableRandom(22);
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (long i = 0; i < records; i++) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", ENTITY);
        line.put("sourceSystem", SOURCE);
        line.put("externalId", "C-" + i);
        line.put(
            "attributes",
            Map.of(
                "name",
                "customer " + i,
                "region",
                "R" + (1 + random.nextInt(10)),
                "segment",
                "S" + (1 + random.nextInt(5)),
                "channel",
                "C" + (1 + random.nextInt(4))));
        out.write(JSON.writeValueAsString(line));
        out.write('\n');
      }
    }
    say("Importing ...");
    double seconds = admin.importFile(file);
    say(String.format(Locale.ROOT, "  imported in %.1f s", seconds));
    Files.delete(file);
    return seconds;
  }

  /** Three labels and a steward admitted to regions R1 and R2, every segment, channel C1. */
  private void labels() throws Exception {
    for (String attribute : List.of("region", "segment", "channel")) {
      admin.post(
          "/api/v2/core/security-labels",
          Map.of(
              "name",
              "By_" + attribute,
              "attributes",
              List.of(Map.of("path", ENTITY + "." + attribute))));
    }
    admin.post(
        "/api/v2/core/roles",
        Map.of(
            "name",
            "STEWARD",
            "rights",
            List.of(Map.of("resource", ENTITY, "rights", List.of("READ"))),
            "securityLabels",
            List.of(
                instance("By_region", "region", "R1"),
                instance("By_region", "region", "R2"),
                Map.of("name", "By_segment", "attributes", List.of()),
                instance("By_channel", "channel", "C1"))));
    admin.post(
        "/api/v2/core/users",
        Map.of("userName", "steward", "password", STEWARD_PASSWORD, "roles", List.of("STEWARD")));
  }

  /** A steward admitted to 9 regions of 10 and everything else (made once). */
  private void broadSteward() throws Exception {
    try {
      List<Object> instances = new java.util.ArrayList<>();
      for (int region = 1; region <= 9; region++) {
        instances.add(instance("By_region", "region", "R" + region));
      }
      instances.add(Map.of("name", "By_segment", "attributes", List.of()));
      instances.add(Map.of("name", "By_channel", "attributes", List.of()));
      admin.post(
          "/api/v2/core/roles",
          Map.of(
              "name",
              "BROAD",
              "rights",
              List.of(Map.of("resource", ENTITY, "rights", List.of("READ"))),
              "securityLabels",
              instances));
      admin.post(
          "/api/v2/core/users",
          Map.of("userName", "broad", "password", STEWARD_PASSWORD, "roles", List.of("BROAD")));
    } catch (IllegalStateException e) {
      say("  the broad steward exists: " + e.getMessage().lines().findFirst().orElse(""));
    }
  }

  private static Map<String, Object> instance(String label, String attribute, String value) {
    return Map.of(
        "name",
        label,
        "attributes",
        List.of(Map.of("path", ENTITY + "." + attribute, "value", value)));
  }

  private void vacuum() throws Exception {
    say("VACUUM ANALYZE ...");
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("vacuum analyze");
      s.execute("checkpoint");
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
