package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.core.PlatformUser;

/**
 * One merge or unmerge as the steps other modules insert into its pipeline see it: what was asked,
 * by whom, and the etalons the module's own steps found and made so far. A read-only view: the
 * working state the module's steps change is theirs.
 */
public interface MergeContext {

  /** The operations of the merge pipelines. */
  enum Operation {
    MERGE,
    UNMERGE
  }

  Operation operation();

  PlatformUser user();

  /** The moment of the operation: every row it writes carries it. */
  OffsetDateTime now();

  String entityName();

  /** The winner of a merge, or the etalon an unmerge detaches origins from. */
  EtalonId winner();

  /** The losers of a merge, in the order asked. */
  List<EtalonId> losers();

  /**
   * The external keys whose origins an unmerge moves out (what was asked); empty for a merge. What
   * other modules keep per key (classifications) leaves with them.
   */
  List<MergeRequests.Key> keys();

  /** The etalon an unmerge moved the origins to; null before it did. */
  EtalonId detached();

  /** Whether the unmerge made a new etalon (false: a merged loser came back). */
  boolean detachedCreated();
}
