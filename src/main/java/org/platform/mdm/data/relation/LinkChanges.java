package org.platform.mdm.data.relation;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RelationListener;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Collects the records whose outgoing links a transaction changed and tells the {@link
 * RelationListener}s once, just before it commits. Outside a transaction (never in the product)
 * they are told at once.
 */
@Component
public class LinkChanges {

  private final ObjectProvider<RelationListener> listeners;

  LinkChanges(ObjectProvider<RelationListener> listeners) {
    this.listeners = listeners;
  }

  /** The outgoing links of these records changed. */
  public void changed(EtalonId... fromEtalons) {
    changed(List.of(fromEtalons));
  }

  /** The same, for a collection. */
  public void changed(java.util.Collection<EtalonId> fromEtalons) {
    if (fromEtalons.isEmpty() || listeners.stream().findAny().isEmpty()) {
      return;
    }
    if (!TransactionSynchronizationManager.isSynchronizationActive()) {
      tell(Set.copyOf(fromEtalons));
      return;
    }
    Pending pending = (Pending) TransactionSynchronizationManager.getResource(this);
    if (pending == null) {
      pending = new Pending();
      TransactionSynchronizationManager.bindResource(this, pending);
      TransactionSynchronizationManager.registerSynchronization(pending);
    }
    pending.etalons.addAll(fromEtalons);
  }

  private void tell(Set<EtalonId> etalons) {
    listeners.orderedStream().forEach(l -> l.linksChanged(etalons));
  }

  /** The records of one transaction, told before it commits and forgotten after. */
  private final class Pending implements TransactionSynchronization {

    private final Set<EtalonId> etalons = new LinkedHashSet<>();

    @Override
    public void beforeCommit(boolean readOnly) {
      // A listener's own reads may not add more, but take a copy in case they do.
      Set<EtalonId> told = Set.copyOf(etalons);
      etalons.clear();
      tell(told);
    }

    @Override
    public void afterCompletion(int status) {
      TransactionSynchronizationManager.unbindResourceIfPossible(LinkChanges.this);
    }
  }
}
