package org.platform.mdm.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Benchmark of relation reads and of draft publication (not a test: run it with {@code
 * bench/relations.sh}). Starts the server in-process with a durable embedded PostgreSQL in a fresh
 * directory and measures, each beside its floor in the same run:
 *
 * <ul>
 *   <li>the filtered read of a page of 50 links of a record with N REFERENCES links (default
 *       10,000; each link overlaps the next, so the reduction cuts every one), over HTTP, beside
 *       the plain JDBC read of the rows it needs;
 *   <li>publication of a parent draft holding M record drafts (default 1,000), each a new record
 *       with a link to an existing record (so M relation drafts too), beside the same M writes
 *       applied at once through the batch endpoint.
 * </ul>
 *
 * <p>Properties: {@code -Dbench.links} (10000), {@code -Dbench.drafts} (1000), {@code
 * -Dbench.requests} (1000), {@code -Dbench.warmup} (2000), {@code -Dbench.analyzeBeforePublish}
 * (true: the tables are analyzed before the publication and before its floor, as autovacuum would
 * have done on a running system).
 */
public final class RelationBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String DATA = "/api/meta-data-driven/v1/data";
  private static final List<String> DATA_TABLES =
      List.of(
          "etalons",
          "external_keys",
          "revisions",
          "timeline",
          "relation_etalons",
          "relation_revisions",
          "relation_timeline");

  private final int links = Integer.getInteger("bench.links", 10_000);
  private final int drafts = Integer.getInteger("bench.drafts", 1_000);
  private final int requests = Integer.getInteger("bench.requests", 1_000);
  private final int warmup = Integer.getInteger("bench.warmup", 2_000);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "relations-"
              + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final Random random = new Random(42);
  private DataSource dataSource;
  private String base;
  private String token;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new RelationBenchmark().run();
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
      base = "http://localhost:" + port;
      dataSource = context.getBean(DataSource.class);
      token = login();
      model();
      String loadBefore = BenchMachine.loadAverage();

      List<String> addresses = addresses(Math.max(links, drafts));
      String customer = customerWithLinks(addresses);
      vacuum();
      Stats page = filteredPages(customer);
      Stats floor = jdbcRows(customer);

      Publication published = publishParent(addresses);
      Direct direct = applyAtOnce(addresses);
      String loadAfter = BenchMachine.loadAverage();

      String report = report(page, floor, published, direct, loadBefore, loadAfter);
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  // ---------------------------------------------------------------- setup

  private void model() throws Exception {
    post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", "bench", "weight", 50)));
    post(
        "/api/v2/meta/model/entities/save",
        Map.of(
            "entity", Map.of("name", "Customer", "attributes", List.of(attr("name", "String")))));
    post(
        "/api/v2/meta/model/entities/save",
        Map.of(
            "entity", Map.of("name", "Address", "attributes", List.of(attr("street", "String")))));
    post(
        "/api/v2/meta/model/relations/save",
        Map.of(
            "relation",
            Map.of(
                "name", "LivesAt",
                "type", "REFERENCES",
                "from", "Customer",
                "to", "Address",
                "attributes", List.of(attr("kind", "String"), attr("rank", "Integer")))));
  }

  private static Map<String, Object> attr(String name, String type) {
    return Map.of("name", name, "type", type);
  }

  private List<String> addresses(int count) throws Exception {
    say("Writing " + count + " addresses ...");
    List<String> ids = new ArrayList<>();
    for (int from = 0; from < count; from += 1000) {
      List<Object> batch = new ArrayList<>();
      for (int i = from; i < Math.min(count, from + 1000); i++) {
        batch.add(record("Address", "A-" + i, Map.of("street", "Street " + i)));
      }
      JsonNode answer = post(DATA + "/batch", batch);
      answer.path("results").forEach(r -> ids.add(r.path("etalonId").asString()));
    }
    return ids;
  }

  /** One customer linked to N addresses, link i valid for days i..i+1 (each overlaps the next). */
  private String customerWithLinks(List<String> addresses) throws Exception {
    say("Writing a customer with " + links + " links ...");
    List<Object> items = new ArrayList<>();
    LocalDate start = LocalDate.of(2000, 1, 1);
    for (int i = 0; i < links; i++) {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("toEtalonId", addresses.get(i));
      item.put("validFrom", start.plusDays(i) + "T00:00:00Z");
      item.put("validTo", start.plusDays(i + 1) + "T23:59:59.999Z");
      item.put("attributes", Map.of("kind", "k" + (i % 10), "rank", i));
      items.add(item);
    }
    Map<String, Object> body = record("Customer", "C-links", Map.of("name", "linked"));
    body.put("relations", Map.of("LivesAt", items));
    long t = System.nanoTime();
    String etalonId = post(DATA, body).path("etalonId").asString();
    say(String.format(Locale.ROOT, "  written in %.1f s", (System.nanoTime() - t) / 1e9));
    return etalonId;
  }

  private void vacuum() throws Exception {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("vacuum analyze");
      s.execute("checkpoint");
    }
  }

  // ---------------------------------------------------------------- reads

  private Stats filteredPages(String customer) throws Exception {
    say("Filtered pages of 50: " + warmup + " warm-up, " + requests + " measured ...");
    for (int i = 0; i < warmup + requests; i++) {
      Map<String, Object> query = new LinkedHashMap<>();
      query.put("etalonId", customer);
      query.put("attributes", Map.of("kind", "k" + random.nextInt(10)));
      query.put("sortBy", "validFrom");
      query.put("offset", 50 * random.nextInt(links / 10 / 50));
      query.put("limit", 50);
      long t = System.nanoTime();
      JsonNode page = post("/api/v2/data/relations/filtered", query);
      long took = System.nanoTime() - t;
      if (page.path("relations").size() != 50) {
        throw new IllegalStateException("a page of " + page.path("relations").size());
      }
      if (i >= warmup) {
        Stats.record(took);
      }
    }
    return Stats.take();
  }

  /** The floor: the same rows read with plain JDBC, no filtering, reduction or JSON. */
  private Stats jdbcRows(String customer) throws Exception {
    say("JDBC floor: the record's link rows ...");
    String sql =
        "select e.relation_etalon_id, e.relation_name, e.from_etalon_id, e.to_etalon_id, e.status,"
            + " t.valid_from, t.valid_to, t.active, t.stamp, t.data::text,"
            + " f.entity_name, f.status, o.entity_name, o.status"
            + " from relation_etalons e join relation_timeline t"
            + " on t.from_etalon_id = e.from_etalon_id and t.relation_etalon_id = e.relation_etalon_id"
            + " join etalons f on f.etalon_id = e.from_etalon_id"
            + " join etalons o on o.etalon_id = e.to_etalon_id where e.from_etalon_id = ?";
    try (Connection c = dataSource.getConnection();
        PreparedStatement p = c.prepareStatement(sql)) {
      p.setObject(1, UUID.fromString(customer));
      for (int i = 0; i < Math.min(warmup, 500) + requests; i++) {
        long t = System.nanoTime();
        int rows = 0;
        try (ResultSet rs = p.executeQuery()) {
          while (rs.next()) {
            rs.getString(10);
            rows++;
          }
        }
        if (rows != links) {
          throw new IllegalStateException(rows + " rows");
        }
        if (i >= Math.min(warmup, 500)) {
          Stats.record(System.nanoTime() - t);
        }
      }
    }
    return Stats.take();
  }

  // ---------------------------------------------------------------- drafts

  record Publication(double draftSeconds, double publishSeconds, long rows, long recordDrafts) {}

  record Direct(double seconds, long rows) {}

  private Publication publishParent(List<String> addresses) throws Exception {
    say("Drafting " + drafts + " new customers with a link each under one parent ...");
    long parent =
        post(
                "/api/v2/draft/upsert",
                Map.of("type", "record", "parameters", Map.of("entity-name", "Customer")))
            .path("draft")
            .path("draftId")
            .asLong();
    long t = System.nanoTime();
    for (int i = 0; i < drafts; i++) {
      Map<String, Object> body = record("Customer", "D-" + i, Map.of("name", "drafted " + i));
      body.put("relations", Map.of("LivesAt", List.of(Map.of("toEtalonId", addresses.get(i)))));
      body.put("parentDraftId", parent);
      post(DATA, body);
    }
    double draftSeconds = (System.nanoTime() - t) / 1e9;
    long before = rows();
    // As autovacuum would have by then on a running system: without statistics, the plans made
    // while the tables were empty (generic plans, kept per connection) scan them (10 s, not 2.4).
    if (!"false".equals(System.getProperty("bench.analyzeBeforePublish"))) {
      vacuum();
    }
    say("Publishing the parent ...");
    t = System.nanoTime();
    post("/api/v2/draft/publish", Map.of("draftId", parent));
    double publishSeconds = (System.nanoTime() - t) / 1e9;
    long written = rows() - before;
    JsonNode check = get(DATA + "/Customer/bench/D-" + (drafts - 1) + "?relations=true");
    if (check.path("relations").path("LivesAt").size() != 1) {
      throw new IllegalStateException("the last drafted customer has no link: " + check);
    }
    return new Publication(draftSeconds, publishSeconds, written, drafts);
  }

  /** The floor: the same new customers with their links, written at once in batches of 1,000. */
  private Direct applyAtOnce(List<String> addresses) throws Exception {
    say("The same writes applied at once ...");
    vacuum();
    long before = rows();
    long t = System.nanoTime();
    for (int from = 0; from < drafts; from += 1000) {
      List<Object> batch = new ArrayList<>();
      for (int i = from; i < Math.min(drafts, from + 1000); i++) {
        Map<String, Object> body = record("Customer", "W-" + i, Map.of("name", "direct " + i));
        body.put("relations", Map.of("LivesAt", List.of(Map.of("toEtalonId", addresses.get(i)))));
        batch.add(body);
      }
      JsonNode answer = post(DATA + "/batch", batch);
      if (answer.path("failed").asInt() != 0) {
        throw new IllegalStateException(answer.toString());
      }
    }
    double seconds = (System.nanoTime() - t) / 1e9;
    return new Direct(seconds, rows() - before);
  }

  private long rows() throws Exception {
    long total = 0;
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      for (String table : DATA_TABLES) {
        try (ResultSet rs = s.executeQuery("select count(*) from " + table)) {
          rs.next();
          total += rs.getLong(1);
        }
      }
    }
    return total;
  }

  // ---------------------------------------------------------------- report

  private String report(
      Stats page, Stats floor, Publication p, Direct d, String loadBefore, String loadAfter) {
    StringBuilder out = new StringBuilder();
    out.append("### Relations and drafts\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "Machine: %s, %d CPUs, %s; load average %s before, %s after.%n%n",
            BenchMachine.cpuModel(),
            Runtime.getRuntime().availableProcessors(),
            BenchMachine.memory(),
            loadBefore,
            loadAfter));
    out.append("| Measure | p50 ms | p99 ms | floor p50 ms | floor p99 ms | ratio p50 |\n");
    out.append("|---|---|---|---|---|---|\n");
    out.append(
        String.format(
            Locale.ROOT,
            "| Filtered page of 50 of %,d REFERENCES links (HTTP) vs the link rows over JDBC |"
                + " %.2f | %.2f | %.2f | %.2f | %.1f× |%n%n",
            links,
            page.p50(),
            page.p99(),
            floor.p50(),
            floor.p99(),
            page.p50() / floor.p50()));
    out.append("| Measure | seconds | rows written | rows/s | floor seconds | ratio |\n");
    out.append("|---|---|---|---|---|---|\n");
    out.append(
        String.format(
            Locale.ROOT,
            "| Publish a parent of %,d record drafts + %,d relation drafts vs the same writes at"
                + " once (batch) | %.2f | %,d | %,.0f | %.2f | %.2f× |%n",
            p.recordDrafts(),
            p.recordDrafts(),
            p.publishSeconds(),
            p.rows(),
            p.rows() / p.publishSeconds(),
            d.seconds(),
            p.publishSeconds() / d.seconds()));
    out.append(
        String.format(
            Locale.ROOT,
            "%nDrafting the %,d writes (one HTTP request each): %.1f s (%,.0f writes/s)."
                + " Rows written by the direct writes: %,d.%n",
            p.recordDrafts(),
            p.draftSeconds(),
            p.recordDrafts() / p.draftSeconds(),
            d.rows()));
    return out.toString();
  }

  /** Latencies of one measurement, in nanoseconds, kept per thread-less run. */
  record Stats(double p50, double p99) {
    private static final List<Long> SAMPLES = new ArrayList<>();

    static void record(long nanos) {
      SAMPLES.add(nanos);
    }

    static Stats take() {
      long[] sorted = SAMPLES.stream().mapToLong(Long::longValue).sorted().toArray();
      SAMPLES.clear();
      return new Stats(
          sorted[(int) (sorted.length * 0.50)] / 1e6,
          sorted[Math.min(sorted.length - 1, (int) (sorted.length * 0.99))] / 1e6);
    }
  }

  // ---------------------------------------------------------------- HTTP

  private static Map<String, Object> record(
      String entity, String externalId, Map<String, Object> attributes) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("entityName", entity);
    body.put("sourceSystem", "bench");
    body.put("externalId", externalId);
    body.put("attributes", attributes);
    return body;
  }

  private String login() throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create(base + "/api/v2/core/authentication/login"))
                .header("Content-Type", "application/json")
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        JSON.writeValueAsString(
                            Map.of("userName", "admin", "password", ADMIN_PASSWORD))))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return JSON.readTree(r.body()).path("token").asString();
  }

  private JsonNode post(String path, Object body) throws Exception {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))));
  }

  private JsonNode get(String path) throws Exception {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  private JsonNode send(HttpRequest.Builder request) throws Exception {
    HttpResponse<String> r =
        http.send(
            request
                .header("Authorization", "Bearer " + token)
                .timeout(Duration.ofMinutes(10))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new IllegalStateException(r.statusCode() + " " + r.body());
    }
    return JSON.readTree(r.body());
  }

  private static void say(String line) {
    System.out.println(
        LocalDateTime.now().format(DateTimeFormatter.ofPattern("HH:mm:ss")) + " " + line);
  }
}
