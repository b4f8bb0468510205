package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.history.HistoricProcessInstance;
import org.flowable.task.api.Task;
import org.junit.jupiter.api.Test;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * A record draft of a register with the shipped approval assigned: publishing it waits for the
 * process, and the process's decisions publish it, send it back or release it.
 */
class ApprovalFlowTest extends RecordApiTest {

  private static final String TASKS = "/api/v2/workflow/tasks";

  @Autowired ProcessEngine engine;

  private final class World {
    final Api admin = admin();
    final String erp = aSource(admin, "erp", 50);
    final String customer = aRegister(admin, "BVT", attribute("name", "String"));
    final String stewardName = unique("steward");
    final Api steward;
    final String role;

    World() {
      role = aRole(List.of(grant(customer, "CREATE", "READ", "UPDATE", "DELETE")));
      Api.Response r =
          admin.post(
              "/api/v2/core/users",
              Map.of(
                  "userName",
                  stewardName,
                  "password",
                  "password-" + stewardName,
                  "fullName",
                  "Steward " + stewardName,
                  "roles",
                  List.of(role)));
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      steward = anonymous().bearer(login(stewardName, "password-" + stewardName));
      WorkflowTests.assign(admin, customer, "draftPublishingApproval");
    }

    long draftedRecord(String externalId, String name) {
      long draft = create(steward, aDraft().ofType("record").with("entity-name", customer));
      written(
          steward, aRecord(customer, erp, externalId).with("name", name).field("draftId", draft));
      return draft;
    }

    Api.Response record(String externalId) {
      return admin.get(DATA + "/" + customer + "/" + erp + "/" + externalId);
    }

    String state(long draft) {
      return find(admin, draft).path("state").asString();
    }

    Task taskOf(long draft) {
      List<Task> tasks =
          engine
              .getTaskService()
              .createTaskQuery()
              .processInstanceBusinessKey(String.valueOf(draft))
              .list();
      assertThat(tasks).hasSize(1);
      return tasks.get(0);
    }

    void decide(long draft, String user, String decision, String comment) {
      Task task = taskOf(draft);
      PlatformUser actor = new PlatformUser(user, user, null, null, List.of(), true, Map.of());
      CurrentUser.runAs(
          actor,
          () -> {
            engine.getTaskService().claim(task.getId(), user);
            engine
                .getTaskService()
                .complete(task.getId(), Map.of("decision", decision, "comment", comment));
            return null;
          });
    }
  }

  @Test
  void publishingWaitsForApprovalAndTheApprovalPublishes() {
    World w = new World();
    long draft = w.draftedRecord("A-1", "first");

    Api.Response sent = publish(w.steward, draft, false);

    assertThat(sent.status()).as(sent.toString()).isEqualTo(200);
    assertThat(sent.json().path("draft").path("state").asString())
        .as(sent.toString())
        .isEqualTo("DELAYED_BY_WORKFLOW");
    assertThat(w.record("A-1").status()).as("nothing published yet").isEqualTo(404);
    Task task = w.taskOf(draft);
    assertThat(task.getName()).isEqualTo("Approve the change");
    assertThat(
            engine
                .getTaskService()
                .createTaskQuery()
                .taskId(task.getId())
                .taskCandidateGroup("ADMIN")
                .count())
        .isEqualTo(1);

    w.decide(draft, "admin", "approve", "fine");

    assertThat(w.state(draft)).isEqualTo("PUBLISHED");
    JsonNode record = w.record("A-1").json();
    assertThat(record.path("attributes").path("name").asString()).isEqualTo("first");
    assertThat(
            engine
                .getRuntimeService()
                .createProcessInstanceQuery()
                .processInstanceBusinessKey(String.valueOf(draft))
                .count())
        .as("the process ended")
        .isZero();
  }

