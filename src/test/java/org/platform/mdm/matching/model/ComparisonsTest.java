package org.platform.mdm.matching.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Each comparison on Latin, Cyrillic and transliterated values, typos, and blanks. */
class ComparisonsTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Test
  void exactComparesValuesAsWritten() {
    assertThat(matches(ComparisonType.EXACT, 0, "Ivan", "Ivan")).isTrue();
    assertThat(matches(ComparisonType.EXACT, 0, "Ivan", "ivan")).isFalse();
    assertThat(matches(ComparisonType.EXACT, 0, 42, 42)).isTrue();
    assertThat(matches(ComparisonType.EXACT, 0, 42, 43)).isFalse();
  }

  @Test
  void normalizedIgnoresCaseSpacesPunctuationAccentsScriptAndWordOrder() {
    assertThat(matches(ComparisonType.NORMALIZED, 0, "  PETROV,  Ivan ", "ivan petrov")).isTrue();
    assertThat(matches(ComparisonType.NORMALIZED, 0, "José Müller", "jose muller")).isTrue();
    assertThat(matches(ComparisonType.NORMALIZED, 0, "Жуков", "Zhukov")).isTrue();
    assertThat(matches(ComparisonType.NORMALIZED, 0, "Щукина Анна", "anna shchukina")).isTrue();
    assertThat(matches(ComparisonType.NORMALIZED, 0, "Пётр", "Petr")).isTrue();
    assertThat(matches(ComparisonType.NORMALIZED, 0, "Petrov", "Petrova")).isFalse();
    // Digits alone are one number however they are grouped, and never reordered.
    assertThat(matches(ComparisonType.NORMALIZED, 0, "+7 955 230-87-16", "+79552308716")).isTrue();
    assertThat(matches(ComparisonType.NORMALIZED, 0, "12 34", "34 12")).isFalse();
    assertThat(matches(ComparisonType.EDIT_DISTANCE, 1, "+7 955 230-87-16", "89552308716"))
        .isTrue();
  }

  @Test
  void fuzzyAcceptsTyposAboveTheThreshold() {
    assertThat(matches(ComparisonType.FUZZY, 0.65, "Konstantinopolsky", "Konstantinopolskiy"))
        .isTrue();
    assertThat(matches(ComparisonType.FUZZY, 0.5, "Aleksandrov", "Alexandrov")).isTrue();
    assertThat(matches(ComparisonType.FUZZY, 0.65, "Ivanov", "Smirnov")).isFalse();
    // Cyrillic against its Latin spelling with a typo.
    assertThat(matches(ComparisonType.FUZZY, 0.5, "Константинопольский", "Konstantinopolskij"))
        .isTrue();
    double strict = score(ComparisonType.FUZZY, 0.3, "Petrov Ivan", "Ivan Petrow");
    assertThat(strict).isBetween(0.3, 0.99);
  }

  @Test
  void editDistanceCountsSwappedLettersAsOneEdit() {
    assertThat(matches(ComparisonType.EDIT_DISTANCE, 1, "Petrov", "Petorv")).isTrue();
    assertThat(matches(ComparisonType.EDIT_DISTANCE, 1, "Petrov", "Petrovv")).isTrue();
    assertThat(matches(ComparisonType.EDIT_DISTANCE, 1, "Petrov", "Pertova")).isFalse();
    assertThat(matches(ComparisonType.EDIT_DISTANCE, 2, "Petrov", "Pertova")).isTrue();
    assertThat(matches(ComparisonType.EDIT_DISTANCE, 0, "Петров", "petrov")).isTrue();
  }

  @Test
  void phoneticMatchesNamesThatSoundAlikeInEitherScript() {
    assertThat(matches(ComparisonType.PHONETIC, 0, "Smith", "Smyth")).isTrue();
    assertThat(matches(ComparisonType.PHONETIC, 0, "Шмидт", "Schmidt")).isTrue();
    assertThat(matches(ComparisonType.PHONETIC, 0, "Smith John", "Jon Smyth")).isTrue();
    assertThat(matches(ComparisonType.PHONETIC, 0, "Smith", "Brown")).isFalse();
  }

  @Test
  void datesAndNumbersMatchWithinTheirDistance() {
    assertThat(matches(ComparisonType.DATE_WITHIN, 2, "1980-05-01", "1980-05-03")).isTrue();
    assertThat(matches(ComparisonType.DATE_WITHIN, 1, "1980-05-01", "1980-05-03")).isFalse();
    assertThat(matches(ComparisonType.DATE_WITHIN, 0, "1980-05-01", "1980-05-01T10:00:00"))
        .isTrue();
    assertThat(matches(ComparisonType.DATE_WITHIN, 5, "1980-05-01", "not a date")).isFalse();
    assertThat(matches(ComparisonType.NUMBER_WITHIN, 0.5, 10, 10.4)).isTrue();
    assertThat(matches(ComparisonType.NUMBER_WITHIN, 0.5, 10, 11)).isFalse();
    assertThat(matches(ComparisonType.SAME_LOOKUP, 0, "RU", "RU")).isTrue();
    assertThat(matches(ComparisonType.SAME_LOOKUP, 0, "RU", "KZ")).isFalse();
  }

  @Test
  void blankValuesNeverMatch() {
    for (ComparisonType type : ComparisonType.values()) {
      assertThat(matches(type, 1, "", "")).as(type.name()).isFalse();
      assertThat(matches(type, 1, "  ", "  ")).as(type.name()).isFalse();
      assertThat(matches(type, 1, null, null)).as(type.name()).isFalse();
      assertThat(matches(type, 1, ",.", ",."))
          .as(type.name())
          .isEqualTo(type == ComparisonType.EXACT || type == ComparisonType.SAME_LOOKUP);
    }
  }

  @Test
  void severalAttributesAreJoinedSoSwappedNamePartsMatch() {
    Comparison names =
        new Comparison(List.of("firstName", "lastName"), ComparisonType.NORMALIZED, 0);
    Map<String, JsonNode> a = Map.of("firstName", text("Ivan"), "lastName", text("Petrov"));
    Map<String, JsonNode> b = Map.of("firstName", text("Петров"), "lastName", text("Иван"));
    assertThat(names.score(a, b)).isEqualTo(1.0);
  }

  @Test
  void anyValueOfAMultiValuedOrNestedAttributeMatches() {
    Comparison phones = new Comparison(List.of("contacts.phone"), ComparisonType.EXACT, 0);
    Map<String, JsonNode> a =
        Map.of("contacts", JSON.readTree("[{\"phone\": \"1\"}, {\"phone\": \"2\"}]"));
    Map<String, JsonNode> b = Map.of("contacts", JSON.readTree("{\"phone\": \"2\"}"));
    Map<String, JsonNode> c = Map.of("contacts", JSON.readTree("{\"phone\": \"3\"}"));
    assertThat(phones.score(a, b)).isEqualTo(1.0);
    assertThat(phones.score(a, c)).isNegative();
  }

  @Test
  void editDistanceEqualsTheBruteForceOneOnRandomStrings() {
    Random random = new Random(7);
    for (int i = 0; i < 5_000; i++) {
      String a = randomWord(random);
      String b = random.nextBoolean() ? typo(random, a) : randomWord(random);
      int expected = reference(a, b);
      int limit = random.nextInt(4);
      assertThat(Similarity.editDistance(a, b, limit))
          .as(a + " / " + b + " limit " + limit)
          .isEqualTo(Math.min(expected, limit + 1));
    }
  }

  // ---- helpers

  /** Optimal string alignment distance by plain recursion over all edits, memoised. */
  private static int reference(String a, String b) {
    Integer[][] memo = new Integer[a.length() + 1][b.length() + 1];
    return osa(a, b, a.length(), b.length(), memo);
  }

  private static int osa(String a, String b, int i, int j, Integer[][] memo) {
    if (i == 0 || j == 0) {
      return i + j;
    }
    if (memo[i][j] != null) {
      return memo[i][j];
    }
    int best = osa(a, b, i - 1, j, memo) + 1;
    best = Math.min(best, osa(a, b, i, j - 1, memo) + 1);
    best =
        Math.min(
            best, osa(a, b, i - 1, j - 1, memo) + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
    if (i > 1
        && j > 1
        && a.charAt(i - 1) == b.charAt(j - 2)
        && a.charAt(i - 2) == b.charAt(j - 1)) {
      best = Math.min(best, osa(a, b, i - 2, j - 2, memo) + 1);
    }
    memo[i][j] = best;
    return best;
  }

  private static String randomWord(Random random) {
    StringBuilder s = new StringBuilder();
    int n = random.nextInt(8);
    for (int i = 0; i < n; i++) {
      s.append((char) ('a' + random.nextInt(4)));
    }
    return s.toString();
  }

  private static String typo(Random random, String word) {
    StringBuilder s = new StringBuilder(word);
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = s.isEmpty() ? 0 : random.nextInt(s.length());
      switch (random.nextInt(4)) {
        case 0 -> s.insert(at, (char) ('a' + random.nextInt(4)));
        case 1 -> {
          if (!s.isEmpty()) {
            s.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (!s.isEmpty()) {
            s.setCharAt(at, (char) ('a' + random.nextInt(4)));
          }
        }
        default -> {
          if (at + 1 < s.length()) {
            char c = s.charAt(at);
            s.setCharAt(at, s.charAt(at + 1));
            s.setCharAt(at + 1, c);
          }
        }
      }
    }
    return s.toString();
  }

  private static JsonNode text(String value) {
    return JSON.getNodeFactory().stringNode(value);
  }

  private static double score(ComparisonType type, double parameter, Object a, Object b) {
    Comparison c = new Comparison(List.of("v"), type, parameter);
    Map<String, JsonNode> x = a == null ? Map.of() : Map.of("v", JSON.valueToTree(a));
    Map<String, JsonNode> y = b == null ? Map.of() : Map.of("v", JSON.valueToTree(b));
    return c.score(x, y);
  }

  private static boolean matches(ComparisonType type, double parameter, Object a, Object b) {
    return score(type, parameter, a, b) >= 0;
  }
}
