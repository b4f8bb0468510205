package org.platform.mdm.workflow.publish;

import org.flowable.engine.delegate.DelegateExecution;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.workflow.engine.WorkflowStep;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * {@code ${resubmitDraft}}: the author corrected the draft and sends it back for approval; its
 * changes are checked again (a RED quality error refuses the resubmission, the correction task
 * stays) and it waits again.
 */
@Component
class ResubmitDraftStep implements WorkflowStep {

  private final DraftService drafts;

  ResubmitDraftStep(@Lazy DraftService drafts) {
    this.drafts = drafts;
  }

  @Override
  public String name() {
    return "resubmitDraft";
  }

  @Override
  public void execute(DelegateExecution execution) {
    drafts.holdAgain(DraftSteps.draftOf(execution), CurrentUser.get());
  }
}
