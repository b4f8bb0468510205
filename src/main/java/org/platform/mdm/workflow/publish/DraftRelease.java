package org.platform.mdm.workflow.publish;

import java.util.Optional;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftService;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftView;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Gives a draft back to its author when its approval ends without publishing it (the process's
 * cancel path, or the process cancelled as a whole): a draft still waiting becomes RUNNING; one
 * already removed or in another state stays as it is.
 */
@Component
class DraftRelease {

  private final DraftService drafts;
  private final AuthorNotices notices;

  DraftRelease(@Lazy DraftService drafts, AuthorNotices notices) {
    this.drafts = drafts;
    this.notices = notices;
  }

  void release(DraftId id, String author) {
    Optional<DraftView> draft = drafts.find(id);
    if (draft.isPresent() && draft.get().state() == DraftState.DELAYED_BY_WORKFLOW) {
      drafts.resume(id);
      notices.cancelled(author, id);
    }
  }
}
