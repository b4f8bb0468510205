package org.platform.mdm.matching.model;

import java.util.HashSet;
import java.util.Set;

/** String similarities of normalised values: trigram similarity, edit distance and Jaro–Winkler. */
final class Similarity {

  private Similarity() {}

  /**
   * Trigram similarity as PostgreSQL's pg_trgm counts it: the trigrams of each word padded with two
   * spaces before and one after, shared trigrams over all distinct trigrams of both (0 to 1).
   */
  static double trigram(String a, String b) {
    Set<String> x = trigrams(a);
    Set<String> y = trigrams(b);
    if (x.isEmpty() || y.isEmpty()) {
      return a.equals(b) && !a.isEmpty() ? 1 : 0;
    }
    int shared = 0;
    for (String t : x) {
      if (y.contains(t)) {
        shared++;
      }
    }
    return (double) shared / (x.size() + y.size() - shared);
  }

  static Set<String> trigrams(String text) {
    Set<String> set = new HashSet<>();
    for (String word : text.split(" ")) {
      if (word.isEmpty()) {
        continue;
      }
      String padded = "  " + word + " ";
      for (int i = 0; i + 3 <= padded.length(); i++) {
        set.add(padded.substring(i, i + 3));
      }
    }
    return set;
  }

  /**
   * The optimal-string-alignment distance: insertions, deletions, substitutions and transpositions
   * of neighbouring characters each count one (a typo swapping two letters is one edit). Stops
   * counting beyond {@code limit}: answers {@code limit + 1} then.
   */
  static int editDistance(String a, String b, int limit) {
    if (Math.abs(a.length() - b.length()) > limit) {
      return limit + 1;
    }
    int n = a.length();
    int m = b.length();
    int[] before = new int[m + 1];
    int[] previous = new int[m + 1];
    int[] current = new int[m + 1];
    for (int j = 0; j <= m; j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= n; i++) {
      current[0] = i;
      int best = current[0];
      for (int j = 1; j <= m; j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int d = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1), previous[j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d = Math.min(d, before[j - 2] + 1);
        }
        current[j] = d;
        best = Math.min(best, d);
      }
      if (best > limit) {
        return limit + 1;
      }
      int[] t = before;
      before = previous;
      previous = current;
      current = t;
    }
    return Math.min(previous[m], limit + 1);
  }

  /**
   * The Jaro–Winkler similarity (0 to 1): Jaro's count of characters shared within half the longer
   * length (less one) of their place, and of those out of order, raised by a tenth of the remaining
   * gap for each of up to four equal first characters when Jaro's similarity is above 0.7
   * (Winkler's boost of typos late in a name).
   */
  static double jaroWinkler(String a, String b) {
    if (a.equals(b)) {
      return a.isEmpty() ? 0 : 1;
    }
    int n = a.length();
    int m = b.length();
    if (n == 0 || m == 0) {
      return 0;
    }
    int window = Math.max(0, Math.max(n, m) / 2 - 1);
    boolean[] usedA = new boolean[n];
    boolean[] usedB = new boolean[m];
    int shared = 0;
    for (int i = 0; i < n; i++) {
      int from = Math.max(0, i - window);
      int to = Math.min(m - 1, i + window);
      for (int j = from; j <= to; j++) {
        if (!usedB[j] && a.charAt(i) == b.charAt(j)) {
          usedA[i] = true;
          usedB[j] = true;
          shared++;
          break;
        }
      }
    }
    if (shared == 0) {
      return 0;
    }
    int outOfOrder = 0;
    int j = 0;
    for (int i = 0; i < n; i++) {
      if (usedA[i]) {
        while (!usedB[j]) {
          j++;
        }
        if (a.charAt(i) != b.charAt(j)) {
          outOfOrder++;
        }
        j++;
      }
    }
    double jaro =
        ((double) shared / n + (double) shared / m + (shared - outOfOrder / 2.0) / shared) / 3;
    if (jaro <= 0.7) {
      return jaro;
    }
    int prefix = 0;
    while (prefix < Math.min(4, Math.min(n, m)) && a.charAt(prefix) == b.charAt(prefix)) {
      prefix++;
    }
    return jaro + prefix * 0.1 * (1 - jaro);
  }
}
