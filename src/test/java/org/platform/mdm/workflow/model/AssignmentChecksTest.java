package org.platform.mdm.workflow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.workflow.WorkflowApiTest;
import tools.jackson.databind.node.ObjectNode;

/**
 * Every bad assignment is refused, on a save into a draft and on a save that publishes, with its
 * code at its path; nothing is saved or published.
 */
class AssignmentChecksTest extends WorkflowApiTest {

  @Test
  void everyProblemOfTheAssignmentsIsListedAtItsPath() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("country", "String"));
    String other = aRegister(admin, "BVT", attribute("name", "String"));
    int before = admin.get(ASSIGNMENTS).json().path("revision").asInt();
    List<Map<String, Object>> bad =
        List.of(
            anAssignment(r)
                .approvers("ADMIN", "no such role")
                .operations("CREATE", "MERGE")
                .build(),
            anAssignment(r).when("nosuch", "x").build(),
            anAssignment("NoSuchRegister").build(),
            anAssignment(other).process("noSuchProcess").build(),
            anAssignment(other + "x").process(null).with("entityName", null).build(),
            anAssignment(other).when("name").build());
    ObjectNode model = Api.JSON.createObjectNode();
    model.set("assignments", Api.JSON.valueToTree(bad));

    Api.Response refused = admin.post(ASSIGNMENTS + "/save", Map.of("model", model));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(errorsAt(refused))
        .containsExactlyInAnyOrder(
            "WORKFLOW_ASSIGNMENT_ROLE_INVALID@assignments[0].approvers[1]",
            "WORKFLOW_ASSIGNMENT_OPERATION_UNKNOWN@assignments[0].operations[1]",
            "WORKFLOW_ASSIGNMENT_ENTITY_DUPLICATE@assignments[1].entityName",
            "WORKFLOW_CONDITION_ATTRIBUTE_UNKNOWN@assignments[1].condition.attribute",
            "WORKFLOW_ASSIGNMENT_ENTITY_UNKNOWN@assignments[2].entityName",
            "WORKFLOW_PROCESS_UNKNOWN@assignments[3].processId",
            "WORKFLOW_FIELD_REQUIRED@assignments[4].entityName",
            "WORKFLOW_FIELD_REQUIRED@assignments[4].processId",
            "WORKFLOW_ASSIGNMENT_ENTITY_DUPLICATE@assignments[5].entityName",
            "WORKFLOW_FIELD_REQUIRED@assignments[5].condition.values");
    assertThat(refused.text()).contains("noSuchProcess").contains("MERGE").contains("nosuch");

    long draftId = openDraft(admin);
    Api.Response intoDraft =
        admin.post(ASSIGNMENTS + "/save", Map.of("draftId", draftId, "model", model));
    assertThat(intoDraft.status()).as(intoDraft.toString()).isEqualTo(400);
    assertThat(errorsAt(intoDraft)).hasSameElementsAs(errorsAt(refused));
    assertThat(
            admin
                .get(ASSIGNMENTS + "/drafts/" + draftId)
                .json()
                .path("draft")
                .path("editionsCount")
                .asInt())
        .as("a refused save adds no edition")
        .isZero();
    assertThat(admin.get(ASSIGNMENTS).json().path("revision").asInt())
        .as("a refused save publishes nothing")
        .isEqualTo(before);
    admin.post("/api/v2/draft/remove", Map.of("draftId", draftId));
  }

  @Test
  void aConditionReadsASimpleAttributeThroughComplexOnes() {
    Api admin = admin();
    String nested = entityName("Address");
    Map<String, Object> nestedEntity = new LinkedHashMap<>();
    nestedEntity.put("name", nested);
    nestedEntity.put("attributes", List.of(attribute("city", "String")));
    ObjectNode model = withAdded(publishedModel(admin), "nestedEntities", nestedEntity);
    Map<String, Object> address = attribute("address", "Complex");
    address.put("nestedEntity", nested);
    Map<String, Object> register = register(entityName("Reg"), address);
    model = withAdded(model, "entities", register);
    Api.Response saved = admin.post(MODEL + "/save", Map.of("model", model));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    String r = (String) register.get("name");

    Api.Response complex =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of(
                "model",
                publishedWith(admin, List.of(anAssignment(r).when("address", "x").build()))));
    assertThat(complex.status()).as(complex.toString()).isEqualTo(400);
    assertThat(complex.errorCodes()).containsExactly("WORKFLOW_CONDITION_ATTRIBUTE_UNKNOWN");

    publishAdding(admin, List.of(anAssignment(r).when("address.city", "Moscow").build()));
    assertThat(publishedAssignment(admin, r).path("condition").path("attribute").asString())
        .isEqualTo("address.city");
  }

  @Test
  void wrongJsonTypesNullsAndNulCharactersAreRefused() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    int before = admin.get(ASSIGNMENTS).json().path("revision").asInt();

    Api.Response none = admin.post(ASSIGNMENTS + "/save", Map.of());
    assertThat(none.status()).as(none.toString()).isEqualTo(400);
    assertThat(none.errorCodes()).containsExactly("WORKFLOW_MODEL_REQUIRED");

    Map<String, Object> nullModel = new LinkedHashMap<>();
    nullModel.put("model", null);
    Api.Response nullOne = admin.post(ASSIGNMENTS + "/save", nullModel);
    assertThat(nullOne.status()).as(nullOne.toString()).isEqualTo(400);
    assertThat(nullOne.errorCodes()).containsExactly("WORKFLOW_MODEL_REQUIRED");

    Api.Response notAList =
        admin.post(ASSIGNMENTS + "/save", Map.of("model", Map.of("assignments", "many")));
    assertThat(notAList.status()).as(notAList.toString()).isEqualTo(400);
    assertThat(notAList.text()).contains("assignments");

    Api.Response listForText =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of(
                "model",
                Map.of(
                    "assignments",
                    List.of(anAssignment(r).with("processId", List.of("p")).build()))));
    assertThat(listForText.status()).as(listForText.toString()).isEqualTo(400);
    assertThat(listForText.text()).contains("processId");

    Api.Response textForCondition =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of(
                "model",
                Map.of(
                    "assignments", List.of(anAssignment(r).with("condition", "always").build()))));
    assertThat(textForCondition.status()).as(textForCondition.toString()).isEqualTo(400);
    assertThat(textForCondition.text()).contains("condition");

    List<Object> withNull = new ArrayList<>();
    withNull.add(null);
    Api.Response nullAssignment =
        admin.post(ASSIGNMENTS + "/save", Map.of("model", Map.of("assignments", withNull)));
    assertThat(nullAssignment.status()).as(nullAssignment.toString()).isEqualTo(400);
    assertThat(errorsAt(nullAssignment)).containsExactly("WORKFLOW_FIELD_REQUIRED@assignments[0]");

    Api.Response nullInside =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of(
                "model",
                Map.of(
                    "assignments",
                    List.of(
                        anAssignment(r)
                            .with("approvers", withNull)
                            .with("operations", withNull)
                            .with("condition", Map.of("attribute", "name", "values", withNull))
                            .build()))));
    assertThat(nullInside.status()).as(nullInside.toString()).isEqualTo(400);
    assertThat(errorsAt(nullInside))
        .containsExactlyInAnyOrder(
            "WORKFLOW_FIELD_REQUIRED@assignments[0].approvers[0]",
            "WORKFLOW_ASSIGNMENT_OPERATION_UNKNOWN@assignments[0].operations[0]",
            "WORKFLOW_FIELD_REQUIRED@assignments[0].condition.values[0]");

    Api.Response nul =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of("model", Map.of("assignments", List.of(anAssignment(r + "\u0000").build()))));
    assertThat(nul.status()).as(nul.toString()).isEqualTo(400);
    assertThat(errorsAt(nul))
        .containsExactly("SYSTEM_NUL_CHARACTER@model.assignments[0].entityName");

    Api.Response unknownField =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of(
                "model",
                Map.of("assignments", List.of(anAssignment(r).with("approver", "ADMIN").build()))));
    assertThat(unknownField.status()).as(unknownField.toString()).isEqualTo(400);
    assertThat(unknownField.errorCodes()).containsExactly("SYSTEM_UNKNOWN_FIELD");

    assertThat(admin.get(ASSIGNMENTS).json().path("revision").asInt())
        .as("nothing was published")
        .isEqualTo(before);
  }
}
