package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;
import static org.platform.mdm.bench.BenchClient.say;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;
import org.platform.mdm.MdmApplication;
import org.platform.mdm.bench.people.People;
import org.platform.mdm.bench.people.People.Person;
import org.platform.mdm.matching.MatchingSettings;
import org.platform.mdm.matching.model.Compared;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.MatchingModels;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Quality of matching on generated persons with FEBRL's kinds of errors (not a test: run it with
 * {@code bench/matching-quality.sh}).
 *
 * <p>Starts the server in-process with a durable embedded PostgreSQL in a fresh directory,
 * generates {@code -Dbench.records} (5,000) persons with {@link People} ({@code -Dbench.mode}:
 * {@code dedupe}, one source with a fifth duplicates; or {@code linkage}, two sources of that many
 * records each that overlap by {@code -Dbench.overlap}, 0.5), and for each model ({@code
 * -Dbench.models}: the all-of rules a steward starts with, one weighted rule with hand-set m and u,
 * and the same rule with m and u estimated by the server from a naive first guess, see {@link
 * PeopleModels} and {@link EstimatedModel}) imports them into an entity of its own, publishes the
 * model and runs bulk matching. Every rule has action REVIEW, so every predicted pair is in a
 * cluster: precision and recall count the pairs the clusters make (every two records of one
 * cluster) against the truth (every two records of one person). Also reports the candidate pairs
 * (distinct pairs sharing a blocking key), the run's time, and examples of missed and wrong pairs
 * with the weighted rule's explanation.
 */
public final class MatchingQualityBenchmark {

  private static final String ADMIN_PASSWORD = "bench-admin-password";
  private static final String[] SOURCES = {"registry", "clinic"};

