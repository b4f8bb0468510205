package org.platform.mdm.workflow.publish;

import org.flowable.common.engine.api.delegate.event.FlowableEngineEventType;
import org.flowable.common.engine.api.delegate.event.FlowableEvent;
import org.flowable.common.engine.api.delegate.event.FlowableEventListener;
import org.flowable.engine.HistoryService;
import org.flowable.engine.ProcessEngine;
import org.flowable.engine.delegate.event.FlowableCancelledEvent;
import org.flowable.engine.history.HistoricProcessInstance;
import org.platform.mdm.draft.DraftId;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * A process cancelled as a whole (by an administrator or its initiator) gives its draft back to the
 * author, in the cancellation's transaction.
 */
@Component
class CancelledProcesses implements FlowableEventListener {

  private final ObjectProvider<ProcessEngine> engine;
  private final DraftRelease release;

  CancelledProcesses(ObjectProvider<ProcessEngine> engine, DraftRelease release) {
    this.engine = engine;
    this.release = release;
  }

  @Override
  public void onEvent(FlowableEvent event) {
    if (event.getType() != FlowableEngineEventType.PROCESS_CANCELLED
        || !(event instanceof FlowableCancelledEvent cancelled)) {
      return;
    }
    HistoryService history = engine.getObject().getHistoryService();
    HistoricProcessInstance process =
        history
            .createHistoricProcessInstanceQuery()
            .processInstanceId(cancelled.getProcessInstanceId())
            .singleResult();
    if (process == null || process.getBusinessKey() == null) {
      return;
    }
    long draftId;
    try {
      draftId = Long.parseLong(process.getBusinessKey());
    } catch (NumberFormatException e) {
      return;
    }
    release.release(new DraftId(draftId), process.getStartUserId());
  }

  @Override
  public boolean isFailOnException() {
    return true;
  }

  @Override
  public boolean isFireOnTransactionLifecycleEvent() {
    return false;
  }

  @Override
  public String getOnTransaction() {
    return null;
  }
}
