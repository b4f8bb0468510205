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
  void theDraftServiceAndTheDataModelAreDocumentedAtTheirOwnRoots() {
    for (String root : new String[] {"/api/v2/draft", "/api/v2/meta"}) {
      Api.Response document = anonymous().get(root + "/openapi.json");
      Api.Response page = anonymous().get(root + "/api-docs");

      assertThat(document.status()).as(root).isEqualTo(200);
      assertThat(document.json().path("paths").propertyNames())
          .isNotEmpty()
          .allMatch(path -> path.startsWith(root + "/"));
      assertThat(page.text()).contains(root + "/openapi.json");
    }
    assertThat(anonymous().get("/api/v2/draft/openapi.json").json().path("paths").propertyNames())
        .contains(
            "/api/v2/draft/types",
            "/api/v2/draft/states",
            "/api/v2/draft/drafts",
            "/api/v2/draft/upsert",
            "/api/v2/draft/publish",
            "/api/v2/draft/remove");
  }

  @Test
  void anUnknownModuleHasNoDocumentation() {
    Api.Response response = anonymous().get("/api/v2/unknown/openapi.json");

    assertThat(response.status()).isEqualTo(404);
    assertThat(response.errorCodes()).containsExactly("SYSTEM_ROUTE_NOT_FOUND");
  }
}
