package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The optimal string alignment distance against a brute force: every way of cutting both words into
 * aligned pieces (a letter against a letter, a letter against nothing, nothing against a letter,
 * two neighbouring letters against the same two swapped), the cheapest one counted.
 */
public class EditDistanceTest {

  @Test
  void countsATranspositionOfNeighboursAsOneEdit() {
    assertThat(EditDistance.distance("ivanov", "ivanvo")).isEqualTo(1);
    assertThat(EditDistance.distance("ivanov", "ivnaov")).isEqualTo(1);
    assertThat(EditDistance.distance("smirnova", "smirnvoa")).isEqualTo(1);
    assertThat(EditDistance.distance("иванов", "иваноф")).isEqualTo(1);
    assertThat(EditDistance.distance("ca", "abc"))
        .as("no letter edited twice: not the transposition then an insertion between")
        .isEqualTo(3);
    assertThat(EditDistance.distance("", "abc")).isEqualTo(3);
  }

  @Test
  void forgivesEditsByTheWordsLength() {
    assertThat(EditDistance.fuzziness("ab")).isZero();
    assertThat(EditDistance.fuzziness("abc")).isEqualTo(1);
    assertThat(EditDistance.fuzziness("abcde")).isEqualTo(1);
    assertThat(EditDistance.fuzziness("abcdef")).isEqualTo(2);
    assertThat(EditDistance.within("petrov", "petrvo", 1)).isTrue();
    assertThat(EditDistance.within("petrov", "pterv", 1)).isFalse();
  }

  @Test
  void agreesWithTheBruteForceOnRandomLatinAndCyrillicWords() {
    Random random = new Random(46);
    String[] alphabets = {
      "abc", "abcdefghijklmnopqrstuvwxyz", "авк", "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
    };
    for (int n = 0; n < 5_000; n++) {
      String letters = alphabets[random.nextInt(alphabets.length)];
      String a = word(random, letters);
      String b =
          random.nextBoolean()
              ? word(random, letters)
              : typo(random, a, letters, random.nextInt(4));
      int expected = bruteForce(a, 0, b, 0);
      assertThat(EditDistance.distance(a, b)).as("%s ~ %s", a, b).isEqualTo(expected);
      for (int max = 0; max <= 2; max++) {
        assertThat(EditDistance.within(a, b, max))
            .as("%s ~ %s within %d", a, b, max)
            .isEqualTo(expected <= max);
        assertThat(EditDistance.distanceWithin(a, b, max))
            .as("%s ~ %s, its distance up to %d", a, b, max)
            .isEqualTo(Math.min(expected, max + 1));
      }
    }
  }

  public static String word(Random random, String letters) {
    StringBuilder w = new StringBuilder();
    int length = random.nextInt(7);
    for (int i = 0; i < length; i++) {
      w.append(letters.charAt(random.nextInt(letters.length())));
    }
    return w.toString();
  }

  /** The word with some random edits, so that near words are met often. */
  public static String typo(Random random, String word, String letters, int edits) {
    StringBuilder w = new StringBuilder(word);
    for (int e = 0; e < edits; e++) {
      int at = w.isEmpty() ? 0 : random.nextInt(w.length());
      char letter = letters.charAt(random.nextInt(letters.length()));
      switch (w.isEmpty() ? 0 : random.nextInt(4)) {
        case 0 -> w.insert(at, letter);
        case 1 -> w.deleteCharAt(at);
        case 2 -> w.setCharAt(at, letter);
        default -> {
          if (at + 1 < w.length()) {
            char c = w.charAt(at);
            w.setCharAt(at, w.charAt(at + 1));
            w.setCharAt(at + 1, c);
          }
        }
      }
    }
    return w.toString();
  }

  /** The cheapest cut of a[i..] and b[j..] into aligned pieces, every cut tried. */
  public static int bruteForce(String a, int i, String b, int j) {
    if (i == a.length()) {
      return b.length() - j;
    }
    if (j == b.length()) {
      return a.length() - i;
    }
    int best = 1 + bruteForce(a, i + 1, b, j);
    best = Math.min(best, 1 + bruteForce(a, i, b, j + 1));
    best = Math.min(best, (a.charAt(i) == b.charAt(j) ? 0 : 1) + bruteForce(a, i + 1, b, j + 1));
    if (i + 1 < a.length()
        && j + 1 < b.length()
        && a.charAt(i) == b.charAt(j + 1)
        && a.charAt(i + 1) == b.charAt(j)) {
      best = Math.min(best, 1 + bruteForce(a, i + 2, b, j + 2));
    }
    return best;
  }
}
