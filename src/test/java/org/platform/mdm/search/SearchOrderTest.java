package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * The order of search results (issue 46): by relevance with text (ties by name), by the records'
 * names (their register's display format) without; the order by name follows a format changed in
 * the model.
 */
class SearchOrderTest extends SearchTestSupport {

  private String people(Api admin, String format) {
    return aNamedRegister(
        admin,
        format,
        attribute("firstName", "String"),
        attribute("lastName", "String"),
        attribute("city", "String"));
  }

  private void person(Api admin, String r, String source, String id, String first, String last) {
    RecordWrite write = aRecord(r, source, id).with("city", "Omsk");
    if (first != null) {
      write.with("firstName", first);
    }
    if (last != null) {
      write.with("lastName", last);
    }
    written(admin, write);
  }

  /** Five people: named as "{lastName} {firstName}" orders them, and one without a name. */
  private String fivePeople(Api admin, String source, String format) {
    String r = people(admin, format);
    person(admin, r, source, "1", "Anna", "Smirnova");
    person(admin, r, source, "2", "Olga", "Petrova");
    person(admin, r, source, "3", "Ivan", "Petrov");
    person(admin, r, source, "4", null, null);
    person(admin, r, source, "5", "Pavel", "abramov");
    return r;
  }

  @Test
  void withoutTextRecordsComeInTheOrderOfTheirNames() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String r = fivePeople(admin, crm, "{lastName} {firstName}");

    // Letter by letter, whatever the case; "Petrov Ivan" before "Petrova Olga"; unnamed last.
    assertThat(names(searched(admin, body(r))))
        .containsExactly(
            "abramov Pavel", "Petrov Ivan", "Petrova Olga", "Smirnova Anna", crm + ":4");
    assertThat(names(searched(admin, body(r, "sort", List.of()))))
        .as("an empty order is the default")
        .containsExactly(
            "abramov Pavel", "Petrov Ivan", "Petrova Olga", "Smirnova Anna", crm + ":4");
    assertThat(names(searched(admin, body(r, "sort", List.of(byName("DESC"))))))
        .as("Z to A, the unnamed still last")
        .containsExactly(
            "Smirnova Anna", "Petrova Olga", "Petrov Ivan", "abramov Pavel", crm + ":4");

    List<String> byCursor = new ArrayList<>();
    String cursor = null;
    for (int n = 0; n < 5; n++) {
      JsonNode page =
          searched(
              admin,
              cursor == null
                  ? body(r, "sort", List.of(byName("ASC")), "limit", 2)
                  : body(r, "sort", List.of(byName("ASC")), "limit", 2, "searchAfter", cursor));
      byCursor.addAll(names(page));
      if (page.path("hits").size() < 2) {
        break;
      }
      cursor = page.path("searchAfter").asString();
    }
    assertThat(byCursor)
        .as("pages by the cursor")
        .containsExactly(
            "abramov Pavel", "Petrov Ivan", "Petrova Olga", "Smirnova Anna", crm + ":4");
  }

  @Test
  void aFormatChangedInTheModelReordersTheRecords() throws InterruptedException {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String r = fivePeople(admin, crm, "{lastName} {firstName}");

    Map<String, Object> entity = new LinkedHashMap<>();
    entity.put("name", r);
    entity.put(
        "attributes",
        List.of(
            attribute("firstName", "String"),
            attribute("lastName", "String"),
            attribute("city", "String")));
    entity.put("customProperties", Map.of("display_format", "{firstName} {lastName}"));
    Api.Response saved = admin.post(MODEL + "/entities/save", Map.of("entity", entity));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);

    List<String> expected =
        List.of("Anna Smirnova", "Ivan Petrov", "Olga Petrova", "Pavel abramov", crm + ":4");
    List<String> found = List.of();
    for (int i = 0; i < 120 && !found.equals(expected); i++) {
      Thread.sleep(500); // the model change rebuilds the register's documents in the background
      found = names(searched(admin, body(r)));
    }
    assertThat(found).isEqualTo(expected);
  }

  @Test
  void withTextTheBetterMatchComesFirstThenTheName() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String r = people(admin, "{lastName} {firstName}");
    person(admin, r, crm, "1", "Petrvo", "Abramov");
    person(admin, r, crm, "2", "Ivan", "Petrov");
    person(admin, r, crm, "3", "Anna", "Petrov");
    person(admin, r, crm, "4", "Petrov", "Petrov");

    JsonNode answer = searched(admin, body(r, "text", "Petrov"));

    // Twice the word, then once (the two alike by name), then a typo alone.
    assertThat(names(answer))
        .containsExactly("Petrov Petrov", "Petrov Anna", "Petrov Ivan", "Abramov Petrvo");
    JsonNode hits = answer.path("hits");
    assertThat(hits.get(0).path("score").asDouble())
        .isGreaterThan(hits.get(1).path("score").asDouble());
    assertThat(hits.get(1).path("score").asDouble())
        .isEqualTo(hits.get(2).path("score").asDouble());
    assertThat(hits.get(2).path("score").asDouble()).as("an exact hit: 1 to 2").isBetween(1.0, 2.0);
    assertThat(hits.get(3).path("score").asDouble()).as("a swap: one edit away").isEqualTo(0.5);
  }

  private static Map<String, Object> byName(String order) {
    return Map.of("attribute", "$displayName", "order", order);
  }

  private static List<String> names(JsonNode answer) {
    List<String> names = new ArrayList<>();
    answer.path("hits").forEach(h -> names.add(h.path("displayName").asString()));
    return names;
  }
}
