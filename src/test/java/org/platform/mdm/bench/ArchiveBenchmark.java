package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.say;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.postgresql.PGConnection;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Benchmark of the revision archive (not a test: run it with {@code bench/archive.sh}).
 *
 * <p>Starts a second durable embedded PostgreSQL as the archive store and the server in-process on
 * a durable embedded PostgreSQL of its own, both in a fresh directory. Writes {@code
 * -Dbench.origins} (2,000,000) records of one origin each with {@code -Dbench.revisions} (8)
 * revisions of all time straight into the record tables (the benchmark measures the archive, not
 * the writes), so that with {@code max.revisions} 3 five of each origin's revisions are invisible:
 * 10,000,000 to archive. Then, on the same rows: <b>the floor</b>, the least any move of them costs
 * (a COPY of exactly those rows out of the hot store piped into a COPY into a plain table of the
 * archive database, and a DELETE of them from the hot store, rolled back); and <b>the archive
 * job</b>, the system definition started over HTTP, timed from its start to its end as the server
 * records them. Prints a Markdown summary (also saved as results.md).
 *
 * <p>With {@code -Dbench.kind=classifications} the same for the classifications' archive: each
 * record has one classification of one source with {@code bench.revisions} revisions of all time,
 * whose hidden ones lose their values to the classifications' store (the row stays, marked); the
 * floor copies exactly those values out and empties them (an UPDATE, rolled back).
 */
