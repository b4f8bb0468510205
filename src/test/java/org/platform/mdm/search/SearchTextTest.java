package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Full text in English and Russian, across scripts, and fuzzy matching with typos. */
class SearchTextTest extends SearchTestSupport {

  @Test
  void textIsStemmedInEnglishAndRussianAndFindsAcrossScripts() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String ivanov =
        id(
            written(
                admin,
                aRecord(r, p.source(), "1").with("name", "Иванов Пётр").with("city", "Москва")));
    String zhukova =
        id(
            written(
                admin,
                aRecord(r, p.source(), "2").with("name", "Zhukova").with("city", "running shoes")));
    String cafe =
        id(
            written(
                admin,
                aRecord(r, p.source(), "3").with("name", "Café Noir").with("city", "Париже")));

    assertThat(ids(searched(admin, body(r, "text", "Ivanov"))))
        .as("Latin finds Cyrillic")
        .containsExactly(ivanov);
    assertThat(ids(searched(admin, body(r, "text", "Иванов")))).containsExactly(ivanov);
    assertThat(ids(searched(admin, body(r, "text", "Петр")))).as("ё = е").containsExactly(ivanov);
    assertThat(ids(searched(admin, body(r, "text", "Жукова"))))
        .as("Cyrillic finds Latin")
        .containsExactly(zhukova);
    assertThat(ids(searched(admin, body(r, "text", "run"))))
        .as("English stemming")
        .containsExactly(zhukova);
    assertThat(ids(searched(admin, body(r, "text", "Париж"))))
        .as("Russian stemming")
        .containsExactly(cafe);
    assertThat(ids(searched(admin, body(r, "text", "cafe"))))
        .as("accents ignored")
        .containsExactly(cafe);
    assertThat(ids(searched(admin, body(r, "text", "Moskva")))).containsExactly(ivanov);
    assertThat(ids(searched(admin, body(r, "text", "nothing-like-it")))).isEmpty();

    JsonNode hit = searched(admin, body(r, "text", "Ivanov")).path("hits").get(0);
    assertThat(strings(hit.path("matched"))).containsExactly("name");
    assertThat(hit.path("score").asDouble()).isPositive();
    assertThat(hit.path("attributes").path("name").asString()).isEqualTo("Иванов Пётр");
  }

  @Test
  void resultsAreRankedByRelevance() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String once =
        id(written(admin, aRecord(r, p.source(), "1").with("name", "Anna").with("city", "Berlin")));
    String twice =
        id(
            written(
                admin, aRecord(r, p.source(), "2").with("name", "Anna Anna").with("city", "Anna")));

    JsonNode answer = searched(admin, body(r, "text", "anna"));
    assertThat(ids(answer)).containsExactly(twice, once);
    assertThat(strings(answer.path("hits").get(0).path("matched")))
        .containsExactlyInAnyOrder("name", "city");
  }

  @Test
  void fuzzyFindsNamesWithATypoAndTakesAThreshold() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String alexandrov = id(written(admin, aRecord(r, p.source(), "1").with("name", "Alexandrov")));
    String alexeev = id(written(admin, aRecord(r, p.source(), "2").with("name", "Alexeev")));
    written(admin, aRecord(r, p.source(), "3").with("name", "Smith"));
    id(written(admin, aRecord(r, p.source(), "4").with("name", "Чайковский")));

    assertThat(found(admin, r, leaf("name", "FUZZY", "Alexandrovv"))).containsExactly(alexandrov);
    assertThat(found(admin, r, leaf("name", "FUZZY", "alexandrow"))).containsExactly(alexandrov);
    assertThat(found(admin, r, leaf("name", "FUZZY", "Чайковски"))).hasSize(1);
    Map<String, Object> loose = leaf("name", "FUZZY", "Alexandrov");
    loose.put("threshold", 0.2);
    assertThat(found(admin, r, loose)).containsExactlyInAnyOrder(alexandrov, alexeev);
    Map<String, Object> exact = leaf("name", "FUZZY", "Alexandrov");
    exact.put("threshold", 1);
    assertThat(found(admin, r, exact)).containsExactly(alexandrov);
  }

  @Test
  void textAndFiltersTogetherNameWhatMatched() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String a =
        id(written(admin, aRecord(r, p.source(), "1").with("name", "Anna").with("city", "Berlin")));
    written(admin, aRecord(r, p.source(), "2").with("name", "Anna").with("city", "Paris"));

    JsonNode answer =
        searched(admin, body(r, "text", "anna", "filters", leaf("city", "EQ", "Berlin")));
    assertThat(ids(answer)).containsExactly(a);
    assertThat(strings(answer.path("hits").get(0).path("matched"))).containsExactly("name", "city");
    assertThat(answer.path("totalCount").asLong()).isEqualTo(1);
    assertThat(
            searched(admin, body(r, "text", "anna", "returnAttributes", List.of("city")))
                .path("hits")
                .get(0)
                .path("attributes")
                .propertyNames())
        .containsExactly("city");
  }
}
