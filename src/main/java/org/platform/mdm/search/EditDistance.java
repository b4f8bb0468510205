package org.platform.mdm.search;

/**
 * Typos as the search engines count them ({@code fuzziness: AUTO}): the optimal string alignment
 * distance (Levenshtein's insertions, deletions and substitutions, and a transposition of two
 * neighbouring letters as one edit, no letter edited twice), and how many edits a word of a length
 * forgives.
 */
public final class EditDistance {

  private EditDistance() {}

  /** The edits a word of {@code length} letters forgives: none up to 2, one up to 5, else two. */
  public static int fuzziness(int length) {
    return length <= 2 ? 0 : length <= 5 ? 1 : 2;
  }

  /** The edits a word forgives, by its letters (code points). */
  public static int fuzziness(String word) {
    return fuzziness(word.codePointCount(0, word.length()));
  }

  /** Whether {@code a} is within {@code max} edits of {@code b}. */
  public static boolean within(String a, String b, int max) {
    int[] x = a.codePoints().toArray();
    int[] y = b.codePoints().toArray();
    return Math.abs(x.length - y.length) <= max && distance(x, y) <= max;
  }

  /** The optimal string alignment distance of two texts, compared by code point. */
  public static int distance(String a, String b) {
    return distance(a.codePoints().toArray(), b.codePoints().toArray());
  }

  private static int distance(int[] a, int[] b) {
    int m = b.length;
    int[] before = new int[m + 1];
    int[] previous = new int[m + 1];
    int[] current = new int[m + 1];
    for (int j = 0; j <= m; j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length; i++) {
      current[0] = i;
      for (int j = 1; j <= m; j++) {
        int cost = a[i - 1] == b[j - 1] ? 0 : 1;
        int d = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1), previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
          d = Math.min(d, before[j - 2] + 1);
        }
        current[j] = d;
      }
      int[] spare = before;
      before = previous;
      previous = current;
      current = spare;
    }
    return previous[m];
  }
}
