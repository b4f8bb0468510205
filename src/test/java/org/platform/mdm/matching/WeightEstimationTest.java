package org.platform.mdm.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * An administrator estimates a weighted rule's probabilities from the register's own records: the
 * estimate is saved into the draft, tells what it read, gives strong agreement a large weight and
 * separates the duplicates from the rest; a preview shows how the pairs score without saving.
 */
class WeightEstimationTest extends MatchingApiTest {

  private static final String[] FIRST = {
    "Anna", "Boris", "Vera", "Grigory", "Darya", "Evgeny", "Ilya", "Ksenia", "Lev", "Maria",
    "Nikolay", "Olga", "Pavel", "Raisa", "Sergey", "Tatyana", "Fedor", "Yulia", "Oleg", "Irina"
  };
  private static final String[] LAST = {
    "Petrov", "Smirnov", "Kuznetsov", "Popov", "Vasiliev", "Sokolov", "Mikhailov", "Novikov",
    "Fedorov", "Morozov", "Volkov", "Alekseev", "Lebedev", "Semenov", "Egorov", "Pavlov",
    "Kozlov", "Stepanov", "Nikolaev", "Orlov", "Andreev", "Makarov", "Nikitin", "Zakharov"
  };

  @Test
  void theEstimateIsSavedIntoTheDraftAndSeparatesTheDuplicates() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    int duplicates = writePeople(admin, r, erp, 300, new Random(11));
    long draftId = openDraft(admin, r);
    Map<String, Object> rule = naive();
    saveInto(admin, draftId, model(r, set("people", rule)));

    Api.Response answer =
        admin.post(
            MODELS + "/drafts/" + draftId + "/estimate",
            Map.of("setName", "people", "ruleName", "weighed"));

    assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
    JsonNode estimate = answer.json().path("estimate");
    assertThat(estimate.path("recordsRead").asInt()).isEqualTo(300 + duplicates);
    assertThat(estimate.path("randomPairs").asLong()).isPositive();
    JsonNode first = estimate.path("evidence").get(0);
    assertThat(first.path("estimated").asBoolean()).isTrue();
    JsonNode exactFirst = first.path("levels").get(0);
    // Two records of different people share a first name about once in twenty.
    assertThat(exactFirst.path("u").asDouble()).isBetween(0.02, 0.1);
    assertThat(exactFirst.path("m").asDouble()).isGreaterThan(0.6);
    JsonNode exactBorn = estimate.path("evidence").get(2).path("levels").get(0);
    assertThat(exactBorn.path("weight").asDouble()).isGreaterThan(7);
    long binned = 0;
    long high = 0;
    for (JsonNode bin : estimate.path("scores")) {
      binned += bin.path("pairs").asLong();
      high += bin.path("from").asInt() >= 10 ? bin.path("pairs").asLong() : 0;
    }
    assertThat(binned).isEqualTo(estimate.path("candidatePairs").asLong());
    // The duplicates (one error each) score high; different people sharing a key do not.
    assertThat(high).isBetween((long) (duplicates * 0.9), (long) (duplicates * 1.1));

    // The draft holds the estimate now, at the version the answer gives.
    JsonNode draft = admin.get(MODELS + "/drafts/" + draftId).json();
    assertThat(draft.path("version").asLong()).isEqualTo(estimate.path("version").asLong());
    JsonNode saved =
        draft.path("model").path("sets").get(0).path("rules").get(0).path("evidence").get(0);
    assertThat(saved.path("levels").get(0).path("m").asDouble())
        .isCloseTo(exactFirst.path("m").asDouble(), org.assertj.core.api.Assertions.within(1e-5));

