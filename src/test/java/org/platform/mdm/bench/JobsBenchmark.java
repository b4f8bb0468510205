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
import org.platform.mdm.MdmApplication;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Benchmark of the background-operations framework's overhead (not a test: run it with {@code
 * bench/jobs.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory, imports
 * {@code -Dbench.records} (200,000) records of one register, then rebuilds their search documents
 * {@code -Dbench.rounds} (3) times each way, alternating: <b>directly</b> (the floor: the same
 * blocks of {@code -Dbench.block} (500) records through {@code RecordService.retell}, each in its
 * own transaction, in a loop on the benchmark's thread) and <b>as an operation</b> ({@code
 * reindexDataJob} with the same block size, defined and started over HTTP, run by Quartz, each
 * block committed with its step's progress and checkpoint; timed from the run's start to its end as
 * the server records them). Prints a Markdown summary (also saved as results.md).
 */
public final class JobsBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String JOBS = "/api/v2/core/jobs";
  private static final String ENTITY = "Item";

  private final int records = Integer.getInteger("bench.records", 200_000);
  private final int block = Integer.getInteger("bench.block", 500);
  private final int rounds = Integer.getInteger("bench.rounds", 3);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "jobs-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new JobsBenchmark().run();
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
      double importSeconds = load(client);
      BenchClient.settle(context.getBean(javax.sql.DataSource.class));
      RecordService service = context.getBean(RecordService.class);
      TransactionTemplate transactions = context.getBean(TransactionTemplate.class);
      long definition = define(client);

      direct(service, transactions); // warm-up
      operation(client, definition);
      List<double[]> results = new ArrayList<>();
      for (int round = 1; round <= rounds; round++) {
        double[] floor = direct(service, transactions);
        double[] framed = operation(client, definition);
        say(
            String.format(
                Locale.ROOT,
                "  round %d: directly %.2f s (%d records), as an operation %.2f s (%d records)",
                round,
                floor[0],
                (long) floor[1],
                framed[0],
                (long) framed[1]));
        results.add(new double[] {floor[0], floor[1], framed[0], framed[1]});
      }
      String report = report(importSeconds, results, loadBefore, BenchMachine.loadAverage());
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  /** The blocks of the register rebuilt in a loop here: seconds and records. */
  private double[] direct(RecordService service, TransactionTemplate transactions) {
    long t = System.nanoTime();
    long done = 0;
    EtalonId last = null;
    while (true) {
      EtalonId after = last;
      List<EtalonId> ids = transactions.execute(s -> service.retell(ENTITY, after, block));
      done += ids.size();
      if (ids.size() < block) {
        break;
      }
      last = ids.get(ids.size() - 1);
    }
    return new double[] {(System.nanoTime() - t) / 1e9, done};
  }

  /** A run of the re-index operation: seconds from its start to its end, and records. */
  private double[] operation(BenchClient client, long definition) throws Exception {
    return client.runJob(definition);
  }

  private long define(BenchClient client) throws Exception {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("name", "bench re-index");
    d.put("jobName", "reindexDataJob");
    d.put("enabled", true);
    d.put("parameters", Map.of("reindexTypes", List.of(ENTITY), "blockSize", block));
    return client
        .post(JOBS + "/definitions", Map.of("definition", d))
        .path("definition")
        .path("id")
        .asLong();
  }

  private void model(BenchClient client) throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", "crm", "weight", 50)));
    client.post(
        "/api/v2/meta/model/entities/save",
        Map.of(
            "entity",
            Map.of(
                "name",
                ENTITY,
                "attributes",
                List.of(
                    Map.of("name", "name", "type", "String"),
                    Map.of("name", "code", "type", "String"),
                    Map.of("name", "city", "type", "String")))));
  }

  private double load(BenchClient client) throws Exception {
    Path file = dataDir.resolve("items.ndjson");
    say("Generating " + records + " records ...");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (long i = 0; i < records; i++) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", ENTITY);
        line.put("sourceSystem", "crm");
        line.put("externalId", "I-" + i);
        line.put(
            "attributes",
            Map.of(
                "name",
                "Item " + i,
                "code",
                "C" + (i * 7919 % 100_000),
                "city",
                "City " + i % 300));
        out.write(JSON.writeValueAsString(line));
        out.write('\n');
      }
    }
    say("Importing ...");
    double seconds = client.importFile(file);
    Files.delete(file);
    say(String.format(Locale.ROOT, "  imported in %.1f s", seconds));
    return seconds;
  }

  private String report(
      double importSeconds, List<double[]> results, String loadBefore, String loadAfter) {
    StringBuilder md = new StringBuilder();
    md.append(
        "| round | directly (floor) | as an operation | records/s directly | records/s as an operation | ratio |\n");
    md.append("|---|---|---|---|---|---|\n");
    double floorSum = 0;
    double framedSum = 0;
    for (int i = 0; i < results.size(); i++) {
      double[] r = results.get(i);
      floorSum += r[0];
      framedSum += r[2];
      md.append(
          String.format(
              Locale.ROOT,
              "| %d | %.2f s | %.2f s | %,.0f | %,.0f | %.2f |%n",
              i + 1,
              r[0],
              r[2],
              r[1] / r[0],
              r[3] / r[2],
              r[2] / r[0]));
    }
    md.append(
        String.format(
            Locale.ROOT,
            "%nSum of the rounds: directly %.2f s, as an operation %.2f s: ratio **%.2f**.%n",
            floorSum,
            framedSum,
            framedSum / floorSum));
    md.append(
        String.format(
            Locale.ROOT,
            "%n%,d records, blocks of %d; import %.1f s. Machine: %s, %s; load average %s before,"
                + " %s after.%n",
            records,
            block,
            importSeconds,
            BenchMachine.cpuModel(),
            BenchMachine.memory(),
            loadBefore,
            loadAfter));
    return md.toString();
  }
}
