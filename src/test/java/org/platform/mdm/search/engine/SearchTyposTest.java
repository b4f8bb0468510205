package org.platform.mdm.search.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.platform.mdm.search.EditDistanceTest;
import org.platform.mdm.search.SearchTestSupport;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/** Text and FUZZY forgive typos as the search engines do: a transposition is one edit. */
class SearchTyposTest extends SearchTestSupport {

  @Autowired JdbcClient jdbc;
  @Autowired DataSource dataSource;
  @Autowired TypoDictionary dictionary;

  @Test
  void fuzzyWithoutAThresholdFindsAValueWithinItsTypos() {
    Api admin = admin();
    Persons p = persons(admin);
    String ivanov = named(admin, p, "1", "Ivanov");
    String smirnova = named(admin, p, "2", "Smirnova");
    String petrov = named(admin, p, "3", "Petrov");
    String cyrillic = named(admin, p, "4", "Иванов");
    named(admin, p, "5", "Boris");
    String r = p.register();
    assertThat(found(admin, r, leaf("name", "FUZZY", "Ivnaov")))
        .as("a transposition, 3 trigrams shared of 7: 0.43 alone")
        .containsExactly(ivanov);
    assertThat(found(admin, r, leaf("name", "FUZZY", "Ivanvo"))).containsExactly(ivanov);
    assertThat(found(admin, r, leaf("name", "FUZZY", "Smirnvoa"))).containsExactly(smirnova);
    assertThat(found(admin, r, leaf("name", "FUZZY", "Petrvo"))).containsExactly(petrov);
    assertThat(found(admin, r, leaf("name", "FUZZY", "иваноф"))).containsExactly(cyrillic);
    assertThat(found(admin, r, leaf("name", "FUZZY", "Bosir")))
        .as("two edits on five letters")
        .isEmpty();
    assertThat(found(admin, r, leaf("name", "FUZZY", "Iva")))
        .as("a different short word")
        .isEmpty();
    Map<String, Object> explicit = leaf("name", "FUZZY", "Ivnaov");
    explicit.put("threshold", 0.4);
    assertThat(found(admin, r, explicit))
        .as("similarity 0.43: the threshold alone")
        .containsExactly(ivanov);
    explicit.put("threshold", 0.65);
    assertThat(found(admin, r, explicit))
        .as("a given threshold is the rule: typos only without one")
        .isEmpty();
  }

  @Test
  void textFindsWordsWithinTheirTyposAfterTheExactHits() {
    Api admin = admin();
    Persons p = persons(admin);
    String ivanov = named(admin, p, "1", "Ivanov");
    String ivanova = named(admin, p, "2", "Ivanova");
    String cyrillic = named(admin, p, "3", "Иванов");
    String smirnova = named(admin, p, "4", "Smirnova");
    String petrov = named(admin, p, "5", "Petrov");
    named(admin, p, "6", "Boris");
    String r = p.register();
    assertThat(text(admin, r, "Ivanvo"))
        .as("a swap; Ivanova two edits away; Иванов by its Latin form")
        .containsExactlyInAnyOrder(ivanov, ivanova, cyrillic);
    assertThat(text(admin, r, "Ivnaov")).containsExactlyInAnyOrder(ivanov, ivanova, cyrillic);
    assertThat(text(admin, r, "smirnvoa")).containsExactly(smirnova);
    assertThat(text(admin, r, "Petrvo")).containsExactly(petrov);
    assertThat(text(admin, r, "Иваноф"))
        .as("Cyrillic, and its Latin form Ivanof across scripts")
        .containsExactlyInAnyOrder(cyrillic, ivanov, ivanova);
    assertThat(text(admin, r, "Petrvo Smirnvoa")).as("every word, each within its typos").isEmpty();
    assertThat(text(admin, r, "Bosir")).as("two edits on five letters").isEmpty();
    assertThat(text(admin, r, "Iva")).as("a different short word").isEmpty();
    assertThat(text(admin, r, "Pterov")).containsExactly(petrov);
    String code = named(admin, p, "7", "Code 1234");
    assertThat(text(admin, r, "1234")).containsExactly(code);
    assertThat(text(admin, r, "1243")).as("a number one swap away is another number").isEmpty();

    JsonNode hits = searched(admin, body(r, "text", "Ivanov")).path("hits");
    assertThat(
            List.of(
                hits.get(0).path("etalonId").asString(), hits.get(1).path("etalonId").asString()))
        .as("the exact hits first, Иванов by its Latin form")
        .containsExactlyInAnyOrder(ivanov, cyrillic);
    assertThat(hits.get(2).path("etalonId").asString()).isEqualTo(ivanova);
    assertThat(hits.get(1).path("score").asDouble()).as("an exact hit").isBetween(1.0, 2.0);
    assertThat(hits.get(2).path("score").asDouble()).as("a hit one edit away").isEqualTo(0.5);
    assertThat(strings(hits.get(2).path("matched"))).containsExactly("name");
  }

