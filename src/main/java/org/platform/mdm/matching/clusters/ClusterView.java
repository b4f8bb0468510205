package org.platform.mdm.matching.clusters;

import java.time.OffsetDateTime;

/**
 * A cluster as lists show it (and the atomic get's matching payload).
 *
 * @param recordsCount how many records the cluster holds, of those the reader's labels let it see
 */
public record ClusterView(
    String id,
    String entityName,
    String setName,
    String setDisplayName,
    String ruleName,
    String ruleDisplayName,
    OffsetDateTime matchingDate,
    int recordsCount) {

  /** The same cluster counting only the records shown. */
  ClusterView counting(int shown) {
    return new ClusterView(
        id, entityName, setName, setDisplayName, ruleName, ruleDisplayName, matchingDate, shown);
  }
}
