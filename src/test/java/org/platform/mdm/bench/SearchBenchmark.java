package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import com.ibm.icu.text.Transliterator;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Benchmark of search (not a test: run it with {@code bench/search.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory,
 * publishes a register of persons (last and first name, city, birth date, gender enum), imports
 * {@code -Dbench.records} (1,000,000) persons, half with Latin and half with Cyrillic names,
 * through {@code /api/v2/data/import} (so the search documents are written as a load writes them),
 * runs VACUUM ANALYZE, then measures over HTTP, {@code -Dbench.warmup} (200) warm-up requests and
 * {@code -Dbench.requests} (500) measured of each:
 *
 * <ol>
 *   <li>a filter by two attributes (city EQ and birth date RANGE of a year), page of 20;
 *   <li>full text of one word: a last name of a random person, for a Cyrillic name half the time in
 *       its Latin transliteration;
 *   <li>FUZZY on the last name with one letter replaced;
 *   <li>a facet (counts per city) over the whole entity, {@code -Dbench.facets} (30) measured;
 * </ol>
 *
 * beside the floor of an authenticated GET of the current user. Each query's SQL is captured from
 * the engine's debug log and shown with EXPLAIN (ANALYZE, BUFFERS). Then single-record writes from
 * {@code -Dbench.threads} (4) clients for {@code -Dbench.writeSeconds} (30) with indexing on, off
 * and on again (the setting {@code org.platform.mdm.search.index.enabled}).
 */
public final class SearchBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String SEARCH = "/api/v2/search/records";
  private static final String DATA = "/api/meta-data-driven/v1/data";
  private static final String ENTITY = "Person";
  private static final String SOURCE = "crm";
  private static final String[] LATIN = {
    "ka", "lo", "mi", "ras", "ten", "vo", "bur", "sel", "dan", "gor", "fi", "ne", "pa", "tor",
        "lin",
    "mar", "ve", "sto", "ri", "han", "ber", "kov", "chen", "sa", "mo", "der", "li", "no", "ze", "tu"
  };
  private static final String[] LATIN_END = {
    "", "ov", "son", "er", "ski", "ova", "man", "ini", "ez", "ard"
  };
  private static final String[] CYRILLIC = {
    "ка", "ло", "ми", "рас", "тен", "во", "бур", "сел", "дан", "гор", "фи", "не", "па", "тор",
        "лин",
    "мар", "ве", "сто", "ри", "хан", "бер", "ков", "чен", "са", "мо", "дер", "ли", "но", "зе", "ту"
  };
  private static final String[] CYRILLIC_END = {
    "", "ов", "ин", "ева", "ский", "ова", "ян", "енко", "ук", "ич"
  };

  /**
   * Common Russian surnames (their feminine forms add "а"): a fifth of the persons bear one, in
   * Cyrillic or in its Latin form, so that a steward's typo of a real name ("Ivnaov", "Smirnvoa")
   * has a thousand namesakes and the syllable names around it as neighbours.
   */
  private static final String[] SURNAMES = {
    "Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов",
    "Новиков", "Фёдоров", "Морозов", "Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров",
    "Павлов", "Козлов", "Степанов", "Николаев", "Орлов", "Андреев", "Макаров", "Никитин",
    "Захаров", "Зайцев", "Соловьёв", "Борисов", "Яковлев", "Григорьев", "Романов", "Воробьёв",
    "Сергеев", "Кузьмин", "Фролов", "Александров", "Дмитриев", "Королёв", "Гусев", "Киселёв",
    "Ильин", "Максимов", "Поляков", "Сорокин", "Виноградов", "Ковалёв", "Белов", "Медведев",
    "Антонов", "Тарасов"
  };

  private static final String[] FIRST = {
    "Anna", "Boris", "Clara", "David", "Elena", "Fedor", "Galina", "Igor", "Julia", "Kirill",
    "Анна", "Борис", "Вера", "Григорий", "Дарья", "Евгений", "Жанна", "Илья", "Ксения", "Лев"
  };

  private final int records = Integer.getInteger("bench.records", 1_000_000);
  private final int warmup = Integer.getInteger("bench.warmup", 200);
  private final int requests = Integer.getInteger("bench.requests", 500);
  private final int facetRuns = Integer.getInteger("bench.facets", 30);
  private final int threads = Integer.getInteger("bench.threads", 4);
  private final int writeSeconds = Integer.getInteger("bench.writeSeconds", 30);
  private final int rounds = Integer.getInteger("bench.rounds", 3);
  private final int warmupSeconds = Integer.getInteger("bench.warmupSeconds", 60);

  /** Persons per import of the dictionary's write cost, with and without it (0: not measured). */
  private final int importCompare = Integer.getInteger("bench.importCompare", 0);

  /** Only the measures of issue 46 (bounded counts, typo search, the dictionary's cost). */
  private final boolean issue46Only = Boolean.getBoolean("bench.issue46Only");

  /** A data directory of an earlier run to measure again without loading (-Dbench.reuse). */
  private final String reuse = System.getProperty("bench.reuse");

  private final Path dataDir =
      reuse != null
          ? Path.of(reuse)
          : Path.of(
              "target",
              "bench-data",
              "search-"
                  + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
  private final List<String> cities = new ArrayList<>();
  private final Transliterator latin = Transliterator.getInstance("Russian-Latin/BGN; Latin-ASCII");
  private BenchClient client;
  private DataSource dataSource;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new SearchBenchmark().run();
    } catch (Exception | Error e) {
      e.printStackTrace();
      status = 2;
    }
    System.exit(status);
  }

  private int run() throws Exception {
    Files.createDirectories(dataDir);
    SplittableRandom cityRandom = new SplittableRandom(7);
    for (int i = 0; i < 300; i++) {
      cities.add(
          i % 2 == 0
              ? name(cityRandom, LATIN, LATIN_END)
              : name(cityRandom, CYRILLIC, CYRILLIC_END));
    }
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
      double importSeconds = 0;
      if (reuse == null) {
        model();
        importSeconds = load();
        vacuum();
      } else if (Boolean.getBoolean("bench.vacuum")) {
        vacuum(); // an earlier run's load that did not get to its VACUUM ANALYZE
      }
      long documents = count("select count(*) from search_documents");
      String sizes = sizes();

      SplittableRandom random = new SplittableRandom(11);
      Stats floor = measure("GET current user", () -> null, () -> getFloor());
      Stats text = measure("text", () -> textBody(random), this::search);
      Stats gridBounded =
          measure("grid page, bounded count", () -> gridBody(random, false), this::search);
      Stats gridExact =
          measure("grid page, exact count", () -> gridBody(random, true), this::search);
      Stats surname = measure("common surname", () -> surnameBody(random, false), this::search);
      Stats surnameTypo =
          measure("common surname, typo", () -> surnameBody(random, true), this::search);
      Stats nameTypo = measure("last name, typo", () -> nameTypoBody(random), this::search);
      Map<String, String> plans = new LinkedHashMap<>();
      plans.put("Grid page of 20, bounded count", explain(gridBody(random, false)));
      plans.put("Grid page of 20, exact count", explain(gridBody(random, true)));
      plans.put("Text: a common surname with a typo", explain(surnameBody(random, true)));
      List<double[]> dictionary = new ArrayList<>();
      for (int round = 1; importCompare > 0 && round <= 2; round++) {
        double[] with = importRate(round, true);
        dictionary.add(new double[] {with[0], importRate(round, false)[0], with[1]});
      }
      String issue46 =
          issue46(floor, gridBounded, gridExact, surname, surnameTypo, nameTypo, text, dictionary);
      if (issue46Only) {
        StringBuilder out = new StringBuilder(issue46);
        plans.forEach(
            (name, plan) ->
                out.append("#### ")
                    .append(name)
                    .append("\n\n```\n")
                    .append(plan)
                    .append("```\n\n"));
        System.out.println(out);
        Files.writeString(dataDir.resolve("results-46.md"), out, StandardCharsets.UTF_8);
        return 0;
      }
      Stats filter = measure("filter", () -> filterBody(random), this::search);
      Stats fuzzy = measure("fuzzy", () -> fuzzyBody(random), this::search);
      Stats facet = facet("gender", 2);
      Stats cityFacet = facet("city", 20);
      plans.put("Filter by two attributes", explain(filterBody(random)));
      plans.put("Text of one word", explain(textBody(random)));
      plans.put("FUZZY on a name with one typo", explain(fuzzyBody(random)));
      plans.put("Facet (Enum) over the whole entity", explain(facetBody()));
      plans.put(
          "Facet (String) over the whole entity",
          explain(Map.of("entityName", ENTITY, "facets", List.of("city"), "limit", 0)));

      if (rounds > 0) {
        writes(true, "on (warm-up)", warmupSeconds);
      }
      List<Double> on = new ArrayList<>();
      List<Double> off = new ArrayList<>();
      List<Double> rebuilds = new ArrayList<>();
      for (int round = 1; round <= rounds; round++) {
        on.add(writes(true, "on " + round, writeSeconds));
        off.add(writes(false, "off " + round, writeSeconds));
        rebuilds.add(rebuild());
      }
      String loadAfter = BenchMachine.loadAverage();

      String report =
          report(
              importSeconds,
              documents,
              sizes,
              floor,
              filter,
              text,
              fuzzy,
              facet,
              cityFacet,
              plans,
              on,
              off,
              rebuilds,
              loadBefore,
              loadAfter);
      report += issue46;
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report, StandardCharsets.UTF_8);
    }
    return 0;
  }

  // ---------------------------------------------------------------- setup

  private void model() throws Exception {
    client.post(
        "/api/v2/meta/model/source-systems/save",
        Map.of("sourceSystem", Map.of("name", SOURCE, "weight", 50)));
    entity(ENTITY);
  }

  private void entity(String name) throws Exception {
    if (!name.equals(ENTITY)) {
      save(name);
      return;
    }
    client.post(
        "/api/v2/meta/model/enumerations/save",
        Map.of(
            "enumeration",
            Map.of(
                "name",
                "Gender",
                "values",
                List.of(
                    Map.of("name", "F", "displayName", "Female"),
                    Map.of("name", "M", "displayName", "Male")))));
    save(name);
  }

  private void save(String name) throws Exception {
    client.post(
        "/api/v2/meta/model/entities/save",
        Map.of(
            "entity",
            Map.of(
                "name",
                name,
                "attributes",
                List.of(
                    attr("lastName", "String"),
                    attr("firstName", "String"),
                    attr("city", "String"),
                    attr("birthDate", "Date"),
                    Map.of("name", "gender", "type", "Enum", "enumeration", "Gender")))));
  }

  private static Map<String, Object> attr(String name, String type) {
    return Map.of("name", name, "type", type);
  }

  private static String name(SplittableRandom r, String[] syllables, String[] endings) {
    String n =
        syllables[r.nextInt(syllables.length)]
            + syllables[r.nextInt(syllables.length)]
            + syllables[r.nextInt(syllables.length)]
            + endings[r.nextInt(endings.length)];
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }

  /** A common surname, in its feminine form or not, in Cyrillic or in Latin letters. */
  private String surname(int n, boolean feminine, boolean cyrillic) {
    String name = SURNAMES[n] + (feminine ? "а" : "");
    return cyrillic ? name : latin.transliterate(name);
  }

  /** Person i, the same every run: Latin names for even i, Cyrillic for odd. */
  private Map<String, Object> person(long i) {
    SplittableRandom r = new SplittableRandom(i * 0x9E3779B97F4A7C15L + 1);
    boolean cyrillic = i % 2 == 1;
    Map<String, Object> values = new LinkedHashMap<>();
    String lastName = cyrillic ? name(r, CYRILLIC, CYRILLIC_END) : name(r, LATIN, LATIN_END);
    String firstName = FIRST[r.nextInt(FIRST.length)];
    if (i % 5 == 4) {
      lastName = surname(r.nextInt(SURNAMES.length), r.nextBoolean(), cyrillic);
    }
    values.put("lastName", lastName);
    values.put("firstName", firstName);
    values.put("city", cities.get(r.nextInt(cities.size())));
    values.put("birthDate", LocalDate.of(1940, 1, 1).plusDays(r.nextInt(365 * 65)).toString());
    values.put("gender", r.nextBoolean() ? "F" : "M");
    return values;
  }

  private double load() throws Exception {
    Path file = dataDir.resolve("persons.ndjson");
    say("Generating " + records + " persons ...");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (long i = 0; i < records; i++) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", ENTITY);
        line.put("sourceSystem", SOURCE);
        line.put("externalId", "P-" + i);
        line.put("attributes", person(i));
        out.write(JSON.writeValueAsString(line));
        out.write('\n');
      }
    }
    say("Importing ...");
    double seconds = client.importFile(file);
    say(String.format(Locale.ROOT, "  imported in %.1f s", seconds));
    Files.delete(file);
    return seconds;
  }

  private void vacuum() throws Exception {
    say("VACUUM ANALYZE ...");
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      s.execute("vacuum analyze");
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

  private String sizes() throws Exception {
    StringBuilder out = new StringBuilder();
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "select sum(pg_relation_size(p.oid)), sum(pg_total_relation_size(p.oid))"
                    + " from pg_inherits i join pg_class p on p.oid = i.inhrelid"
                    + " where i.inhparent = 'search_documents'::regclass")) {
      rs.next();
      out.append(
          String.format(
              Locale.ROOT,
              "search_documents: %.0f MB of rows, %.0f MB with indexes",
              rs.getLong(1) / 1e6,
              rs.getLong(2) / 1e6));
    }
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement();
        ResultSet rs =
            s.executeQuery(
                "select sum(pg_total_relation_size(p.oid)) from pg_inherits i join pg_class p"
                    + " on p.oid = i.inhrelid where i.inhparent = 'timeline'::regclass")) {
      rs.next();
      out.append(
          String.format(Locale.ROOT, "; timeline: %.0f MB with indexes", rs.getLong(1) / 1e6));
    }
    return out.toString();
  }

  // ---------------------------------------------------------------- queries

  private Map<String, Object> filterBody(SplittableRandom r) {
    int year = 1940 + r.nextInt(65);
    return Map.of(
        "entityName",
        ENTITY,
        "filters",
        Map.of(
            "and",
            List.of(
                Map.of(
                    "attribute",
                    "city",
                    "operator",
                    "EQ",
                    "value",
                    cities.get(r.nextInt(cities.size()))),
                Map.of(
                    "attribute",
                    "birthDate",
                    "operator",
                    "RANGE",
                    "values",
                    List.of(year + "-01-01", year + "-12-31")))),
        "limit",
        20);
  }

  private String someLastName(SplittableRandom r) {
    return (String) person(r.nextLong(records)).get("lastName");
  }

  private Map<String, Object> textBody(SplittableRandom r) {
    String word = someLastName(r);
    if (r.nextBoolean()) {
      word = latin.transliterate(word);
    }
    return Map.of("entityName", ENTITY, "text", word, "limit", 20);
  }

  private Map<String, Object> fuzzyBody(SplittableRandom r) {
    String name = someLastName(r);
    while (name.length() < 7) {
      name = someLastName(r);
    }
    int at = 1 + r.nextInt(name.length() - 1);
    char replacement =
        Character.UnicodeScript.of(name.charAt(0)) == Character.UnicodeScript.CYRILLIC ? 'ы' : 'q';
    String typo = name.substring(0, at) + replacement + name.substring(at + 1);
    return Map.of(
        "entityName",
        ENTITY,
        "filters",
        Map.of("attribute", "lastName", "operator", "FUZZY", "value", typo),
        "limit",
        20);
  }

  /** A page of 20 of the search grid (no condition), one of its first 50 pages. */
  private Map<String, Object> gridBody(SplittableRandom r, boolean exact) {
    return Map.of(
        "entityName", ENTITY, "limit", 20, "offset", 20 * r.nextInt(50), "exactCount", exact);
  }

  /** A common surname as a steward types it, exactly or with one typo, in either script. */
  private Map<String, Object> surnameBody(SplittableRandom r, boolean typo) {
    String name = surname(r.nextInt(SURNAMES.length), r.nextBoolean(), r.nextBoolean());
    return Map.of("entityName", ENTITY, "text", typo ? typo(r, name) : name, "limit", 20);
  }

  /** A random person's last name with one typo. */
  private Map<String, Object> nameTypoBody(SplittableRandom r) {
    String name = someLastName(r);
    while (name.length() < 5) {
      name = someLastName(r);
    }
    return Map.of("entityName", ENTITY, "text", typo(r, name), "limit", 20);
  }

  /**
   * One edit of a word: two neighbouring letters swapped ("Ivnaov") or a letter replaced by a vowel
   * of its script ("Petrav"), never the first letter.
   */
  private static String typo(SplittableRandom r, String word) {
    for (int tries = 0; tries < 20; tries++) {
      int at = 1 + r.nextInt(word.length() - 2);
      String typo;
      if (r.nextBoolean()) {
        typo =
            word.substring(0, at) + word.charAt(at + 1) + word.charAt(at) + word.substring(at + 2);
      } else {
        String vowels =
            Character.UnicodeScript.of(word.charAt(0)) == Character.UnicodeScript.CYRILLIC
                ? "аоеиуя"
                : "aoeiu";
        typo =
            word.substring(0, at)
                + vowels.charAt(r.nextInt(vowels.length()))
                + word.substring(at + 1);
      }
      if (!typo.equalsIgnoreCase(word)) {
        return typo;
      }
    }
    return word + "a";
  }

  private Map<String, Object> facetBody() {
    return Map.of("entityName", ENTITY, "facets", List.of("gender"), "limit", 0);
  }

  private long hitsSeen;

  private void search(Map<String, Object> body) throws Exception {
    JsonNode answer = client.post(SEARCH, body);
    hitsSeen += answer.path("totalCount").asLong();
  }

  private void getFloor() throws Exception {
    client.get("/api/v2/core/authentication/current-user");
  }

  interface Call<T> {
    void run(T body) throws Exception;
  }

  private <T> Stats measure(String what, Supplier<T> bodies, Call<T> call) throws Exception {
    say(what + ": " + warmup + " warm-up, " + requests + " measured ...");
    hitsSeen = 0;
    long[] nanos = new long[requests];
    java.util.TreeMap<Long, String> slowest = new java.util.TreeMap<>();
    for (int i = 0; i < warmup + requests; i++) {
      T body = bodies.get();
      long t = System.nanoTime();
      call.run(body);
      if (i >= warmup) {
        nanos[i - warmup] = System.nanoTime() - t;
        slowest.put(nanos[i - warmup], String.valueOf(body));
        if (slowest.size() > 3) {
          slowest.pollFirstEntry();
        }
      }
    }
    // The tail's requests, to read their plans when a p99 surprises.
    slowest
        .descendingMap()
        .forEach((n, body) -> say(String.format(Locale.ROOT, "  slow: %.1f ms %s", n / 1e6, body)));
    return Stats.of(nanos, (double) hitsSeen / (warmup + requests));
  }

  private Stats measure(String what, Supplier<Object> ignored, Runnable0 call) throws Exception {
    return measure(what, ignored, (Object body) -> call.run());
  }

  interface Runnable0 {
    void run() throws Exception;
  }

  private Stats facet(String attribute, int values) throws Exception {
    say("facet of " + attribute + ": 3 warm-up, " + facetRuns + " measured ...");
    long[] nanos = new long[facetRuns];
    for (int i = 0; i < 3 + facetRuns; i++) {
      long t = System.nanoTime();
      JsonNode answer =
          client.post(
              SEARCH, Map.of("entityName", ENTITY, "facets", List.of(attribute), "limit", 0));
      if (answer.path("facets").path(attribute).size() != values) {
        throw new IllegalStateException("a facet of " + answer.path("facets"));
      }
      if (i >= 3) {
        nanos[i - 3] = System.nanoTime() - t;
      }
    }
    return Stats.of(nanos, records);
  }

  private String explain(Map<String, Object> body) throws Exception {
    return SearchPlans.explain(client, dataSource, body);
  }

  // ---------------------------------------------------------------- writes

  /**
   * Indexing is on again: the server rebuilds every entity's documents in the background (writes
   * while it was off left none). Waits for that, so that it does not run beside the next
   * measurement; returns the records rebuilt per second.
   */
  private double rebuild() throws Exception {
    java.time.OffsetDateTime switched = java.time.OffsetDateTime.now().minusSeconds(1);
    setIndexing(true);
    say("waiting for the rebuild after indexing was switched on again ...");
    long t = System.nanoTime();
    while (true) {
      Thread.sleep(500);
      JsonNode jobs = client.get("/api/v2/search/reindex").path("jobs");
      for (JsonNode job : jobs) {
        if (job.path("entityName").asString().equals(ENTITY)
            && job.path("reason").asString().equals("INDEXING_ON")
            && job.path("state").asString().equals("DONE")
            && java.time.OffsetDateTime.parse(job.path("requestedAt").asString())
                .isAfter(switched)) {
          double seconds = (System.nanoTime() - t) / 1e9;
          double rate = job.path("done").asLong() / seconds;
          say(
              String.format(
                  Locale.ROOT,
                  "  rebuilt %,d records in %.1f s",
                  job.path("done").asLong(),
                  seconds));
          return rate;
        }
      }
    }
  }

  private void setIndexing(boolean indexing) throws Exception {
    client.put(
        "/api/v2/core/system-parameters",
        Map.of(
            "parameters",
            List.of(
                Map.of(
                    "name",
                    "org.platform.mdm.search.index.enabled",
                    "value",
                    Boolean.toString(indexing)))));
  }

  /**
   * Each phase starts from the same state: no vacuum running (after a rebuild or the import one may
   * run for minutes, beside whichever phase comes next) and a fresh checkpoint (so that both phases
   * write the same first-touch page images to the WAL).
   */
  private void settle() throws Exception {
    BenchClient.settle(dataSource);
  }

  private double writes(boolean indexing, String label, int seconds) throws Exception {
    setIndexing(indexing);
    settle();
    say("writes with indexing " + label + ": " + threads + " clients, " + seconds + " s ...");
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong written = new AtomicLong();
    AtomicInteger next = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<?>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      futures.add(
          pool.submit(
              () -> {
                while (!stop.get()) {
                  long i = records + (long) next.getAndIncrement();
                  Map<String, Object> body = new LinkedHashMap<>();
                  body.put("entityName", ENTITY);
                  body.put("sourceSystem", SOURCE);
                  body.put("externalId", "W-" + label.replace(' ', '-') + "-" + i);
                  body.put("attributes", person(i));
                  client.post(DATA, body);
                  written.incrementAndGet();
                }
                return null;
              }));
    }
    long t = System.nanoTime();
    Thread.sleep(seconds * 1000L);
    stop.set(true);
    for (Future<?> f : futures) {
      f.get();
    }
    double elapsed = (System.nanoTime() - t) / 1e9;
    pool.shutdown();
    double rate = written.get() / elapsed;
    say(String.format(Locale.ROOT, "  %.0f writes/s", rate));
    return rate;
  }

  // ---------------------------------------------------------------- the dictionary's cost

  /**
   * Imports {@code importCompare} new persons into a new register, with the typo dictionary's write
   * or without it (its word function answering no word for the import's time): records/s, and
   * records/s until the words it queued have their forms (with the dictionary).
   */
  private double[] importRate(int round, boolean dictionary) throws Exception {
    String entity = "Import" + round + (dictionary ? "With" : "Without");
    entity(entity);
    Path file = dataDir.resolve(entity + ".ndjson");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (long i = 0; i < importCompare; i++) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", entity);
        line.put("sourceSystem", SOURCE);
        line.put("externalId", "I-" + i);
        line.put(
            "attributes",
            person(3L * records + (round * 2L + (dictionary ? 0 : 1)) * importCompare + i));
        out.write(JSON.writeValueAsString(line));
        out.write('\n');
      }
    }
    String original = null;
    try (Connection c = dataSource.getConnection();
        Statement s = c.createStatement()) {
      if (!dictionary) {
        try (ResultSet rs =
            s.executeQuery("select pg_get_functiondef('search_text_words(text)'::regprocedure)")) {
          rs.next();
          original = rs.getString(1);
        }
        s.execute(
            "create or replace function search_text_words(t text) returns setof text language sql"
                + " immutable strict parallel safe as $$ select null::text where false $$");
      }
      s.execute("checkpoint");
    }
    say("Import of " + importCompare + " persons into " + entity + " ...");
    double seconds;
    try {
      seconds = client.importFile(file);
    } finally {
      if (original != null) {
        try (Connection c = dataSource.getConnection();
            Statement s = c.createStatement()) {
          s.execute(original);
        }
      }
      Files.delete(file);
    }
    double rate = importCompare / seconds;
    long start = System.nanoTime();
    while (dictionary && queued(entity) > 0) {
      Thread.sleep(100);
    }
    double drained = seconds + (System.nanoTime() - start) / 1e9;
    say(
        String.format(
            Locale.ROOT,
            "  %.0f records/s (%.0f until its words have their forms)",
            rate,
            importCompare / drained));
    return new double[] {rate, importCompare / drained};
  }

  /** The entity's words still queued for their forms. */
  private long queued(String entity) throws Exception {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s =
            c.prepareStatement("select count(*) from search_new_words where entity_name = ?")) {
      s.setString(1, entity);
      try (ResultSet rs = s.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  // ---------------------------------------------------------------- report

  private String issue46(
      Stats floor,
      Stats gridBounded,
      Stats gridExact,
      Stats surname,
      Stats surnameTypo,
      Stats nameTypo,
      Stats text,
      List<double[]> dictionary) {
    StringBuilder out = new StringBuilder("### Issue 46: bounded counts and typo search\n\n");
    out.append("| Query (HTTP, one client) | n | p50 ms | p99 ms | target p99 | mean total |\n");
    out.append("|---|---|---|---|---|---|\n");
    row(out, "Grid page of 20 (one of the first 50), bounded count", gridBounded, "≤ 50 ms");
    row(out, "Grid page of 20, the same with exactCount", gridExact, "");
    row(out, "Text: a common surname, exact", surname, "");
    row(out, "Text: a common surname with one typo", surnameTypo, "≤ 100 ms");
    row(out, "Text: a random last name, exact (as above)", text, "");
    row(out, "Text: a random last name with one typo", nameTypo, "≤ 100 ms");
    row(out, "Floor: GET current user", floor, "");
    out.append('\n');
    out.append(
        String.format(
            Locale.ROOT,
            "Ratios of p99: bounded grid page %.2f × the floor, %.2f × the exact count's page;"
                + " common surname's typo %.2f × its exact query.%n%n",
            gridBounded.percentile(99) / floor.percentile(99),
            gridBounded.percentile(99) / gridExact.percentile(99),
            surnameTypo.percentile(99) / surname.percentile(99)));
    for (int i = 0; i < dictionary.size(); i++) {
      out.append(
          String.format(
              Locale.ROOT,
              "Import of %,d new persons into a new register, round %d: %,.0f records/s with the"
                  + " typo dictionary (%,.0f until its forms are written), %,.0f without: %.2f"
                  + " (%.2f) of the rate without.%n",
              importCompare,
              i + 1,
              dictionary.get(i)[0],
              dictionary.get(i)[2],
              dictionary.get(i)[1],
              dictionary.get(i)[0] / dictionary.get(i)[1],
              dictionary.get(i)[2] / dictionary.get(i)[1]));
    }
    return out.append('\n').toString();
  }

  private String report(
      double importSeconds,
      long documents,
      String sizes,
      Stats floor,
      Stats filter,
      Stats text,
      Stats fuzzy,
      Stats facet,
      Stats cityFacet,
      Map<String, String> plans,
      List<Double> on,
      List<Double> off,
      List<Double> rebuilds,
      String loadBefore,
      String loadAfter) {
    StringBuilder out = new StringBuilder();
    out.append("### Search\n\n");
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
                "Measured again on the data of %s: %,d search documents; %s.%n%n",
                reuse,
                documents,
                sizes)
            : String.format(
                Locale.ROOT,
                "Loaded %,d persons through the import in %.1f s (%,.0f records/s, documents"
                    + " written in the same transactions): %,d search documents; %s.%n%n",
                records,
                importSeconds,
                records / importSeconds,
                documents,
                sizes));
    out.append("| Query (HTTP, one client) | n | p50 ms | p99 ms | target p99 | mean hits |\n");
    out.append("|---|---|---|---|---|---|\n");
    row(out, "Filter: city EQ and birth date RANGE of a year, page of 20", filter, "≤ 30 ms");
    row(out, "Text: one last name (half of the Cyrillic ones in Latin)", text, "≤ 60 ms");
    row(out, "FUZZY on the last name with one letter replaced", fuzzy, "≤ 100 ms");
    row(
        out,
        "Facet: counts per gender (Enum) over the whole entity, and the total (limit 0)",
        facet,
        "≤ 300 ms");
    row(
        out,
        "Facet: counts per city (String) over the whole entity, and the total (limit 0)",
        cityFacet,
        "");
    row(out, "Floor: GET current user (HTTP, security, JSON)", floor, "");
    out.append('\n');
    double meanOn = on.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    double meanOff = off.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    if (!on.isEmpty()) {
      writesSummary(out, on, off, rebuilds, meanOn, meanOff);
    }
    plans.forEach(
        (name, plan) ->
            out.append("#### ").append(name).append("\n\n```\n").append(plan).append("```\n\n"));
    return out.toString();
  }

  private void writesSummary(
      StringBuilder out,
      List<Double> on,
      List<Double> off,
      List<Double> rebuilds,
      double meanOn,
      double meanOff) {
    out.append(
        String.format(
            Locale.ROOT,
            "Single-record writes of new persons, %d clients, %d s a phase, indexing on and off in"
                + " turn (after each off phase, the rebuild of every document that indexing"
                + " switched back on starts is waited for): on %s, off %s writes/s; mean %,.0f on"
                + " vs %,.0f off: **%.1f %% fewer with indexing** (target ≤ 25 %%). Rebuilds: %s"
                + " records/s.%n%n",
            threads,
            writeSeconds,
            rates(on),
            rates(off),
            meanOn,
            meanOff,
            100 * (1 - meanOn / meanOff),
            rates(rebuilds)));
  }

  private static String rates(List<Double> rates) {
    return String.join(
        ", ", rates.stream().map(r -> String.format(Locale.ROOT, "%,.0f", r)).toList());
  }

  private static void row(StringBuilder out, String name, Stats s, String target) {
    out.append(
        String.format(
            Locale.ROOT,
            "| %s | %d | %.2f | %.2f | %s | %.1f |%n",
            name,
            s.sorted().length,
            s.percentile(50),
            s.percentile(99),
            target,
            s.meanHits()));
  }

  private record Stats(long[] sorted, double meanHits) {
    static Stats of(long[] nanos, double meanHits) {
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      return new Stats(sorted, meanHits);
    }

    double percentile(double p) {
      int i = (int) Math.ceil(p / 100 * sorted.length) - 1;
      return sorted[Math.max(0, Math.min(sorted.length - 1, i))] / 1e6;
    }
  }
}
