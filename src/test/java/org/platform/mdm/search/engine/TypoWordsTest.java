package org.platform.mdm.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.platform.mdm.search.EditDistance;
import org.platform.mdm.search.EditDistanceTest;

/**
 * The dictionary's forms miss no word within a query word's typos: on random Latin and Cyrillic
 * pairs, every pair the brute force puts within the query word's edits shares a form (the query
 * word's with up to its edits deleted, the stored word's with up to two).
 */
class TypoWordsTest {

  @Test
  void aWordWithinTheTyposSharesAForm() {
    Random random = new Random(4621);
    String[] alphabets = {
      "ab", "abcdefghijklmnopqrstuvwxyz", "ив", "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
    };
    int within = 0;
    for (int n = 0; n < 5_000; n++) {
      String letters = alphabets[random.nextInt(alphabets.length)];
      String query = EditDistanceTest.word(random, letters);
      String stored =
          random.nextInt(4) == 0
              ? EditDistanceTest.word(random, letters)
              : EditDistanceTest.typo(random, query, letters, random.nextInt(4));
      int edits = EditDistance.fuzziness(query);
      Set<String> shared = new HashSet<>(TypoWords.deletions(query, edits));
      shared.retainAll(TypoWords.deletions(stored, 2));
      if (EditDistanceTest.bruteForce(query, 0, stored, 0) <= edits) {
        within++;
        assertThat(shared).as("%s ~ %s", query, stored).isNotEmpty();
      }
    }
    assertThat(within).as("pairs within the typos met").isGreaterThan(1_000);
  }

  @Test
  void formsAreTheWordAndItsDeletions() {
    assertThat(TypoWords.deletions("abc", 0)).containsExactly("abc");
    assertThat(TypoWords.deletions("abc", 1)).containsExactlyInAnyOrder("abc", "bc", "ac", "ab");
    assertThat(TypoWords.deletions("abc", 2))
        .containsExactlyInAnyOrder("abc", "bc", "ac", "ab", "a", "b", "c");
  }

  @Test
  void aWordStandsForAtMostFiftyWordsTheClosestFirst() {
    // "petrovka" itself, 25 words one letter away (its last letter changed) and 25 × 25 two
    // letters away (both last letters changed), in no order.
    java.util.List<String> stored = new java.util.ArrayList<>();
    for (char a = 'a'; a <= 'z'; a++) {
      for (char b = 'a'; b <= 'z'; b++) {
        if (b != 'k' && a != 'a') {
          stored.add("petrov" + b + a);
        }
      }
      stored.add("petrovk" + a);
    }
    java.util.Collections.shuffle(stored, new Random(3));

    java.util.List<String> closest = TypoWords.closest("petrovka", stored);

    assertThat(closest).hasSize(TypoWords.MAX_EXPANSIONS);
    // Every word one edit away (petrovkb … petrovkz, and petrovak: a swap) before any two away,
    // each tier in the order of the alphabet.
    assertThat(closest.subList(0, 26))
        .allMatch(w -> EditDistance.distance("petrovka", w) == 1)
        .contains("petrovak", "petrovkb", "petrovkz")
        .isSorted();
    assertThat(closest.subList(26, 50))
        .allMatch(w -> EditDistance.distance("petrovka", w) == 2)
        .isSorted();
    assertThat(closest).doesNotContain("petrovka");
  }
}
