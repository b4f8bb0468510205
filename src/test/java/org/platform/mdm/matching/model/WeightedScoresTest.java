package org.platform.mdm.matching.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The weighted rule's score (Fellegi–Sunter): the product against a small reference of the same
 * formula on random evidence and random pairs, the Jaro–Winkler similarity against published
 * values, and what a missing value and the thresholds do.
 */
class WeightedScoresTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final double LOG2 = Math.log(2);

  @Test
  void jaroWinklerGivesThePublishedValues() {
    // Winkler's examples, as every implementation quotes them.
    assertThat(Similarity.jaroWinkler("martha", "marhta")).isCloseTo(0.9611, within(1e-4));
    assertThat(Similarity.jaroWinkler("dwayne", "duane")).isCloseTo(0.84, within(1e-4));
    assertThat(Similarity.jaroWinkler("dixon", "dicksonx")).isCloseTo(0.8133, within(1e-4));
    assertThat(Similarity.jaroWinkler("abc", "xyz")).isZero();
    assertThat(Similarity.jaroWinkler("", "")).isZero();
    assertThat(Similarity.jaroWinkler("anna", "anna")).isEqualTo(1.0);
  }

  @Test
  void aDateWithDayAndMonthSwappedIsTheSameDateWrittenTheOtherWay() {
    Comparison swapped = new Comparison(List.of("born"), ComparisonType.DATE_SWAPPED, 0);
    assertThat(swapped.score(v("born", "1980-05-03"), v("born", "1980-03-05"))).isEqualTo(0.9);
    assertThat(swapped.score(v("born", "1980-05-03"), v("born", "1980-05-03"))).isEqualTo(1.0);
    assertThat(swapped.score(v("born", "1980-05-03"), v("born", "1981-03-05"))).isNegative();
    assertThat(swapped.score(v("born", "1980-05-03"), v("born", "1980-05-04"))).isNegative();
    // Records whose dates are the same written either way share a blocking form.
    assertThat(swapped.blockForms(v("born", "1980-05-03")))
        .isEqualTo(swapped.blockForms(v("born", "1980-03-05")));
  }

  @Test
  void aMissingValueIsNeutralAndNoLevelCountsWhatIsLeftOfTheProbabilities() {
    Evidence last =
        new Evidence(
            List.of("last"),
            List.of(
                level("last", ComparisonType.EXACT, 0, 0.9, 0.01),
                level("last", ComparisonType.EDIT_DISTANCE, 1, 0.06, 0.02)));
    WeightedRule rule =
        new WeightedRule(List.of(last), 5, 0, WeightedRule.Linkage.WITHIN, List.of());
    assertThat(rule.score(v("last", "petrov"), v("last", "petrov")).total())
        .isCloseTo(Math.log(0.9 / 0.01) / LOG2, within(1e-12));
    assertThat(rule.score(v("last", "petrov"), v("last", "petrow")).total())
        .isCloseTo(Math.log(0.06 / 0.02) / LOG2, within(1e-12));
    WeightedScore none = rule.score(v("last", "petrov"), v("last", "smirnov"));
    assertThat(none.levels()[0]).isEqualTo(Evidence.NONE);
    assertThat(none.total()).isCloseTo(Math.log(0.04 / 0.97) / LOG2, within(1e-12));
    WeightedScore missing = rule.score(v("last", "petrov"), v("last", "  "));
    assertThat(missing.levels()[0]).isEqualTo(Evidence.MISSING);
    assertThat(missing.total()).isZero();
    assertThat(rule.decide(5, MatchAction.AUTO_MERGE)).isEqualTo(MatchAction.AUTO_MERGE);
    assertThat(rule.decide(4.99, MatchAction.AUTO_MERGE)).isEqualTo(MatchAction.REVIEW);
    assertThat(rule.decide(0, MatchAction.AUTO_MERGE)).isEqualTo(MatchAction.REVIEW);
    assertThat(rule.decide(-0.01, MatchAction.AUTO_MERGE)).isNull();
  }

  @Test
  void theProductScoresRandomPairsAsTheReferenceFormulaDoes() {
    Random random = new Random(52);
    int reachedLevels = 0;
    int missing = 0;
    for (int round = 0; round < 300; round++) {
      List<Evidence> evidence = randomEvidence(random);
      WeightedRule rule = new WeightedRule(evidence, 10, 0, WeightedRule.Linkage.WITHIN, List.of());
      for (int pair = 0; pair < 40; pair++) {
        Map<String, JsonNode> a = randomRecord(random, null);
        Map<String, JsonNode> b = randomRecord(random, random.nextInt(3) == 0 ? a : null);
        WeightedScore product = rule.score(a, b);
        double total = 0;
        for (int i = 0; i < evidence.size(); i++) {
          int expected = referenceLevel(evidence.get(i), a, b);
          assertThat(product.levels()[i]).as("evidence %d of %s / %s", i, a, b).isEqualTo(expected);
          total += referenceWeight(evidence.get(i), expected);
          reachedLevels += expected >= 0 ? 1 : 0;
          missing += expected == Evidence.MISSING ? 1 : 0;
        }
        assertThat(product.total()).as("%s / %s", a, b).isCloseTo(total, within(1e-9));
        // Leaving a pair early never leaves one that reaches the lower threshold.
        WeightedScore early = rule.matching(rule.prepare(a), rule.prepare(b));
        if (total >= 0) {
          assertThat(early).as("%s / %s", a, b).isNotNull();
          assertThat(early.total()).isCloseTo(total, within(1e-9));
        } else {
          assertThat(early).as("%s / %s", a, b).isNull();
        }
      }
    }
    // The random cases reach levels, miss them and lack values, each often.
    assertThat(reachedLevels).isGreaterThan(3_000);
    assertThat(missing).isGreaterThan(2_000);
  }

  // ---- the reference: the formula written out plainly

  private static int referenceLevel(Evidence e, Map<String, JsonNode> a, Map<String, JsonNode> b) {
    String attribute = e.attributes().get(0);
    String x = a.containsKey(attribute) ? a.get(attribute).asString().strip() : "";
    String y = b.containsKey(attribute) ? b.get(attribute).asString().strip() : "";
    if (x.isEmpty() || y.isEmpty()) {
      return Evidence.MISSING;
    }
    for (int i = 0; i < e.levels().size(); i++) {
      Comparison c = e.levels().get(i).comparison();
      if (reaches(c.type(), c.parameter(), x, y)) {
        return i;
      }
    }
    return Evidence.NONE;
  }

  private static double referenceWeight(Evidence e, int level) {
    if (level == Evidence.MISSING) {
      return 0;
    }
    if (level >= 0) {
      Evidence.Level l = e.levels().get(level);
      return Math.log(l.m() / l.u()) / LOG2;
    }
    double m = 1;
    double u = 1;
    for (Evidence.Level l : e.levels()) {
      m -= l.m();
      u -= l.u();
    }
    return Math.log(m / u) / LOG2;
  }

  private static boolean reaches(ComparisonType type, double parameter, String x, String y) {
    return switch (type) {
      case EXACT -> x.equals(y);
      case EDIT_DISTANCE -> referenceEdits(x, y) <= parameter;
      case JARO_WINKLER -> referenceJaroWinkler(x, y) >= parameter;
      case DATE_WITHIN ->
          Math.abs(ChronoUnit.DAYS.between(LocalDate.parse(x), LocalDate.parse(y))) <= parameter;
      case DATE_SWAPPED -> {
        LocalDate p = LocalDate.parse(x);
        LocalDate q = LocalDate.parse(y);
        yield p.equals(q)
            || (p.getYear() == q.getYear()
                && p.getMonthValue() == q.getDayOfMonth()
                && p.getDayOfMonth() == q.getMonthValue());
      }
      case NUMBER_WITHIN -> Math.abs(Double.parseDouble(x) - Double.parseDouble(y)) <= parameter;
      default -> throw new IllegalArgumentException(type.name());
    };
  }

  /** Optimal string alignment distance, the whole table. */
  private static int referenceEdits(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      for (int j = 0; j <= b.length(); j++) {
        if (i == 0 || j == 0) {
          d[i][j] = i + j;
          continue;
        }
        int best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1);
        best = Math.min(best, d[i - 1][j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          best = Math.min(best, d[i - 2][j - 2] + 1);
        }
        d[i][j] = best;
      }
    }
    return d[a.length()][b.length()];
  }

  /** Jaro–Winkler from its definition: matched characters in order, half their misplacements. */
  private static double referenceJaroWinkler(String a, String b) {
    if (a.equals(b)) {
      return 1;
    }
    int window = Math.max(0, Math.max(a.length(), b.length()) / 2 - 1);
    boolean[] taken = new boolean[b.length()];
    StringBuilder fromA = new StringBuilder();
    List<Integer> positions = new ArrayList<>();
    for (int i = 0; i < a.length(); i++) {
      for (int j = Math.max(0, i - window); j <= Math.min(b.length() - 1, i + window); j++) {
        if (!taken[j] && a.charAt(i) == b.charAt(j)) {
          taken[j] = true;
          fromA.append(a.charAt(i));
          positions.add(j);
          break;
        }
      }
    }
    int m = fromA.length();
    if (m == 0) {
      return 0;
    }
    positions.sort(Integer::compare);
    int misplaced = 0;
    for (int k = 0; k < m; k++) {
      misplaced += fromA.charAt(k) == b.charAt(positions.get(k)) ? 0 : 1;
    }
    double jaro =
        ((double) m / a.length() + (double) m / b.length() + (m - misplaced / 2.0) / m) / 3;
    if (jaro <= 0.7) {
      return jaro;
    }
    int prefix = 0;
    while (prefix < 4
        && prefix < Math.min(a.length(), b.length())
        && a.charAt(prefix) == b.charAt(prefix)) {
      prefix++;
    }
    return jaro + prefix * 0.1 * (1 - jaro);
  }

  // ---- random cases

  private static final String[] ATTRIBUTES = {"name", "born", "size"};

  private static List<Evidence> randomEvidence(Random random) {
    List<Evidence> list = new ArrayList<>();
    for (String attribute : ATTRIBUTES) {
      if (random.nextInt(4) == 0) {
        continue;
      }
      List<ComparisonType> types =
          switch (attribute) {
            case "name" ->
                List.of(
                    ComparisonType.EXACT,
                    ComparisonType.EDIT_DISTANCE,
                    ComparisonType.JARO_WINKLER);
            case "born" ->
                List.of(
                    ComparisonType.EXACT, ComparisonType.DATE_SWAPPED, ComparisonType.DATE_WITHIN);
            default -> List.of(ComparisonType.EXACT, ComparisonType.NUMBER_WITHIN);
          };
      List<Evidence.Level> levels = new ArrayList<>();
      double mLeft = 0.95;
      double uLeft = 0.95;
      for (ComparisonType type : types) {
        if (random.nextInt(3) == 0) {
          continue;
        }
        double parameter =
            switch (type) {
              case EDIT_DISTANCE -> 1 + random.nextInt(2);
              case JARO_WINKLER -> 0.7 + random.nextInt(25) / 100.0;
              case DATE_WITHIN -> random.nextInt(40);
              case NUMBER_WITHIN -> random.nextInt(5);
              default -> 0;
            };
        double m = mLeft * (0.05 + 0.9 * random.nextDouble());
        double u = uLeft * (0.01 + 0.5 * random.nextDouble());
        mLeft -= m;
        uLeft -= u;
        levels.add(level(attribute, type, parameter, m, u));
      }
      list.add(new Evidence(List.of(attribute), levels));
    }
    return list;
  }

  /** A record of random values, some missing; close to {@code like} when one is given. */
  private static Map<String, JsonNode> randomRecord(Random random, Map<String, JsonNode> like) {
    Map<String, JsonNode> values = new HashMap<>();
    for (String attribute : ATTRIBUTES) {
      if (random.nextInt(6) == 0) {
        continue;
      }
      String value;
      if (like != null && like.containsKey(attribute) && random.nextBoolean()) {
        value = near(random, attribute, like.get(attribute).asString());
      } else {
        value =
            switch (attribute) {
              case "name" -> word(random);
              case "born" ->
                  LocalDate.of(1980, 1 + random.nextInt(12), 1 + random.nextInt(12)).toString();
              default -> Integer.toString(random.nextInt(20));
            };
      }
      values.put(attribute, JSON.getNodeFactory().stringNode(value));
    }
    return values;
  }

  private static String near(Random random, String attribute, String value) {
    switch (attribute) {
      case "name" -> {
        StringBuilder s = new StringBuilder(value);
        if (!s.isEmpty() && random.nextBoolean()) {
          s.setCharAt(random.nextInt(s.length()), (char) ('a' + random.nextInt(5)));
        }
        return s.toString();
      }
      case "born" -> {
        LocalDate d = LocalDate.parse(value);
        return random.nextBoolean() && d.getDayOfMonth() <= 12
            ? LocalDate.of(d.getYear(), d.getDayOfMonth(), d.getMonthValue()).toString()
            : d.plusDays(random.nextInt(30)).toString();
      }
      default -> {
        return Integer.toString(Integer.parseInt(value) + random.nextInt(4));
      }
    }
  }

  private static String word(Random random) {
    StringBuilder s = new StringBuilder();
    int n = 2 + random.nextInt(6);
    for (int i = 0; i < n; i++) {
      s.append((char) ('a' + random.nextInt(5)));
    }
    return s.toString();
  }

  private static Evidence.Level level(
      String attribute, ComparisonType type, double parameter, double m, double u) {
    return new Evidence.Level(new Comparison(List.of(attribute), type, parameter), m, u);
  }

  private static Map<String, JsonNode> v(String attribute, String value) {
    return Map.of(attribute, JSON.getNodeFactory().stringNode(value));
  }
}
