package org.platform.mdm.data.relation;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RelationListener;
import org.platform.mdm.system.TransactionLocal;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * Collects the records whose outgoing links a transaction changed and tells the {@link
 * RelationListener}s once, just before it commits. Outside a transaction (never in the product)
 * they are told at once. A listener must not change links itself: what it would change is not told
 * again.
 */
@Component
public class LinkChanges {

  private final List<RelationListener> listeners;

  LinkChanges(ObjectProvider<RelationListener> listeners) {
    this.listeners = listeners.orderedStream().toList();
  }

  /** The outgoing links of these records changed. */
  public void changed(EtalonId... fromEtalons) {
    changed(List.of(fromEtalons));
  }

  /** The same, for a collection. */
  public void changed(Collection<EtalonId> fromEtalons) {
    if (fromEtalons.isEmpty() || listeners.isEmpty()) {
      return;
    }
    Set<EtalonId> pending =
        TransactionLocal.collected(this, LinkedHashSet::new, told -> tell(Set.copyOf(told)));
    if (pending == null) {
      tell(Set.copyOf(fromEtalons));
    } else {
      pending.addAll(fromEtalons);
    }
  }

  private void tell(Set<EtalonId> etalons) {
    listeners.forEach(l -> l.linksChanged(etalons));
  }
}
