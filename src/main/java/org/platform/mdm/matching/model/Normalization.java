package org.platform.mdm.matching.model;

import java.text.Normalizer;
import java.util.Arrays;
import org.platform.mdm.search.Transliteration;

/**
 * The form values are compared in: Latin letters (Cyrillic transliterated as search does it), lower
 * case, without accents or punctuation, words separated by one space. "Жуков", "ZHUKOV" and "Žukov"
 * all become "zhukov" or "zukov": transliteration first, then accents go.
 */
final class Normalization {

  private Normalization() {}

  /** The normalised text; empty for a blank one. */
  static String normalize(String text) {
    if (text == null) {
      return "";
    }
    String latin = Transliteration.latin(text);
    String decomposed = Normalizer.normalize(latin == null ? text : latin, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(decomposed.length());
    boolean space = true;
    for (int i = 0; i < decomposed.length(); i++) {
      char c = decomposed.charAt(i);
      if (Character.getType(c) == Character.NON_SPACING_MARK) {
        continue;
      }
      if (Character.isLetterOrDigit(c)) {
        out.append(Character.toLowerCase(c));
        space = false;
      } else if (!space) {
        out.append(' ');
        space = true;
      }
    }
    int end = out.length();
    if (end > 0 && out.charAt(end - 1) == ' ') {
      out.setLength(end - 1);
    }
    return out.toString();
  }

  /**
   * The normalised words in alphabetical order: parts of a name given in another order ("Petrov
   * Ivan", "Ivan Petrov") compare equal. A text of digits alone is its digits in order.
   */
  static String sortedWords(String text) {
    String normalized = normalize(text);
    if (normalized.indexOf(' ') < 0) {
      return normalized;
    }
    if (normalized.chars().noneMatch(Character::isLetter)) {
      // Digits only (a phone, a code): their groups are one number, written with or without
      // spaces or dashes ("+7 955 230-87-16" is "+79552308716"), never reordered.
      return normalized.replace(" ", "");
    }
    String[] words = normalized.split(" ");
    Arrays.sort(words);
    return String.join(" ", words);
  }
}
