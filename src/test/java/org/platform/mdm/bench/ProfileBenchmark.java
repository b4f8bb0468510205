package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Benchmark of profiling (issue 51; not a test: run it with {@code bench/profile.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory, imports
 * {@code -Dbench.records} (100,000) records of seven attributes (three strings, an integer, a
 * number, a date, a timestamp; a tenth of the values empty) into a register through an NDJSON
 * import, and then, {@code -Dbench.rounds} (2) times: the floor, one plain aggregate query over the
 * same rows (the records active now: count, filled and distinct count of every attribute, min, max
 * and average of the numbers), and the operation {@code profileDataJob} over the register (blocks
 * of {@code -Dbench.block}, 1,000). Prints a Markdown summary (also saved as results.md).
 */
public final class ProfileBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String JOBS = "/api/v2/core/jobs";
  private static final String[] STREETS = {"Main St.", "Lenina", "High Road", "Ring", "Park Ave."};

  private final int records = Integer.getInteger("bench.records", 100_000);
  private final int rounds = Integer.getInteger("bench.rounds", 2);
  private final int block = Integer.getInteger("bench.block", 1_000);
  private final Random random = new Random(51);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "profile-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new ProfileBenchmark().run();
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
      DataSource dataSource = context.getBean(DataSource.class);
      BenchClient.settle(dataSource);
      JdbcTemplate jdbc = new JdbcTemplate(dataSource);
      long definition = definition(client);
      StringBuilder md = new StringBuilder();
      md.append("| round | floor: one aggregate query | profileDataJob | ratio |\n");
      md.append("|---|---|---|---|\n");
      for (int round = 1; round <= rounds; round++) {
        double floor = floor(jdbc);
        double[] profile = client.runJob(definition);
        md.append(
            String.format(
                Locale.ROOT,
                "| %d | %.2f s (%,.0f records/s) | %.2f s (%,.0f records/s, %,.0f processed) |"
                    + " %.2f |%n",
                round,
                floor,
                records / floor,
                profile[0],
                profile[1] / profile[0],
                profile[1],
                profile[0] / floor));
        say(md.substring(md.lastIndexOf("| " + round + " |")).trim());
      }
      md.append(
          String.format(
              Locale.ROOT,
              "%n%,d records of 7 attributes imported in %.1f s (%,.0f/s); profile blocks of %d."
                  + " Machine: %s, %s; load average %s before, %s after.%n",
              records,
              imported,
              records / imported,
              block,
              BenchMachine.cpuModel(),
              BenchMachine.memory(),
              loadBefore,
              BenchMachine.loadAverage()));
      System.out.println();
      System.out.println(md);
      Files.writeString(dataDir.resolve("results.md"), md.toString(), StandardCharsets.UTF_8);
    }
    return 0;
  }

  /** The plain aggregate query over the same rows the profile reads: seconds. */
  private static double floor(JdbcTemplate jdbc) {
    long t = System.nanoTime();
    jdbc.queryForList(
        "select count(*), count(t.data->'name'), count(distinct t.data->>'name'),"
            + " count(t.data->'code'), count(distinct t.data->>'code'),"
            + " count(t.data->'street'), count(distinct t.data->>'street'),"
            + " count(distinct t.data->>'size'), min((t.data->>'size')::bigint),"
            + " max((t.data->>'size')::bigint), avg((t.data->>'size')::bigint),"
            + " count(distinct t.data->>'price'), min((t.data->>'price')::numeric),"
            + " max((t.data->>'price')::numeric), avg((t.data->>'price')::numeric),"
            + " count(distinct t.data->>'born'), min(t.data->>'born'), max(t.data->>'born'),"
            + " count(distinct t.data->>'seen'), min((t.data->>'seen')::timestamptz),"
            + " max((t.data->>'seen')::timestamptz)"
            + " from timeline t where t.entity_name = 'Mass' and t.valid_from <= now()"
            + " and t.valid_to >= now() and t.active and exists (select 1 from etalons e"
            + " where e.etalon_id = t.etalon_id and e.status = 'ACTIVE')");
    return (System.nanoTime() - t) / 1e9;
  }

  private double importing(BenchClient client) throws Exception {
    Path file = dataDir.resolve("mass.ndjson");
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

  private Map<String, Object> line(int i) {
    Map<String, Object> attributes = new LinkedHashMap<>();
    put(attributes, "name", "Item " + i);
    put(attributes, "code", "C-" + random.nextInt(50_000));
    put(attributes, "street", STREETS[random.nextInt(STREETS.length)] + " " + random.nextInt(200));
    put(attributes, "size", random.nextInt(1_000_000));
    put(attributes, "price", random.nextInt(10_000_000) / 100.0);
    put(attributes, "born", LocalDate.of(1940, 1, 1).plusDays(random.nextInt(30_000)).toString());
    put(
        attributes,
        "seen",
        OffsetDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC)
            .plusSeconds(random.nextInt(200_000_000))
            .toString());
    Map<String, Object> line = new LinkedHashMap<>();
    line.put("entityName", "Mass");
    line.put("sourceSystem", "crm");
    line.put("externalId", "M-" + i);
    line.put("attributes", attributes);
    return line;
  }

  private void put(Map<String, Object> attributes, String name, Object value) {
    if (random.nextInt(10) > 0) {
      attributes.put(name, value);
    }
  }

  private long definition(BenchClient client) throws Exception {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("name", "bench profile");
    d.put("jobName", "profileDataJob");
    d.put("enabled", true);
    d.put("parameters", Map.of("entityNames", List.of("Mass"), "blockSize", block));
    return client
        .post(JOBS + "/definitions", Map.of("definition", d))
        .path("definition")
        .path("id")
        .asLong();
  }

  private static void model(BenchClient client) throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", "crm", "weight", 50)));
    client.post(
        "/api/v2/meta/model/entities/save",
        Map.of(
            "entity",
            Map.of(
                "name",
                "Mass",
                "attributes",
                List.of(
                    Map.of("name", "name", "type", "String"),
                    Map.of("name", "code", "type", "String"),
                    Map.of("name", "street", "type", "String"),
                    Map.of("name", "size", "type", "Integer"),
                    Map.of("name", "price", "type", "Number"),
                    Map.of("name", "born", "type", "Date"),
                    Map.of("name", "seen", "type", "Timestamp")))));
  }
}
