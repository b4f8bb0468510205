package org.platform.mdm.workflow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.workflow.WorkflowApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A data model publication that would break the published assignments (a register with a process
 * removed, the attribute a condition reads removed) is refused with what it would break; once the
 * assignment is gone, the change goes through.
 */
class AssignmentGuardTest extends WorkflowApiTest {

  @Test
  void removingARegisterWithAProcessIsRefusedUntilItsAssignmentIsRemoved() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("country", "String"));
    publishAdding(admin, List.of(anAssignment(r).when("country", "RU").build()));

    Map<String, Object> withoutCountry = new LinkedHashMap<>();
    withoutCountry.put("name", r);
    withoutCountry.put("attributes", List.of(attribute("name", "String")));
    Api.Response attributeGone =
        admin.post(MODEL + "/entities/save", Map.of("entity", withoutCountry));
    assertThat(attributeGone.status()).as(attributeGone.toString()).isEqualTo(400);
    assertThat(attributeGone.errorCodes()).contains("WORKFLOW_MODEL_CHANGE_BREAKS_ASSIGNMENTS");
    assertThat(attributeGone.text()).contains("WORKFLOW_CONDITION_ATTRIBUTE_UNKNOWN");

    Api.Response registerGone =
        admin.post(MODEL + "/save", Map.of("model", without(publishedModel(admin), r)));
    assertThat(registerGone.status()).as(registerGone.toString()).isEqualTo(400);
    assertThat(registerGone.errorCodes()).contains("WORKFLOW_MODEL_CHANGE_BREAKS_ASSIGNMENTS");
    assertThat(registerGone.text()).contains("WORKFLOW_ASSIGNMENT_ENTITY_UNKNOWN").contains(r);

    for (int attempt = 0; ; attempt++) {
      ObjectNode assignments = publishedWith(admin, List.of());
      ArrayNode kept = Api.JSON.createArrayNode();
      for (JsonNode a : assignments.path("assignments")) {
        if (!a.path("entityName").asString().equals(r)) {
          kept.add(a);
        }
      }
      assignments.set("assignments", kept);
      Api.Response saved = admin.post(ASSIGNMENTS + "/save", Map.of("model", assignments));
      if (saved.status() == 409 && attempt < 5) {
        continue;
      }
      assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
      break;
    }
    Api.Response removed =
        admin.post(MODEL + "/save", Map.of("model", without(publishedModel(admin), r)));
    assertThat(removed.status()).as(removed.toString()).isEqualTo(200);
  }

  private static ObjectNode without(ObjectNode model, String entityName) {
    ObjectNode copy = model.deepCopy();
    ArrayNode kept = Api.JSON.createArrayNode();
    for (JsonNode e : copy.path("entities")) {
      if (!e.path("name").asString().equals(entityName)) {
        kept.add(e);
      }
    }
    copy.set("entities", kept);
    return copy;
  }
}
