package org.platform.mdm.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import com.zaxxer.hikari.HikariDataSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.flowable.engine.ProcessEngine;
import org.flowable.task.api.Task;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.platform.mdm.MdmApplication;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.IntegrationTest;
import org.platform.mdm.testsupport.RecordApiTest;
import org.platform.mdm.workflow.task.Tasks;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two nodes on one database: a process one node starts is seen and advanced on the other, and a
 * task completed on both at once is completed once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WorkflowNodesTest extends RecordApiTest {

  @Autowired ProcessEngine engine;
  @Autowired Tasks tasks;
  @Autowired HikariDataSource dataSource;

  private ConfigurableApplicationContext other;
  private ProcessEngine otherEngine;

  @BeforeAll
  void startTheOtherNode() {
    other =
        new SpringApplicationBuilder(MdmApplication.class)
            .properties(
                "server.port=0",
                "spring.datasource.url=" + dataSource.getJdbcUrl(),
                "spring.datasource.username=" + dataSource.getUsername(),
                "spring.datasource.password=" + dataSource.getPassword(),
                "org.platform.mdm.system.data.dir=target/test-data/other-node-" + System.nanoTime(),
                "org.platform.mdm.core.admin.password=" + IntegrationTest.ADMIN_PASSWORD,
                // Quartz keeps its schedulers by name in one registry per JVM: under the default
                // name this node's scheduler would stand in for the test server's, and take its
                // closed connection pool with it when this node stops.
                "spring.quartz.scheduler-name=other-node-" + System.nanoTime())
            .run();
    otherEngine = other.getBean(ProcessEngine.class);
  }

  @AfterAll
  void stopTheOtherNode() {
    if (other != null) {
      other.close();
    }
  }

  @Test
  void aTaskCompletedOnBothNodesAtOnceIsCompletedOnce() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 50);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    WorkflowTests.assign(admin, customer, "draftPublishingApproval");
    long draft = create(admin, aDraft().ofType("record").with("entity-name", customer));
    written(admin, aRecord(customer, erp, "N-1").with("name", "first").field("draftId", draft));
    assertThat(publish(admin, draft, false).json().path("draft").path("state").asString())
        .isEqualTo("DELAYED_BY_WORKFLOW");

    Task seenThere =
        otherEngine
            .getTaskService()
            .createTaskQuery()
            .processInstanceBusinessKey(String.valueOf(draft))
            .singleResult();
    assertThat(seenThere).as("the other node sees the task this node's process made").isNotNull();

    PlatformUser approver =
        new PlatformUser("admin", "admin", null, null, List.of("ADMIN"), true, Map.of());
    CountDownLatch start = new CountDownLatch(1);
    List<Callable<String>> completions = new ArrayList<>();
    // Each node completes it as a user's request does (the task API's service, which locks the
    // task first): the engine's own call, raced bare, can fail inside the engine instead.
    for (Tasks node : List.of(tasks, other.getBean(Tasks.class))) {
      completions.add(
          () -> {
            start.await();
            try {
              CurrentUser.runAs(
                  approver,
                  () -> node.complete(seenThere.getId(), Map.of("decision", "approve"), approver));
              return "completed";
            } catch (PlatformException e) {
              return e.problems().get(0).code().toString();
            } catch (RuntimeException e) {
              return e.getClass().getSimpleName();
            }
          });
    }
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<String>> results = new ArrayList<>();
      for (Callable<String> c : completions) {
        results.add(pool.submit(c));
      }
      start.countDown();
      List<String> outcomes = new ArrayList<>();
      for (Future<String> r : results) {
        outcomes.add(r.get());
      }
      assertThat(outcomes)
          .as("exactly one completion wins, the other finds the task gone or changed")
          .containsOnlyOnce("completed")
          .containsAnyOf("WORKFLOW_TASK_COMPLETED", "DRAFT_NOT_AWAITING_WORKFLOW");
    } finally {
      pool.shutdownNow();
    }
    assertThat(find(admin, draft).path("state").asString()).isEqualTo("PUBLISHED");
    assertThat(
            otherEngine
                .getHistoryService()
                .createHistoricTaskInstanceQuery()
                .processInstanceBusinessKey(String.valueOf(draft))
                .finished()
                .count())
        .isEqualTo(1);
  }
}
