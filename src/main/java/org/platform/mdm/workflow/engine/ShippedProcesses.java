package org.platform.mdm.workflow.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import javax.sql.DataSource;
import org.flowable.engine.ProcessEngine;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The processes the platform ships, deployed when it starts (a deployment of unchanged files is
 * skipped, so a restart or a second node deploys nothing new): the template "Draft publishing
 * approval" works out of the box as the process {@value #DRAFT_PUBLISHING_APPROVAL}.
 */
@Component
public class ShippedProcesses {

  /** The process id of the shipped approval. */
  public static final String DRAFT_PUBLISHING_APPROVAL = "draftPublishingApproval";

  /** The classpath resource of the shipped approval. */
  public static final String DRAFT_PUBLISHING_APPROVAL_FILE =
      "workflow/templates/draft-publishing-approval.bpmn20.xml";

  ShippedProcesses(
      ProcessEngine engine, DataSource dataSource, PlatformTransactionManager transactions) {
    deployOnce(
        engine,
        dataSource,
        transactions,
        "platform-shipped",
        "draft-publishing-approval.bpmn20.xml",
        draftPublishingApproval());
  }

  /**
   * Deploys one file unless the latest deployment of that name holds it already. The engine's
   * duplicate filter compares with what is committed, so two nodes starting together would both
   * find nothing and both deploy: the check and the deployment run in one transaction holding the
   * advisory lock the engine's schema work takes, and the second node waits, then finds the first
   * one's deployment.
   */
  static void deployOnce(
      ProcessEngine engine,
      DataSource dataSource,
      PlatformTransactionManager transactions,
      String name,
      String resource,
      String text) {
    JdbcTemplate jdbc = new JdbcTemplate(dataSource);
    new TransactionTemplate(transactions)
        .executeWithoutResult(
            status -> {
              jdbc.queryForObject(
                  "select pg_advisory_xact_lock(?)",
                  Object.class,
                  WorkflowEngineConfiguration.SCHEMA_LOCK);
              engine
                  .getRepositoryService()
                  .createDeployment()
                  .name(name)
                  .key(name)
                  .enableDuplicateFiltering()
                  .addString(resource, text)
                  .deploy();
            });
  }

  /** The BPMN of the shipped approval. */
  public static String draftPublishingApproval() {
    try (InputStream in = new ClassPathResource(DRAFT_PUBLISHING_APPROVAL_FILE).getInputStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
