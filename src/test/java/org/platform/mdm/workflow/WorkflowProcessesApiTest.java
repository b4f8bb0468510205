package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.workflow.WorkflowTemplatesApiTest.assertRefused;
import static org.platform.mdm.workflow.WorkflowTemplatesApiTest.bpmn;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.repository.ProcessDefinition;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Process definitions over HTTP: bpmn-model drafts saved (every BPMN checked), published (each new
 * or changed process deployed, a changed one as the next version), stale drafts refused unless
 * forced; the published list with the shipped process; one definition's BPMN; templates as
 * processes.
 */
class WorkflowProcessesApiTest extends ApiTest {

  static final String PROCESSES = "/api/v2/workflow/processes";

  @Autowired ProcessEngine engine;

  static Map<String, Object> process(String id, String bpmn, String... variables) {
    Map<String, Object> p = new HashMap<>();
    p.put("processId", id);
    p.put("displayName", "Process " + id);
    p.put("description", "About " + id);
    p.put("bpmn", bpmn);
    p.put("indexedVariables", List.of(variables));
    return p;
  }

  static String id(String prefix) {
    return WorkflowTemplatesApiTest.name(prefix);
  }

  private static long openDraft(Api admin) {
    Api.Response opened = admin.post("/api/v2/draft/upsert", Map.of("type", "bpmn-model"));
    assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
    assertThat(opened.json().path("draft").path("state").asString()).isEqualTo("RUNNING");
    return opened.json().path("draft").path("draftId").asLong();
  }

  /** The draft's processes with these added (or replacing those of the same id). */
  private static List<Object> draftWith(Api admin, long draftId, Map<String, Object> added) {
    JsonNode draft = admin.get(PROCESSES + "/drafts/" + draftId).json();
    List<Object> processes = new ArrayList<>();
    List<String> ids = List.of((String) added.get("processId"));
    draft
        .path("model")
        .path("processes")
        .forEach(
            p -> {
              if (!ids.contains(p.path("processId").asString())) {
                processes.add(Api.JSON.treeToValue(p, Map.class));
              }
            });
    processes.add(added);
    return processes;
  }

  private Api.Response save(Api admin, long draftId, List<Object> processes) {
    long version =
        admin.get(PROCESSES + "/drafts/" + draftId).json().path("draft").path("version").asLong();
    return admin.post(
        PROCESSES + "/save",
        Map.of("draftId", draftId, "version", version, "model", Map.of("processes", processes)));
  }

  private ProcessDefinition latest(String id) {
    return engine
        .getRepositoryService()
        .createProcessDefinitionQuery()
        .processDefinitionKey(id)
        .latestVersion()
        .singleResult();
  }

  @Test
  @SuppressWarnings("unchecked")
  void aDraftPublishDeploysItsProcessesAndAChangedOneBecomesTheNextVersion() {
    Api admin = admin();
    String id = id("approve");
    long draftId = openDraft(admin);
    Api.Response saved =
        save(admin, draftId, draftWith(admin, draftId, process(id, bpmn(id, "Review"), "amount")));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(saved.json().path("revision").isNull()).isTrue();
    assertThat(latest(id)).as("not deployed before publication").isNull();

    Api.Response published = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    assertThat(latest(id)).isNotNull();
    assertThat(latest(id).getVersion()).isEqualTo(1);

    JsonNode list = admin.get(PROCESSES).json();
    JsonNode listed = find(list.path("processes"), id);
    assertThat(listed.path("deployedVersion").asInt()).isEqualTo(1);
    assertThat(listed.path("displayName").asString()).isEqualTo("Process " + id);
    assertThat(listed.path("indexedVariables").path(0).asString()).isEqualTo("amount");
    assertThat(listed.path("shipped").asBoolean()).isFalse();
    Api.Response one = admin.get(PROCESSES + "/" + id);
    assertThat(one.status()).as(one.toString()).isEqualTo(200);
    assertThat(one.json().path("bpmn").asString()).contains("Review");

    // Changed: version 2; an unchanged process of the same publication deploys nothing new.
    long second = openDraft(admin);
    Api.Response again =
        save(admin, second, draftWith(admin, second, process(id, bpmn(id, "Review twice"))));
    assertThat(again.status()).as(again.toString()).isEqualTo(200);
    assertThat(admin.post("/api/v2/draft/publish", Map.of("draftId", second)).status())
        .isEqualTo(200);
    assertThat(latest(id).getVersion()).isEqualTo(2);
    assertThat(
            find(admin.get(PROCESSES).json().path("processes"), id).path("deployedVersion").asInt())
        .isEqualTo(2);
    assertThat(admin.get(PROCESSES + "/" + id).json().path("bpmn").asString())
        .contains("Review twice");
  }

