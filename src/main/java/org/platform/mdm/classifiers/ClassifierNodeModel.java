package org.platform.mdm.classifiers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

/**
 * A node as a {@code classifier-node} draft holds it; the subject is {@code
 * <classifierName>/<versionName>/<name>}. Publishing adds the node under {@code parentName}, or
 * changes it (moving it when the parent differs, renaming it, keeping its id, when {@code newName}
 * is set), or with {@code remove} removes it and everything below it. Only the root has no parent.
 *
 * @param newName the node's new name; null: it keeps its name
 * @param remove removes the node and its subtree (the other fields but the names are ignored)
 * @param dropClassifications with {@code remove}: also drop the classifications of records in the
 *     removed nodes. Classifications do not exist yet; the flag is accepted and kept so that the
 *     check "removed nodes that classify records are refused unless this is true" goes into {@code
 *     NodePublisher} without changing the request.
 */
public record ClassifierNodeModel(
    String classifierName,
    String versionName,
    String name,
    String parentName,
    String code,
    String displayName,
    String description,
    List<NodeAttributeForm> attributes,
    String newName,
    Boolean remove,
    Boolean dropClassifications) {

  public ClassifierNodeModel {
    newName = newName == null || newName.isEmpty() ? null : newName;
    remove = Boolean.TRUE.equals(remove);
    dropClassifications = Boolean.TRUE.equals(dropClassifications);
    // a copy that keeps null entries: they are problems to list, not a reason to fail
    attributes =
        attributes == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(attributes));
    code = code == null || code.isEmpty() ? null : code;
  }

  /** A node added or changed, not renamed or removed. */
  public ClassifierNodeModel(
      String classifierName,
      String versionName,
      String name,
      String parentName,
      String code,
      String displayName,
      String description,
      List<NodeAttributeForm> attributes) {
    this(
        classifierName,
        versionName,
        name,
        parentName,
        code,
        displayName,
        description,
        attributes,
        null,
        false,
        false);
  }

  /** Whether publishing removes the node and its subtree. */
  public boolean removes() {
    return Boolean.TRUE.equals(remove);
  }

  /** The name the node has once published: {@code newName} when renamed. */
  public String publishedName() {
    return newName == null ? name : newName;
  }

  public String subject() {
    return subject(classifierName, versionName, name);
  }

  static String subject(String classifier, String version, String node) {
    return classifier + "/" + version + "/" + node;
  }

  /** The node this makes, with its place in the tree. */
  public ClassifierNode toNode(UUID nodeId, UUID parentId, int depth) {
    return new ClassifierNode(
        nodeId,
        parentId,
        publishedName(),
        code,
        displayName,
        description,
        depth,
        NodeAttributeForm.attributes(attributes));
  }

  /** The draft content of a stored node. */
  public static ClassifierNodeModel of(
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
