package org.platform.mdm.classifiers.tree;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierTree;
import org.platform.mdm.classifiers.ClassifierView;
import org.platform.mdm.meta.AttributeDef;
import org.springframework.stereotype.Component;

/**
 * The classifiers and nodes that classifications name, as they are published: found by id, code or
 * name, with the attributes a node's classified records carry (its own and those it inherits).
 * Rights are the caller's to check.
 */
@Component
public class ClassifierNodes {

  private final ClassifierRepository classifiers;
  private final NodeRepository nodes;

  ClassifierNodes(ClassifierRepository classifiers, NodeRepository nodes) {
    this.classifiers = classifiers;
    this.nodes = nodes;
  }

  /** A node with the classifier and version it is in. */
  public record Placed(String classifier, String version, ClassifierNode node) {}

  public Optional<ClassifierModel> classifier(String name) {
    return classifiers.find(name).map(ClassifierView::model);
  }

  public Optional<String> defaultVersion(String classifier) {
    return classifiers.defaultVersion(classifier);
  }

  public boolean versionExists(String classifier, String version) {
    return classifiers.version(classifier, version).isPresent();
  }

  public Optional<Placed> node(UUID nodeId) {
    return nodes.locate(nodeId);
  }

  public Optional<ClassifierNode> byCode(String classifier, String version, String code) {
    return nodes.findByCode(classifier, version, code);
  }

  public Optional<ClassifierNode> byName(String classifier, String version, String name) {
    return nodes.findByName(classifier, version, name);
  }

  /** The node's ancestors from the root down (the node itself not included). */
  public List<ClassifierNode> ancestors(UUID nodeId) {
    return nodes.ancestors(nodeId);
  }

  /**
   * The attributes records classified to the node carry: those it inherits, then its own (a node
   * cannot redefine an inherited name: its publication refuses that).
   */
  public List<AttributeDef> attributes(ClassifierNode node) {
    List<AttributeDef> all = new ArrayList<>();
    ClassifierTree.inherited(nodes.ancestors(node.nodeId()))
        .forEach(i -> all.add(i.attribute().definition()));
    node.attributes().forEach(a -> all.add(a.definition()));
    return all;
  }

  /**
   * The ids of the node and of every node below it (a tree is at most ten levels deep); empty when
   * there is no such node.
   */
  public List<UUID> subtree(UUID nodeId) {
    return nodes.subtreeIds(nodeId);
  }

  /** Each of these nodes with itself and every node above it, in one statement. */
  public Map<UUID, List<UUID>> lineages(Collection<UUID> nodeIds) {
    return nodes.lineages(nodeIds);
  }
}