  @Test
  void theShippedProcessIsInForceWithoutAnyDraft() {
    Api admin = admin();
    JsonNode shipped =
        find(admin.get(PROCESSES).json().path("processes"), "draftPublishingApproval");
    assertThat(shipped.path("shipped").asBoolean()).isTrue();
    assertThat(shipped.path("deployedVersion").asInt()).isGreaterThanOrEqualTo(1);
    Api.Response one = admin.get(PROCESSES + "/draftPublishingApproval");
    assertThat(one.status()).as(one.toString()).isEqualTo(200);
    assertThat(one.json().path("bpmn").asString()).contains("draftPublishingApproval");
    Api.Response unknown = admin.get(PROCESSES + "/noSuchProcess");
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("WORKFLOW_PROCESS_NOT_FOUND");
  }

  @Test
  @SuppressWarnings("unchecked")
  void aTemplateBecomesAProcessOfADraft() {
    Api admin = admin();
    String name = id("tpl");
    String processId = id("fromTpl");
    Map<String, String> fields = WorkflowTemplatesApiTest.fields(name);
    fields.put("description", "From a template");
    assertThat(WorkflowTemplatesApiTest.upload(admin, fields, bpmn(processId, "Check")).status())
        .isEqualTo(200);
    Api.Response made = admin.post(PROCESSES + "/from-template", Map.of("templateName", name));
    assertThat(made.status()).as(made.toString()).isEqualTo(200);
    JsonNode process = made.json().path("process");
    assertThat(process.path("processId").asString()).isEqualTo(processId);
    assertThat(process.path("displayName").asString()).isEqualTo("Process " + processId);
    assertThat(process.path("description").asString()).isEqualTo("From a template");

    Api.Response publishedAtOnce =
        admin.post(
            PROCESSES + "/save",
            Map.of(
                "model",
                Map.of(
                    "processes",
                    draftWithPublished(admin, Api.JSON.treeToValue(process, Map.class)))));
    assertThat(publishedAtOnce.status()).as(publishedAtOnce.toString()).isEqualTo(200);
    assertThat(publishedAtOnce.json().path("revision").asInt()).isPositive();
    assertThat(latest(processId)).isNotNull();

    Api.Response unknown =
        admin.post(PROCESSES + "/from-template", Map.of("templateName", "noSuchTemplate"));
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("WORKFLOW_TEMPLATE_NOT_FOUND");
    Api.Response none = admin.post(PROCESSES + "/from-template", Map.of());
    assertRefused(none, "WORKFLOW_FIELD_REQUIRED", "templateName");
  }

  @SuppressWarnings("unchecked")
  private static List<Object> draftWithPublished(Api admin, Map<String, Object> added) {
    List<Object> processes = new ArrayList<>();
    admin
        .get(PROCESSES)
        .json()
        .path("processes")
        .forEach(
            p -> {
              if (!p.path("shipped").asBoolean()) {
                processes.add(
                    Api.JSON.treeToValue(
                        admin.get(PROCESSES + "/" + p.path("processId").asString()).json(),
                        Map.class));
              }
            });
    // The list's answers carry the BPMN beside the process: make them definitions again.
    List<Object> definitions = new ArrayList<>();
    for (Object o : processes) {
      Map<String, Object> answer = (Map<String, Object>) o;
      Map<String, Object> p = new HashMap<>((Map<String, Object>) answer.get("process"));
      p.remove("deployedVersion");
      p.remove("shipped");
      p.put("bpmn", answer.get("bpmn"));
      definitions.add(p);
    }
    definitions.add(added);
    return definitions;
  }

