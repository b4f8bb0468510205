package org.platform.mdm.data;

import java.util.Set;

/**
 * Told, just before a transaction commits, of every record whose outgoing links it changed (made,
 * deleted, restored, rewritten, moved by a merge, wiped): modules that keep a copy of the links
 * (the asset graph of data governance) read them again with {@link RecordService#outgoingLinks} and
 * stay consistent with them at every commit.
 */
public interface RelationListener {

  /** The outgoing links of these records changed in the committing transaction. */
  void linksChanged(Set<EtalonId> fromEtalons);
}
