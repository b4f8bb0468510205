package org.platform.mdm.draft.lifecycle;

import java.util.List;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftStateContributor;
import org.platform.mdm.draft.DraftStateInfo;
import org.springframework.stereotype.Component;

/** The states the draft module itself defines. */
@Component
class DraftModuleStates implements DraftStateContributor {

  @Override
  public List<DraftStateInfo> states() {
    return List.of(
        new DraftStateInfo(DraftState.CREATED, DraftErrors.MODULE_ID),
        new DraftStateInfo(DraftState.RUNNING, DraftErrors.MODULE_ID),
        new DraftStateInfo(DraftState.PUBLISHED, DraftErrors.MODULE_ID),
        new DraftStateInfo(DraftState.FAILED, DraftErrors.MODULE_ID));
  }
}
