package org.platform.mdm.classifiers;

import java.util.List;
import java.util.UUID;

/**
 * A node of a classifier version's tree.
 *
 * @param parentId null only for the version's root
 * @param depth the root's is 0; at most {@link ClassifierTree#MAX_LEVELS} levels
 * @param attributes the node's own attributes (inherited ones come from its ancestors)
 */
public record ClassifierNode(
    UUID nodeId,
    UUID parentId,
    String name,
    String code,
    String displayName,
    String description,
    int depth,
    List<NodeAttribute> attributes) {

  public ClassifierNode {
    attributes = attributes == null ? List.of() : List.copyOf(attributes);
  }

  /** This node with other own attributes. */
  public ClassifierNode withAttributes(List<NodeAttribute> others) {
    return new ClassifierNode(
        nodeId, parentId, name, code, displayName, description, depth, others);
  }

  public boolean isRoot() {
    return parentId == null;
  }
}
