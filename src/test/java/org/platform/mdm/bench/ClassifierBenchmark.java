package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.say;

import java.lang.reflect.Method;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Benchmark of a classifier of 100,000 nodes (issue 21; not a test: run it with {@code
 * bench/classifiers.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory and
 * publishes through {@code POST /api/v1/classifiers/import} one classifier shaped like UNSPSC: the
 * root, 50 segments, 10 families in each, 9 classes in each family but one "big" family of {@code
 * -Dbench.bigLevel} (1,000) classes, commodities under every class up to {@code -Dbench.nodes}
 * (100,000) nodes in all, and under the first commodity of 100 classes of the big family a sixth
 * level of 10 items. Codes are dotted ({@code 10.01.0001.001.01}) and checked against the
 * classifier's code pattern; segments define an inheritable String attribute, families an
 * inheritable Integer attribute, classes one of their own. Display names are two words of a
 * vocabulary of 2,000. After VACUUM ANALYZE (as autovacuum would have done), it measures over HTTP,
 * {@code -Dbench.warmup} (300) warm-up and {@code -Dbench.requests} (1,000) measured of each, every
 * measured request followed by one floor request (an authenticated GET of the current user) so that
 * each figure and its floor see the same noise:
 *
 * <ol>
 *   <li>the root's level (the root alone) and the level below it (50 segments);
 *   <li>a typical mid level (a random family's 9 classes) and the big level (1,000 classes);
 *   <li>a deep level (the 10 items under a random commodity at depth 4);
 *   <li>a node at depth 5 with the attributes it inherits;
 *   <li>a search of a word of the vocabulary, of a class's code, and of two letters (a scan of the
 *       version: {@code -Dbench.slowRequests} (200) measured).
 * </ol>
 *
 * The SQL of a level and of a search is shown with EXPLAIN (ANALYZE, BUFFERS). With {@code
 * -Dbench.reuse=<data dir>} it measures an earlier run's data again; {@code -Dbench.reimport=true}
 * then first imports the same document again (every node matched by name and kept).
 */
public final class ClassifierBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String CLASSIFIERS = "/api/v1/classifiers";
  private static final String NAME = "Unspsc";
  private static final String VERSION = "v1";
  private static final String CODE_PATTERN = "[0-9]{2}(\\.[0-9]{2,4}){0,4}";
  private static final String[] SYLLABLES = {
    "ka", "lo", "mi", "ras", "ten", "vo", "bur", "sel", "dan", "gor", "fi", "ne", "pa", "tor",
    "lin", "mar", "ve", "sto", "ri", "han", "ber", "kov", "chen", "sa", "mo", "der", "li", "no"
  };
  private static final int SEGMENTS = 50;
  private static final int FAMILIES = 10;
  private static final int CLASSES = 9;
  private static final int DEEP_PARENTS = 100;
  private static final int DEEP_CHILDREN = 10;

  private final int total = Integer.getInteger("bench.nodes", 100_000);
  private final int bigLevel = Integer.getInteger("bench.bigLevel", 1_000);
  private final int warmup = Integer.getInteger("bench.warmup", 300);
  private final int requests = Integer.getInteger("bench.requests", 1_000);

  /** Requests of the search of two letters, a scan of the version (-Dbench.slowRequests). */
  private final int slowRequests = Integer.getInteger("bench.slowRequests", 200);

  /** A data directory of an earlier run to measure again without importing (-Dbench.reuse). */
  private final String reuse = System.getProperty("bench.reuse");

  private final Path dataDir =
      reuse != null
          ? Path.of(reuse)
          : Path.of(
              "target",
              "bench-data",
              "classifiers-"
                  + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

  /** Measures only the reads whose description contains this text (-Dbench.only). */
  private final String only = System.getProperty("bench.only");

  private final String maxBody = System.getProperty("bench.maxBody", "64MB");
  private final List<String> vocabulary = new ArrayList<>();
  private long documentBytes;
  private double reimportSeconds;
  private BenchClient client;
  private DataSource dataSource;

  /** The ids of the nodes the measurements read, by their place in the tree. */
  private UUID root;

  private UUID bigFamily;
  private final List<UUID> families = new ArrayList<>();
  private final List<UUID> deepParents = new ArrayList<>();
  private final List<UUID> deepNodes = new ArrayList<>();
  private final List<String> classCodes = new ArrayList<>();

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new ClassifierBenchmark().run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    Files.createDirectories(dataDir);
    SplittableRandom words = new SplittableRandom(5);
    while (vocabulary.size() < 2_000) {
      String w = word(words);
      if (!vocabulary.contains(w)) {
        vocabulary.add(w);
      }
    }
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(MdmApplication.class)
            .properties(
                "org.platform.mdm.system.data.dir=" + dataDir,
                "org.platform.mdm.system.embedded-db.durable=true",
                "org.platform.mdm.core.admin.password=" + ADMIN_PASSWORD,
                // The document of 100,000 nodes is about 20 MB, over the default 10 MB limit.
                "org.platform.mdm.system.request.max-body-size=" + maxBody)
            .run("--server.port=0")) {
      int port = context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      client = new BenchClient(port, ADMIN_PASSWORD);
      dataSource = context.getBean(DataSource.class);
      String loadBefore = BenchMachine.loadAverage();

      Map<String, Object> document = document();
      int nodes = ((List<?>) firstVersion(document).get("nodes")).size();
      double importSeconds = reuse == null ? load(document, nodes) : 0;
      if (reuse != null && Boolean.getBoolean("bench.reimport")) {
        long t = System.nanoTime();
        say("Importing the same document again (every node kept) ...");
        client.post(CLASSIFIERS + "/import", document);
        reimportSeconds = (System.nanoTime() - t) / 1e9;
        say(String.format(Locale.ROOT, "  imported again in %.1f s", reimportSeconds));
      }
      document = null;
      ids();

      SplittableRandom r = new SplittableRandom(11);
      String level = CLASSIFIERS + "/" + NAME + "/versions/" + VERSION + "/nodes";
      List<Row> rows = new ArrayList<>();
      rows.add(measure("Level: the root (no parentId)", () -> level, 1));
      rows.add(measure("Level: the root's children (segments)", () -> level(root), SEGMENTS));
      rows.add(
          measure(
              "Level: a family's classes (a typical mid level)",
              () -> level(families.get(r.nextInt(families.size()))),
              CLASSES));
      rows.add(
          measure(
              "Level: the big family's " + bigLevel + " classes (a big mid level)",
              () -> level(bigFamily),
              bigLevel));
      rows.add(
          measure(
              "Level: the items under a commodity (depth 5, the deepest)",
              () -> level(deepParents.get(r.nextInt(deepParents.size()))),
              DEEP_CHILDREN));
      rows.add(
          measure(
              "Node at depth 5 with its inherited attributes",
              () -> level + "/" + deepNodes.get(r.nextInt(deepNodes.size())),
              -1));
      rows.add(
          measure(
              "Search: a word of the display names, page of 20",
              () -> search(vocabulary.get(r.nextInt(vocabulary.size()))),
              -2));
      rows.add(
          measure(
              "Search: a class's code, page of 20",
              () -> search(classCodes.get(r.nextInt(classCodes.size()))),
              -2));
      rows.add(
          measure(
              "Search: two letters (no trigram), page of 20",
              () -> search(SYLLABLES[r.nextInt(SYLLABLES.length)].substring(0, 2)),
              -2,
              Math.min(warmup, 20),
              slowRequests));
      Stats jdbcLevel = only == null || "big".contains(only) ? jdbcLevel() : null;
      String loadAfter = BenchMachine.loadAverage();
      Map<String, String> plans = plans();

      String report =
          report(nodes, importSeconds, rows, jdbcLevel, plans, sizes(), loadBefore, loadAfter);
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  // ---------------------------------------------------------------- the document

  private static String word(SplittableRandom r) {
    String w =
        SYLLABLES[r.nextInt(SYLLABLES.length)]
            + SYLLABLES[r.nextInt(SYLLABLES.length)]
            + SYLLABLES[r.nextInt(SYLLABLES.length)];
    return Character.toUpperCase(w.charAt(0)) + w.substring(1);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> firstVersion(Map<String, Object> document) {
    return ((List<Map<String, Object>>) document.get("versions")).get(0);
  }

  private Map<String, Object> document() {
    Map<String, Object> classifier = new LinkedHashMap<>();
    classifier.put("name", NAME);
    classifier.put("displayName", "Products and services");
    classifier.put("description", "A classifier of the size of UNSPSC");
    classifier.put("codePattern", CODE_PATTERN);
    classifier.put("multiple", false);
    classifier.put("assignments", List.of());
    List<Map<String, Object>> nodes = new ArrayList<>();
    SplittableRandom r = new SplittableRandom(3);
    nodes.add(node(NAME, null, null, "Products and services", List.of()));
    List<String> segmentCodes = new ArrayList<>();
    for (int s = 0; s < SEGMENTS; s++) {
      String code = String.format(Locale.ROOT, "%02d", 10 + s);
      segmentCodes.add(code);
      nodes.add(
          node(
              name(code),
              NAME,
              code,
              display(r),
              List.of(attribute("unitOfMeasure", "String", true))));
    }
    List<String> familyCodes = new ArrayList<>();
    for (String segment : segmentCodes) {
      for (int f = 1; f <= FAMILIES; f++) {
        String code = segment + String.format(Locale.ROOT, ".%02d", f);
        familyCodes.add(code);
        nodes.add(
            node(
                name(code),
                name(segment),
                code,
                display(r),
                List.of(attribute("hazardClass", "Integer", true))));
      }
    }
    List<String> classes = new ArrayList<>();
    for (String family : familyCodes) {
      int count = family.equals(familyCodes.get(0)) ? bigLevel : CLASSES;
      for (int c = 1; c <= count; c++) {
        String code = family + String.format(Locale.ROOT, ".%04d", c);
        classes.add(code);
        nodes.add(
            node(
                name(code),
                name(family),
                code,
                display(r),
                List.of(attribute("shelfLifeDays", "Integer", false))));
      }
    }
    int deep = DEEP_PARENTS * DEEP_CHILDREN;
    int commodities = total - nodes.size() - deep;
    List<String> deepParentCodes = new ArrayList<>();
    for (int c = 0; c < classes.size(); c++) {
      int count = commodities / classes.size() + (c < commodities % classes.size() ? 1 : 0);
      for (int k = 1; k <= count; k++) {
        String code = classes.get(c) + String.format(Locale.ROOT, ".%03d", k);
        if (k == 1 && c < DEEP_PARENTS) {
          deepParentCodes.add(code);
        }
        nodes.add(node(name(code), name(classes.get(c)), code, display(r), List.of()));
      }
    }
    for (String parent : deepParentCodes) {
      for (int i = 1; i <= DEEP_CHILDREN; i++) {
        String code = parent + String.format(Locale.ROOT, ".%02d", i);
        nodes.add(node(name(code), name(parent), code, display(r), List.of()));
      }
    }
    classCodes.addAll(classes);
    Map<String, Object> version = new LinkedHashMap<>();
    version.put("name", VERSION);
    version.put("displayName", "Version 1");
    version.put("default", true);
    version.put("nodes", nodes);
    Map<String, Object> document = new LinkedHashMap<>();
    document.put("classifier", classifier);
    document.put("versions", List.of(version));
    return document;
  }

  private static String name(String code) {
    return "n" + code.replace('.', '_');
  }

  private String display(SplittableRandom r) {
    return vocabulary.get(r.nextInt(vocabulary.size()))
        + " "
        + vocabulary.get(r.nextInt(vocabulary.size())).toLowerCase(Locale.ROOT);
  }

  private static Map<String, Object> node(
      String name, String parent, String code, String display, List<Object> attributes) {
    Map<String, Object> n = new LinkedHashMap<>();
    n.put("name", name);
    n.put("parentName", parent);
    n.put("code", code);
    n.put("displayName", display);
    n.put("attributes", attributes);
    return n;
  }

  private static Map<String, Object> attribute(String name, String type, boolean inheritable) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("name", name);
    a.put("displayName", name);
    a.put("type", type);
    a.put("inheritable", inheritable);
    return a;
  }

  // ---------------------------------------------------------------- setup

  /** Imports the document and analyzes the table; the seconds the import took. */
  private double load(Map<String, Object> document, int nodes) throws Exception {
    byte[] body = BenchClient.JSON.writeValueAsBytes(document);
    documentBytes = body.length;
    say(
        String.format(
            Locale.ROOT,
            "Importing a classifier of %,d nodes (%.1f MB) ...",
            nodes,
            body.length / 1e6));
    long t = System.nanoTime();
    client.send(
        client
            .request(CLASSIFIERS + "/import")
            .header("Content-Type", "application/json")
            .POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(body)));
    double seconds = (System.nanoTime() - t) / 1e9;
    say(String.format(Locale.ROOT, "  imported in %.1f s", seconds));
    long stored = count("select count(*) from classifier_nodes where classifier = '" + NAME + "'");
    if (stored != nodes) {
      throw new IllegalStateException(stored + " nodes stored of " + nodes);
    }
    vacuum();
    return seconds;
  }

  private void vacuum() throws Exception {
    say("VACUUM ANALYZE ...");
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("vacuum analyze classifier_nodes");
      s.execute("checkpoint");
    }
  }

  private long count(String sql) throws Exception {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /** The ids of the nodes the measurements read, found by their names. */
  private void ids() throws Exception {
    try (Connection c = dataSource.getConnection();
        PreparedStatement p =
            c.prepareStatement(
                "select node_id, name, depth from classifier_nodes where classifier = ?")) {
      p.setString(1, NAME);
      try (ResultSet rs = p.executeQuery()) {
        while (rs.next()) {
          UUID id = rs.getObject(1, UUID.class);
          String name = rs.getString(2);
          int depth = rs.getInt(3);
          if (depth == 0) {
            root = id;
          } else if (depth == 2) {
            if (name.equals("n10_01")) {
              bigFamily = id;
            } else {
              families.add(id);
            }
          } else if (depth == 5) {
            deepNodes.add(id);
          }
        }
      }
    }
    // The commodities with items below them: the first of each of the first classes.
    try (Connection c = dataSource.getConnection();
        PreparedStatement p =
            c.prepareStatement(
                "select distinct parent_id from classifier_nodes where classifier = ?"
                    + " and depth = 5")) {
      p.setString(1, NAME);
      try (ResultSet rs = p.executeQuery()) {
        while (rs.next()) {
          deepParents.add(rs.getObject(1, UUID.class));
        }
      }
    }
  }

  private String level(UUID parent) {
    return CLASSIFIERS + "/" + NAME + "/versions/" + VERSION + "/nodes?parentId=" + parent;
  }

  private String search(String text) {
    return CLASSIFIERS
        + "/"
        + NAME
        + "/versions/"
        + VERSION
        + "/nodes/search?limit=20&text="
        + URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  // ---------------------------------------------------------------- measuring

  interface Path0 {
    String next();
  }

  /**
   * {@code expect}: the size of the level answered; -1 a node with inherited attributes; -2 a
   * search (the mean total is reported).
   */
  private Row measure(String what, Path0 paths, int expect) throws Exception {
    return measure(what, paths, expect, warmup, requests);
  }

  private Row measure(String what, Path0 paths, int expect, int warmup, int requests)
      throws Exception {
    if (only != null && !what.contains(only)) {
      return null;
    }
    say(what + ": " + warmup + " warm-up, " + requests + " measured, each beside a floor ...");
    long[] nanos = new long[requests];
    long[] floor = new long[requests];
    long totals = 0;
    long bytes = 0;
    for (int i = 0; i < warmup + requests; i++) {
      String path = paths.next();
      long t = System.nanoTime();
      String text = client.getText(path);
      long took = System.nanoTime() - t;
      bytes += text.length();
      t = System.nanoTime();
      client.get("/api/v2/core/authentication/current-user");
      long floorTook = System.nanoTime() - t;
      if (expect >= 0) {
        // A level is checked by counting its nodes in the text: parsing a 435 KB answer per
        // request allocated megabytes in the server's own JVM, whose collections paused it.
        checkLevel(what, text, expect);
      } else {
        JsonNode answer = BenchClient.JSON.readTree(text);
        check(what, answer, expect);
        totals += answer.path("total").asLong();
      }
      if (i >= warmup) {
        nanos[i - warmup] = took;
        floor[i - warmup] = floorTook;
      }
    }
    return new Row(
        what,
        Stats.of(nanos),
        Stats.of(floor),
        (double) totals / (warmup + requests),
        expect,
        bytes / (warmup + requests),
        requests);
  }

  private static void checkLevel(String what, String text, int expect) {
    int nodes = 0;
    for (int at = text.indexOf("\"nodeId\":"); at >= 0; at = text.indexOf("\"nodeId\":", at + 1)) {
      nodes++;
    }
    if (nodes != expect) {
      throw new IllegalStateException(what + ": " + nodes + " nodes answered, not " + expect);
    }
  }

  private static void check(String what, JsonNode answer, int expect) {
    boolean ok =
        switch (expect) {
          case -1 -> answer.path("inheritedAttributes").size() == 2;
          default -> answer.path("hits").isArray();
        };
    if (!ok) {
      throw new IllegalStateException(what + ": unexpected answer " + answer);
    }
  }

  /** Latencies of one measurement, sorted, in nanoseconds. */
  private record Stats(long[] sorted) {
    static Stats of(long[] nanos) {
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      return new Stats(sorted);
    }

    double p(double percentile) {
      int i = (int) Math.ceil(percentile / 100 * sorted.length) - 1;
      return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }
  }

  private record Row(
      String what,
      Stats stats,
      Stats floor,
      double meanTotal,
      int expect,
      long meanBytes,
      int measured) {}

  /** The big level's statement alone, its rows read over JDBC: the database's share. */
  private Stats jdbcLevel() throws Exception {
    say("The big level's statement over JDBC ...");
    String sql = (String) repositoryMethod("levelSql", boolean.class).invoke(null, false);
    long[] nanos = new long[requests];
    try (Connection c = dataSource.getConnection();
        PreparedStatement p = c.prepareStatement(sql)) {
      p.setString(1, NAME);
      p.setString(2, VERSION);
      p.setObject(3, bigFamily);
      for (int i = 0; i < warmup + requests; i++) {
        long t = System.nanoTime();
        int rows = 0;
        try (ResultSet rs = p.executeQuery()) {
          while (rs.next()) {
            rs.getString("attributes");
            rows++;
          }
        }
        if (rows != bigLevel) {
          throw new IllegalStateException(rows + " rows");
        }
        if (i >= warmup) {
          nanos[i - warmup] = System.nanoTime() - t;
        }
      }
    }
    return Stats.of(nanos);
  }

  private static Method repositoryMethod(String name, Class<?> parameter) throws Exception {
    Method m =
        Class.forName("org.platform.mdm.classifiers.tree.NodeRepository")
            .getDeclaredMethod(name, parameter);
    m.setAccessible(true);
    return m;
  }

  // ---------------------------------------------------------------- plans

  /** The level and search SQL of the repository (read from it, so the plans shown are its own). */
  private Map<String, String> plans() throws Exception {
    String levelSql = (String) repositoryMethod("levelSql", boolean.class).invoke(null, false);
    String searchSql = (String) repositoryMethod("searchSql", boolean.class).invoke(null, false);
    String countSql = (String) repositoryMethod("searchSql", boolean.class).invoke(null, true);
    String word = vocabulary.get(7);
    String pattern = (String) repositoryMethod("containing", String.class).invoke(null, word);
    Map<String, String> plans = new LinkedHashMap<>();
    plans.put(
        "Level: the big family's " + bigLevel + " classes",
        explain(levelSql, NAME, VERSION, bigFamily));
    plans.put(
        "Search: a page of the nodes matching " + word,
        explain(searchSql, NAME, VERSION, pattern, 20, 0));
    plans.put("Search: how many match " + word, explain(countSql, NAME, VERSION, pattern));
    return plans;
  }

  private String explain(String sql, Object... params) throws Exception {
    StringBuilder out = new StringBuilder("SQL: ").append(sql).append("\n\n");
    try (Connection c = dataSource.getConnection();
        PreparedStatement p = c.prepareStatement("explain (analyze, buffers) " + sql)) {
      for (int i = 0; i < params.length; i++) {
        p.setObject(i + 1, params[i]);
      }
      try (ResultSet rs = p.executeQuery()) {
        while (rs.next()) {
          out.append(rs.getString(1)).append('\n');
        }
      }
    }
    return out.toString();
  }

  private String sizes() throws Exception {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "select pg_relation_size('classifier_nodes'),"
                    + " pg_total_relation_size('classifier_nodes'),"
                    + " pg_relation_size('classifier_nodes_search')")) {
      rs.next();
      return String.format(
          Locale.ROOT,
          "classifier_nodes: %.0f MB of rows, %.0f MB with indexes (the trigram index %.0f MB)",
          rs.getLong(1) / 1e6,
          rs.getLong(2) / 1e6,
          rs.getLong(3) / 1e6);
    }
  }

  // ---------------------------------------------------------------- report

  private String report(
      int nodes,
      double importSeconds,
      List<Row> rows,
      Stats jdbcLevel,
      Map<String, String> plans,
      String sizes,
      String loadBefore,
      String loadAfter) {
    StringBuilder out = new StringBuilder();
    out.append("### Classifier of ").append(String.format(Locale.ROOT, "%,d", nodes));
    out.append(" nodes\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "Machine: %s, %d CPUs, %s; load average %s before, %s after.%n%n",
            BenchMachine.cpuModel(),
            Runtime.getRuntime().availableProcessors(),
            BenchMachine.memory(),
            loadBefore,
            loadAfter));
    out.append(
        importSeconds == 0
            ? String.format(
                Locale.ROOT,
                "Measured again on the data of %s (%,d nodes%s); %s.%n%n",
                reuse,
                nodes,
                reimportSeconds == 0
                    ? ""
                    : String.format(
                        Locale.ROOT,
                        "; the same document imported again, every node kept, in %.1f s",
                        reimportSeconds),
                sizes)
            : String.format(
                Locale.ROOT,
                "Imported %,d nodes (root, %d segments, %d families, %,d classes, commodities, %,d"
                    + " items at depth 5; code pattern checked), a document of %.1f MB (the server"
                    + " started with `org.platform.mdm.system.request.max-body-size=%s`: the default 10"
                    + " MB refuses it), through `POST %s/import` in %.1f s (%,.0f nodes/s, one"
                    + " transaction); %s.%n%n",
                nodes,
                SEGMENTS,
                SEGMENTS * FAMILIES,
                classCodes.size(),
                DEEP_PARENTS * DEEP_CHILDREN,
                documentBytes / 1e6,
                maxBody,
                CLASSIFIERS,
                importSeconds,
                nodes / importSeconds,
                sizes));
    out.append(
        "Each measured request is followed by one floor request (GET the current user:"
            + " HTTP, security, JSON), so the two see the same noise; one client, "
            + warmup
            + " warm-up and "
            + requests
            + " measured each. A latency is the request until its whole answer has arrived (the"
            + " client's JSON parsing left out).\n\n");
    out.append(
        "| Read (HTTP, one client) | nodes answered | answer KB | p50 ms | p95 ms | p99 ms | floor p50 ms"
            + " | floor p99 ms | ratio p50 | ratio p99 |\n");
    out.append("|---|---|---|---|---|---|---|---|---|---|\n");
    for (Row row : rows) {
      if (row == null) {
        continue;
      }
      String answered =
          switch (row.expect()) {
            case -1 -> "1 (+2 inherited)";
            case -2 -> String.format(Locale.ROOT, "≤ 20 of %.0f (mean)", row.meanTotal());
            default -> String.format(Locale.ROOT, "%,d", row.expect());
          };
      Stats s = row.stats();
      Stats f = row.floor();
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %.1f | %.2f | %.2f | %.2f | %.2f | %.2f | %.1f× | %.1f× |%n",
              row.measured() == requests
                  ? row.what()
                  : row.what() + " (" + row.measured() + " measured)",
              answered,
              row.meanBytes() / 1e3,
              s.p(50),
              s.p(95),
              s.p(99),
              f.p(50),
              f.p(99),
              s.p(50) / f.p(50),
              s.p(99) / f.p(99)));
    }
    out.append('\n');
    if (jdbcLevel != null) {
      out.append(
          String.format(
              Locale.ROOT,
              "The big level's statement alone (its rows read over JDBC, nothing mapped):"
                  + " p50 %.2f ms, p95 %.2f ms, p99 %.2f ms.%n%n",
              jdbcLevel.p(50),
              jdbcLevel.p(95),
              jdbcLevel.p(99)));
    }
    plans.forEach(
        (name, plan) ->
            out.append("#### ").append(name).append("\n\n```\n").append(plan).append("```\n\n"));
    return out.toString();
  }
}
