package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/** FUZZY forgives typos as the search engines do: a transposition is one edit. */
class SearchTyposTest extends SearchTestSupport {

  @Autowired JdbcClient jdbc;

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

  private String named(Api admin, Persons p, String externalId, String name) {
    return id(written(admin, aRecord(p.register(), p.source(), externalId).with("name", name)));
  }
}
