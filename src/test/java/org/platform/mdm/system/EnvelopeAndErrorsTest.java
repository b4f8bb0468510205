package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.TestEndpoints;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import tools.jackson.databind.JsonNode;

/**
 * Every answer, success or error, carries the envelope; errors say what is wrong and nothing more.
 */
@ExtendWith(OutputCaptureExtension.class)
class EnvelopeAndErrorsTest extends ApiTest {

  @Test
  void aSuccessfulAnswerCarriesAnEmptyEnvelope() {
    Api.Response response = admin().get("/api/v2/core/users");

    assertThat(response.status()).isEqualTo(200);
    assertEnvelope(response.json());
    assertThat(response.json().path("details").path("error").size()).isZero();
    assertThat(response.header(RequestIds.HEADER)).isNotBlank();
  }

  @Test
  void anUnknownRouteIs404WithTheEnvelope() {
    Api.Response response = admin().get("/api/v2/core/no-such-thing");

    assertThat(response.status()).isEqualTo(404);
    assertSingleError(response, "SYSTEM_ROUTE_NOT_FOUND");
    assertThat(error(response).path("externalMessage").asString())
        .contains("GET /api/v2/core/no-such-thing");
  }

  @Test
  void anUnknownRouteOutsideTheApiIs404WithTheEnvelope() {
    Api.Response response = admin().get("/nothing/here");

    assertThat(response.status()).isEqualTo(404);
    assertSingleError(response, "SYSTEM_ROUTE_NOT_FOUND");
  }

  @Test
  void aWrongMethodIs405AndNamesTheAllowedOnes() {
    Api.Response response = admin().delete("/api/v2/core/users");

    assertThat(response.status()).isEqualTo(405);
    assertSingleError(response, "SYSTEM_METHOD_NOT_ALLOWED");
    assertThat(response.header("Allow")).contains("GET").contains("POST");
  }

  @Test
  void malformedJsonIs400() {
    Api.Response response =
        admin().send("POST", "/api/v2/core/users", "{\"userName\": ", "application/json");

    assertThat(response.status()).isEqualTo(400);
    assertSingleError(response, "SYSTEM_MALFORMED_BODY");
  }

  @Test
  void aFieldOfTheWrongTypeIs400AndNamesTheField() {
    Api.Response response =
        admin()
            .send(
                "POST",
                "/api/v2/core/roles",
                "{\"name\":\"r\",\"rights\":[{\"resource\":\"USER_MANAGEMENT\",\"rights\":{\"a\":1}}]}",
                "application/json");

    assertThat(response.status()).isEqualTo(400);
    assertSingleError(response, "SYSTEM_INVALID_FIELD");
    assertThat(error(response).path("source").asString()).isEqualTo("rights[0].rights");
  }

  @Test
  void aMissingBodyIs400() {
    Api.Response response = admin().send("POST", "/api/v2/core/users", null, "application/json");

    assertThat(response.status()).isEqualTo(400);
    assertSingleError(response, "SYSTEM_MISSING_BODY");
  }

  @Test
  void aWrongContentTypeIs415() {
    Api.Response response =
        admin()
            .send("POST", "/api/v2/core/users", "userName=x", "application/x-www-form-urlencoded");

    assertThat(response.status()).isEqualTo(415);
    assertSingleError(response, "SYSTEM_UNSUPPORTED_MEDIA_TYPE");
  }

  @Test
  void askingForXmlIs406WithAJsonEnvelope() {
    Api.Response response = admin().header("Accept", "application/xml").get("/api/v2/core/users");

    assertThat(response.status()).isEqualTo(406);
    assertSingleError(response, "SYSTEM_NOT_ACCEPTABLE");
  }

  @Test
  void noCredentialsIs401WithTheEnvelope() {
    Api.Response response = anonymous().get("/api/v2/core/users");

    assertThat(response.status()).isEqualTo(401);
    assertSingleError(response, "CORE_AUTHENTICATION_REQUIRED");
  }

  @Test
  void anUnknownRouteWithoutCredentialsIs401NotA404() {
    // Nobody learns which routes exist without logging in.
    Api.Response response = anonymous().get("/api/v2/core/no-such-thing");

    assertThat(response.status()).isEqualTo(401);
    assertEnvelope(response.json());
  }

