package org.platform.mdm.workflow.publish;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flowable.common.engine.impl.identity.Authentication;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.runtime.ProcessInstance;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.workflow.WorkflowErrors;
import org.platform.mdm.workflow.engine.ProcessVariables;
import org.springframework.stereotype.Component;

/**
 * A draft waiting for its approval that is removed: the user who may cancel its process (the one
 * who sent the draft for approval, or an administrator) cancels it with the removal, in its
 * transaction (the tasks go, the author is told, as for any cancellation); anyone else is refused
 * and nothing is removed. A removed draft's process would otherwise wait for nothing, its tasks in
 * the inboxes.
 */
@Component
class RemovedDrafts {

  /** The reason a process cancelled by its draft's removal ends with. */
  static final String REASON = "The draft waiting for this approval was removed";

  private final ProcessEngine engine;
  private final AuditTrail audit;

  RemovedDrafts(ProcessEngine engine, AuditTrail audit) {
    this.engine = engine;
    this.audit = audit;
  }

  void removing(DraftView draft, PlatformUser user) {
    List<ProcessInstance> running =
        engine
            .getRuntimeService()
            .createProcessInstanceQuery()
            .processInstanceBusinessKey(String.valueOf(draft.draftId().value()))
            .includeProcessVariables()
            .list();
    for (ProcessInstance p : running) {
      if (!user.fullAccess() && !user.userName().equals(initiator(p))) {
        throw new PlatformException(
            WorkflowErrors.WORKFLOW_DRAFT_REMOVE_AWAITING, draft.draftId().value(), p.getId());
      }
    }
    String before = Authentication.getAuthenticatedUserId();
    Authentication.setAuthenticatedUserId(user.userName());
    try {
      for (ProcessInstance p : running) {
        engine.getRuntimeService().deleteProcessInstance(p.getId(), REASON);
        Map<String, String> details = new LinkedHashMap<>();
        details.put("reason", REASON);
        details.put("businessKey", p.getBusinessKey());
        audit.change("WORKFLOW_PROCESS_CANCEL", user.userName(), p.getId(), details);
      }
    } finally {
      Authentication.setAuthenticatedUserId(before);
    }
  }

  private static String initiator(ProcessInstance p) {
    Object initiator = p.getProcessVariables().get(ProcessVariables.INITIATOR);
    return initiator == null || initiator.toString().isBlank()
        ? p.getStartUserId()
        : initiator.toString();
  }
}
