package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Benchmark of the data quality checks (issue 48; not a test: run it with {@code
 * bench/quality.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory and makes
 * two registers of the same attributes: {@code Plain} without rules and {@code Checked} assigned a
 * set of ten validating rules (five of the origin phase, five of the golden record's, all passing).
 * Then, alternating the registers, {@code -Dbench.rounds} (3) rounds of: (a) {@code -Dbench.writes}
 * (1,000) single record writes over HTTP, one client; (b) an NDJSON import of {@code
 * -Dbench.imports} (20,000) records. Last, (c) imports {@code -Dbench.records} (100,000) records
 * into a third register {@code Mass} assigned the same set and runs the re-check operation ({@code
 * qualityCheckDataJob}) on it, beside its floor: the same blocks of golden records read (and
 * locked) through {@code RecordService.goldenRecords}, each block in its own transaction. Prints a
 * Markdown summary (also saved as results.md).
 */
public final class QualityBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String JOBS = "/api/v2/core/jobs";
  private static final String DATA = "/api/meta-data-driven/v1/data";

  private final int writes = Integer.getInteger("bench.writes", 1_000);
  private final int imports = Integer.getInteger("bench.imports", 20_000);
  private final int records = Integer.getInteger("bench.records", 100_000);
  private final int rounds = Integer.getInteger("bench.rounds", 3);
  private final int block = Integer.getInteger("bench.block", 500);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "quality-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private int lines;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new QualityBenchmark().run();
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
      BenchClient client = new BenchClient(port, ADMIN_PASSWORD);
      String loadBefore = BenchMachine.loadAverage();
      model(client);
      writes(client, "Plain", 200); // warm-up
      writes(client, "Checked", 200);
      List<double[]> single = new ArrayList<>();
      List<double[]> bulk = new ArrayList<>();
      for (int round = 1; round <= rounds; round++) {
        double[] w = {writes(client, "Plain", writes), writes(client, "Checked", writes)};
        double[] b = {importing(client, "Plain", imports), importing(client, "Checked", imports)};
        say(
            String.format(
                Locale.ROOT,
                "  round %d: writes %.2f / %.2f s, imports %.2f / %.2f s (plain / checked)",
                round,
                w[0],
                w[1],
                b[0],
                b[1]));
        single.add(w);
        bulk.add(b);
      }
      say("Importing " + records + " records for the re-check ...");
      double massImport = importing(client, "Mass", records);
      DataSource dataSource = context.getBean(DataSource.class);
      BenchClient.settle(dataSource);
      double[] floor =
          floor(context.getBean(RecordService.class), context.getBean(TransactionTemplate.class));
      double[] recheck = recheck(client);
      long errors =
          new JdbcTemplate(dataSource)
              .queryForObject("select count(*) from dq_results where errors > 0", Long.class);
      long checked =
          new JdbcTemplate(dataSource)
              .queryForObject(
                  "select count(distinct etalon_id) from dq_results where known_to is null",
                  Long.class);
      String report = report(single, bulk, massImport, floor, recheck, errors, checked, loadBefore);
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  /** Single writes of new records, one after the other: seconds. */
  private double writes(BenchClient client, String entity, int count) throws Exception {
    long t = System.nanoTime();
    for (int i = 0; i < count; i++) {
      client.post(DATA, line(entity, "W-" + lines++));
    }
    return (System.nanoTime() - t) / 1e9;
  }

  /** An NDJSON import of new records: seconds. */
  private double importing(BenchClient client, String entity, int count) throws Exception {
    Path file = dataDir.resolve(entity + ".ndjson");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int i = 0; i < count; i++) {
        out.write(JSON.writeValueAsString(line(entity, "I-" + lines++)));
        out.write('\n');
      }
    }
    double seconds = client.importFile(file);
    Files.delete(file);
    return seconds;
  }

  private static Map<String, Object> line(String entity, String externalId) {
    int n = Math.abs(externalId.hashCode());
    Map<String, Object> line = new LinkedHashMap<>();
    line.put("entityName", entity);
    line.put("sourceSystem", "crm");
    line.put("externalId", externalId);
    line.put(
        "attributes",
        Map.of(
            "name",
            "Item " + externalId,
            "code",
            "C" + n % 100_000,
            "city",
            "City " + n % 300,
            "size",
            n % 1000));
    return line;
  }

  /** The re-check's floor: the register's blocks read and locked, each in a transaction. */
  private double[] floor(RecordService service, TransactionTemplate transactions) {
    long t = System.nanoTime();
    long done = 0;
    EtalonId last = null;
    while (true) {
      EtalonId after = last;
      List<GoldenRecord> page =
          transactions.execute(s -> service.goldenRecords("Mass", after, block, true));
      done += page.size();
      if (page.size() < block) {
        break;
      }
      last = page.get(page.size() - 1).etalonId();
    }
    return new double[] {(System.nanoTime() - t) / 1e9, done};
  }

  /** A run of the re-check of Mass: seconds from its start to its end, and records. */
  private double[] recheck(BenchClient client) throws Exception {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("name", "bench re-check");
    d.put("jobName", "qualityCheckDataJob");
    d.put("enabled", true);
    d.put("parameters", Map.of("entityName", "Mass", "blockSize", block));
    long definition =
        client
            .post(JOBS + "/definitions", Map.of("definition", d))
            .path("definition")
            .path("id")
            .asLong();
    return client.runJob(definition);
  }

  private void model(BenchClient client) throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", "crm", "weight", 50)));
    for (String entity : List.of("Plain", "Checked", "Mass")) {
      client.post(
          "/api/v2/meta/model/entities/save",
          Map.of(
              "entity",
              Map.of(
                  "name",
                  entity,
                  "attributes",
                  List.of(
                      Map.of("name", "name", "type", "String"),
                      Map.of("name", "code", "type", "String"),
                      Map.of("name", "city", "type", "String"),
                      Map.of("name", "size", "type", "Integer")))));
    }
    List<Object> rules = new ArrayList<>();
    List<Object> mappings = new ArrayList<>();
    Object[][] checks = {
      {"IsNotEmpty", "name", Map.of()},
      {"LengthInRange", "name", Map.of("min", 1, "max", 60)},
      {"LengthInRange", "code", Map.of("min", 2, "max", 10)},
      {"MatchesPattern", "code", Map.of("pattern", "C[0-9]+")},
      {"NumberInRange", "size", Map.of("min", 0, "max", 1_000_000)},
      {"IsNotEmpty", "city", Map.of()},
      {"MatchesPattern", "city", Map.of("pattern", "City [0-9]{1,3}")},
      {"LengthInRange", "city", Map.of("max", 40)},
      {"NumberInRange", "size", Map.of("min", 0)},
      {"IsNotEmpty", "code", Map.of()}
    };
    for (int i = 0; i < checks.length; i++) {
      String name = "rule" + i;
      Map<String, Object> validation = new LinkedHashMap<>();
      validation.put("raisePort", "Результат");
      validation.put("messageText", "failed " + name);
      validation.put("severity", "RED");
      validation.put("score", 1);
      validation.put("categoryText", "BENCH");
      Map<String, Object> rule = new LinkedHashMap<>();
      rule.put("name", name);
      rule.put("functionName", checks[i][0]);
      rule.put("mode", "VALIDATE");
      rule.put("validation", validation);
      rule.put(
          "runCondition",
          Map.of("sourceSystems", List.of(), "phase", i % 2 == 0 ? "ORIGIN" : "ETALON"));
      rules.add(rule);
      List<Object> inputs = new ArrayList<>();
      inputs.add(Map.of("portName", "value", "path", checks[i][1]));
      @SuppressWarnings("unchecked")
      Map<String, Object> constants = (Map<String, Object>) checks[i][2];
      constants.forEach((port, value) -> inputs.add(Map.of("portName", port, "constant", value)));
      mappings.add(Map.of("ruleName", name, "inputs", inputs));
    }
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("rules", rules);
    model.put("sets", List.of(Map.of("name", "bench", "mappings", mappings)));
    model.put(
        "assignments",
        List.of(
            Map.of("entityName", "Checked", "setNames", List.of("bench")),
            Map.of("entityName", "Mass", "setNames", List.of("bench"))));
    client.post("/api/v2/dq/model/save", Map.of("model", model));
  }

  private String report(
      List<double[]> single,
      List<double[]> bulk,
      double massImport,
      double[] floor,
      double[] recheck,
      long errors,
      long checked,
      String loadBefore) {
    StringBuilder md = new StringBuilder();
    md.append(
        "| round | writes plain | writes checked | ratio | import plain | import checked | ratio |\n");
    md.append("|---|---|---|---|---|---|---|\n");
    double[] sums = new double[4];
    for (int i = 0; i < single.size(); i++) {
      double[] w = single.get(i);
      double[] b = bulk.get(i);
      sums[0] += w[0];
      sums[1] += w[1];
      sums[2] += b[0];
      sums[3] += b[1];
      md.append(
          String.format(
              Locale.ROOT,
              "| %d | %.2f s (%,.0f/s) | %.2f s (%,.0f/s) | %.2f | %.2f s (%,.0f/s) | %.2f s (%,.0f/s) | %.2f |%n",
              i + 1,
              w[0],
              writes / w[0],
              w[1],
              writes / w[1],
              w[1] / w[0],
              b[0],
              imports / b[0],
              b[1],
              imports / b[1],
              b[1] / b[0]));
    }
    md.append(
        String.format(
            Locale.ROOT,
            "%nSums: single writes plain %.2f s, checked %.2f s: **%+.1f %%**; imports plain %.2f s,"
                + " checked %.2f s: **%+.1f %%** (target ≤ +25 %%).%n",
            sums[0],
            sums[1],
            (sums[1] / sums[0] - 1) * 100,
            sums[2],
            sums[3],
            (sums[3] / sums[2] - 1) * 100));
    md.append(
        String.format(
            Locale.ROOT,
            "%nRe-check of %,d records (imported in %.1f s, %,.0f/s), blocks of %d: floor (blocks"
                + " read and locked) %.2f s, %,.0f records/s; **qualityCheckDataJob %.2f s, %,.0f"
                + " records/s** (%,.0f processed); ratio %.2f. Records with current results %,d;"
                + " results with errors %d.%n",
            records,
            massImport,
            records / massImport,
            block,
            floor[0],
            floor[1] / floor[0],
            recheck[0],
            recheck[1] / recheck[0],
            recheck[1],
            recheck[0] / floor[0],
            checked,
            errors));
    md.append(
        String.format(
            Locale.ROOT,
            "%n%d single writes and %,d imported records per register and round, %d rounds."
                + " Machine: %s, %s; load average %s before, %s after.%n",
            writes,
            imports,
            rounds,
            BenchMachine.cpuModel(),
            BenchMachine.memory(),
            loadBefore,
            BenchMachine.loadAverage()));
    return md.toString();
  }
}
