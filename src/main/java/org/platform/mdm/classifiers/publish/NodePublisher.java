package org.platform.mdm.classifiers.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierNodeModel;
import org.platform.mdm.classifiers.ClassifierTree;
import org.platform.mdm.classifiers.ClassifierView;
import org.platform.mdm.classifiers.NodeClassifications;
import org.platform.mdm.classifiers.tree.ClassifierRepository;
import org.platform.mdm.classifiers.tree.NodeRepository;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.search.ClassifiedIndex;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Publishes classifier-node drafts: adds a node under its parent, or changes it, moving it (and
 * everything below it) when the parent differs and renaming it (same id) when the draft names a new
 * name; or removes it with everything below it (never the root). The node, its new place and what
 * the change does to the nodes below it are checked together; every problem is listed.
 */
@Service
public class NodePublisher {

  private final ClassifierRepository classifiers;
  private final NodeRepository nodes;
  // Looked up when needed: classifications depend on records, records on the model, the model on
  // drafts, and drafts on this publisher.
  private final ObjectProvider<NodeClassifications> classified;
  private final ObjectProvider<DataModelService> dataModels;
  private final ClassifiedIndex index;

  NodePublisher(
      ClassifierRepository classifiers,
      NodeRepository nodes,
      ObjectProvider<NodeClassifications> classified,
      ObjectProvider<DataModelService> dataModels,
      ClassifiedIndex index) {
    this.classifiers = classifiers;
    this.nodes = nodes;
    this.classified = classified;
    this.dataModels = dataModels;
    this.index = index;
  }

  /** A node checked against the tree: where it goes, what it was, the nodes below it. */
  private record Checked(
      ClassifierNode node, Optional<ClassifierNode> existing, List<ClassifierNode> below) {}

  /** Every problem publishing the node would meet now; 404 for an unknown classifier or version. */
  @Transactional(readOnly = true)
  public List<Problem> problems(ClassifierNodeModel model) {
    List<Problem> problems = new ArrayList<>();
    if (model.removes()) {
      removal(model, problems);
    } else {
      check(model, problems);
    }
    return problems;
  }

