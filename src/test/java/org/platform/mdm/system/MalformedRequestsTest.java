package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.ParameterReadingFilter;
import tools.jackson.databind.JsonNode;

/**
 * Whatever a client sends, the answer is a 4xx with the envelope and a stable code, never a 500 and
 * never a page of HTML: requests the servlet container refuses before the application sees them,
 * multipart bodies it cannot parse, paths it cannot decode, bodies that are too large or too deep.
 */
class MalformedRequestsTest extends ApiTest {

  private static final String LOGIN = "/api/v2/core/authentication/login";
  private static final String FILTER_READS = ParameterReadingFilter.PATH;
  private static final String[] FORM = {"Content-Type", "application/x-www-form-urlencoded"};
  private static final String[] JSON = {"Content-Type", "application/json"};

  @Test
  void aMultipartLoginWithABrokenBodyIs400() {
    // The user's report: a form post cut short used to answer 500.
    Api.Response response =
        anonymous()
            .send(
                "POST",
                LOGIN,
                "--xyz\r\nContent-Disposition: form-data; name=\"userName\"\r\n\r\nadmin",
                "multipart/form-data; boundary=xyz");

    assertRefused(response, 400, "SYSTEM_MALFORMED_MULTIPART");
  }

  @Test
  void aMultipartBodyWithoutBoundaryIs400() {
    Api.Response response =
        admin().send("POST", "/api/v2/core/users", "garbage", "multipart/form-data");

    assertRefused(response, 400, "SYSTEM_MALFORMED_MULTIPART");
  }

  @Test
  void aWellFormedMultipartBodyToAJsonEndpointIs415() {
    Api.Response response =
        anonymous()
            .send(
                "POST",
                LOGIN,
                "--xyz\r\n"
                    + "Content-Disposition: form-data; name=\"userName\"\r\n\r\n"
                    + "admin\r\n"
                    + "--xyz--\r\n",
                "multipart/form-data; boundary=xyz");

    assertRefused(response, 415, "SYSTEM_UNSUPPORTED_MEDIA_TYPE");
  }

  @Test
  void aMultipartUploadWithoutItsFilePartIs400NamingThePart() {
    Api.Response response =
        admin()
            .send(
                "POST",
                "/api/v2/meta/model/import",
                "--xyz\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\nx\r\n--xyz--\r\n",
                "multipart/form-data; boundary=xyz");

    assertRefused(response, 400, "SYSTEM_MISSING_PARAMETER");
    assertThat(error(response).path("source").asString()).isEqualTo("file");
  }

