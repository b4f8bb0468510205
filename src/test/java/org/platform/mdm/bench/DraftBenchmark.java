package org.platform.mdm.bench;

import java.io.IOException;
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
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Benchmark of the draft search and upsert (not a test: run it with {@code bench/drafts.sh}).
 *
 * <p>Starts the whole server in-process on a random port with a durable embedded PostgreSQL in a
 * fresh directory, bulk-loads N drafts (default 1,000,000) with set-based SQL, prints the EXPLAIN
 * (ANALYZE, BUFFERS) of the search SQL the repository runs, measures POST /api/v2/draft/drafts
 * filtered by tag + state over HTTP, then the throughput of POST /api/v2/draft/upsert (creates,
 * then description updates) and prints a Markdown summary.
 *
 * <p>Arguments (or system properties): {@code [drafts]} / {@code -Dbench.drafts}; {@code
 * -Dbench.requests} (1000), {@code -Dbench.warmup} (3000: the server JIT-compiles its request path
 * over the first few thousand requests; with 200 the p99 is ~21 ms, see docs/benchmarks.md), {@code
 * -Dbench.upsertSeconds} (15), {@code -Dbench.threads} (4).
 */
public final class DraftBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final int PAGE = 50;
  private static final String[] STATES = {"CREATED", "RUNNING", "PUBLISHED", "FAILED"};
  private static final int ENTITIES = 50;
  private static final int LOAD_CHUNK = 250_000;
  private static final JsonMapper JSON = JsonMapper.builder().build();

  /**
   * The repository's search for one tag and a state, as DraftRepository runs it: the page of ids
   * from draft_tags, then the drafts and their last edition; {@code %s} is the ids subquery.
   */
  private static final String SELECT =
      """
      select d.*, e.revision as editions_count, e.created_by as updated_by,
             e.create_date as update_date
        from (%s) p
        join drafts d on d.id = p.id
        left join lateral (select revision, created_by, create_date from editions
                            where draft_id = d.id order by revision desc limit 1) e on true
       order by d.id
      """;

  private static final String IDS =
      "select t.draft_id as id from draft_tags t where t.tag = %s and t.state = %s"
          + " order by t.draft_id offset %s limit %s";
  private static final String COUNT =
      "select count(*) from draft_tags t where t.tag = %s and t.state = %s";

  /** Drafts of these providers are created with no provider checks and can be updated freely. */
  private static final String SIMPLE_PROVIDERS =
      "'relation', 'classification', 'classifier-model', 'classifier-version', 'classifier-node',"
          + " 'quality-model', 'matching-model', 'bpmn-model', 'workflow-model'";

  /**
   * One chunk of drafts: ~50% record, 1% data-model, 12% relation, 10% classification, the other
   * 27% spread over the seven remaining providers; 200 owners; states 40/30/20/10 %. Record drafts
   * carry namespace and entity-name tags (50 entities, every fifth a lookup), 30% of them also
   * operation-code:UPSERT; relations and classifications carry some of their own tags.
   */
  private static final String INSERT_DRAFTS =
      """
      insert into drafts (provider, subject_id, owner, description, tags, state, variables,
                          created_by, create_date, version)
      select s.provider,
             case when s.provider = 'record' and s.r4 < 0.6 then md5(s.g::text)::uuid::text
                  else '' end,
             s.owner,
             'Bench draft ' || s.g,
             case s.provider
               when 'record' then
                 array['namespace:' || case when s.entity % 5 = 0 then 'lookup' else 'register' end,
                       'entity-name:Entity' || s.entity]
                 || case when s.r4 < 0.3 then array['operation-code:UPSERT'] else '{}'::text[] end
               when 'relation' then
                 array['namespace:register', 'entity-name:Relation' || (s.entity % 10),
                       'operation-code:UPSERT']
               when 'classification' then
                 array['classifier-name:Classifier' || (s.entity % 8),
                       'node-name:Node' || (s.g % 500)]
               else '{}'::text[] end,
             s.state,
             '{}'::jsonb,
             s.owner,
             timestamptz '2025-01-01 00:00:00+00' + s.r5 * interval '365 days',
             1
        from (select x.g,
                     case when x.r1 < 0.50 then 'record'
                          when x.r1 < 0.51 then 'data-model'
                          when x.r1 < 0.63 then 'relation'
                          when x.r1 < 0.73 then 'classification'
                          else (array['classifier-model', 'classifier-version', 'classifier-node',
                                      'quality-model', 'matching-model', 'bpmn-model',
                                      'workflow-model'])[1 + floor((x.r1 - 0.73) / 0.27 * 7)::int]
                     end as provider,
                     'user' || lpad(floor(x.r2 * 200)::int::text, 3, '0') as owner,
                     1 + floor(x.r3 * 50)::int as entity,
                     x.r4, x.r5,
                     case when x.r6 < 0.4 then 'CREATED'
                          when x.r6 < 0.7 then 'RUNNING'
                          when x.r6 < 0.9 then 'PUBLISHED'
                          else 'FAILED' end as state
                from (select g, random() as r1, random() as r2, random() as r3, random() as r4,
                             random() as r5, random() as r6
                        from generate_series(?, ?) g) x) s
      """;

  /** 1 to 3 editions for every draft that was ever edited (RUNNING, PUBLISHED, FAILED). */
  private static final String INSERT_EDITIONS =
      """
      insert into editions (draft_id, revision, content, created_by, create_date)
      select d.id, r.n,
             jsonb_build_object('name', 'draft-' || d.id, 'revision', r.n,
                                'attributes', jsonb_build_array('code', 'name', 'validFrom')),
             d.owner, d.create_date + r.n * interval '1 hour'
        from drafts d
        cross join lateral generate_series(1, 1 + (d.id % 3)::int) as r(n)
       where d.state <> 'CREATED'
      """;

  private final int drafts;
  private final int requests;
  private final int warmup;
  private final int upsertSeconds;
  private final int threads;
  private final Path dataDir;
  private final StringBuilder explain = new StringBuilder();
  private String afterLoad;
  private String loadBefore;
  private String loadAfter;
  private String searchBreakdown = "";
  private final List<String> failures = new ArrayList<>();
  private final HttpClient http =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(10))
          .build();
  private DataSource dataSource;
  private String base;
  private String token;

  private DraftBenchmark(String[] args) {
    this.drafts =
        args.length > 0
            ? Integer.parseInt(args[0].replace("_", ""))
            : Integer.getInteger("bench.drafts", 1_000_000);
    this.requests = Integer.getInteger("bench.requests", 1000);
    this.warmup = Integer.getInteger("bench.warmup", 3000);
    this.upsertSeconds = Integer.getInteger("bench.upsertSeconds", 15);
    this.threads = Integer.getInteger("bench.threads", 4);
    this.dataDir =
        Path.of(
            "target",
            "bench-data",
            LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  }

  public static void main(String[] args) throws Exception {
    DraftBenchmark bench = new DraftBenchmark(args);
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
    long started = System.nanoTime();
    Files.createDirectories(dataDir);
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MdmApplication.class)
            .properties(
                "org.platform.mdm.system.data.dir=" + dataDir,
                "org.platform.mdm.system.embedded-db.durable=true",
                "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD)
            // Builder properties are defaults, below application.yml's server.port=8080: the
            // random port must come as a command-line property.
            .run("--server.port=0")) {
      int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      base = "http://localhost:" + port;
      dataSource = context.getBean(DataSource.class);
      say("Server on port " + port + ", data in " + dataDir.toAbsolutePath());

      double loadSeconds = load();
      afterLoadSql();
      checkpoint();
      String sizes = sizes();
      explainSearch();
      token = login();
      loadBefore = BenchMachine.loadAverage();
      Stats baseline = baselineLatency();
      Stats search = searchLatency();
      Stats sql = sqlLatency();
      Stats creates = upserts(false, List.of());
      Stats updates = upserts(true, updateCandidates());
      loadAfter = BenchMachine.loadAverage();
      double totalSeconds = (System.nanoTime() - started) / 1e9;

      String report =
          report(loadSeconds, sizes, baseline, search, sql, creates, updates, totalSeconds);
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
      say("Results also in " + dataDir.resolve("results.md").toAbsolutePath());
    }
    if (!Boolean.getBoolean("bench.keep")) {
      deleteDatabase();
    }
    if (!failures.isEmpty()) {
      System.out.println("FAILED checks:");
      failures.forEach(f -> System.out.println("  " + f));
      return 1;
    }
    return 0;
  }

  /** The database takes ~1.7 GB per run: removed unless -Dbench.keep=true; results.md stays. */
  private void deleteDatabase() throws IOException {
    Path db = dataDir.resolve("postgres");
    if (!Files.exists(db)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(db)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
    say("Deleted " + db + " (keep it with -Dbench.keep=true)");
  }

  // ---------------------------------------------------------------- loading

  private double load() throws SQLException {
    say("Loading " + drafts + " drafts ...");
    long t0 = System.nanoTime();
    try (Connection c = dataSource.getConnection()) {
      c.setAutoCommit(true);
      try (Statement s = c.createStatement()) {
        s.execute("select setseed(0.42)");
      }
      try (PreparedStatement insert = c.prepareStatement(INSERT_DRAFTS)) {
        for (int from = 1; from <= drafts; from += LOAD_CHUNK) {
          int to = Math.min(drafts, from + LOAD_CHUNK - 1);
          long t = System.nanoTime();
          insert.setInt(1, from);
          insert.setInt(2, to);
          int rows = insert.executeUpdate();
          say(
              String.format(
                  Locale.ROOT,
                  "  drafts %,d..%,d: %,d rows in %.1f s",
                  from,
                  to,
                  rows,
                  (System.nanoTime() - t) / 1e9));
        }
      }
      try (Statement s = c.createStatement()) {
        long t = System.nanoTime();
        int editions = s.executeUpdate(INSERT_EDITIONS);
        say(
            String.format(
                Locale.ROOT,
                "  editions: %,d rows in %.1f s",
                editions,
                (System.nanoTime() - t) / 1e9));
        t = System.nanoTime();
        // VACUUM as autovacuum would after a bulk insert: visibility map, GIN pending list merged.
        s.execute("vacuum (analyze) drafts, editions");
        say(String.format(Locale.ROOT, "  vacuum analyze: %.1f s", (System.nanoTime() - t) / 1e9));
      }
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    say(String.format(Locale.ROOT, "Loaded in %.1f s", seconds));
    return seconds;
  }

  /** Writes the loaded pages out now, so that the load's checkpoint does not overlap the runs. */
  private void checkpoint() throws SQLException {
    long t = System.nanoTime();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("checkpoint");
    }
    say(String.format(Locale.ROOT, "Checkpoint: %.1f s", (System.nanoTime() - t) / 1e9));
  }

  private String sizes() throws SQLException {
    StringBuilder out = new StringBuilder();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      try (ResultSet rs =
          s.executeQuery(
              """
              select relname, pg_size_pretty(pg_total_relation_size(oid)),
                     pg_size_pretty(pg_relation_size(oid))
                from pg_class
               where relname in ('drafts', 'editions', 'drafts_tags', 'drafts_state',
                                 'drafts_provider_state', 'drafts_owner', 'drafts_subject',
                                 'editions_pkey', 'drafts_pkey')
               order by pg_relation_size(oid) desc
              """)) {
        while (rs.next()) {
          out.append(
              String.format(
                  Locale.ROOT,
                  "| %s | %s | %s |%n",
                  rs.getString(1),
                  rs.getString(3),
                  rs.getString(2)));
        }
      }
      try (ResultSet rs =
          s.executeQuery(
              "select provider, count(*), count(*) filter (where tags <> '{}') from drafts"
                  + " group by provider order by 2 desc")) {
        out.append("\nDrafts per provider (with tags):");
        while (rs.next()) {
          out.append(
              String.format(
                  Locale.ROOT, " %s %,d (%,d);", rs.getString(1), rs.getLong(2), rs.getLong(3)));
        }
        out.append('\n');
      }
      try (ResultSet rs =
          s.executeQuery("select state, count(*) from drafts group by state order by 2 desc")) {
        out.append("Drafts per state:");
        while (rs.next()) {
          out.append(String.format(Locale.ROOT, " %s %,d;", rs.getString(1), rs.getLong(2)));
        }
        out.append('\n');
      }
      try (ResultSet rs =
          s.executeQuery(
              "select count(distinct owner), (select count(*) from editions) from drafts")) {
        rs.next();
        out.append(
            String.format(
                Locale.ROOT, "Owners: %d; editions: %,d%n", rs.getLong(1), rs.getLong(2)));
      }
      try (ResultSet rs = s.executeQuery("select version()")) {
        rs.next();
        out.append("Database: ").append(rs.getString(1)).append('\n');
      }
      try (ResultSet rs =
          s.executeQuery(
              """
              select name, setting, unit from pg_settings
               where name in ('shared_buffers', 'work_mem', 'effective_cache_size',
                              'random_page_cost', 'max_parallel_workers_per_gather', 'jit',
                              'fsync', 'synchronous_commit', 'plan_cache_mode')
               order by name
              """)) {
        out.append("Settings:");
        while (rs.next()) {
          String unit = rs.getString(3);
          out.append(' ')
              .append(rs.getString(1))
              .append('=')
              .append(rs.getString(2))
              .append(unit == null ? "" : " x " + unit)
              .append(';');
        }
        out.append('\n');
      }
    }
    return out.toString();
  }

  /** Runs the statements of the file {@code -Dbench.afterLoadSql} (e.g. to try an index). */
  private void afterLoadSql() throws IOException, SQLException {
    String file = System.getProperty("bench.afterLoadSql");
    if (file == null || file.isBlank()) {
      return;
    }
    String script = Files.readString(Path.of(file), StandardCharsets.UTF_8);
    afterLoad = script.strip();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      c.setAutoCommit(true);
      for (String sql : script.split(";\\s*(\\n|$)")) {
        if (!sql.isBlank()) {
          long t = System.nanoTime();
          s.execute(sql);
          say(
              String.format(
                  Locale.ROOT,
                  "After load (%.1f s): %s",
                  (System.nanoTime() - t) / 1e9,
                  sql.strip().replaceAll("\\s+", " ")));
        }
      }
    }
  }

  // ---------------------------------------------------------------- EXPLAIN

  /** The page and count SQL DraftRepository.search runs for tags + state, with literal values. */
  private void explainSearch() throws SQLException {
    String page = SELECT.formatted(IDS.formatted("'entity-name:Entity7'", "'RUNNING'", "0", PAGE));
    String count = COUNT.formatted("'entity-name:Entity7'", "'RUNNING'");
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      explain(s, "Page query", page);
      explain(s, "Count query", count);
      // pgjdbc switches to a server-side prepared statement after 5 executions and PostgreSQL may
      // then choose a generic plan (parameters unknown): show that plan too.
      s.execute(
          "prepare bench_page(text, text, bigint, bigint) as "
              + SELECT.formatted(IDS.formatted("$1", "$2", "$3", "$4")).strip());
      s.execute("prepare bench_count(text, text) as " + COUNT.formatted("$1", "$2"));
      s.execute("set plan_cache_mode = force_generic_plan");
      explain(
          s,
          "Page query, generic plan (prepared statement)",
          "execute bench_page('entity-name:Entity7', 'RUNNING', 0, " + PAGE + ")");
      explain(
          s,
          "Count query, generic plan (prepared statement)",
          "execute bench_count('entity-name:Entity7', 'RUNNING')");
      s.execute("reset plan_cache_mode");
      s.execute("deallocate all");
    }
    System.out.println(explain);
  }

  private void explain(Statement s, String title, String sql) throws SQLException {
    StringBuilder plan = new StringBuilder();
    try (ResultSet rs = s.executeQuery("explain (analyze, buffers) " + sql)) {
      while (rs.next()) {
        plan.append(rs.getString(1)).append('\n');
      }
    }
    explain
        .append("#### ")
        .append(title)
        .append("\n\n```sql\n")
        .append(sql.strip())
        .append("\n```\n\n```\n")
        .append(plan)
        .append("```\n\n");
  }

  // ---------------------------------------------------------------- search latency

  private Stats searchLatency() throws Exception {
    say("Search: " + warmup + " warm-up requests, then " + requests + " measured ...");
    for (int i = 0; i < warmup; i++) {
      HttpResponse<String> r = post("/api/v2/draft/drafts", searchBody(i + 7));
      check(r, "warm-up search " + i);
    }
    long[] nanos = new long[requests];
    List<HttpResponse<String>> responses = new ArrayList<>(requests);
    long t0 = System.nanoTime();
    for (int i = 0; i < requests; i++) {
      String body = searchBody(i);
      long t = System.nanoTime();
      HttpResponse<String> r = post("/api/v2/draft/drafts", body);
      nanos[i] = System.nanoTime() - t;
      responses.add(r);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    long totalDrafts = 0;
    long[] totals = new long[STATES.length];
    for (int i = 0; i < requests; i++) {
      HttpResponse<String> r = responses.get(i);
      if (!check(r, "search " + i + " " + searchBody(i))) {
        continue;
      }
      JsonNode json = JSON.readTree(r.body());
      int size = json.path("drafts").size();
      totalDrafts += size;
      if (size > PAGE) {
        failures.add("search " + i + " returned " + size + " drafts");
      }
      String state = STATES[i % STATES.length];
      String tag = "entity-name:Entity" + entity(i);
      for (JsonNode d : json.path("drafts")) {
        boolean tagged = false;
        for (JsonNode t : d.path("tags")) {
          tagged |= tag.equals(t.asString());
        }
        if (!tagged || !state.equals(d.path("state").asString())) {
          failures.add("search " + i + " returned a draft not matching the filter: " + d);
          break;
        }
      }
      totals[i % STATES.length] =
          Math.max(totals[i % STATES.length], json.path("totalCount").asLong());
    }
    Stats stats = Stats.of(nanos, seconds, requests);
    breakdown(nanos);
    say(
        String.format(
            Locale.ROOT,
            "Search: %s; avg %.1f drafts/page; max totalCount per state %s",
            stats,
            (double) totalDrafts / requests,
            Arrays.toString(totals)));
    return stats;
  }

  /** Searches by draft id: one row by primary key, so what is left is the fixed cost. */
  private Stats baselineLatency() throws Exception {
    long[] nanos = new long[requests];
    long t0 = System.nanoTime();
    for (int i = -warmup; i < requests; i++) {
      String body =
          "{\"query\":{\"draftId\":" + (1 + Math.floorMod(i * 7919L, drafts)) + "},\"limit\":50}";
      if (i == 0) {
        t0 = System.nanoTime();
      }
      long t = System.nanoTime();
      HttpResponse<String> r = post("/api/v2/draft/drafts", body);
      long took = System.nanoTime() - t;
      check(r, "baseline search " + body);
      if (i >= 0) {
        nanos[i] = took;
      }
    }
    Stats stats = Stats.of(nanos, (System.nanoTime() - t0) / 1e9, requests);
    say("Baseline search by id: " + stats);
    return stats;
  }

  /**
   * The same requests as SQL only: the page and count statements DraftRepository.search runs, as
   * prepared statements on one pooled connection (pgjdbc and PostgreSQL plan caching as in the
   * server), without HTTP, security, transactions and JSON.
   */
  private Stats sqlLatency() throws SQLException {
    String page = SELECT.formatted(IDS.formatted("?", "?", "?", "?"));
    String count = COUNT.formatted("?", "?");
    long[] nanos = new long[requests];
    long t0 = System.nanoTime();
    try (Connection c = dataSource.getConnection()) {
      c.setReadOnly(true);
      for (int i = -warmup; i < requests; i++) {
        int at = Math.floorMod(i, requests);
        String state = STATES[at % STATES.length];
        String tag = "entity-name:Entity" + entity(at);
        int offset = offset(at);
        if (i == 0) {
          t0 = System.nanoTime();
        }
        long t = System.nanoTime();
        int rows = 0;
        try (PreparedStatement ps = c.prepareStatement(page)) {
          ps.setString(1, tag);
          ps.setString(2, state);
          ps.setInt(3, offset);
          ps.setInt(4, PAGE);
          try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
              rs.getString("variables");
              rows++;
            }
          }
        }
        if (offset != 0 || rows >= PAGE) {
          try (PreparedStatement ps = c.prepareStatement(count)) {
            ps.setString(1, tag);
            ps.setString(2, state);
            try (ResultSet rs = ps.executeQuery()) {
              rs.next();
            }
          }
        }
        if (i >= 0) {
          nanos[i] = System.nanoTime() - t;
        }
      }
    }
    Stats stats = Stats.of(nanos, (System.nanoTime() - t0) / 1e9, requests);
    say("Search SQL only: " + stats);
    return stats;
  }

  /** p50/p99 of the measured searches by state and by offset: where the slow requests are. */
  private void breakdown(long[] nanos) {
    StringBuilder out = new StringBuilder("| Searches | Requests | p50 ms | p99 ms | max ms |\n");
    out.append("|---|---|---|---|---|\n");
    for (String state : STATES) {
      out.append(group(nanos, "state " + state, i -> STATES[i % STATES.length].equals(state)));
    }
    for (int offset : new int[] {0, 50, 500}) {
      out.append(group(nanos, "offset " + offset, i -> offset(i) == offset));
    }
    searchBreakdown = out.toString();
  }

  private static String group(long[] nanos, String name, IntPredicate member) {
    long[] selected =
        IntStream.range(0, nanos.length).filter(member).mapToLong(i -> nanos[i]).toArray();
    Stats stats = Stats.of(selected, 1, selected.length);
    return String.format(
        Locale.ROOT,
        "| %s | %d | %.2f | %.2f | %.2f |%n",
        name,
        selected.length,
        stats.p(0.50),
        stats.p(0.99),
        stats.p(1.0));
  }

  private static int offset(int i) {
    return i % 10 == 8 ? 50 : i % 10 == 9 ? 500 : 0;
  }

  /** Request i: entity tag cycling over 50 entities, state over 4, offset 0 (80%), 50 or 500. */
  private static String searchBody(int i) {
    int offset = offset(i);
    return String.format(
        Locale.ROOT,
        "{\"query\":{\"tags\":[\"entity-name:Entity%d\"],\"state\":\"%s\"},"
            + "\"offset\":%d,\"limit\":%d}",
        entity(i),
        STATES[i % STATES.length],
        offset,
        PAGE);
  }

  private static int entity(int i) {
    return 1 + (i * 7) % ENTITIES;
  }

  // ---------------------------------------------------------------- upserts

  /**
   * Drafts of the simple providers, not published, spread over the whole table, in random order.
   */
  private List<Long> updateCandidates() throws SQLException {
    List<Long> ids = new ArrayList<>();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "select id from drafts where provider in ("
                    + SIMPLE_PROVIDERS
                    + ") and state <> 'PUBLISHED' and id <= "
                    + drafts
                    + " order by random() limit 100000")) {
      while (rs.next()) {
        ids.add(rs.getLong(1));
      }
    }
    return ids;
  }

  private Stats upserts(boolean update, List<Long> candidates) throws Exception {
    String what = update ? "Upsert (update description)" : "Upsert (create bpmn-model)";
    if (update && candidates.isEmpty()) {
      throw new IllegalStateException("No drafts to update");
    }
    say(what + ": " + threads + " threads for " + upsertSeconds + " s ...");
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    long end = System.nanoTime() + upsertSeconds * 1_000_000_000L;
    AtomicInteger next = new AtomicInteger();
    List<Future<long[]>> results = new ArrayList<>();
    long t0 = System.nanoTime();
    for (int t = 0; t < threads; t++) {
      int thread = t;
      results.add(
          pool.submit(
              () -> {
                long[] nanos = new long[1 << 16];
                int n = 0;
                while (System.nanoTime() < end) {
                  int i = next.getAndIncrement();
                  String body =
                      update
                          ? String.format(
                              Locale.ROOT,
                              "{\"draftId\":%d,\"description\":\"updated by bench thread %d, #%d\"}",
                              candidates.get(i % candidates.size()),
                              thread,
                              i)
                          : String.format(
                              Locale.ROOT,
                              "{\"type\":\"bpmn-model\",\"description\":\"bench thread %d, #%d\"}",
                              thread,
                              i);
                  long sent = System.nanoTime();
                  HttpResponse<String> r = post("/api/v2/draft/upsert", body);
                  long took = System.nanoTime() - sent;
                  check(r, what + " " + body);
                  if (n == nanos.length) {
                    nanos = Arrays.copyOf(nanos, n * 2);
                  }
                  nanos[n++] = took;
                }
                return Arrays.copyOf(nanos, n);
              }));
    }
    List<long[]> all = new ArrayList<>();
    for (Future<long[]> f : results) {
      all.add(f.get());
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    pool.shutdown();
    long[] nanos = all.stream().flatMapToLong(Arrays::stream).toArray();
    Stats stats = Stats.of(nanos, seconds, nanos.length);
    say(what + ": " + stats);
    return stats;
  }

  // ---------------------------------------------------------------- HTTP

  private String login() throws IOException, InterruptedException {
    HttpResponse<String> r =
        post(
            "/api/v2/core/authentication/login",
            "{\"userName\":\"admin\",\"password\":\"" + ADMIN_PASSWORD + "\"}");
    if (r.statusCode() != 200) {
      throw new IllegalStateException("Login failed: " + r.statusCode() + " " + r.body());
    }
    return JSON.readTree(r.body()).path("token").asString();
  }

  private HttpResponse<String> post(String path, String body)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(base + path))
            .timeout(Duration.ofSeconds(60))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }

  private boolean check(HttpResponse<String> r, String what) {
    if (r.statusCode() == 200) {
      return true;
    }
    synchronized (failures) {
      if (failures.size() < 20) {
        failures.add(what + " -> " + r.statusCode() + " " + r.body());
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- report

  private String report(
      double loadSeconds,
      String sizes,
      Stats baseline,
      Stats search,
      Stats sql,
      Stats creates,
      Stats updates,
      double totalSeconds) {
    StringBuilder md = new StringBuilder();
    md.append("## Draft benchmark\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "N = %,d drafts; server in-process (same JVM as the client), durable embedded"
                + " PostgreSQL; run time %.0f s.%n%n",
            drafts,
            totalSeconds));
    md.append("| Machine | |\n|---|---|\n");
    md.append("| CPUs (nproc) | ")
        .append(Runtime.getRuntime().availableProcessors())
        .append(" |\n");
    md.append("| CPU model | ").append(BenchMachine.cpuModel()).append(" |\n");
    md.append("| Memory | ").append(BenchMachine.memory()).append(" |\n");
    md.append("| Java | ")
        .append(System.getProperty("java.vm.name"))
        .append(' ')
        .append(System.getProperty("java.runtime.version"))
        .append(", -Xmx")
        .append(Runtime.getRuntime().maxMemory() / (1024 * 1024))
        .append("m |\n");
    md.append("| Load average (1/5/15 min) before / after the measurements | ")
        .append(loadBefore)
        .append(" / ")
        .append(loadAfter)
        .append(" |\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "Bulk load (SQL, incl. editions and VACUUM ANALYZE): %.1f s%n%n",
            loadSeconds));
    md.append("| Relation | Size | With indexes/TOAST |\n|---|---|---|\n")
        .append(sizes)
        .append('\n');
    md.append(
        "| Measurement | Requests | Req/s | p50 ms | p90 ms | p99 ms | max ms |\n"
            + "|---|---|---|---|---|---|---|\n");
    md.append(baseline.row("POST /drafts by draftId (baseline: HTTP + security + JSON)"));
    md.append(search.row("POST /drafts tag + state, limit 50 (sequential, 1 client)"));
    md.append(sql.row("same searches, SQL only (JDBC: page query + count query)"));
    md.append(creates.row("POST /upsert create (" + threads + " threads)"));
    md.append(updates.row("POST /upsert update description (" + threads + " threads)"));
    md.append('\n');
    md.append(searchBreakdown).append('\n');
    md.append(
        String.format(
            Locale.ROOT,
            "Target p99 <= 20 ms for the filtered search: %s (p99 %.2f ms).%n%n",
            search.p(0.99) <= 20.0 ? "MET" : "NOT MET",
            search.p(0.99)));
    if (afterLoad != null) {
      md.append("SQL run after the load (-Dbench.afterLoadSql):\n\n```sql\n")
          .append(afterLoad)
          .append("\n```\n\n");
    }
    md.append("### EXPLAIN (ANALYZE, BUFFERS): tag entity-name:Entity7 + state RUNNING\n\n");
    md.append(explain);
    md.append(
        failures.isEmpty()
            ? "All responses 200, every page <= 50 drafts matching the filter.\n"
            : "FAILURES: " + failures.size() + "\n");
    return md.toString();
  }

  private static void say(String line) {
    System.out.println("[bench] " + line);
  }

  /** Latencies in nanoseconds, sorted, with the elapsed wall time. */
  private record Stats(long[] sorted, double seconds, int count) {

    static Stats of(long[] nanos, double seconds, int count) {
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      return new Stats(sorted, seconds, count);
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
      return count / seconds;
    }

    String row(String name) {
      return String.format(
          Locale.ROOT,
          "| %s | %,d | %.0f | %.2f | %.2f | %.2f | %.2f |%n",
          name,
          count,
          rate(),
          p(0.50),
          p(0.90),
          p(0.99),
          sorted.length == 0 ? Double.NaN : sorted[sorted.length - 1] / 1e6);
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%,d requests, %.0f req/s, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms",
          count,
          rate(),
          p(0.50),
          p(0.90),
          p(0.99),
          sorted.length == 0 ? Double.NaN : sorted[sorted.length - 1] / 1e6);
    }
  }
}