  @Test
  @SuppressWarnings("unchecked")
  void badProcessesAreRefusedAtTheirPathsAndNothingIsSaved() {
    Api admin = admin();
    long draftId = openDraft(admin);
    String a = id("a");
    String b = id("b");
    Map<String, Object> wrongId = process(a, bpmn(b, "T"));
    Map<String, Object> notBpmn = process(b, "<root/>");
    Map<String, Object> duplicate = process(a, bpmn(a, "T"));
    Map<String, Object> shipped =
        process("draftPublishingApproval", bpmn("draftPublishingApproval", "T"));
    Map<String, Object> badName = process("1bad", bpmn("x1", "T"));
    Map<String, Object> noBpmn = process(id("c"), null);
    Map<String, Object> variables = process(id("d"), null, "v", "v");
    variables.put("bpmn", bpmn((String) variables.get("processId"), "T"));
    Map<String, Object> noDisplayName = process(id("e"), bpmn("x", "T"));
    noDisplayName.put("bpmn", bpmn((String) noDisplayName.get("processId"), "T"));
    noDisplayName.remove("displayName");
    String xxe =
        "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
            + bpmn(id("f"), "&x;").substring(bpmn("f", "x").indexOf("<definitions"));
    Map<String, Object> entity = process(id("f"), xxe);
    List<Object> processes =
        new ArrayList<>(
            List.of(
                wrongId,
                notBpmn,
                duplicate,
                shipped,
                badName,
                noBpmn,
                variables,
                noDisplayName,
                entity));
    Api.Response refused = save(admin, draftId, processes);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(WorkflowTemplatesApiTest.sources(refused))
        .contains(
            "processes[0].bpmn",
            "processes[1].bpmn",
            "processes[2].processId",
            "processes[3].processId",
            "processes[4].processId",
            "processes[5].bpmn",
            "processes[6].indexedVariables[1]",
            "processes[7].displayName",
            "processes[8].bpmn");
    assertThat(refused.errorCodes())
        .contains(
            "WORKFLOW_PROCESS_ID_MISMATCH",
            "WORKFLOW_BPMN_INVALID",
            "WORKFLOW_PROCESS_DUPLICATE",
            "WORKFLOW_PROCESS_SHIPPED",
            "WORKFLOW_NAME_INVALID",
            "WORKFLOW_FIELD_REQUIRED",
            "WORKFLOW_VARIABLE_DUPLICATE");
    assertThat(refused.text()).doesNotContain("root:");
    JsonNode draft = admin.get(PROCESSES + "/drafts/" + draftId).json();
    assertThat(draft.path("draft").path("editionsCount").asInt()).isZero();

    Api.Response noModel = admin.post(PROCESSES + "/save", Map.of("draftId", draftId));
    assertRefused(noModel, "WORKFLOW_FIELD_REQUIRED", "model");
    Api.Response wrongType =
        admin.post(PROCESSES + "/save", Map.of("model", Map.of("processes", "many")));
    assertThat(wrongType.status()).as(wrongType.toString()).isEqualTo(400);
    Api.Response nul =
        admin.post(
            PROCESSES + "/save",
            Map.of("model", Map.of("processes", List.of(process(a, "<a>\0</a>")))));
    assertThat(nul.status()).as(nul.toString()).isEqualTo(400);
    Api.Response notADraft = admin.get(PROCESSES + "/drafts/999999999");
    assertThat(notADraft.status()).as(notADraft.toString()).isEqualTo(404);
    long qualityDraft =
        admin
            .post("/api/v2/draft/upsert", Map.of("type", "quality-model"))
            .json()
            .path("draft")
            .path("draftId")
            .asLong();
    Api.Response otherType = admin.get(PROCESSES + "/drafts/" + qualityDraft);
    assertThat(otherType.status()).as(otherType.toString()).isEqualTo(400);
    assertThat(otherType.errorCodes()).containsExactly("WORKFLOW_NOT_A_PROCESS_DRAFT");
  }

