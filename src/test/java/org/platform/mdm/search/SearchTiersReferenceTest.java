package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * A text search's hits against a brute-force reference on random names and random typos: which
 * records match, in which tier (the exact words, words one edit away, two edits away: each query
 * word forgiving one edit up to five letters and two beyond, the 50 closest words at most), the
 * tiers in order and each typo tier by name; and a page by relevance counted up to a bound holds
 * the best tiers' matches.
 */
class SearchTiersReferenceTest extends SearchTestSupport {

  private static final String LIMIT = SearchSettings.COUNT_LIMIT.name();
  private static final String CONSONANTS = "bdkmpt";
  private static final String VOWELS = "ao";
  private static final String LETTERS = CONSONANTS + VOWELS;

  @Autowired JdbcClient jdbc;

  @Test
  void hitsTiersAndOrderAgreeWithTheReference() {
    Api admin = admin();
    Random random = new Random(4633);
    for (int round = 0; round < 3; round++) {
      String erp = aSource(admin, "erp", 40);
      String r = aRegister(admin, "BVT", attribute("name", "String"));
      Map<String, List<String>> words = new HashMap<>(); // by etalon id
      Map<String, String> names = new HashMap<>();
      for (int i = 0; i < 40; i++) {
        List<String> name = new ArrayList<>();
        int count = 1 + random.nextInt(2);
        while (name.size() < count) {
          String word = word(random);
          if (keepsItsForm(word)) {
            name.add(word);
          }
        }
        String id =
            id(written(admin, aRecord(r, erp, "K" + i).with("name", String.join(" ", name))));
        words.put(id, name);
        names.put(id, String.join(" ", name));
      }
      List<String> stored = words.values().stream().flatMap(List::stream).distinct().toList();
      Map<String, Map<String, Integer>> cases = new HashMap<>();
      for (int n = 0; n < 25; n++) {
        List<String> query = new ArrayList<>();
        int count = random.nextInt(5) == 0 ? 2 : 1;
        while (query.size() < count) {
          String word = typo(stored.get(random.nextInt(stored.size())), random);
          if (word.length() >= 3 && keepsItsForm(word)) {
            query.add(word);
          }
        }
        String text = String.join(" ", query);
        Map<String, Integer> expected = tiers(query, words, stored);

        JsonNode all = searched(admin, body(r, "text", text, "limit", 100)).path("hits");
        Map<String, Integer> actual = new HashMap<>();
        List<String> order = new ArrayList<>();
        for (JsonNode hit : all) {
          order.add(hit.path("etalonId").asString());
          actual.put(hit.path("etalonId").asString(), tier(hit.path("score").asDouble()));
        }
        assertThat(actual).as("the hits of '%s' and their tiers", text).isEqualTo(expected);
        List<String> reference = new ArrayList<>(order);
        reference.sort(
            Comparator.<String>comparingInt(expected::get)
                .thenComparing(id -> expected.get(id) == 0 ? "" : names.get(id))
                .thenComparing(id -> expected.get(id) == 0 ? "" : id));
        assertThat(order)
            .as("the tiers in order, a typo tier by name, of '%s'", text)
            .isEqualTo(inTierOrder(order, reference, expected));

        cases.put(text, expected);
      }
      try {
        setting(admin, LIMIT, "4");
        cases.forEach(
            (text, expected) -> {
              JsonNode page = searched(admin, body(r, "text", text, "limit", 4));
              List<Integer> best = expected.values().stream().sorted().limit(4).toList();
              List<Integer> got = new ArrayList<>();
              page.path("hits").forEach(h -> got.add(tier(h.path("score").asDouble())));
              assertThat(got)
                  .as("a bounded page of '%s' holds the best tiers", text)
                  .isEqualTo(best);
              assertThat(page.path("totalCount").asLong()).isEqualTo(Math.min(expected.size(), 4));
              assertThat(page.path("totalCountExact").asBoolean()).isEqualTo(expected.size() <= 4);
            });
      } finally {
        setting(admin, LIMIT, null);
      }
    }
  }

