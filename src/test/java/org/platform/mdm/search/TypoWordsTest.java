package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

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
}