  /**
   * @param startedVersion the node's lock version when the draft started; 0: it did not exist
   */
  @Transactional
  public void publish(ClassifierNodeModel model, long startedVersion, boolean force) {
    if (classifiers.lock(model.classifierName()).isEmpty()) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_NOT_FOUND, model.classifierName());
    }
    if (model.removes()) {
      remove(model, startedVersion, force);
      return;
    }
    List<Problem> problems = new ArrayList<>();
    Checked checked = check(model, problems);
    long found = checked.existing().flatMap(n -> nodes.lock(n.nodeId())).orElse(0L);
    if (!force && found != startedVersion) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_CHANGED, model.subject(), startedVersion, found);
    }
    PlatformException.throwIfAny(problems);
    ClassifierNode node = checked.node();
    if (checked.existing().isEmpty()) {
      nodes.insert(model.classifierName(), model.versionName(), node);
      return;
    }
    if (!nodes.update(node, found)) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_CHANGED, model.subject(), found, "?");
    }
    nodes.shiftDepth(
        checked.below().stream().map(ClassifierNode::nodeId).toList(),
        node.depth() - checked.existing().get().depth());
    if (!Objects.equals(node.parentId(), checked.existing().get().parentId())) {
      // The records under the node now have other nodes above them.
      index.moved(List.of(node.nodeId()));
    }
  }

  /** Removes the node and its subtree, after the same lock check as a change. */
  private void remove(ClassifierNodeModel model, long startedVersion, boolean force) {
    List<Problem> problems = new ArrayList<>();
    Optional<ClassifierNode> target = removal(model, problems);
    long found = target.flatMap(n -> nodes.lock(n.nodeId())).orElse(0L);
    if (!force && found != startedVersion) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_CHANGED, model.subject(), startedVersion, found);
    }
    PlatformException.throwIfAny(problems);
    ClassifierNode removed = target.orElseThrow();
    if (model.dropClassifications()) {
      classified.getObject().drop(subtree(removed), CurrentUser.get());
    }
    nodes.delete(removed.nodeId());
  }

  private List<java.util.UUID> subtree(ClassifierNode node) {
    return nodes.subtreeIds(node.nodeId());
  }

  /**
   * The node a removal takes away (with everything below it), and the problems of taking it: an
   * unknown node, the root, nodes that classify records.
   */
  private Optional<ClassifierNode> removal(ClassifierNodeModel model, List<Problem> problems) {
    requireVersion(model);
    Optional<ClassifierNode> target =
        nodes.findByName(model.classifierName(), model.versionName(), model.name());
    if (target.isEmpty()) {
      problems.add(
          Problem.at(
              "name", ClassifierErrors.CLASSIFIER_NODE_UNKNOWN, model.name(), model.versionName()));
    } else if (target.get().isRoot()) {
      problems.add(
          Problem.at("remove", ClassifierErrors.CLASSIFIER_NODE_ROOT_REMOVED, model.name()));
    } else {
      classifiedProblems(target.get(), model, problems);
    }
    return target;
  }

  /**
   * Removing nodes that classify records (the node or any node below it) is refused unless the
   * draft says {@code dropClassifications}; removal then drops those classifications.
   */
  private void classifiedProblems(
      ClassifierNode removed, ClassifierNodeModel model, List<Problem> problems) {
    if (!model.dropClassifications() && classified.getObject().classifies(subtree(removed))) {
      problems.add(
          Problem.at(
              "remove",
              ClassifierErrors.CLASSIFICATION_NODE_CLASSIFIES_RECORDS,
              removed.name(),
              model.classifierName()));
    }
  }

  private ClassifierView requireVersion(ClassifierNodeModel model) {
    String classifier = model.classifierName();
    String version = model.versionName();
    ClassifierView c =
        classifiers
            .find(classifier)
            .orElseThrow(
                () -> new PlatformException(ClassifierErrors.CLASSIFIER_NOT_FOUND, classifier));
    if (classifiers.version(classifier, version).isEmpty()) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_VERSION_NOT_FOUND, version, classifier);
    }
    return c;
  }

  private Checked check(ClassifierNodeModel model, List<Problem> problems) {
    String classifier = model.classifierName();
    String version = model.versionName();
    ClassifierView c = requireVersion(model);
    Optional<ClassifierNode> existing = nodes.findByName(classifier, version, model.name());
    if (model.newName() != null && existing.isEmpty()) {
      problems.add(
          Problem.at("name", ClassifierErrors.CLASSIFIER_NODE_UNKNOWN, model.name(), version));
    }
    List<ClassifierNode> ancestors = place(model, existing, problems);
    UUID id = existing.map(ClassifierNode::nodeId).orElseGet(UUID::randomUUID);
    UUID parentId = ancestors.isEmpty() ? null : ancestors.get(ancestors.size() - 1).nodeId();
    ClassifierNode node = model.toNode(id, parentId, ancestors.size());
    Pattern pattern = c.model().pattern().orElse(null);
    problems.addAll(
        ClassifierTree.nodeProblems(
            "",
            node,
            pattern,
            ClassifierTree.inherited(ancestors),
            dataModels.getObject().attributeCheck()));
    NodeRepository.Clash clash = nodes.clash(classifier, version, id, node.name(), node.code());
    if (node.code() != null && clash.code()) {
      problems.add(Problem.at("code", ClassifierErrors.CLASSIFIER_NODE_CODE_REPEATED, node.code()));
    }
    if (model.newName() != null && clash.name()) {
      problems.add(
          Problem.at("newName", ClassifierErrors.CLASSIFIER_NODE_NAME_REPEATED, node.name()));
    }
    List<ClassifierNode> below = existing.isPresent() ? nodes.descendants(id) : List.of();
    List<ClassifierNode> line = new ArrayList<>(ancestors);
    line.add(node);
    problems.addAll(ClassifierTree.subtreeProblems(line, below));
    return new Checked(node, existing, below);
  }

  /**
   * The node's new ancestors, from the root down to its parent (empty for the root), with the
   * problems of the place: a missing or unknown parent, a root placed under a node, a node placed
   * below itself.
   */
  private List<ClassifierNode> place(
      ClassifierNodeModel model, Optional<ClassifierNode> existing, List<Problem> problems) {
    boolean root = existing.map(ClassifierNode::isRoot).orElse(false);
    String parentName = model.parentName();
    if (root) {
      if (parentName != null) {
        problems.add(
            Problem.at("parentName", ClassifierErrors.CLASSIFIER_NODE_ROOT_FIXED, model.name()));
      }
      return List.of();
    }
    if (parentName == null || parentName.isBlank()) {
      problems.add(
          Problem.at("parentName", ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, "parentName"));
      return List.of();
    }
    Optional<ClassifierNode> parent =
        nodes.findByName(model.classifierName(), model.versionName(), parentName);
    if (parent.isEmpty()) {
      problems.add(
          Problem.at(
              "parentName",
              ClassifierErrors.CLASSIFIER_NODE_PARENT_UNKNOWN,
              model.name(),
              parentName));
      return List.of();
    }
    List<ClassifierNode> ancestors = new ArrayList<>(nodes.ancestors(parent.get().nodeId()));
    ancestors.add(parent.get());
    if (existing.isPresent()
        && ancestors.stream().anyMatch(a -> a.nodeId().equals(existing.get().nodeId()))) {
      problems.add(
          Problem.at(
              "parentName", ClassifierErrors.CLASSIFIER_NODE_CYCLE, model.name(), parentName));
    }
    return ancestors;
  }
}
