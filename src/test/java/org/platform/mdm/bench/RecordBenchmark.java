package org.platform.mdm.bench;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.lang.management.ManagementFactory;
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
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyManager;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Benchmark of records (not a test: run it with {@code bench/records.sh}): bulk import, single
 * writes and reads over HTTP, each beside its floor measured in the same run on the same database,
 * so that a noisy shared machine shows in both and the ratio stays meaningful.
 *
 * <p>Starts the whole server in-process on a random port with a durable embedded PostgreSQL in a
 * fresh directory, publishes a register of 6 attributes and 2 source systems, then:
 *
 * <ol>
 *   <li><b>Import</b>: generates N NDJSON lines to a file (not timed): every object has a line of
 *       source {@value #SOURCE_A} (all six attributes, unbounded validity) with a client-generated
 *       etalon id; 30 % of the objects also have a line of {@value #SOURCE_B} (city, score, vip,
 *       valid from 2024-01-01) with the same etalon id, written {@value #LAG} objects later, so
 *       that it reaches the server in a later batch and joins an existing etalon. The file is
 *       POSTed streamed to {@code /api/v2/data/import}; records/s = lines / wall time from the POST
 *       to the first poll that sees DONE. Floor: the same rows (entity, source, external id and the
 *       6 values, written to a TSV file by the same generator) COPYed with the PostgreSQL {@link
 *       CopyManager} into a bare table with a primary key on the key, in one COPY, and in COPYs of
 *       2,000 rows with a commit each (the import's batch size). Checks the import's counters, the
 *       table counts and a few golden records by GET.
 *   <li><b>Writes</b>: {@code -Dbench.threads} (8) clients for {@code -Dbench.writeSeconds} (60)
 *       POST single records, half new keys, half updates of imported keys, after {@code
 *       -Dbench.writeWarmupSeconds} (60) of the same not counted (the JIT compiles the write path
 *       meanwhile). Floor: a JDBC loop with as many threads inserting rows of the same shape into
 *       the bare table, one commit per row, for as long and after the same warm-up.
 *   <li><b>Reads</b>: one client, the golden record by external key and by etalon id at a
 *       timelineDate, {@code -Dbench.warmup} (3,000) warm-up requests then {@code -Dbench.requests}
 *       (2,000) measured, beside {@code GET /api/v2/core/authentication/current-user} (HTTP +
 *       security + JSON).
 * </ol>
 *
 * <p>During the import and the single writes the stacks of the server threads doing them are
 * sampled ({@code -Dbench.sampleMillis}, 20; 0 turns it off) to show where their time goes, and the
 * CPU time of the JVM (with its GC pauses and JIT compilation), of PostgreSQL and of the rest of
 * the machine is taken around each phase.
 *
 * <p>Prints a Markdown report (also saved as results.md in the data directory) and deletes the
 * database and the generated files unless {@code -Dbench.keep=true}. Exits 1 when a request failed
 * or a check did not hold (the report is printed all the same), 2 when the run broke off. The
 * performance targets are reported as MET / NOT MET and do not change the exit status.
 */
public final class RecordBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String ENTITY = "BenchClient";
  private static final String SOURCE_A = "bench_erp";
  private static final int WEIGHT_A = 40;
  private static final String SOURCE_B = "bench_crm";
  private static final int WEIGHT_B = 60;

  /** The second source's line of object i follows the first source's line of object i + LAG. */
  private static final int LAG = 10_000;

  /** Objects with i % 10 below this have a line of both sources (30 %). */
  private static final int SHARED_PER_TEN = 3;

  /** The batch size of the server's import (RecordImports.BATCH), for the batched COPY floor. */
  private static final int IMPORT_BATCH = 2000;

  private static final String B_FROM = "2024-01-01T00:00:00";
  private static final String EARLY = "2023-06-01T00:00:00";
  private static final String LATE = "2025-06-01T00:00:00";
  private static final String DATA = "/api/meta-data-driven/v1/data";
  private static final String IMPORT = "/api/v2/data/import";
  private static final String CURRENT_USER = "/api/v2/core/authentication/current-user";
  private static final String BARE = "bench_bare_records";
  private static final String BARE_BATCHED = "bench_bare_records_batched";
  private static final String FLOOR = "bench_floor_";
  private static final List<String> RECORD_TABLES =
      List.of("etalons", "external_keys", "revisions", "timeline");

  /**
   * Every table the import writes a row per record into: the record tables, the search documents
   * and facets, the matching keys (the register has a matching model) and the notifications outbox.
   */
  private static final List<String> IMPORT_TABLES =
      List.of(
          "etalons",
          "external_keys",
          "revisions",
          "timeline",
          "search_documents",
          "search_facets",
          "matching_keys",
          "notifications");

  private static final String BARE_COLUMNS =
      "(entity_name text not null, source_system text not null, external_id text not null,"
          + " name text, city text, age int, score numeric, vip boolean, since date,"
          + " primary key (entity_name, source_system, external_id))";
  private static final String[] CITIES = {
    "Amsterdam",
    "Berlin",
    "Bordeaux",
    "Brno",
    "Dublin",
    "Gdansk",
    "Genoa",
    "Graz",
    "Hamburg",
    "Lille",
    "Lisbon",
    "Lyon",
    "Madrid",
    "Malmo",
    "Munich",
    "Nantes",
    "Porto",
    "Riga",
    "Turin",
    "Vienna"
  };
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final int records;
  private final int writeSeconds;
  private final int writeWarmupSeconds;
  private Timed floor;
  private Timed fullFloor;
  private final int threads;
  private final int warmup;
  private final int requests;
  private final int sampleMillis;
  private final Path dataDir;
  private final List<String> failures = new ArrayList<>();
  private final List<String> checks = new ArrayList<>();
  private final HttpClient http =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(10))
          .build();
  private final Map<String, Cpu.Delta> cpu = new LinkedHashMap<>();
  private DataSource dataSource;
  private String base;
  private String token;
  private long postmaster;
  private String loadBefore;
  private String loadAfter;
  private Sampler.Profile writeProfile;
  private Sampler.Profile singleProfile;
  private Sampler.Profile batchProfile;
  private BatchPhase.Result batches;

  private RecordBenchmark(String[] args) {
    this.records =
        args.length > 0
            ? Integer.parseInt(args[0].replace("_", "").replace(",", ""))
            : Integer.getInteger("bench.records", 1_000_000);
    this.writeSeconds = Integer.getInteger("bench.writeSeconds", 60);
    this.writeWarmupSeconds = Integer.getInteger("bench.writeWarmupSeconds", 60);
    this.threads = Integer.getInteger("bench.threads", 8);
    this.warmup = Integer.getInteger("bench.warmup", 3000);
    this.requests = Integer.getInteger("bench.requests", 2000);
    this.sampleMillis = Integer.getInteger("bench.sampleMillis", 20);
    this.dataDir =
        Path.of(
            "target",
            "bench-data",
            LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  }

  public static void main(String[] args) throws Exception {
    RecordBenchmark bench = new RecordBenchmark(args);
    int status;
    try {
      status = bench.run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    if (records < 10) {
      throw new IllegalArgumentException("At least 10 records, not " + records);
    }
    long started = System.nanoTime();
    Files.createDirectories(dataDir);
    String report;
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MdmApplication.class)
            .properties(
                "org.platform.mdm.system.data.dir=" + dataDir,
                "org.platform.mdm.system.embedded-db.durable=true",
                // PostgreSQL's default of 128 MB of shared buffers does not hold the indexes of a
                // million records; any server that holds them is given more. The floors run on
                // the same database and settings.
                "org.platform.mdm.system.embedded-db.settings="
                    + System.getProperty("bench.pgSettings", "shared_buffers=1GB"),
                "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD)
            // Builder properties are defaults, below application.yml's server.port=8080: the
            // random port must come as a command-line property.
            .run("--server.port=0")) {
      int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      base = "http://localhost:" + port;
      dataSource = context.getBean(DataSource.class);
      postmaster = postmasterPid();
      say("Server on port " + port + ", data in " + dataDir.toAbsolutePath());
      token = login();
      model();
      createBareTables();

      Generated data = generate();
      loadBefore = BenchMachine.loadAverage();

      checkpoint();
      Cpu c0 = Cpu.now(postmaster);
      Imported imported = importFile(data);
      cpu.put("Import (POST to DONE)", Cpu.now(postmaster).minus(c0));
      verifyImport(data, imported);

      c0 = Cpu.now(postmaster);
      floor = schemaFloor(data.lines(), RECORD_TABLES);
      cpu.put("COPY of the import's rows (schema floor)", Cpu.now(postmaster).minus(c0));
      checkpoint();
      c0 = Cpu.now(postmaster);
      fullFloor = schemaFloor(data.lines(), IMPORT_TABLES);
      cpu.put(
          "COPY of the import's rows, every table (full schema floor)",
          Cpu.now(postmaster).minus(c0));

      checkpoint();
      c0 = Cpu.now(postmaster);
      Timed copy = copyAll(data);
      cpu.put("COPY, one statement", Cpu.now(postmaster).minus(c0));
      checkpoint();
      c0 = Cpu.now(postmaster);
      Timed copyBatched = copyBatched(data);
      cpu.put("COPY, batches of " + IMPORT_BATCH, Cpu.now(postmaster).minus(c0));
      String sizes = sizes();
      vacuum();

      checkpoint();
      Stats[] writes = httpWrites(data.objects());
      checkpoint();
      Stats jdbc = jdbcWrites();

      // The writes left work for autovacuum (the floor alone inserts a million rows); done now, it
      // does not run into the reads.
      vacuum();
      checkpoint();
      c0 = Cpu.now(postmaster);
      Stats baseline = reads("GET current-user", i -> new Get(CURRENT_USER, "admin"));
      SplittableRandom keys = new SplittableRandom(11);
      Stats byKey =
          reads(
              "GET by external key",
              i -> {
                Client c = new Client(keys.nextInt(data.objects()));
                return new Get(
                    DATA
                        + "/"
                        + ENTITY
                        + "/"
                        + SOURCE_A
                        + "/"
                        + c.externalA
                        + "?timelineDate="
                        + LATE,
                    c.etalon.toString());
              });
      SplittableRandom etalons = new SplittableRandom(12);
      Stats byEtalon =
          reads(
              "GET by etalon id",
              i -> {
                Client c = new Client(etalons.nextInt(data.objects()));
                return new Get(
                    DATA + "/" + ENTITY + "/etalon/" + c.etalon + "?timelineDate=" + LATE,
                    c.etalon.toString());
              });
      cpu.put("Reads (1 client, warm-up included)", Cpu.now(postmaster).minus(c0));

      vacuum();
      checkpoint();
      c0 = Cpu.now(postmaster);
      Sampler singleSampler = new Sampler("-exec-", Sampler.WRITE_STEPS, sampleMillis);
      Sampler batchSampler = new Sampler("-exec-", Sampler.WRITE_STEPS, sampleMillis);
      batches =
          new BatchPhase(
                  this::post,
                  (update, random, key) -> item(update, random, data.objects(), key),
                  Integer.getInteger("bench.batchSize", 500),
                  (batch, on) -> (batch ? batchSampler : singleSampler).counting(on))
              .run(
                  Integer.getInteger("bench.batchWarmupSeconds", 20),
                  Integer.getInteger("bench.batchRounds", 3),
                  Integer.getInteger("bench.batchSeconds", 20),
                  () -> {
                    singleSampler.counting(false);
                    batchSampler.counting(false);
                    singleSampler.start();
                    batchSampler.start();
                  });
      singleProfile = singleSampler.stop();
      batchProfile = batchSampler.stop();
      batches.failures().forEach(this::fail);
      cpu.put("Single writes and batches, 1 client", Cpu.now(postmaster).minus(c0));
      loadAfter = BenchMachine.loadAverage();

      report =
          report(
              data,
              imported,
              copy,
              copyBatched,
              sizes,
              writes,
              jdbc,
              baseline,
              byKey,
              byEtalon,
              (System.nanoTime() - started) / 1e9,
              settings());
    }
    System.out.println();
    System.out.println(report);
    Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    say("Results also in " + dataDir.resolve("results.md").toAbsolutePath());
    if (!Boolean.getBoolean("bench.keep")) {
      deleteData();
    }
    if (!failures.isEmpty()) {
      System.out.println("FAILED (" + failures.size() + "):");
      failures.forEach(f -> System.out.println("  " + f));
      return 1;
    }
    return 0;
  }

  // ---------------------------------------------------------------- model and data

  private void model() throws IOException, InterruptedException {
    for (Object[] source : new Object[][] {{SOURCE_A, WEIGHT_A}, {SOURCE_B, WEIGHT_B}}) {
      HttpResponse<String> r =
          post(
              "/api/v2/meta/model/source-systems/save",
              "{\"sourceSystem\":{\"name\":\"" + source[0] + "\",\"weight\":" + source[1] + "}}");
      require(r, 200, "save source system " + source[0]);
    }
    HttpResponse<String> r =
        post(
            "/api/v2/meta/model/entities/save",
            """
            {"entity": {"name": "%s", "consolidation": "BVT", "attributes": [
              {"name": "name", "type": "String"}, {"name": "city", "type": "String"},
              {"name": "age", "type": "Integer"}, {"name": "score", "type": "Number"},
              {"name": "vip", "type": "Boolean"}, {"name": "since", "type": "Date"}]}}
            """
                .formatted(ENTITY));
    require(r, 200, "save register " + ENTITY);
    if (!Boolean.parseBoolean(System.getProperty("bench.matching", "true"))) {
      return;
    }
    // Keys for every record; names are unique, so nothing matches and nothing merges.
    r =
        post(
            "/api/v2/matching/models/save",
            """
            {"model": {"entityName": "%s", "sets": [{"name": "same", "displayName": "Same client",
              "rules": [{"name": "name-since", "displayName": "Name and since", "action": "REVIEW",
                "comparisons": [{"attribute": "name", "type": "EXACT"},
                                {"attribute": "since", "type": "EXACT"}]}]}]}}
            """
                .formatted(ENTITY));
    require(r, 200, "save matching model of " + ENTITY);
  }

  /**
   * The content of object i, the same for the generator, the spot checks and the writes: values
   * from a hash of i, a random-looking but fixed etalon id (version 4 UUID layout).
   */
  private static final class Client {
    final int i;
    final String externalA;
    final String externalB;
    final UUID etalon;
    final String name;
    final String city;
    final int age;
    final String score;
    final boolean vip;
    final String since;
    final String cityB;
    final String scoreB;
    final boolean vipB;

    Client(int i) {
      this.i = i;
      long h = mix(i * 0x9E3779B97F4A7C15L + 0x5EED);
      long g = mix(h ^ 0xC2B2AE3D27D4EB4FL);
      this.externalA = "E-" + i;
      this.externalB = "C-" + i;
      this.etalon =
          new UUID((h & ~0xF000L) | 0x4000L, (g & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L);
      this.name = "Client " + i;
      int city = (int) Long.remainderUnsigned(g, CITIES.length);
      this.city = CITIES[city];
      this.age = 18 + (int) Long.remainderUnsigned(g >>> 8, 73);
      this.score = decimal(Long.remainderUnsigned(g >>> 16, 100_000));
      this.vip = ((g >>> 40) & 7) == 0;
      this.since =
          LocalDate.of(2000, 1, 1).plusDays(Long.remainderUnsigned(g >>> 44, 9000)).toString();
      this.cityB = CITIES[(city + 7) % CITIES.length];
      this.scoreB = decimal(Long.remainderUnsigned(h >>> 20, 100_000));
      this.vipB = !vip;
    }

    static boolean shared(int i) {
      return i % 10 < SHARED_PER_TEN;
    }

    /** The NDJSON line of the first source: all six attributes, unbounded validity. */
    void lineA(StringBuilder out) {
      out.append("{\"entityName\":\"")
          .append(ENTITY)
          .append("\",\"sourceSystem\":\"")
          .append(SOURCE_A)
          .append("\",\"externalId\":\"")
          .append(externalA)
          .append("\",\"etalonId\":\"")
          .append(etalon)
          .append("\",\"attributes\":");
      attributesA(out, score, city);
      out.append("}\n");
    }

    void attributesA(StringBuilder out, String withScore, String withCity) {
      out.append("{\"name\":\"")
          .append(name)
          .append("\",\"city\":\"")
          .append(withCity)
          .append("\",\"age\":")
          .append(age)
          .append(",\"score\":")
          .append(withScore)
          .append(",\"vip\":")
          .append(vip)
          .append(",\"since\":\"")
          .append(since)
          .append("\"}");
    }

    /** The NDJSON line of the second source: three attributes, valid from 2024 on. */
    void lineB(StringBuilder out) {
      out.append("{\"entityName\":\"")
          .append(ENTITY)
          .append("\",\"sourceSystem\":\"")
          .append(SOURCE_B)
          .append("\",\"externalId\":\"")
          .append(externalB)
          .append("\",\"etalonId\":\"")
          .append(etalon)
          .append("\",\"validFrom\":\"")
          .append(B_FROM)
          .append("\",\"attributes\":{\"city\":\"")
          .append(cityB)
          .append("\",\"score\":")
          .append(scoreB)
          .append(",\"vip\":")
          .append(vipB)
          .append("}}\n");
    }

    /** The same rows for COPY (text format, tab-separated, \N for null). */
    void rowA(StringBuilder out) {
      out.append(ENTITY).append('\t').append(SOURCE_A).append('\t').append(externalA).append('\t');
      out.append(name).append('\t').append(city).append('\t').append(age).append('\t');
      out.append(score).append('\t').append(vip ? 't' : 'f').append('\t').append(since);
      out.append('\n');
    }

    void rowB(StringBuilder out) {
      out.append(ENTITY).append('\t').append(SOURCE_B).append('\t').append(externalB).append('\t');
      out.append("\\N\t").append(cityB).append("\t\\N\t").append(scoreB).append('\t');
      out.append(vipB ? 't' : 'f').append("\t\\N\n");
    }

    private static String decimal(long cents) {
      long fraction = cents % 100;
      return (cents / 100) + (fraction < 10 ? ".0" : ".") + fraction;
    }
  }

  /** SplitMix64's finalizer: a well-spread 64-bit hash of a counter. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** The generated files and what they hold. */
  private record Generated(
      Path ndjson, Path tsv, int lines, int objects, int secondLines, int lastSecond, long bytes) {

    /** Whether the second source's line of object i is in the file. */
    boolean joined(int i) {
      return Client.shared(i) && i <= lastSecond;
    }
  }

  /** Objects needed so that their lines (one each, two for 30 %) are at least {@code lines}. */
  private static int objectsFor(int lines) {
    int m = (int) Math.ceil(lines / 1.3);
    while (m + sharedBelow(m) < lines) {
      m++;
    }
    while (m > 1 && (m - 1) + sharedBelow(m - 1) >= lines) {
      m--;
    }
    return m;
  }

  private static int sharedBelow(int m) {
    return (m / 10) * SHARED_PER_TEN + Math.min(m % 10, SHARED_PER_TEN);
  }

  /** Writes the NDJSON file and the TSV file of the same rows, streaming (not timed). */
  private Generated generate() throws IOException {
    Path ndjson = dataDir.resolve("records.ndjson");
    Path tsv = dataDir.resolve("records.tsv");
    long t0 = System.nanoTime();
    int m = objectsFor(records);
    int lines = 0;
    int objects = 0;
    int second = 0;
    int lastSecond = -1;
    StringBuilder line = new StringBuilder(512);
    StringBuilder row = new StringBuilder(256);
    try (BufferedWriter nd = Files.newBufferedWriter(ndjson, StandardCharsets.UTF_8);
        BufferedWriter rows = Files.newBufferedWriter(tsv, StandardCharsets.UTF_8)) {
      for (int k = 0; lines < records; k++) {
        line.setLength(0);
        row.setLength(0);
        if (k < m) {
          Client c = new Client(k);
          c.lineA(line);
          c.rowA(row);
          lines++;
          objects++;
        }
        int j = k - LAG;
        if (lines < records && j >= 0 && j < m && Client.shared(j)) {
          Client c = new Client(j);
          c.lineB(line);
          c.rowB(row);
          lines++;
          second++;
          lastSecond = j;
        }
        nd.append(line);
        rows.append(row);
      }
    }
    long bytes = Files.size(ndjson);
    say(
        String.format(
            Locale.ROOT,
            "Generated %,d lines (%,d objects, %,d joined by a second source), %.1f MB NDJSON in"
                + " %.1f s",
            lines,
            objects,
            second,
            bytes / 1e6,
            (System.nanoTime() - t0) / 1e9));
    return new Generated(ndjson, tsv, lines, objects, second, lastSecond, bytes);
  }

  // ---------------------------------------------------------------- (a) import and COPY

  /** What the import did, as its last poll showed it, with the client's timings. */
  private record Imported(
      JsonNode status,
      double seconds,
      double postSeconds,
      double serverSeconds,
      List<double[]> progress,
      Sampler.Profile profile) {

    double rate(int lines) {
      return lines / seconds;
    }
  }

  private Imported importFile(Generated data) throws Exception {
    say(String.format(Locale.ROOT, "Import of %,d lines ...", data.lines()));
    Sampler sampler = new Sampler("record-import", Sampler.IMPORT_STEPS, sampleMillis);
    long t0 = System.nanoTime();
    HttpResponse<String> started =
        http.send(
            request(IMPORT)
                .timeout(Duration.ofHours(2))
                .header("Content-Type", "application/x-ndjson")
                .POST(HttpRequest.BodyPublishers.ofFile(data.ndjson()))
                .build(),
            HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    double postSeconds = (System.nanoTime() - t0) / 1e9;
    require(started, 202, "POST " + IMPORT);
    long id = JSON.readTree(started.body()).path("importId").asLong();
    sampler.start();
    List<double[]> progress = new ArrayList<>();
    JsonNode status;
    long lastLog = System.nanoTime();
    while (true) {
      HttpResponse<String> r = get(IMPORT + "/" + id);
      require(r, 200, "GET " + IMPORT + "/" + id);
      status = JSON.readTree(r.body());
      String state = status.path("state").asString();
      double at = (System.nanoTime() - t0) / 1e9;
      progress.add(new double[] {at, status.path("linesRead").asLong()});
      if (state.equals("DONE") || state.equals("FAILED")) {
        break;
      }
      if (System.nanoTime() - lastLog > 10_000_000_000L) {
        lastLog = System.nanoTime();
        say(
            String.format(
                Locale.ROOT,
                "  %.0f s: %s, %,d lines read",
                at,
                state,
                status.path("linesRead").asLong()));
      }
      Thread.sleep(100);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    Sampler.Profile profile = sampler.stop();
    double serverSeconds;
    try {
      serverSeconds =
          Duration.between(
                      OffsetDateTime.parse(status.path("createDate").asString()),
                      OffsetDateTime.parse(status.path("updateDate").asString()))
                  .toMillis()
              / 1e3;
    } catch (java.time.format.DateTimeParseException e) {
      serverSeconds = Double.NaN;
    }
    Imported imported =
        new Imported(status, seconds, postSeconds, serverSeconds, progress, profile);
    say(
        String.format(
            Locale.ROOT,
            "Import %s in %.1f s (POST answered after %.1f s): %.0f lines/s; %s",
            status.path("state").asString(),
            seconds,
            postSeconds,
            imported.rate(data.lines()),
            status));
    return imported;
  }

  private void verifyImport(Generated data, Imported imported) throws Exception {
    JsonNode s = imported.status();
    long read = s.path("linesRead").asLong();
    long loaded = s.path("loaded").asLong();
    long updated = s.path("updated").asLong();
    long rejected = s.path("rejected").asLong();
    check("import state DONE", s.path("state").asString().equals("DONE"), s.path("state"));
    check("linesRead = lines", read == data.lines(), read + " vs " + data.lines());
    check(
        "loaded + updated = lines",
        loaded + updated == data.lines(),
        loaded + " + " + updated + " vs " + data.lines());
    check("rejected = 0", rejected == 0, rejected + " " + s.path("rejections"));
    check(
        "loaded = objects (new etalons), updated = second-source lines",
        loaded == data.objects() && updated == data.secondLines(),
        loaded + " / " + updated + " vs " + data.objects() + " / " + data.secondLines());
    try (Connection c = dataSource.getConnection();
        Statement st = c.createStatement()) {
      long etalons = count(st, "select count(*) from etalons where entity_name = '" + ENTITY + "'");
      long keys =
          count(st, "select count(*) from external_keys where entity_name = '" + ENTITY + "'");
      long timeline =
          count(st, "select count(*) from timeline where entity_name = '" + ENTITY + "'");
      check("etalons = objects", etalons == data.objects(), etalons + " vs " + data.objects());
      check("external keys = lines", keys == data.lines(), keys + " vs " + data.lines());
      check(
          "timeline intervals = objects + joined (two intervals each)",
          timeline == (long) data.objects() + data.secondLines(),
          timeline + " vs " + ((long) data.objects() + data.secondLines()));
    }
    spotChecks(data);
  }

  /**
   * A few golden records by GET: before 2024 only the first source contributes; from 2024 on, the
   * heavier second source gives city, score and vip; both keys name the same etalon.
   */
  private void spotChecks(Generated data) throws Exception {
    SplittableRandom random = new SplittableRandom(7);
    List<Integer> picks = new ArrayList<>(List.of(0, data.objects() - 1));
    int joined = 0;
    int alone = 0;
    while (joined < 5 || alone < 5) {
      int i = random.nextInt(data.objects());
      if (data.joined(i) ? joined++ < 5 : alone++ < 5) {
        picks.add(i);
      }
    }
    int checked = 0;
    for (int i : picks) {
      Client c = new Client(i);
      boolean both = data.joined(i);
      String byA = DATA + "/" + ENTITY + "/" + SOURCE_A + "/" + c.externalA;
      expect(c, byA + "?timelineDate=" + EARLY, false);
      expect(c, byA + "?timelineDate=" + LATE, both);
      expect(c, DATA + "/" + ENTITY + "/etalon/" + c.etalon + "?timelineDate=" + LATE, both);
      checked += 3;
      if (both) {
        expect(
            c,
            DATA + "/" + ENTITY + "/" + SOURCE_B + "/" + c.externalB + "?timelineDate=" + LATE,
            true);
        checked++;
      }
    }
    say("Spot checks: " + checked + " GETs of " + picks.size() + " records");
    checks.add(
        checked + " golden records read back by GET as expected (" + picks.size() + " objects)");
  }

  private void expect(Client c, String path, boolean withSecond) throws Exception {
    HttpResponse<String> r = get(path);
    if (!ok(r, 200, "spot check GET " + path)) {
      return;
    }
    JsonNode body = JSON.readTree(r.body());
    JsonNode a = body.path("attributes");
    boolean same =
        body.path("etalonId").asString().equals(c.etalon.toString())
            && a.path("name").asString().equals(c.name)
            && a.path("age").asLong() == c.age
            && a.path("since").asString().equals(c.since)
            && a.path("city").asString().equals(withSecond ? c.cityB : c.city)
            && a.path("score").asDouble() == Double.parseDouble(withSecond ? c.scoreB : c.score)
            && a.path("vip").asBoolean() == (withSecond ? c.vipB : c.vip);
    if (!same) {
      fail("spot check GET " + path + ": expected object " + c.i + ", got " + r.body());
    }
  }

  private void createBareTables() throws SQLException {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("create table " + BARE + " " + BARE_COLUMNS);
      s.execute("create table " + BARE_BATCHED + " " + BARE_COLUMNS);
    }
  }

  /** A floor measurement: rows in seconds. */
  private record Timed(long rows, double seconds) {
    double rate() {
      return rows / seconds;
    }
  }

  /** The whole TSV file in one COPY (one transaction): the fastest way in. */
  private Timed copyAll(Generated data) throws Exception {
    long t0 = System.nanoTime();
    long rows;
    try (Connection c = dataSource.getConnection();
        InputStream in = Files.newInputStream(data.tsv())) {
      c.setAutoCommit(true);
      rows = c.unwrap(PGConnection.class).getCopyAPI().copyIn("copy " + BARE + " from stdin", in);
    }
    Timed timed = new Timed(rows, (System.nanoTime() - t0) / 1e9);
    say(
        String.format(
            Locale.ROOT,
            "COPY: %,d rows in %.1f s, %.0f rows/s",
            rows,
            timed.seconds(),
            timed.rate()));
    check("COPY rows = lines", rows == data.lines(), rows + " vs " + data.lines());
    return timed;
  }

  /**
   * The schema's floor: the rows the import wrote, exported and COPied back into empty copies of
   * these tables (same columns, constraints and indexes; not partitioned), one COPY each. No import
   * can write the records faster than PostgreSQL takes these rows. The export is not timed; a
   * checkpoint separates it from the COPYs.
   */
  private Timed schemaFloor(long lines, List<String> tables) throws Exception {
    Path dir = dataDir.resolve("floor");
    Files.createDirectories(dir);
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      c.setAutoCommit(true);
      CopyManager copy = c.unwrap(PGConnection.class).getCopyAPI();
      for (String table : tables) {
        s.execute("create table " + FLOOR + table + " (like " + table + " including all)");
        try (OutputStream out = Files.newOutputStream(dir.resolve(table))) {
          copy.copyOut("copy (select * from " + table + ") to stdout", out);
        }
      }
    }
    checkpoint();
    long t0 = System.nanoTime();
    long rows = 0;
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(true);
      CopyManager copy = c.unwrap(PGConnection.class).getCopyAPI();
      for (String table : tables) {
        try (InputStream in = Files.newInputStream(dir.resolve(table))) {
          rows += copy.copyIn("copy " + FLOOR + table + " from stdin", in);
        }
      }
    }
    Timed timed = new Timed(lines, (System.nanoTime() - t0) / 1e9);
    say(
        String.format(
            Locale.ROOT,
            "Schema floor (%d tables): the import's %,d rows in %.1f s, %.0f records/s",
            tables.size(),
            rows,
            timed.seconds(),
            timed.rate()));
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      for (String table : tables) {
        s.execute("drop table " + FLOOR + table);
        Files.deleteIfExists(dir.resolve(table));
      }
    }
    return timed;
  }

  /** The same rows in COPYs of the import's batch size, each committed: its transaction shape. */
  private Timed copyBatched(Generated data) throws Exception {
    long t0 = System.nanoTime();
    long rows = 0;
    try (Connection c = dataSource.getConnection();
        BufferedReader in = Files.newBufferedReader(data.tsv(), StandardCharsets.UTF_8)) {
      c.setAutoCommit(false);
      CopyManager copy = c.unwrap(PGConnection.class).getCopyAPI();
      StringBuilder batch = new StringBuilder(IMPORT_BATCH * 100);
      int n = 0;
      for (String row = in.readLine(); ; row = in.readLine()) {
        if (row != null) {
          batch.append(row).append('\n');
          n++;
        }
        if (n == IMPORT_BATCH || (row == null && n > 0)) {
          rows +=
              copy.copyIn(
                  "copy " + BARE_BATCHED + " from stdin", new StringReader(batch.toString()));
          c.commit();
          batch.setLength(0);
          n = 0;
        }
        if (row == null) {
          break;
        }
      }
      c.setAutoCommit(true);
    }
    Timed timed = new Timed(rows, (System.nanoTime() - t0) / 1e9);
    say(
        String.format(
            Locale.ROOT,
            "COPY in batches of %,d: %,d rows in %.1f s, %.0f rows/s",
            IMPORT_BATCH,
            rows,
            timed.seconds(),
            timed.rate()));
    return timed;
  }

  // ---------------------------------------------------------------- (b) single writes

  /** One call of a concurrent run: returns its kind (an index into the result). */
  private interface Call {
    int run(int thread, int n, SplittableRandom random) throws Exception;
  }

  /**
   * {@code threads} threads calling for {@code seconds}; latencies per kind, then all. Every thread
   * has its own random numbers, seeded by {@code seed} and its number.
   */
  private Stats[] concurrently(String what, int seconds, long seed, int kinds, Call call)
      throws Exception {
    say(what + ": " + threads + " threads for " + seconds + " s ...");
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    long t0 = System.nanoTime();
    long end = t0 + seconds * 1_000_000_000L;
    List<Future<long[][]>> results = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int thread = t;
      results.add(
          pool.submit(
              () -> {
                SplittableRandom random = new SplittableRandom(seed + thread);
                long[][] nanos = new long[kinds][1 << 14];
                int[] counts = new int[kinds];
                for (int n = 0; System.nanoTime() < end; n++) {
                  long sent = System.nanoTime();
                  int kind = call.run(thread, n, random);
                  long took = System.nanoTime() - sent;
                  if (counts[kind] == nanos[kind].length) {
                    nanos[kind] = Arrays.copyOf(nanos[kind], counts[kind] * 2);
                  }
                  nanos[kind][counts[kind]++] = took;
                }
                for (int k = 0; k < kinds; k++) {
                  nanos[k] = Arrays.copyOf(nanos[k], counts[k]);
                }
                return nanos;
              }));
    }
    List<long[][]> all = new ArrayList<>();
    for (Future<long[][]> f : results) {
      all.add(f.get());
    }
    double elapsed = (System.nanoTime() - t0) / 1e9;
    pool.shutdown();
    Stats[] stats = new Stats[kinds + 1];
    for (int k = 0; k < kinds; k++) {
      int kind = k;
      long[] nanos = all.stream().flatMapToLong(a -> Arrays.stream(a[kind])).toArray();
      stats[k] = Stats.of(nanos, elapsed);
    }
    stats[kinds] =
        Stats.of(
            all.stream().flatMap(Arrays::stream).flatMapToLong(Arrays::stream).toArray(), elapsed);
    say(what + ": " + stats[kinds]);
    return stats;
  }

  /** Half new keys of the first source, half updates (new score and city) of imported objects. */
  private Stats[] httpWrites(int objects) throws Exception {
    if (writeWarmupSeconds > 0) {
      writes("Warm-up: single writes", writeWarmupSeconds, 2000, objects, "V-");
    }
    Sampler sampler = new Sampler("-exec-", Sampler.WRITE_STEPS, sampleMillis);
    Cpu c0 = Cpu.now(postmaster);
    sampler.start();
    Stats[] stats = writes("Single writes", writeSeconds, 1000, objects, "W-");
    writeProfile = sampler.stop();
    cpu.put("Single writes over HTTP", Cpu.now(postmaster).minus(c0));
    return stats;
  }

  /** New keys are {@code prefix + thread + "-" + n}. */
  private Stats[] writes(String what, int seconds, long seed, int objects, String prefix)
      throws Exception {
    return concurrently(
        what + " (POST " + DATA + ", 50 % new keys, 50 % updates)",
        seconds,
        seed,
        2,
        (thread, n, random) -> {
          boolean update = random.nextBoolean();
          String externalId = update ? "(an update)" : prefix + thread + "-" + n;
          String body = item(update, random, objects, externalId);
          HttpResponse<String> r = post(DATA, body);
          if (ok(r, 200, "POST " + DATA + " " + externalId)
              && !r.body().contains("\"created\":" + !update)) {
            fail(
                "POST "
                    + DATA
                    + " "
                    + externalId
                    + ": expected created="
                    + !update
                    + ", got "
                    + r.body());
          }
          return update ? 1 : 0;
        });
  }

  /**
   * One write's body: an update (new score and city) of a random imported object's first-source
   * record, or a new first-source record with this key and a random object's values.
   */
  private static String item(boolean update, SplittableRandom random, int objects, String newKey) {
    StringBuilder body = new StringBuilder(400);
    Client c = new Client(random.nextInt(objects));
    body.append("{\"entityName\":\"")
        .append(ENTITY)
        .append("\",\"sourceSystem\":\"")
        .append(SOURCE_A)
        .append("\",\"externalId\":\"")
        .append(update ? c.externalA : newKey)
        .append("\",\"attributes\":");
    if (update) {
      c.attributesA(
          body, Client.decimal(random.nextLong(100_000)), CITIES[random.nextInt(CITIES.length)]);
    } else {
      c.attributesA(body, c.score, c.city);
    }
    return body.append('}').toString();
  }

  /** The floor of a single write: one INSERT of the same shape, committed, per row. */
  private Stats jdbcWrites() throws Exception {
    Connection[] connections = new Connection[threads];
    PreparedStatement[] inserts = new PreparedStatement[threads];
    try {
      for (int t = 0; t < threads; t++) {
        connections[t] = dataSource.getConnection();
        connections[t].setAutoCommit(true);
        inserts[t] =
            connections[t].prepareStatement(
                "insert into "
                    + BARE
                    + " (entity_name, source_system, external_id, name, city, age, score, vip,"
                    + " since) values (?, ?, ?, ?, ?, ?, ?::numeric, ?, ?::date)");
      }
      if (writeWarmupSeconds > 0) {
        inserts("Warm-up: JDBC inserts", writeWarmupSeconds, 2000, inserts, "JV-");
      }
      Cpu c0 = Cpu.now(postmaster);
      Stats stats = inserts("JDBC inserts", writeSeconds, 1000, inserts, "J-");
      cpu.put("JDBC inserts, commit per row", Cpu.now(postmaster).minus(c0));
      return stats;
    } finally {
      for (int t = 0; t < threads; t++) {
        if (inserts[t] != null) {
          inserts[t].close();
        }
        if (connections[t] != null) {
          connections[t].close();
        }
      }
    }
  }

  private Stats inserts(
      String what, int seconds, long seed, PreparedStatement[] inserts, String prefix)
      throws Exception {
    Stats[] stats =
        concurrently(
            what + " into " + BARE + ", one commit per row",
            seconds,
            seed,
            1,
            (thread, n, random) -> {
              Client c = new Client(random.nextInt(1 << 30));
              PreparedStatement insert = inserts[thread];
              insert.setString(1, ENTITY);
              insert.setString(2, "jdbc");
              insert.setString(3, prefix + thread + "-" + n);
              insert.setString(4, c.name);
              insert.setString(5, c.city);
              insert.setInt(6, c.age);
              insert.setString(7, c.score);
              insert.setBoolean(8, c.vip);
              insert.setString(9, c.since);
              if (insert.executeUpdate() != 1) {
                fail("JDBC insert " + prefix + thread + "-" + n + " inserted no row");
              }
              return 0;
            });
    return stats[1];
  }

  // ---------------------------------------------------------------- (c) reads

  /** A GET and a text its 200 answer must contain. */
  private record Get(String path, String expect) {}

  private interface Gets {
    Get next(int i);
  }

  private Stats reads(String what, Gets gets) throws Exception {
    long[] nanos = new long[requests];
    long t0 = System.nanoTime();
    for (int i = -warmup; i < requests; i++) {
      Get g = gets.next(i);
      if (i == 0) {
        t0 = System.nanoTime();
      }
      long t = System.nanoTime();
      HttpResponse<String> r = get(g.path());
      long took = System.nanoTime() - t;
      if (ok(r, 200, what + " " + g.path()) && !r.body().contains(g.expect())) {
        fail(what + " " + g.path() + ": no " + g.expect() + " in " + r.body());
      }
      if (i >= 0) {
        nanos[i] = took;
      }
    }
    Stats stats = Stats.of(nanos, (System.nanoTime() - t0) / 1e9);
    say(what + ": " + stats);
    return stats;
  }

  // ---------------------------------------------------------------- database

  /** Writes dirty pages out now, so that one phase's checkpoint does not fall into the next. */
  private void checkpoint() throws SQLException {
    long t = System.nanoTime();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("checkpoint");
    }
    say(String.format(Locale.ROOT, "Checkpoint: %.1f s", (System.nanoTime() - t) / 1e9));
  }

  /** VACUUM ANALYZE after the loads, as autovacuum would, so that later phases do not meet it. */
  private void vacuum() throws SQLException {
    long t = System.nanoTime();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      c.setAutoCommit(true);
      s.execute(
          "vacuum (analyze) etalons, external_keys, revisions, timeline, etalon_statuses, "
              + BARE
              + ", "
              + BARE_BATCHED);
    }
    say(String.format(Locale.ROOT, "Vacuum analyze: %.1f s", (System.nanoTime() - t) / 1e9));
  }

  private String sizes() throws SQLException {
    StringBuilder out = new StringBuilder("| Relation | Rows | Table | With indexes |\n");
    out.append("|---|---|---|---|\n");
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      for (String table :
          List.of("etalons", "external_keys", "revisions", "timeline", BARE, BARE_BATCHED)) {
        try (ResultSet rs =
            s.executeQuery(
                "select (select count(*) from "
                    + table
                    + "), pg_size_pretty(sum(pg_relation_size(c.oid))),"
                    + " pg_size_pretty(sum(pg_total_relation_size(c.oid)))"
                    + " from pg_class c where c.relkind = 'r' and (c.oid = '"
                    + table
                    + "'::regclass or c.oid in (select relid from pg_partition_tree('"
                    + table
                    + "')))")) {
          rs.next();
          out.append(
              String.format(
                  Locale.ROOT,
                  "| %s | %,d | %s | %s |%n",
                  table,
                  rs.getLong(1),
                  rs.getString(2),
                  rs.getString(3)));
        }
      }
    }
    return out.toString();
  }

  private String settings() throws SQLException {
    StringBuilder out = new StringBuilder();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("show server_version")) {
        rs.next();
        out.append("PostgreSQL ").append(rs.getString(1)).append(" embedded:");
      }
      try (ResultSet rs =
          s.executeQuery(
              """
              select name, setting, unit from pg_settings
               where name in ('shared_buffers', 'work_mem', 'max_wal_size', 'fsync',
                              'synchronous_commit', 'wal_level', 'checkpoint_timeout')
               order by name
              """)) {
        while (rs.next()) {
          String unit = rs.getString(3);
          out.append(' ')
              .append(rs.getString(1))
              .append('=')
              .append(rs.getString(2))
              .append(unit == null ? "" : " x " + unit)
              .append(';');
        }
      }
    }
    return out.toString();
  }

  private static long count(Statement s, String sql) throws SQLException {
    try (ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /** The PostgreSQL server process: the parent of a backend. */
  private long postmasterPid() throws SQLException {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("select pg_backend_pid()")) {
      rs.next();
      long[] stat = Cpu.stat(rs.getLong(1));
      return stat == null ? -1 : stat[0];
    }
  }

  /** The database and the generated files (GBs at 1,000,000 records); results.md stays. */
  private void deleteData() throws IOException {
    for (String name : List.of("postgres", "records.ndjson", "records.tsv")) {
      Path path = dataDir.resolve(name);
      if (!Files.exists(path)) {
        continue;
      }
      try (Stream<Path> paths = Files.walk(path)) {
        for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
    say("Deleted the database and the generated files (keep them with -Dbench.keep=true)");
  }

  // ---------------------------------------------------------------- CPU time

  /**
   * CPU time of this JVM (server and client), of PostgreSQL (the postmaster, its live children and
   * those it has reaped) and of the whole machine, in clock ticks, with the wall time.
   */
  private record Cpu(
      long jvmNanos, long pgTicks, long busyTicks, long wallNanos, long gcMillis, long jitMillis) {

    private static final long TICKS = 100; // USER_HZ on Linux

    static Cpu now(long postmaster) {
      com.sun.management.OperatingSystemMXBean os =
          (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
      long gc = 0;
      for (var collector : ManagementFactory.getGarbageCollectorMXBeans()) {
        gc += Math.max(0, collector.getCollectionTime());
      }
      return new Cpu(
          os.getProcessCpuTime(),
          postgresTicks(postmaster),
          machineBusyTicks(),
          System.nanoTime(),
          gc,
          compilerTicks() * (1000 / TICKS));
    }

    /**
     * CPU ticks of the JIT compiler threads. (The CompilationMXBean's total counts the time a
     * compilation takes, waits included, and summed over the compiler threads: it showed 48 s of
     * "compiling" in a 60 s phase in which the compiler threads used under a second of CPU.)
     */
    private static long compilerTicks() {
      long ticks = 0;
      try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
        for (Path task : tasks.toList()) {
          String comm = Files.readString(task.resolve("comm")).trim();
          if (comm.startsWith("C1 Compiler") || comm.startsWith("C2 Compiler")) {
            String stat = Files.readString(task.resolve("stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
          }
        }
      } catch (IOException | RuntimeException e) {
        return 0;
      }
      return ticks;
    }

    Delta minus(Cpu before) {
      double wall = (wallNanos - before.wallNanos) / 1e9;
      double jvm = (jvmNanos - before.jvmNanos) / 1e9;
      double pg = (pgTicks - before.pgTicks) / (double) TICKS;
      double busy = (busyTicks - before.busyTicks) / (double) TICKS;
      return new Delta(
          wall,
          jvm,
          pg,
          Math.max(0, busy - jvm - pg),
          (gcMillis - before.gcMillis) / 1e3,
          (jitMillis - before.jitMillis) / 1e3);
    }

    /** Seconds: wall, CPU of the JVM, PostgreSQL and the rest; GC pauses and JIT compilation. */
    record Delta(double wall, double jvm, double pg, double other, double gc, double jit) {}

    /** {ppid, utime + stime + cutime + cstime} of a process, or null when it is gone. */
    static long[] stat(long pid) {
      try {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ticks =
            Long.parseLong(f[11])
                + Long.parseLong(f[12])
                + Long.parseLong(f[13])
                + Long.parseLong(f[14]);
        return new long[] {Long.parseLong(f[1]), ticks};
      } catch (IOException | RuntimeException e) {
        return null;
      }
    }

    private static long postgresTicks(long postmaster) {
      if (postmaster <= 0) {
        return 0;
      }
      long[] own = stat(postmaster);
      long ticks = own == null ? 0 : own[1];
      try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
        for (Path p : procs.toList()) {
          String name = p.getFileName().toString();
          if (name.chars().allMatch(Character::isDigit)) {
            long[] child = stat(Long.parseLong(name));
            if (child != null && child[0] == postmaster) {
              ticks += child[1];
            }
          }
        }
      } catch (IOException e) {
        return 0;
      }
      return ticks;
    }

    private static long machineBusyTicks() {
      try {
        String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
        // user nice system idle iowait irq softirq steal: busy without idle, iowait and steal
        return Long.parseLong(f[1])
            + Long.parseLong(f[2])
            + Long.parseLong(f[3])
            + Long.parseLong(f[6])
            + Long.parseLong(f[7]);
      } catch (IOException | RuntimeException e) {
        return 0;
      }
    }
  }

  // ---------------------------------------------------------------- stack sampling

  /**
   * A poor man's profiler: samples the stacks of some server threads at a fixed interval and files
   * each sample of a busy thread under a step: the first step of its table named by a frame (from
   * the top of the stack), else the first repository or platform frame (JSON work under it counts
   * as JSON), else "other". Whether the thread was in socket I/O for the PostgreSQL driver is
   * counted apart. Samples show where the threads spend their wall time (running or waiting), not
   * CPU time.
   */
  private static final class Sampler {

    /** Steps of the import, by class name suffix (or module, "search.") and method ("*" = any). */
    static final String[][] IMPORT_STEPS = {
      {"concurrent.ArrayBlockingQueue", "take", "writers wait for checked lines"},
      {"concurrent.ArrayBlockingQueue", "put", "checker waits for the writers"},
      {"load.ImportTurns", "awaitTurn", "writer waits for the batch before it to commit"},
      {
        "load.ImportTurns",
        "awaitCommitted",
        "writer waits for an earlier batch (same keys, given way)"
      },
      {"load.CopyRows", "copy", "COPY to PostgreSQL"},
      {"load.CopyRows", "*", "build COPY rows"},
      {"load.BulkRepository", "keys", "look up existing keys"},
      {"load.BulkRepository", "lock", "lock existing etalons"},
      {"load.BulkRepository", "histories", "read histories of existing etalons"},
      {"load.BulkRepository", "nextSeqs", "sequence values"},
      {"load.BulkRepository", "deleteTimelines", "delete old timelines"},
      {"load.BulkRepository", "touch", "update existing etalons"},
      {"record.TimelineCalculator", "*", "compute timelines"},
      {"search.PostgresDocumentWrites", "*", "search documents"},
      {"search.StoredDocuments", "*", "search documents"},
      {"search.DocumentColumns", "*", "search documents"},
      {"search.SearchNewWords", "*", "search documents"},
      {"search.TypoDictionary", "*", "search dictionary"},
      {"search.", "*", "search (other)"},
      {"matching.MatchingKeysRepository", "*", "matching keys"},
      {"matching.", "*", "matching (other)"},
      {"notifications.", "*", "notifications"},
      {"load.BulkRows", "*", "batch: build rows and timelines (Java)"},
      {"load.BulkPlacement", "*", "batch: place lines (Java)"},
      {"load.BulkRecordWriter", "*", "batch: other Java (JSON of values, maps)"},
      {"DataSourceTransactionManager", "doCommit", "commit"},
      {"DataSourceTransactionManager", "doBegin", "begin"},
      {"load.ImportRepository", "*", "import progress and rejections"},
      {"load.ImportLines", "*", "read and parse NDJSON"},
      {"meta.DataModelService", "published", "check lines: published model (a query per line)"},
      {"data.RecordBodies", "*", "check lines (body)"},
      {"record.WriteChecks", "*", "check lines (model, rights)"},
      {"record.RecordOperations", "*", "check lines (model, rights)"},
      {"data.load.", "*", "import loop (other)"},
    };

    /** Steps of a single write; the rest is filed under its repository or platform frame. */
    static final String[][] WRITE_STEPS = {
      {"HikariPool", "getConnection", "wait for a pooled connection"},
      {"DataSourceTransactionManager", "doCommit", "commit"},
      {"DataSourceTransactionManager", "doBegin", "begin"},
      {"meta.DataModelService", "published", "published model (a query per request)"},
      {"record.TimelineCalculator", "*", "compute timelines"},
      {"core.web.TokenAuthenticationFilter", "*", "authentication"},
      {"matching.ClusterRepository", "lockEntity", "matching: wait for the entity's lock"},
    };

    private final String threadName;
    private final String[][] steps;
    private final int millis;
    private final Map<String, long[]> counts = new LinkedHashMap<>();
    private final Map<String, Integer> others = new LinkedHashMap<>();
    private volatile boolean running;
    private volatile boolean counting = true;
    private Thread sampler;
    private long samples;

    /**
     * @param threadName the threads sampled: those whose name contains it
     */
    Sampler(String threadName, String[][] steps, int millis) {
      this.threadName = threadName;
      this.steps = steps;
      this.millis = millis;
    }

    /** Samples taken while off are not counted (for phases that alternate). */
    void counting(boolean on) {
      counting = on;
    }

    void start() {
      if (millis <= 0) {
        return;
      }
      running = true;
      sampler = new Thread(this::sample, "bench-sampler");
      sampler.setDaemon(true);
      sampler.start();
    }

    /** Where the time went: step -> {samples, samples waiting for PostgreSQL}, and the total. */
    record Profile(Map<String, long[]> counts, long samples, Map<String, Integer> others) {}

    Profile stop() throws InterruptedException {
      running = false;
      if (sampler != null) {
        sampler.join(TimeUnit.SECONDS.toMillis(10));
      }
      return new Profile(counts, samples, others);
    }

    private void sample() {
      List<Thread> targets = List.of();
      long lookedUp = 0;
      while (running) {
        try {
          Thread.sleep(millis);
        } catch (InterruptedException e) {
          return;
        }
        if (!counting) {
          continue;
        }
        if (targets.isEmpty() || System.nanoTime() - lookedUp > 1_000_000_000L) {
          targets =
              Thread.getAllStackTraces().keySet().stream()
                  .filter(t -> t.getName().contains(threadName))
                  .toList();
          lookedUp = System.nanoTime();
        }
        for (Thread target : targets) {
          StackTraceElement[] stack = target.getStackTrace();
          if (stack.length == 0 || idle(stack)) {
            continue;
          }
          samples++;
          String step = step(stack);
          long[] c = counts.computeIfAbsent(step, k -> new long[2]);
          c[0]++;
          if (waitingForDatabase(stack)) {
            c[1]++;
          }
          if (step.equals("other")) {
            others.merge(stack[0].getClassName() + "." + stack[0].getMethodName(), 1, Integer::sum);
          }
        }
      }
    }

    /** A pool thread waiting for work, or the import's worker waiting for its writers. */
    private static boolean idle(StackTraceElement[] stack) {
      for (StackTraceElement frame : stack) {
        if (frame.getMethodName().equals("getTask")
            && frame.getClassName().endsWith("ThreadPoolExecutor")) {
          return true;
        }
        if (frame.getMethodName().equals("get") && frame.getClassName().endsWith("FutureTask")) {
          return true;
        }
      }
      return false;
    }

    /** In socket I/O (a native frame on top) on behalf of the PostgreSQL driver. */
    private static boolean waitingForDatabase(StackTraceElement[] stack) {
      String top = stack[0].getClassName();
      if (!top.startsWith("sun.nio.ch.") && !top.startsWith("java.net.")) {
        return false;
      }
      for (int i = 1; i < Math.min(stack.length, 16); i++) {
        if (stack[i].getClassName().startsWith("org.postgresql.")) {
          return true;
        }
      }
      return false;
    }

    private String step(StackTraceElement[] stack) {
      for (StackTraceElement frame : stack) {
        for (String[] step : steps) {
          boolean module =
              step[0].endsWith(".")
                  && frame.getClassName().startsWith("org.platform.mdm." + step[0]);
          if ((module || frame.getClassName().endsWith(step[0]))
              && (step[1].equals("*") || frame.getMethodName().equals(step[1]))) {
            return step[2];
          }
        }
      }
      for (StackTraceElement frame : stack) {
        String c = frame.getClassName();
        if (c.startsWith("tools.jackson.")) {
          return "JSON (Jackson)";
        }
        if (c.startsWith("org.platform.mdm.")) {
          String simple = c.substring(c.lastIndexOf('.') + 1);
          return (simple.endsWith("Repository") ? "SQL " : "")
              + simple
              + "."
              + frame.getMethodName();
        }
      }
      return "other";
    }
  }

  // ---------------------------------------------------------------- HTTP

  private String login() throws IOException, InterruptedException {
    HttpResponse<String> r =
        post(
            "/api/v2/core/authentication/login",
            "{\"userName\":\"admin\",\"password\":\"" + ADMIN_PASSWORD + "\"}");
    require(r, 200, "login");
    return JSON.readTree(r.body()).path("token").asString();
  }

  private HttpRequest.Builder request(String path) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return request;
  }

  private HttpResponse<String> post(String path, String body)
      throws IOException, InterruptedException {
    return http.send(
        request(path)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
            .build(),
        HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  private HttpResponse<String> get(String path) throws IOException, InterruptedException {
    return http.send(
        request(path).GET().build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  /** Whether the answer has the status; a failure is recorded otherwise. */
  private boolean ok(HttpResponse<String> r, int status, String what) {
    if (r.statusCode() == status) {
      return true;
    }
    fail(what + " -> " + r.statusCode() + " " + r.body());
    return false;
  }

  /** Like {@link #ok}, but the run cannot go on without it. */
  private void require(HttpResponse<String> r, int status, String what) {
    if (!ok(r, status, what)) {
      throw new IllegalStateException(what + " -> " + r.statusCode() + " " + r.body());
    }
  }

  private void check(String what, boolean holds, Object detail) {
    if (holds) {
      checks.add(what);
    } else {
      fail("check " + what + ": " + detail);
    }
    say((holds ? "OK     " : "FAILED ") + what + (holds ? "" : ": " + detail));
  }

  /** Records a failure; the first 50 are kept with their details, the rest counted. */
  private void fail(String what) {
    synchronized (failures) {
      failures.add(failures.size() < 50 ? what : "(more)");
    }
  }

  // ---------------------------------------------------------------- report

  private String report(
      Generated data,
      Imported imported,
      Timed copy,
      Timed copyBatched,
      String sizes,
      Stats[] writes,
      Stats jdbc,
      Stats baseline,
      Stats byKey,
      Stats byEtalon,
      double totalSeconds,
      String settings) {
    StringBuilder md = new StringBuilder();
    md.append("## Records: import, single writes, reads\n\n");
    md.append(
        """
        **Command:** `bench/records.sh` (1,000,000 lines; `bench/records.sh 50000` for fewer). It \
        builds the test classes if needed and starts the server in-process with `-Xmx512m` (the \
        client shares that JVM) on a durable embedded PostgreSQL under `target/bench-data/`, then \
        deletes the database and the generated files (keep them with `-Dbench.keep=true`). \
        Options: `-Dbench.writeSeconds` (60), `-Dbench.writeWarmupSeconds` (60), \
        `-Dbench.threads` (8), `-Dbench.warmup` (3,000), `-Dbench.requests` (2,000), \
        `-Dbench.sampleMillis` (20), `-Dbench.batchSize` (500), `-Dbench.batchSeconds` (20 per \
        round), `-Dbench.batchRounds` (3), `-Dbench.batchWarmupSeconds` (20), `-Dbench.pgSettings` (`shared_buffers=1GB`: PostgreSQL's \
        default of 128 MB does not hold a million records' indexes; the floors run on the same \
        database and settings).

        """);
    md.append(
        String.format(
            Locale.ROOT,
            "**Machine:** %d CPUs (%s), %s, %s %s (-Xmx%dm), %s Load average (1/5/15 min) %s"
                + " before, %s after the measurements. Run of %s on commit `%s`; %.0f s in all.%n%n",
            Runtime.getRuntime().availableProcessors(),
            BenchMachine.cpuModel(),
            BenchMachine.memory(),
            System.getProperty("java.vm.name"),
            System.getProperty("java.runtime.version"),
            Runtime.getRuntime().maxMemory() / (1024 * 1024),
            settings,
            loadBefore,
            loadAfter,
            LocalDate.now(),
            commit(),
            totalSeconds));
    md.append(
        String.format(
            Locale.ROOT,
            "**Data:** register `%s` (BVT) with 6 attributes (String name, String city, Integer age,"
                + " Number score, Boolean vip, Date since); %,d NDJSON lines (%.0f MB): %,d objects"
                + " from `%s` (weight %d, all six attributes, unbounded) with a client-generated"
                + " etalon id, %,d of them (30 %%) also from `%s` (weight %d, city, score and vip,"
                + " valid from 2024-01-01) with the same etalon id, %,d objects later in the file"
                + " (so in a later batch: it joins an existing etalon).%n%n",
            ENTITY,
            data.lines(),
            data.bytes() / 1e6,
            data.objects(),
            SOURCE_A,
            WEIGHT_A,
            data.secondLines(),
            SOURCE_B,
            WEIGHT_B,
            LAG));

    double importRate = imported.rate(data.lines());
    md.append("| Bulk load | Rows | Seconds | Rows/s | Import / floor |\n|---|---|---|---|---|\n");
    md.append(
        String.format(
            Locale.ROOT,
            "| **POST /api/v2/data/import** (NDJSON streamed from a file; POST to DONE) | %,d |"
                + " %.1f | **%,.0f** | |%n",
            data.lines(),
            imported.seconds(),
            importRate));
    md.append(
        String.format(
            Locale.ROOT,
            "| COPY of the same rows into a bare table with a primary key, one COPY | %,d | %.1f |"
                + " %,.0f | **%.1f %%** |%n",
            copy.rows(),
            copy.seconds(),
            copy.rate(),
            100 * importRate / copy.rate()));
    md.append(
        String.format(
            Locale.ROOT,
            "| same, COPYs of %,d rows with a commit each (the import's batches) | %,d | %.1f |"
                + " %,.0f | %.1f %% |%n",
            IMPORT_BATCH,
            copyBatched.rows(),
            copyBatched.seconds(),
            copyBatched.rate(),
            100 * importRate / copyBatched.rate()));
    md.append(
        String.format(
            Locale.ROOT,
            "| schema floor: the import's own rows COPied into empty copies of its %d tables"
                + " (records/s) | %,d | %.1f | %,.0f | %.1f %% |%n",
            RECORD_TABLES.size(),
            floor.rows(),
            floor.seconds(),
            floor.rate(),
            100 * importRate / floor.rate()));
    md.append(
        String.format(
            Locale.ROOT,
            "| **full schema floor**: the same into empty copies of every table the import writes"
                + " a row per record into (%s) | %,d | %.1f | %,.0f | **%.1f %%** |%n%n",
            String.join(", ", IMPORT_TABLES),
            fullFloor.rows(),
            fullFloor.seconds(),
            fullFloor.rate(),
            100 * importRate / fullFloor.rate()));
    md.append(
        String.format(
            Locale.ROOT,
            "Target import >= 50 %% of the full schema floor (search, matching keys and"
                + " notifications on): %s (%.1f %%).%n%n",
            importRate >= 0.5 * fullFloor.rate() ? "**MET**" : "**NOT MET**",
            100 * importRate / fullFloor.rate()));
    md.append(
        String.format(
            Locale.ROOT,
            "The schema floor is %.1f %% of the bare COPY: no import that writes these tables can"
                + " pass it.%n%n",
            100 * floor.rate() / copy.rate()));
    md.append(
        String.format(
            Locale.ROOT,
            "Target import >= 25 %% of COPY: %s (%.1f %%). The POST itself (upload spooled to a"
                + " file) took %.1f s; the server counts %.1f s from the import's creation to DONE."
                + " Import: %s lines read, %s loaded (new etalons), %s updated, %s rejected.%n%n",
            importRate / copy.rate() >= 0.25 ? "**MET**" : "**NOT MET**",
            100 * importRate / copy.rate(),
            imported.postSeconds(),
            imported.serverSeconds(),
            imported.status().path("linesRead"),
            imported.status().path("loaded"),
            imported.status().path("updated"),
            imported.status().path("rejected")));
    md.append(progress(imported, data.lines()));
    md.append(
        profile(
            "Where the import threads' time went (the two writers and the checker, each sample one thread)",
            imported.profile()));

    md.append(
        "| Measurement | Requests | Req/s | p50 ms | p90 ms | p99 ms | max ms |\n"
            + "|---|---|---|---|---|---|---|\n");
    md.append(
        writes[2].row(
            "**POST /data, " + threads + " threads: all** (50 % new keys, 50 % updates)"));
    md.append(writes[0].row("POST /data, new keys"));
    md.append(writes[1].row("POST /data, updates of imported keys"));
    md.append(
        jdbc.row(
            "JDBC INSERT into a bare table, one commit per row, " + threads + " threads (floor)"));
    md.append(baseline.row("GET current-user (floor: HTTP + security + JSON), 1 client"));
    md.append(byKey.row("**GET /data/{entity}/{source}/{externalId}?timelineDate**, 1 client"));
    md.append(byEtalon.row("**GET /data/{entity}/etalon/{etalonId}?timelineDate**, 1 client"));
    md.append('\n');
    md.append(
        profile("Where the server's request threads spent the single writes' time", writeProfile));
    md.append(
        String.format(
            Locale.ROOT,
            "Writes: %,.0f/s over HTTP = **%.1f %%** of the JDBC floor (%,.0f rows/s), %d s each"
                + " after %d s of warm-up."
                + " Target p99 <= 25 ms: %s (%.2f ms). Reads after %,d warm-up requests each, at"
                + " timelineDate %s: by key p50 %.2f ms = %.2f x the floor's p50, by etalon id"
                + " %.2f ms = %.2f x. Target p50 <= 3 ms: %s.%n%n",
            writes[2].rate(),
            100 * writes[2].rate() / jdbc.rate(),
            jdbc.rate(),
            writeSeconds,
            writeWarmupSeconds,
            writes[2].p(0.99) <= 25 ? "**MET**" : "**NOT MET**",
            writes[2].p(0.99),
            warmup,
            LATE,
            byKey.p(0.5),
            byKey.p(0.5) / baseline.p(0.5),
            byEtalon.p(0.5),
            byEtalon.p(0.5) / baseline.p(0.5),
            byKey.p(0.5) <= 3 && byEtalon.p(0.5) <= 3 ? "**MET**" : "**NOT MET**"));

    md.append(batches.markdown()).append('\n');
    md.append(
        profile(
            "Where the server's request threads spent the batch rounds' single writes (one client)",
            singleProfile));
    md.append(
        profile(
            "Where the server's request threads spent the batch rounds' batches", batchProfile));
    md.append(
        "| Phase | Wall s | JVM CPU s (server + client) | GC pauses s / JIT compiler threads' CPU s |"
            + " PostgreSQL CPU s | Other processes CPU s |\n"
            + "|---|---|---|---|---|---|\n");
    cpu.forEach(
        (phase, d) ->
            md.append(
                String.format(
                    Locale.ROOT,
                    "| %s | %.1f | %.1f | %.1f / %.1f | %.1f | %.1f |%n",
                    phase,
                    d.wall(),
                    d.jvm(),
                    d.gc(),
                    d.jit(),
                    d.pg(),
                    d.other())));
    md.append('\n');
    md.append("After the import and the COPYs:\n\n").append(sizes).append('\n');
    md.append("Checks:\n\n");
    checks.forEach(c -> md.append("- ").append(c).append('\n'));
    md.append('\n');
    md.append(
        failures.isEmpty()
            ? "All requests answered as expected; every check held.\n"
            : "**FAILURES: " + failures.size() + "** (listed below the report).\n");
    return md.toString();
  }

  /**
   * Lines/s over each quarter of the file, from the polls (quarters passed between two polls are
   * shown together): does the import slow down as the tables grow?
   */
  private static String progress(Imported imported, int lines) {
    StringBuilder out = new StringBuilder("Import rate by quarter of the file:");
    double lastAt = imported.postSeconds();
    double lastLines = 0;
    int quarter = 1;
    for (double[] p : imported.progress()) {
      int first = quarter;
      while (quarter <= 4 && p[1] >= lines * quarter / 4.0) {
        quarter++;
      }
      if (quarter > first) {
        out.append(
            String.format(
                Locale.ROOT,
                " %s %,.0f lines/s;",
                quarter - 1 == first ? "Q" + first : "Q" + first + "-Q" + (quarter - 1),
                (p[1] - lastLines) / Math.max(1e-3, p[0] - lastAt)));
        lastAt = p[0];
        lastLines = p[1];
      }
    }
    return out.append(
            String.format(
                Locale.ROOT,
                " (the second source's lines start after the first %,d objects' lines).%n%n",
                LAG))
        .toString();
  }

  private static String profile(String title, Sampler.Profile profile) {
    if (profile == null || profile.samples() == 0) {
      return "";
    }
    StringBuilder out =
        new StringBuilder(
            String.format(Locale.ROOT, "%s (%,d stack samples):%n%n", title, profile.samples()));
    out.append("| Step | Share | of it waiting for PostgreSQL |\n|---|---|---|\n");
    List<Map.Entry<String, long[]>> steps =
        profile.counts().entrySet().stream()
            .sorted((a, b) -> Long.compare(b.getValue()[0], a.getValue()[0]))
            .toList();
    long[] rest = new long[2];
    for (int i = 0; i < steps.size(); i++) {
      long[] c = steps.get(i).getValue();
      if (i < 15) {
        out.append(
            String.format(
                Locale.ROOT,
                "| %s | %.1f %% | %.1f %% |%n",
                steps.get(i).getKey(),
                100.0 * c[0] / profile.samples(),
                100.0 * c[1] / profile.samples()));
      } else {
        rest[0] += c[0];
        rest[1] += c[1];
      }
    }
    if (steps.size() > 15) {
      out.append(
          String.format(
              Locale.ROOT,
              "| (%d more steps) | %.1f %% | %.1f %% |%n",
              steps.size() - 15,
              100.0 * rest[0] / profile.samples(),
              100.0 * rest[1] / profile.samples()));
    }
    if (!profile.others().isEmpty()) {
      out.append("\nOther top frames: ");
      profile.others().entrySet().stream()
          .sorted((a, b) -> b.getValue() - a.getValue())
          .limit(5)
          .forEach(e -> out.append(e.getKey()).append(" (").append(e.getValue()).append(") "));
      out.append('\n');
    }
    return out.append('\n').toString();
  }

  private static String commit() {
    try {
      Process git = new ProcessBuilder("git", "rev-parse", "--short", "HEAD").start();
      String hash = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      Process status =
          new ProcessBuilder("git", "status", "--porcelain", "--untracked-files=no").start();
      boolean dirty = status.getInputStream().readAllBytes().length > 0;
      return hash.isEmpty() ? "unknown" : hash + (dirty ? " + uncommitted changes" : "");
    } catch (IOException e) {
      return "unknown";
    }
  }

  private static void say(String line) {
    System.out.println("[bench] " + line);
  }

  /** Latencies in nanoseconds, sorted, with the elapsed wall time. */
  private record Stats(long[] sorted, double seconds) {

    static Stats of(long[] nanos, double seconds) {
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      return new Stats(sorted, seconds);
    }

    /** Nearest-rank percentile in milliseconds. */
    double p(double q) {
      if (sorted.length == 0) {
        return Double.NaN;
      }
      int rank = (int) Math.ceil(q * sorted.length);
      return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)] / 1e6;
    }

    double rate() {
      return sorted.length / seconds;
    }

    String row(String name) {
      return String.format(
          Locale.ROOT,
          "| %s | %,d | %,.0f | %.2f | %.2f | %.2f | %.2f |%n",
          name,
          sorted.length,
          rate(),
          p(0.50),
          p(0.90),
          p(0.99),
          p(1.0));
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%,d requests, %,.0f/s, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms",
          sorted.length,
          rate(),
          p(0.50),
          p(0.90),
          p(0.99),
          p(1.0));
    }
  }
}
