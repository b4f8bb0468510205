package org.platform.mdm.search;

import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The dictionary of the words the documents' texts hold, with their forms, for the text search's
 * typos ({@link TypoWords}): written with the documents, never removed.
 */
final class SearchWordForms {

  /**
   * The words of the texts (entity names and texts as two arrays) that their entities do not hold
   * yet, with their forms. A word with a digit (a number, a code) forgives no typo, nor is it a
   * typo of another word, and a one-letter word is two edits from any word the typos reach: neither
   * is written. No unique key: a writer never waits for another's uncommitted word (migration
   * V8_22).
   */
  static final String INSERT = of("unnest(?::text[], ?::text[]) as u(n, x)");

  private SearchWordForms() {}

  /** {@link #INSERT} of the texts of a relation {@code u(n, x)}. */
  static String of(String texts) {
    return "insert into search_word_forms (entity_name, form, word)"
        + " select w.n, f, w.w from (select d.n, d.w from (select distinct u.n, t.w from "
        + texts
        + " cross join lateral search_text_words(u.x) as t(w)"
        + " where char_length(t.w) > 1 and t.w !~ '[0-9]') d"
        + " where not exists (select 1 from search_word_forms k where k.entity_name = d.n"
        + " and k.form = d.w and k.word = d.w)) w"
        + " cross join lateral search_word_deletions(w.w) f";
  }

  /** Writes the words of the documents' text. */
  static void write(JdbcClient jdbc, List<SearchDocument> documents) {
    if (!documents.isEmpty()) {
      jdbc.sql(INSERT)
          .params(
              documents.stream().map(SearchDocument::entityName).toArray(String[]::new),
              documents.stream().map(SearchDocument::text).toArray(String[]::new))
          .update();
    }
  }
}
