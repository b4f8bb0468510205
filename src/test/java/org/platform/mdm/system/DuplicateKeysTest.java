package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.platform.mdm.testsupport.IntegrationTest;
import tools.jackson.databind.JsonNode;

/**
 * A JSON object that holds one key twice is refused with 400 naming the key (with its place),
 * wherever JSON is read: request bodies of records and of trees, uploaded files. Before, the last
 * value won, so {@code {"userName": "nobody", "userName": "admin"}} logged in as admin.
 */
class DuplicateKeysTest extends ApiTest {

  private static final String LOGIN = "/api/v2/core/authentication/login";

  @Test
  void aLoginNamingTheUserTwiceIsRefusedNotLoggedInAsTheLastOne() {
    String body =
        "{\"userName\": \"nobody\", \"userName\": \"admin\", \"password\": \""
            + IntegrationTest.ADMIN_PASSWORD
            + "\"}";

    Api.Response response = anonymous().send("POST", LOGIN, body, "application/json");

    assertDuplicate(response, "userName");
    assertThat(response.json().path("token").isMissingNode()).isTrue();
  }

  @Test
  void aDuplicateInsideANestedObjectNamesItsPlace() {
    String role =
        "{\"name\": \"dup-role\", \"rights\": [{\"resource\": \"USER_MANAGEMENT\","
            + " \"rights\": [\"READ\"], \"resource\": \"ROLE_MANAGEMENT\"}]}";

    Api.Response response = admin().send("POST", "/api/v2/core/roles", role, "application/json");

    assertDuplicate(response, "rights[0].resource");
    assertThat(admin().get("/api/v2/core/roles/dup-role").status()).isEqualTo(404);
  }

  @Test
  void aDuplicateInAFreeFormBodyIsRefused() {
    // A body read as a tree (any JSON), where no record's fields would catch it either.
    Api.Response response =
        admin()
            .send(
                "POST",
                "/api/v2/test/drafts/1/editions",
                "{\"a\": {\"b\": 1, \"b\": 2}}",
                "application/json");

    assertDuplicate(response, "a.b");
  }

  @Test
  void aDuplicateInASettingsChangeIsRefusedAndChangesNothing() {
    Api.Response put =
        admin()
            .send(
                "PUT",
                "/api/v2/core/system-parameters",
                "{\"parameters\": [{\"name\": \"a\", \"name\": \"b\", \"value\": \"1\"}]}",
                "application/json");

    assertDuplicate(put, "parameters[0].name");
  }

  @Test
  void aDuplicateInAnUploadedModelFileIsRefusedNamingIt() {
    Api.Response response =
        admin()
            .upload(
                "/api/v2/meta/model/import",
                "model.json",
                "application/json",
                "{\"entities\": [], \"entities\": []}");

    assertDuplicate(response, "entities");
  }

  @Test
  void aDuplicateInAnUploadedOperationsFileIsRefusedNamingIt() {
    Api.Response response =
        admin()
            .upload(
                "/api/v2/core/jobs/definitions/import",
                "ops.json",
                "application/json",
                "{\"definitions\": [], \"definitions\": []}");

    assertDuplicate(response, "definitions");
  }

  private static void assertDuplicate(Api.Response response, String place) {
    assertThat(response.status()).as(response.toString()).isEqualTo(400);
    assertThat(response.errorCodes())
        .as(response.toString())
        .containsExactly("SYSTEM_DUPLICATE_FIELD");
    JsonNode error = response.json().path("details").path("error").path(0);
    assertThat(error.path("source").asString()).isEqualTo(place);
    assertThat(error.path("externalMessage").asString())
        .isEqualTo("The JSON holds '" + place + "' twice in one object: each key may appear once.");
  }
}
