package org.platform.mdm.workflow.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;

/**
 * Who may change a task, what a completion must give, and the comment validator, without Spring.
 */
class TaskRulesTest {

  private static final List<TaskView.Decision> OFFERED =
      List.of(
          new TaskView.Decision("approve", "Approve"), new TaskView.Decision("reject", "Reject"));

  @Test
  void aCandidateClaimsAndCompletesAnUnassignedTaskButNotOneAnotherHolds() {
    PlatformUser steward = user("ann", "STEWARD");
    TaskView open = task(null, "carl");
    TaskAccess.checkClaim(open, steward);
    TaskAccess.checkComplete(open, steward);
    TaskView held = task("bea", "carl");
    assertThat(codes(() -> TaskAccess.checkClaim(held, steward)))
        .containsExactly("WORKFLOW_TASK_CLAIMED");
    assertThat(codes(() -> TaskAccess.checkComplete(held, steward)))
        .containsExactly("WORKFLOW_TASK_FORBIDDEN");
    assertThat(codes(() -> TaskAccess.checkHolder(held, steward, "assign")))
        .containsExactly("WORKFLOW_TASK_FORBIDDEN");
  }

  @Test
  void theInitiatorOnlyReadsAndAnOutsiderDoesNotSeeTheTask() {
    TaskView open = task(null, "carl");
    PlatformUser initiator = user("carl");
    assertThat(TaskAccess.visible(open, initiator)).isTrue();
    assertThat(codes(() -> TaskAccess.checkClaim(open, initiator)))
        .containsExactly("WORKFLOW_TASK_FORBIDDEN");
    assertThat(TaskAccess.visible(open, user("dan", "OTHER"))).isFalse();
  }

  @Test
  void aCompletionGivesAnOfferedDecisionAndPlainVariables() {
    TaskView t = task("ann", "carl");
    assertThat(rules(t, Map.of())).containsExactly("WORKFLOW_DECISION_REQUIRED");
    assertThat(rules(t, Map.of("decision", "maybe"))).containsExactly("WORKFLOW_DECISION_UNKNOWN");
    assertThat(rules(t, Map.of("decision", "approve", "n", 3, "ok", true))).isEmpty();
    assertThat(rules(t, Map.of("decision", "approve", "list", List.of(1))))
        .containsExactly("WORKFLOW_VARIABLE_INVALID");
  }

  @Test
  void rejectingWithoutACommentIsVetoed() {
    CommentRequired validator = new CommentRequired();
    TaskView t = task("ann", "carl");
    Map<String, Object> reject = new HashMap<>(Map.of("decision", "reject"));
    assertThat(validator.check(t, TaskChange.COMPLETE, reject))
        .extracting(p -> p.code().code())
        .containsExactly("WORKFLOW_COMMENT_REQUIRED");
    reject.put("comment", "wrong name");
    assertThat(validator.check(t, TaskChange.COMPLETE, reject)).isEmpty();
    assertThat(validator.check(t, TaskChange.COMPLETE, Map.of("decision", "approve"))).isEmpty();
    assertThat(validator.check(t, TaskChange.CLAIM, Map.of())).isEmpty();
  }

  private static List<String> rules(TaskView task, Map<String, Object> variables) {
    return CompletionRules.check(task, variables).stream().map(p -> p.code().code()).toList();
  }

  private static List<String> codes(Runnable check) {
    try {
      check.run();
    } catch (PlatformException e) {
      return e.problems().stream().map(p -> p.code().code()).toList();
    }
    throw new AssertionError("the check refused nothing");
  }

  private static TaskView task(String assignee, String initiator) {
    return new TaskView(
        "t-1",
        "Review",
        null,
        "review",
        "p-1",
        "def-1",
        "Review",
        assignee,
        List.of("STEWARD"),
        List.of(),
        null,
        null,
        7L,
        "Customer",
        null,
        initiator,
        OFFERED,
        null);
  }

  private static PlatformUser user(String name, String... roles) {
    return new PlatformUser(name, name, null, "en", List.of(roles), false, Map.of());
  }
}
