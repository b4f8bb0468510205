package org.platform.mdm.bench;

import static org.platform.mdm.bench.BenchClient.JSON;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.platform.mdm.bench.people.People.Person;
import org.platform.mdm.matching.model.Compared;
import org.platform.mdm.matching.model.Evidence;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.WeightedRule;
import tools.jackson.databind.JsonNode;

/**
 * The quality benchmark's "estimated" model: the weighted rule with a naive first guess for every m
 * and u ({@link PeopleModels#naive}) saved into a matching-model draft, estimated by the server's
 * estimation ({@code POST /api/v2/matching/models/drafts/{id}/estimate}), published. Also sets the
 * estimate beside the hand-set probabilities and the true ones, counted from the generator's truth
 * with the product's own comparisons: m over every true pair, u over random pairs of different
 * persons.
 */
final class EstimatedModel {

  static final String RULE = "weighed";
  private static final int RANDOM_PAIRS = 200_000;

  private EstimatedModel() {}

  /** What the estimate request answered, and how long it took. */
  record Estimate(double seconds, JsonNode answer) {}

  /** Opens a draft, saves the set into it, estimates the rule's m and u, publishes the draft. */
  static Estimate publish(BenchClient client, String entity, Map<String, Object> set)
      throws Exception {
    long draftId =
        client
            .post("/api/v2/draft/upsert", Map.of("type", "matching-model", "subjectId", entity))
            .path("draft")
            .path("draftId")
            .asLong();
    client.post(
        "/api/v2/matching/models/save",
        Map.of("draftId", draftId, "model", Map.of("entityName", entity, "sets", List.of(set))));
    long t = System.nanoTime();
    JsonNode answer =
        client
            .post(
                "/api/v2/matching/models/drafts/" + draftId + "/estimate",
                Map.of("setName", set.get("name"), "ruleName", RULE))
            .path("estimate");
    double seconds = (System.nanoTime() - t) / 1e9;
    client.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    return new Estimate(seconds, answer);
  }

  /** Each record as matching compares it, from the generated values of the given fields. */
  static Map<String, Compared> compared(Map<String, Person> byKey, List<String> fields) {
    Map<String, Compared> out = new LinkedHashMap<>();
    byKey.forEach(
        (key, p) -> {
          Map<String, JsonNode> values = new HashMap<>();
          p.fields()
              .forEach(
                  (k, v) -> {
                    if (!v.isBlank() && fields.contains(k)) {
                      values.put(k, JSON.valueToTree(v));
                    }
                  });
          out.put(key, new Compared(values, Set.of(key.substring(0, key.indexOf(':')))));
        });
    return out;
  }

