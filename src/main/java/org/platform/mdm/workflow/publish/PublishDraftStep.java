package org.platform.mdm.workflow.publish;

import org.flowable.engine.delegate.DelegateExecution;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.platform.mdm.workflow.engine.WorkflowStep;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * {@code ${publishDraft}}: publishes the approved draft on its author's behalf. A publication the
 * platform refuses (the record changed meanwhile, a quality rule now fails) leaves the draft FAILED
 * with the reason, kept also in the process variable {@value ProcessVariables#PUBLICATION_FAILURE},
 * and the process goes on to its end.
 */
@Component
class PublishDraftStep implements WorkflowStep {

  private static final Logger log = LoggerFactory.getLogger(PublishDraftStep.class);

  private final DraftService drafts;
  private final Messages messages;
  private final AuthorNotices notices;

  PublishDraftStep(@Lazy DraftService drafts, Messages messages, AuthorNotices notices) {
    this.drafts = drafts;
    this.messages = messages;
    this.notices = notices;
  }

  @Override
  public String name() {
    return "publishDraft";
  }

  @Override
  public void execute(DelegateExecution execution) {
    DraftId id = DraftSteps.draftOf(execution);
    PlatformUser author = DraftSteps.actingAuthor(execution);
    try {
      CurrentUser.runAs(author, () -> drafts.publishApproved(id, author));
      notices.published(author.userName(), id);
    } catch (PlatformException e) {
      if (drafts.find(id).map(d -> d.state() != DraftState.DELAYED_BY_WORKFLOW).orElse(true)) {
        // Published or released meanwhile (the same task completed on another node): not a
        // failure of this publication, a conflict of this completion.
        throw e;
      }
      String reason = messages.text(java.util.Locale.ENGLISH, e.problems().get(0));
      log.info("Approved draft {} could not be published: {}", id, reason);
      drafts.failApproved(id, reason);
      execution.setVariable(ProcessVariables.PUBLICATION_FAILURE, reason);
      notices.failed(author.userName(), id, reason);
    }
  }
}