  @Test
  void aRebuildWritesTheWordsOfDocumentsWrittenBefore() throws Exception {
    Api admin = admin();
    Persons p = persons(admin);
    String ivanov = named(admin, p, "1", "Ivanov");
    String r = p.register();
    assertThat(text(admin, r, "Ivnaov")).containsExactly(ivanov);
    jdbc.sql("delete from search_word_forms where entity_name = ?").param(r).update();
    jdbc.sql("delete from search_new_words where entity_name = ?").param(r).update();
    assertThat(text(admin, r, "Ivnaov")).as("as after the upgrade, before its rebuild").isEmpty();

    Api.Response asked = admin.post("/api/v2/search/reindex?entityName=" + r, Map.of());
    assertThat(asked.status()).as(asked.toString()).isEqualTo(202);
    long end = System.nanoTime() + java.time.Duration.ofSeconds(30).toNanos();
    while (!text(admin, r, "Ivnaov").contains(ivanov) && System.nanoTime() < end) {
      Thread.sleep(100);
    }
    assertThat(text(admin, r, "Ivnaov")).containsExactly(ivanov);
  }

  /**
   * A write queues its new words; their forms are written afterwards in the background. A queued
   * word is found within its typos already (held here by a lock the background skips), and after
   * its forms are written from the forms alone.
   */
  @Test
  void aNewWordIsFoundWithinItsTyposWhileQueuedAndOnceItsFormsAreWritten() throws Exception {
    Api admin = admin();
    Persons p = persons(admin);
    String ivanov = named(admin, p, "1", "Ivanov");
    String r = p.register();
    dictionary.expand();
    assertThat(forms(r, "ivanov")).as("written in the background").isPositive();
    jdbc.sql("delete from search_word_forms where entity_name = ?").param(r).update();
    jdbc.sql("insert into search_new_words (entity_name, word) values (?, 'ivanov')")
        .param(r)
        .update();
    try (Connection held = dataSource.getConnection()) {
      held.setAutoCommit(false);
      try (Statement s = held.createStatement()) {
        s.execute("select 1 from search_new_words where word = 'ivanov' for update");
      }
      assertThat(text(admin, r, "Ivnaov")).as("read from the queue").containsExactly(ivanov);
      dictionary.expand();
      assertThat(forms(r, "ivanov")).as("a held word waits for the next batch").isZero();
      held.rollback();
    }
    dictionary.expand();
    assertThat(forms(r, "ivanov")).isEqualTo(TypoWords.deletions("ivanov", 2).size());
    assertThat(
            jdbc.sql("select count(*) from search_new_words where entity_name = ?")
                .param(r)
                .query(Long.class)
                .single())
        .isZero();
    assertThat(text(admin, r, "Ivnaov")).as("from the forms").containsExactly(ivanov);
    named(admin, p, "2", "Ivanov Petrov");
    assertThat(
            jdbc.sql(
                    "select count(*) from search_new_words where entity_name = ? and word = 'ivanov'")
                .param(r)
                .query(Long.class)
                .single())
        .as("a word the dictionary holds is not queued again")
        .isZero();
  }

  private long forms(String entity, String word) {
    return jdbc.sql("select count(*) from search_word_forms where entity_name = ? and word = ?")
        .params(entity, word)
        .query(Long.class)
        .single();
  }

  @Test
  void theDatabasesDistanceAgreesWithTheBruteForce() {
    Random random = new Random(4620);
    String[] alphabets = {
      "abc", "abcdefghijklmnopqrstuvwxyz", "авк", "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
    };
    List<String> a = new ArrayList<>();
    List<String> b = new ArrayList<>();
    for (int n = 0; n < 3_000; n++) {
      String letters = alphabets[random.nextInt(alphabets.length)];
      String x = EditDistanceTest.word(random, letters);
      a.add(x);
      b.add(
          random.nextBoolean()
              ? EditDistanceTest.word(random, letters)
              : EditDistanceTest.typo(random, x, letters, random.nextInt(4)));
    }
    List<Integer> distances =
        jdbc.sql(
                "select search_typo_distance(x, y) from unnest(?::text[], ?::text[])"
                    + " with ordinality as u(x, y, n) order by n")
            .params(a.toArray(String[]::new), b.toArray(String[]::new))
            .query(Integer.class)
            .list();
    for (int i = 0; i < a.size(); i++) {
      assertThat(distances.get(i))
          .as("%s ~ %s", a.get(i), b.get(i))
          .isEqualTo(EditDistanceTest.bruteForce(a.get(i), 0, b.get(i), 0));
    }
  }

  @Test
  void theDatabasesFormsAreTheJavaOnes() {
    Random random = new Random(4622);
    for (int n = 0; n < 200; n++) {
      String word = EditDistanceTest.word(random, "abcdefghijklmnopqrstuvwxyzабвгдеж");
      List<String> forms =
          jdbc.sql("select f from search_word_deletions(?) f")
              .param(word)
              .query(String.class)
              .list();
      assertThat(forms).as(word).containsExactlyInAnyOrderElementsOf(TypoWords.deletions(word, 2));
    }
  }

  private static List<String> text(Api admin, String register, String text) {
    return ids(searched(admin, body(register, "text", text)));
  }

  private String named(Api admin, Persons p, String externalId, String name) {
    return id(written(admin, aRecord(p.register(), p.source(), externalId).with("name", name)));
  }
}
