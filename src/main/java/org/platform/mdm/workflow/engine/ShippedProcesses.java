package org.platform.mdm.workflow.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.flowable.engine.ProcessEngine;
import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;

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

  ShippedProcesses(ProcessEngine engine) {
    engine
        .getRepositoryService()
        .createDeployment()
        .name("platform-shipped")
        .key("platform-shipped")
        .enableDuplicateFiltering()
        .addString("draft-publishing-approval.bpmn20.xml", draftPublishingApproval())
        .deploy();
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
