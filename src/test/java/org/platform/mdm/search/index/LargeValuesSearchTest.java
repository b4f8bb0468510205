package org.platform.mdm.search.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.platform.mdm.search.SearchTestSupport;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Values larger than a full text holds: the record is stored and read whole, its text indexed by
 * its beginning (docs/decisions.md, "Large values").
 */
class LargeValuesSearchTest extends SearchTestSupport {

  @Autowired JdbcClient jdbc;

  /** A word of letters only (digits would be read as numbers), distinct for each {@code n}. */
  static String word(int n) {
    StringBuilder w = new StringBuilder("q");
    do {
      w.append((char) ('a' + n % 26));
      n /= 26;
    } while (n > 0);
    return w.toString();
  }

  /** One of the 676 words of two letters. */
  static String two(int n) {
    return "" + (char) ('a' + n % 26) + (char) ('a' + n / 26 % 26);
  }

  static String words(int count, IntFunction<String> word, String separator) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < count; i++) {
      s.append(word.apply(i)).append(separator);
    }
    return s.toString();
  }

  @Test
  void aValueOfTwoHundredThousandDistinctWordsIsStoredWholeAndFoundByItsBeginning() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String huge = words(200_000, LargeValuesSearchTest::word, " ");

    String id =
        id(written(admin, aRecord(r, p.source(), "1").with("city", huge).with("name", "Zelda")));

    assertThat(attributesAt(admin, r, id, "").path("city").asString()).isEqualTo(huge);
    assertThat(ids(searched(admin, body(r, "text", word(0))))).containsExactly(id);
    assertThat(ids(searched(admin, body(r, "text", word(1000))))).containsExactly(id);
    assertThat(ids(searched(admin, body(r, "text", "Zelda"))))
        .as("a short value beside the long one is indexed whole")
        .containsExactly(id);
    assertThat(
            strings(searched(admin, body(r, "text", word(0))).path("hits").get(0).path("matched")))
        .containsExactly("city");
    assertThat(ids(searched(admin, body(r, "text", word(199_990)))))
        .as("a word past the indexed beginning is not found by text")
        .isEmpty();
    assertThat(found(admin, r, leaf("city", "CONTAINS", word(199_990))))
        .as("but by the values' trigrams, which keep the whole value")
        .containsExactly(id);
  }

  @Test
  void theIndexedTextFitsAFullTextWhateverItsWords() {
    List<String> worst =
        List.of(
            words(400_000, LargeValuesSearchTest::word, " "),
            words(400_000, LargeValuesSearchTest::two, "-"),
            words(200_000, i -> two(i) + "-" + two(i / 676) + "-" + two(i / 3), " "),
            words(200_000, i -> word(i).substring(1) + "-" + word(i + 7).substring(1), " "),
            words(100_000, i -> "ж" + word(i).substring(1).replace('a', 'я'), " "),
            words(100_000, i -> new String(Character.toChars(0x4E00 + i % 20_000)), " "),
            words(2_000, i -> word(i).repeat(400), " "),
            words(100_000, i -> "u" + word(i) + "@x" + word(i) + ".org/" + word(i), " "),
            "x".repeat(2_000_000));
    for (String text : worst) {
      String indexed = SearchDocuments.text(List.of(text, "Zelda"));
      assertThat(indexed.getBytes(StandardCharsets.UTF_8).length)
          .isLessThanOrEqualTo(IndexedText.MAX_BYTES + 2);
      Integer size =
          jdbc.sql("select pg_column_size(to_tsvector('mdm_text', ?))")
              .param(indexed)
              .query(Integer.class)
              .single();
      assertThat(size).as(text.substring(0, 40)).isLessThan(1024 * 1024);
      System.out.println("tsvector of " + text.substring(0, 20) + "...: " + size + " bytes");
    }
  }
}
