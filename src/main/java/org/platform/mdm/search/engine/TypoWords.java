package org.platform.mdm.search.engine;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.platform.mdm.search.EditDistance;
import org.platform.mdm.search.SearchQuery;
import org.platform.mdm.search.Transliteration;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The words of an entity's documents within a query word's typos ({@link EditDistance}): the query
 * word's forms with up to as many letters deleted as it forgives meet the stored words' forms
 * ({@code search_word_forms}, by its index; and the words still queued for their forms, {@code
 * search_new_words}, by their length), and each candidate's distance is checked here. A Cyrillic
 * query word is also looked for by its Latin form, whose typos find Latin words.
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
   * The query's words within their typos, as the text of two tsqueries: every query word or a
   * stored word one edit from it, and every query word or a stored word up to two edits from it;
   * either is null when no stored word is that close to a query word (and the second also when it
   * would be the first).
   */
  Tiers tiers(SearchQuery q) {
    if (q.text() == null || SYNTAX.matcher(q.text().toLowerCase(Locale.ROOT)).find()) {
      return Tiers.NONE;
    }
    List<String> words =
        jdbc.sql("select w from search_text_words(?) w").param(q.text()).query(String.class).list();
    if (words.isEmpty() || words.size() > 16) {
      return Tiers.NONE;
    }
    Set<String> forms = new LinkedHashSet<>();
    for (String word : words) {
      forms.addAll(deletions(word, edits(word)));
      String latin = latin(word);
      if (latin != null) {
        forms.addAll(deletions(latin, edits(latin)));
      }
    }
    int shortest = forms.stream().mapToInt(String::length).min().orElse(0);
    int longest = forms.stream().mapToInt(String::length).max().orElse(0) + 2;
    List<String> stored =
        jdbc.sql(
                "select word from search_word_forms where entity_name = ? and form = any(?)"
                    + " union select word from search_new_words where entity_name = ?"
                    + " and char_length(word) between ? and ?")
            .params(q.entityName(), forms.toArray(String[]::new), q.entityName(), shortest, longest)
            .query(String.class)
            .list();
    List<String> near = new ArrayList<>();
    List<String> all = new ArrayList<>();
    boolean anyNear = false;
    boolean anyFar = false;
    for (String word : words) {
      Set<String> oneEdit = new LinkedHashSet<>(List.of(word));
      Set<String> twoEdits = new LinkedHashSet<>(List.of(word));
      for (Near n : nearest(word, stored)) {
        // A Cyrillic word's Latin form met as it is (0 edits) stands with the nearest.
        boolean isNear = n.edits() <= 1;
        (isNear ? oneEdit : twoEdits).add(n.word());
        anyNear |= isNear;
        anyFar |= !isNear;
      }
      twoEdits.addAll(oneEdit);
      near.add("(" + String.join(" | ", oneEdit) + ")");
      all.add("(" + String.join(" | ", twoEdits) + ")");
    }
    return new Tiers(
        anyNear ? String.join(" & ", near) : null, anyFar ? String.join(" & ", all) : null);
  }

  /**
   * A query's typo tsqueries (their text, for {@code to_tsquery}).
   *
   * @param oneEdit each query word or a stored word one edit away from it; null when none is
   * @param twoEdits each query word or a stored word up to two edits away; null when none is two
   *     edits away
   */
  record Tiers(String oneEdit, String twoEdits) {

    static final Tiers NONE = new Tiers(null, null);
  }

  /** A stored word and how many edits it is from a query word (or from its Latin form). */
  record Near(String word, int edits) {}

  /**
   * The stored words within the query word's typos (or its Latin form's), at most {@link
   * #MAX_EXPANSIONS}: the fewest edits first, then in the order of the alphabet.
   */
  static List<String> closest(String word, List<String> stored) {
    return nearest(word, stored).stream().map(Near::word).toList();
  }

  /** {@link #closest}, each with its edits. */
  static List<Near> nearest(String word, List<String> stored) {
    String latin = latin(word);
    int edits = edits(word);
    int latinEdits = latin == null ? -1 : edits(latin);
    List<Near> within = new ArrayList<>();
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
        within.add(new Near(candidate, distance));
      }
    }
    return within.stream()
        .sorted(Comparator.comparingInt(Near::edits).thenComparing(Near::word))
        .limit(MAX_EXPANSIONS)
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
