package org.platform.mdm.core.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;

/** User-defined property definitions, their rights, and users' values of them. */
class UserDefinedPropertiesTest extends ApiTest {

  private static final String PROPERTIES = "/api/v2/core/user-defined-properties";
  private static final String USERS = "/api/v2/core/users";

  private static Map<String, Object> property(String name, String type, boolean readOnly) {
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("name", name);
    p.put("displayName", name + " shown");
    p.put("type", type);
    p.put("required", false);
    p.put("readOnly", readOnly);
    return p;
  }

  private static String suffix() {
    return unique("p").replace("-", "");
  }

  @Test
  void usersCarryTypedValuesOfTheDefinitionsAndLoseThemWithTheDefinition() {
    String s = suffix();
    String badge = "badge" + s;
    String floor = "floor" + s;
    String hired = "hired" + s;
    Api.Response created =
        admin()
            .post(
                PROPERTIES,
                Map.of(
                    "properties",
                    List.of(
                        property(badge, "String", false),
                        property(floor, "Integer", false),
                        property(hired, "Date", true))));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    // Every logged-in user reads the definitions.
    JsonNode listed = aUserWithRoles().get(PROPERTIES).json().path("properties");
    assertThat(listed.valueStream().map(p -> p.path("name").asString()).toList())
        .contains(badge, floor, hired);

    String name = unique("carol");
    Api.Response user =
        admin()
            .post(
                USERS,
                Map.of(
                    "userName",
                    name,
                    "password",
                    "carol-password",
                    "properties",
                    Map.of(badge, "B-7", floor, 3, hired, "2024-02-29")));
    assertThat(user.status()).as(user.toString()).isEqualTo(200);
    JsonNode values = user.json().path("user").path("properties");
    assertThat(values.path(badge).asString()).isEqualTo("B-7");
    assertThat(values.path(floor).isIntegralNumber()).isTrue();
    assertThat(values.path(floor).asInt()).isEqualTo(3);
    assertThat(values.path(hired).asString()).isEqualTo("2024-02-29");

    // A change replaces what it names (null removes), the rest stays.
    Map<String, Object> change = new HashMap<>();
    change.put(floor, 4);
    change.put(badge, null);
    JsonNode changed =
        admin().put(USERS + "/" + name, Map.of("properties", change)).json().path("user");
    assertThat(changed.path("properties").has(badge)).isFalse();
    assertThat(changed.path("properties").path(floor).asInt()).isEqualTo(4);
    assertThat(changed.path("properties").path(hired).asString()).isEqualTo("2024-02-29");

    // Wrong types, unknown names and a read-only change are refused, each at its place.
    Api.Response refused =
        admin()
            .put(
                USERS + "/" + name,
                Map.of(
                    "properties",
                    Map.of(
                        floor,
                        "four",
                        hired,
                        "2025-01-01",
                        badge,
                        Map.of("nested", true),
                        "noSuch" + s,
                        "x")));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes())
        .containsExactlyInAnyOrder(
            "CORE_PROPERTY_VALUE_INVALID",
            "CORE_PROPERTY_READ_ONLY",
            "CORE_PROPERTY_VALUE_INVALID",
            "CORE_PROPERTY_UNKNOWN");
    assertThat(
            admin()
                .get(USERS + "/" + name)
                .json()
                .path("user")
                .path("properties")
                .path(floor)
                .asInt())
        .isEqualTo(4);
    assertThat(
            admin()
                .put(USERS + "/" + name, Map.of("properties", Map.of(hired, "29 February")))
                .errorCodes())
        .containsExactly("CORE_PROPERTY_READ_ONLY");

