package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierNodes;
import org.platform.mdm.search.ClassifiedRecords;
import org.platform.mdm.system.Problem;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Where records are classified, as search keeps it for its filter "classified under a node": every
 * interval of a classification in force, in its node and in each node above it. A deleted
 * classification's intervals are all inactive (its timeline is computed with its status), so the
 * timeline alone answers.
 */
@Component
class ClassifiedUnder implements ClassifiedRecords {

  /** The records' timeline intervals, their state, unbounded ends null. */
  private static final String INTERVALS =
      "select record_etalon_id, node_id, active,"
          + " case when isfinite(valid_from) then valid_from end,"
          + " case when isfinite(valid_to) then valid_to end"
          + " from classification_timeline where record_etalon_id = any(?)";

  /**
   * Each node with itself and every node above it: one probe of the nodes' key per node and level
   * (a tree is at most ten levels deep).
   */
  private static final String PATHS =
      "with recursive up as (select n as node, n as above, 0 as hops from unnest(?::uuid[]) as n"
          + " union all select up.node, c.parent_id, up.hops + 1 from up"
          + " join classifier_nodes c on c.node_id = up.above"
          + " where c.parent_id is not null and up.hops < 10)"
          + " select node, above from up";

  private final ClassifierNodes nodes;
  private final JdbcClient jdbc;

  ClassifiedUnder(ClassifierNodes nodes, JdbcClient jdbc) {
    this.nodes = nodes;
    this.jdbc = jdbc;
  }

  @Override
  public UUID node(String nodeId, String path, List<Problem> problems) {
    Optional<UUID> node = parse(nodeId).filter(id -> nodes.node(id).isPresent());
    if (node.isEmpty()) {
      problems.add(Problem.at(path, ClassifierErrors.CLASSIFICATION_NODE_ID_UNKNOWN, nodeId));
    }
    return node.orElse(null);
  }

  /**
   * The intervals in force, read alone, then the paths of their distinct nodes, joined here: in one
   * statement PostgreSQL joined the two without estimates of the recursive part, as nested loops (a
   * third of a second for an import batch's thousand records).
   */
  @Override
  public List<Placement> placements(Collection<UUID> etalonIds) {
    if (etalonIds.isEmpty()) {
      return List.of();
    }
    List<Placement> intervals = new ArrayList<>();
    jdbc.sql(INTERVALS)
        .param(etalonIds.toArray(UUID[]::new))
        .query(
            rs -> {
              if (rs.getBoolean(3)) {
                intervals.add(
                    new Placement(
                        rs.getObject(1, UUID.class),
                        rs.getObject(2, UUID.class),
                        rs.getObject(4, OffsetDateTime.class),
                        rs.getObject(5, OffsetDateTime.class)));
              }
            });
    if (intervals.isEmpty()) {
      return List.of();
    }
    Map<UUID, List<UUID>> paths = new HashMap<>();
    jdbc.sql(PATHS)
        .param(intervals.stream().map(Placement::nodeId).distinct().toArray(UUID[]::new))
        .query(
            rs -> {
              paths
                  .computeIfAbsent(rs.getObject(1, UUID.class), k -> new ArrayList<>())
                  .add(rs.getObject(2, UUID.class));
            });
    List<Placement> placements = new ArrayList<>();
    for (Placement i : intervals) {
      for (UUID node : paths.getOrDefault(i.nodeId(), List.of(i.nodeId()))) {
        placements.add(new Placement(i.etalonId(), node, i.from(), i.to()));
      }
    }
    return placements;
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
