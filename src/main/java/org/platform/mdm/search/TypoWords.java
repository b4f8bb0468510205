package org.platform.mdm.search;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The words of an entity's documents within a query word's typos ({@link EditDistance}): the query
 * word's forms with up to as many letters deleted as it forgives meet the stored words' forms
 * ({@code search_word_forms}, by its index), and each candidate's distance is checked here. A
 * Cyrillic query word is also looked for by its Latin form, whose typos find Latin words.
 */
final class TypoWords {

  private static final Pattern ACCENTS = Pattern.compile("\\p{M}+");

  /**
   * The search syntax a query may use ("a phrase", -word, or): such a query is taken as written.
   */
  private static final Pattern SYNTAX = Pattern.compile("\"|(^|\\s)-|(^|\\s)or(\\s|$)");

  /**
   * The most words one query word stands for with its typos, the closest first (as the search
   * engines' fuzzy queries cap their expansions at 50): in a register of many similar names a long
   * word is within two edits of hundreds of them, and each more word costs every matching document
   * a test.
   */
  static final int MAX_EXPANSIONS = 50;

  private final JdbcClient jdbc;

  TypoWords(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  /**
   * A tsquery (SQL) of every query word or a word within its typos, or null when no stored word is
   * within a typo of a query word (the exact query is the whole search then).
   */
  String tsquery(SearchQuery q, String config) {
    if (q.text() == null || SYNTAX.matcher(q.text().toLowerCase(Locale.ROOT)).find()) {
      return null;
    }
    List<String> words =
        jdbc.sql("select w from search_text_words(?) w").param(q.text()).query(String.class).list();
    if (words.isEmpty() || words.size() > 16) {
      return null;
    }
    Set<String> forms = new LinkedHashSet<>();
    for (String word : words) {
      forms.addAll(deletions(word, edits(word)));
      String latin = latin(word);
      if (latin != null) {
        forms.addAll(deletions(latin, edits(latin)));
      }
    }
    List<String> stored =
        jdbc.sql(
                "select distinct word from search_word_forms where entity_name = ? and form ="
                    + " any(?)")
            .params(q.entityName(), forms.toArray(String[]::new))
            .query(String.class)
            .list();
    List<String> all = new ArrayList<>();
    boolean typos = false;
    for (String word : words) {
      Set<String> alternatives = new LinkedHashSet<>(List.of(word));
      alternatives.addAll(closest(word, stored));
      typos |= alternatives.size() > 1;
      all.add("(" + String.join(" | ", alternatives) + ")");
    }
    if (!typos) {
      return null;
    }
    return "to_tsquery(" + config + ", " + SqlFilters.sql(String.join(" & ", all)) + ")";
  }

  /**
   * The stored words within the query word's typos (or its Latin form's), at most {@link
   * #MAX_EXPANSIONS}: the fewest edits first, then in the order of the alphabet.
   */
  static List<String> closest(String word, List<String> stored) {
    String latin = latin(word);
    int edits = edits(word);
    int latinEdits = latin == null ? -1 : edits(latin);
    List<Map.Entry<String, Integer>> within = new ArrayList<>();
    for (String candidate : stored) {
      int distance = Integer.MAX_VALUE;
      if (!candidate.equals(word)) {
        int d = EditDistance.distanceWithin(word, candidate, edits);
        if (d <= edits) {
          distance = d;
        }
      }
      if (latin != null) {
        int d = EditDistance.distanceWithin(latin, candidate, latinEdits);
        if (d <= latinEdits) {
          distance = Math.min(distance, d);
        }
      }
      if (distance != Integer.MAX_VALUE) {
        within.add(Map.entry(candidate, distance));
      }
    }
    return within.stream()
        .sorted(
            Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
        .limit(MAX_EXPANSIONS)
        .map(Map.Entry::getKey)
        .toList();
  }

  /**
   * The edits a query word forgives: none for a word with a digit (a number or a code one digit
   * away is another number or code, not a typo of it).
   */
  static int edits(String word) {
    return word.chars().anyMatch(Character::isDigit) ? 0 : EditDistance.fuzziness(word);
  }

  /** The Latin form of a Cyrillic word, folded; null for another. */
  private static String latin(String word) {
    String latin = Transliteration.latin(word);
    return latin == null ? null : fold(latin);
  }

  /** Lower case, without accents (a Latin form's, which BGN may write: ë). */
  private static String fold(String text) {
    String lower = text.toLowerCase(Locale.ROOT);
    return ACCENTS.matcher(Normalizer.normalize(lower, Normalizer.Form.NFD)).replaceAll("");
  }

  /** The word and its forms with up to {@code max} letters deleted. */
  static Set<String> deletions(String word, int max) {
    Set<String> out = new LinkedHashSet<>(List.of(word));
    Set<String> last = Set.of(word);
    for (int d = 0; d < max; d++) {
      Set<String> next = new LinkedHashSet<>();
      for (String w : last) {
        int[] letters = w.codePoints().toArray();
        for (int i = 0; i < letters.length; i++) {
          StringBuilder form = new StringBuilder();
          for (int j = 0; j < letters.length; j++) {
            if (j != i) {
              form.appendCodePoint(letters[j]);
            }
          }
          next.add(form.toString());
        }
      }
      out.addAll(next);
      last = next;
    }
    return out;
  }
}
