package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierNodes;
import org.platform.mdm.search.ClassifiedRecords;
import org.platform.mdm.system.Problem;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Search's filter "classified under a node": the records whose classification is in force at the
 * instant in the node or any node below it (the subtree is read once, then one probe of the
 * timeline's node index per node). A deleted classification's intervals are all inactive (its
 * timeline is computed with its status), so the timeline alone answers. A node holding few records
 * names them by id ({@value ClassificationLimits#NAMED} at most); a bigger one is a semi-join.
 */
@Component
class ClassifiedUnder implements ClassifiedRecords {

  private final ClassifierNodes nodes;
  private final JdbcClient jdbc;

  ClassifiedUnder(ClassifierNodes nodes, JdbcClient jdbc) {
    this.nodes = nodes;
    this.jdbc = jdbc;
  }

  @Override
  public String condition(String nodeId, OffsetDateTime at, String path, List<Problem> problems) {
    List<UUID> subtree = parse(nodeId).map(nodes::subtree).orElse(List.of());
    if (subtree.isEmpty()) {
      problems.add(Problem.at(path, ClassifierErrors.CLASSIFICATION_NODE_ID_UNKNOWN, nodeId));
      return "false";
    }
    // Node ids are parsed UUIDs and the instant an ISO text: the literals need no escaping.
    String nodeIds =
        subtree.stream().map(UUID::toString).collect(Collectors.joining(",", "'{", "}'::uuid[]"));
    String instant = "'" + at.withOffsetSameInstant(ZoneOffset.UTC) + "'::timestamptz";
    String records =
        "select t.record_etalon_id from classification_timeline t where t.node_id = any("
            + nodeIds
            + ") and t.active and t.valid_from <= "
            + instant
            + " and t.valid_to >= "
            + instant;
    List<UUID> few =
        jdbc.sql(records + " limit " + (ClassificationLimits.NAMED + 1))
            .query((rs, n) -> rs.getObject(1, UUID.class))
            .list();
    if (few.size() <= ClassificationLimits.NAMED) {
      return few.isEmpty()
          ? "false"
          : few.stream()
              .map(UUID::toString)
              .distinct()
              .collect(Collectors.joining(",", "etalon_id = any('{", "}'::uuid[])"));
    }
    return "etalon_id in (" + records + ")";
  }

  private static Optional<UUID> parse(String text) {
    try {
      return text != null && text.length() == 36
          ? Optional.of(UUID.fromString(text))
          : Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
