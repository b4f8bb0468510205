package org.platform.mdm.search;

import com.ibm.icu.text.Transliterator;

/**
 * Cyrillic to Latin the way names are written in Latin (BGN/PCGN: Жуков → Zhukov, Щукина →
 * Shchukina), without diacritics or prime marks, so that a Latin query finds a Cyrillic value and a
 * Cyrillic query, transliterated too, finds a Latin value.
 */
final class Transliteration {

  // ICU transliterators are not safe for concurrent use.
  private static final ThreadLocal<Transliterator> TO_LATIN =
      ThreadLocal.withInitial(
          () -> Transliterator.getInstance("Russian-Latin/BGN; Any-Latin; Latin-ASCII"));

  private Transliteration() {}

  /** The Latin form of a text holding Cyrillic letters; null when it holds none. */
  static String latin(String text) {
    if (text == null || !hasCyrillic(text)) {
      return null;
    }
    String latin = TO_LATIN.get().transliterate(text);
    StringBuilder clean = new StringBuilder(latin.length());
    for (int i = 0; i < latin.length(); i++) {
      char c = latin.charAt(i);
      // BGN writes the soft and hard signs as prime marks; names are searched without them.
      if (c != '\u02B9' && c != '\u02BA' && c != '\'' && c != '"') {
        clean.append(c);
      }
    }
    return clean.toString();
  }

  static boolean hasCyrillic(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (Character.UnicodeScript.of(text.charAt(i)) == Character.UnicodeScript.CYRILLIC) {
        return true;
      }
    }
    return false;
  }
}
