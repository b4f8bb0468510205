package org.platform.mdm.search;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.system.Problem;

/**
 * The search filter "classified under a node": the classifiers module, which keeps classifications,
 * says which records are classified into a node or any node below it at an instant.
 */
public interface ClassifiedRecords {

  /**
   * A SQL condition on a search document's {@code etalon_id} column (every value in it an escaped
   * literal): the record is classified at {@code at} into the node {@code nodeId} or a node below
   * it, in force. An unknown node is a problem at {@code path}.
   */
  String condition(String nodeId, OffsetDateTime at, String path, List<Problem> problems);
}