  @Test
  void anApproverDecidesThroughTheTasksApiAndTheRecordsHistoryTellsEachStep() {
    World w = new World();
    long draft = w.draftedRecord("J-1", "first");
    publish(w.steward, draft, false);

    assertThat(taskIds(w.admin, Map.of("mine", true, "draftId", draft))).isEmpty();
    List<String> available = taskIds(w.admin, Map.of("available", true, "draftId", draft));
    assertThat(available).hasSize(1);
    String taskId = available.get(0);
    Api.Response claimed = w.admin.post(TASKS + "/" + taskId + "/claim", Map.of());
    assertThat(claimed.status()).as(claimed.toString()).isEqualTo(200);
    assertThat(taskIds(w.admin, Map.of("mine", true, "draftId", draft))).containsExactly(taskId);
    assertThat(taskIds(w.admin, Map.of("available", true, "draftId", draft))).isEmpty();
    Api.Response done =
        w.admin.post(
            TASKS + "/" + taskId + "/complete",
            Map.of("decision", "approve", "comment", "checked against the contract"));
    assertThat(done.status()).as(done.toString()).isEqualTo(200);
    assertThat(done.json().path("processEnded").asBoolean()).isTrue();
    assertThat(w.state(draft)).isEqualTo("PUBLISHED");

    String etalonId = w.record("J-1").json().path("etalonId").asString();
    Api.Response history = w.steward.get("/api/v2/data/records/" + etalonId + "/history");
    assertThat(history.status()).as(history.toString()).isEqualTo(200);
    List<JsonNode> events = history.json().path("events").values().stream().toList();
    assertThat(events.stream().map(e -> e.path("type").asString()))
        .containsExactly(
            "WORKFLOW_PROCESS_START",
            "WORKFLOW_TASK_CREATE",
            "WORKFLOW_TASK_CLAIM",
            "WORKFLOW_TASK_COMPLETE",
            "UPSERT",
            "WORKFLOW_PROCESS_END");
    assertThat(events.stream().map(e -> e.path("user").asString()))
        .containsExactly(w.stewardName, w.stewardName, "admin", "admin", w.stewardName, "admin");
    JsonNode start = events.get(0).path("workflow");
    assertThat(start.path("processId").asString()).isEqualTo("draftPublishingApproval");
    assertThat(start.path("draftId").asLong()).isEqualTo(draft);
    JsonNode created = events.get(1).path("workflow");
    assertThat(created.path("taskId").asString()).isEqualTo(taskId);
    assertThat(created.path("taskName").asString()).isEqualTo("Approve the change");
    assertThat(created.path("candidateRoles").path(0).asString()).isEqualTo("ADMIN");
    JsonNode completed = events.get(3).path("workflow");
    assertThat(completed.path("assignee").asString()).isEqualTo("admin");
    assertThat(completed.path("decision").asString()).isEqualTo("approve");
    assertThat(completed.path("comment").asString()).isEqualTo("checked against the contract");
    for (int i = 1; i < events.size(); i++) {
      assertThat(events.get(i).path("seq").asLong())
          .isGreaterThan(events.get(i - 1).path("seq").asLong());
      assertThat(OffsetDateTime.parse(events.get(i).path("date").asString()))
          .isAfterOrEqualTo(OffsetDateTime.parse(events.get(i - 1).path("date").asString()));
    }
  }

  @Test
  void aRejectionCorrectionAndApprovalGoThroughTheTasksApi() {
    World w = new World();
    long draft = w.draftedRecord("M-1", "frist");
    publish(w.steward, draft, false);
    String review = taskIds(w.admin, Map.of("available", true, "draftId", draft)).get(0);

    Api.Response rejected =
        w.admin.post(
            TASKS + "/" + review + "/complete",
            Map.of("decision", "reject", "comment", "typo in the name"));
    assertThat(rejected.status()).as(rejected.toString()).isEqualTo(200);
    assertThat(rejected.json().path("processEnded").asBoolean()).isFalse();
    assertThat(w.state(draft)).isEqualTo("RUNNING");

    List<String> mine = taskIds(w.steward, Map.of("mine", true, "draftId", draft));
    assertThat(mine).hasSize(1);
    String correction = mine.get(0);
    written(
        w.steward, aRecord(w.customer, w.erp, "M-1").with("name", "first").field("draftId", draft));
    Api.Response resubmitted =
        w.steward.post(
            TASKS + "/" + correction + "/complete",
            Map.of("decision", "resubmit", "comment", "fixed"));
    assertThat(resubmitted.status()).as(resubmitted.toString()).isEqualTo(200);
    assertThat(w.state(draft)).isEqualTo("DELAYED_BY_WORKFLOW");

    String again = taskIds(w.admin, Map.of("available", true, "draftId", draft)).get(0);
    assertThat(w.admin.post(TASKS + "/" + again + "/claim", Map.of()).status()).isEqualTo(200);
    Api.Response approved =
        w.admin.post(TASKS + "/" + again + "/complete", Map.of("decision", "approve"));
    assertThat(approved.status()).as(approved.toString()).isEqualTo(200);
    assertThat(approved.json().path("processEnded").asBoolean()).isTrue();
    assertThat(w.state(draft)).isEqualTo("PUBLISHED");
    assertThat(w.record("M-1").json().path("attributes").path("name").asString())
        .isEqualTo("first");
    assertThat(
            w.admin
                .post(TASKS + "/" + again + "/complete", Map.of("decision", "approve"))
                .errorCodes())
        .containsExactly("WORKFLOW_TASK_COMPLETED");
  }

