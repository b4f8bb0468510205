package org.platform.mdm.draft.web;

import java.util.List;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.draft.DraftQuery;
import org.platform.mdm.draft.DraftRules;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.system.PlatformException;

/** The spec's draft query: every field optional, all given ones must match. */
record DraftQueryRO(
    String type,
    String owner,
    String subjectId,
    Long draftId,
    Long parentDraftId,
    List<String> tags,
    String state) {

  DraftQuery toQuery() {
    DraftState parsed = null;
    if (state != null) {
      parsed = DraftState.byName(state);
      if (parsed == null) {
        throw new PlatformException(DraftErrors.DRAFT_STATE_UNKNOWN, state);
      }
    }
    PlatformException.throwIfAny(DraftRules.checkTags(tags, null));
    return new DraftQuery(
        type, owner, subjectId, DraftId.of(draftId), DraftId.of(parentDraftId), tags, parsed);
  }
}
