package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import tools.jackson.databind.JsonNode;

/**
 * The templates API over HTTP: upload (create, change, optimistic revision), list (paged, filtered,
 * the shipped template always there), delete; every bad input refused with its code at its field,
 * an XXE body refused, and rights.
 */
class WorkflowTemplatesApiTest extends ApiTest {

  static final String TEMPLATES = "/api/v2/workflow/templates";

  static String bpmn(String processId, String taskName) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<definitions xmlns=\"http://www.omg.org/spec/BPMN/20100524/MODEL\""
        + " targetNamespace=\"https://example.org/test\">\n"
        + "  <process id=\""
        + processId
        + "\" name=\"Process "
        + processId
        + "\" isExecutable=\"true\">\n"
        + "    <startEvent id=\"start\"/>\n"
        + "    <sequenceFlow id=\"f1\" sourceRef=\"start\" targetRef=\"review\"/>\n"
        + "    <userTask id=\"review\" name=\""
        + taskName
        + "\"/>\n"
        + "    <sequenceFlow id=\"f2\" sourceRef=\"review\" targetRef=\"end\"/>\n"
        + "    <endEvent id=\"end\"/>\n"
        + "  </process>\n"
        + "</definitions>\n";
  }

  static Map<String, String> fields(String name) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("name", name);
    fields.put("displayName", "Template " + name);
    fields.put("version", "1.0");
    return fields;
  }

  static Api.Response upload(Api api, Map<String, String> fields, String file) {
    return api.upload(
        TEMPLATES + "/upsert",
        fields,
        "process.bpmn20.xml",
        "application/xml",
        file.getBytes(StandardCharsets.UTF_8));
  }

  static String name(String prefix) {
    return unique(prefix).replace("-", "_");
  }

  private static JsonNode list(Api api, Map<String, Object> request) {
    Api.Response r = api.post(TEMPLATES + "/list", request);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  @Test
  void aTemplateIsUploadedChangedListedAndDeleted() {
    Api admin = admin();
    String name = name("approval");
    Map<String, String> fields = fields(name);
    fields.put("description", "Two eyes");
    Api.Response created = upload(admin, fields, bpmn(name, "Review"));
    assertThat(created.status()).as(created.toString()).isEqualTo(200);
    JsonNode template = created.json().path("template");
    assertThat(created.json().path("created").asBoolean()).isTrue();
    assertThat(template.path("name").asString()).isEqualTo(name);
    assertThat(template.path("displayName").asString()).isEqualTo("Template " + name);
    assertThat(template.path("description").asString()).isEqualTo("Two eyes");
    assertThat(template.path("revision").asLong()).isEqualTo(1);
    assertThat(template.path("createdBy").asString()).isEqualTo("admin");

    fields.put("version", "2.0");
    fields.put("revision", "1");
    Api.Response changed = upload(admin, fields, bpmn(name, "Review again"));
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(changed.json().path("created").asBoolean()).isFalse();
    assertThat(changed.json().path("template").path("version").asString()).isEqualTo("2.0");
    assertThat(changed.json().path("template").path("revision").asLong()).isEqualTo(2);

    Api.Response stale = upload(admin, fields, bpmn(name, "Lost update"));
    assertThat(stale.status()).as(stale.toString()).isEqualTo(409);
    assertThat(stale.errorCodes()).containsExactly("WORKFLOW_TEMPLATE_REVISION_CONFLICT");
    fields.remove("revision");
    Api.Response blind = upload(admin, fields, bpmn(name, "Last write"));
    assertThat(blind.status()).as(blind.toString()).isEqualTo(200);
    assertThat(blind.json().path("template").path("revision").asLong()).isEqualTo(3);

    JsonNode found = list(admin, Map.of("text", name.toUpperCase()));
    assertThat(found.path("totalCount").asLong()).isEqualTo(1);
    assertThat(found.path("templates").path(0).path("name").asString()).isEqualTo(name);

    Api.Response deleted = admin.delete(TEMPLATES + "/delete?name=" + name);
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
    assertThat(list(admin, Map.of("text", name)).path("totalCount").asLong()).isZero();
    Api.Response again = admin.delete(TEMPLATES + "/delete?name=" + name);
    assertThat(again.status()).as(again.toString()).isEqualTo(404);
    assertThat(again.errorCodes()).containsExactly("WORKFLOW_TEMPLATE_NOT_FOUND");
  }

  @Test
  void theShippedTemplateIsListedAndCanBeNeitherChangedNorDeleted() {
    Api admin = admin();
    JsonNode shipped = list(admin, Map.of("text", "draftPublishingApproval"));
    assertThat(shipped.path("totalCount").asLong()).isEqualTo(1);
    JsonNode template = shipped.path("templates").path(0);
    assertThat(template.path("name").asString()).isEqualTo("draftPublishingApproval");
    assertThat(template.path("displayName").asString()).isEqualTo("Draft publishing approval");
    assertThat(template.path("shipped").asBoolean()).isTrue();
    assertThat(list(admin, Map.of()).path("templates").toString())
        .contains("draftPublishingApproval");

    Api.Response deleted = admin.delete(TEMPLATES + "/delete?name=draftPublishingApproval");
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(409);
    assertThat(deleted.errorCodes()).containsExactly("WORKFLOW_TEMPLATE_SHIPPED");
    Api.Response overwritten =
        upload(
            admin,
            fields("draftPublishingApproval"),
            bpmn("draftPublishingApproval", "Overwritten"));
    assertThat(overwritten.status()).as(overwritten.toString()).isEqualTo(409);
    assertThat(overwritten.errorCodes()).containsExactly("WORKFLOW_TEMPLATE_SHIPPED");
  }

  @Test
  void listingIsPagedAndFiltered() {
    Api admin = admin();
    String prefix = name("paged");
    for (int i = 0; i < 5; i++) {
      assertThat(upload(admin, fields(prefix + "_" + i), bpmn("p" + i, "Task")).status())
          .isEqualTo(200);
    }
    JsonNode page = list(admin, Map.of("text", prefix, "offset", 1, "limit", 2));
    assertThat(page.path("totalCount").asLong()).isEqualTo(5);
    assertThat(page.path("templates")).hasSize(2);
    assertThat(page.path("templates").path(0).path("name").asString()).isEqualTo(prefix + "_1");
    assertThat(page.path("templates").path(1).path("name").asString()).isEqualTo(prefix + "_2");
    JsonNode literal = list(admin, Map.of("text", "%"));
    assertThat(literal.path("totalCount").asLong()).as("% is literal").isZero();
    assertThat(list(admin, Map.of()).path("totalCount").asLong()).isGreaterThanOrEqualTo(6);

    for (Map<String, Object> bad :
        List.<Map<String, Object>>of(
            Map.of("offset", -1), Map.of("limit", 0), Map.of("limit", 1001))) {
      Api.Response r = admin.post(TEMPLATES + "/list", bad);
      assertThat(r.status()).as(r.toString()).isEqualTo(400);
      assertThat(r.errorCodes()).containsExactly("WORKFLOW_PAGE_INVALID");
    }
    Api.Response wrongType = admin.post(TEMPLATES + "/list", Map.of("limit", "many"));
    assertThat(wrongType.status()).as(wrongType.toString()).isEqualTo(400);
    Api.Response nul = admin.post(TEMPLATES + "/list", Map.of("text", "a\0b"));
    assertThat(nul.status()).as(nul.toString()).isEqualTo(400);
    Api.Response unknownField = admin.post(TEMPLATES + "/list", Map.of("page", 1));
    assertThat(unknownField.status()).as(unknownField.toString()).isEqualTo(400);
  }

  @Test
  void badUploadsAreRefusedAtTheirFields() {
    Api admin = admin();
    String name = name("bad");
    Api.Response missing =
        admin.upload(
            TEMPLATES + "/upsert",
            Map.of("description", "x"),
            "f.xml",
            "application/xml",
            new byte[0]);
    assertThat(missing.status()).as(missing.toString()).isEqualTo(400);
    assertThat(sources(missing))
        .containsExactlyInAnyOrder("name", "displayName", "version", "file");

    Map<String, String> blank = fields(" ");
    blank.put("displayName", " ");
    assertRefused(upload(admin, blank, bpmn(name, "T")), "WORKFLOW_FIELD_REQUIRED", "name");

    assertRefused(
        upload(admin, fields("1starts_with_digit"), bpmn(name, "T")),
        "WORKFLOW_NAME_INVALID",
        "name");
    assertRefused(
        upload(admin, fields("has space"), bpmn(name, "T")), "WORKFLOW_NAME_INVALID", "name");
    assertRefused(
        upload(admin, fields("a".repeat(256)), bpmn(name, "T")), "WORKFLOW_FIELD_TOO_LONG", "name");
    Map<String, String> longVersion = fields(name);
    longVersion.put("version", "9".repeat(65));
    assertRefused(
        upload(admin, longVersion, bpmn(name, "T")), "WORKFLOW_FIELD_TOO_LONG", "version");
    Map<String, String> nul = fields(name);
    nul.put("displayName", "a\0b");
    Api.Response nulRefused = upload(admin, nul, bpmn(name, "T"));
    assertThat(nulRefused.status()).as(nulRefused.toString()).isEqualTo(400);

    for (String file :
        List.of(
            "",
            "not xml",
            "{\"json\": true}",
            "<root/>",
            bpmn(name, "T").replace("isExecutable=\"true\"", "isExecutable=\"false\""),
            bpmn(name, "T").replace("targetRef=\"end\"", "targetRef=\"nowhere\""),
            "<a>\0</a>")) {
      assertRefused(upload(admin, fields(name), file), "WORKFLOW_BPMN_INVALID", "file");
    }
    Api.Response binary =
        admin.upload(
            TEMPLATES + "/upsert",
            fields(name),
            "f.bin",
            "application/octet-stream",
            new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, (byte) 0x80});
    assertRefused(binary, "WORKFLOW_BPMN_INVALID", "file");

    Api.Response huge =
        admin.upload(
            TEMPLATES + "/upsert",
            fields(name),
            "huge.xml",
            "application/xml",
            ("<a>" + "x".repeat(12_000_000) + "</a>").getBytes(StandardCharsets.UTF_8));
    assertThat(huge.status()).as("a file past the upload limit").isIn(400, 413);
    assertThat(huge.errorCodes()).isNotEmpty();

    Api.Response notMultipart = admin.post(TEMPLATES + "/upsert", fields(name));
    assertThat(notMultipart.status()).as(notMultipart.toString()).isIn(400, 415);
    Api.Response malformed =
        admin.send(
            "POST",
            TEMPLATES + "/upsert",
            "--x\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nabc",
            "multipart/form-data; boundary=x");
    assertThat(malformed.status()).as(malformed.toString()).isEqualTo(400);
    Api.Response fileAsField =
        admin.send(
            "POST",
            TEMPLATES + "/upsert",
            "--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n<a/>\r\n--x--\r\n",
            "multipart/form-data; boundary=x");
    assertThat(fileAsField.status()).as(fileAsField.toString()).isEqualTo(400);
    Map<String, String> badRevision = fields(name);
    badRevision.put("revision", "one");
    Api.Response revision = upload(admin, badRevision, bpmn(name, "T"));
    assertThat(revision.status()).as(revision.toString()).isEqualTo(400);

    Api.Response noName = admin.delete(TEMPLATES + "/delete");
    assertRefused(noName, "WORKFLOW_FIELD_REQUIRED", "name");
    assertThat(list(admin, Map.of("text", name)).path("totalCount").asLong()).isZero();
  }

  @Test
  void anEntityInTheFileIsRefusedAndNeverRead() {
    Api admin = admin();
    String name = name("xxe");
    String xxe =
        "<?xml version=\"1.0\"?>\n<!DOCTYPE definitions [<!ENTITY secret SYSTEM"
            + " \"file:///etc/passwd\">]>\n"
            + bpmn(name, "&secret;").substring(bpmn(name, "x").indexOf("<definitions"));
    Api.Response refused = upload(admin, fields(name), xxe);
    assertRefused(refused, "WORKFLOW_BPMN_INVALID", "file");
    assertThat(refused.text()).doesNotContain("root:");
    String laughs =
        "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\">"
            + "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]><d>&b;</d>";
    assertRefused(upload(admin, fields(name), laughs), "WORKFLOW_BPMN_INVALID", "file");
  }

  @Test
  void templatesNeedTheDataModelAdministrationRights() {
    Api noRights = aUserWithRoles();
    assertThat(noRights.post(TEMPLATES + "/list", Map.of()).status()).isEqualTo(403);
    String reader = aRole(List.of(grant("ADMIN_DATA_MANAGEMENT", "READ")));
    Api readOnly = aUserWithRoles(reader);
    assertThat(readOnly.post(TEMPLATES + "/list", Map.of()).status()).isEqualTo(200);
    String name = name("rights");
    assertThat(upload(readOnly, fields(name), bpmn(name, "T")).status()).isEqualTo(403);
    assertThat(readOnly.delete(TEMPLATES + "/delete?name=" + name).status()).isEqualTo(403);
    assertThat(anonymous().post(TEMPLATES + "/list", Map.of()).status()).isEqualTo(401);
  }

  static void assertRefused(Api.Response r, String code, String source) {
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).as(r.toString()).contains(code);
    assertThat(sources(r)).as(r.toString()).contains(source);
  }

  static List<String> sources(Api.Response r) {
    List<String> sources = new java.util.ArrayList<>();
    r.json().path("details").path("error").forEach(e -> sources.add(e.path("source").asString()));
    return sources;
  }
}
