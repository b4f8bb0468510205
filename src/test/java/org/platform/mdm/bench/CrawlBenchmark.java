package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.say;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.dg.crawl.CatalogSink;
import org.platform.mdm.dg.crawl.CrawledAsset;
import org.platform.mdm.dg.crawl.CrawledLink;
import org.platform.mdm.dg.crawl.Crawler;
import org.platform.mdm.dg.crawl.JdbcCrawler;
import org.platform.mdm.dg.crawl.PostgresCrawler;

/**
 * Benchmark of the built-in crawlers alone (not a test: run it with {@code bench/crawl.sh}).
 *
 * <p>Starts an embedded PostgreSQL and makes in schema {@code bench} {@code -Dbench.tables} (1,000)
 * tables of {@code -Dbench.columns} (20) columns, each with a primary key, a foreign key to the
 * table before it, a comment, and a view over every tenth table. Then, {@code -Dbench.runs} (5)
 * times each: <b>the floor</b>, a plain query of the same catalog ({@code
 * information_schema.columns} of the schema, every row read), the PostgreSQL crawler and the JDBC
 * crawler (through the PostgreSQL driver), each into a sink that only counts. Prints a Markdown
 * table of the medians.
 */
public final class CrawlBenchmark {

  private final int tables = Integer.getInteger("bench.tables", 1000);
  private final int columns = Integer.getInteger("bench.columns", 20);
  private final int runs = Integer.getInteger("bench.runs", 5);

  public static void main(String[] args) throws Exception {
    new CrawlBenchmark().run();
  }

  private void run() throws Exception {
    try (EmbeddedPostgres postgres = EmbeddedPostgres.builder().start()) {
      say("making " + tables + " tables of " + columns + " columns");
      try (Connection c = postgres.getPostgresDatabase().getConnection();
          Statement s = c.createStatement()) {
        s.execute("create schema bench");
        for (int t = 0; t < tables; t++) {
          StringBuilder ddl =
              new StringBuilder("create table bench.t" + t + " (id bigint primary key");
          if (t > 0) {
            ddl.append(", parent_id bigint references bench.t").append(t - 1).append(" (id)");
          }
          for (int k = ddl.toString().split(",").length; k < columns; k++) {
            ddl.append(", c").append(k).append(k % 2 == 0 ? " text" : " numeric(12,2)");
          }
          s.execute(ddl.append(")").toString());
          s.execute("comment on table bench.t" + t + " is 'table " + t + "'");
          if (t % 10 == 0) {
            s.execute("create view bench.v" + t + " as select * from bench.t" + t);
          }
        }
        s.execute("analyze");
      }
      Map<String, String> pg =
          Map.of(
              "host", "localhost",
              "port", Integer.toString(postgres.getPort()),
              "database", "postgres",
              "user", "postgres",
              "schemas", "bench");
      Map<String, String> jdbc =
          Map.of(
              "url", "jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres",
              "user", "postgres",
              "schemaPattern", "bench");
      long[] floorRows = new long[1];
      double floor =
          median(
              () -> {
                try (Connection c = postgres.getPostgresDatabase().getConnection();
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
                  floorRows[0] = n;
                } catch (java.sql.SQLException e) {
                  throw new IllegalStateException(e);
                }
              });
      Counting postgresCount = new Counting();
      double postgresMs = median(() -> crawl(new PostgresCrawler(), pg, postgresCount));
      Counting jdbcCount = new Counting();
      double jdbcMs = median(() -> crawl(new JdbcCrawler(), jdbc, jdbcCount));
      System.out.println();
      System.out.printf(
          Locale.ROOT,
          "%d tables × %d columns (+ %d views), median of %d runs, %s, load %s%n%n",
          tables,
          columns,
          (tables + 9) / 10,
          runs,
          BenchMachine.cpuModel(),
          BenchMachine.loadAverage());
      System.out.println("| what | ms | objects | objects/s |");
      System.out.println("|---|---:|---:|---:|");
      row("floor: information_schema.columns of the schema", floor, floorRows[0]);
      row("PostgreSQL crawler (assets + links)", postgresMs, postgresCount.total());
      row("JDBC crawler (assets + links)", jdbcMs, jdbcCount.total());
    }
  }

  private static void row(String what, double ms, long objects) {
    System.out.printf(
        Locale.ROOT, "| %s | %.0f | %,d | %,.0f |%n", what, ms, objects, objects / (ms / 1000));
  }

  private static void crawl(Crawler crawler, Map<String, String> parameters, Counting count) {
    count.reset();
    crawler.crawl(parameters, count);
  }

  private double median(Runnable work) {
    work.run(); // warm-up
    List<Double> times = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      long t = System.nanoTime();
      work.run();
      times.add((System.nanoTime() - t) / 1e6);
    }
    Collections.sort(times);
    return times.get(times.size() / 2);
  }

  /** A sink that only counts. */
  private static final class Counting implements CatalogSink {
    private long assets;
    private long links;

    void reset() {
      assets = 0;
      links = 0;
    }

    long total() {
      return assets + links;
    }

    @Override
    public void asset(CrawledAsset asset) {
      assets++;
    }

    @Override
    public void link(CrawledLink link) {
      links++;
    }

    @Override
    public boolean stopped() {
      return false;
    }
  }
}
