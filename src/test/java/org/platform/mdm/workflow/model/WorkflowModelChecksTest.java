package org.platform.mdm.workflow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.NestedEntityDef;
import org.platform.mdm.system.Problem;

/** The checks of a workflow model against a data model and the deployed processes. */
class WorkflowModelChecksTest {

  private static final Predicate<String> DEPLOYED = Set.of("approval")::contains;

  private static final DataModel DATA =
      DataModel.empty()
          .withNestedEntity(
              new NestedEntityDef(
                  "Address", null, null, List.of(AttributeDef.of("city", "String")), null))
          .withEntity(
              new EntityDef(
                  "Person",
                  null,
                  null,
                  null,
                  List.of(
                      AttributeDef.of("country", "String"),
                      new AttributeDef(
                          "address", null, null, "Complex", false, false, null, null, "Address",
                          null, null, null, null, null)),
                  null))
          .withLookupEntity(
              new LookupEntityDef(
                  "Country",
                  null,
                  null,
                  AttributeDef.of("code", "String"),
                  false,
                  null,
                  List.of(),
                  null));

  private static List<String> problems(ProcessAssignment... assignments) {
    List<String> shown = new ArrayList<>();
    for (Problem p :
        WorkflowModelChecks.check(new WorkflowModel(List.of(assignments)), DATA, DEPLOYED)) {
      shown.add(p.code() + "@" + p.source());
    }
    return shown;
  }

  private static ProcessAssignment assignment(
      String entity, List<String> operations, ProcessAssignment.Condition condition) {
    return new ProcessAssignment(entity, "approval", List.of("STEWARD"), operations, condition);
  }

  @Test
  void aRegisterAndAReferenceSetWithADeployedProcessHaveNoProblems() {
    assertThat(
            problems(
                assignment("Person", List.of("CREATE"), null),
                assignment(
                    "Country", null, new ProcessAssignment.Condition("code", List.of("RU")))))
        .isEmpty();
  }

  @Test
  void aConditionMayReadThroughAComplexAttributeButNotStopAtOne() {
    assertThat(
            problems(
                assignment(
                    "Person", null, new ProcessAssignment.Condition("address.city", List.of("M")))))
        .isEmpty();
    assertThat(
            problems(
                assignment(
                    "Person", null, new ProcessAssignment.Condition("address", List.of("M")))))
        .containsExactly("WORKFLOW_CONDITION_ATTRIBUTE_UNKNOWN@assignments[0].condition.attribute");
    assertThat(
            problems(
                assignment(
                    "Person", null, new ProcessAssignment.Condition("country.city", List.of("M")))))
        .containsExactly("WORKFLOW_CONDITION_ATTRIBUTE_UNKNOWN@assignments[0].condition.attribute");
  }

  @Test
  void aSecondAssignmentOfAnEntityIsADuplicate() {
    assertThat(problems(assignment("Person", null, null), assignment("Person", null, null)))
        .containsExactly("WORKFLOW_ASSIGNMENT_ENTITY_DUPLICATE@assignments[1].entityName");
  }

  @Test
  void anUnknownEntityIsNotCheckedFurtherThanItsProcessAndLists() {
    assertThat(
            problems(
                new ProcessAssignment(
                    "Nobody",
                    "other",
                    List.of("a,b"),
                    List.of("create"),
                    new ProcessAssignment.Condition("x", List.of()))))
        .containsExactly(
            "WORKFLOW_ASSIGNMENT_ENTITY_UNKNOWN@assignments[0].entityName",
            "WORKFLOW_PROCESS_UNKNOWN@assignments[0].processId",
            "WORKFLOW_ASSIGNMENT_ROLE_INVALID@assignments[0].approvers[0]",
            "WORKFLOW_ASSIGNMENT_OPERATION_UNKNOWN@assignments[0].operations[0]",
            "WORKFLOW_FIELD_REQUIRED@assignments[0].condition.values");
  }
}
