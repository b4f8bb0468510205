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
    return distanceWithin(a, b, max) <= max;
  }

  /**
   * The distance of two texts when it is at most {@code max}, else {@code max + 1}: one computation
   * for both the test and the distance, which stops as soon as no alignment can stay within.
   */
  public static int distanceWithin(String a, String b, int max) {
    int[] x = a.codePoints().toArray();
    int[] y = b.codePoints().toArray();
    if (Math.abs(x.length - y.length) > max) {
      return max + 1;
    }
    return Math.min(distance(x, y, max), max + 1);
  }

  /** The optimal string alignment distance of two texts, compared by code point. */
  public static int distance(String a, String b) {
    return distance(a.codePoints().toArray(), b.codePoints().toArray(), Integer.MAX_VALUE);
  }

  /**
   * The distance, or any number above {@code max} once a whole row of the table is above it: a cell
   * of the next row comes from a cell of this row (never less), from its left neighbour plus one,
   * or from a transposition's cell two rows up plus one, a cell at least the one diagonally below
   * it less one; so no later row comes back under.
   */
  private static int distance(int[] a, int[] b, int max) {
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
      if (max < Integer.MAX_VALUE && min(current) > max) {
        return max + 1;
      }
      int[] spare = before;
      before = previous;
      previous = current;
      current = spare;
    }
    return previous[m];
  }

  private static int min(int[] row) {
    int min = Integer.MAX_VALUE;
    for (int cell : row) {
      min = Math.min(min, cell);
    }
    return min;
  }
}
