package org.platform.mdm.search;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.system.Problem;

/**
 * The search filter "classified under a node": the classifiers module, which keeps classifications
 * and the trees, says where records are classified. Search keeps what it says beside the documents
 * ({@code search_classified}), so that a node's records are found and counted from one index.
 */
public interface ClassifiedRecords {

  /**
   * The published node of this id; an unknown one (or a text that is no id) is a problem at {@code
   * path}, and null.
   */
  UUID node(String nodeId, String path, List<Problem> problems);

  /**
   * Where these records are classified: for every interval of a classification in force, a
   * placement into its node and one into each node above it.
   */
  List<Placement> placements(Collection<UUID> etalonIds);

  /**
   * A record in a node (or below it) from {@code from} to {@code to}, both inclusive, null when
   * unbounded.
   */
  record Placement(UUID etalonId, UUID nodeId, OffsetDateTime from, OffsetDateTime to) {}
}