  @Test
  void aDraftStartedBeforeAnotherPublicationPublishesOnlyWhenForced() {
    Api admin = admin();
    long stale = openDraft(admin);
    String id = id("stale");
    Api.Response kept = save(admin, stale, draftWith(admin, stale, process(id, bpmn(id, "Mine"))));
    assertThat(kept.status()).as(kept.toString()).isEqualTo(200);
    long other = openDraft(admin);
    String otherId = id("other");
    assertThat(
            save(admin, other, draftWith(admin, other, process(otherId, bpmn(otherId, "T"))))
                .status())
        .isEqualTo(200);
    assertThat(admin.post("/api/v2/draft/publish", Map.of("draftId", other)).status())
        .isEqualTo(200);

    Api.Response refused = admin.post("/api/v2/draft/publish", Map.of("draftId", stale));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
    assertThat(refused.errorCodes()).containsExactly("WORKFLOW_PROCESSES_REVISION_CONFLICT");
    assertThat(latest(id)).isNull();
    Api.Response forced =
        admin.post("/api/v2/draft/publish", Map.of("draftId", stale, "force", true));
    assertThat(forced.status()).as(forced.toString()).isEqualTo(200);
    assertThat(latest(id)).isNotNull();
  }

  @Test
  void thePublishedIndexedVariablesAreSearchableInTheProcessesAndTheirTasks() {
    Api admin = admin();
    String id = id("indexed");
    long draftId = openDraft(admin);
    Api.Response saved =
        save(
            admin,
            draftId,
            draftWith(admin, draftId, process(id, bpmn(id, "Review"), "amount", "region")));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    Api.Response published = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);

    Map<String, Object> variables = new HashMap<>();
    variables.put("amount", 7);
    variables.put("region", "north-" + id);
    variables.put("note", "not indexed");
    String process = engine.getRuntimeService().startProcessInstanceByKey(id, variables).getId();

    JsonNode found =
        search(admin, "processes", Map.of("processId", id, "variables", Map.of("amount", 7)));
    assertThat(found.path("total").asLong()).as(found.toString()).isEqualTo(1);
    JsonNode row = found.path("processes").path(0);
    assertThat(row.path("processInstanceId").asString()).isEqualTo(process);
    assertThat(row.path("variables").path("region").asString()).isEqualTo("north-" + id);
    assertThat(row.path("variables").has("note")).as("not an indexed variable").isFalse();
    JsonNode tasks = search(admin, "tasks", Map.of("variables", Map.of("region", "north-" + id)));
    assertThat(tasks.path("total").asLong()).as(tasks.toString()).isEqualTo(1);
    assertThat(tasks.path("tasks").path(0).path("processInstanceId").asString()).isEqualTo(process);

    // A change of the variable follows into the index; the old value finds nothing.
    engine.getRuntimeService().setVariable(process, "region", "south-" + id);
    assertThat(
            search(admin, "processes", Map.of("variables", Map.of("region", "south-" + id)))
                .path("total")
                .asLong())
        .isEqualTo(1);
    assertThat(
            search(admin, "tasks", Map.of("variables", Map.of("region", "north-" + id)))
                .path("total")
                .asLong())
        .isZero();
  }

  private static JsonNode search(Api client, String what, Map<String, Object> filter) {
    Api.Response r = client.post("/api/v2/workflow/" + what + "/search", filter);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  @Test
  void processesNeedTheDataModelAdministrationRights() {
    Api noRights = aUserWithRoles();
    assertThat(noRights.get(PROCESSES).status()).isEqualTo(403);
    assertThat(noRights.post(PROCESSES + "/save", Map.of("model", Map.of())).status())
        .isEqualTo(403);
    String reader = aRole(List.of(grant("ADMIN_DATA_MANAGEMENT", "READ")));
    Api readOnly = aUserWithRoles(reader);
    assertThat(readOnly.get(PROCESSES).status()).isEqualTo(200);
    assertThat(readOnly.post(PROCESSES + "/save", Map.of("model", Map.of())).status())
        .isEqualTo(403);
  }

  private static JsonNode find(JsonNode processes, String id) {
    for (JsonNode p : processes) {
      if (p.path("processId").asString().equals(id)) {
        return p;
      }
    }
    throw new AssertionError(id + " not in " + processes);
  }
}
