package org.platform.mdm.search;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.system.TransactionLocal;
import org.springframework.stereotype.Component;

/**
 * What the classifiers module tells search when where records are classified changes, so that the
 * filter "classified under a node" finds them at once: in the transaction of the change, like the
 * documents of a record write.
 */
@Component
public class ClassifiedIndex {

  /** How many records are taken in by one statement of each kind. */
  static final int BATCH = 1000;

  private final SearchEngine engine;
  private final SearchSettings settings;

  ClassifiedIndex(SearchEngine engine, SearchSettings settings) {
    this.engine = engine;
    this.settings = settings;
  }

  /**
   * These records' classifications changed: search takes them in just before the transaction
   * commits, each record once however many of its classifications changed (at once when there is no
   * transaction).
   */
  public void changed(Collection<EtalonId> records) {
    if (!settings.indexEnabled() || records.isEmpty()) {
      return;
    }
    Set<EtalonId> pending = TransactionLocal.collected(this, LinkedHashSet::new, this::refresh);
    if (pending == null) {
      refresh(records);
      return;
    }
    pending.addAll(records);
  }

  /** Takes these records in now (an import batch that wrote their classifications). */
  public void refresh(Collection<EtalonId> records) {
    if (!settings.indexEnabled()) {
      return;
    }
    List<EtalonId> all = List.copyOf(records);
    for (int from = 0; from < all.size(); from += BATCH) {
      engine.reclassified(all.subList(from, Math.min(all.size(), from + BATCH)));
    }
  }

  /**
   * The tree above these nodes changed (they moved): every record under them is taken in again,
   * now.
   */
  public void moved(Collection<UUID> nodeIds) {
    if (!settings.indexEnabled()) {
      return;
    }
    Set<EtalonId> records = new LinkedHashSet<>();
    for (UUID node : nodeIds) {
      records.addAll(engine.classifiedUnder(node));
    }
    refresh(new ArrayList<>(records));
  }
}