  private final int records = Integer.getInteger("bench.records", 5_000);
  private final String mode = System.getProperty("bench.mode", "dedupe");
  private final double overlap = Double.parseDouble(System.getProperty("bench.overlap", "0.5"));
  private final long seed = Long.getLong("bench.seed", 1);
  private final List<String> models =
      List.of(System.getProperty("bench.models", "rules,weighted,estimated").split(","));
  private final double lower = Double.parseDouble(System.getProperty("bench.lower", "15"));
  private final double upper = Double.parseDouble(System.getProperty("bench.upper", "30"));
  private final int examples = Integer.getInteger("bench.examples", 6);
  private final double[] sweep =
      java.util.Arrays.stream(
              System.getProperty("bench.sweep", "5,8,10,12,15,18,20,25,30").split(","))
          .mapToDouble(Double::parseDouble)
          .toArray();
  private final List<String> fields =
      List.of(System.getProperty("bench.fields", String.join(",", People.FIELDS)).split(","));
  private final Path dataDir =
      Path.of(
          "target",
          "bench-data",
          "matching-quality-"
              + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));

  /** Source and record id → the record. */
  private final Map<String, Person> byKey = new LinkedHashMap<>();

  private BenchClient client;
  private DataSource dataSource;
  private MatchingModels matchingModels;
  private int maxCandidates;

  public static void main(String[] args) throws Exception {
    int status;
    try {
      status = new MatchingQualityBenchmark().run();
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
      matchingModels = context.getBean(MatchingModels.class);
      maxCandidates = context.getBean(MatchingSettings.class).maxCandidates();
      String loadBefore = BenchMachine.loadAverage();
      for (String source : SOURCES) {
        client.post(
            "/api/v2/meta/model/source-systems/save",
            Map.of("sourceSystem", Map.of("name", source, "weight", 50)));
      }
      generate();
      List<String> rows = new ArrayList<>();
      StringBuilder details = new StringBuilder();
      for (String model : models) {
        rows.add(measure(model, details));
      }
      String report = report(rows, details, loadBefore, BenchMachine.loadAverage());
      System.out.println();
      System.out.println(report);
      Files.writeString(dataDir.resolve("results.md"), report);
      return 0;
    }
  }

  private void generate() {
    People people = new People(People.Settings.febrl(seed));
    if (mode.equals("linkage")) {
      People.Linkage files = people.linkage(records, overlap);
      files.a().forEach(p -> byKey.put(SOURCES[0] + ":" + p.id(), p));
      files.b().forEach(p -> byKey.put(SOURCES[1] + ":" + p.id(), p));
    } else {
      people.dedupe(records).forEach(p -> byKey.put(SOURCES[0] + ":" + p.id(), p));
    }
    Map<String, Integer> kinds = new LinkedHashMap<>();
    byKey.values().stream()
        .flatMap(p -> p.errors().stream())
        .forEach(e -> kinds.merge(e.substring(0, e.lastIndexOf(' ')), 1, Integer::sum));
    say(byKey.size() + " records, " + truth().size() + " true pairs; errors " + kinds);
  }

  /** Imports the records into an entity of the model's own, matches them, measures. */
  private String measure(String model, StringBuilder details) throws Exception {
    String entity = "Person" + Character.toUpperCase(model.charAt(0)) + model.substring(1);
    List<Map<String, Object>> attributes = new ArrayList<>();
    for (String field : fields) {
      attributes.add(
          Map.of(
              "name",
              field,
              "displayName",
              field,
              "type",
              field.equals(People.BORN) ? "Date" : "String"));
    }
    client.post(
        "/api/v2/meta/model/entities/save",
        Map.of("entity", Map.of("name", entity, "consolidation", "BVT", "attributes", attributes)));
    Path file = dataDir.resolve(entity + ".ndjson");
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (Map.Entry<String, Person> e : byKey.entrySet()) {
        Map<String, Object> values = new LinkedHashMap<>();
        e.getValue()
            .fields()
            .forEach(
                (k, v) -> {
                  if (!v.isBlank() && fields.contains(k)) {
                    values.put(k, v);
                  }
                });
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("entityName", entity);
        line.put("sourceSystem", e.getKey().substring(0, e.getKey().indexOf(':')));
        line.put("externalId", e.getValue().id());
        line.put("attributes", values);
        out.write(JSON.writeValueAsString(line));
        out.write('\n');
      }
    }
    say("Importing into " + entity + " ...");
    double importSeconds = client.importFile(file);
    Files.delete(file);
    sql("vacuum analyze");
    String linkage = mode.equals("linkage") ? "ACROSS_SOURCES" : "WITHIN";
    Map<String, Object> set =
        model.equals("rules")
            ? PeopleModels.rules()
            : Map.of(
                "name",
                "person",
                "displayName",
                "Same person",
                "rules",
                List.of(
                    model.equals("estimated")
                        ? PeopleModels.naive(lower, upper, linkage)
                        : PeopleModels.weighted(lower, upper, linkage)));
    set = PeopleModels.only(set, new HashSet<>(fields));
    EstimatedModel.Estimate estimate = null;
    if (model.equals("estimated")) {
      say("Estimating " + entity + " ...");
      estimate = EstimatedModel.publish(client, entity, set);
      say(String.format(Locale.ROOT, "  estimate: %.1f s", estimate.seconds()));
    } else {
      client.post(
          "/api/v2/matching/models/save",
          Map.of("model", Map.of("entityName", entity, "sets", List.of(set))));
    }
    say("Matching " + entity + " ...");
    long t = System.nanoTime();
    JsonNode run = client.post("/api/v2/matching/runs", Map.of("entityName", entity)).path("run");
    String id = run.path("runId").asString();
    while (!run.path("state").asString().matches("DONE|FAILED")) {
      Thread.sleep(250);
      run = client.get("/api/v2/matching/runs/" + id).path("run");
    }
    double seconds = (System.nanoTime() - t) / 1e9;
    if (run.path("state").asString().equals("FAILED")) {
      throw new IllegalStateException("matching run failed: " + run);
    }
    PairQuality q = new PairQuality(dataSource, entity, byKey, client);
    q.read();
    long candidates = q.candidatePairs(mode.equals("linkage") && !model.equals("rules"));
    Set<String> truth = truth();
    long right = q.predicted().stream().filter(truth::contains).count();
    double precision = q.predicted().isEmpty() ? 0 : (double) right / q.predicted().size();
    double recall = (double) right / truth.size();
    double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
    say(
        String.format(
            Locale.ROOT,
            "  %s: %.1f s, %d predicted, %d right of %d: precision %.4f recall %.4f F1 %.4f",
            model,
            seconds,
            q.predicted().size(),
            right,
            truth.size(),
            precision,
            recall,
            f1));
    details.append(q.examples(model, truth, examples));
    if (!model.equals("rules")) {
      details
          .append("#### ")
          .append(model)
          .append(": other thresholds, from the same run's scored pairs\n\n")
          .append(q.sweep(truth, sweep));
    }
    if (estimate != null) {
      details.append(estimated(entity, set, estimate, truth));
    }
    return String.format(
        Locale.ROOT,
        "| %s | %.4f | %.4f | %.4f | %,d / %,d / %,d | %,d | %.1f s | %.1f s |",
        model,
        precision,
        recall,
        f1,
        q.predicted().size(),
        right,
        truth.size(),
        candidates,
        seconds,
        importSeconds);
  }

  /**
   * The estimate beside the hand-set and the true probabilities, and what each blocking key's
   * expectation–maximisation finds against the truth.
   */
  private String estimated(
      String entity, Map<String, Object> set, EstimatedModel.Estimate estimate, Set<String> truth) {
    Map<String, Object> hand =
        PeopleModels.only(
            Map.of(
                "name",
                "person",
                "rules",
                List.of(
                    PeopleModels.weighted(
                        lower, upper, mode.equals("linkage") ? "ACROSS_SOURCES" : "WITHIN"))),
            new HashSet<>(fields));
    @SuppressWarnings("unchecked")
    Map<String, Object> handRule = (Map<String, Object>) ((List<?>) hand.get("rules")).get(0);
    MatchingModel published = matchingModels.of(entity).orElseThrow();
    MatchingModel naive =
        matchingModels.check(JSON.valueToTree(Map.of("entityName", entity, "sets", List.of(set))));
    Map<String, Compared> records = EstimatedModel.compared(byKey, fields);
    return "#### estimated: the probabilities\n\n"
        + EstimatedModel.table(estimate, handRule, published, records, truth)
        + "#### estimated: each blocking key's pairs and what EM finds in them\n\n"
        + EstimateDiagnosis.table(
            naive,
            published.sets().get(0).rules().get(0).weighted(),
            records,
            truth,
            maxCandidates);
  }

  /** Every two records of one person, as "key|key" in order. */
  private Set<String> truth() {
    Map<String, List<String>> groups = new HashMap<>();
    byKey.forEach(
        (key, p) -> groups.computeIfAbsent(p.personId(), k -> new ArrayList<>()).add(key));
    Set<String> pairs = new HashSet<>();
    for (List<String> g : groups.values()) {
      for (int i = 0; i < g.size(); i++) {
        for (int j = i + 1; j < g.size(); j++) {
          pairs.add(PairQuality.pair(g.get(i), g.get(j)));
        }
      }
    }
    return pairs;
  }

  private void sql(String statement) throws Exception {
    try (Connection c = dataSource.getConnection();
        PreparedStatement s = c.prepareStatement(statement)) {
      s.execute();
    }
  }

  private String report(List<String> rows, StringBuilder details, String before, String after) {
    StringBuilder out = new StringBuilder();
    out.append("### Matching quality, ").append(mode).append(", ");
    out.append(String.format(Locale.ROOT, "%,d records", byKey.size())).append("\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "Machine: %s, %d CPUs, %s; load average %s before, %s after. Seed %d%s; weighted"
                + " thresholds %.0f / %.0f bits; fields %s.%n%n",
            BenchMachine.cpuModel(),
            Runtime.getRuntime().availableProcessors(),
            BenchMachine.memory(),
            before,
            after,
            seed,
            mode.equals("linkage") ? String.format(Locale.ROOT, ", overlap %.2f", overlap) : "",
            lower,
            upper,
            fields));
    out.append(
        "| Model | precision | recall | F1 | predicted / right / true pairs | candidate pairs"
            + " | run | import |\n|---|---|---|---|---|---|---|---|\n");
    rows.forEach(r -> out.append(r).append('\n'));
    out.append('\n').append(details);
    return out.toString();
  }
}
