package org.platform.mdm.data.record;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.data.EtalonId;

/**
 * What a read "as known at" a past moment needs of the record's history: the origins the etalon
 * held then with their revisions known then, and the merge it had lost by then. The history side
 * keeps the moves of origins and implements it, so record reads do not depend on history.
 */
public interface HistoricOrigins {

  /** A historic read's origins and the keys they had. */
  record Held(List<OriginHistory> origins, List<RecordRepository.KeyRow> keys) {}

  /** The merge a loser lost, as known at a moment when it was MERGED. */
  record LostMerge(OffsetDateTime date, EtalonId winner) {}

  /** The origins the etalon held at a moment, each with its revisions known then. */
  Held at(EtalonId etalonId, OffsetDateTime moment);

  /** The merge a loser lost, as known at a moment when it was MERGED. */
  Optional<LostMerge> lostMerge(EtalonId loser, OffsetDateTime knownAt);
}
