package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.say;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Benchmark of data governance (not a test: run it with {@code bench/dg.sh}). Starts a PostgreSQL
 * to be scanned (embedded, of its own) and the server in-process on a durable embedded PostgreSQL
 * under {@code target/bench-data/dg-<time>}, then measures, each beside its floor in the same run:
 *
 * <ul>
 *   <li><b>the scan</b> of a schema of {@code -Dbench.tables} (1,000) tables of {@code
 *       -Dbench.columns} (20) columns (a primary key, a foreign key to the table before, a comment;
 *       a view over every tenth table) by the PostgreSQL crawler through the administration's API,
 *       first and again with nothing changed, in assets/s; beside a plain query of the same catalog
 *       ({@code information_schema.columns} of the schema) and the project's own bulk load of as
 *       many records of the same asset types ({@code POST /api/v2/data/import}, NDJSON): the record
 *       write floor;
 *   <li><b>{@code catalog/next-level}</b> of a schema of {@code -Dbench.children} (20,000) tables
 *       (made by scanning a second schema of that many tables without columns), pages of 50 at
 *       random offsets, p50/p99; beside an authenticated GET of the current user;
 *   <li><b>{@code assets/search}</b> by a part of the display name among as many assets as each of
 *       {@code -Dbench.searchAssets} (200000,1000000) says, loaded up to it through the bulk load
 *       (records of {@code dgColumn}, their graph rows written by the data governance module as for
 *       every write), p50/p99; beside the same GET.
 * </ul>
 *
 * <p>Other properties: {@code -Dbench.requests} (1000), {@code -Dbench.warmup} (300), {@code
 * -Dbench.keep} (false: the database directory is deleted at the end), {@code -Dbench.parts}
 * (scan,catalog,search: which of the three to run).
 */
