package org.platform.mdm.matching.runs;

import jakarta.validation.constraints.NotNull;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.matching.MatchingErrors;
import org.platform.mdm.matching.MatchingSettings;
import org.platform.mdm.matching.clusters.Labels;
import org.platform.mdm.matching.model.Comparison;
import org.platform.mdm.matching.model.Estimation;
import org.platform.mdm.matching.model.Evidence;
import org.platform.mdm.matching.model.MatchRule;
import org.platform.mdm.matching.model.MatchSet;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.MatchingModels;
import org.platform.mdm.matching.model.Patterns;
import org.platform.mdm.matching.model.WeightedRule;
import org.platform.mdm.matching.record.RecordMatching;
import org.platform.mdm.system.PlatformException;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Estimates the probabilities of a weighted rule of a matching-model draft from the register's own
 * records and saves them into the draft ({@link #estimate}), or shows how the candidate pairs score
 * under the rule as it is ({@link #preview}): the threshold slider's sample.
 *
 * <p>u comes from random pairs; m from the candidate pairs of each blocking key by
 * expectation–maximisation, leaving out the attributes that key blocks on (every pair of the key
 * agrees there, so they tell nothing of it), and is averaged over the keys by their pairs. A key
 * that leaves fewer than two attributes teaches nothing; an attribute no key teaches keeps its m.
 */
@Component
public class WeightEstimation {

  static final int PAGE = 1_000;

  /** The most pairs stewards decided that an estimate reads. */
  static final int LABELS = 100_000;

  private final MatchingModels models;
  private final RecordService records;
  private final RecordMatching matching;
  private final MatchingSettings settings;
  private final JsonMapper json;
  private final Clock clock;
  private final Labels labels;

  WeightEstimation(
      MatchingModels models,
      @Lazy RecordService records,
      RecordMatching matching,
      MatchingSettings settings,
      JsonMapper json,
      Clock clock,
      Labels labels) {
    this.labels = labels;
    this.models = models;
    this.records = records;
    this.matching = matching;
    this.settings = settings;
    this.json = json;
    this.clock = clock;
  }

  /** Which rule of the draft, over how many records and pairs at most. */
  public record Request(String setName, String ruleName, int records, int pairs) {}

  /**
   * What an estimation or a preview found: besides the records and pairs read, the pairs stewards
   * confirmed (counted as matches) and rejected (left out of the candidate pairs) it took.
   */
  public record Outcome(
      long draftId,
      long version,
      int recordsRead,
      long candidatePairs,
      long randomPairs,
      int confirmedPairs,
      int rejectedPairs,
      @NotNull List<EvidenceView> evidence,
      @NotNull List<ScoreBin> scores) {}

  /**
   * An evidence's levels with their probabilities and weights, the weight of none, and whether its
   * m was estimated (a blocking key left it and another attribute to learn from).
   */
  public record EvidenceView(
      @NotNull List<String> attributes,
      @NotNull List<LevelView> levels,
      double elseWeight,
      boolean estimated) {}

  public record LevelView(
      @NotNull String type, Double parameter, double m, double u, double weight) {}

  /** How many candidate pairs score from {@code from} (included) to {@code from + 1} bits. */
  public record ScoreBin(int from, long pairs) {}

  /** Estimates the rule's m and u and saves them into the draft as a new edition. */
  public Outcome estimate(DraftId draftId, Request request, PlatformUser user) {
    MatchingModels.DraftContent draft = models.draft(draftId, user);
    Target target = target(draft.document(), request);
    PairSample sample = read(target, request.records());
    WeightedRule rule = target.rule().weighted();
    Decided decided = decided(target, sample);
    Patterns random = sample.random(request.pairs());
    double[][] u = Estimation.u(rule, random.counts());
    List<Patterns> byKey = sample.candidates(request.pairs(), settings.maxCandidates());
    Combined combined = combined(rule, u, byKey, decided.confirmed());
    JsonNode document = withProbabilities(draft.document(), request, combined.m(), u);
    var saved = models.save(draftId, document, draft.draft().version(), user);
    WeightedRule estimated = target(document, request).rule().weighted();
    Patterns union = sample.union(request.pairs(), settings.maxCandidates());
    return new Outcome(
        draftId.value(),
        saved.draft().version(),
        sample.size(),
        union.total(),
        random.total(),
        (int) decided.confirmed().total(),
        decided.rejected(),
        views(estimated, combined.taught()),
        histogram(estimated, union));
  }

  /** How the candidate pairs score under the rule as the draft has it; nothing is changed. */
  public Outcome preview(DraftId draftId, Request request, PlatformUser user) {
    MatchingModels.DraftContent draft = models.draft(draftId, user);
    Target target = target(draft.document(), request);
    PairSample sample = read(target, request.records());
    Decided decided = decided(target, sample);
    WeightedRule rule = target.rule().weighted();
    Patterns union = sample.union(request.pairs(), settings.maxCandidates());
    return new Outcome(
        draftId.value(),
        draft.draft().version(),
        sample.size(),
        union.total(),
        0,
        (int) decided.confirmed().total(),
        decided.rejected(),
        views(rule, new boolean[rule.evidence().size()]),
        histogram(rule, union));
  }

  private record Target(MatchingModel model, MatchSet set, MatchRule rule) {}

  private Target target(JsonNode document, Request request) {
    MatchingModel model = models.check(document);
    for (MatchSet set : model.sets()) {
      for (MatchRule rule : set.rules()) {
        if (set.name().equals(request.setName()) && rule.name().equals(request.ruleName())) {
          if (rule.weighted() == null) {
            throw new PlatformException(
                MatchingErrors.MATCHING_RULE_NOT_WEIGHTED, request.setName(), request.ruleName());
          }
          return new Target(model, set, rule);
        }
      }
    }
    throw new PlatformException(
        MatchingErrors.MATCHING_RULE_NOT_FOUND, request.setName(), request.ruleName());
  }

  /** The register's first records in id order, at most {@code limit}, active now. */
  private PairSample read(Target target, int limit) {
    PairSample sample = new PairSample(target.model(), target.set(), target.rule());
    OffsetDateTime now = OffsetDateTime.now(clock);
    EtalonId after = null;
    while (sample.size() < limit) {
      List<GoldenRecord> page =
          records.goldenRecords(
              target.model().entityName(), after, Math.min(PAGE, limit - sample.size()), false);
      if (page.isEmpty()) {
        break;
      }
      Map<EtalonId, Map<String, JsonNode>> values = new LinkedHashMap<>();
      for (GoldenRecord g : page) {
        RecordMatching.valuesAt(g, now).ifPresent(v -> values.put(g.etalonId(), v));
      }
      sample.add(matching.compared(target.model(), values));
      after = page.get(page.size() - 1).etalonId();
    }
    return sample;
  }

  /** The pairs stewards decided: the confirmed ones' patterns, how many rejected ones it left. */
  private record Decided(Patterns confirmed, int rejected) {}

  /**
   * The register's pairs stewards decided (at most {@link #LABELS}, the latest): confirmed pairs
   * scored from their values at the decision, rejected pairs of the sample taken out of its
   * candidate pairs.
   */
  private Decided decided(Target target, PairSample sample) {
    WeightedRule rule = target.rule().weighted();
    Patterns confirmed = new Patterns();
    int rejected = 0;
    for (Labels.Label label : labels.of(target.model().entityName(), LABELS)) {
      if (label.matched()) {
        confirmed.add(rule.score(label.valuesA(), label.valuesB()));
      } else if (sample.reject(label.a(), label.b())) {
        rejected++;
      }
    }
    return new Decided(confirmed, rejected);
  }

  /** The m of each evidence and whether a key taught it (else it is the draft's m). */
  private record Combined(double[][] m, boolean[] taught) {}

  /**
   * m of each evidence: the keys' estimates where it was not blocked on, by their pairs, each with
   * the confirmed pairs as known matches; an evidence no key teaches learns from the confirmed
   * pairs alone when they have its values.
   */
  private static Combined combined(
      WeightedRule rule, double[][] u, List<Patterns> byKey, Patterns confirmed) {
    int n = rule.evidence().size();
    double[][] sum = new double[n][];
    double[] weight = new double[n];
    for (int e = 0; e < n; e++) {
      sum[e] = new double[u[e].length];
    }
    for (int k = 0; k < byKey.size(); k++) {
      boolean[] excluded = excluded(rule, rule.blocking().get(k));
      long pairs = byKey.get(k).total() + confirmed.total();
      int left = 0;
      for (boolean x : excluded) {
        left += x ? 0 : 1;
      }
      // One attribute alone cannot tell matches from non-matches: a mixture of two kinds of
      // pairs seen through one attribute fits any split.
      if (pairs == 0 || left < 2) {
        continue;
      }
      Estimation.Found found =
          Estimation.m(rule, u, excluded, byKey.get(k).counts(), confirmed.counts());
      for (int e = 0; e < n; e++) {
        if (!excluded[e]) {
          for (int l = 0; l < sum[e].length; l++) {
            sum[e][l] += found.m()[e][l] * pairs;
          }
          weight[e] += pairs;
        }
      }
    }
    Estimation.Found alone = Estimation.m(rule, u, new boolean[n], Map.of(), confirmed.counts());
    for (int e = 0; e < n; e++) {
      if (weight[e] == 0 && present(confirmed, e)) {
        sum[e] = alone.m()[e].clone();
        weight[e] = 1;
      }
    }
    double[][] m = new double[n][];
    boolean[] taught = new boolean[n];
    for (int e = 0; e < n; e++) {
      taught[e] = weight[e] > 0;
      Evidence evidence = rule.evidence().get(e);
      m[e] = new double[u[e].length];
      for (int l = 0; l < m[e].length; l++) {
        m[e][l] =
            weight[e] > 0
                ? sum[e][l] / weight[e]
                : l < evidence.levels().size() ? evidence.levels().get(l).m() : evidence.elseM();
      }
    }
    return new Combined(m, taught);
  }

  /** Whether some of the pairs have values of an evidence. */
  private static boolean present(Patterns patterns, int evidence) {
    return patterns.counts().keySet().stream().anyMatch(k -> k.level(evidence) != Evidence.MISSING);
  }

  /** The evidences whose attributes a blocking key compares. */
  private static boolean[] excluded(WeightedRule rule, List<Comparison> key) {
    Set<String> blocked = new HashSet<>();
    key.forEach(c -> blocked.addAll(c.attributes()));
    boolean[] excluded = new boolean[rule.evidence().size()];
    for (int e = 0; e < excluded.length; e++) {
      excluded[e] = rule.evidence().get(e).attributes().stream().anyMatch(blocked::contains);
    }
    return excluded;
  }

  /** The draft's document with the rule's levels given these m and u. */
  private JsonNode withProbabilities(
      JsonNode document, Request request, double[][] m, double[][] u) {
    JsonNode copy = document.deepCopy();
    for (JsonNode set : copy.path("sets")) {
      if (!request.setName().equals(set.path("name").asString())) {
        continue;
      }
      for (JsonNode rule : set.path("rules")) {
        if (!request.ruleName().equals(rule.path("name").asString())) {
          continue;
        }
        JsonNode evidence = rule.path("evidence");
        for (int e = 0; e < evidence.size(); e++) {
          JsonNode levels = evidence.get(e).path("levels");
          for (int l = 0; l < levels.size(); l++) {
            ((ObjectNode) levels.get(l)).put("m", rounded(m[e][l]));
            ((ObjectNode) levels.get(l)).put("u", rounded(u[e][l]));
          }
        }
      }
    }
    return copy;
  }

  /** Six significant digits: enough for any weight, short to read. */
  private static double rounded(double p) {
    return new java.math.BigDecimal(p).round(new java.math.MathContext(6)).doubleValue();
  }

  private static List<EvidenceView> views(WeightedRule rule, boolean[] taught) {
    List<EvidenceView> views = new ArrayList<>();
    for (Evidence e : rule.evidence()) {
      List<LevelView> levels = new ArrayList<>();
      for (Evidence.Level l : e.levels()) {
        Comparison c = l.comparison();
        levels.add(
            new LevelView(
                c.type().name(),
                c.type().parameter() == null ? null : c.parameter(),
                l.m(),
                l.u(),
                l.weight()));
      }
      views.add(new EvidenceView(e.attributes(), levels, e.elseWeight(), taught[views.size()]));
    }
    return views;
  }

  /** The candidate pairs by score, in bins of one bit. */
  private static List<ScoreBin> histogram(WeightedRule rule, Patterns pairs) {
    TreeMap<Integer, Long> bins = new TreeMap<>();
    pairs
        .counts()
        .forEach(
            (pattern, count) -> {
              double score = 0;
              for (int e = 0; e < rule.evidence().size(); e++) {
                score += rule.evidence().get(e).weightOf(pattern.level(e));
              }
              bins.merge((int) Math.floor(score), count, Long::sum);
            });
    List<ScoreBin> list = new ArrayList<>();
    bins.forEach((from, count) -> list.add(new ScoreBin(from, count)));
    return list;
  }
}