    // Roles carry values of the same definitions, checked the same way.
    String role = unique("desk");
    Api.Response withValues =
        admin()
            .post(
                "/api/v2/core/roles",
                Map.of("name", role, "rights", List.of(), "properties", Map.of(floor, 2)));
    assertThat(withValues.status()).as(withValues.toString()).isEqualTo(200);
    assertThat(withValues.json().path("role").path("properties").path(floor).asInt()).isEqualTo(2);
    Api.Response wrong =
        admin()
            .put(
                "/api/v2/core/roles/" + role,
                Map.of("name", role, "rights", List.of(), "properties", Map.of(floor, 2.5)));
    assertThat(wrong.status()).as(wrong.toString()).isEqualTo(400);
    assertThat(wrong.errorCodes()).containsExactly("CORE_PROPERTY_VALUE_INVALID");

    // Deleted, the definitions take every user's and role's values with them.
    Api.Response deleted =
        admin().delete(PROPERTIES + "?id[]=" + floor + "&id[]=" + hired + "&id[]=" + badge);
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(admin().get(USERS + "/" + name).json().path("user").path("properties").isEmpty())
        .isTrue();
    assertThat(
            admin()
                .get("/api/v2/core/roles/" + role)
                .json()
                .path("role")
                .path("properties")
                .isEmpty())
        .isTrue();
  }

  @Test
  void badDefinitionsAreListedAtOnceAndNothingIsCreated() {
    String s = suffix();
    Map<String, Object> noType = property("ok" + s, null, false);
    Api.Response bad =
        admin()
            .post(
                PROPERTIES,
                Map.of(
                    "properties",
                    List.of(
                        property("1bad", "String", false),
                        property("t" + s, "Colour", false),
                        property("twice" + s, "String", false),
                        property("TWICE" + s, "Integer", false),
                        noType)));
    assertThat(bad.status()).as(bad.toString()).isEqualTo(400);
    assertThat(bad.errorCodes())
        .containsExactly(
            "CORE_PROPERTY_NAME_INVALID",
            "CORE_PROPERTY_TYPE_UNKNOWN",
            "CORE_PROPERTY_REPEATED",
            "CORE_FIELD_REQUIRED");
    assertThat(admin().get(PROPERTIES).text()).doesNotContain("twice" + s);
    assertThat(admin().post(PROPERTIES, Map.of("properties", List.of())).status()).isEqualTo(400);
    Api.Response nul =
        admin()
            .post(
                PROPERTIES,
                Map.of("properties", List.of(property("n\u0000" + s, "String", false))));
    assertThat(nul.status()).isEqualTo(400);
    assertThat(nul.errorCodes()).containsOnly("SYSTEM_NUL_CHARACTER");
    assertThat(admin().post(PROPERTIES, "{\"properties\": \"x\"}").status()).isEqualTo(400);

    // Flags left out are false.
    String plain = "plain" + s;
    Api.Response minimal =
        admin()
            .post(
                PROPERTIES, Map.of("properties", List.of(Map.of("name", plain, "type", "String"))));
    assertThat(minimal.status()).as(minimal.toString()).isEqualTo(200);
    assertThat(minimal.text()).contains(plain);
    assertThat(admin().delete(PROPERTIES + "?id[]=" + plain).status()).isEqualTo(200);

    String taken = "taken" + s;
    assertThat(
            admin()
                .post(PROPERTIES, Map.of("properties", List.of(property(taken, "Boolean", false))))
                .status())
        .isEqualTo(200);
    Api.Response again =
        admin()
            .post(
                PROPERTIES,
                Map.of("properties", List.of(property(taken.toUpperCase(), "Boolean", false))));
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.errorCodes()).containsExactly("CORE_PROPERTY_EXISTS");

    Api.Response unknown = admin().delete(PROPERTIES + "?id[]=" + taken + "&id[]=none" + s);
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(admin().get(PROPERTIES).text()).contains(taken);
    assertThat(admin().delete(PROPERTIES).status()).isEqualTo(400);
    assertThat(admin().delete(PROPERTIES + "?id[]=" + taken).status()).isEqualTo(200);
  }

  @Test
  void creatingAndDeletingNeedFullRightsAndARequiredPropertyNeedsAValue() {
    String s = suffix();
    Api creator =
        aUserWithRoles(aRole(List.of(grant("USER_DEFINED_PARAMETERS_MANAGEMENT", "CREATE"))));
    Api.Response partial =
        creator.post(PROPERTIES, Map.of("properties", List.of(property("p" + s, "String", false))));
    assertThat(partial.status()).isEqualTo(403);
    assertThat(partial.errorCodes()).containsExactly("CORE_ACCESS_DENIED");
    assertThat(creator.delete(PROPERTIES + "?id[]=p" + s).status()).isEqualTo(403);

    Api full =
        aUserWithRoles(
            aRole(
                List.of(
                    grant(
                        "USER_DEFINED_PARAMETERS_MANAGEMENT",
                        "CREATE",
                        "READ",
                        "UPDATE",
                        "DELETE"))));
    Map<String, Object> required = property("req" + s, "Boolean", false);
    required.put("required", true);
    assertThat(full.post(PROPERTIES, Map.of("properties", List.of(required))).status())
        .isEqualTo(200);
    try {
      Api.Response without =
          admin().post(USERS, Map.of("userName", unique("dan"), "password", "dan-password"));
      assertThat(without.status()).as(without.toString()).isEqualTo(400);
      assertThat(without.errorCodes()).containsExactly("CORE_PROPERTY_REQUIRED");
      assertThat(
              admin()
                  .post(
                      USERS,
                      Map.of(
                          "userName",
                          unique("dan"),
                          "password",
                          "dan-password",
                          "properties",
                          Map.of("req" + s, true)))
                  .status())
          .isEqualTo(200);
    } finally {
      assertThat(full.delete(PROPERTIES + "?id[]=req" + s).status()).isEqualTo(200);
    }
  }

  @Test
  void twoRequestsCreatingOneNameAtOnceAreAnsweredOneAndAConflict() throws Exception {
    Api admin = admin();
    for (int round = 0; round < 5; round++) {
      String name = unique("race").replace("-", "_");
      java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
      java.util.concurrent.ExecutorService two =
          java.util.concurrent.Executors.newFixedThreadPool(2);
      try {
        List<java.util.concurrent.Future<Integer>> answers = new java.util.ArrayList<>();
        for (int i = 0; i < 2; i++) {
          String spelled = i == 0 ? name : name.toUpperCase();
          answers.add(
              two.submit(
                  () -> {
                    start.await();
                    return admin
                        .post(
                            PROPERTIES,
                            Map.of("properties", List.of(property(spelled, "String", false))))
                        .status();
                  }));
        }
        List<Integer> statuses = new java.util.ArrayList<>();
        for (var answer : answers) {
          statuses.add(answer.get());
        }
        assertThat(statuses).containsExactlyInAnyOrder(200, 409);
      } finally {
        two.shutdownNow();
      }
    }
  }

  @Test
  void aReadOnlyNumberGivenAgainAsWrittenDifferentlyIsTheSameValue() {
    String rate = unique("rate").replace("-", "_");
    assertThat(
            admin()
                .post(PROPERTIES, Map.of("properties", List.of(property(rate, "Number", true))))
                .status())
        .isEqualTo(200);
    String name = unique("user");
    Api.Response created =
        admin()
            .post(
                USERS,
                Map.of(
                    "userName",
                    name,
                    "password",
                    "password-" + name,
                    "properties",
                    Map.of(rate, new java.math.BigDecimal("1.5"))));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    Api.Response same =
        admin()
            .send(
                "PUT",
                USERS + "/" + name,
                "{\"properties\": {\"" + rate + "\": 1.50}}",
                "application/json");
    assertThat(same.status()).as(same.toString()).isEqualTo(200);
    assertThat(admin().put(USERS + "/" + name, Map.of("properties", Map.of(rate, 2))).errorCodes())
        .containsExactly("CORE_PROPERTY_READ_ONLY");
  }
}