  /**
   * Per evidence and level: the hand-set m and u, the estimate's, and the true ones (m: the share
   * of true pairs with both values present that reach the level; u: the same over random pairs of
   * different persons), with each one's weight in bits.
   */
  @SuppressWarnings("unchecked")
  static String table(
      Estimate estimate,
      Map<String, Object> handRule,
      MatchingModel published,
      Map<String, Compared> records,
      Set<String> truth) {
    WeightedRule rule = published.sets().get(0).rules().get(0).weighted();
    double[][] trueM = shares(rule, records, truth);
    double[][] trueU = shares(rule, records, randomPairs(rule, records, truth));
    JsonNode answer = estimate.answer();
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "Estimate request: %.1f s; %,d records read, %,d candidate pairs, %,d random"
                + " pairs.%n%n",
            estimate.seconds(),
            answer.path("recordsRead").asLong(),
            answer.path("candidatePairs").asLong(),
            answer.path("randomPairs").asLong()));
    out.append(
        "| evidence | level | hand m | hand u | hand weight | estimated m | estimated u | estimated"
            + " weight | true m | true u | true weight |\n"
            + "|---|---|---|---|---|---|---|---|---|---|---|\n");
    List<Object> hand = (List<Object>) handRule.get("evidence");
    for (int e = 0; e < rule.evidence().size(); e++) {
      JsonNode view = answer.path("evidence").get(e);
      List<Object> handLevels = (List<Object>) ((Map<String, Object>) hand.get(e)).get("levels");
      Evidence evidence = rule.evidence().get(e);
      double handM = 0;
      double handU = 0;
      for (int l = 0; l <= evidence.levels().size(); l++) {
        boolean none = l == evidence.levels().size();
        double hm;
        double hu;
        double em;
        double eu;
        String name;
        if (none) {
          hm = 1 - handM;
          hu = 1 - handU;
          em = evidence.elseM();
          eu = evidence.elseU();
          name = "none";
        } else {
          Map<String, Object> h = (Map<String, Object>) handLevels.get(l);
          hm = ((Number) h.get("m")).doubleValue();
          hu = ((Number) h.get("u")).doubleValue();
          handM += hm;
          handU += hu;
          JsonNode level = view.path("levels").get(l);
          em = level.path("m").asDouble();
          eu = level.path("u").asDouble();
          name =
              level.path("type").asString()
                  + (level.path("parameter").isNull() || level.path("parameter").isMissingNode()
                      ? ""
                      : " " + level.path("parameter").asString());
        }
        out.append(
            String.format(
                Locale.ROOT,
                "| %s%s | %s | %.4g | %.4g | %+.1f | %.4g | %.4g | %+.1f | %.4g | %.4g | %+.1f |%n",
                String.join("+", evidence.attributes()),
                view.path("estimated").asBoolean() ? "" : " (not estimated)",
                name,
                hm,
                hu,
                log2(hm / hu),
                em,
                eu,
                log2(em / eu),
                trueM[e][l],
                trueU[e][l],
                log2(trueM[e][l] / trueU[e][l])));
      }
    }
    return out.append('\n').toString();
  }

  /**
   * Per evidence, the share of the pairs (both values present) reaching each level (last: none).
   */
  static double[][] shares(WeightedRule rule, Map<String, Compared> records, Set<String> pairs) {
    int n = rule.evidence().size();
    double[][] counts = new double[n][];
    double[] present = new double[n];
    for (int e = 0; e < n; e++) {
      counts[e] = new double[rule.evidence().get(e).levels().size() + 1];
    }
    for (String pair : pairs) {
      String[] keys = pair.split("\\|");
      int[] levels = levels(rule, records.get(keys[0]), records.get(keys[1]));
      for (int e = 0; e < n; e++) {
        if (levels[e] != Evidence.MISSING) {
          counts[e][levels[e] == Evidence.NONE ? counts[e].length - 1 : levels[e]]++;
          present[e]++;
        }
      }
    }
    for (int e = 0; e < n; e++) {
      for (int l = 0; l < counts[e].length; l++) {
        counts[e][l] = present[e] == 0 ? Double.NaN : counts[e][l] / present[e];
      }
    }
    return counts;
  }

  static int[] levels(WeightedRule rule, Compared a, Compared b) {
    return rule.score(a.prepared(rule), b.prepared(rule)).levels();
  }

  /** Random pairs of different persons the rule's linkage compares (fixed seed). */
  private static Set<String> randomPairs(
      WeightedRule rule, Map<String, Compared> records, Set<String> truth) {
    List<String> keys = new ArrayList<>(records.keySet());
    SplittableRandom random = new SplittableRandom(7);
    Set<String> pairs = new HashSet<>();
    for (int tries = 0; pairs.size() < RANDOM_PAIRS && tries < RANDOM_PAIRS * 4; tries++) {
      String a = keys.get(random.nextInt(keys.size()));
      String b = keys.get(random.nextInt(keys.size()));
      String pair = PairQuality.pair(a, b);
      if (!a.equals(b)
          && !truth.contains(pair)
          && records.get(a).linkable(records.get(b), rule.linkage())) {
        pairs.add(pair);
      }
    }
    return pairs;
  }

  static double log2(double x) {
    return Math.log(x) / Math.log(2);
  }
}