    // The preview scores the same pairs by the saved weights and changes nothing.
    Api.Response preview =
        admin.post(
            MODELS + "/drafts/" + draftId + "/preview",
            Map.of("setName", "people", "ruleName", "weighed"));
    assertThat(preview.status()).as(preview.toString()).isEqualTo(200);
    assertThat(preview.json().path("estimate").path("scores")).isEqualTo(estimate.path("scores"));
    assertThat(preview.json().path("estimate").path("version").asLong())
        .isEqualTo(estimate.path("version").asLong());
  }

  @Test
  void badRequestsAreRefusedClearly() {
    Api admin = admin();
    String r = aPersonRegister(admin);
    long draftId = openDraft(admin, r);
    saveInto(
        admin,
        draftId,
        model(r, set("people", naive(), rule("plain", "REVIEW", cmp("born", "EXACT")))));
    String estimate = MODELS + "/drafts/" + draftId + "/estimate";

    assertThat(code(admin.post(estimate, Map.of("setName", "people", "ruleName", "nope"))))
        .isEqualTo("400 MATCHING_RULE_NOT_FOUND");
    assertThat(code(admin.post(estimate, Map.of("setName", "people", "ruleName", "plain"))))
        .isEqualTo("400 MATCHING_RULE_NOT_WEIGHTED");
    assertThat(code(admin.post(estimate, Map.of("ruleName", "weighed"))))
        .isEqualTo("400 MATCHING_FIELD_INVALID");
    assertThat(
            code(
                admin.post(
                    estimate, Map.of("setName", "people", "ruleName", "weighed", "records", "x"))))
        .isEqualTo("400 MATCHING_FIELD_INVALID");
    assertThat(code(admin.post(estimate, List.of(1)))).isEqualTo("400 MATCHING_BODY_INVALID");
    assertThat(
            code(
                admin.post(
                    MODELS + "/drafts/x/estimate", Map.of("setName", "people", "ruleName", "w"))))
        .isEqualTo("400 MATCHING_FIELD_INVALID");
    assertThat(
            admin
                .post(
                    MODELS + "/drafts/999999/estimate",
                    Map.of("setName", "people", "ruleName", "weighed"))
                .status())
        .isEqualTo(404);
    // An empty register: nothing to learn from, nothing breaks; the draft keeps its values.
    Api.Response empty = admin.post(estimate, Map.of("setName", "people", "ruleName", "weighed"));
    assertThat(empty.status()).as(empty.toString()).isEqualTo(200);
    assertThat(empty.json().path("estimate").path("recordsRead").asInt()).isZero();
  }

  @Test
  void pairsStewardsDecidedAreLabels() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    publish(
        admin,
        model(r, set("same", rule("same", "REVIEW", cmp("last", "EXACT"), cmp("born", "EXACT")))));
    String anna = id(written(admin, person(r, erp, "a1", "Anna", "Petrova", "1980-01-01")));
    written(admin, person(r, erp, "a2", "Anya", "Petrova", "1980-01-01"));
    String oleg = id(written(admin, person(r, erp, "b1", "Oleg", "Orlov", "1970-05-05")));
    written(admin, person(r, erp, "b2", "Igor", "Orlov", "1970-05-05"));
    writePeople(admin, r, erp, 30, new Random(13));
    long draftId = openDraft(admin, r);
    saveInto(admin, draftId, model(r, set("people", naive())));
    Map<String, Object> which = Map.of("setName", "people", "ruleName", "weighed");
    String preview = MODELS + "/drafts/" + draftId + "/preview";
    long candidates =
        admin.post(preview, which).json().path("estimate").path("candidatePairs").asLong();

    // The Annas are one person: confirmed, they merge. The Orlovs are two: rejected.
    Api.Response confirmed =
        admin.post(CLUSTERS + "/" + clusterOf(admin, anna) + "/confirm", Map.of());
    assertThat(confirmed.status()).as(confirmed.toString()).isEqualTo(200);
    Api.Response rejected =
        admin.post(CLUSTERS + "/" + clusterOf(admin, oleg) + "/reject", Map.of());
    assertThat(rejected.status()).as(rejected.toString()).isEqualTo(200);

    JsonNode estimate =
        admin.post(MODELS + "/drafts/" + draftId + "/estimate", which).json().path("estimate");
    assertThat(estimate.path("confirmedPairs").asInt()).isEqualTo(1);
    assertThat(estimate.path("rejectedPairs").asInt()).isEqualTo(1);
    // The merged Anna is one record now, and the Orlovs' pair is no candidate any more.
    assertThat(estimate.path("recordsRead").asInt()).isEqualTo(4 - 1 + 30 + 10);
    assertThat(estimate.path("candidatePairs").asLong()).isLessThan(candidates);
    JsonNode after = admin.post(preview, which).json().path("estimate");
    assertThat(after.path("rejectedPairs").asInt()).isEqualTo(1);
    assertThat(after.path("confirmedPairs").asInt()).isEqualTo(1);

    // Wiped, Anna's values leave the decisions too (the merged Anya's with them).
    Api.Response wiped = admin.delete(DATA + "/" + r + "/" + erp + "/a1?wipe=true");
    assertThat(wiped.status()).as(wiped.toString()).isEqualTo(200);
    JsonNode gone = admin.post(preview, which).json().path("estimate");
    assertThat(gone.path("confirmedPairs").asInt()).isZero();
    assertThat(gone.path("rejectedPairs").asInt()).isEqualTo(1);
  }

  private static String clusterOf(Api admin, String etalonId) {
    JsonNode list =
        admin
            .post(CLUSTERS + "?clusterTargetSubjectId=" + etalonId, Map.of())
            .json()
            .path("clusters");
    assertThat(list).as("the clusters holding " + etalonId).hasSize(1);
    return list.get(0).path("id").asString();
  }

  // ---- helpers

  /** Writes {@code count} people and about a third as many duplicates with one error each. */
  private int writePeople(Api admin, String r, String source, int count, Random random) {
    List<String[]> people = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      LocalDate born = LocalDate.of(1950, 1, 1).plusDays(random.nextInt(365 * 50));
      String[] p = {
        FIRST[random.nextInt(FIRST.length)], LAST[random.nextInt(LAST.length)], born.toString()
      };
      people.add(p);
      written(admin, person(r, source, "p" + i, p[0], p[1], p[2]));
    }
    int duplicates = 0;
    for (int i = 0; i < count; i += 3) {
      String[] p = people.get(i).clone();
      switch (random.nextInt(3)) {
        case 0 -> p[1] = p[1].substring(0, 2) + p[1].charAt(3) + p[1].charAt(2) + p[1].substring(4);
        case 1 -> {
          LocalDate d = LocalDate.parse(p[2]);
          p[2] =
              d.getDayOfMonth() <= 12
                  ? LocalDate.of(d.getYear(), d.getDayOfMonth(), d.getMonthValue()).toString()
                  : d.plusDays(1).toString();
        }
        default -> p[0] = p[0] + "a";
      }
      written(admin, person(r, source, "d" + i, p[0], p[1], p[2]));
      duplicates++;
    }
    return duplicates;
  }

  /** A weighted rule whose probabilities are a first guess, all alike. */
  private static Map<String, Object> naive() {
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("name", "weighed");
    rule.put("action", "REVIEW");
    rule.put("type", "WEIGHTED");
    rule.put(
        "evidence",
        List.of(
            Map.of("attribute", "first", "levels", List.of(level("EXACT"), jw())),
            Map.of("attribute", "last", "levels", List.of(level("EXACT"), jw())),
            Map.of(
                "attribute",
                "born",
                "levels",
                List.of(
                    level("EXACT"),
                    level("DATE_SWAPPED"),
                    Map.of("type", "DATE_WITHIN", "days", 30, "m", 0.1, "u", 0.1)))));
    rule.put("upperThreshold", 20);
    rule.put("lowerThreshold", 5);
    rule.put(
        "blocking",
        List.of(
            Map.of("comparisons", List.of(cmp("born", "DATE_SWAPPED"))),
            Map.of("comparisons", List.of(cmp("last", "PHONETIC")))));
    return rule;
  }

  private static Map<String, Object> level(String type) {
    return Map.of("type", type, "m", 0.4, "u", 0.1);
  }

  private static Map<String, Object> jw() {
    return Map.of("type", "JARO_WINKLER", "threshold", 0.9, "m", 0.4, "u", 0.1);
  }

  private static void saveInto(Api admin, long draftId, Map<String, Object> model) {
    Api.Response saved = admin.post(MODELS + "/save", Map.of("draftId", draftId, "model", model));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
  }

  private static String code(Api.Response r) {
    return r.status() + " " + r.json().path("details").path("error").get(0).path("code").asString();
  }
}
