package org.platform.mdm.matching.model;

import java.util.Arrays;
import org.apache.commons.codec.language.DoubleMetaphone;

/**
 * Double metaphone codes of a normalised (Latin) text: the primary code of each word, sorted, so
 * that names that sound alike in any word order share one form; a Cyrillic name is transliterated
 * before (by {@link Normalization}).
 */
final class Phonetic {

  private static final ThreadLocal<DoubleMetaphone> ENCODER =
      ThreadLocal.withInitial(
          () -> {
            DoubleMetaphone m = new DoubleMetaphone();
            m.setMaxCodeLen(6);
            return m;
          });

  private Phonetic() {}

  /** The sorted codes of the words of a normalised text joined by spaces; empty for none. */
  static String codes(String normalized) {
    if (normalized.isEmpty()) {
      return "";
    }
    String[] words = normalized.split(" ");
    String[] codes = new String[words.length];
    int n = 0;
    for (String word : words) {
      String code = ENCODER.get().doubleMetaphone(word);
      if (code != null && !code.isEmpty()) {
        codes[n++] = code;
      }
    }
    String[] found = Arrays.copyOf(codes, n);
    Arrays.sort(found);
    return String.join(" ", found);
  }
}
