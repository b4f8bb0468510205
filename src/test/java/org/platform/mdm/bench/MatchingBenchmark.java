package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import com.ibm.icu.text.Transliterator;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Benchmark of matching (not a test: run it with {@code bench/matching.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory,
 * publishes a register of persons (first and last name, birth date, city), imports {@code
 * -Dbench.records} (1,000,000) persons of which about {@code -Dbench.duplicates} (5 %) are
 * duplicates of another one with a known truth: a typo (one letter replaced, dropped, doubled or
 * two swapped), the name in the other script (Cyrillic written in Latin by BGN or by a looser
 * scheme), first and last name swapped, or a swap with a typo. Then publishes the matching model
 * (REVIEW: the names joined NORMALIZED with the same birth date; the names joined within two edits
 * with the same birth date) and runs bulk matching over the entity, reporting its time per phase,
 * records/s, and precision and recall of the pairs the clusters make against the truth. Last,
 * single-record writes from {@code -Dbench.threads} (4) clients for {@code -Dbench.writeSeconds}
 * (30) with real-time matching on and off, in {@code -Dbench.rounds} (2) rounds: writes/s and p99.
 */
public final class MatchingBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String DATA = "/api/meta-data-driven/v1/data";
  private static final String ENTITY = "Person";
  private static final String SOURCE = "crm";
  private static final String[] CYRILLIC = {
    "ка", "ло", "ми", "рас", "тен", "во", "бур", "сел", "дан", "гор", "фи", "не", "па", "тор",
    "лин", "мар", "ве", "сто", "ри", "хан", "бер", "ков", "чен", "са", "мо", "дер", "ли", "но",
    "зе", "ту", "щу", "жа", "цы", "юр", "як", "эль", "шо", "ры", "гу", "ба"
  };
  private static final String[] CYRILLIC_END = {
    "", "ов", "ин", "ева", "ский", "ова", "ян", "енко", "ук", "ич", "ых", "цев"
  };
  private static final String[] FIRST = {
    "Анна",
    "Борис",
    "Вера",
    "Григорий",
    "Дарья",
    "Евгений",
    "Жанна",
    "Илья",
    "Ксения",
    "Лев",
    "Мария",
    "Николай",
    "Ольга",
    "Пётр",
    "Раиса",
    "Сергей",
    "Татьяна",
    "Фёдор",
    "Юлия",
    "Яков",
    "Алексей",
    "Светлана",
    "Михаил",
    "Елена",
    "Дмитрий",
    "Ирина",
    "Андрей",
    "Наталья",
    "Олег",
    "Людмила"
  };

  /** A looser Latin spelling than BGN, as other systems write Russian names. */
  private static final Map<Character, String> LOOSE = new HashMap<>();

  static {
    String[][] pairs = {
      {"а", "a"}, {"б", "b"}, {"в", "v"}, {"г", "g"}, {"д", "d"}, {"е", "e"}, {"ё", "e"},
      {"ж", "j"}, {"з", "z"}, {"и", "i"}, {"й", "i"}, {"к", "k"}, {"л", "l"}, {"м", "m"},
      {"н", "n"}, {"о", "o"}, {"п", "p"}, {"р", "r"}, {"с", "s"}, {"т", "t"}, {"у", "u"},
      {"ф", "f"}, {"х", "h"}, {"ц", "c"}, {"ч", "ch"}, {"ш", "sh"}, {"щ", "sch"}, {"ъ", ""},
      {"ы", "i"}, {"ь", ""}, {"э", "e"}, {"ю", "yu"}, {"я", "ya"}
    };
    for (String[] p : pairs) {
      LOOSE.put(p[0].charAt(0), p[1]);
    }
  }

  private final int records = Integer.getInteger("bench.records", 1_000_000);
  private final double duplicates =
      Double.parseDouble(System.getProperty("bench.duplicates", "0.05"));
  private final int threads = Integer.getInteger("bench.threads", 4);
  private final int writeSeconds = Integer.getInteger("bench.writeSeconds", 30);
  private final int rounds = Integer.getInteger("bench.rounds", 2);
  private final int warmupSeconds = Integer.getInteger("bench.warmupSeconds", 20);
  private final List<String> models =
      List.of(System.getProperty("bench.models", "rules,weighted").split(","));
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "matching-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private final Transliterator bgn = Transliterator.getInstance("Russian-Latin/BGN; Latin-ASCII");

  /** Each duplicate's external id → the external id of the person it copies. */
  private final Map<String, String> truth = new HashMap<>();

  private final Map<String, Integer> kinds = new LinkedHashMap<>();

  /** Some original persons, for the real-time writes' duplicates. */
  private final List<String[]> sample = new ArrayList<>();

  private BenchClient client;
  private DataSource dataSource;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new MatchingBenchmark().run();
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
      client = new BenchClient(port, ADMIN_PASSWORD);
      dataSource = context.getBean(DataSource.class);
      String loadBefore = BenchMachine.loadAverage();
      model();
      double importSeconds = load();
      sql("vacuum analyze");
      settle();
      List<ModelRun> results = new ArrayList<>();
      for (String name : models) {
        if (!results.isEmpty()) {
          // The next model starts from no keys and no clusters, as the first did (truncated:
          // the tables' statistics are unknown again too, as before the first run).
          sql("truncate matching_pairs, matching_clusters, matching_keys");
          settle();
        }
        say("Model " + name);
        client.post(
            "/api/v2/matching/models/save",
            Map.of(
                "model",
                Map.of(
                    "entityName",
                    ENTITY,
                    "sets",
                    List.of(name.equals("weighted") ? weightedSet() : rulesSet()))));
        double floor = floor();
        Map<String, Double> phases = new LinkedHashMap<>();
        JsonNode run = bulkRun(phases);
        sql("vacuum analyze");
        results.add(new ModelRun(name, floor, phases, run, quality()));
      }
      List<double[]> on = new ArrayList<>();
      List<double[]> off = new ArrayList<>();
      writes(true, "warm-up", warmupSeconds);
      for (int round = 1; round <= rounds; round++) {
        on.add(writes(true, "on " + round, writeSeconds));
        off.add(writes(false, "off " + round, writeSeconds));
      }
      String report =
          report(importSeconds, results, on, off, loadBefore, BenchMachine.loadAverage());
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report);
      return 0;
    }
  }

  private void model() throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", SOURCE, "weight", 50)));
    List<Map<String, Object>> attributes = new ArrayList<>();
    for (String[] a :
        new String[][] {
          {"first", "String"}, {"last", "String"}, {"born", "Date"}, {"city", "String"}
        }) {
      attributes.add(Map.of("name", a[0], "displayName", a[0], "type", a[1]));
    }
    client.post(
        "/api/v2/meta/model/entities/save",
        Map.of("entity", Map.of("name", ENTITY, "consolidation", "BVT", "attributes", attributes)));
  }

  /** The all-of rules a steward starts with: the names and the birth date. */
  private static Map<String, Object> rulesSet() {
    Map<String, Object> names =
        Map.of("attributes", List.of("first", "last"), "type", "NORMALIZED");
    Map<String, Object> close =
        Map.of("attributes", List.of("first", "last"), "type", "EDIT_DISTANCE", "distance", 2);
    Map<String, Object> born = Map.of("attribute", "born", "type", "EXACT");
    return Map.of(
        "name",
        "person",
        "displayName",
        "Same person",
        "rules",
        List.of(
            Map.of(
                "name", "name_and_birth", "action", "REVIEW", "comparisons", List.of(names, born)),
            Map.of(
                "name",
                "close_name_and_birth",
                "action",
                "REVIEW",
                "comparisons",
                List.of(close, born))));
  }

  /**
   * One weighted rule over the same four fields: the names (in any order and script, else close by
   * Jaro–Winkler or within two edits), the birth date and the city, with m and u from how the
   * generator writes them (u about one over the number of distinct values). Blocking by each name's
   * sound with the birth date (the rules' key) and by the birth date with the city.
   */
  private static Map<String, Object> weightedSet() {
    List<String> names = List.of("first", "last");
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("name", "weighed");
    rule.put("displayName", "Weighed evidence");
    rule.put("action", "REVIEW");
    rule.put("type", "WEIGHTED");
    rule.put(
        "evidence",
        List.of(
            Map.of(
                "attributes",
                names,
                "levels",
                List.of(
                    level("NORMALIZED", 0.6, 1e-5),
                    Map.of("type", "JARO_WINKLER", "threshold", 0.9, "m", 0.23, "u", 1e-3),
                    Map.of("type", "EDIT_DISTANCE", "distance", 3, "m", 0.15, "u", 1e-3))),
            Map.of("attribute", "born", "levels", List.of(level("EXACT", 0.99, 4.2e-5))),
            Map.of("attribute", "city", "levels", List.of(level("NORMALIZED", 0.99, 2e-4)))));
    rule.put("lowerThreshold", 22);
    rule.put("upperThreshold", 40);
    rule.put(
        "blocking",
        List.of(
            Map.of(
                "comparisons",
                List.of(
                    Map.of("attributes", names, "type", "JARO_WINKLER"),
                    Map.of("attribute", "born", "type", "EXACT"))),
            Map.of(
                "comparisons",
                List.of(
                    Map.of("attribute", "born", "type", "EXACT"),
                    Map.of("attribute", "city", "type", "NORMALIZED")))));
    return Map.of("name", "person", "displayName", "Same person", "rules", List.of(rule));
  }

  private static Map<String, Object> level(String type, double m, double u) {
    return Map.of("type", type, "m", m, "u", u);
  }

  /**
   * The floor of a run: one scan of the register's stored values in SQL, reading what a run reads
   * of every record.
   */
  private double floor() throws Exception {
    long t = System.nanoTime();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "select count(*), sum(length(data::text)) from timeline where entity_name = '"
                    + ENTITY
                    + "'")) {
      rs.next();
    }
    double seconds = (System.nanoTime() - t) / 1e9;
    say(String.format(Locale.ROOT, "  floor (a scan of the stored values): %.1f s", seconds));
    return seconds;
  }

  /** What one model's run measured. */
  private record ModelRun(
      String model, double floor, Map<String, Double> phases, JsonNode run, double[] quality) {}

  // ---------------------------------------------------------------- data

  private double load() throws Exception {
    Path file = dataDir.resolve("persons.ndjson");
    say(
        "Generating "
            + records
            + " persons with about "
            + (int) (duplicates * 100)
            + " % duplicates ...");
    SplittableRandom random = new SplittableRandom(17);
    List<String[]> originals = new ArrayList<>();
    List<String> originalIds = new ArrayList<>();
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int i = 0; i < records; i++) {
        String[] person;
        String id = "P-" + i;
        if (!originals.isEmpty() && random.nextDouble() < duplicates) {
          int of = random.nextInt(originals.size());
          person = duplicate(originals.get(of), random, kinds);
          truth.put(id, originalIds.get(of));
        } else {
          person = person(random);
          originals.add(person);
          originalIds.add(id);
          if (sample.size() < 100_000) {
            sample.add(person);
          }
        }
        Map<String, Object> attributes = new LinkedHashMap<>();
        attributes.put("first", person[0]);
        attributes.put("last", person[1]);
        attributes.put("born", person[2]);
        attributes.put("city", person[3]);
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", ENTITY);
        line.put("sourceSystem", SOURCE);
        line.put("externalId", id);
        line.put("attributes", attributes);
        out.write(JSON.writeValueAsString(line));
        out.write('\n');
      }
    }
    say("  duplicates: " + truth.size() + " " + kinds);
    say("Importing ...");
    double seconds = client.importFile(file);
    say(String.format(Locale.ROOT, "  imported in %.1f s", seconds));
    Files.delete(file);
    return seconds;
  }

  /** An original person: names in Cyrillic or (BGN) Latin, a birth date, a city. */
  private String[] person(SplittableRandom random) {
    String first = FIRST[random.nextInt(FIRST.length)];
    String last = capital(syllables(random) + CYRILLIC_END[random.nextInt(CYRILLIC_END.length)]);
    String born = LocalDate.of(1940, 1, 1).plusDays(random.nextInt(65 * 365)).toString();
    String city = capital(syllables(random));
    if (random.nextBoolean()) {
      return new String[] {
        bgn.transliterate(first), bgn.transliterate(last), born, bgn.transliterate(city)
      };
    }
    return new String[] {first, last, born, city};
  }

  private static String syllables(SplittableRandom random) {
    StringBuilder s = new StringBuilder();
    int n = 2 + random.nextInt(2);
    for (int i = 0; i < n; i++) {
      s.append(CYRILLIC[random.nextInt(CYRILLIC.length)]);
    }
    return s.toString();
  }

  private String[] duplicate(String[] p, SplittableRandom random, Map<String, Integer> counts) {
    String[] d = p.clone();
    String kind;
    switch (random.nextInt(5)) {
      case 0 -> {
        kind = "typo";
        int which = random.nextInt(2);
        d[which] = typo(d[which], random);
      }
      case 1 -> {
        kind = "script (BGN)";
        d[0] = otherScript(d[0], false);
        d[1] = otherScript(d[1], false);
      }
      case 2 -> {
        kind = "script (loose)";
        d[0] = otherScript(d[0], true);
        d[1] = otherScript(d[1], true);
      }
      case 3 -> {
        kind = "swapped";
        d[0] = p[1];
        d[1] = p[0];
      }
      default -> {
        kind = "swapped with a typo";
        d[0] = typo(p[1], random);
        d[1] = p[0];
      }
    }
    if (counts != null) {
      counts.merge(kind, 1, Integer::sum);
    }
    return d;
  }

  /** Latin for a Cyrillic name (by BGN, or loosely); a Latin name stays (no way back). */
  private String otherScript(String name, boolean loose) {
    boolean cyrillic =
        name.chars()
            .anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.CYRILLIC);
    if (!cyrillic) {
      return name.toUpperCase(Locale.ROOT);
    }
    if (!loose) {
      return bgn.transliterate(name);
    }
    StringBuilder out = new StringBuilder();
    for (char c : name.toCharArray()) {
      String l = LOOSE.get(Character.toLowerCase(c));
      out.append(l == null ? String.valueOf(c) : l);
    }
    return capital(out.toString());
  }

  private static String typo(String word, SplittableRandom random) {
    StringBuilder s = new StringBuilder(word);
    int at = 1 + random.nextInt(Math.max(1, s.length() - 2));
    switch (random.nextInt(4)) {
      case 0 -> s.setCharAt(at, s.charAt(at) == 'a' ? 'o' : s.charAt(at) == 'а' ? 'о' : 'a');
      case 1 -> s.deleteCharAt(at);
      case 2 -> s.insert(at, s.charAt(at));
      default -> {
        if (at + 1 < s.length()) {
          char c = s.charAt(at);
          s.setCharAt(at, s.charAt(at + 1));
          s.setCharAt(at + 1, c);
        } else {
          s.deleteCharAt(at);
        }
      }
    }
    return s.toString();
  }

  private static String capital(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  // ---------------------------------------------------------------- bulk run

  private JsonNode bulkRun(Map<String, Double> phases) throws Exception {
    say("Bulk matching run ...");
    long t = System.nanoTime();
    JsonNode run = client.post("/api/v2/matching/runs", Map.of("entityName", ENTITY)).path("run");
    String id = run.path("runId").asString();
    String phase = "KEYS";
    long phaseStart = t;
    while (true) {
      Thread.sleep(1000);
      run = client.get("/api/v2/matching/runs/" + id).path("run");
      String now = run.path("phase").asString();
      if (!now.equals(phase) || !run.path("state").asString().matches("PENDING|RUNNING")) {
        long at = System.nanoTime();
        phases.put(phase, (at - phaseStart) / 1e9);
        phaseStart = at;
        phase = now;
      }
      String state = run.path("state").asString();
      if (state.equals("DONE")) {
        break;
      }
      if (state.equals("FAILED")) {
        throw new IllegalStateException("matching run failed: " + run);
      }
    }
    double seconds = (System.nanoTime() - t) / 1e9;
    phases.put("total", seconds);
    say(String.format(Locale.ROOT, "  done in %.1f s: %s", seconds, run));
    return run;
  }

  /**
   * Precision and recall of the pairs the clusters make (every two records of one cluster) against
   * the truth (every duplicate with its original and with the other duplicates of it).
   */
  private double[] quality() throws Exception {
    Map<String, String> externalOf = new HashMap<>();
    Map<String, Set<String>> clusters = new HashMap<>();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      try (ResultSet rs =
          s.executeQuery(
              "select p.cluster_id, k.external_id from (select cluster_id, etalon_a as e"
                  + " from matching_pairs union select cluster_id, etalon_b from matching_pairs) p"
                  + " join external_keys k on k.etalon_id = p.e")) {
        while (rs.next()) {
          clusters.computeIfAbsent(rs.getString(1), k -> new HashSet<>()).add(rs.getString(2));
        }
      }
    }
    Set<String> predicted = new HashSet<>();
    for (Set<String> members : clusters.values()) {
      List<String> list = new ArrayList<>(members);
      for (int i = 0; i < list.size(); i++) {
        for (int j = i + 1; j < list.size(); j++) {
          predicted.add(pair(list.get(i), list.get(j)));
        }
      }
    }
    Map<String, List<String>> groups = new HashMap<>();
    truth.forEach(
        (dup, original) ->
            groups.computeIfAbsent(original, k -> new ArrayList<>(List.of(k))).add(dup));
    Set<String> expected = new HashSet<>();
    for (List<String> group : groups.values()) {
      for (int i = 0; i < group.size(); i++) {
        for (int j = i + 1; j < group.size(); j++) {
          expected.add(pair(group.get(i), group.get(j)));
        }
      }
    }
    long right = predicted.stream().filter(expected::contains).count();
    double precision = predicted.isEmpty() ? 0 : (double) right / predicted.size();
    double recall = (double) right / expected.size();
    say(
        String.format(
            Locale.ROOT,
            "  %d clusters, %d predicted pairs, %d true pairs, %d right: precision %.4f, recall %.4f",
            clusters.size(),
            predicted.size(),
            expected.size(),
            right,
            precision,
            recall));
    return new double[] {
      precision, recall, predicted.size(), expected.size(), right, clusters.size()
    };
  }

  private static String pair(String a, String b) {
    return a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a;
  }

  // ---------------------------------------------------------------- real-time writes

  /**
   * Single-record writes of new persons, one in twenty a duplicate of an imported one, with
   * real-time matching on or off, after the machine settled (no vacuum running, a checkpoint).
   */
  private double[] writes(boolean matching, String label, int seconds) throws Exception {
    client.put(
        "/api/v2/core/system-parameters",
        Map.of(
            "parameters",
            List.of(
                Map.of(
                    "name",
                    "org.platform.mdm.matching.realtime.enabled",
                    "value",
                    Boolean.toString(matching)))));
    settle();
    say(
        "writes with real-time matching "
            + label
            + ": "
            + threads
            + " clients, "
            + seconds
            + " s ...");
    AtomicBoolean stop = new AtomicBoolean();
    AtomicInteger next = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<List<Long>>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int seed = t;
      futures.add(
          pool.submit(
              () -> {
                SplittableRandom random = new SplittableRandom(seed * 31L + label.hashCode());
                List<Long> latencies = new ArrayList<>();
                while (!stop.get()) {
                  int i = next.getAndIncrement();
                  String[] p =
                      random.nextInt(20) == 0
                          ? duplicate(sample.get(random.nextInt(sample.size())), random, null)
                          : person(random);
                  Map<String, Object> attributes = new LinkedHashMap<>();
                  attributes.put("first", p[0]);
                  attributes.put("last", p[1]);
                  attributes.put("born", p[2]);
                  attributes.put("city", p[3]);
                  Map<String, Object> body = new LinkedHashMap<>();
                  body.put("entityName", ENTITY);
                  body.put("sourceSystem", SOURCE);
                  body.put("externalId", "W-" + label.replace(' ', '-') + "-" + i);
                  body.put("attributes", attributes);
                  long s = System.nanoTime();
                  client.post(DATA, body);
                  latencies.add(System.nanoTime() - s);
                }
                return latencies;
              }));
    }
    long t = System.nanoTime();
    Thread.sleep(seconds * 1000L);
    stop.set(true);
    List<Long> all = new ArrayList<>();
    for (Future<List<Long>> f : futures) {
      all.addAll(f.get());
    }
    double elapsed = (System.nanoTime() - t) / 1e9;
    pool.shutdown();
    long[] sorted = all.stream().mapToLong(Long::longValue).toArray();
    Arrays.sort(sorted);
    double rate = sorted.length / elapsed;
    double p50 = sorted[sorted.length / 2] / 1e6;
    double p99 = sorted[(int) (sorted.length * 0.99)] / 1e6;
    say(String.format(Locale.ROOT, "  %.0f writes/s, p50 %.1f ms, p99 %.1f ms", rate, p50, p99));
    return new double[] {rate, p50, p99};
  }

  private void settle() throws Exception {
    BenchClient.settle(dataSource);
  }

  private void sql(String statement) throws Exception {
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute(statement);
    }
  }

  // ---------------------------------------------------------------- report

  private String report(
      double importSeconds,
      List<ModelRun> results,
      List<double[]> on,
      List<double[]> off,
      String loadBefore,
      String loadAfter) {
    StringBuilder out = new StringBuilder();
    out.append("### Matching\n\n");
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
        String.format(
            Locale.ROOT,
            "Imported %,d persons in %.1f s; %,d of them duplicates of another (%s).%n%n",
            records,
            importSeconds,
            truth.size(),
            kinds));
    out.append(
        "| Bulk run | time (keys / matching) | records/s | floor: a scan of the values | run /"
            + " floor | pairs compared | precision | recall | clusters / predicted / true /"
            + " right |\n|---|---|---|---|---|---|---|---|---|\n");
    for (ModelRun r : results) {
      double total = r.phases().getOrDefault("total", 0.0);
      double[] q = r.quality();
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %.1f s (%.1f / %.1f) | %,.0f | %.2f s | %.0f | %,d | %.4f | %.4f | %,.0f /"
                  + " %,.0f / %,.0f / %,.0f |%n",
              r.model(),
              total,
              r.phases().getOrDefault("KEYS", 0.0),
              r.phases().getOrDefault("MATCH", 0.0),
              records / Math.max(total, 1e-9),
              r.floor(),
              total / Math.max(r.floor(), 1e-9),
              r.run().path("compared").asLong(),
              q[0],
              q[1],
              q[5],
              q[2],
              q[3],
              q[4]));
    }
    out.append("\n");
    out.append("| Single-record writes, " + threads + " clients | writes/s | p50 ms | p99 ms |\n");
    out.append("|---|---|---|---|\n");
    for (int i = 0; i < on.size(); i++) {
      out.append(
          String.format(
              Locale.ROOT,
              "| matching on, round %d | %.0f | %.1f | %.1f |%n",
              i + 1,
              on.get(i)[0],
              on.get(i)[1],
              on.get(i)[2]));
      out.append(
          String.format(
              Locale.ROOT,
              "| matching off, round %d | %.0f | %.1f | %.1f |%n",
              i + 1,
              off.get(i)[0],
              off.get(i)[1],
              off.get(i)[2]));
    }
    double onRate = on.stream().mapToDouble(r -> r[0]).sum();
    double offRate = off.stream().mapToDouble(r -> r[0]).sum();
    out.append(
        String.format(
            Locale.ROOT,
            "%nWrites with matching on (the last model): %.1f %% of those with it off (all"
                + " rounds).%n",
            100 * onRate / Math.max(offRate, 1e-9)));
    results.forEach(r -> out.append(String.format("%nRun of %s: %s%n", r.model(), r.run())));
    return out.toString();
  }
}
