package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Benchmark of the bulk export (CSV, XLSX) and of loading an exported spreadsheet back, each beside
 * its floor in the same run (not a test: run it with {@code bench/bulk.sh}, which gives the JVM 512
 * MB of heap: export and import must stream).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory, the
 * export's cap ({@code com.platform.mdm.bulk.export.records.max.count}) raised to the records,
 * bulk-loads {@code -Dbench.records} (1,000,000) records of a register {@code Item} (String,
 * String, Integer, Number, Boolean, Date) as NDJSON over HTTP, then measures:
 *
 * <ol>
 *   <li><b>The export floor</b>, run before and after the exports (their mean is the floor): the
 *       selection's ids taken by one query of the search documents (what the select step's one
 *       statement reads, without writing it down), their records read in the export's blocks of 500
 *       through {@code RecordService.goldenRecords(entity, ids)}, and each active period's id and
 *       values written as bare text (no separators, quoting, cells or compression) to a null
 *       stream. That is the least an export must do: find what the search selects and read it. It
 *       leaves out what the operation adds by design: keeping the selection in {@code
 *       record_selections} (so a restart resumes), a transaction per block carrying the step's
 *       progress and checkpoint, and the file's format.
 *   <li><b>CSV export</b> and <b>XLSX export</b> of the whole register through {@code POST
 *       /api/v2/bulk-operations/execute}: the run's time as the server records it (its start to its
 *       end, selection step included); the file is downloaded afterwards (not timed) and checked.
 *   <li><b>XLSX import</b> of the exported spreadsheet through {@code POST
 *       /api/v2/core/import-data} into the same register <em>after a wipe</em> (the record tables
 *       truncated by the benchmark: the product's wipe is a delete per record, far slower than
 *       either load at this size), so each row creates its record again under the id it was
 *       exported with; timed from the upload's start to the run's end. Its floor, after the same
 *       wipe: the NDJSON bulk load ({@code POST /api/v2/data/import}, the loader the spreadsheet's
 *       rows are handed to) of the same records, as the very lines the conversion writes (made here
 *       from the CSV export), timed the same way. The ratio is what reading the spreadsheet adds.
 * </ol>
 *
 * <p>A thread samples the heap every 20 ms: the peak used (garbage included) and the peak old
 * generation after a collection (the live set) of each phase. Prints a Markdown summary (also saved
 * as results.md).
 */
