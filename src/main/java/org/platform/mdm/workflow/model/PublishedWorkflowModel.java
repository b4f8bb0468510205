package org.platform.mdm.workflow.model;

import java.time.OffsetDateTime;

/** A published revision of the workflow model; revision 0 is the empty model nobody published. */
public record PublishedWorkflowModel(
    int revision, WorkflowModel model, String publishedBy, OffsetDateTime publishDate) {

  static PublishedWorkflowModel initial() {
    return new PublishedWorkflowModel(0, WorkflowModel.empty(), null, null);
  }
}
