package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Benchmark of links in spreadsheets (not a test: run it with {@code bench/linksheets.sh}). Starts
 * the server in-process with a durable embedded PostgreSQL in a fresh directory, loads N customers
 * and N/4 addresses, and measures beside each other in the same run:
 *
 * <ul>
 *   <li>the reference: L links written one by one through {@code POST /api/v2/data/relations}, one
 *       request after the other from one client: the write the load makes of each row, plus HTTP;
 *   <li>the XLSX export of the customers with their relation sheet;
 *   <li>after a physical delete of the customers, the load of that file back, and its {@code links}
 *       step alone (the same L writes, from the file).
 * </ul>
 *
 * <p>Properties: {@code -Dbench.records} (10000 customers), {@code -Dbench.linksPerRecord} (2).
 */
public final class LinkSheetBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String BULK = "/api/v2/bulk-operations";
  private static final String CUSTOMER = "Customer";
  private static final String ADDRESS = "Address";
  private static final String RELATION = "Partners";

  private final int records = Integer.getInteger("bench.records", 10_000);
  private final int perRecord = Integer.getInteger("bench.linksPerRecord", 2);
  private final int addresses = Math.max(1, records / 4);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "linksheets-"
              + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new LinkSheetBenchmark().run();
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
      load(client, CUSTOMER, "C-", records);
      load(client, ADDRESS, "A-", addresses);
      long links = (long) records * perRecord;

      say("Reference: " + links + " links written one by one over HTTP ...");
      long t = System.nanoTime();
      for (int i = 0; i < records; i++) {
        for (int k = 0; k < perRecord; k++) {
          Map<String, Object> item = new LinkedHashMap<>();
          item.put("toExternalId", "A-" + ((i * 7 + k * 13) % addresses));
          item.put("toSourceSystem", "crm");
          item.put("validFrom", (2000 + k) + "-01-01T00:00:00Z");
          item.put("attributes", Map.of("role", "role " + k));
          client.post(
              "/api/v2/data/relations",
              Map.of(
                  "entityName",
                  CUSTOMER,
                  "externalId",
                  "C-" + i,
                  "sourceSystem",
                  "crm",
                  "relations",
                  Map.of(RELATION, List.of(item))));
        }
      }
      double floor = (System.nanoTime() - t) / 1e9;
      say(String.format(Locale.ROOT, "  %.1f s", floor));

      say("XLSX export of the customers and their links ...");
      Path xlsx = dataDir.resolve("customers.xlsx");
      JsonNode exported = execute(client, Map.of("operationType", "EXPORT", "format", "XLSX"));
      client.download(exported.path("executionId").asLong(), xlsx);
      double export = seconds(exported);
      say(String.format(Locale.ROOT, "  %.1f s, %d bytes", export, Files.size(xlsx)));

      say("Physical delete of the customers ...");
      JsonNode deleted = execute(client, Map.of("operationType", "DELETE", "wipe", true));
      say(String.format(Locale.ROOT, "  %.1f s", seconds(deleted)));

      say("XLSX load of the file back ...");
      JsonNode loaded = finished(client, client.uploadXlsx(xlsx));
      if (loaded.path("failedItems").asLong() != 0) {
        throw new IllegalStateException("the load failed items: " + loaded);
      }
      double linkStep = 0;
      double importStep = 0;
      long linkRows = 0;
      JsonNode steps =
          client.get("/api/v2/core/jobs/executions/steps/" + loaded.path("executionId").asLong());
      for (JsonNode s : steps.path("steps")) {
        if (s.path("name").asString().equals("links")) {
          linkStep = seconds(s);
          linkRows = s.path("processed").asLong();
        } else if (s.path("name").asString().equals("import")) {
          importStep = seconds(s);
        }
      }
      if (linkRows != links) {
        throw new IllegalStateException("the links step wrote " + linkRows + ", not " + links);
      }
      String report =
          report(
              links,
              floor,
              export,
              seconds(loaded),
              importStep,
              linkStep,
              loadBefore,
              BenchMachine.loadAverage());
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  private String report(
      long links,
      double floor,
      double export,
      double load,
      double importStep,
      double linkStep,
      String loadBefore,
      String loadAfter) {
    return String.format(
        Locale.ROOT,
        "| | seconds | links/s |%n|---|---|---|%n"
            + "| reference: %,d links written one by one over HTTP (a request each) | %.1f | %,.0f |%n"
            + "| the load's `links` step (the same links, from the file) | %.1f | %,.0f |%n"
            + "| XLSX export of %,d customers with their links | %.1f | %,.0f |%n"
            + "| the whole load (convert, import of the records, links) | %.1f | |%n%n"
            + "Ratio links step / the same writes over HTTP: **%.2f**. The records' import step:"
            + " %.1f s. %s;"
            + " load average %s before, %s after.%n",
        links,
        floor,
        links / floor,
        linkStep,
        links / linkStep,
        records,
        export,
        links / export,
        load,
        linkStep / floor,
        importStep,
        "Machine: " + BenchMachine.cpuModel() + ", " + BenchMachine.memory(),
        loadBefore,
        loadAfter);
  }

  private void model(BenchClient client) throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", "crm", "weight", 50)));
    for (String entity : List.of(CUSTOMER, ADDRESS)) {
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
    client.post(
        "/api/v2/meta/model/relations/save",
        Map.of(
            "relation",
            Map.of(
                "name",
                RELATION,
                "type",
                "MANY_TO_MANY",
                "from",
                CUSTOMER,
                "to",
                ADDRESS,
                "attributes",
                List.of(Map.of("name", "role", "type", "String")))));
  }

  private void load(BenchClient client, String entity, String prefix, int count) throws Exception {
    Path file = dataDir.resolve(entity + ".ndjson");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int i = 0; i < count; i++) {
        out.write(
            JSON.writeValueAsString(
                Map.of(
                    "entityName",
                    entity,
                    "sourceSystem",
                    "crm",
                    "externalId",
                    prefix + i,
                    "attributes",
                    Map.of("name", entity + " " + i))));
        out.write('\n');
      }
    }
    say(
        String.format(
            Locale.ROOT, "Loaded %,d %s in %.1f s", count, entity, client.importFile(file)));
    Files.delete(file);
  }

  /** A bulk operation on every customer, followed to its end; the run. */
  private static JsonNode execute(BenchClient client, Map<String, Object> operation)
      throws Exception {
    Map<String, Object> body = new LinkedHashMap<>(operation);
    body.put("selection", Map.of("entityName", CUSTOMER));
    long id = client.post(BULK + "/execute", body).path("run").path("executionId").asLong();
    return finished(client, id);
  }

  private static JsonNode finished(BenchClient client, long id) throws Exception {
    while (true) {
      JsonNode run = client.get(BULK + "/" + id).path("run");
      String status = run.path("status").asString();
      if (status.equals("COMPLETED")) {
        return run;
      }
      if (status.equals("FAILED") || status.equals("STOPPED")) {
        throw new IllegalStateException("the run ended " + status + ": " + run);
      }
      Thread.sleep(200);
    }
  }

  /** A run's or step's time as the server recorded it. */
  private static double seconds(JsonNode timed) {
    return Duration.between(
                OffsetDateTime.parse(timed.path("startTime").asString()),
                OffsetDateTime.parse(timed.path("endTime").asString()))
            .toMillis()
        / 1000.0;
  }
}
