package org.platform.mdm.classifiers.classification;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.tree.ClassifierNodes;
import org.platform.mdm.search.ClassifiedRecords;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * Where records are classified, as search keeps it for its filter "classified under a node": every
 * interval of a classification in force, in its node and in each node above it. A deleted
 * classification's intervals are all inactive (its timeline is computed with its status), so the
 * timeline alone answers.
 */
@Component
class ClassifiedUnder implements ClassifiedRecords {

  private final ClassifierNodes nodes;
  private final ClassificationTimelineRepository timelines;

  ClassifiedUnder(ClassifierNodes nodes, ClassificationTimelineRepository timelines) {
    this.nodes = nodes;
    this.timelines = timelines;
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
   * The intervals in force, read alone, then the paths of their distinct nodes, joined here (in one
   * statement PostgreSQL joined the two without estimates of the recursive part, as nested loops (a
   * third of a second for an import batch's thousand records)).
   */
  @Override
  public List<Placement> placements(Collection<UUID> etalonIds) {
    if (etalonIds.isEmpty()) {
      return List.of();
    }
    List<Placement> intervals = timelines.inForce(etalonIds);
    if (intervals.isEmpty()) {
      return List.of();
    }
    Map<UUID, List<UUID>> paths =
        nodes.lineages(intervals.stream().map(Placement::nodeId).distinct().toList());
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
