package org.platform.mdm.workflow.publish;

import org.flowable.engine.delegate.DelegateExecution;
import org.platform.mdm.workflow.engine.WorkflowStep;
import org.springframework.stereotype.Component;

/**
 * {@code ${releaseDraft}}: the approval was cancelled; the draft, if still waiting, is RUNNING
 * again (nothing of it is lost; publishing it again starts a new approval).
 */
@Component
class ReleaseDraftStep implements WorkflowStep {

  private final DraftRelease release;

  ReleaseDraftStep(DraftRelease release) {
    this.release = release;
  }

  @Override
  public String name() {
    return "releaseDraft";
  }

  @Override
  public void execute(DelegateExecution execution) {
    release.release(DraftSteps.draftOf(execution), DraftSteps.authorOf(execution));
  }
}
