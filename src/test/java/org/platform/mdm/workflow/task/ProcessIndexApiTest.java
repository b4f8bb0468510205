package org.platform.mdm.workflow.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.flowable.engine.ProcessEngine;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.ModelApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The index of processes and tasks over HTTP: rows follow a process from its start through claim,
 * completion and cancellation; the searches filter; {@code $linked_type_display_name} follows the
 * data model's display names and comes back with everything else after a rebuild; a user without
 * full access sees only its own.
 */
class ProcessIndexApiTest extends ModelApiTest {

  static final String PROCESS = "indexTestApproval";
  static final String LINKED = "$linked_type_display_name";

  private static final String BPMN =
      """
      <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
                   xmlns:flowable="http://flowable.org/bpmn" targetNamespace="test">
        <process id="indexTestApproval" name="Index test approval" isExecutable="true">
          <startEvent id="start"/>
          <sequenceFlow id="f1" sourceRef="start" targetRef="review"/>
          <userTask id="review" name="Review the change" flowable:candidateGroups="${approvers}"/>
          <sequenceFlow id="f2" sourceRef="review" targetRef="end"/>
          <endEvent id="end"/>
        </process>
      </definitions>
      """;

  @Autowired ProcessEngine engine;
  @Autowired JdbcClient jdbc;

  @BeforeEach
  void deploy() {
    engine
        .getRepositoryService()
        .createDeployment()
        .name("index-test")
        .key("index-test")
        .enableDuplicateFiltering()
        .addString("index-test.bpmn20.xml", BPMN)
        .deploy();
  }

