package org.platform.mdm.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Facets, order and paging, dates, deletes, freshness, bad requests and rights. */
class SearchBehaviourTest extends SearchTestSupport {

  @Test
  void facetsCountValuesOfTheMatches() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    written(
        admin, aRecord(p.countries(), p.source(), "FR").with("code", "FR").with("title", "France"));
    for (int i = 0; i < 5; i++) {
      written(
          admin,
          aRecord(r, p.source(), "P" + i)
              .with("city", i < 3 ? "Berlin" : "Paris")
              .with("gender", i % 2 == 0 ? "F" : "M")
              .with("vip", i == 0)
              .with("country", "FR")
              .with("phones", List.of("1", "2")));
    }

    JsonNode answer =
        searched(
            admin,
            body(r, "facets", List.of("city", "gender", "vip", "country", "phones"), "limit", 1));
    assertThat(answer.path("totalCount").asLong()).isEqualTo(5);
    JsonNode city = answer.path("facets").path("city");
    assertThat(city.get(0).path("value").asString()).isEqualTo("Berlin");
    assertThat(city.get(0).path("count").asLong()).isEqualTo(3);
    assertThat(city.get(1).path("count").asLong()).isEqualTo(2);
    JsonNode gender = answer.path("facets").path("gender");
    assertThat(gender.get(0).path("value").asString()).isEqualTo("F");
    assertThat(gender.get(0).path("displayValue").asString()).isEqualTo("Female");
    assertThat(gender.get(0).path("count").asLong()).isEqualTo(3);
    assertThat(answer.path("facets").path("vip").get(0).path("value").asBoolean()).isFalse();
    assertThat(answer.path("facets").path("country").get(0).path("count").asLong()).isEqualTo(5);
    assertThat(answer.path("facets").path("phones").size()).isEqualTo(2);

    JsonNode filtered =
        searched(
            admin, body(r, "filters", leaf("city", "EQ", "Paris"), "facets", List.of("gender")));
    assertThat(filtered.path("facets").path("gender").get(0).path("count").asLong()).isEqualTo(1);

    Api.Response deleted = admin.delete(DATA + "/" + r + "/" + p.source() + "/P0");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    JsonNode countsOnly = searched(admin, body(r, "facets", List.of("city"), "limit", 0));
    assertThat(countsOnly.path("hits").size()).isZero();
    assertThat(countsOnly.path("totalCount").asLong()).isEqualTo(4);
    assertThat(countsOnly.path("facets").path("city").get(0).path("count").asLong())
        .as("the deleted record is not counted")
        .isEqualTo(2);
    JsonNode inactive =
        searched(admin, body(r, "facets", List.of("city"), "limit", 0, "includeInactive", true));
    assertThat(inactive.path("facets").path("city").get(0).path("count").asLong()).isEqualTo(3);
    JsonNode before =
        searched(
            admin,
            body(r, "facets", List.of("city"), "limit", 0, "timelineDate", "2000-01-01T00:00:00Z"));
    assertThat(before.path("totalCount").asLong())
        .as("valid since ever; the deleted one at no date")
        .isEqualTo(4);

