package org.platform.mdm.matching;

import java.time.OffsetDateTime;

/**
 * A cluster as lists show it (and the atomic get's matching payload).
 *
 * @param recordsCount how many records the cluster holds
 */
public record ClusterView(
    String id,
    String entityName,
    String setName,
    String setDisplayName,
    String ruleName,
    String ruleDisplayName,
    OffsetDateTime matchingDate,
    int recordsCount) {}
