package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;

/** Each REST module documents itself at its own root, readable without logging in. */
class ApiDocsTest extends ApiTest {

  @Test
  void theModuleDocumentListsOnlyThatModulesPaths() {
    Api.Response response = anonymous().get("/api/v2/core/openapi.json");

    assertThat(response.status()).isEqualTo(200);
    assertThat(response.json().path("openapi").asString()).startsWith("3.");
    assertThat(response.json().path("paths").propertyNames())
        .contains("/api/v2/core/authentication/login", "/api/v2/core/users")
        .allMatch(path -> path.startsWith("/api/v2/core/"));
  }

  @Test
  void theInteractiveDocumentationLoadsTheModuleDocument() {
    Api.Response page = anonymous().get("/api/v2/core/api-docs");
    Api.Response script = anonymous().get("/swagger-ui/swagger-ui-bundle.js");

    assertThat(page.status()).isEqualTo(200);
    assertThat(page.header("Content-Type")).startsWith("text/html");
    assertThat(page.text()).contains("SwaggerUIBundle").contains("/api/v2/core/openapi.json");
    assertThat(script.status()).isEqualTo(200);
  }

  @Test
  void anUnknownModuleHasNoDocumentation() {
    Api.Response response = anonymous().get("/api/v2/unknown/openapi.json");

    assertThat(response.status()).isEqualTo(404);
    assertThat(response.errorCodes()).containsExactly("SYSTEM_ROUTE_NOT_FOUND");
  }
}
