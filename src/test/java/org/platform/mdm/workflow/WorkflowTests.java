package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Test steps of the workflow module: processes assigned to registers through its API. */
final class WorkflowTests {

  static final String ASSIGNMENTS = "/api/v2/workflow/assignments";

  private WorkflowTests() {}

  /** Publishes the workflow model with {@code processId} assigned to {@code entity}. */
  static void assign(Api admin, String entity, String processId) {
    change(admin, entity, Map.of("entityName", entity, "processId", processId));
  }

  /** Publishes the workflow model with {@code assignment} (a whole one) of {@code entity}. */
  static void assign(Api admin, String entity, Map<String, Object> assignment) {
    change(admin, entity, assignment);
  }

  /** Publishes the workflow model without an assignment of {@code entity}. */
  static void unassign(Api admin, String entity) {
    change(admin, entity, null);
  }

  private static void change(Api admin, String entity, Map<String, Object> assignment) {
    Api.Response published = admin.get(ASSIGNMENTS);
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    List<Object> kept = new ArrayList<>();
    for (JsonNode a : published.json().path("model").path("assignments")) {
      if (!a.path("entityName").asString().equals(entity)) {
        kept.add(Api.JSON.convertValue(a, Map.class));
      }
    }
    if (assignment != null) {
      kept.add(assignment);
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("model", Map.of("assignments", kept));
    Api.Response saved = admin.post(ASSIGNMENTS + "/save", body);
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
  }
}
