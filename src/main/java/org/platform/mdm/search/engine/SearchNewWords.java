package org.platform.mdm.search.engine;

import java.util.List;
import org.platform.mdm.search.SearchDocument;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The documents' writes' half of the typo dictionary ({@link TypoWords}): the words their texts
 * hold that the dictionary does not, queued with the documents ({@code search_new_words}); {@link
 * TypoDictionary} writes their forms afterwards. Never removed.
 */
final class SearchNewWords {

  /**
   * Queues the words of the texts (entity names and texts as two arrays) that their entities do not
   * hold or have queued yet. A word with a digit (a number, a code) forgives no typo, nor is it a
   * typo of another word, and a one-letter word is two edits from any word the typos reach: neither
   * is queued. No unique key: a writer never waits for another's uncommitted word (migrations
   * V8_22, V8_24).
   */
  static final String INSERT = of("unnest(?::text[], ?::text[]) as u(n, x)");

  private SearchNewWords() {}

  /** {@link #INSERT} of the texts of a relation {@code u(n, x)}. */
  static String of(String texts) {
    return "insert into search_new_words (entity_name, word)"
        + " select d.n, d.w from (select distinct u.n, t.w from "
        + texts
        + " cross join lateral search_text_words(u.x) as t(w)"
        + " where char_length(t.w) > 1 and t.w !~ '[0-9]') d"
        + " where not exists (select 1 from search_word_forms k where k.entity_name = d.n"
        + " and k.form = d.w and k.word = d.w)"
        + " and not exists (select 1 from search_new_words q where q.entity_name = d.n"
        + " and q.word = d.w)";
  }

  /** Queues the new words of the documents' text. */
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
