package org.platform.mdm.classifiers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import org.platform.mdm.meta.AttributeCheck;
import org.platform.mdm.system.Problem;

/**
 * The rules of a version's tree of nodes, each returning every problem with the path of the node
 * ({@code nodes[i]}) as its source: names follow the model's name rule and are unique in the
 * version, codes are unique and match the classifier's code pattern, one root, known parents, at
 * most {@link #MAX_LEVELS} levels, at most {@link #MAX_ATTRIBUTES} own attributes per node, and no
 * node defines an attribute it inherits.
 */
public final class ClassifierTree {

  /** The most levels a tree has, the root's included. */
  public static final int MAX_LEVELS = 10;

  /** The most attributes a node defines itself. */
  public static final int MAX_ATTRIBUTES = 30;

  /** An attribute a node inherits, and the node that defines it. */
  public record Inherited(NodeAttribute attribute, UUID fromNodeId, String fromNodeName) {}

  private ClassifierTree() {}

  /**
   * The attributes a node inherits, given its ancestors from the root down (the node itself not
   * included): the inheritable attributes they define, nearest last.
   */
  public static List<Inherited> inherited(List<ClassifierNode> ancestors) {
    List<Inherited> inherited = new ArrayList<>();
    for (ClassifierNode ancestor : ancestors) {
      for (NodeAttribute attribute : ancestor.attributes()) {
        if (attribute.inheritable()) {
          inherited.add(new Inherited(attribute, ancestor.nodeId(), ancestor.name()));
        }
      }
    }
    return inherited;
  }

  /**
   * The problems of one node at {@code path}, alone: name, code, depth, attributes, and attributes
   * that clash with those it inherits.
   */
  public static List<Problem> nodeProblems(
      String path,
      ClassifierNode node,
      Pattern codePattern,
      List<Inherited> inherited,
      AttributeCheck check) {
    List<Problem> problems = new ArrayList<>(ClassifierNames.check(at(path, "name"), node.name()));
    problems.addAll(ClassifierNames.required(at(path, "displayName"), node.displayName()));
    String code = node.code();
    if (code != null && codePattern != null && !codePattern.matcher(code).matches()) {
      problems.add(
          Problem.at(
              at(path, "code"),
              ClassifierErrors.CLASSIFIER_NODE_CODE_MISMATCH,
              code,
              codePattern.pattern()));
    }
    if (node.depth() >= MAX_LEVELS) {
      problems.add(
          Problem.at(
              path.isEmpty() ? "parentName" : path,
              ClassifierErrors.CLASSIFIER_NODE_TOO_DEEP,
              node.name(),
              MAX_LEVELS));
    }
    List<NodeAttribute> attributes = node.attributes();
    if (attributes.size() > MAX_ATTRIBUTES) {
      problems.add(
          Problem.at(
              at(path, "attributes"),
              ClassifierErrors.CLASSIFIER_NODE_TOO_MANY_ATTRIBUTES,
              node.name(),
              attributes.size(),
              MAX_ATTRIBUTES));
    }
    problems.addAll(attributeProblems(path, node, inherited, check));
    return problems;
  }

  /**
   * The problems of the node's attributes: each alone (with {@code check}; null: only as the node's
   * place sees them), repeated names, and names the node inherits.
   */
  private static List<Problem> attributeProblems(
      String path, ClassifierNode node, List<Inherited> inherited, AttributeCheck check) {
    boolean own = check != null;
    List<Problem> problems = new ArrayList<>();
    Map<String, String> fromNode = new HashMap<>();
    inherited.forEach(i -> fromNode.putIfAbsent(i.attribute().name(), i.fromNodeName()));
    Set<String> names = new HashSet<>();
    List<NodeAttribute> attributes = node.attributes();
    for (int i = 0; i < attributes.size(); i++) {
      String at = at(path, "attributes[" + i + "]");
      NodeAttribute attribute = attributes.get(i);
      if (own) {
        problems.addAll(attribute.problems(at, check));
      }
      String name = attribute.name();
      if (name == null) {
        continue;
      }
      if (!names.add(name)) {
        if (own) {
          problems.add(
              Problem.at(at + ".name", ClassifierErrors.CLASSIFIER_ATTRIBUTE_NAME_REPEATED, name));
        }
      } else if (fromNode.containsKey(name)) {
        problems.add(
            Problem.at(
                at + ".name",
                ClassifierErrors.CLASSIFIER_ATTRIBUTE_INHERITED,
                name,
                fromNode.get(name)));
      }
    }
    return problems;
  }

