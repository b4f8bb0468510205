package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Each REST module documents itself at its own root, readable without logging in, in a way a
 * newcomer can work from. The checks run over every module's document, so a controller added later
 * without a summary, or with an undocumented error answer, fails the build.
 */
class ApiDocsTest extends ApiTest {

  @Autowired List<ApiModule> modules;

  @Test
  void everyModuleHasADocumentWithATitleTheProjectVersionAndADescription() throws Exception {
    assertThat(modules)
        .extracting(ApiModule::root)
        .contains(
            "/api/v2/core",
            "/api/v2/draft",
            "/api/v2/meta",
            "/api/v2/data",
            "/api/meta-data-driven/v1");
    String version = projectVersion();
    for (ApiModule module : modules) {
      Api.Response document = anonymous().get(module.root() + "/openapi.json");
      Api.Response page = anonymous().get(module.root() + "/api-docs");

      assertThat(document.status()).as(module.root()).isEqualTo(200);
      JsonNode info = document.json().path("info");
      assertThat(info.path("title").asString())
          .as(module.root())
          .isEqualTo(module.title())
          .isNotEqualTo("OpenAPI definition");
      assertThat(info.path("version").asString()).as(module.root()).isEqualTo(version);
      assertThat(info.path("description").asString()).as(module.root()).hasSizeGreaterThan(100);
      assertThat(document.json().path("paths").propertyNames())
          .as(module.root())
          .allMatch(path -> path.equals(module.root()) || path.startsWith(module.root() + "/"));
      assertThat(page.status()).as(module.root()).isEqualTo(200);
      assertThat(page.text()).contains(module.root() + "/openapi.json").contains(module.title());
    }
  }

  @Test
  void everyOperationHasASummaryATagByPurposeAndItsErrorAnswersWithTheEnvelope() {
    for (ApiModule module : modules) {
      JsonNode document = anonymous().get(module.root() + "/openapi.json").json();
      for (JsonNode tag : document.path("tags")) {
        assertThat(tag.path("name").asString()).as(module.root()).doesNotEndWith("-controller");
      }
      assertThat(document.path("components").path("schemas").has(ApiDocs.ERROR_SCHEMA))
          .as(module.root())
          .isTrue();
      for (Map.Entry<String, JsonNode> path : document.path("paths").properties()) {
        for (Map.Entry<String, JsonNode> method : path.getValue().properties()) {
          String name = method.getKey().toUpperCase() + " " + path.getKey();
          JsonNode operation = method.getValue();
          assertThat(operation.path("summary").asString()).as("summary of " + name).isNotBlank();
          assertThat(operation.path("tags").values())
              .as("tags of " + name)
              .isNotEmpty()
              .allMatch(tag -> !tag.asString().endsWith("-controller"));
          List<String> errors = new ArrayList<>();
          for (Map.Entry<String, JsonNode> answer : operation.path("responses").properties()) {
            if (answer.getKey().startsWith("4")) {
              errors.add(answer.getKey());
              assertThat(answer.getValue().path("description").asString())
                  .as(answer.getKey() + " of " + name)
                  .isNotBlank();
              assertThat(
                      answer
                          .getValue()
                          .path("content")
                          .path("application/json")
                          .path("schema")
                          .path("$ref")
                          .asString())
                  .as(answer.getKey() + " of " + name)
                  .endsWith("/" + ApiDocs.ERROR_SCHEMA);
            }
          }
          assertThat(errors).as("4xx answers of " + name).isNotEmpty();
          assertThat(operation.path("responses").propertyNames())
              .as("success answer (200, or 202 for work that goes on) of " + name)
              .anyMatch(code -> code.equals("200") || code.equals("202"));
        }
      }
    }
  }

  @Test
  void operationIdsSayWhatTheyDoAndAreUniqueAcrossTheDocuments() {
    List<String> ids = new ArrayList<>();
    for (ApiModule module : modules) {
      JsonNode document = anonymous().get(module.root() + "/openapi.json").json();
      for (JsonNode path : document.path("paths")) {
        for (JsonNode operation : path) {
          ids.add(operation.path("operationId").asString());
        }
      }
    }
    assertThat(ids)
        .hasSizeGreaterThan(60)
        .doesNotHaveDuplicates()
        .allMatch(id -> id.matches("[a-z]+[A-Z][A-Za-z]*|login|logout"), "a verb and its object")
        .contains("listUsers", "writeRecord", "searchRecords", "getRecordByKey");
  }