  @Test
  void aMissingRightIs403WithTheEnvelope() {
    Api.Response response = aUserWithRoles().get("/api/v2/core/users");

    assertThat(response.status()).isEqualTo(403);
    assertSingleError(response, "CORE_ACCESS_DENIED");
  }

  @Test
  void messagesFollowAcceptLanguageAndInternalMessagesStayEnglish() {
    Api.Response russian =
        anonymous()
            .header("Accept-Language", "ru-RU,ru;q=0.9")
            .post("/api/v2/core/authentication/login", Map.of("userName", "x", "password", "y"));
    Api.Response french =
        anonymous()
            .header("Accept-Language", "fr")
            .post("/api/v2/core/authentication/login", Map.of("userName", "x", "password", "y"));

    assertThat(error(russian).path("externalMessage").asString())
        .isEqualTo("Неверное имя пользователя или пароль.");
    assertThat(error(russian).path("internalMessage").asString())
        .isEqualTo("Wrong user name or password.");
    assertThat(error(french).path("externalMessage").asString())
        .isEqualTo("Wrong user name or password.");
  }

  @Test
  void aBugIs500WithARequestIdAndNoInternals(CapturedOutput output) {
    Api.Response response =
        anonymous().header(RequestIds.HEADER, "trace-me-42").get("/api/v2/test/bug");

    assertThat(response.status()).isEqualTo(500);
    assertSingleError(response, "SYSTEM_INTERNAL_ERROR");
    assertThat(response.json().path("requestId").asString()).isEqualTo("trace-me-42");
    assertThat(response.header(RequestIds.HEADER)).isEqualTo("trace-me-42");
    assertThat(error(response).path("externalMessage").asString()).contains("trace-me-42");
    assertThat(response.text())
        .doesNotContain("password_hash")
        .doesNotContain("IllegalStateException")
        .doesNotContain("at org.");
    // The log has what the response hides, under the same request id.
    assertThat(output.getAll()).contains("[trace-me-42]").contains(TestEndpoints.LEAKY_DETAIL);
  }

  @Test
  void aRequestIdThatIsNotSaneIsReplaced() {
    Api.Response response =
        admin().header(RequestIds.HEADER, "x".repeat(200)).get("/api/v2/core/users");

    assertThat(response.header(RequestIds.HEADER))
        .hasSizeLessThan(65)
        .isNotEqualTo("x".repeat(200));
  }

  @Test
  void anIdInAMessageIsPrintedAsWrittenAndEveryParameterIsAString() {
    Api.Response unknown =
        admin()
            .header("Accept-Language", "en")
            .post(
                "/api/v2/draft/publish",
                java.util.Map.of("draftId", 987_654_321L, "delete", false));

    assertSingleError(unknown, "DRAFT_NOT_FOUND");
    assertThat(error(unknown).path("message").asString()).isEqualTo("There is no draft 987654321.");
    assertThat(error(unknown).path("internalMessage").asString())
        .isEqualTo("There is no draft 987654321.");
    assertThat(error(unknown).path("params").path(0).asString()).isEqualTo("987654321");
  }

  private static JsonNode error(Api.Response response) {
    return response.json().path("details").path("error").path(0);
  }

  private static void assertSingleError(Api.Response response, String code) {
    assertEnvelope(response.json());
    assertThat(response.errorCodes()).as(response.toString()).containsExactly(code);
    JsonNode e = error(response);
    for (String field :
        new String[] {
          "domain", "source", "severity", "code", "message", "externalMessage", "internalMessage"
        }) {
      assertThat(e.path(field).isString()).as(field + " in " + response).isTrue();
    }
    assertThat(e.path("message").asString()).isEqualTo(e.path("externalMessage").asString());
    assertThat(e.path("params").isArray()).isTrue();
    e.path("params")
        .values()
        .forEach(p -> assertThat(p.isString()).as(response.toString()).isTrue());
  }

  static void assertEnvelope(JsonNode body) {
    JsonNode details = body.path("details");
    assertThat(details.path("info").isArray()).as("details.info in " + body).isTrue();
    assertThat(details.path("warning").isArray()).as("details.warning in " + body).isTrue();
    assertThat(details.path("error").isArray()).as("details.error in " + body).isTrue();
  }
}
