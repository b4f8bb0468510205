package org.platform.mdm.profile.run;

import java.time.OffsetDateTime;
import java.util.List;
import org.platform.mdm.profile.stats.AttributeProfile;

/**
 * A profile as kept: what one run found in one register or reference set at a date ({@link
 * Kind#DATA}), or in its records' classifications by one classifier ({@link Kind#CLASSIFIER}).
 *
 * @param profiledAt the instant the records were read at
 * @param nodes kind CLASSIFIER: records per node, the most first; empty otherwise
 * @param unclassified kind CLASSIFIER: records in no node of the classifier; null otherwise
 * @param attributes kind DATA: the entity's attributes; kind CLASSIFIER: the nodes' attributes;
 *     empty in lists
 */
public record Profile(
    long id,
    long executionId,
    Kind kind,
    String entityName,
    String classifierName,
    OffsetDateTime profiledAt,
    int topN,
    long recordCount,
    List<NodeCount> nodes,
    Long unclassified,
    String createdBy,
    OffsetDateTime createDate,
    List<AttributeProfile> attributes) {

  public Profile {
    nodes = nodes == null ? List.of() : List.copyOf(nodes);
    attributes = attributes == null ? List.of() : List.copyOf(attributes);
  }

  /** What a profile looks at. */
  public enum Kind {
    DATA,
    CLASSIFIER
  }

  /** Records classified into a node at the date (each counted once per node). */
  public record NodeCount(String nodeId, String nodeCode, long count, String displayName) {}
}
