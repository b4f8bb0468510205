package org.platform.mdm.workflow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** When a record draft's publication waits for the assigned process. */
class ProcessAssignmentTest {

  private static final Function<String, List<String>> NOTHING = path -> List.of();

  private static ProcessAssignment anAssignment(
      List<String> operations, ProcessAssignment.Condition condition) {
    return new ProcessAssignment("Person", "draftPublishingApproval", null, operations, condition);
  }

  private static Function<String, List<String>> record(Map<String, List<String>> values) {
    return path -> values.get(path);
  }

  @Test
  void withoutOperationsOrConditionEveryOperationWaits() {
    ProcessAssignment a = anAssignment(null, null);
    for (String operation : ProcessAssignment.OPERATIONS) {
      assertThat(a.applies(operation, NOTHING)).as(operation).isTrue();
    }
  }

  @Test
  void onlyTheNamedOperationsWait() {
    ProcessAssignment a = anAssignment(List.of("CREATE", "DELETE"), null);
    assertThat(a.applies("CREATE", NOTHING)).isTrue();
    assertThat(a.applies("DELETE", NOTHING)).isTrue();
    assertThat(a.applies("UPDATE", NOTHING)).isFalse();
  }

  @Test
  void aConditionHoldsWhenTheRecordHasOneOfItsValuesThere() {
    ProcessAssignment a =
        anAssignment(null, new ProcessAssignment.Condition("country", List.of("RU", "KZ")));
    assertThat(a.applies("UPDATE", record(Map.of("country", List.of("KZ"))))).isTrue();
    assertThat(a.applies("UPDATE", record(Map.of("country", List.of("DE", "RU"))))).isTrue();
    assertThat(a.applies("UPDATE", record(Map.of("country", List.of("DE"))))).isFalse();
    assertThat(a.applies("UPDATE", record(Map.of("city", List.of("RU"))))).isFalse();
  }

  @Test
  void aRecordWithoutAValueAtTheConditionsAttributeDoesNotWait() {
    ProcessAssignment a =
        anAssignment(null, new ProcessAssignment.Condition("country", List.of("RU")));
    assertThat(a.applies("CREATE", NOTHING)).isFalse();
    assertThat(a.applies("CREATE", path -> null)).isFalse();
    List<String> withNull = new ArrayList<>();
    withNull.add(null);
    assertThat(a.applies("CREATE", path -> withNull)).isFalse();
  }

  @Test
  void theOperationAndTheConditionMustBothHold() {
    ProcessAssignment a =
        anAssignment(List.of("UPDATE"), new ProcessAssignment.Condition("country", List.of("RU")));
    Function<String, List<String>> russian = record(Map.of("country", List.of("RU")));
    assertThat(a.applies("UPDATE", russian)).isTrue();
    assertThat(a.applies("CREATE", russian)).isFalse();
    assertThat(a.applies("UPDATE", record(Map.of("country", List.of("DE"))))).isFalse();
  }

  @Test
  void valuesAreComparedAsTextExactly() {
    ProcessAssignment a =
        anAssignment(null, new ProcessAssignment.Condition("vip", List.of("true")));
    assertThat(a.applies("CREATE", record(Map.of("vip", List.of("true"))))).isTrue();
    assertThat(a.applies("CREATE", record(Map.of("vip", List.of("TRUE"))))).isFalse();
  }

  @Test
  void withoutApproversTheDefaultRoleApproves() {
    assertThat(anAssignment(null, null).approverRoles()).containsExactly("ADMIN");
    ProcessAssignment named =
        new ProcessAssignment("Person", "p", List.of("STEWARD", "AUDITOR"), null, null);
    assertThat(named.approverRoles()).containsExactly("STEWARD", "AUDITOR");
  }
}
