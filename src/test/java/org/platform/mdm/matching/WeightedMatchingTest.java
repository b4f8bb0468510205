package org.platform.mdm.matching;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Weighted rules as a data steward and an integration engineer use them: the model checked with
 * every problem at its path, a strong pair merged, a weaker one waiting for review with the score
 * of each attribute explained, a weak one left alone, and a linkage of two sources.
 */
class WeightedMatchingTest extends MatchingApiTest {

  private static final double LOG2 = Math.log(2);

  @Test
  void aWeightedRuleIsCheckedWithEveryProblemAtItsPath() {
    Api admin = admin();
    String r = aPersonRegister(admin);
    Map<String, Object> bad = new LinkedHashMap<>(weighted("AUTO_MERGE", 4, 12, "WITHIN"));
    bad.put("comparisons", List.of(cmp("born", "EXACT")));
    bad.put("lowerThreshold", 20);
    bad.put("linkage", "SIDEWAYS");
    bad.put(
        "evidence",
        List.of(
            evidence("first", level("EXACT", 1.5, 0.01)),
            evidence("last", level("EXACT", 0.7, 0.5), level("JARO_WINKLER", 0.4, 0.6)),
            evidence("nickname", level("EXACT", 0.9, 0.01)),
            evidence("born", level("JARO_WINKLER", 0.9, 0.01))));
    Map<String, Object> badType = new LinkedHashMap<>(weighted("REVIEW", 0, 5, null));
    badType.put("type", "SOMETIMES");
    badType.put("name", "other");
    Map<String, Object> noBlocking = new LinkedHashMap<>(weighted("REVIEW", 0, 5, null));
    noBlocking.put("name", "third");
    noBlocking.remove("blocking");

    Api.Response refused =
        admin.post(
            MODELS + "/save", Map.of("model", model(r, set("people", bad, badType, noBlocking))));

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    List<String> problems = new ArrayList<>();
    refused
        .json()
        .path("details")
        .path("error")
        .forEach(e -> problems.add(e.path("source").asString() + " " + e.path("code").asString()));
    String rule = "sets[0].rules[0]";
    assertThat(problems)
        .contains(
            rule + ".comparisons MATCHING_FIELD_INVALID",
            rule + ".lowerThreshold MATCHING_THRESHOLDS_INVALID",
            rule + ".linkage MATCHING_FIELD_INVALID",
            rule + ".evidence[0].levels[0].m MATCHING_FIELD_INVALID",
            rule + ".evidence[1].levels MATCHING_PROBABILITIES_TOO_LARGE",
            rule + ".evidence[2] MATCHING_ATTRIBUTE_UNKNOWN",
            rule + ".evidence[3].levels[0] MATCHING_COMPARISON_NOT_FOR_TYPE",
            "sets[0].rules[1].type MATCHING_RULE_TYPE_UNKNOWN",
            "sets[0].rules[2].blocking MATCHING_FIELD_INVALID");
    // The unknown attribute is told once, at its evidence, not again at each level.
    assertThat(problems.stream().filter(p -> p.contains("evidence[2]"))).hasSize(1);
    assertThat(admin.get(MODELS + "/" + r).status()).isEqualTo(404);

    publish(admin, model(r, set("people", weighted("AUTO_MERGE", 4, 12, null))));
    JsonNode read = admin.get(MODELS + "/" + r).json().path("model");
    JsonNode saved = read.path("sets").get(0).path("rules").get(0);
    assertThat(saved.path("type").asString()).isEqualTo("WEIGHTED");
    assertThat(saved.path("upperThreshold").asDouble()).isEqualTo(12.0);
    assertThat(saved.path("evidence").get(1).path("levels").get(1).path("type").asString())
        .isEqualTo("JARO_WINKLER");
    assertThat(saved.path("blocking")).hasSize(2);
  }

  @Test
  void aStrongPairMergesAWeakerOneWaitsForReviewExplainedAndAWeakOneIsNoMatch() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String r = aPersonRegister(admin);
    publish(admin, model(r, set("people", weighted("AUTO_MERGE", 4, 12, null))));

    String ivan = id(written(admin, person(r, erp, "1", "Ivan", "Petrov", "1980-05-03")));
    // Everything agrees, the date written the other way: far above the upper threshold.
    JsonNode same = written(admin, person(r, crm, "7", "Иван", "Petrov", "1980-03-05"));
    assertThat(read(admin, r, id(same), "").json().path("etalonId").asString()).isEqualTo(ivan);
    // The first name agrees, the last has two letters swapped, no birth date: waits for review.
    String typo =
        id(written(admin, aRecord(r, crm, "8").with("first", "Ivan").with("last", "Petrvo")));
    // Another person of the same family: no match.
    written(admin, person(r, crm, "9", "Anna", "Petrova", "1990-01-01"));

