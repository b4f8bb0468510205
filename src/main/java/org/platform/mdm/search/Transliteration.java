package org.platform.mdm.search;

import com.ibm.icu.text.Transliterator;

/**
 * Cyrillic to Latin the way names are written in Latin (BGN/PCGN: Жуков → Zhukov, Щукина →
 * Shchukina), without diacritics or prime marks, so that a Latin query finds a Cyrillic value and a
 * Cyrillic query, transliterated too, finds a Latin value. Matching compares values in the same
 * form.
 */
public final class Transliteration {

  // ICU transliterators are not safe for concurrent use. BGN alone: accents it leaves (ë) go in
  // PostgreSQL's unaccent with the rest of the text; a compound with Any-Latin and Latin-ASCII took
  // four times as long.
  private static final ThreadLocal<Transliterator> TO_LATIN =
      ThreadLocal.withInitial(() -> Transliterator.getInstance("Russian-Latin/BGN"));

  /** Names and cities repeat: the Latin forms of recent values, dropped wholesale when full. */
  private static final int CACHE_SIZE = 50_000;

  private static final java.util.concurrent.ConcurrentHashMap<String, String> CACHE =
      new java.util.concurrent.ConcurrentHashMap<>();

  private Transliteration() {}

  /** The Latin form of a text holding Cyrillic letters; null when it holds none. */
  public static String latin(String text) {
    if (text == null || !hasCyrillic(text)) {
      return null;
    }
    String cached = CACHE.get(text);
    if (cached != null) {
      return cached;
    }
    String latin = TO_LATIN.get().transliterate(text);
    StringBuilder clean = new StringBuilder(latin.length());
    for (int i = 0; i < latin.length(); i++) {
      char c = latin.charAt(i);
      // BGN writes the soft and hard signs as prime marks and separates some letter pairs with a
      // middle dot (Братск: Brat·sk); names are searched without them.
      if (c != '\u02B9' && c != '\u02BA' && c != '\u00B7' && c != '\'' && c != '"') {
        clean.append(c);
      }
    }
    if (CACHE.size() >= CACHE_SIZE) {
      CACHE.clear();
    }
    String result = clean.toString();
    CACHE.put(text, result);
    return result;
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
