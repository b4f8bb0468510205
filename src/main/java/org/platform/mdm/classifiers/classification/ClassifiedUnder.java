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
 * timeline is computed with its status), so the timeline alone answers. Up to {@value
 * ClassificationLimits#NAMED} records are probed one by one, more are joined.
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
    long few =
        jdbc.sql(
                "select count(*) from ("
                    + records
                    + " limit "
                    + (ClassificationLimits.NAMED + 1)
                    + ") r")
            .query(Long.class)
            .single();
    if (few == 0) {
      return "false";
    }
    // A few records as an array, unnested: the planner expects a few rows and probes each one's
    // document in its one partition (a nested loop pruned at run time, a few microseconds each).
    // Many are a semi-join: the page walks the documents in id order until it has its matches, and
    // the count hashes them all.
    return few <= ClassificationLimits.NAMED
        ? "etalon_id in (select unnest(array(" + records + ")))"
        : "etalon_id in (" + records + ")";
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