public final class ArchiveBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private final boolean classifications =
      "classifications".equals(System.getProperty("bench.kind", "records"));
  private final String prefix =
      "com.platform.mdm.hpe.job.archive.vistory."
          + (classifications ? "classifiers" : "data")
          + ".";
  private static final String PASSWORD_REF = "ARCHIVE_BENCH_PASSWORD";

  private final int origins = Integer.getInteger("bench.origins", 2_000_000);
  private final int revisions = Integer.getInteger("bench.revisions", 8);
  private final int keep = Integer.getInteger("bench.keep", 3);
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "archive-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new ArchiveBenchmark().run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    Files.createDirectories(dataDir);
    System.setProperty(PASSWORD_REF, "postgres");
    try (EmbeddedPostgres archive =
            EmbeddedPostgres.builder()
                .setDataDirectory(dataDir.resolve("archive-db").toFile())
                .setCleanDataDirectory(true)
                .setPGStartupWait(Duration.ofSeconds(120))
                .setServerConfig("fsync", "on")
                .setServerConfig("synchronous_commit", "on")
                .setServerConfig("full_page_writes", "on")
                .start();
        ConfigurableApplicationContext context =
            new SpringApplicationBuilder(MdmApplication.class)
                .properties(
                    "org.platform.mdm.system.data.dir=" + dataDir,
                    "org.platform.mdm.system.embedded-db.durable=true",
                    "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD,
                    prefix + "disabled=false",
                    prefix + "max.revisions=" + keep,
                    prefix
                        + "nodes=*:bench:postgres@"
                        + PASSWORD_REF
                        + ":postgres@localhost:"
                        + archive.getPort())
                .run("--server.port=0")) {
      int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      BenchClient client = new BenchClient(port, ADMIN_PASSWORD);
      DataSource hot = context.getBean(DataSource.class);
      String loadBefore = BenchMachine.loadAverage();
      double generate = generate(hot);
      long invisible = (long) origins * Math.max(0, revisions - Math.max(keep, 1));
      BenchClient.settle(hot);
      double[] floor = floor(hot, archive.getPostgresDatabase());
      BenchClient.settle(hot);
      double job = job(client);
      long archived;
      try (Connection c = archive.getPostgresDatabase().getConnection();
          Statement st = c.createStatement();
          var rs =
              st.executeQuery(
                  "select count(*) from "
                      + (classifications
                          ? "archived_classification_values"
                          : "archived_revisions"))) {
        rs.next();
        archived = rs.getLong(1);
      }
      if (archived != invisible) {
        throw new IllegalStateException("archived " + archived + ", expected " + invisible);
      }
      String report =
          report(generate, floor, job, archived, loadBefore, BenchMachine.loadAverage());
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  /** The records, straight into the tables, in chunks of 100,000 origins: seconds. */
  private double generate(DataSource hot) throws Exception {
    say("Writing " + origins + " records with " + revisions + " revisions each ...");
    long t = System.nanoTime();
    try (Connection c = hot.getConnection();
        Statement st = c.createStatement()) {
      for (int from = 0; from < origins; from += 100_000) {
        int to = Math.min(origins, from + 100_000) - 1;
        String ids =
            " from generate_series("
                + from
                + ", "
                + to
                + ") i cross join lateral (select md5('e' || i)::uuid as e,"
                + " md5('o' || i)::uuid as o) k";
        st.execute(
            "insert into etalons (etalon_id, entity_name, status, create_date, created_by,"
                + " update_date, updated_by) select e, 'Item', 'ACTIVE', now(), 'bench', now(),"
                + " 'bench'"
                + ids);
        st.execute(
            "insert into external_keys (entity_name, source_system, external_id, etalon_id,"
                + " origin_id, initial_owner, create_date, status, created_by)"
                + " select 'Item', 'crm', 'I-' || i, e, o, e, now(), 'ACTIVE', 'bench'"
                + ids);
        if (classifications) {
          st.execute(
              "insert into classification_etalons (record_etalon_id, classification_id,"
                  + " classifier, slot, status, create_date, created_by, update_date, updated_by)"
                  + " select e, o, 'Bench', '', 'ACTIVE', now(), 'bench', now(), 'bench'"
                  + ids);
          st.execute(
              "insert into classification_revisions (record_etalon_id, classification_id,"
                  + " source_system, revision, seq, external_id, node_id, valid_from, valid_to,"
                  + " status, operation, data, create_date, created_by)"
                  + " select e, o, 'crm', r, nextval('record_seq'), 'I-' || i,"
                  + " md5('node' || i % 50)::uuid, '-infinity', 'infinity', 'ACTIVE', 'UPSERT',"
                  + " json_build_object('colour', 'Colour ' || i || ' rev ' || r, 'size', i % 40),"
                  + " now(), 'bench'"
                  + ids
                  + " cross join generate_series(1, "
                  + revisions
                  + ") r");
        }
        st.execute(
            "insert into revisions (etalon_id, origin_id, revision, seq, valid_from, valid_to,"
                + " status, operation, data, create_date, created_by)"
                + " select e, o, r, nextval('record_seq'), '-infinity', 'infinity', 'ACTIVE',"
                + " 'UPSERT', json_build_object('name', 'Item ' || i || ' rev ' || r, 'code',"
                + " 'C' || (i::bigint * 7919 % 100000), 'city', 'City ' || i % 300), now(), 'bench'"
                + ids
                + " cross join generate_series(1, "
                + (classifications ? 1 : revisions)
                + ") r");
        if ((to + 1) % 500_000 == 0 || to + 1 == origins) {
          say(String.format(Locale.ROOT, "  %,d records", to + 1));
        }
      }
      st.execute("analyze etalons");
      st.execute("analyze revisions");
      st.execute("analyze classification_revisions");
    }
    double seconds = (System.nanoTime() - t) / 1e9;
    say(String.format(Locale.ROOT, "  written in %.1f s", seconds));
    return seconds;
  }

  /**
   * The floor: the invisible rows copied out of the hot store straight into a plain table of the
   * archive database (COPY to COPY, piped), then deleted from the hot store in a transaction rolled
   * back. Seconds of the copy and of the delete.
   */
  private double[] floor(DataSource hot, DataSource archive) throws Exception {
    say("Floor: COPY of the invisible rows into the archive database, DELETE of them ...");
    try (Connection a = archive.getConnection();
        Statement st = a.createStatement()) {
      st.execute(
          classifications
              ? "create table floor_revisions (seq bigint primary key, record_etalon_id uuid not"
                  + " null, classification_id uuid not null, source_system text not null,"
                  + " revision int not null, data json not null, create_date timestamptz not"
                  + " null)"
              : "create table floor_revisions (origin_id uuid not null, revision int not null,"
                  + " etalon_id uuid not null, seq bigint not null, valid_from timestamptz not null,"
                  + " valid_to timestamptz not null, status text not null, operation text not null,"
                  + " data json not null, create_date timestamptz not null, created_by text not null,"
                  + " primary key (origin_id, revision))");
    }
    int hidden = revisions - Math.max(keep, 1);
    String select =
        classifications
            ? "copy (select seq, record_etalon_id, classification_id, source_system, revision,"
                + " data, create_date from classification_revisions where revision <= "
                + hidden
                + ") to stdout"
            : "copy (select origin_id, revision, etalon_id, seq, valid_from, valid_to, status,"
                + " operation, data, create_date, created_by from revisions where revision <= "
                + hidden
                + ") to stdout";
    long t = System.nanoTime();
    long copied;
    try (Connection h = hot.getConnection();
        Connection a = archive.getConnection()) {
      PipedInputStream in = new PipedInputStream(1 << 20);
      PipedOutputStream out = new PipedOutputStream(in);
      CompletableFuture<Long> into =
          CompletableFuture.supplyAsync(
              () -> {
                try (in) {
                  return a.unwrap(PGConnection.class)
                      .getCopyAPI()
                      .copyIn("copy floor_revisions from stdin", in);
                } catch (Exception e) {
                  throw new IllegalStateException(e);
                }
              });
      try (out) {
        h.unwrap(PGConnection.class).getCopyAPI().copyOut(select, out);
      }
      copied = into.get();
    }
    double copy = (System.nanoTime() - t) / 1e9;
    t = System.nanoTime();
    try (Connection h = hot.getConnection();
        Statement st = h.createStatement()) {
      h.setAutoCommit(false);
      st.executeUpdate(
          classifications
              ? "update classification_revisions set data = '{}'::json, archived = true"
                  + " where revision <= "
                  + hidden
              : "delete from revisions where revision <= " + hidden);
      h.rollback();
    }
    double delete = (System.nanoTime() - t) / 1e9;
    try (Connection a = archive.getConnection();
        Statement st = a.createStatement()) {
      st.execute("drop table floor_revisions");
      st.execute("checkpoint");
    }
    say(
        String.format(
            Locale.ROOT, "  copied %,d rows in %.1f s, deleted in %.1f s", copied, copy, delete));
    return new double[] {copy, delete, copied};
  }

  /** A run of the archive's system definition: seconds from its start to its end. */
  private double job(BenchClient client) throws Exception {
    say("The archive job ...");
    long definition = -1;
    for (JsonNode d : client.get("/api/v2/core/jobs/definitions").path("definitions")) {
      if (d.path("name")
          .asString()
          .equals(classifications ? "archiveVistoryClassifiers" : "archiveVistoryData")) {
        definition = d.path("id").asLong();
      }
    }
    long id =
        client
            .post("/api/v2/core/jobs/executions/start/" + definition, Map.of())
            .path("execution")
            .path("id")
            .asLong();
    JsonNode e;
    while (true) {
      e = client.get("/api/v2/core/jobs/executions/" + id).path("execution");
      String status = e.path("status").asString();
      if (status.equals("COMPLETED")) {
        break;
      }
      if (status.equals("FAILED") || status.equals("STOPPED")) {
        throw new IllegalStateException("the archive ended " + status + ": " + e);
      }
      Thread.sleep(500);
    }
    double seconds =
        Duration.between(
                    OffsetDateTime.parse(e.path("startTime").asString()),
                    OffsetDateTime.parse(e.path("endTime").asString()))
                .toMillis()
            / 1000.0;
    say(String.format(Locale.ROOT, "  archived in %.1f s", seconds));
    return seconds;
  }

  private String report(
      double generate,
      double[] floor,
      double job,
      long archived,
      String loadBefore,
      String loadAfter) {
    double floorSeconds = floor[0] + floor[1];
    StringBuilder md = new StringBuilder();
    md.append("| move of the invisible revisions | seconds | revisions/s |\n");
    md.append("|---|---|---|\n");
    md.append(
        String.format(
            Locale.ROOT,
            "| floor: COPY hot → archive database | %.1f | %,.0f |%n",
            floor[0],
            floor[2] / floor[0]));
    md.append(
        String.format(
            Locale.ROOT,
            "| floor: %s in the hot store | %.1f | %,.0f |%n",
            classifications ? "UPDATE (values emptied)" : "DELETE",
            floor[1],
            floor[2] / floor[1]));
    md.append(
        String.format(
            Locale.ROOT,
            "| floor: both | %.1f | %,.0f |%n",
            floorSeconds,
            floor[2] / floorSeconds));
    md.append(
        String.format(
            Locale.ROOT,
            "| the archive job (`%s`) | %.1f | %,.0f |%n",
            classifications ? "archiveVistoryClassifiersJob" : "archiveVistoryDataJob",
            job,
            archived / job));
    md.append(
        String.format(
            Locale.ROOT,
            "%nRatio job / floor: **%.2f**. %,d records of one %s with %d revisions each"
                + " (%,d revisions), max.revisions %d: %,d archived; blocks of 4,000 records."
                + " Written in %.0f s. Machine: %s, %s; load average %s before, %s after.%n",
            job / floorSeconds,
            origins,
            classifications ? "classification" : "origin",
            revisions,
            (long) origins * revisions,
            keep,
            archived,
            generate,
            BenchMachine.cpuModel(),
            BenchMachine.memory(),
            loadBefore,
            loadAfter));
    return md.toString();
  }
}