  @Test
  void theIndexFollowsProcessesAndTheirTasksAndIsRebuiltByTheOperation() throws Exception {
    Api admin = admin();
    String register = entityName("wf");
    publishRegister(admin, register);
    String role = aRole(List.of());

    String approved = start(register, "admin", role, 5, true);
    JsonNode row = process(admin, approved);
    assertThat(row.path("status").asString()).isEqualTo("RUNNING");
    assertThat(row.path("name").asString()).isEqualTo("Index test approval");
    assertThat(row.path("processId").asString()).isEqualTo(PROCESS);
    assertThat(row.path("initiator").asString()).isEqualTo("admin");
    assertThat(row.path("entityName").asString()).isEqualTo(register);
    assertThat(row.path(LINKED).asString()).isEqualTo(register + " register");
    assertThat(row.path("variables").path("amount").asInt()).isEqualTo(5);
    assertThat(row.path("variables").path("urgent").asBoolean()).isTrue();
    assertThat(row.path("variables").has("note")).as("not an indexed variable").isFalse();
    JsonNode task = taskOf(admin, approved);
    assertThat(task.path("status").asString()).isEqualTo("AVAILABLE");
    assertThat(task.path("candidateRoles").get(0).asString()).isEqualTo(role);
    assertThat(task.path("name").asString()).isEqualTo("Review the change");
    assertThat(task.path(LINKED).asString()).isEqualTo(register + " register");
    String taskId = task.path("taskId").asString();

    engine.getTaskService().claim(taskId, "steward-a");
    task = taskOf(admin, approved);
    assertThat(task.path("status").asString()).isEqualTo("ASSIGNED");
    assertThat(task.path("assignee").asString()).isEqualTo("steward-a");
    assertThat(task.path("claimDate").isNull()).isFalse();

    engine.getTaskService().complete(taskId, Map.of("decision", "approve"));
    task = taskOf(admin, approved);
    assertThat(task.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(task.path("decision").asString()).isEqualTo("approve");
    row = process(admin, approved);
    assertThat(row.path("status").asString()).isEqualTo("COMPLETED");
    assertThat(row.path("endDate").isNull()).isFalse();

    String cancelled = start(register, "admin", role, 6, false);
    engine.getRuntimeService().deleteProcessInstance(cancelled, "withdrawn");
    assertThat(process(admin, cancelled).path("status").asString()).isEqualTo("CANCELLED");
    assertThat(taskOf(admin, cancelled).path("status").asString()).isEqualTo("CANCELLED");

    String running = start(register, "admin", role, 7, false);
    searchesFilter(admin, register, role, approved, cancelled, running);

    Map<String, Object> renamed = register(register);
    renamed.put("displayName", "Renamed " + register);
    Api.Response saved = admin.post(MODEL + "/entities/save", Map.of("entity", renamed));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(process(admin, running).path(LINKED).asString()).isEqualTo("Renamed " + register);
    assertThat(process(admin, approved).path(LINKED).asString()).isEqualTo("Renamed " + register);
    assertThat(taskOf(admin, running).path(LINKED).asString()).isEqualTo("Renamed " + register);

    jdbc.sql("truncate workflow_process_index, workflow_task_index").update();
    assertThat(processes(admin, Map.of("entityName", register)).path("total").asLong()).isZero();
    JsonNode run = Jobs.run(admin, ProcessReindexOperation.NAME, Map.of("blockSize", 2));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(process(admin, approved).path("status").asString()).isEqualTo("COMPLETED");
    assertThat(process(admin, cancelled).path("status").asString()).isEqualTo("CANCELLED");
    row = process(admin, running);
    assertThat(row.path("status").asString()).isEqualTo("RUNNING");
    assertThat(row.path(LINKED).asString()).isEqualTo("Renamed " + register);
    assertThat(row.path("variables").path("amount").asInt()).isEqualTo(7);
    assertThat(row.path("initiator").asString()).isEqualTo("admin");
    assertThat(taskOf(admin, approved).path("status").asString()).isEqualTo("COMPLETED");
    assertThat(taskOf(admin, approved).path("assignee").asString()).isEqualTo("steward-a");
    assertThat(taskOf(admin, cancelled).path("status").asString()).isEqualTo("CANCELLED");
    task = taskOf(admin, running);
    assertThat(task.path("status").asString()).isEqualTo("AVAILABLE");
    assertThat(task.path("candidateRoles").get(0).asString()).isEqualTo(role);
    assertThat(task.path(LINKED).asString()).isEqualTo("Renamed " + register);
  }

  private void searchesFilter(
      Api admin, String register, String role, String approved, String cancelled, String running) {
    assertThat(ids(processes(admin, Map.of("entityName", register, "sort", "ASC"))))
        .containsExactly(approved, cancelled, running);
    assertThat(ids(processes(admin, Map.of("entityName", register))))
        .containsExactly(running, cancelled, approved);
    assertThat(ids(processes(admin, Map.of("entityName", register, "status", "RUNNING"))))
        .containsExactly(running);
    assertThat(
            ids(processes(admin, Map.of("entityName", register, "variables", Map.of("amount", 5)))))
        .containsExactly(approved);
    assertThat(
            ids(
                processes(
                    admin, Map.of("entityName", register, "variables", Map.of("urgent", true)))))
        .containsExactly(approved);
    assertThat(ids(processes(admin, Map.of(LINKED, register + " register", "processId", PROCESS))))
        .containsExactly(running, cancelled, approved);
    assertThat(ids(processes(admin, Map.of("text", register.toUpperCase() + " REG"))))
        .containsExactly(running, cancelled, approved);
    assertThat(ids(processes(admin, Map.of("entityName", register, "assignee", "steward-a"))))
        .containsExactly(approved);
    assertThat(
            processes(
                    admin, Map.of("entityName", register, "startDateFrom", "2999-01-01T00:00:00Z"))
                .path("total")
                .asLong())
        .isZero();
    JsonNode page = processes(admin, Map.of("entityName", register, "offset", 1, "limit", 1));
    assertThat(page.path("total").asLong()).isEqualTo(3);
    assertThat(ids(page)).containsExactly(cancelled);

    JsonNode open =
        tasks(admin, Map.of("candidateRole", role, "status", "AVAILABLE", "entityName", register));
    assertThat(open.path("total").asLong()).isEqualTo(1);
    assertThat(open.path("tasks").get(0).path("processInstanceId").asString()).isEqualTo(running);
    assertThat(open.path("tasks").get(0).path("processId").asString()).isEqualTo(PROCESS);
    JsonNode claimed = tasks(admin, Map.of("assignee", "steward-a", "entityName", register));
    assertThat(claimed.path("tasks").get(0).path("processInstanceId").asString())
        .isEqualTo(approved);
    assertThat(
            tasks(admin, Map.of("entityName", register, "variables", Map.of("amount", 7)))
                .path("total")
                .asLong())
        .isEqualTo(1);
    assertThat(
            tasks(admin, Map.of("text", "review the", "entityName", register))
                .path("total")
                .asLong())
        .isEqualTo(3);
  }

  @Test
  void aUserWithoutFullAccessSeesItsOwnProcessesAndTheTasksOfItsRoles() {
    Api admin = admin();
    String register = entityName("wf");
    publishRegister(admin, register);
    String role = aRole(List.of());
    String userName = unique("steward");
    Api steward = aUserNamed(userName, role);
    Api other = aUserNamed(unique("other"), aRole(List.of()));

    String own = start(register, userName, "NOBODY", 1, false);
    String ofItsRole = start(register, "admin", role, 2, false);
    start(register, "admin", "NOBODY", 3, false);

    assertThat(ids(processes(steward, Map.of("entityName", register))))
        .containsExactly(ofItsRole, own);
    JsonNode tasks = tasks(steward, Map.of("entityName", register));
    assertThat(tasks.path("total").asLong()).isEqualTo(1);
    assertThat(tasks.path("tasks").get(0).path("processInstanceId").asString())
        .isEqualTo(ofItsRole);
    assertThat(processes(other, Map.of("entityName", register)).path("total").asLong()).isZero();
    assertThat(tasks(other, Map.of("entityName", register)).path("total").asLong()).isZero();
    assertThat(processes(admin, Map.of("entityName", register)).path("total").asLong())
        .isEqualTo(3);
  }

  @Test
  void aSearchTheIndexCannotAnswerIsRefusedWithItsProblem() {
    Api admin = admin();
    for (Map<String, Object> bad :
        List.of(
            Map.<String, Object>of("limit", 0),
            Map.<String, Object>of("offset", -1),
            Map.<String, Object>of(
                "startDateFrom", "2030-01-01T00:00:00Z", "startDateTo", "2020-01-01T00:00:00Z"),
            Map.<String, Object>of("variables", Map.of("amount", List.of(1, 2))))) {
      for (String path : List.of("/processes/search", "/tasks/search")) {
        Api.Response r = admin.post("/api/v2/workflow" + path, bad);
        assertThat(r.status()).as(r.toString()).isEqualTo(400);
        assertThat(r.errorCodes()).as(r.toString()).containsExactly("WORKFLOW_INDEX_QUERY_INVALID");
      }
    }
    Api.Response r = admin.post("/api/v2/workflow/processes/search", Map.of("status", "LOST"));
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
  }

  /** Starts the test process about the register, offering its task to {@code approvers}. */
  private String start(
      String register, String initiator, String approvers, int amount, boolean urgent) {
    Map<String, Object> variables = new HashMap<>();
    variables.put("draftId", ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE));
    variables.put("entityName", register);
    variables.put("etalonId", UUID.randomUUID().toString());
    variables.put("initiator", initiator);
    variables.put("approvers", approvers);
    variables.put("amount", amount);
    variables.put("urgent", urgent);
    variables.put("note", "not indexed");
    return engine.getRuntimeService().startProcessInstanceByKey(PROCESS, variables).getId();
  }

  private static JsonNode processes(Api client, Map<String, Object> filter) {
    Api.Response r = client.post("/api/v2/workflow/processes/search", filter);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static JsonNode tasks(Api client, Map<String, Object> filter) {
    Api.Response r = client.post("/api/v2/workflow/tasks/search", filter);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static JsonNode process(Api client, String processInstanceId) {
    JsonNode all = processes(client, Map.of("limit", 1000, "processId", PROCESS));
    for (JsonNode p : all.path("processes")) {
      if (p.path("processInstanceId").asString().equals(processInstanceId)) {
        return p;
      }
    }
    throw new AssertionError("no row of " + processInstanceId + " in " + all);
  }

  private static JsonNode taskOf(Api client, String processInstanceId) {
    JsonNode found = tasks(client, Map.of("processInstanceId", processInstanceId));
    assertThat(found.path("total").asLong()).as(found.toString()).isEqualTo(1);
    return found.path("tasks").get(0);
  }

  private static List<String> ids(JsonNode page) {
    return page.path("processes").findValuesAsString("processInstanceId");
  }
}
