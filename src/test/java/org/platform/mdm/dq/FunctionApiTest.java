package org.platform.mdm.dq;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;

/**
 * The functions' REST API as a user trying a function out sees it: the list with its ports in
 * English and Russian, calls of the date-in-range function, and every way a call is refused.
 */
class FunctionApiTest extends ApiTest {

  static final String FUNCTIONS = "/api/v2/dq/functions";
  static final String CALL = FUNCTIONS + "/call";
  static final String DATE_IN_RANGE = "ПроверкаДатыВДиапазоне";
  static final String RESULT = "Результат";

  private static Map<String, Object> call(String function, Object... portsAndValues) {
    Map<String, Object> inputs = new HashMap<>();
    for (int i = 0; i < portsAndValues.length; i += 2) {
      inputs.put((String) portsAndValues[i], portsAndValues[i + 1]);
    }
    return Map.of("functionName", function, "inputs", inputs);
  }

  private static JsonNode result(Api user, Map<String, Object> body) {
    Api.Response r = user.post(CALL, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("outputs").path(RESULT);
  }

  private static JsonNode function(JsonNode list, String name) {
    for (JsonNode f : list.path("functions")) {
      if (f.path("name").asString().equals(name)) {
        return f;
      }
    }
    throw new AssertionError("no function " + name + " in " + list);
  }

  @Test
  void anyUserListsTheFunctionsWithTheirPortsInTheirLanguage() {
    Api user = aUserWithRoles();
    Api.Response en = user.get(FUNCTIONS);
    Api.Response ru = user.header("Accept-Language", "ru-RU,ru;q=0.9").get(FUNCTIONS);
    assertThat(en.status()).as(en.toString()).isEqualTo(200);
    assertThat(ru.status()).as(ru.toString()).isEqualTo(200);

    JsonNode dateInRange = function(en.json(), DATE_IN_RANGE);
    assertThat(dateInRange.path("displayName").asString()).isEqualTo("Date in range");
    assertThat(dateInRange.path("kind").asString()).isEqualTo("SYSTEM");
    assertThat(dateInRange.path("inputs").findValuesAsString("name"))
        .containsExactly(
            "Дата для проверки", "От сейчас", "Значение от", "До сейчас", "Значение до");
    JsonNode value = dateInRange.path("inputs").get(0);
    assertThat(value.path("displayName").asString()).isEqualTo("Date to check");
    assertThat(value.path("required").asBoolean()).isTrue();
    assertThat(value.path("types").toString()).isEqualTo("[\"DATE\",\"TIMESTAMP\"]");
    assertThat(value.path("description").asString()).isNotBlank();
    assertThat(dateInRange.path("inputs").get(1).path("required").asBoolean()).isFalse();
    assertThat(dateInRange.path("outputs").get(0).path("name").asString()).isEqualTo(RESULT);
    assertThat(dateInRange.path("outputs").get(0).path("types").toString())
        .isEqualTo("[\"BOOLEAN\"]");

    JsonNode russian = function(ru.json(), DATE_IN_RANGE);
    assertThat(russian.path("displayName").asString()).isEqualTo("Проверка даты в диапазоне");
    assertThat(russian.path("inputs").get(1).path("displayName").asString()).isEqualTo("От сейчас");
    assertThat(function(ru.json(), "Trim").path("displayName").asString())
        .isEqualTo("Удалить пробелы по краям");
    assertThat(function(en.json(), "Trim").path("displayName").asString()).isEqualTo("Trim spaces");
    assertThat(en.json().path("functions").size())
        .isEqualTo(ru.json().path("functions").size())
        .isGreaterThan(10);
  }

  @Test
  void theDateInRangeFunctionAnswersForEachCombinationOfPorts() {
    Api user = aUserWithRoles();
    String tomorrow = LocalDate.now().plusDays(1).toString();
    String yesterday = LocalDate.now().minusDays(1).toString();
    String value = "Дата для проверки";
    String from = "Значение от";
    String to = "Значение до";

    assertThat(inRange(user, value, "2024-01-31")).as("no bound").isTrue();
    assertThat(inRange(user, value, "2024-01-31", from, "2024-01-01", to, "2024-02-01T00:00:00"))
        .as("between a date and a date-time")
        .isTrue();
    assertThat(inRange(user, value, "2024-01-31T10:00:00", to, "2024-01-31"))
        .as("a date bound is 00:00 of it")
        .isFalse();
    assertThat(inRange(user, value, "2024-01-01", from, "2024-01-01"))
        .as("equal to its bound")
        .isFalse();
    assertThat(inRange(user, value, tomorrow, "От сейчас", true, from, "2999-01-01"))
        .as("from now, the value bound ignored")
        .isTrue();
    assertThat(inRange(user, value, tomorrow, "До сейчас", true)).as("until now").isFalse();
    assertThat(inRange(user, value, yesterday, "До сейчас", true)).as("before now").isTrue();
  }

  private static boolean inRange(Api user, Object... portsAndValues) {
    return result(user, call(DATE_IN_RANGE, portsAndValues)).asBoolean();
  }

  @Test
  void otherFunctionsTakeNumbersArraysAndAnswerTheirKinds() {
    Api user = aUserWithRoles();
    assertThat(result(user, call("NumberInRange", "value", 5, "min", 1.5, "max", 10)).asBoolean())
        .isTrue();
    assertThat(result(user, call("IsNotEmpty", "value", List.of())).asBoolean()).isFalse();
    assertThat(result(user, call("Trim", "value", "  x ")).asString()).isEqualTo("x");
    assertThat(result(user, call("DefaultValue", "default", "2024-01-31")).asString())
        .isEqualTo("2024-01-31");
    Api.Response parts = user.post(CALL, call("DateParts", "value", "2024-01-31T10:00:00"));
    assertThat(parts.status()).as(parts.toString()).isEqualTo(200);
    assertThat(parts.json().path("outputs").toString())
        .isEqualTo("{\"year\":2024,\"month\":1,\"day\":31}");
    Api.Response empty = user.post(CALL, call("DateParts"));
    assertThat(empty.json().path("outputs").path("year").isNull()).as(empty.toString()).isTrue();
  }

  @Test
  void everyListedFunctionIsCalledWithNothingButItsRequiredPorts() {
    Api user = aUserWithRoles();
    for (JsonNode f : user.get(FUNCTIONS).json().path("functions")) {
      List<String> required = new ArrayList<>();
      f.path("inputs")
          .forEach(
              p -> {
                if (p.path("required").asBoolean()) {
                  required.add(p.path("name").asString());
                }
              });
      Api.Response r = user.post(CALL, call(f.path("name").asString()));
      if (required.isEmpty()) {
        assertThat(r.status()).as(r.toString()).isEqualTo(200);
        assertThat(r.json().path("outputs").propertyNames())
            .as(r.toString())
            .containsExactlyElementsOf(f.path("outputs").findValuesAsString("name"));
      } else {
        assertThat(r.status()).as(r.toString()).isEqualTo(400);
        assertThat(r.json().path("details").path("error").findValuesAsString("source"))
            .containsExactlyElementsOf(required.stream().map(n -> "inputs." + n).toList());
      }
    }
  }

  @Test
  void anUnknownFunctionIsNotFound() {
    Api.Response r = aUserWithRoles().post(CALL, call("NoSuchFunction", "value", 1));
    assertThat(r.status()).as(r.toString()).isEqualTo(404);
    assertThat(r.errorCodes()).containsExactly("DQ_FUNCTION_NOT_FOUND");
    assertThat(r.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("functionName");
  }

  @Test
  void everyProblemOfACallIsListedAtItsPort() {
    Api.Response r =
        aUserWithRoles()
            .header("Accept-Language", "ru")
            .post(
                CALL,
                call(
                    DATE_IN_RANGE,
                    "Значение от",
                    "2024-13-01",
                    "От сейчас",
                    "yes",
                    "Value",
                    "2024-01-01"));
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes())
        .containsExactlyInAnyOrder(
            "DQ_CALL_PORT_UNKNOWN",
            "DQ_CALL_PORT_REQUIRED",
            "DQ_CALL_VALUE_WRONG_TYPE",
            "DQ_CALL_VALUE_WRONG_TYPE");
    assertThat(r.json().path("details").path("error").findValuesAsString("source"))
        .containsExactlyInAnyOrder(
            "inputs.Value", "inputs.Дата для проверки", "inputs.Значение от", "inputs.От сейчас");
    assertThat(r.json().path("details").path("error").findValuesAsString("externalMessage"))
        .anySatisfy(m -> assertThat(m).contains("обязателен"));
  }

  @Test
  void aCallWithoutAFunctionOrWithValuesTheFunctionCannotTakeIsRefused() {
    Api user = aUserWithRoles();
    Api.Response none = user.post(CALL, Map.of("inputs", Map.of()));
    assertThat(none.status()).as(none.toString()).isEqualTo(400);
    assertThat(none.errorCodes()).containsExactly("DQ_CALL_FUNCTION_REQUIRED");

    Api.Response pattern =
        user.post(CALL, call("MatchesPattern", "value", "abc", "pattern", "[a-"));
    assertThat(pattern.status()).as(pattern.toString()).isEqualTo(400);
    assertThat(pattern.errorCodes()).containsExactly("DQ_CALL_FAILED");

    Api.Response slow =
        user.post(
            CALL, call("MatchesPattern", "value", "a".repeat(30) + "!", "pattern", "(.*a){20}"));
    assertThat(slow.status()).as(slow.toString()).isEqualTo(400);
    assertThat(slow.errorCodes()).containsExactly("DQ_CALL_FAILED");

    Api.Response object = user.post(CALL, call("Trim", "value", Map.of("a", 1)));
    assertThat(object.status()).as(object.toString()).isEqualTo(400);
    assertThat(object.errorCodes()).containsExactly("DQ_CALL_VALUE_WRONG_TYPE");
  }

  @Test
  void malformedBodiesAndNulCharactersAreRefusedNotFailed() {
    Api user = aUserWithRoles();
    Api.Response malformed =
        user.send("POST", CALL, "{\"functionName\": \"Trim\", \"inputs\": {", "application/json");
    assertThat(malformed.status()).as(malformed.toString()).isEqualTo(400);
    assertThat(malformed.errorCodes()).hasSize(1).allMatch(code -> code.startsWith("SYSTEM_"));
    Api.Response notJson = user.send("POST", CALL, "functionName=Trim", "application/json");
    assertThat(notJson.status()).as(notJson.toString()).isEqualTo(400);
    assertThat(notJson.errorCodes()).containsExactly("SYSTEM_MALFORMED_BODY");

    Api.Response nul = user.post(CALL, call("Trim", "value", "a\u0000b"));
    assertThat(nul.status()).as(nul.toString()).isEqualTo(400);
    assertThat(nul.errorCodes()).containsExactly("SYSTEM_NUL_CHARACTER");

    Api.Response unknownField =
        user.post(CALL, Map.of("functionName", "Trim", "input", Map.of("value", "x")));
    assertThat(unknownField.status()).as(unknownField.toString()).isEqualTo(400);
    assertThat(unknownField.errorCodes()).containsExactly("SYSTEM_UNKNOWN_FIELD");
  }

  @Test
  void anAnonymousCallerIsRefused() {
    assertThat(anonymous().get(FUNCTIONS).status()).isEqualTo(401);
    assertThat(anonymous().post(CALL, call("Trim", "value", "x")).status()).isEqualTo(401);
  }
}