  @Test
  void aPathWithABrokenPercentEscapeIs400() {
    // The user's report: PUT /api/v2/core/roles/%ZZ used to answer 500.
    Api.Response response =
        admin().raw("PUT", "/api/v2/core/roles/%ZZ", "{}", "Content-Type", "application/json");

    assertRefused(response, 400, "SYSTEM_INVALID_PATH");
    assertThat(error(response).path("source").asString()).isEqualTo("/api/v2/core/roles/%ZZ");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "/api/v2/core/roles/abc%", // '%' at the end
        "/api/v2/core/roles/a%2", // '%' and one digit
        "/api/v2/core/roles/a%00b", // NUL
        "/api/v2/core/roles/a%C3%28b", // not UTF-8
        "/api/v2/core/roles/a%FFb", // not UTF-8
        "/api/v2/core/roles/a%5Cb", // encoded backslash
        "/api/v2/core/roles/a;b", // path parameter
        "/api/v2/core/roles/a%3Bb", // encoded semicolon
        "/api/v2/core//roles", // empty segment
        "/api/v2/core/../core/roles" // not normalized
      })
  void aPathThatDoesNotDecodeIs400(String path) {
    assertRefused(admin().raw("GET", path, null), 400, "SYSTEM_INVALID_PATH");
    assertRefused(anonymous().raw("GET", path, null), 400, "SYSTEM_INVALID_PATH");
  }

  @Test
  void aContainerRefusalSpeaksTheCallersLanguage() {
    Api.Response response =
        anonymous().header("Accept-Language", "ru").raw("GET", "/api/v2/core/roles/%ZZ", null);

    assertRefused(response, 400, "SYSTEM_INVALID_PATH");
    assertThat(error(response).path("externalMessage").asString())
        .startsWith("Путь запроса некорректен");
    assertThat(error(response).path("internalMessage").asString())
        .startsWith("The request path is not valid");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "/api/v2/core/jobs/executions?limit=%FF%FE",
        "/api/v2/core/audit-events?limit=%FF",
        "/api/v2/notifications?limit=%C3%28",
        "/api/v2/matching/runs?limit=%ZZ",
        "/api/v2/core/user-notifications?limit=5%"
      })
  void aQueryValueThatDoesNotDecodeIs400NamingTheParameter(String target) {
    // The attacker's report: invalid UTF-8 in a percent-escape used to answer 500.
    Api.Response response = admin().raw("GET", target, null);

    assertRefused(response, 400, "SYSTEM_PARAMETER_NOT_DECODED");
    assertThat(error(response).path("source").asString()).isEqualTo("limit");
    assertThat(error(response).path("externalMessage").asString())
        .contains("'limit' does not decode");
  }

  @Test
  void aQueryParameterNameThatDoesNotDecodeIs400NamingItAsSent() {
    Api.Response admin = admin().raw("GET", "/api/v2/core/jobs/executions?%FF=1", null);
    Api.Response anonymous = anonymous().raw("POST", LOGIN + "?%FF=1", "{}", JSON);

    assertRefused(admin, 400, "SYSTEM_PARAMETER_NOT_DECODED");
    assertRefused(anonymous, 400, "SYSTEM_PARAMETER_NOT_DECODED");
    assertThat(error(admin).path("source").asString()).isEqualTo("%FF");
  }

  @Test
  void aFormBodyThatDoesNotDecodeIs400NamingTheParameter() {
    Api.Response login = anonymous().raw("POST", LOGIN, "a=%FF", FORM);
    Api.Response roles = admin().raw("POST", "/api/v2/core/roles", "name=%FF%FE", FORM);

    assertRefused(login, 400, "SYSTEM_PARAMETER_NOT_DECODED");
    assertRefused(roles, 400, "SYSTEM_PARAMETER_NOT_DECODED");
    assertThat(error(login).path("source").asString()).isEqualTo("a");
    assertThat(error(roles).path("source").asString()).isEqualTo("name");
  }

  @Test
  void aFormBodyThatDoesNotDecodeIs400WhenAFilterReadsItFirst() {
    // A filter asks for a parameter before any controller (as a sign-in filter would): the
    // container's refusal is thrown there, outside Spring MVC, and still answers the envelope.
    Api.Response broken =
        admin().header("Accept-Language", "ru").raw("POST", FILTER_READS, "x=%FF", FORM);
    Api.Response fine = admin().raw("POST", FILTER_READS, "x=%C3%A9", FORM);

    assertRefused(broken, 400, "SYSTEM_PARAMETER_NOT_DECODED");
    assertThat(error(broken).path("source").asString()).isEqualTo("x");
    assertThat(error(broken).path("externalMessage").asString()).startsWith("Параметр запроса");
    assertThat(fine.status()).as(fine.toString()).isEqualTo(200);
    assertThat(fine.text()).isEqualTo("x=\u00e9");
  }

  @Test
  void tooManyParametersAre400WhereverTheyAreFirstRead() {
    // Past the container's limit (1,000) it refuses the parameters when first asked for them: in a
    // filter (outside Spring MVC) or in a controller's argument.
    String many = "a&".repeat(1_001) + "x=1";
    Api.Response inFilter = admin().raw("GET", FILTER_READS + "?" + many, null);
    Api.Response inController = admin().raw("GET", "/api/v2/core/jobs/executions?" + many, null);

    assertRefused(inFilter, 400, "SYSTEM_UNREADABLE_PARAMETERS");
    assertRefused(inController, 400, "SYSTEM_UNREADABLE_PARAMETERS");
  }

  @Test
  void anOverlongUrlIs400() {
    Api.Response response = admin().raw("GET", "/api/v2/core/roles/" + "a".repeat(20_000), null);

    assertRefused(response, 400, "SYSTEM_BAD_REQUEST");
  }

  @Test
  void anOverlongHeaderIs400() {
    Api.Response response =
        admin().header("X-Comment", "a".repeat(20_000)).get("/api/v2/core/roles");

    assertRefused(response, 400, "SYSTEM_BAD_REQUEST");
  }

  @Test
  void anUnknownMethodIs405() {
    Api.Response response = admin().raw("FROB", "/api/v2/core/roles", null);

    assertRefused(response, 405, "SYSTEM_METHOD_NOT_ALLOWED");
  }

  @Test
  void jsonNestedTenThousandLevelsDeepIs400() {
    String deep = "{\"a\":".repeat(10_000) + "1" + "}".repeat(10_000);

    // Into a free-form JSON body: the parser stops at its depth limit.
    Api.Response free =
        admin().send("POST", "/api/v2/test/drafts/1/editions", deep, "application/json");
    // Into a typed body: the first level already has the wrong type.
    Api.Response typed = admin().send("POST", "/api/v2/core/roles", deep, "application/json");
    Api.Response array =
        admin()
            .send(
                "POST",
                "/api/v2/test/drafts/1/editions",
                "[".repeat(10_000) + "]".repeat(10_000),
                "application/json");

    assertRefused(free, 400, "SYSTEM_BODY_TOO_COMPLEX");
    assertRefused(array, 400, "SYSTEM_BODY_TOO_COMPLEX");
    assertThat(typed.status()).as(typed.toString()).isEqualTo(400);
    assertEnvelopeWithErrors(typed);
  }

  @Test
  void aTwentyMegabyteJsonBodyIs413() {
    String big = "{\"userName\": \"" + "a".repeat(20 * 1024 * 1024) + "\"}";

    Api.Response response = admin().send("POST", "/api/v2/core/users", big, "application/json");

    assertRefused(response, 413, "SYSTEM_BODY_TOO_LARGE");
    assertThat(error(response).path("externalMessage").asString()).contains("10 MB");
  }

  @Test
  void aBodyOverTheLimitWithoutLengthIs413() {
    // Chunked: no Content-Length to refuse up front, so the body is counted while it is read.
    // 11 MB rather than 20: Tomcat swallows at most 2 MB of a refused body before it closes the
    // connection, and a client still writing then may see a reset instead of the answer.
    byte[] big =
        ("{\"userName\": \"" + "a".repeat(11 * 1024 * 1024) + "\"}")
            .getBytes(StandardCharsets.UTF_8);
    Api.Response response =
        admin()
            .send(
                admin()
                    .request("/api/v2/core/users")
                    .header("Content-Type", "application/json")
                    .POST(
                        HttpRequest.BodyPublishers.ofInputStream(
                            () -> new ByteArrayInputStream(big))));

    assertRefused(response, 413, "SYSTEM_BODY_TOO_LARGE");
  }

  @Test
  void aTwentyMegabyteUploadIs413() {
    String body =
        "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"model.json\"\r\n"
            + "Content-Type: application/json\r\n\r\n"
            + "a".repeat(20 * 1024 * 1024)
            + "\r\n--xyz--\r\n";

    Api.Response response =
        admin()
            .send("POST", "/api/v2/meta/model/import", body, "multipart/form-data; boundary=xyz");

    assertRefused(response, 413, "SYSTEM_BODY_TOO_LARGE");
  }

  @Test
  void aQueryParameterOfTheWrongTypeIs400NamingIt() {
    Api.Response response =
        admin()
            .send(
                "POST",
                "/api/v2/meta/model/import?draftId=abc",
                "--xyz\r\n"
                    + "Content-Disposition: form-data; name=\"file\"; filename=\"m.json\"\r\n\r\n"
                    + "{}\r\n"
                    + "--xyz--\r\n",
                "multipart/form-data; boundary=xyz");

    assertRefused(response, 400, "SYSTEM_INVALID_PARAMETER");
    assertThat(error(response).path("source").asString()).isEqualTo("draftId");
  }

  @Test
  void aPathVariableOfTheWrongTypeIs400NamingIt() {
    Api.Response response = admin().get("/api/v2/meta/model/drafts/abc");

    assertRefused(response, 400, "SYSTEM_INVALID_PARAMETER");
    assertThat(error(response).path("source").asString()).isEqualTo("draftId");
  }

  @ParameterizedTest
  @ValueSource(strings = {"foo", "application/", "/json", "application/json; charset"})
  void aContentTypeThatDoesNotParseIs400(String contentType) {
    Api.Response login = anonymous().send("POST", LOGIN, "{}", contentType);
    Api.Response users = admin().send("POST", "/api/v2/core/users", "{}", contentType);

    for (Api.Response response : new Api.Response[] {login, users}) {
      assertThat(response.status()).as(response.toString()).isBetween(400, 499);
      assertEnvelopeWithErrors(response);
    }
    if (!contentType.startsWith("application/json")) {
      assertRefused(login, 400, "SYSTEM_INVALID_CONTENT_TYPE");
      assertThat(error(login).path("params").path(0).asString()).isEqualTo(contentType);
    }
  }

  @Test
  void anErrorNeverEchoesAHugeValue() {
    String name = "-" + "x".repeat(5_000);

    Api.Response response =
        admin()
            .post(
                "/api/v2/core/users",
                Map.of("userName", name, "password", "long-enough-password", "fullName", "X"));

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.text()).hasSizeLessThan(3_000);
  }

  private static JsonNode error(Api.Response response) {
    return response.json().path("details").path("error").path(0);
  }

  private static void assertRefused(Api.Response response, int status, String code) {
    assertThat(response.status()).as(response.toString()).isEqualTo(status);
    assertEnvelopeWithErrors(response);
    assertThat(response.errorCodes()).as(response.toString()).containsExactly(code);
    JsonNode e = error(response);
    for (String field :
        new String[] {
          "domain", "source", "severity", "code", "externalMessage", "internalMessage"
        }) {
      assertThat(e.path(field).isString()).as(field + " in " + response).isTrue();
    }
    assertThat(e.path("severity").asString()).isEqualTo("NORMAL");
    assertThat(response.header(RequestIds.HEADER)).as("request id").isNotBlank();
    assertThat(response.json().path("requestId").asString())
        .isEqualTo(response.header(RequestIds.HEADER));
  }

  private static void assertEnvelopeWithErrors(Api.Response response) {
    assertThat(response.header("Content-Type"))
        .as(response.toString())
        .startsWith("application/json");
    EnvelopeAndErrorsTest.assertEnvelope(response.json());
    assertThat(response.json().path("details").path("error").size())
        .as(response.toString())
        .isPositive();
    assertThat(response.text())
        .doesNotContain("Exception")
        .doesNotContain("at org.")
        .doesNotContain("<html");
  }
}
