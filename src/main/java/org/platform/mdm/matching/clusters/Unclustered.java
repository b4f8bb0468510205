package org.platform.mdm.matching.clusters;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import org.platform.mdm.data.EtalonId;

/**
 * Records a batch's matching knows to be in no cluster, read once while it holds the entity's lock:
 * placing a record whose matches are all among them makes a new cluster without asking which
 * clusters hold them (a batch's records mostly make new clusters, and that question was a fifth of
 * a batch's time in issue 18's profile). A record placed into a cluster is no longer known so; a
 * record taken out of clusters is not added (it is then merely not known).
 */
public final class Unclustered {

  private final Set<EtalonId> ids;

  private Unclustered(Set<EtalonId> ids) {
    this.ids = ids;
  }

  /** Knows nothing: every placement asks the database. */
  public static Unclustered unknown() {
    return new Unclustered(new HashSet<>());
  }

  /** Of {@code read}, those not in {@code held} (the records some cluster holds). */
  public static Unclustered of(Collection<EtalonId> read, Set<EtalonId> held) {
    Set<EtalonId> ids = new HashSet<>(read);
    ids.removeAll(held);
    return new Unclustered(ids);
  }

  /** Whether every one of these records is known to be in no cluster. */
  boolean all(Collection<EtalonId> records) {
    return !ids.isEmpty() && ids.containsAll(records);
  }

  /** These records were placed into a cluster. */
  void placed(Collection<EtalonId> records) {
    ids.removeAll(records);
  }
}
