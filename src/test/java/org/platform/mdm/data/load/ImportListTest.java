package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * The list of bulk loads ({@code GET /api/v2/data/import}): the latest first, each as the import's
 * own answer has it but for its rejected lines, and only those the caller may follow.
 */
class ImportListTest extends RecordApiTest {

  private static final String IMPORTS = "/api/v2/data/import";

  @Test
  void theLatestImportsComeNewestFirstWithTheirCountersButNotTheirRejections() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    long first = started(admin, line(register, erp, "L-1") + line(register, erp, "L-2"));
    long second = started(admin, line(register, erp, "L-3") + "{not json\n");
    JsonNode done = importFinished(admin, second);
    importFinished(admin, first);

    Api.Response listed = admin.get(IMPORTS + "?limit=2");

    assertThat(listed.status()).as(listed.toString()).isEqualTo(200);
    JsonNode imports = listed.json().path("imports");
    assertThat(ids(imports)).containsExactly(second, first);
    JsonNode latest = imports.get(0);
    assertThat(latest.path("state").asString()).isEqualTo("DONE");
    assertThat(latest.path("linesRead").asLong()).isEqualTo(2);
    assertThat(latest.path("loaded").asLong()).isEqualTo(1);
    assertThat(latest.path("rejected").asLong()).isEqualTo(1);
    assertThat(latest.path("createdBy").asString()).isEqualTo(done.path("createdBy").asString());
    assertThat(latest.path("rejections").isArray()).isTrue();
    assertThat(latest.path("rejections")).isEmpty();
    assertThat(done.path("rejections")).hasSize(1);
    assertThat(imports.get(1).path("loaded").asLong()).isEqualTo(2);
    assertThat(ids(admin.get(IMPORTS).json().path("imports"))).startsWith(second, first);
  }

  @Test
  void aUserSeesTheirOwnImportsAndAFullAccessUserEveryones() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    Api loader =
        aUserWithRoles(aRole(List.of(grant(register, "CREATE", "UPDATE", "READ", "DELETE"))));
    long theirs = started(loader, line(register, erp, "U-1"));
    importFinished(loader, theirs);
    long admins = started(admin, line(register, erp, "A-1"));
    importFinished(admin, admins);

    assertThat(ids(loader.get(IMPORTS).json().path("imports"))).containsExactly(theirs);
    assertThat(ids(admin.get(IMPORTS).json().path("imports"))).startsWith(admins, theirs);
    assertThat(anonymous().get(IMPORTS).status()).isEqualTo(401);
  }

  @Test
  void aLimitOutsideOneToAHundredIsRefusedNamingTheParameter() {
    Api admin = admin();
    for (String limit : List.of("0", "101", "-1")) {
      Api.Response refused = admin.get(IMPORTS + "?limit=" + limit);
      assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
      JsonNode error = refused.json().path("details").path("error").path(0);
      assertThat(error.path("code").asString()).isEqualTo("DATA_IMPORT_LIMIT_INVALID");
      assertThat(error.path("source").asString()).isEqualTo("limit");
      assertThat(error.path("externalMessage").asString()).contains("100");
    }
    assertThat(admin.get(IMPORTS + "?limit=many").status()).isEqualTo(400);
  }

  @Test
  void theListIsDocumentedWithItsLimitAndTypedAnswer() {
    JsonNode document = anonymous().get("/api/v2/data/openapi.json").json();
    JsonNode list = document.path("paths").path(IMPORTS).path("get");

    assertThat(list.path("operationId").asString()).isEqualTo("listImports");
    assertThat(list.path("responses").propertyNames()).contains("200", "400", "401");
    assertThat(
            list.path("responses")
                .path("200")
                .path("content")
                .path("application/json")
                .path("schema")
                .path("$ref")
                .asString())
        .endsWith("/ImportsRO");
    assertThat(texts(list.path("parameters"), "name")).containsExactly("limit");
    assertThat(
            document
                .path("components")
                .path("schemas")
                .path("ImportsRO")
                .path("properties")
                .path("imports")
                .path("items")
                .path("$ref")
                .asString())
        .endsWith("/ImportRO");
  }

  private static long started(Api client, String ndjson) {
    Api.Response r = client.send("POST", IMPORTS, ndjson, "application/x-ndjson");
    assertThat(r.status()).as(r.toString()).isEqualTo(202);
    return r.json().path("importId").asLong();
  }

  private static List<Long> ids(JsonNode imports) {
    List<Long> ids = new ArrayList<>();
    imports.forEach(i -> ids.add(i.path("importId").asLong()));
    return ids;
  }

  private static String line(String entity, String source, String id) {
    return "{\"entityName\": \""
        + entity
        + "\", \"sourceSystem\": \""
        + source
        + "\", \"externalId\": \""
        + id
        + "\", \"attributes\": {\"name\": \""
        + id
        + "\"}}\n";
  }
}