  /**
   * What a changed or moved node does to the nodes below it: too deep, or defining an attribute
   * they now inherit. {@code line} is the node's new ancestors from the root and the node last;
   * each problem's source is {@code descendants[<name>]…}.
   */
  public static List<Problem> subtreeProblems(
      List<ClassifierNode> line, List<ClassifierNode> descendants) {
    Map<UUID, ClassifierNode> byId = new LinkedHashMap<>();
    line.forEach(n -> byId.put(n.nodeId(), n));
    descendants.forEach(n -> byId.putIfAbsent(n.nodeId(), n));
    List<Problem> problems = new ArrayList<>();
    for (ClassifierNode node : descendants) {
      String path = "descendants[" + node.name() + "]";
      List<ClassifierNode> chain = ancestors(node, byId).orElse(List.of());
      if (chain.size() >= MAX_LEVELS) {
        problems.add(
            Problem.at(path, ClassifierErrors.CLASSIFIER_NODE_TOO_DEEP, node.name(), MAX_LEVELS));
      }
      problems.addAll(attributeProblems(path, node, inherited(chain), null));
    }
    return problems;
  }

  private static String at(String path, String field) {
    return path.isEmpty() ? field : path + "." + field;
  }

  /**
   * Every problem of a whole tree: each node's own (at its place in the list, depth taken from the
   * parents, not from the node), repeated names and codes, unknown parents and roots but one.
   */
  public static List<Problem> problems(
      List<ClassifierNode> nodes, Pattern codePattern, AttributeCheck check) {
    List<Problem> problems = new ArrayList<>();
    Map<UUID, ClassifierNode> byId = new LinkedHashMap<>();
    nodes.forEach(n -> byId.putIfAbsent(n.nodeId(), n));
    Set<String> names = new HashSet<>();
    Set<String> codes = new HashSet<>();
    boolean rootSeen = false;
    for (int i = 0; i < nodes.size(); i++) {
      ClassifierNode node = nodes.get(i);
      String path = "nodes[" + i + "]";
      Optional<List<ClassifierNode>> ancestors = ancestors(node, byId);
      if (node.isRoot()) {
        if (rootSeen) {
          problems.add(
              Problem.at(path, ClassifierErrors.CLASSIFIER_NODE_ROOT_INVALID, node.name()));
        }
        rootSeen = true;
      } else if (ancestors.isEmpty()) {
        problems.add(
            Problem.at(
                path + ".parentId",
                ClassifierErrors.CLASSIFIER_NODE_PARENT_UNKNOWN,
                node.name(),
                node.parentId()));
      }
      List<ClassifierNode> line = ancestors.orElse(List.of());
      ClassifierNode placed =
          new ClassifierNode(
              node.nodeId(),
              node.parentId(),
              node.name(),
              node.code(),
              node.displayName(),
              node.description(),
              line.size(),
              node.attributes());
      problems.addAll(nodeProblems(path, placed, codePattern, inherited(line), check));
      if (node.name() != null && !names.add(node.name())) {
        problems.add(
            Problem.at(
                path + ".name", ClassifierErrors.CLASSIFIER_NODE_NAME_REPEATED, node.name()));
      }
      if (node.code() != null && !codes.add(node.code())) {
        problems.add(
            Problem.at(
                path + ".code", ClassifierErrors.CLASSIFIER_NODE_CODE_REPEATED, node.code()));
      }
    }
    return problems;
  }

  /**
   * The node's ancestors from the root down; empty when a parent is unknown or the parents form a
   * cycle.
   */
  private static Optional<List<ClassifierNode>> ancestors(
      ClassifierNode node, Map<UUID, ClassifierNode> byId) {
    List<ClassifierNode> line = new ArrayList<>();
    Set<UUID> seen = new HashSet<>();
    seen.add(node.nodeId());
    UUID parent = node.parentId();
    while (parent != null) {
      ClassifierNode up = byId.get(parent);
      if (up == null || !seen.add(parent)) {
        return Optional.empty();
      }
      line.add(0, up);
      parent = up.parentId();
    }
    return Optional.of(line);
  }
}
