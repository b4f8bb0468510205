package org.platform.mdm.data.record;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.DataStatusTransitionHandler;
import org.platform.mdm.data.StatusTransition;
import org.platform.mdm.system.TransactionLocal;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

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
    List<StatusTransition> pending =
        TransactionLocal.collected(this, ArrayList::new, made -> tell(List.copyOf(made)));
    if (pending == null) {
      tell(List.of(transition));
      return;
    }
    pending.add(transition);
  }

  private void tell(List<StatusTransition> transitions) {
    handlers.orderedStream().forEach(h -> h.after(transitions));
  }
}