  private static List<String> taskIds(Api client, Map<String, Object> filter) {
    Api.Response page = client.post(TASKS + "/list", filter);
    assertThat(page.status()).as(page.toString()).isEqualTo(200);
    return page.json().path("tasks").values().stream()
        .map(t -> t.path("taskId").asString())
        .toList();
  }

  @Test
  void removingAWaitingDraftCancelsItsProcessWhenItsSenderOrAnAdministratorRemovesIt() {
    World w = new World();
    long bySender = w.draftedRecord("K-1", "first");
    long byAdmin = w.draftedRecord("K-2", "second");
    publish(w.steward, bySender, false);
    publish(w.steward, byAdmin, false);
    String first = w.taskOf(bySender).getProcessInstanceId();
    String second = w.taskOf(byAdmin).getProcessInstanceId();

    Api.Response removed = w.steward.post(DRAFTS + "/remove", Map.of("draftId", bySender));
    assertThat(removed.status()).as(removed.toString()).isEqualTo(200);
    Api.Response removedByAdmin = w.admin.post(DRAFTS + "/remove", Map.of("draftId", byAdmin));
    assertThat(removedByAdmin.status()).as(removedByAdmin.toString()).isEqualTo(200);

    for (long draft : List.of(bySender, byAdmin)) {
      assertThat(find(w.admin, draft).isMissingNode()).as("draft %s removed", draft).isTrue();
      assertThat(taskIds(w.admin, Map.of("draftId", draft))).as("its tasks are gone").isEmpty();
    }
    for (String process : List.of(first, second)) {
      HistoricProcessInstance ended =
          engine
              .getHistoryService()
              .createHistoricProcessInstanceQuery()
              .processInstanceId(process)
              .singleResult();
      assertThat(ended.getEndTime()).isNotNull();
      assertThat(ended.getDeleteReason()).contains("removed");
      Api.Response row =
          w.admin.post(
              "/api/v2/workflow/processes/search",
              Map.of("draftId", Long.parseLong(ended.getBusinessKey())));
      assertThat(row.json().path("processes").path(0).path("status").asString())
          .as(row.toString())
          .isEqualTo("CANCELLED");
    }
    JsonNode notices = w.steward.get("/api/v2/core/user-notifications?limit=200").json();
    List<String> cancelled = new java.util.ArrayList<>();
    for (JsonNode n : notices.path("notifications").values()) {
      if (n.path("type").asString().equals("WORKFLOW_DRAFT_CANCELLED")) {
        cancelled.add(n.path("params").path(0).asString());
      }
    }
    assertThat(cancelled).contains(bySender + "", byAdmin + "");
  }

  @Test
  void removingAWaitingDraftIsRefusedToAUserWhoMayNotCancelItsProcess() {
    World w = new World();
    long draft = w.draftedRecord("L-1", "first");
    publish(w.steward, draft, false);
    Api colleague = aUserWithRoles(w.role);

    Api.Response refused = colleague.post(DRAFTS + "/remove", Map.of("draftId", draft));

    assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
    assertThat(refused.errorCodes()).containsExactly("WORKFLOW_DRAFT_REMOVE_AWAITING");
    assertThat(w.state(draft)).isEqualTo("DELAYED_BY_WORKFLOW");
    assertThat(w.taskOf(draft)).as("the process waits on").isNotNull();
  }

  @Test
  void aWaitingDraftTakesNoEditsAndNoPublicationByHand() {
    World w = new World();
    long draft = w.draftedRecord("B-1", "first");
    publish(w.steward, draft, false);

    Api.Response edit =
        w.steward.post(
            DATA,
            aRecord(w.customer, w.erp, "B-1")
                .with("name", "second")
                .field("draftId", draft)
                .body());
    Api.Response again = publish(w.admin, draft, false);

    assertThat(edit.status()).as(edit.toString()).isEqualTo(409);
    assertThat(edit.errorCodes()).containsExactly("DRAFT_AWAITS_WORKFLOW");
    assertThat(again.status()).as(again.toString()).isEqualTo(409);
    assertThat(again.errorCodes()).containsExactly("DRAFT_AWAITS_WORKFLOW");
    assertThat(w.state(draft)).isEqualTo("DELAYED_BY_WORKFLOW");
  }