    Api.Response number = admin.post(SEARCH, body(r, "facets", List.of("age", "home")));
    assertThat(number.status()).isEqualTo(400);
    assertThat(number.errorCodes()).containsOnly("SEARCH_FACET_NOT_FOR_TYPE");
  }

  @Test
  void sortIsStableAndPagesReachTheEndByOffsetAndByCursor() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    List<String[]> all = new ArrayList<>();
    for (int i = 0; i < 23; i++) {
      String age = Integer.toString(i % 4);
      String id =
          id(
              written(
                  admin, aRecord(r, p.source(), "P" + i).with("age", i % 4 == 3 ? null : i % 4)));
      all.add(new String[] {i % 4 == 3 ? null : age, id});
    }
    // by age descending, nulls last, then etalon id
    all.sort(
        Comparator.<String[], Integer>comparing(a -> a[0] == null ? 1 : 0)
            .thenComparing(a -> a[0] == null ? 0 : -Integer.parseInt(a[0]))
            .thenComparing(a -> a[1]));
    List<String> expected = all.stream().map(a -> a[1]).toList();
    List<Map<String, Object>> sort = List.of(Map.of("attribute", "age", "order", "DESC"));

    List<String> byOffset = new ArrayList<>();
    for (int offset = 0; offset < 30; offset += 5) {
      JsonNode page = searched(admin, body(r, "sort", sort, "offset", offset, "limit", 5));
      assertThat(page.path("totalCount").asLong()).isEqualTo(23);
      byOffset.addAll(ids(page));
    }
    assertThat(byOffset).containsExactlyElementsOf(expected);

    List<String> byCursor = new ArrayList<>();
    String cursor = null;
    for (int n = 0; n < 10; n++) {
      JsonNode page =
          cursor == null
              ? searched(admin, body(r, "sort", sort, "limit", 4))
              : searched(admin, body(r, "sort", sort, "limit", 4, "searchAfter", cursor));
      if (ids(page).isEmpty()) {
        break;
      }
      assertThat(page.path("totalCount").asLong()).isEqualTo(23);
      byCursor.addAll(ids(page));
      cursor = page.path("searchAfter").asString();
    }
    assertThat(byCursor).containsExactlyElementsOf(expected);

    List<String> byId = ids(searched(admin, body(r, "limit", 100)));
    assertThat(byId).isSorted().hasSize(23);
  }

  @Test
  void aSearchSeesTheRecordsValidAtItsDateAndLaterWritesAtOnce() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String id =
        id(
            written(
                admin,
                aRecord(r, p.source(), "1")
                    .with("city", "Berlin")
                    .valid("2020-01-01T00:00:00Z", "2020-12-31T23:59:59.999Z")));
    written(
        admin,
        aRecord(r, p.source(), "1").with("city", "Paris").valid("2021-01-01T00:00:00Z", null));

    assertThat(
            ids(
                searched(
                    admin,
                    body(
                        r,
                        "filters",
                        leaf("city", "EQ", "Berlin"),
                        "timelineDate",
                        "2020-06-01T00:00:00Z"))))
        .containsExactly(id);
    assertThat(ids(searched(admin, body(r, "filters", leaf("city", "EQ", "Berlin"))))).isEmpty();
    assertThat(ids(searched(admin, body(r, "filters", leaf("city", "EQ", "Paris")))))
        .containsExactly(id);
    assertThat(ids(searched(admin, body(r, "timelineDate", "2019-01-01T00:00:00Z")))).isEmpty();

    written(
        admin,
        aRecord(r, p.source(), "1").with("city", "Rome").valid("2021-01-01T00:00:00Z", null));
    assertThat(ids(searched(admin, body(r, "filters", leaf("city", "EQ", "Rome")))))
        .containsExactly(id);
    assertThat(ids(searched(admin, body(r, "filters", leaf("city", "EQ", "Paris"))))).isEmpty();
  }

  @Test
  void deletedRecordsDisappearAtOnceAndComeBackWhenRestored() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String id = id(written(admin, aRecord(r, p.source(), "1").with("city", "Berlin")));
    Map<String, Object> berlin = body(r, "filters", leaf("city", "EQ", "Berlin"));

    Api.Response deleted = admin.delete(DATA + "/" + r + "/" + p.source() + "/1");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(ids(searched(admin, berlin))).isEmpty();
    Map<String, Object> inactive =
        body(r, "filters", leaf("city", "EQ", "Berlin"), "includeInactive", true);
    assertThat(ids(searched(admin, inactive))).containsExactly(id);

    Api.Response restored = admin.post(DATA + "/restore", Map.of("entityName", r, "etalonId", id));
    assertThat(restored.status()).as(restored.toString()).isEqualTo(200);
    assertThat(ids(searched(admin, berlin))).containsExactly(id);

    Api.Response wiped = admin.delete(DATA + "/" + r + "/" + p.source() + "/1?wipe=true");
    assertThat(wiped.status()).as(wiped.toString()).isEqualTo(200);
    assertThat(ids(searched(admin, inactive))).isEmpty();
  }

  /**
   * A cursor is the client's to send back: one forged with a relevance or a name of another type
   * (an object, an array, a text for the relevance, an infinite number, a NUL in the name) is
   * refused as no cursor of this search, never answered 500.
   */
  @Test
  void aForgedCursorIsRefusedWhateverItsKeysHold() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String u = java.util.UUID.randomUUID().toString();
    String[] names = {"{\"a\":1}", "[1]", "\"\\u0000\""};
    String[] scores = {"\"Ivan\"", "true", "1e999", "{\"a\":1}", "[1]"};

    for (String name : names) {
      for (List<Map<String, String>> sort :
          List.of(
              List.<Map<String, String>>of(),
              List.of(Map.of("attribute", "$displayName", "order", "DESC")))) {
        Map<String, Object> byName = body(r, "searchAfter", cursor("[" + name + ",\"" + u + "\"]"));
        if (!sort.isEmpty()) {
          byName.put("sort", sort);
        }
        Api.Response refused = admin.post(SEARCH, byName);
        assertThat(refused.status()).as(name + " " + refused).isEqualTo(400);
        assertThat(refused.errorCodes()).containsExactly("SEARCH_CURSOR_INVALID");
      }
    }
    for (String score : scores) {
      // with a text and no sort: by relevance, then by name
      Map<String, Object> byScore =
          body(r, "text", "ivan", "searchAfter", cursor("[" + score + ",\"a\",\"" + u + "\"]"));
      Api.Response refused = admin.post(SEARCH, byScore);
      assertThat(refused.status()).as(score + " " + refused).isEqualTo(400);
      assertThat(refused.errorCodes()).containsExactly("SEARCH_CURSOR_INVALID");
    }
    Map<String, Object> genuine =
        body(r, "text", "ivan", "searchAfter", cursor("[0.5,null,\"" + u + "\"]"));
    assertThat(admin.post(SEARCH, genuine).status()).isEqualTo(200);
  }

  private static String cursor(String json) {
    return java.util.Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void badRequestsAreRefusedWithEveryProblem() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();

    Api.Response many =
        admin.post(
            SEARCH,
            body(
                r,
                "filters",
                Map.of(
                    "and",
                    List.of(
                        leaf("nope", "EQ", "x"),
                        leaf("age", "EQ", "ten"),
                        leaf("born", "GT", "2020-13-45"),
                        leaf("age", "FUZZY", "1"),
                        leaf("city", "LIKE", "x"),
                        leaf("gender", "EQ", "Other"),
                        leaf("city", "IN", List.of()),
                        leaf("home.nope", "EQ", "x"),
                        Map.of("attribute", "city"),
                        Map.of("and", List.of(), "or", List.of())))));
    assertThat(many.status()).as(many.toString()).isEqualTo(400);
    assertThat(many.errorCodes())
        .contains(
            "SEARCH_ATTRIBUTE_UNKNOWN",
            "SEARCH_VALUE_WRONG_TYPE",
            "SEARCH_OPERATOR_NOT_FOR_TYPE",
            "SEARCH_OPERATOR_UNKNOWN",
            "SEARCH_ENUM_VALUE_UNKNOWN",
            "SEARCH_VALUE_MISSING",
            "SEARCH_FILTER_INVALID");
    assertThat(many.json().path("details").path("error").size()).isGreaterThanOrEqualTo(10);

    assertThat(admin.post(SEARCH, Map.of("entityName", "NoSuchThing")).errorCodes())
        .containsExactly("SEARCH_ENTITY_UNKNOWN");
    assertThat(admin.post(SEARCH, Map.of()).errorCodes()).containsExactly("SEARCH_VALUE_MISSING");
    assertThat(admin.post(SEARCH, body(r, "limit", 1001)).errorCodes())
        .containsExactly("SEARCH_PAGE_INVALID");
    assertThat(admin.post(SEARCH, body(r, "limit", "20")).errorCodes())
        .containsExactly("SEARCH_VALUE_WRONG_TYPE");
    assertThat(admin.post(SEARCH, body(r, "offset", 10_001)).errorCodes())
        .containsExactly("SEARCH_OFFSET_TOO_LARGE");
    assertThat(admin.post(SEARCH, body(r, "searchAfter", "%%%")).errorCodes())
        .containsExactly("SEARCH_CURSOR_INVALID");
    assertThat(
            admin.post(SEARCH, body(r, "sort", List.of(Map.of("attribute", "home")))).errorCodes())
        .containsExactly("SEARCH_SORT_INVALID");
    // Refused where every body is read: an unknown field (named, with the known ones), a NUL.
    assertThat(admin.post(SEARCH, body(r, "unknownField", 1)).errorCodes())
        .containsExactly("SYSTEM_UNKNOWN_FIELD");
    assertThat(admin.post(SEARCH, body(r, "text", "a\u0000b")).errorCodes())
        .containsExactly("SYSTEM_NUL_CHARACTER");
    assertThat(admin.post(SEARCH, body(r, "timelineDate", "yesterday")).errorCodes())
        .containsExactly("SEARCH_VALUE_WRONG_TYPE");
    assertThat(admin.post(SEARCH, body(r, "timelineDate", "+300000-01-01T00:00:00Z")).errorCodes())
        .containsExactly("SEARCH_VALUE_WRONG_TYPE");
    Map<String, Object> threshold = leaf("name", "FUZZY", "x");
    threshold.put("threshold", 2);
    assertThat(admin.post(SEARCH, body(r, "filters", threshold)).errorCodes())
        .containsExactly("SEARCH_THRESHOLD_INVALID");
    assertThat(admin.send("POST", SEARCH, "{\"entityName\": ", "application/json").status())
        .isEqualTo(400);
    assertThat(admin.send("POST", SEARCH, "[1, 2]", "application/json").errorCodes())
        .containsExactly("SEARCH_BODY_INVALID");

    Object deep = leaf("city", "EQ", "x");
    for (int i = 0; i < 40; i++) {
      deep = Map.of("not", deep);
    }
    assertThat(admin.post(SEARCH, body(r, "filters", deep)).errorCodes())
        .containsExactly("SEARCH_FILTER_TOO_LARGE");
    List<Object> wide = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      wide.add(leaf("city", "EQ", "x" + i));
    }
    assertThat(admin.post(SEARCH, body(r, "filters", Map.of("or", wide))).errorCodes())
        .containsExactly("SEARCH_FILTER_TOO_LARGE");
    assertThat(
            admin
                .post(
                    SEARCH,
                    body(r, "filters", leaf("city", "EQ", "it's \"quoted\" \\ $.x ? (@ == 1)")))
                .status())
        .as("operands are escaped")
        .isEqualTo(200);
  }

  @Test
  void onlyEntitiesTheUserMayReadAreSearched() {
    Api admin = admin();
    Persons p = persons(admin);
    String r = p.register();
    String id = id(written(admin, aRecord(r, p.source(), "1").with("city", "Berlin")));

    Api stranger = aUserWithRoles(aRole(List.of()));
    Api.Response refused = stranger.post(SEARCH, body(r));
    assertThat(refused.status()).isEqualTo(403);
    assertThat(refused.errorCodes()).containsExactly("SEARCH_ACCESS_DENIED");

    Api reader = aUserWithRoles(aRole(List.of(grant(r, "READ"))));
    assertThat(ids(searched(reader, body(r)))).containsExactly(id);
    assertThat(anonymous().post(SEARCH, body(r)).status()).isEqualTo(401);
  }
}
