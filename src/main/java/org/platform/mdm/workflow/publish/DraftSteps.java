package org.platform.mdm.workflow.publish;

import org.flowable.engine.delegate.DelegateExecution;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.workflow.engine.ProcessVariables;

/** What the steps of an approval read from their process: the draft and its author. */
final class DraftSteps {

  private DraftSteps() {}

  static DraftId draftOf(DelegateExecution execution) {
    Object id = execution.getVariable(ProcessVariables.DRAFT_ID);
    if (!(id instanceof Number number)) {
      throw new IllegalStateException(
          "Process " + execution.getProcessInstanceId() + " has no draft to act on");
    }
    return new DraftId(number.longValue());
  }

  static String authorOf(DelegateExecution execution) {
    Object author = execution.getVariable(ProcessVariables.INITIATOR);
    return author == null ? "system" : author.toString();
  }

  /**
   * The draft's author with every right, as the approved publication acts: the author's rights were
   * checked when the draft was sent for approval, the approval stands for the rest.
   */
  static PlatformUser actingAuthor(DelegateExecution execution) {
    String author = authorOf(execution);
    return PlatformUser.acting(author, author);
  }
}
