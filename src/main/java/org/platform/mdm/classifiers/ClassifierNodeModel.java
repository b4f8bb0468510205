package org.platform.mdm.classifiers;

import java.util.List;
import java.util.UUID;

/**
 * A node as a {@code classifier-node} draft holds it; the subject is {@code
 * <classifierName>/<versionName>/<name>}. Publishing adds the node under {@code parentName}, or
 * changes it (moving it when the parent differs). Only the root has no parent.
 */
public record ClassifierNodeModel(
    String classifierName,
    String versionName,
    String name,
    String parentName,
    String code,
    String displayName,
    String description,
    List<NodeAttributeForm> attributes) {

  public ClassifierNodeModel {
    attributes = attributes == null ? List.of() : List.copyOf(attributes);
    code = code == null || code.isEmpty() ? null : code;
  }

  public String subject() {
    return subject(classifierName, versionName, name);
  }

  static String subject(String classifier, String version, String node) {
    return classifier + "/" + version + "/" + node;
  }

  /** The node this makes, with its place in the tree. */
  ClassifierNode toNode(UUID nodeId, UUID parentId, int depth) {
    return new ClassifierNode(
        nodeId,
        parentId,
        name,
        code,
        displayName,
        description,
        depth,
        NodeAttributeForm.attributes(attributes));
  }

  /** The draft content of a stored node. */
  static ClassifierNodeModel of(
      String classifier, String version, ClassifierNode node, String parentName) {
    return new ClassifierNodeModel(
        classifier,
        version,
        node.name(),
        parentName,
        node.code(),
        node.displayName(),
        node.description(),
        node.attributes().stream().map(NodeAttributeForm::of).toList());
  }
}