  @Test
  void aRejectedDraftGoesBackToItsAuthorWhoCorrectsAndResubmitsIt() {
    World w = new World();
    long draft = w.draftedRecord("C-1", "frist");
    publish(w.steward, draft, false);

    w.decide(draft, "admin", "reject", "typo in the name");

    assertThat(w.state(draft)).isEqualTo("RUNNING");
    Task correction = w.taskOf(draft);
    assertThat(correction.getAssignee()).isEqualTo(w.stewardName);
    written(
        w.steward, aRecord(w.customer, w.erp, "C-1").with("name", "first").field("draftId", draft));

    w.decide(draft, w.stewardName, "resubmit", "");

    assertThat(w.state(draft)).isEqualTo("DELAYED_BY_WORKFLOW");
    w.decide(draft, "admin", "approve", "");
    assertThat(w.state(draft)).isEqualTo("PUBLISHED");
    assertThat(w.record("C-1").json().path("attributes").path("name").asString())
        .isEqualTo("first");
  }

  @Test
  void aCancelledApprovalLeavesTheDraftRunningAndUnpublished() {
    World w = new World();
    long draft = w.draftedRecord("D-1", "first");
    publish(w.steward, draft, false);

    w.decide(draft, "admin", "cancel", "not now");

    assertThat(w.state(draft)).isEqualTo("RUNNING");
    assertThat(w.record("D-1").status()).isEqualTo(404);
    assertThat(
            engine
                .getRuntimeService()
                .createProcessInstanceQuery()
                .processInstanceBusinessKey(String.valueOf(draft))
                .count())
        .isZero();
  }

  @Test
  void aProcessCancelledAsAWholeGivesTheDraftBack() {
    World w = new World();
    long draft = w.draftedRecord("E-1", "first");
    publish(w.steward, draft, false);
    String process = w.taskOf(draft).getProcessInstanceId();

    engine.getRuntimeService().deleteProcessInstance(process, "withdrawn by an administrator");

    assertThat(w.state(draft)).isEqualTo("RUNNING");
  }

  @Test
  void anApprovedDraftWhoseRecordChangedMeanwhileFailsWithTheReason() {
    World w = new World();
    String etalonId =
        written(w.admin, aRecord(w.customer, w.erp, "F-1").with("name", "before"))
            .path("etalonId")
            .asString();
    long draft =
        create(
            w.steward, aDraft().ofType("record").with("entity-name", w.customer).about(etalonId));
    written(
        w.steward,
        aRecord(w.customer, w.erp, "F-1").with("name", "drafted").field("draftId", draft));
    publish(w.steward, draft, false);
    written(w.admin, aRecord(w.customer, w.erp, "F-1").with("name", "meanwhile"));

    w.decide(draft, "admin", "approve", "");

    JsonNode failed = find(w.admin, draft);
    assertThat(failed.path("state").asString()).isEqualTo("FAILED");
    assertThat(w.record("F-1").json().path("attributes").path("name").asString())
        .isEqualTo("meanwhile");
  }

  @Test
  void aDraftOfARegisterWithoutAProcessPublishesAtOnce() {
    World w = new World();
    WorkflowTests.unassign(w.admin, w.customer);
    long draft = w.draftedRecord("G-1", "first");

    Api.Response published = publish(w.steward, draft, false);

    assertThat(published.json().path("draft").path("state").asString()).isEqualTo("PUBLISHED");
  }

  @Test
  void onlyTheRecordsAndOperationsTheAssignmentNamesWaitForApproval() {
    World w = new World();
    WorkflowTests.assign(
        w.admin,
        w.customer,
        Map.of(
            "entityName",
            w.customer,
            "processId",
            "draftPublishingApproval",
            "operations",
            List.of("CREATE"),
            "condition",
            Map.of("attribute", "name", "values", List.of("vip"))));
    long vip = w.draftedRecord("H-1", "vip");
    long plain = w.draftedRecord("H-2", "plain");

    assertThat(publish(w.steward, vip, false).json().path("draft").path("state").asString())
        .isEqualTo("DELAYED_BY_WORKFLOW");
    assertThat(publish(w.steward, plain, false).json().path("draft").path("state").asString())
        .isEqualTo("PUBLISHED");
    String etalonId = w.record("H-2").json().path("etalonId").asString();
    long update =
        create(
            w.steward, aDraft().ofType("record").with("entity-name", w.customer).about(etalonId));
    written(
        w.steward, aRecord(w.customer, w.erp, "H-2").with("name", "vip").field("draftId", update));
    assertThat(publish(w.steward, update, false).json().path("draft").path("state").asString())
        .as("an update is not an operation the assignment names")
        .isEqualTo("PUBLISHED");
  }
}
