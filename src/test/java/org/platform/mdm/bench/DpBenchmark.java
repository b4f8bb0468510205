package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Benchmark of depersonalization into a copy (issue 51; not a test: run it with {@code
 * bench/dp-copy.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory, makes a
 * register {@code Person} with four confidential attributes (KeyedHash, Mask, Shuffle over 300
 * cities, DateShift) and two plain ones, and its copy {@code PersonCopy}; imports {@code
 * -Dbench.records} (50,000) records into {@code Person} through the NDJSON bulk import (the floor:
 * the bulk import's rate of the same records, measured in the same run), then runs {@code
 * dpDataJob} into the copy twice: the first run creates the copies, the second (the same key)
 * writes them anew. Prints a Markdown summary (also saved as results.md).
 */
public final class DpBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String JOBS = "/api/v2/core/jobs";

  private final int records = Integer.getInteger("bench.records", 50_000);
  private final int block = Integer.getInteger("bench.block", 500);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "dp-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new DpBenchmark().run();
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
      say("Importing " + records + " records ...");
      double imported = importing(client);
      BenchClient.settle(context.getBean(javax.sql.DataSource.class));
      long definition = definition(client);
      say("Depersonalizing into the copy ...");
      double[] first = client.runJob(definition);
      say("... and again ...");
      double[] again = client.runJob(definition);
      say("... and in place ...");
      double[] inPlace = client.runJob(inPlaceDefinition(client));
      String report = report(imported, first, again, inPlace, loadBefore);
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  /** An NDJSON import of the records: seconds. */
  private double importing(BenchClient client) throws Exception {
    Path file = dataDir.resolve("Person.ndjson");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int i = 0; i < records; i++) {
        out.write(JSON.writeValueAsString(line(i)));
        out.write('\n');
      }
    }
    double seconds = client.importFile(file);
    Files.delete(file);
    return seconds;
  }

  private static Map<String, Object> line(int i) {
    Map<String, Object> values = new LinkedHashMap<>();
    values.put("name", "Person " + i);
    values.put("inn", String.valueOf(500_100_000_000L + i * 7919L % 900_000_000));
    values.put(
        "phone", String.format(Locale.ROOT, "+7 912 %03d-%02d-%02d", i % 1000, i % 97, i % 89));
    values.put("city", "City " + i % 300);
    values.put("born", LocalDate.of(1950, 1, 1).plusDays(i % 20_000).toString());
    values.put("note", "note " + i % 1000);
    Map<String, Object> line = new LinkedHashMap<>();
    line.put("entityName", "Person");
    line.put("sourceSystem", "crm");
    line.put("externalId", "P" + i);
    line.put("attributes", values);
    return line;
  }

  private long definition(BenchClient client) throws Exception {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("name", "bench depersonalization");
    d.put("jobName", "dpDataJob");
    d.put("enabled", true);
    d.put(
        "parameters",
        Map.of(
            "entityNames",
            List.of("Person"),
            "targets",
            Map.of("Person", "PersonCopy"),
            "sourceSystem",
            "depersonalization",
            "blockSize",
            block));
    return client
        .post(JOBS + "/definitions", Map.of("definition", d))
        .path("definition")
        .path("id")
        .asLong();
  }

  private static Map<String, Object> attribute(String name, String type) {
    return Map.of("name", name, "type", type);
  }

  private static Map<String, Object> confidential(
      String name, String type, String function, Map<String, String> parameters) {
    return Map.of(
        "name",
        name,
        "type",
        type,
        "confidential",
        true,
        "obfuscationFunction",
        Map.of("name", function, "parameters", parameters));
  }

  private void model(BenchClient client) throws Exception {
    for (String source : List.of("crm", "depersonalization")) {
      client.post(
          "/api/v2/meta/model/source-systems/save",
          Map.of("sourceSystem", Map.of("name", source, "weight", 50)));
    }
    List<Object> person = new ArrayList<>();
    person.add(attribute("name", "String"));
    person.add(confidential("inn", "String", "KeyedHash", Map.of("length", "12")));
    person.add(confidential("phone", "String", "Mask", Map.of("keepLast", "2")));
    person.add(confidential("city", "String", "Shuffle", Map.of()));
    person.add(confidential("born", "Date", "DateShift", Map.of("days", "30")));
    person.add(attribute("note", "String"));
    client.post(
        "/api/v2/meta/model/entities/save",
        Map.of("entity", Map.of("name", "Person", "attributes", person)));
    List<Object> copy = new ArrayList<>();
    for (String name : List.of("name", "inn", "phone", "city", "note")) {
      copy.add(attribute(name, "String"));
    }
    copy.add(attribute("born", "Date"));
    client.post(
        "/api/v2/meta/model/entities/save",
        Map.of("entity", Map.of("name", "PersonCopy", "attributes", copy)));
  }

  /** The same register depersonalized in place (after the copies: they are left as they are). */
  private long inPlaceDefinition(BenchClient client) throws Exception {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("name", "bench depersonalization in place");
    d.put("jobName", "dpDataJob");
    d.put("enabled", true);
    d.put(
        "parameters",
        Map.of("entityNames", List.of("Person"), "inPlace", true, "blockSize", block));
    return client
        .post(JOBS + "/definitions", Map.of("definition", d))
        .path("definition")
        .path("id")
        .asLong();
  }

  private String report(
      double imported, double[] first, double[] again, double[] inPlace, String loadBefore) {
    return String.format(
        Locale.ROOT,
        "| Measurement | Records | Seconds | Records/s | Ratio to the import |%n"
            + "|---|---|---|---|---|%n"
            + "| floor: NDJSON bulk import into Person | %,d | %.2f | %,.0f | 1.00 |%n"
            + "| **dpDataJob into PersonCopy, first run** | %,.0f | %.2f | **%,.0f** | %.2f |%n"
            + "| dpDataJob again (copies written anew) | %,.0f | %.2f | %,.0f | %.2f |%n"
            + "| dpDataJob in place on Person (and each record notified) | %,.0f | %.2f | %,.0f"
            + " | %.2f |%n"
            + "%nBlocks of %d; 4 confidential attributes (KeyedHash, Mask, Shuffle over 300"
            + " values, DateShift) and 2 plain. Machine: %s, %s; load average %s before, %s"
            + " after.%n",
        records,
        imported,
        records / imported,
        first[1],
        first[0],
        first[1] / first[0],
        first[0] / imported,
        again[1],
        again[0],
        again[1] / again[0],
        again[0] / imported,
        (double) records,
        inPlace[0],
        records / inPlace[0],
        inPlace[0] / imported,
        block,
        BenchMachine.cpuModel(),
        BenchMachine.memory(),
        loadBefore,
        BenchMachine.loadAverage());
  }
}
