package org.platform.mdm.workflow.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.flowable.engine.ProcessEngine;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.PlatformTransactionManager;

/** Two nodes starting at once deploy the shipped processes once, not once each. */
class ShippedDeploymentTest extends ApiTest {

  @Autowired ProcessEngine engine;
  @Autowired DataSource dataSource;
  @Autowired PlatformTransactionManager transactions;

  @Test
  void twoStartsDeployingTogetherMakeOneDeployment() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (int round = 0; round < 3; round++) {
        String name = "shipped-test-" + UUID.randomUUID();
        String processId = "shippedTest" + UUID.randomUUID().toString().replace("-", "");
        String bpmn =
            "<definitions xmlns=\"http://www.omg.org/spec/BPMN/20100524/MODEL\""
                + " targetNamespace=\"test\"><process id=\""
                + processId
                + "\" isExecutable=\"true\"><startEvent id=\"s\"/>"
                + "<sequenceFlow id=\"f\" sourceRef=\"s\" targetRef=\"e\"/><endEvent id=\"e\"/>"
                + "</process></definitions>";
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> starts = new ArrayList<>();
        for (int node = 0; node < 2; node++) {
          starts.add(
              pool.submit(
                  () -> {
                    go.await();
                    ShippedProcesses.deployOnce(
                        engine, dataSource, transactions, name, "test.bpmn20.xml", bpmn);
                    return null;
                  }));
        }
        go.countDown();
        for (Future<?> start : starts) {
          start.get();
        }
        assertThat(
                engine.getRepositoryService().createDeploymentQuery().deploymentName(name).count())
            .isEqualTo(1);
        assertThat(
                engine
                    .getRepositoryService()
                    .createProcessDefinitionQuery()
                    .processDefinitionKey(processId)
                    .count())
            .isEqualTo(1);
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
