package org.platform.mdm.dq;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * The rules a register runs, as its stewards read them: every rule of every assigned set with the
 * set, phase and mode; only for users who may read the register's records.
 */
class RegisterRulesApiTest extends QualityApiTest {

  private static final String RULES = "/api/v2/dq/rules/";

  @Test
  void aRegistersReaderSeesEachRuleOfEachAssignedSet() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("code", "String"));
    String bare = aRegister(admin, "BVT", attribute("name", "String"));
    String required = entityName("required");
    String shortName = entityName("short");
    String first = entityName("first");
    String second = entityName("second");
    Map<String, Object> requiredRule =
        with(
            inPhase(
                validating(required, "IsNotEmpty", "Результат", "RED", "Code needed"), "ETALON"),
            "description",
            "Every record has a code.");
    Map<String, Object> both =
        setOf(
            first,
            "First checks",
            List.of(
                mapping(required, "value", "code"), mapping(shortName, "value", "name", "max", 5)));
    Map<String, Object> again =
        setOf(second, "Second checks", List.of(mapping(shortName, "value", "name", "max", 8)));
    publishAdding(
        admin,
        List.of(
            requiredRule,
            inPhase(
                validating(shortName, "LengthInRange", "Результат", "YELLOW", "Long"), "ORIGIN")),
        List.of(both, again),
        List.of(assignment(r, first, second)));

    Api reader = aUserWithRoles(aRole(List.of(grant(r, "READ"))));
    Api.Response answer = reader.get(RULES + r);
    assertThat(answer.status()).as(answer.toString()).isEqualTo(200);
    assertThat(answer.json().path("entityName").asString()).isEqualTo(r);
    JsonNode rules = answer.json().path("rules");
    assertThat(rules.findValuesAsString("ruleName"))
        .containsExactly(required, shortName, shortName);
    assertThat(rules.findValuesAsString("setName")).containsExactly(first, first, second);
    JsonNode red = rules.get(0);
    assertThat(red.path("ruleDisplayName").asString()).isEqualTo(required + " shown");
    assertThat(red.path("description").asString()).isEqualTo("Every record has a code.");
    assertThat(red.path("setDisplayName").asString()).isEqualTo("First checks");
    assertThat(red.path("phase").asString()).isEqualTo("ETALON");
    assertThat(red.path("mode").asString()).isEqualTo("VALIDATE");
    JsonNode yellow = rules.get(2);
    assertThat(yellow.path("description").isNull()).isTrue();
    assertThat(yellow.path("setDisplayName").asString()).isEqualTo("Second checks");
    assertThat(yellow.path("phase").asString()).isEqualTo("ORIGIN");

    Api.Response none = admin.get(RULES + bare);
    assertThat(none.status()).as(none.toString()).isEqualTo(200);
    assertThat(none.json().path("rules").isEmpty()).as("no set assigned").isTrue();
  }

  @Test
  void onlyAReaderOfAKnownRegisterIsAnswered() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String other = aRegister(admin, "BVT", attribute("name", "String"));

    Api elsewhere = aUserWithRoles(aRole(List.of(grant(other, "READ"))));
    Api.Response denied = elsewhere.get(RULES + r);
    assertThat(denied.status()).as(denied.toString()).isEqualTo(403);
    assertThat(denied.errorCodes()).containsExactly("DATA_ACCESS_DENIED");

    Api.Response nobody = aUserWithRoles().get(RULES + r);
    assertThat(nobody.status()).as(nobody.toString()).isEqualTo(403);

    Api.Response unknown = admin.get(RULES + entityName("Nowhere"));
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("DATA_ENTITY_NOT_FOUND");
  }
}