public final class BulkBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String BULK = "/api/v2/bulk-operations";
  private static final String ENTITY = "Item";

  /** The export's block ({@code exportRecordsJob}'s default). */
  private static final int BLOCK = 500;

  /** The tables a record of this model leaves rows in: the wipe's. */
  private static final List<String> RECORD_TABLES =
      List.of(
          "etalons",
          "etalon_statuses",
          "external_keys",
          "origins",
          "revisions",
          "timeline",
          "origin_moves",
          "search_documents",
          "search_facets",
          "record_selections");

  private final int records = Integer.getInteger("bench.records", 1_000_000);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "bulk-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private final HeapWatch heap = new HeapWatch();

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new BulkBenchmark().run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    Files.createDirectories(dataDir);
    heap.start();
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MdmApplication.class)
            .properties(
                "org.platform.mdm.system.data.dir=" + dataDir,
                "org.platform.mdm.system.embedded-db.durable=true",
                "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD,
                "com.platform.mdm.bulk.export.records.max.count=" + Math.max(records, 50_000))
            .run("--server.port=0")) {
      int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      BenchClient client = new BenchClient(port, ADMIN_PASSWORD);
      DataSource db = context.getBean(DataSource.class);
      String loadBefore = BenchMachine.loadAverage();
      model(client);
      double loadSeconds = load(client);
      BenchClient.settle(db);
      RecordService service = context.getBean(RecordService.class);
      Map<String, Result> results = new LinkedHashMap<>();

      say("Export floor (before) ...");
      heap.reset();
      results.put("floor1", floor(service, db).heap(heap.peak()));
      say("  " + results.get("floor1"));
      Path csv = dataDir.resolve("export.csv");
      Path xlsx = dataDir.resolve("export.xlsx");
      say("CSV export ...");
      heap.reset();
      results.put("csv", export(client, "CSV", csv).heap(heap.peak()));
      say("  " + results.get("csv"));
      say("XLSX export ...");
      heap.reset();
      results.put("xlsx", export(client, "XLSX", xlsx).heap(heap.peak()));
      say("  " + results.get("xlsx"));
      say("Export floor (after) ...");
      heap.reset();
      results.put("floor2", floor(service, db).heap(heap.peak()));
      say("  " + results.get("floor2"));
      long csvRows = csvRows(csv);
      if (csvRows != records) {
        throw new IllegalStateException("the CSV export has " + csvRows + " rows, not " + records);
      }

      say("XLSX re-import of the unchanged export into the live records (the round trip) ...");
      long revisionsBefore = count(db, "select count(*) from revisions");
      heap.reset();
      Result roundTrip = importXlsx(client, xlsx, db).heap(heap.peak());
      long written = count(db, "select count(*) from revisions") - revisionsBefore;
      long platformOrigins =
          count(db, "select count(*) from external_keys where source_system = 'platform'");
      if (written != 0 || platformOrigins != 0) {
        throw new IllegalStateException(
            "the unchanged re-import wrote "
                + written
                + " revisions and "
                + platformOrigins
                + " platform origins");
      }
      results.put("roundTrip", roundTrip);
      say("  " + roundTrip + ", revisions written: " + written);

      Path lines = dataDir.resolve("floor.ndjson");
      floorLines(csv, lines);
      wipe(db);
      BenchClient.settle(db);
      say("NDJSON load of the same records (the import's floor) ...");
      heap.reset();
      long t = System.nanoTime();
      client.importFile(lines);
      results.put(
          "ndjson", new Result((System.nanoTime() - t) / 1e9, count(db), 0).heap(heap.peak()));
      say("  " + results.get("ndjson"));
      wipe(db);
      BenchClient.settle(db);
      say("XLSX import ...");
      heap.reset();
      Result imported = importXlsx(client, xlsx, db).heap(heap.peak());
      results.put("import", imported);
      say("  " + imported);
      String report =
          report(
              results,
              loadSeconds,
              Files.size(csv),
              Files.size(xlsx),
              loadBefore,
              BenchMachine.loadAverage());
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
      Files.delete(lines);
    } finally {
      heap.interrupt();
    }
    return 0;
  }

  /** What a phase took: seconds, records, a part's seconds (ids, conversion), its heap. */
  private record Result(double seconds, long records, double part, long[] heap) {
    Result(double seconds, long records, double part) {
      this(seconds, records, part, new long[] {0, 0});
    }

    Result heap(long[] peak) {
      return new Result(seconds, records, part, peak);
    }

    double rate() {
      return records / seconds;
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%.2f s, %,d records, %,.0f records/s (part %.2f s); heap peak %d MiB, live %d MiB",
          seconds,
          records,
          rate(),
          part,
          heap[0] >> 20,
          heap[1] >> 20);
    }
  }

  /**
   * The export's floor: the selection's ids from one query of the search documents, their records
   * read in blocks and their values written as bare text to a null stream. Part: the ids' seconds.
   */
  private Result floor(RecordService service, DataSource db) throws Exception {
    long t = System.nanoTime();
    List<EtalonId> all = new ArrayList<>(records);
    try (Connection c = db.getConnection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "select etalon_id from search_documents where entity_name = '"
                    + ENTITY
                    + "' and active and valid_from <= now() and valid_to >= now()"
                    + " order by etalon_id")) {
      while (rs.next()) {
        all.add(new EtalonId(rs.getObject(1, UUID.class)));
      }
    }
    long idNanos = System.nanoTime() - t;
    long done = 0;
    try (Writer out =
        new BufferedWriter(
            new OutputStreamWriter(OutputStream.nullOutputStream(), StandardCharsets.UTF_8),
            1 << 16)) {
      for (int from = 0; from < all.size(); from += BLOCK) {
        List<GoldenRecord> read =
            service.goldenRecords(ENTITY, all.subList(from, Math.min(all.size(), from + BLOCK)));
        for (GoldenRecord r : read) {
          for (GoldenPeriod period : r.periods()) {
            if (!period.active()) {
              continue;
            }
            out.write(r.etalonId().value().toString());
            for (JsonNode v : period.values().values()) {
              out.write(v.isString() ? v.asString() : v.toString());
            }
          }
        }
        done += read.size();
      }
    }
    return new Result((System.nanoTime() - t) / 1e9, done, idNanos / 1e9);
  }

  /**
   * An export run: seconds from its start to its end as the server records them, records, and
   * (part) the selection step's seconds as seen by polling; the file downloaded to {@code file}.
   */
  private Result export(BenchClient client, String format, Path file) throws Exception {
    long id =
        client
            .post(
                BULK + "/execute",
                Map.of(
                    "operationType",
                    "EXPORT",
                    "format",
                    format,
                    "selection",
                    Map.of("entityName", ENTITY)))
            .path("run")
            .path("executionId")
            .asLong();
    Followed run = follow(client, id, "select");
    client.download(id, file);
    long exported = 0;
    for (JsonNode s : run.run().path("steps")) {
      if (s.path("name").asString().equals("export")) {
        exported = s.path("processed").asLong();
      }
    }
    return new Result(run.seconds(), exported, run.part());
  }

  /** A run followed to its end; part: from its start to the end of the step named, as polled. */
  private record Followed(JsonNode run, double seconds, double part) {}

  private static Followed follow(BenchClient client, long id, String step) throws Exception {
    long started = 0;
    long stepDone = 0;
    JsonNode run;
    while (true) {
      run = client.get(BULK + "/" + id).path("run");
      String status = run.path("status").asString();
      long now = System.nanoTime();
      if (started == 0 && !status.equals("STARTING")) {
        started = now;
      }
      if (stepDone == 0) {
        for (JsonNode s : run.path("steps")) {
          if (s.path("name").asString().equals(step)
              && s.path("status").asString().equals("COMPLETED")) {
            stepDone = now;
          }
        }
      }
      if (status.equals("COMPLETED")) {
        break;
      }
      if (status.equals("FAILED") || status.equals("STOPPED")) {
        throw new IllegalStateException("the run ended " + status + ": " + run);
      }
      Thread.sleep(100);
    }
    double seconds =
        Duration.between(
                    OffsetDateTime.parse(run.path("startTime").asString()),
                    OffsetDateTime.parse(run.path("endTime").asString()))
                .toMillis()
            / 1000.0;
    return new Followed(run, seconds, stepDone == 0 ? Double.NaN : (stepDone - started) / 1e9);
  }

  /**
   * The spreadsheet loaded through {@code /api/v2/core/import-data}: seconds from the upload's
   * start to the run's end (as polled), records in the register then, part: the conversion's
   * seconds.
   */
  private Result importXlsx(BenchClient client, Path file, DataSource db) throws Exception {
    long t = System.nanoTime();
    long id = client.uploadXlsx(file);
    double upload = (System.nanoTime() - t) / 1e9;
    Followed run = follow(client, id, "convert");
    double wall = (System.nanoTime() - t) / 1e9;
    if (run.run().path("failedItems").asLong() != 0) {
      throw new IllegalStateException("the import failed items: " + run.run());
    }
    say(
        String.format(
            Locale.ROOT,
            "  upload %.2f s, run %.2f s (server), convert step ≈ %.2f s",
            upload,
            run.seconds(),
            run.part()));
    return new Result(wall, count(db), run.part());
  }

  /** Rows of a CSV file below its header. */
  private static long csvRows(Path csv) throws Exception {
    try (BufferedReader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
      return in.lines().count() - 1;
    }
  }

  /**
   * The NDJSON lines the spreadsheet's conversion writes for the same records (entityName, the
   * typed attributes, then the system columns that have a value), made from the CSV export.
   */
  private void floorLines(Path csv, Path ndjson) throws Exception {
    Map<String, String> types =
        Map.of(
            "name", "String",
            "code", "String",
            "qty", "Integer",
            "price", "Number",
            "active", "Boolean",
            "since", "Date");
    // The CSV's system columns are named as the write body's fields.
    java.util.Set<String> system =
        java.util.Set.of(
            "etalonId", "externalId", "sourceSystem", "validFrom", "validTo", "parent");
    try (BufferedReader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
        BufferedWriter out = Files.newBufferedWriter(ndjson, StandardCharsets.UTF_8)) {
      String[] header = in.readLine().split(",", -1);
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.indexOf('"') >= 0) {
          throw new IllegalStateException(
              "a quoted CSV field, which this benchmark's values avoid");
        }
        String[] fields = line.split(",", -1);
        ObjectNode body = JSON.createObjectNode().put("entityName", ENTITY);
        ObjectNode values = body.putObject("attributes");
        for (int i = 0; i < header.length; i++) {
          String f = fields[i];
          if (f.isEmpty()) {
            continue;
          }
          if (system.contains(header[i])) {
            body.put(header[i], f);
            continue;
          }
          switch (types.get(header[i])) {
            case "Integer" -> values.put(header[i], Long.parseLong(f));
            case "Number" -> values.put(header[i], new BigDecimal(f));
            case "Boolean" -> values.put(header[i], Boolean.parseBoolean(f));
            default -> values.put(header[i], f);
          }
        }
        out.write(JSON.writeValueAsString(body));
        out.write('\n');
      }
    }
  }

  /** Removes every record: the record tables truncated (one statement). */
  private static void wipe(DataSource db) throws Exception {
    try (Connection c = db.getConnection();
        Statement st = c.createStatement()) {
      List<String> present = new ArrayList<>();
      for (String table : RECORD_TABLES) {
        try (ResultSet rs = st.executeQuery("select to_regclass('" + table + "') is not null")) {
          rs.next();
          if (rs.getBoolean(1)) {
            present.add(table);
          }
        }
      }
      st.execute("truncate " + String.join(", ", present));
    }
    say("  wiped: " + count(db) + " records left");
  }

  private static long count(DataSource db) throws Exception {
    return count(
        db,
        "select count(*) from etalons where entity_name = '" + ENTITY + "' and status = 'ACTIVE'");
  }

  private static long count(DataSource db, String sql) throws Exception {
    try (Connection c = db.getConnection();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
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
                    Map.of("name", "qty", "type", "Integer"),
                    Map.of("name", "price", "type", "Number"),
                    Map.of("name", "active", "type", "Boolean"),
                    Map.of("name", "since", "type", "Date")))));
  }

  private double load(BenchClient client) throws Exception {
    Path file = dataDir.resolve("items.ndjson");
    say("Generating " + records + " records ...");
    LocalDate epoch = LocalDate.of(2000, 1, 1);
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (long i = 0; i < records; i++) {
        Map<String, Object> attributes = new LinkedHashMap<>();
        attributes.put("name", "Item " + i);
        attributes.put("code", "C" + (i * 7919 % 100_000));
        attributes.put("qty", i % 1000);
        attributes.put("price", new BigDecimal(i % 100_000).movePointLeft(2));
        attributes.put("active", i % 3 != 0);
        attributes.put("since", epoch.plusDays(i % 9000).toString());
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", ENTITY);
        line.put("sourceSystem", "crm");
        line.put("externalId", "I-" + i);
        line.put("attributes", attributes);
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
      Map<String, Result> r,
      double loadSeconds,
      long csvBytes,
      long xlsxBytes,
      String loadBefore,
      String loadAfter) {
    Result f1 = r.get("floor1");
    Result f2 = r.get("floor2");
    double floor = (f1.seconds() + f2.seconds()) / 2;
    double floorRate = records / floor;
    Result csv = r.get("csv");
    Result xlsx = r.get("xlsx");
    Result ndjson = r.get("ndjson");
    Result imported = r.get("import");
    StringBuilder md = new StringBuilder();
    md.append(
        "| Phase | Time | records/s | Floor | Floor records/s | Ratio | Heap peak / live (MiB) |\n");
    md.append("|---|---|---|---|---|---|---|\n");
    md.append(
        String.format(
            Locale.ROOT,
            "| Export floor: ids from the search + golden records in blocks of %d, bare text to a"
                + " null stream (before / after) | %.2f s / %.2f s (ids %.2f / %.2f s) | %,.0f /"
                + " %,.0f | | | | %d / %d, %d / %d |%n",
            BLOCK,
            f1.seconds(),
            f2.seconds(),
            f1.part(),
            f2.part(),
            f1.rate(),
            f2.rate(),
            f1.heap()[0] >> 20,
            f1.heap()[1] >> 20,
            f2.heap()[0] >> 20,
            f2.heap()[1] >> 20));
    md.append(
        String.format(
            Locale.ROOT,
            "| CSV export (run start→end; select step ≈ %.1f s) | %.2f s | %,.0f | %.2f s (mean) |"
                + " %,.0f | **%.2f** | %d / %d |%n",
            csv.part(),
            csv.seconds(),
            csv.rate(),
            floor,
            floorRate,
            csv.seconds() / floor,
            csv.heap()[0] >> 20,
            csv.heap()[1] >> 20));
    md.append(
        String.format(
            Locale.ROOT,
            "| XLSX export (run start→end; select step ≈ %.1f s) | %.2f s | %,.0f | %.2f s (mean) |"
                + " %,.0f | **%.2f** (%.2f × the CSV export) | %d / %d |%n",
            xlsx.part(),
            xlsx.seconds(),
            xlsx.rate(),
            floor,
            floorRate,
            xlsx.seconds() / floor,
            xlsx.seconds() / csv.seconds(),
            xlsx.heap()[0] >> 20,
            xlsx.heap()[1] >> 20));
    md.append(
        String.format(
            Locale.ROOT,
            "| NDJSON load of the same records after a wipe (the import's floor; POST to DONE) |"
                + " %.2f s | %,.0f | | | | %d / %d |%n",
            ndjson.seconds(),
            ndjson.rate(),
            ndjson.heap()[0] >> 20,
            ndjson.heap()[1] >> 20));
    md.append(
        String.format(
            Locale.ROOT,
            "| XLSX import of the export after a wipe (upload to run end; convert step ≈ %.1f s)"
                + " | %.2f s | %,.0f | %.2f s | %,.0f | **%.2f** | %d / %d |%n",
            imported.part(),
            imported.seconds(),
            imported.rate(),
            ndjson.seconds(),
            ndjson.rate(),
            imported.seconds() / ndjson.seconds(),
            imported.heap()[0] >> 20,
            imported.heap()[1] >> 20));
    Result roundTrip = r.get("roundTrip");
    md.append(
        String.format(
            Locale.ROOT,
            "| XLSX re-import of the unchanged export into the live records (the round trip: no"
                + " revision written; convert step ≈ %.1f s) | %.2f s | %,.0f | %.2f s (the first"
                + " import above) | %,.0f | **%.2f** | %d / %d |%n",
            roundTrip.part(),
            roundTrip.seconds(),
            roundTrip.rate(),
            imported.seconds(),
            imported.rate(),
            roundTrip.seconds() / imported.seconds(),
            roundTrip.heap()[0] >> 20,
            roundTrip.heap()[1] >> 20));
    double reads = (f1.seconds() - f1.part() + f2.seconds() - f2.part()) / 2;
    md.append(
        String.format(
            Locale.ROOT,
            "%nWithout the selection (the ids from the search): the floor's reads %.2f s (%,.0f"
                + " records/s); CSV export after its select step %.2f s (**%.2f**), XLSX %.2f s"
                + " (**%.2f**).%n",
            reads,
            records / reads,
            csv.seconds() - csv.part(),
            (csv.seconds() - csv.part()) / reads,
            xlsx.seconds() - xlsx.part(),
            (xlsx.seconds() - xlsx.part()) / reads));
    md.append(
        String.format(
            Locale.ROOT,
            "%n%,d records of %s (6 attributes: String ×2, Integer, Number, Boolean, Date), a row"
                + " each; files: CSV %.1f MB, XLSX %.1f MB. Initial NDJSON load %.1f s. Heap: max"
                + " %d MiB; peak = most heap used in a 20 ms sample (garbage included), live = most"
                + " old generation after a collection. Records after the XLSX import: %,d. Machine:"
                + " %s, %d CPUs, %s; load average %s before, %s after.%n",
            records,
            ENTITY,
            csvBytes / 1e6,
            xlsxBytes / 1e6,
            loadSeconds,
            Runtime.getRuntime().maxMemory() >> 20,
            imported.records(),
            BenchMachine.cpuModel(),
            Runtime.getRuntime().availableProcessors(),
            BenchMachine.memory(),
            loadBefore,
            loadAfter));
    return md.toString();
  }

  /**
   * Samples the heap: the most used (garbage included) and the most old generation left after a
   * collection (the live set), since the last reset.
   */
  private static final class HeapWatch extends Thread {

    private final List<MemoryPoolMXBean> old =
        ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(p -> p.getType() == MemoryType.HEAP && p.getName().contains("Old"))
            .toList();
    private volatile long used;
    private volatile long live;

    HeapWatch() {
      super("bench-heap-watch");
      setDaemon(true);
    }

    void reset() {
      used = 0;
      live = 0;
    }

    long[] peak() {
      return new long[] {used, live};
    }

    @Override
    public void run() {
      while (!isInterrupted()) {
        long u = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        if (u > used) {
          used = u;
        }
        for (MemoryPoolMXBean p : old) {
          MemoryUsage after = p.getCollectionUsage();
          if (after != null && after.getUsed() > live) {
            live = after.getUsed();
          }
        }
        try {
          Thread.sleep(20);
        } catch (InterruptedException e) {
          return;
        }
      }
    }
  }
}
