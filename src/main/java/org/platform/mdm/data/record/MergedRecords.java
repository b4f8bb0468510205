package org.platform.mdm.data.record;

import java.util.Optional;
import org.platform.mdm.data.EtalonId;

/**
 * What record reads and physical deletes need of the merges kept by the merge side: a read of a
 * merged record follows it to its winner, and a physically deleted winner takes the records merged
 * into it along. Implemented by the merge repository, so records do not depend on merges.
 */
public interface MergedRecords {

  /** The winner a merged etalon's merge in force names. */
  Optional<EtalonId> winnerOf(EtalonId loser);

  /**
   * Removes the records merged into an etalon that is physically deleted (their origins go with it,
   * so nothing of them is left), following merges into those, and the merges themselves.
   */
  void wipeMergedInto(EtalonId winner);
}