public final class DgBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String META = "/api/v1/dg/meta/";
  private static final String DATA = "/api/v1/dg/data/";
  private static final String SOURCE = "dgbench";
  private static final String LOADED = "dgload";

  private final int tables = Integer.getInteger("bench.tables", 1000);
  private final int columns = Integer.getInteger("bench.columns", 20);
  private final int children = Integer.getInteger("bench.children", 20_000);
  private final List<Integer> searchAssets =
      java.util.Arrays.stream(System.getProperty("bench.searchAssets", "200000,1000000").split(","))
          .map(Integer::valueOf)
          .toList();
  private final int requests = Integer.getInteger("bench.requests", 1000);
  private final int warmup = Integer.getInteger("bench.warmup", 300);
  private final List<String> parts =
      List.of(System.getProperty("bench.parts", "scan,catalog,search").split(","));
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "dg-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private final Random random = new Random(42);
  private final List<String> report =
      new ArrayList<>() {
        @Override
        public boolean add(String line) {
          System.out.println("REPORT " + line);
          return super.add(line);
        }
      };
  private BenchClient client;
  private int loaded;
  private DataSource dataSource;

  public static void main(String[] args) {
    int status;
    try {
      new DgBenchmark().run();
      status = 0;
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private void run() throws Exception {
    Files.createDirectories(dataDir);
    try (EmbeddedPostgres source = EmbeddedPostgres.builder().start()) {
      makeSchemas(source);
      try (ConfigurableApplicationContext context =
          new SpringApplicationBuilder(MdmApplication.class)
              .properties(
                  "org.platform.mdm.system.data.dir=" + dataDir,
                  "org.platform.mdm.system.embedded-db.durable=true",
                  "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD)
              .run("--server.port=0")) {
        int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
        dataSource = context.getBean(DataSource.class);
        client = new BenchClient(port, ADMIN_PASSWORD);
        String loadBefore = BenchMachine.loadAverage();
        setUp(source.getPort());
        if (parts.contains("scan")) {
          scans(source);
        }
        if (parts.contains("catalog")) {
          nextLevel();
        }
        if (parts.contains("search")) {
          search();
        }
        String loadAfter = BenchMachine.loadAverage();
        StringBuilder out = new StringBuilder("### Data governance\n\n");
        out.append(
            String.format(
                Locale.ROOT,
                "Machine: %s, %d CPUs, %s; load average %s before, %s after.%n%n",
                BenchMachine.cpuModel(),
                Runtime.getRuntime().availableProcessors(),
                BenchMachine.memory(),
                loadBefore,
                loadAfter));
        report.forEach(l -> out.append(l).append('\n'));
        System.out.println();
        System.out.println(out);
        Files.writeString(dataDir.resolve("results.md"), out, StandardCharsets.UTF_8);
      }
    } finally {
      if (!Boolean.getBoolean("bench.keep")) {
        delete(dataDir);
      }
    }
  }

  // ---------------------------------------------------------------- the source database

  /** Schema {@code bench}: tables × columns; schema {@code wide}: children tables of no column. */
  private void makeSchemas(EmbeddedPostgres source) throws Exception {
    say("Making " + tables + " tables of " + columns + " columns and " + children + " empty ones");
    try (Connection c = source.getPostgresDatabase().getConnection();
        Statement s = c.createStatement()) {
      s.execute("create schema bench");
      for (int t = 0; t < tables; t++) {
        StringBuilder ddl =
            new StringBuilder("create table bench.t" + t + " (id bigint primary key");
        int made = 1;
        if (t > 0) {
          ddl.append(", parent_id bigint references bench.t").append(t - 1).append(" (id)");
          made++;
        }
        for (int k = made; k < columns; k++) {
          ddl.append(", c").append(k).append(k % 2 == 0 ? " text" : " numeric(12,2)");
        }
        s.execute(ddl.append(")").toString());
        s.execute("comment on table bench.t" + t + " is 'table " + t + "'");
        if (t % 10 == 0) {
          s.execute("create view bench.v" + t + " as select * from bench.t" + t);
        }
      }
      s.execute("create schema wide");
      for (int from = 0; parts.contains("catalog") && from < children; from += 1000) {
        s.execute(
            "do $$ begin for i in "
                + from
                + ".."
                + (Math.min(children, from + 1000) - 1)
                + " loop execute format('create table wide.w%s ()', lpad(i::text, 6, '0'));"
                + " end loop; end $$");
      }
      s.execute("analyze");
    }
  }

  private void setUp(int sourcePort) throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", SOURCE, "weight", 50)));
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", LOADED, "weight", 40)));
    for (String system : List.of("bench", "wide")) {
      client.post(
          META + "information-systems",
          Map.of("name", system, "displayName", system, "sourceSystem", SOURCE));
      Map<String, Object> parameters = new LinkedHashMap<>();
      parameters.put("host", "localhost");
      parameters.put("port", Integer.toString(sourcePort));
      parameters.put("database", "postgres");
      parameters.put("user", "postgres");
      parameters.put("schemas", system);
      client.post(
          META + "connections",
          Map.of(
              "name",
              system + "-pg",
              "displayName",
              system,
              "crawlerType",
              "postgresql",
              "parameters",
              parameters));
      client.post(
          META + "information-systems/" + system + "/crawler-instances",
          // Instances of one name in two systems of one source system would write the same keys.
          Map.of("name", system + "-main", "displayName", "Main", "connection", system + "-pg"));
    }
  }

  // ---------------------------------------------------------------- (a) scans

  private void scans(EmbeddedPostgres source) throws Exception {
    say("Floor: information_schema.columns of the schema ...");
    long[] rows = new long[1];
    double catalogMs =
        median(
            5,
            () -> {
              try (Connection c = source.getPostgresDatabase().getConnection();
                  Statement s = c.createStatement();
                  ResultSet r =
                      s.executeQuery(
                          "select table_name, column_name, data_type, is_nullable,"
                              + " column_default from information_schema.columns"
                              + " where table_schema = 'bench'")) {
                long n = 0;
                while (r.next()) {
                  n++;
                }
                rows[0] = n;
              }
            });
    BenchClient.settle(dataSource);
    say("Scan of schema bench ...");
    Scan first = scan("bench");
    say("  " + first);
    BenchClient.settle(dataSource);
    say("Rescan, nothing changed ...");
    Scan again = scan("bench");
    say("  " + again);
    BenchClient.settle(dataSource);
    say("Record write floor: the bulk load of " + first.found() + " records ...");
    Path lines = dataDir.resolve("floor.ndjson");
    writeLines(lines, "floor", 0, (int) first.found());
    double loadSeconds = client.importFile(lines);
    say(String.format(Locale.ROOT, "  %.1f s", loadSeconds));
    double loadRate = first.found() / loadSeconds;
    report.add(
        String.format(
            Locale.ROOT,
            "**Scan** of %,d tables × %,d columns (+ %,d views): %,d assets (and their links)%n",
            tables,
            columns,
            (tables + 9) / 10,
            first.found()));
    report.add("| Measure | seconds | assets/s | floor | floor seconds | floor/s | ratio |");
    report.add("|---|---:|---:|---|---:|---:|---:|");
    report.add(scanRow("First scan", first, "bulk load of as many records", loadSeconds, loadRate));
    report.add(
        scanRow(
            "Rescan, nothing changed",
            again,
            "bulk load of as many records",
            loadSeconds,
            loadRate));
    report.add(
        String.format(
            Locale.ROOT,
            "| Plain catalog query (information_schema.columns, %,d rows) | %.3f | | | | | |",
            rows[0],
            catalogMs / 1000));
    report.add(
        String.format(
            Locale.ROOT,
            "%nThe first scan took %.1f× the plain catalog query; its crawl step alone %.2f s."
                + " Steps of the first scan: %s%n",
            first.seconds() * 1000 / catalogMs,
            first.crawlSeconds(),
            first.note()));
    report.add("Steps of the rescan: " + again.note() + "\n");
  }

  private String scanRow(String what, Scan s, String floor, double floorSeconds, double rate) {
    double perSecond = s.found() / s.seconds();
    return String.format(
        Locale.ROOT,
        "| %s | %.1f | %,.0f | %s | %.1f | %,.0f | %.2f |",
        what,
        s.seconds(),
        perSecond,
        floor,
        floorSeconds,
        rate,
        perSecond / rate);
  }

  record Scan(double seconds, long found, double crawlSeconds, String note) {}

  private Scan scan(String system) throws Exception {
    long id =
        client
            .post(
                META
                    + "information-systems/"
                    + system
                    + "/crawler-instances/"
                    + system
                    + "-main/scan",
                Map.of())
            .path("executionId")
            .asLong();
    String jobs = "/api/v2/core/jobs/executions/";
    JsonNode e;
    while (true) {
      e = client.get(jobs + id).path("execution");
      String status = e.path("status").asString();
      if (status.equals("COMPLETED")) {
        break;
      }
      if (status.equals("FAILED") || status.equals("STOPPED")) {
        throw new IllegalStateException("the scan ended " + status + ": " + e);
      }
      Thread.sleep(200);
    }
    double seconds = seconds(e.path("startTime"), e.path("endTime"));
    double crawl = 0;
    StringBuilder steps = new StringBuilder();
    for (JsonNode step : client.get(jobs + "steps/" + id).path("steps")) {
      double took = seconds(step.path("startTime"), step.path("endTime"));
      if (step.path("name").asString().equals("crawl")) {
        crawl = took;
      }
      steps.append(String.format(Locale.ROOT, "%s %.1f s; ", step.path("name").asString(), took));
    }
    String note = e.path("exitMessage").asString();
    java.util.regex.Matcher found = java.util.regex.Pattern.compile("Found (\\d+)").matcher(note);
    if (!found.find()) {
      throw new IllegalStateException("no count in " + note);
    }
    return new Scan(seconds, Long.parseLong(found.group(1)), crawl, steps + note);
  }

  private static double seconds(JsonNode from, JsonNode to) {
    if (from.isMissingNode() || from.isNull() || to.isMissingNode() || to.isNull()) {
      return 0;
    }
    return Duration.between(
                OffsetDateTime.parse(from.asString()), OffsetDateTime.parse(to.asString()))
            .toMillis()
        / 1000.0;
  }

  // ---------------------------------------------------------------- (b) next-level

  private void nextLevel() throws Exception {
    BenchClient.settle(dataSource);
    say("Scan of schema wide (" + children + " tables) ...");
    Scan wide = scan("wide");
    say("  " + wide);
    JsonNode database =
        client
            .post(
                DATA + "catalog/next-level", Map.of("informationSystem", "wide", "cascaded", true))
            .path("items")
            .get(0);
    JsonNode schema =
        client
            .post(
                DATA + "catalog/next-level",
                Map.of("node", database.path("etalonId").asString(), "cascaded", true))
            .path("items")
            .get(0);
    String node = schema.path("etalonId").asString();
    BenchClient.settle(dataSource);
    say("next-level pages of 50 of " + children + " children ...");
    List<Long> pages = new ArrayList<>();
    List<Long> floor = new ArrayList<>();
    for (int i = 0; i < warmup + requests; i++) {
      int offset = 50 * random.nextInt(children / 50);
      long t = System.nanoTime();
      JsonNode page =
          client.post(
              DATA + "catalog/next-level",
              Map.of("node", node, "cascaded", true, "offset", offset, "limit", 50));
      long took = System.nanoTime() - t;
      if (page.path("items").size() != 50) {
        throw new IllegalStateException(
            "a page of "
                + page.path("items").size()
                + " at "
                + offset
                + " of "
                + schema
                + ": "
                + page);
      }
      long f = floorGet();
      if (i >= warmup) {
        pages.add(took);
        floor.add(f);
      }
    }
    report.add(
        String.format(
            Locale.ROOT,
            "**Catalog** (scan of the second schema, %,d tables: %.1f s, %,.0f assets/s)%n",
            children,
            wide.seconds(),
            wide.found() / wide.seconds()));
    report.add("| Measure | p50 ms | p99 ms | floor p50 ms | floor p99 ms | ratio p99 |");
    report.add("|---|---:|---:|---:|---:|---:|");
    report.add(
        latencyRow(
            String.format(
                Locale.ROOT,
                "`catalog/next-level` of a node with %,d children, page of 50 at a random offset",
                children),
            pages,
            floor));
    report.add("");
  }

  // ---------------------------------------------------------------- (c) search

  private void search() throws Exception {
    for (int size : searchAssets) {
      search(size);
    }
  }

  /** Loads assets until the catalog holds {@code size}, then measures searches. */
  private void search(int size) throws Exception {
    long have = assets();
    int toLoad = (int) Math.max(0, size - have);
    say("Loading " + toLoad + " assets (dgColumn records) through the bulk load ...");
    Path lines = dataDir.resolve("search.ndjson");
    writeLines(lines, "search", loaded, toLoad);
    double loadSeconds = client.importFile(lines);
    Files.delete(lines);
    loaded += toLoad;
    long total = assets();
    say(String.format(Locale.ROOT, "  %.1f s, %,d assets in the catalog", loadSeconds, total));
    BenchClient.settle(dataSource);
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("vacuum analyze dg_assets");
    }
    say("Searches by a part of the display name ...");
    List<Long> searches = new ArrayList<>();
    List<Long> floor = new ArrayList<>();
    long matched = 0;
    for (int i = 0; i < warmup + requests; i++) {
      String text = word(random.nextInt(Math.max(1, loaded)));
      long t = System.nanoTime();
      JsonNode page = client.post(DATA + "assets/search", Map.of("text", text, "limit", 50));
      long took = System.nanoTime() - t;
      if (page.path("items").isEmpty()) {
        throw new IllegalStateException("nothing found for " + text + ": " + page);
      }
      long f = floorGet();
      if (i >= warmup) {
        searches.add(took);
        floor.add(f);
        matched += page.path("items").size();
      }
    }
    report.add(
        String.format(
            Locale.ROOT,
            "**Search** among %,d assets (%,d more loaded through the bulk load in %.1f s, %,.0f"
                + " records/s; %.1f items per answer on average)%n",
            total,
            toLoad,
            loadSeconds,
            toLoad / loadSeconds,
            matched / (double) requests));
    report.add("| Measure | p50 ms | p99 ms | floor p50 ms | floor p99 ms | ratio p99 |");
    report.add("|---|---:|---:|---:|---:|---:|");
    report.add(
        latencyRow(
            "`assets/search` by a part of the display name (a 6-letter word), page of 50",
            searches,
            floor));
    report.add("");
  }

  private long assets() throws Exception {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery("select count(*) from dg_assets")) {
      r.next();
      return r.getLong(1);
    }
  }

  /**
   * Lines of dgColumn records: name {@code col_<word>_<i>}, a 6-letter word of i, so that a search
   * for a word finds a handful.
   */
  private void writeLines(Path file, String prefix, int from, int count) throws Exception {
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int i = from; i < from + count; i++) {
        ObjectNode body = BenchClient.JSON.createObjectNode();
        body.put("entityName", "dgColumn");
        body.put("sourceSystem", LOADED);
        body.put("externalId", prefix + "/" + i);
        ObjectNode values = body.putObject("attributes");
        values.put("name", "col_" + word(i) + "_" + i);
        values.put("dataType", i % 2 == 0 ? "text" : "numeric(12,2)");
        values.put("ordinalPosition", 1 + i % 20);
        out.write(BenchClient.JSON.writeValueAsString(body));
        out.write('\n');
      }
    }
  }

  /** A 6-letter word of i's hash: about a million of them repeat rarely. */
  private static String word(int i) {
    long h = (i * 0x9E3779B97F4A7C15L) >>> 20;
    StringBuilder w = new StringBuilder();
    for (int k = 0; k < 6; k++) {
      w.append((char) ('a' + (int) (h % 26)));
      h /= 26;
    }
    return w.toString();
  }

  // ---------------------------------------------------------------- measuring

  private long floorGet() throws Exception {
    long t = System.nanoTime();
    client.get("/api/v2/core/authentication/current-user");
    return System.nanoTime() - t;
  }

  private static String latencyRow(String what, List<Long> measured, List<Long> floor) {
    double p50 = percentile(measured, 50);
    double p99 = percentile(measured, 99);
    double f50 = percentile(floor, 50);
    double f99 = percentile(floor, 99);
    return String.format(
        Locale.ROOT,
        "| %s | %.2f | %.2f | %.2f | %.2f | %.1f× |",
        what,
        p50,
        p99,
        f50,
        f99,
        p99 / f99);
  }

  private static double percentile(List<Long> nanos, int p) {
    List<Long> sorted = new ArrayList<>(nanos);
    Collections.sort(sorted);
    return sorted.get(Math.min(sorted.size() - 1, sorted.size() * p / 100)) / 1e6;
  }

  interface Work {
    void run() throws Exception;
  }

  private static double median(int runs, Work work) throws Exception {
    work.run();
    List<Double> times = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      long t = System.nanoTime();
      work.run();
      times.add((System.nanoTime() - t) / 1e6);
    }
    Collections.sort(times);
    return times.get(times.size() / 2);
  }

  private static void delete(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (java.io.IOException e) {
      say("could not delete " + dir + ": " + e);
    }
  }
}