  @Test
  void noDocumentHasAJacksonTreeTypeAndRecordValuesAreAnyJsonValue() {
    for (ApiModule module : modules) {
      JsonNode schemas =
          anonymous()
              .get(module.root() + "/openapi.json")
              .json()
              .path("components")
              .path("schemas");
      assertThat(schemas.propertyNames())
          .as(module.root())
          .doesNotContain("JsonNode", "ObjectNode", "ArrayNode");
      assertThat(schemas.toString()).as(module.root()).doesNotContain("bigDecimal");
    }
    JsonNode records =
        anonymous()
            .get("/api/meta-data-driven/v1/openapi.json")
            .json()
            .path("components")
            .path("schemas");
    // externalId is not required: a write of the platform source without one is named by its
    // new etalon id (issue 46); a source system's write without one is refused at the field.
    assertThat(records.path("WriteRecordRO").path("required").values())
        .extracting(JsonNode::asString)
        .containsExactlyInAnyOrder("entityName", "sourceSystem");
    assertThat(
            records
                .path("WriteRecordRO")
                .path("properties")
                .path("attributes")
                .path("additionalProperties")
                .path("$ref")
                .asString())
        .endsWith("/AnyValue");
    // A field the server may answer as null says so, OpenAPI 3.1 style.
    assertThat(records.path("EtalonRO").path("properties").path("validFrom").path("type").values())
        .extracting(JsonNode::asString)
        .containsExactlyInAnyOrder("string", "null");
  }

  @Test
  void springdocsOwnUngroupedAddressesAreNotServed() {
    for (String path :
        List.of("/v3/api-docs", "/v3/api-docs/core", "/v3/api-docs.yaml", "/swagger-ui.html")) {
      Api.Response response = anonymous().get(path);
      assertThat(response.status()).as(path).isEqualTo(404);
      assertThat(response.errorCodes()).as(path).containsExactly("SYSTEM_ROUTE_NOT_FOUND");
    }
    assertThat(anonymous().get("/swagger-ui/swagger-ui-bundle.js").status()).isEqualTo(200);
  }

  @Test
  void operationsSayWhoMayCallThem() {
    JsonNode paths = anonymous().get("/api/v2/core/openapi.json").json().path("paths");

    JsonNode login = paths.path("/api/v2/core/authentication/login").path("post");
    JsonNode createUser = paths.path("/api/v2/core/users").path("post");
    JsonNode currentUser = paths.path("/api/v2/core/authentication/current-user").path("get");

    assertThat(login.path("security").isArray()).isTrue();
    assertThat(login.path("security").size()).as("login needs no credentials").isZero();
    assertThat(login.path("responses").has("401")).as("wrong password").isTrue();
    assertThat(createUser.path("description").asString())
        .contains("Needs right `CREATE` on `USER_MANAGEMENT`.");
    assertThat(createUser.path("responses").path("403").path("description").asString())
        .contains("CREATE on USER_MANAGEMENT");
    assertThat(createUser.path("responses").path("409").path("description").asString())
        .isNotBlank();
    assertThat(currentUser.path("responses").has("401")).isTrue();
    assertThat(currentUser.path("responses").has("403")).isFalse();
  }

  @Test
  void theRecordsApisAreDocumentedAtTheirOwnRootsWithoutLoggingIn() {
    for (String root : new String[] {"/api/v2/data", "/api/meta-data-driven/v1"}) {
      Api.Response document = anonymous().get(root + "/openapi.json");
      Api.Response page = anonymous().get(root + "/api-docs");

      assertThat(document.status()).as(root).isEqualTo(200);
      assertThat(document.json().path("info").path("title").asString()).startsWith("Records (");
      assertThat(page.status()).as(root).isEqualTo(200);
      assertThat(page.text()).contains(root + "/openapi.json");
    }
  }

  /** The {@code <version>} of {@code pom.xml}: what the build writes into build-info. */
  private static String projectVersion() throws Exception {
    return XPathFactory.newInstance()
        .newXPath()
        .evaluate(
            "/project/version",
            DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(Path.of("pom.xml").toFile()));
  }

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
