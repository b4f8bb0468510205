package org.platform.mdm.search.index;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The part of a document's string values that its full text ({@code to_tsvector}) is built from.
 * PostgreSQL refuses a tsvector over 1 MB ("string is too long for tsvector"), and a text's
 * tsvector can be several times the text: each distinct word is stored with its position and
 * padding, and a hyphenated word is stored whole and by each of its parts. So the text is held to
 * {@value #MAX_BYTES} bytes of UTF-8, whatever its words or characters (the largest tsvector
 * measured from it, of distinct hyphenated pairs of letters, was 3.6 times that: under half the
 * limit; LargeValuesSearchTest), and the record's value is stored and returned whole.
 *
 * <p>The bytes are shared out so that a long value cannot crowd out the others: every value gets an
 * equal share, a value shorter than its share gives the rest to the others, and a value longer than
 * what it gets keeps its beginning, cut after its last whole word (docs/decisions.md, "Large
 * values").
 */
final class IndexedText {

  /** The most bytes (UTF-8) of values a document's full text is built from. */
  static final int MAX_BYTES = 128 * 1024;

  private IndexedText() {}

  /** The values, each whole or its beginning, together at most {@code maxBytes} bytes of UTF-8. */
  static List<String> fitting(List<String> values, int maxBytes) {
    int[] sizes = new int[values.size()];
    long total = 0;
    for (int i = 0; i < sizes.length; i++) {
      sizes[i] = utf8Length(values.get(i)) + 1; // and its line break
      total += sizes[i];
    }
    if (total <= maxBytes) {
      return values;
    }
    int share = share(sizes, maxBytes);
    List<String> out = new ArrayList<>(values.size());
    for (int i = 0; i < sizes.length; i++) {
      out.add(sizes[i] <= share ? values.get(i) : beginning(values.get(i), share - 1));
    }
    return out;
  }

  /**
   * The largest size every value may have so that together they fit: values shorter than it are
   * taken whole, the others are cut to it.
   */
  private static int share(int[] sizes, int maxBytes) {
    int[] sorted = sizes.clone();
    Arrays.sort(sorted);
    long left = maxBytes;
    for (int i = 0; i < sorted.length; i++) {
      int others = sorted.length - i;
      if ((long) sorted[i] * others > left) {
        return (int) (left / others);
      }
      left -= sorted[i];
    }
    return maxBytes;
  }

  /**
   * The beginning of {@code value} of at most {@code maxBytes} bytes of UTF-8, ending before the
   * first whitespace after which the next word would not fit whole (a single word longer than that
   * is cut between two characters).
   */
  static String beginning(String value, int maxBytes) {
    int bytes = 0;
    int end = 0;
    int lastSpace = -1;
    while (end < value.length()) {
      int c = value.codePointAt(end);
      int size = utf8Length(c);
      if (bytes + size > maxBytes) {
        break;
      }
      if (Character.isWhitespace(c)) {
        lastSpace = end;
      }
      bytes += size;
      end += Character.charCount(c);
    }
    if (end < value.length() && lastSpace > 0) {
      end = lastSpace;
    }
    return value.substring(0, end);
  }

  private static int utf8Length(String s) {
    int n = 0;
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      n += utf8Length(c);
      i += Character.charCount(c);
    }
    return n;
  }

  private static int utf8Length(int codePoint) {
    if (codePoint < 0x80) {
      return 1;
    }
    if (codePoint < 0x800) {
      return 2;
    }
    return codePoint < 0x10000 ? 3 : 4;
  }
}
