package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the workflow tests share: the assignments of processes are one document for the whole
 * server, so a test adds its own (to registers of its own) to the published document.
 */
public abstract class WorkflowApiTest extends RecordApiTest {

  public static final String ASSIGNMENTS = "/api/v2/workflow/assignments";
  public static final String APPROVAL = "draftPublishingApproval";

  /** An assignment of the shipped approval to an entity, for every operation and record. */
  public static AssignmentBuilder anAssignment(String entityName) {
    return new AssignmentBuilder(entityName);
  }

  /** Builds an assignment document field by field. */
  public static final class AssignmentBuilder {

    private final Map<String, Object> fields = new LinkedHashMap<>();

    private AssignmentBuilder(String entityName) {
      fields.put("entityName", entityName);
      fields.put("processId", APPROVAL);
    }

    public AssignmentBuilder process(String processId) {
      fields.put("processId", processId);
      return this;
    }

    public AssignmentBuilder approvers(String... roles) {
      fields.put("approvers", List.of(roles));
      return this;
    }

    public AssignmentBuilder operations(String... operations) {
      fields.put("operations", List.of(operations));
      return this;
    }

    public AssignmentBuilder when(String attribute, String... values) {
      fields.put("condition", Map.of("attribute", attribute, "values", List.of(values)));
      return this;
    }

    public AssignmentBuilder with(String field, Object value) {
      fields.put(field, value);
      return this;
    }

    public Map<String, Object> build() {
      return fields;
    }
  }

  /** Opens a workflow-model draft through the draft API; answers its id. */
  protected static long openDraft(Api admin) {
    Api.Response opened = admin.post("/api/v2/draft/upsert", Map.of("type", "workflow-model"));
    assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
    assertThat(opened.json().path("draft").path("state").asString()).isEqualTo("RUNNING");
    return opened.json().path("draft").path("draftId").asLong();
  }

  /** The published document with these assignments added, as a document to save. */
  protected static ObjectNode publishedWith(Api admin, List<Map<String, Object>> assignments) {
    Api.Response read = admin.get(ASSIGNMENTS);
    assertThat(read.status()).as(read.toString()).isEqualTo(200);
    ObjectNode model = (ObjectNode) read.json().path("model").deepCopy();
    ArrayNode list =
        model.get("assignments") instanceof ArrayNode a ? a : model.putArray("assignments");
    for (Map<String, Object> a : assignments) {
      list.add(Api.JSON.valueToTree(a));
    }
    return model;
  }

  /** Adds assignments to the published document and publishes it at once; answers the revision. */
  protected static int publishAdding(Api admin, List<Map<String, Object>> assignments) {
    for (int attempt = 0; ; attempt++) {
      Api.Response saved =
          admin.post(ASSIGNMENTS + "/save", Map.of("model", publishedWith(admin, assignments)));
      if (saved.status() == 409 && attempt < 5) {
        continue; // another test published meanwhile
      }
      assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
      return saved.json().path("revision").asInt();
    }
  }

  /** The published assignment of an entity; a missing node when it has none. */
  protected static JsonNode publishedAssignment(Api admin, String entityName) {
    for (JsonNode a : admin.get(ASSIGNMENTS).json().path("model").path("assignments")) {
      if (a.path("entityName").asString().equals(entityName)) {
        return a;
      }
    }
    return Api.JSON.missingNode();
  }

  /** Each error of an answer as {@code code@source}. */
  protected static List<String> errorsAt(Api.Response r) {
    List<String> errors = new ArrayList<>();
    r.json()
        .path("details")
        .path("error")
        .forEach(e -> errors.add(e.path("code").asString() + "@" + e.path("source").asString()));
    return errors;
  }
}
