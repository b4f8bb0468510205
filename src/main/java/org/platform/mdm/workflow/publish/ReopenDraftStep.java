package org.platform.mdm.workflow.publish;

import org.flowable.engine.delegate.DelegateExecution;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.platform.mdm.workflow.engine.WorkflowStep;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * {@code ${reopenDraft}}: the approver sent the draft back; it is RUNNING again, so its author can
 * correct it, and the author is told why.
 */
@Component
class ReopenDraftStep implements WorkflowStep {

  private final DraftService drafts;
  private final AuthorNotices notices;

  ReopenDraftStep(@Lazy DraftService drafts, AuthorNotices notices) {
    this.drafts = drafts;
    this.notices = notices;
  }

  @Override
  public String name() {
    return "reopenDraft";
  }

  @Override
  public void execute(DelegateExecution execution) {
    DraftId id = DraftSteps.draftOf(execution);
    drafts.resume(id);
    Object comment = execution.getVariable(ProcessVariables.COMMENT);
    notices.sentBack(DraftSteps.authorOf(execution), id, comment == null ? "" : comment.toString());
  }
}
