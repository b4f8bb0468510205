package org.platform.mdm.workflow;

import java.util.List;
import org.platform.mdm.draft.DraftState;
import org.platform.mdm.draft.DraftStateContributor;
import org.platform.mdm.draft.DraftStateInfo;
import org.springframework.stereotype.Component;

/** The draft state the workflow module defines: publication waits for an approval process. */
@Component
class WorkflowStates implements DraftStateContributor {

  static final String MODULE_ID = WorkflowErrors.MODULE_ID;

  @Override
  public List<DraftStateInfo> states() {
    return List.of(new DraftStateInfo(DraftState.DELAYED_BY_WORKFLOW, MODULE_ID));
  }
}