  /**
   * The order a reader expects: the tiers in order; within the exact tier the product's own order
   * (by rank), within a typo tier the reference's (by name, then by etalon id).
   */
  private static List<String> inTierOrder(
      List<String> actual, List<String> reference, Map<String, Integer> tiers) {
    List<String> out = new ArrayList<>();
    actual.stream().filter(id -> tiers.get(id) == 0).forEach(out::add);
    reference.stream().filter(id -> tiers.get(id) > 0).forEach(out::add);
    return out;
  }

  /** A hit's tier by its score: 1 to 2 exact, 0.5 one edit away, 0 two edits away. */
  private static int tier(double score) {
    return score >= 1 ? 0 : score == 0.5 ? 1 : score == 0 ? 2 : -1;
  }

  /**
   * The reference: a record's tier is, over the query's words, the most edits it takes to meet one
   * of its words (0 for the word itself), each query word meeting only the 50 stored words closest
   * to it within its edits; records some query word does not meet are no hits.
   */
  private static Map<String, Integer> tiers(
      List<String> query, Map<String, List<String>> words, List<String> stored) {
    Map<String, Map<String, Integer>> reach = new HashMap<>();
    for (String q : query) {
      int edits = q.length() <= 2 ? 0 : q.length() <= 5 ? 1 : 2;
      TreeSet<String> close =
          new TreeSet<>(
              Comparator.<String>comparingInt(w -> distance(q, w))
                  .thenComparing(Comparator.naturalOrder()));
      stored.stream().filter(w -> !w.equals(q) && distance(q, w) <= edits).forEach(close::add);
      Map<String, Integer> met = new HashMap<>();
      met.put(q, 0);
      close.stream().limit(50).forEach(w -> met.put(w, distance(q, w)));
      reach.put(q, met);
    }
    Map<String, Integer> out = new HashMap<>();
    words.forEach(
        (id, name) -> {
          int tier = 0;
          for (String q : query) {
            int best = Integer.MAX_VALUE;
            for (String w : name) {
              best = Math.min(best, reach.get(q).getOrDefault(w, Integer.MAX_VALUE));
            }
            tier = Math.max(tier, best);
          }
          if (tier != Integer.MAX_VALUE) {
            out.put(id, tier);
          }
        });
    return out;
  }

  /** The optimal string alignment distance, by its definition's recursion (brute force). */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      for (int j = 0; j <= b.length(); j++) {
        if (i == 0 || j == 0) {
          d[i][j] = i + j;
          continue;
        }
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }

  /** Two to four syllables of a small alphabet: many names within a typo of each other. */
  private static String word(Random random) {
    StringBuilder word = new StringBuilder();
    int syllables = 2 + random.nextInt(3);
    for (int i = 0; i < syllables; i++) {
      word.append(CONSONANTS.charAt(random.nextInt(CONSONANTS.length())));
      word.append(VOWELS.charAt(random.nextInt(VOWELS.length())));
    }
    return word.toString();
  }

  /** The word with up to two random edits (a letter changed, dropped, added or two swapped). */
  private static String typo(String word, Random random) {
    StringBuilder w = new StringBuilder(word);
    int edits = random.nextInt(3);
    for (int e = 0; e < edits && w.length() > 1; e++) {
      int at = random.nextInt(w.length() - 1);
      char letter = LETTERS.charAt(random.nextInt(LETTERS.length()));
      switch (random.nextInt(4)) {
        case 0 -> w.setCharAt(at, letter);
        case 1 -> w.deleteCharAt(at);
        case 2 -> w.insert(at, letter);
        default -> {
          char c = w.charAt(at);
          w.setCharAt(at, w.charAt(at + 1));
          w.setCharAt(at + 1, c);
        }
      }
    }
    return w.toString();
  }

  /** Whether the text configuration keeps the word as it is (no stem cut from it). */
  private boolean keepsItsForm(String word) {
    Set<String> lexemes =
        new LinkedHashSet<>(
            jdbc.sql("select unnest(tsvector_to_array(to_tsvector('mdm_text', ?)))")
                .param(word)
                .query(String.class)
                .list());
    return lexemes.equals(Set.of(word));
  }
}
