package org.platform.mdm.data.record;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.DataStatusTransitionHandler;
import org.platform.mdm.data.StatusTransition;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Collects the status transitions of a transaction and hands them to every {@link
 * DataStatusTransitionHandler} once, just before the transaction commits (inside it). Outside a
 * transaction a transition is handed over at once.
 */
@Component
class StatusTransitions {

  private final ObjectProvider<DataStatusTransitionHandler> handlers;

  StatusTransitions(ObjectProvider<DataStatusTransitionHandler> handlers) {
    this.handlers = handlers;
  }

  void made(StatusTransition transition) {
    if (!TransactionSynchronizationManager.isSynchronizationActive()) {
      tell(List.of(transition));
      return;
    }
    @SuppressWarnings("unchecked")
    List<StatusTransition> pending =
        (List<StatusTransition>) TransactionSynchronizationManager.getResource(this);
    if (pending == null) {
      List<StatusTransition> made = new ArrayList<>();
      TransactionSynchronizationManager.bindResource(this, made);
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public void beforeCommit(boolean readOnly) {
              TransactionSynchronizationManager.unbindResource(StatusTransitions.this);
              tell(List.copyOf(made));
            }

            @Override
            public void afterCompletion(int status) {
              TransactionSynchronizationManager.unbindResourceIfPossible(StatusTransitions.this);
            }
          });
      pending = made;
    }
    pending.add(transition);
  }

  private void tell(List<StatusTransition> transitions) {
    handlers.orderedStream().forEach(h -> h.after(transitions));
  }
}
