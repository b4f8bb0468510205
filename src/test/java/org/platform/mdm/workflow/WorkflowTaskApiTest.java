package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.flowable.engine.ProcessEngine;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.DraftApiTest;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.platform.mdm.workflow.engine.ShippedProcesses;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The tasks API over HTTP: lists of one's own, claimable and a draft's tasks, claiming, giving
 * back, handing over and completing, who may do what, the validators' veto, two completions of one
 * task at once, a process's history and its cancellation.
 */
class WorkflowTaskApiTest extends DraftApiTest {

  static final String TASKS = "/api/v2/workflow/tasks";
  static final String PROCESSES = "/api/v2/workflow/processes/instances";

  /** Review (approve or reject) by the approvers; a rejection asks the initiator to fix it. */
  static final String REVIEW_PROCESS = "workflowTaskApiTest";

  private static final String REVIEW_BPMN =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
                   xmlns:flowable="http://flowable.org/bpmn"
                   xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                   targetNamespace="https://platform-mdm.org/workflow/tests">
        <process id="workflowTaskApiTest" name="Review for tests" isExecutable="true">
          <startEvent id="start"/>
          <sequenceFlow id="f1" sourceRef="start" targetRef="review"/>
          <userTask id="review" name="Review" flowable:candidateGroups="${approvers}">
            <documentation>Review the change.</documentation>
            <extensionElements>
              <flowable:formProperty id="decision" name="Decision" type="enum" required="true">
                <flowable:value id="approve" name="Approve"/>
                <flowable:value id="reject" name="Send back"/>
              </flowable:formProperty>
            </extensionElements>
          </userTask>
          <sequenceFlow id="f2" sourceRef="review" targetRef="decided"/>
          <exclusiveGateway id="decided"/>
          <sequenceFlow id="approved" sourceRef="decided" targetRef="done">
            <conditionExpression xsi:type="tFormalExpression">${decision == 'approve'}</conditionExpression>
          </sequenceFlow>
          <sequenceFlow id="rejected" sourceRef="decided" targetRef="fix">
            <conditionExpression xsi:type="tFormalExpression">${decision == 'reject'}</conditionExpression>
          </sequenceFlow>
          <userTask id="fix" name="Fix the change" flowable:assignee="${initiator}"/>
          <sequenceFlow id="f3" sourceRef="fix" targetRef="done"/>
          <endEvent id="done"/>
        </process>
      </definitions>
      """;

  @Autowired ProcessEngine engine;

  private String role;
  private String alice;
  private String bob;
  private String carol;
  private Api asAlice;
  private Api asBob;
  private Api asCarol;
  private Api asOutsider;

  @BeforeEach
  void users() {
    engine
        .getRepositoryService()
        .createDeployment()
        .name("workflow-task-api-test")
        .enableDuplicateFiltering()
        .addString("workflow-task-api-test.bpmn20.xml", REVIEW_BPMN)
        .deploy();
    role = aRole(List.of());
    asAlice = aUserWithRoles(role);
    alice = me(asAlice);
    asBob = aUserWithRoles(role);
    bob = me(asBob);
    asCarol = aUserWithRoles();
    carol = me(asCarol);
    asOutsider = aUserWithRoles();
  }

  @Test
  void approversListClaimGiveBackAndHandOverATaskOfTheShippedApproval() {
    long draftId = create(admin(), aDraft());
    String process = start(ShippedProcesses.DRAFT_PUBLISHING_APPROVAL, draftId, carol);

    JsonNode available = list(asAlice, Map.of("available", true, "draftId", draftId));
    assertThat(available.path("total").asLong()).isEqualTo(1);
    JsonNode task = available.path("tasks").path(0);
    String taskId = task.path("taskId").asString();
    assertThat(task.path("processInstanceId").asString()).isEqualTo(process);
    assertThat(task.path("processName").asString()).isEqualTo("Draft publishing approval");
    assertThat(task.path("taskDefinitionKey").asString()).isEqualTo("approval");
    assertThat(task.path("description").asString()).startsWith("Review the draft");
    assertThat(task.path("draftId").asLong()).isEqualTo(draftId);
    assertThat(task.path("entityName").asString()).isEqualTo("Customer");
    assertThat(task.path("initiator").asString()).isEqualTo(carol);
    assertThat(task.path("assignee").isNull()).isTrue();
    assertThat(texts(task.path("candidateRoles"), null)).containsExactly(role);
    assertThat(texts(task.path("decisions"), "id")).containsExactly("approve", "reject", "cancel");

    // The initiator reads its process's task; an outsider does not learn it exists.
    assertThat(list(asCarol, Map.of("draftId", draftId)).path("total").asLong()).isEqualTo(1);
    assertThat(list(asOutsider, Map.of("draftId", draftId)).path("total").asLong()).isZero();
    assertThat(asOutsider.get(TASKS + "/" + taskId).status()).isEqualTo(404);
    assertThat(asOutsider.post(TASKS + "/" + taskId + "/claim", Map.of()).status()).isEqualTo(404);
    assertThat(asCarol.post(TASKS + "/" + taskId + "/claim", Map.of()).errorCodes())
        .containsExactly("WORKFLOW_TASK_FORBIDDEN");
    assertThat(asAlice.get(TASKS + "/no-such-task").status()).isEqualTo(404);

    Api.Response claimed = asAlice.post(TASKS + "/" + taskId + "/claim", Map.of());
    assertThat(claimed.status()).as(claimed.toString()).isEqualTo(200);
    assertThat(claimed.json().path("task").path("assignee").asString()).isEqualTo(alice);
    assertThat(ids(list(asAlice, Map.of("mine", true)))).containsExactly(taskId);
    assertThat(ids(list(asBob, Map.of("available", true, "draftId", draftId)))).isEmpty();
    // A candidate still sees the claimed task; it cannot take or complete it.
    assertThat(ids(list(asBob, Map.of("draftId", draftId)))).containsExactly(taskId);
    assertThat(asBob.post(TASKS + "/" + taskId + "/claim", Map.of()).errorCodes())
        .containsExactly("WORKFLOW_TASK_CLAIMED");
    assertThat(
            asBob
                .post(TASKS + "/" + taskId + "/complete", Map.of("decision", "approve"))
                .errorCodes())
        .containsExactly("WORKFLOW_TASK_FORBIDDEN");
    assertThat(asBob.post(TASKS + "/" + taskId + "/assign", Map.of("userName", bob)).errorCodes())
        .containsExactly("WORKFLOW_TASK_FORBIDDEN");

    Api.Response back = asAlice.post(TASKS + "/" + taskId + "/unclaim", Map.of());
    assertThat(back.status()).as(back.toString()).isEqualTo(200);
    assertThat(back.json().path("task").path("assignee").isNull()).isTrue();
    assertThat(ids(list(asBob, Map.of("available", true, "draftId", draftId))))
        .containsExactly(taskId);

    Api.Response unknown =
        admin().post(TASKS + "/" + taskId + "/assign", Map.of("userName", "nobody-" + draftId));
    assertThat(unknown.errorCodes()).containsExactly("WORKFLOW_USER_UNKNOWN");
    Api.Response handed = admin().post(TASKS + "/" + taskId + "/assign", Map.of("userName", bob));
    assertThat(handed.status()).as(handed.toString()).isEqualTo(200);
    assertThat(ids(list(asBob, Map.of("mine", true)))).containsExactly(taskId);
    assertThat(notices(asBob)).contains(taskId);

    JsonNode page = list(admin(), Map.of("draftId", draftId, "limit", 0));
    assertThat(page.path("details").path("error").path(0).path("code").asString())
        .isEqualTo("WORKFLOW_PAGE_INVALID");
  }

  @Test
  void theListPagesTheTasksOldestFirstAndNarrowsThemByRegisterAndRecord() {
    String entity = "Reg" + System.nanoTime();
    List<String> processes = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      long draftId = create(admin(), aDraft());
      processes.add(start(REVIEW_PROCESS, draftId, carol, entity, "etalon-" + entity + i));
    }
    Map<String, Object> ofEntity = Map.of("available", true, "entityName", entity);

    JsonNode first = list(asAlice, with(ofEntity, "offset", 0, "limit", 2));
    JsonNode second = list(asAlice, with(ofEntity, "offset", 2, "limit", 2));
    JsonNode past = list(asAlice, with(ofEntity, "offset", 3, "limit", 2));

    assertThat(first.path("total").asLong()).isEqualTo(3);
    assertThat(second.path("total").asLong()).isEqualTo(3);
    List<String> paged = new ArrayList<>(texts(first.path("tasks"), "processInstanceId"));
    paged.addAll(texts(second.path("tasks"), "processInstanceId"));
    assertThat(paged).containsExactlyInAnyOrderElementsOf(processes);
    List<String> created = new ArrayList<>(texts(first.path("tasks"), "createDate"));
    created.addAll(texts(second.path("tasks"), "createDate"));
    assertThat(created)
        .isSortedAccordingTo(java.util.Comparator.comparing(java.time.OffsetDateTime::parse));
    assertThat(past.path("total").asLong()).isEqualTo(3);
    assertThat(past.path("tasks").isEmpty()).isTrue();
    JsonNode ofRecord = list(asBob, Map.of("etalonId", "etalon-" + entity + 1));
    assertThat(texts(ofRecord.path("tasks"), "processInstanceId"))
        .containsExactly(processes.get(1));
    // The initiator reads them; a user of no role and no part in them sees none.
    assertThat(list(asCarol, Map.of("entityName", entity)).path("total").asLong()).isEqualTo(3);
    assertThat(list(asOutsider, Map.of("entityName", entity)).path("total").asLong()).isZero();
    assertThat(list(asCarol, with(ofEntity)).path("total").asLong()).isZero();
    // Claimed, a task leaves the claimable list and is the claimer's own.
    String taskId = first.path("tasks").path(0).path("taskId").asString();
    asBob.post(TASKS + "/" + taskId + "/claim", Map.of());
    assertThat(list(asAlice, ofEntity).path("total").asLong()).isEqualTo(2);
    assertThat(ids(list(asBob, Map.of("mine", true, "entityName", entity))))
        .containsExactly(taskId);
  }

  @Test
  void aCompletionGivesADecisionTheTaskOffersAndTheValidatorsMayVetoIt() {
    long draftId = create(admin(), aDraft());
    start(ShippedProcesses.DRAFT_PUBLISHING_APPROVAL, draftId, carol);
    String taskId = ids(list(asAlice, Map.of("available", true, "draftId", draftId))).get(0);
    String complete = TASKS + "/" + taskId + "/complete";

    assertThat(asAlice.post(complete, Map.of()).errorCodes())
        .containsExactly("WORKFLOW_DECISION_REQUIRED");
    assertThat(asAlice.post(complete, Map.of("decision", "maybe")).errorCodes())
        .containsExactly("WORKFLOW_DECISION_UNKNOWN");
    assertThat(
            asAlice
                .post(
                    complete,
                    Map.of("decision", "approve", "variables", Map.of("x", List.of(1, 2))))
                .errorCodes())
        .containsExactly("WORKFLOW_VARIABLE_INVALID");
    // The comment validator: rejecting says why; nothing changed, the task is still unassigned.
    Api.Response vetoed = asAlice.post(complete, Map.of("decision", "reject"));
    assertThat(vetoed.status()).isEqualTo(400);
    assertThat(vetoed.errorCodes()).containsExactly("WORKFLOW_COMMENT_REQUIRED");
    assertThat(vetoed.json().path("details").path("error").path(0).path("source").asString())
        .isEqualTo("comment");
    assertThat(asAlice.get(TASKS + "/" + taskId).json().path("task").path("assignee").isNull())
        .isTrue();
  }

  @Test
  void aCandidateCompletesAndTheHistoryTellsWhoDecidedWhat() {
    long draftId = create(admin(), aDraft());
    String process = start(REVIEW_PROCESS, draftId, carol);
    String taskId = ids(list(asAlice, Map.of("available", true, "draftId", draftId))).get(0);
    assertThat(notices(asAlice)).contains(taskId);
    assertThat(notices(asBob)).contains(taskId);

    Api.Response done =
        asAlice.post(
            TASKS + "/" + taskId + "/complete",
            Map.of("decision", "reject", "comment", "the name is misspelt"));
    assertThat(done.status()).as(done.toString()).isEqualTo(200);
    assertThat(done.json().path("processEnded").asBoolean()).isFalse();
    // The fix goes to the initiator, who is told of it.
    JsonNode fix = list(asCarol, Map.of("mine", true, "processInstanceId", process));
    assertThat(fix.path("total").asLong()).isEqualTo(1);
    String fixId = fix.path("tasks").path(0).path("taskId").asString();
    assertThat(fix.path("tasks").path(0).path("decisions").isEmpty()).isTrue();
    assertThat(notices(asCarol)).contains(fixId);
    Api.Response fixed = asCarol.post(TASKS + "/" + fixId + "/complete", Map.of());
    assertThat(fixed.status()).as(fixed.toString()).isEqualTo(200);
    assertThat(fixed.json().path("processEnded").asBoolean()).isTrue();
    assertThat(
            asAlice
                .post(TASKS + "/" + taskId + "/complete", Map.of("decision", "approve"))
                .errorCodes())
        .containsExactly("WORKFLOW_TASK_COMPLETED");

    Api.Response history = asAlice.get(PROCESSES + "/" + process + "/history");
    assertThat(history.status()).as(history.toString()).isEqualTo(200);
    JsonNode p = history.json().path("process");
    assertThat(p.path("state").asString()).isEqualTo("COMPLETED");
    assertThat(p.path("initiator").asString()).isEqualTo(carol);
    assertThat(p.path("draftId").asLong()).isEqualTo(draftId);
    assertThat(texts(p.path("steps"), "activityId"))
        .containsExactly("start", "review", "fix", "done");
    JsonNode review = p.path("steps").path(1);
    assertThat(review.path("assignee").asString()).isEqualTo(alice);
    assertThat(review.path("decision").asString()).isEqualTo("reject");
    assertThat(review.path("comment").asString()).isEqualTo("the name is misspelt");
    assertThat(asOutsider.get(PROCESSES + "/" + process + "/history").status()).isEqualTo(404);
  }

  @Test
  void twoCompletionsOfOneTaskAtOnceCompleteItOnce() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int round = 0; round < 3; round++) {
        long draftId = create(admin(), aDraft());
        start(REVIEW_PROCESS, draftId, carol);
        String taskId = ids(list(asAlice, Map.of("available", true, "draftId", draftId))).get(0);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> answers = new ArrayList<>();
        for (Api client : List.of(asAlice, asBob)) {
          Callable<Integer> completion =
              () -> {
                go.await();
                return client
                    .post(TASKS + "/" + taskId + "/complete", Map.of("decision", "approve"))
                    .status();
              };
          answers.add(pool.submit(completion));
        }
        go.countDown();
        List<Integer> statuses = new ArrayList<>();
        for (Future<Integer> answer : answers) {
          statuses.add(answer.get());
        }
        assertThat(statuses).containsExactlyInAnyOrder(200, 409);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theInitiatorOrAnAdministratorCancelsAProcessWithAReason() {
    long draftId = create(admin(), aDraft());
    String process = start(ShippedProcesses.DRAFT_PUBLISHING_APPROVAL, draftId, carol);
    String cancel = PROCESSES + "/" + process;

    assertThat(asAlice.delete(cancel + "?reason=no").errorCodes())
        .containsExactly("WORKFLOW_PROCESS_FORBIDDEN");
    assertThat(asOutsider.delete(cancel + "?reason=no").status()).isEqualTo(404);
    assertThat(asCarol.delete(cancel + "?reason=%20").errorCodes())
        .containsExactly("WORKFLOW_CANCEL_REASON_REQUIRED");
    Api.Response cancelled = asCarol.delete(cancel + "?reason=changed%20my%20mind");
    assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(200);
    assertThat(list(asAlice, Map.of("draftId", draftId)).path("total").asLong()).isZero();
    assertThat(admin().delete(cancel + "?reason=again").errorCodes())
        .containsExactly("WORKFLOW_PROCESS_ENDED");

    JsonNode p = asCarol.get(cancel + "/history").json().path("process");
    assertThat(p.path("state").asString()).isEqualTo("CANCELLED");
    assertThat(p.path("cancelReason").asString()).isEqualTo("changed my mind");
    Api.Response trail =
        admin().get("/api/v2/core/audit-events?type=WORKFLOW_PROCESS_CANCEL&subject=" + process);
    assertThat(trail.json().path("events").path(0).path("userName").asString()).isEqualTo(carol);
  }

  private String start(String processKey, long draftId, String initiator) {
    return start(processKey, draftId, initiator, "Customer", null);
  }

  private String start(
      String processKey, long draftId, String initiator, String entityName, String etalonId) {
    Map<String, Object> variables = new HashMap<>();
    variables.put(ProcessVariables.DRAFT_ID, draftId);
    variables.put(ProcessVariables.ENTITY_NAME, entityName);
    if (etalonId != null) {
      variables.put(ProcessVariables.ETALON_ID, etalonId);
    }
    variables.put(ProcessVariables.APPROVERS, role);
    variables.put(ProcessVariables.INITIATOR, initiator);
    return engine
        .getRuntimeService()
        .startProcessInstanceByKey(processKey, String.valueOf(draftId), variables)
        .getId();
  }

  private static JsonNode list(Api client, Map<String, Object> body) {
    Api.Response r = client.post(TASKS + "/list", body);
    assertThat(r.status() == 200 || r.status() == 400).as(r.toString()).isTrue();
    return r.json();
  }

  private static Map<String, Object> with(Map<String, Object> body, Object... more) {
    Map<String, Object> all = new HashMap<>(body);
    for (int i = 0; i < more.length; i += 2) {
      all.put((String) more[i], more[i + 1]);
    }
    return all;
  }

  private static List<String> ids(JsonNode page) {
    return texts(page.path("tasks"), "taskId");
  }

  private static List<String> texts(JsonNode array, String field) {
    List<String> texts = new ArrayList<>();
    array.values().forEach(n -> texts.add(field == null ? n.asString() : n.path(field).asString()));
    return texts;
  }

  /** The task ids the user's notifications are about. */
  private static List<String> notices(Api client) {
    JsonNode found = client.get("/api/v2/core/user-notifications?limit=200").json();
    List<String> tasks = new ArrayList<>();
    for (JsonNode n : found.path("notifications").values()) {
      if (n.path("type").asString().equals("WORKFLOW_TASK")) {
        tasks.add(n.path("params").path(1).asString());
      }
    }
    return tasks;
  }

  private static String me(Api client) {
    return client
        .get("/api/v2/core/authentication/current-user")
        .json()
        .path("userName")
        .asString();
  }
}