    JsonNode list = clusters(admin, Map.of("entityName", r));
    assertThat(list.path("total").asInt()).isEqualTo(1);
    JsonNode cluster = list.path("clusters").get(0);
    assertThat(cluster.path("ruleName").asString()).isEqualTo("weighed");
    JsonNode pairs = admin.get(CLUSTERS + "/" + cluster.path("id").asString()).json().path("pairs");
    assertThat(pairs).hasSize(1);
    JsonNode pair = pairs.get(0);
    assertThat(List.of(pair.path("etalonIdA").asString(), pair.path("etalonIdB").asString()))
        .containsExactlyInAnyOrder(ivan, typo);
    assertThat(pair.path("comparisons").isNull()).isTrue();
    assertThat(texts(pair.path("evidence"), "level"))
        .containsExactly("NORMALIZED", "JARO_WINKLER", "MISSING");
    double first = log2(0.9 / 0.01);
    double last = log2(0.06 / 0.01);
    assertThat(pair.path("evidence").get(0).path("weight").asDouble())
        .isCloseTo(first, within(0.005));
    assertThat(pair.path("evidence").get(1).path("parameter").asDouble()).isEqualTo(0.92);
    assertThat(pair.path("evidence").get(1).path("weight").asDouble())
        .isCloseTo(last, within(0.005));
    assertThat(pair.path("evidence").get(2).path("weight").asDouble()).isZero();
    assertThat(pair.path("score").asDouble()).isCloseTo(first + last, within(0.01));
    assertThat(pair.path("upperThreshold").asDouble()).isEqualTo(12.0);
    assertThat(pair.path("lowerThreshold").asDouble()).isEqualTo(4.0);
    // What the upper threshold does under the rule: the compare view says so in words.
    assertThat(pair.path("action").asString()).isEqualTo("AUTO_MERGE");
  }

  @Test
  void aLinkageAcrossSourcesComparesOnlyRecordsOfDifferentSources() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String crm = aSource(admin, "crm", 50);
    String r = aPersonRegister(admin);
    publish(admin, model(r, set("people", weighted("REVIEW", 4, 12, "ACROSS_SOURCES"))));

    String one = id(written(admin, person(r, erp, "1", "Olga", "Sokolova", "1971-02-11")));
    String twin = id(written(admin, person(r, erp, "2", "Olga", "Sokolova", "1971-02-11")));
    assertThat(clusters(admin, Map.of("entityName", r)).path("total").asInt()).isZero();

    String other = id(written(admin, person(r, crm, "1", "Olga", "Sokolova", "1971-02-11")));
    JsonNode list = clusters(admin, Map.of("entityName", r));
    assertThat(list.path("total").asInt()).isEqualTo(1);
    JsonNode records =
        list.path("records").path(list.path("clusters").get(0).path("id").asString());
    assertThat(texts(records, "etalonId")).containsExactlyInAnyOrder(one, twin, other);
  }

  // ---- the model

  /**
   * Persons weighed by first name, last name and birth date; candidates share the birth date
   * (either way round) or the sound of the last name.
   */
  static Map<String, Object> weighted(String action, double lower, double upper, String linkage) {
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("name", "weighed");
    rule.put("displayName", "Weighed evidence");
    rule.put("action", action);
    rule.put("type", "WEIGHTED");
    rule.put(
        "evidence",
        List.of(
            evidence("first", level("NORMALIZED", 0.9, 0.01), jw(0.06, 0.02)),
            evidence("last", level("NORMALIZED", 0.9, 0.005), jw(0.06, 0.01)),
            evidence("born", level("EXACT", 0.95, 0.0003), level("DATE_SWAPPED", 0.03, 0.0001))));
    rule.put("upperThreshold", upper);
    rule.put("lowerThreshold", lower);
    if (linkage != null) {
      rule.put("linkage", linkage);
    }
    rule.put(
        "blocking",
        List.of(
            Map.of("comparisons", List.of(cmp("born", "DATE_SWAPPED"))),
            Map.of("comparisons", List.of(cmp("last", "PHONETIC")))));
    return rule;
  }

  static Map<String, Object> evidence(String attribute, Map<?, ?>... levels) {
    return Map.of("attribute", attribute, "levels", List.of(levels));
  }

  static Map<String, Object> level(String type, double m, double u) {
    return Map.of("type", type, "m", m, "u", u);
  }

  @Test
  void aWholeParameterWrittenAsADecimalIsTakenAsTheWholeNumber() {
    Api admin = admin();
    String r = aPersonRegister(admin);
    Map<String, Object> rule = new LinkedHashMap<>(weighted("REVIEW", 4, 12, null));
    rule.put(
        "evidence",
        List.of(
            evidence(
                "last",
                level("EXACT", 0.9, 0.01),
                Map.of("type", "EDIT_DISTANCE", "distance", 2.0, "m", 0.05, "u", 0.02)),
            evidence("born", Map.of("type", "DATE_WITHIN", "days", 31.0, "m", 0.9, "u", 0.01))));
    publish(admin, model(r, set("people", rule)));
    Map<String, Object> half = new LinkedHashMap<>(rule);
    half.put(
        "evidence",
        List.of(
            evidence(
                "last", Map.of("type", "EDIT_DISTANCE", "distance", 1.5, "m", 0.05, "u", 0.02))));
    Api.Response refused =
        admin.post(MODELS + "/save", Map.of("model", model(r, set("people", half))));
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("sets[0].rules[0].evidence[0].levels[0].distance");
  }

  static Map<String, Object> jw(double m, double u) {
    return Map.of("type", "JARO_WINKLER", "threshold", 0.92, "m", m, "u", u);
  }

  private static double log2(double x) {
    return Math.log(x) / LOG2;
  }
}
