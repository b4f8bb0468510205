package org.platform.mdm.classifiers.publish;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierNodeModel;
import org.platform.mdm.classifiers.ClassifierTree;
import org.platform.mdm.meta.AttributeCheck;
import org.platform.mdm.system.Problem;

/**
 * The tree an imported version is to become: each node of the document with its id (kept from the
 * stored node of its name) and its place, checked with the rules of the drafts.
 */
final class ImportedTrees {

  private ImportedTrees() {}

  /**
   * The version's target tree: the root keeps the current root's id, another node the id of the
   * current node of its name; the others get new ones. Checked with the rules of the drafts.
   */
  static List<ClassifierNode> tree(
      String at,
      ClassifierImport.VersionDocument v,
      List<ClassifierNode> existing,
      Pattern pattern,
      AttributeCheck check,
      List<Problem> problems) {
    Map<String, UUID> current = new HashMap<>();
    UUID currentRoot = null;
    for (ClassifierNode n : existing) {
      if (n.isRoot()) {
        currentRoot = n.nodeId();
      } else {
        current.put(n.name(), n.nodeId());
      }
    }
    List<ClassifierNodeModel> models = v.nodes();
    Map<String, UUID> ids = new HashMap<>();
    List<UUID> assigned = new ArrayList<>();
    boolean root = false;
    for (ClassifierNodeModel m : models) {
      UUID id;
      if (m != null && m.parentName() == null && !root) {
        root = true;
        id = currentRoot != null ? currentRoot : UUID.randomUUID();
      } else {
        id = m == null ? null : current.get(m.name());
        id = id == null || assigned.contains(id) ? UUID.randomUUID() : id;
      }
      assigned.add(id);
      if (m != null && m.name() != null) {
        ids.putIfAbsent(m.name(), id);
      }
    }
    if (!root) {
      problems.add(
          Problem.at(
              at + ".nodes", ClassifierErrors.CLASSIFIER_IMPORT_ROOT_MISSING, v.version().name()));
    }
    List<ClassifierNode> tree = new ArrayList<>();
    Set<Integer> unknownParent = new HashSet<>();
    for (int j = 0; j < models.size(); j++) {
      ClassifierNodeModel m = models.get(j);
      String node = at + ".nodes[" + j + "]";
      if (m == null) {
        problems.add(Problem.at(node, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, node));
        tree.add(
            new ClassifierNode(
                assigned.get(j), UUID.randomUUID(), null, null, "-", null, 0, List.of()));
        unknownParent.add(j);
        continue;
      }
      UUID parent = m.parentName() == null ? null : ids.get(m.parentName());
      if (m.parentName() != null && parent == null) {
        problems.add(
            Problem.at(
                node + ".parentName",
                ClassifierErrors.CLASSIFIER_NODE_PARENT_UNKNOWN,
                m.name(),
                m.parentName()));
        unknownParent.add(j);
        parent = UUID.randomUUID();
      }
      tree.add(m.toNode(assigned.get(j), parent, 0));
    }
    for (Problem p : ClassifierTree.problems(tree, pattern, check)) {
      if (p.code() != ClassifierErrors.CLASSIFIER_NODE_PARENT_UNKNOWN) {
        problems.add(p.under(at));
      } else if (!unknownParent.contains(index(p.source()))) {
        ClassifierNodeModel m = models.get(index(p.source()));
        problems.add(
            Problem.at(
                at + "." + p.source().replace(".parentId", ".parentName"),
                ClassifierErrors.CLASSIFIER_NODE_CYCLE,
                m.name(),
                m.parentName()));
      }
    }
    return placed(tree);
  }

  /** The node index of a tree problem's source {@code nodes[j]…}. */
  private static int index(String source) {
    return Integer.parseInt(source.substring("nodes[".length(), source.indexOf(']')));
  }

  /** The tree with each node's depth, parents before their children (a valid tree only). */
  private static List<ClassifierNode> placed(List<ClassifierNode> tree) {
    Map<UUID, ClassifierNode> byId = new HashMap<>();
    tree.forEach(n -> byId.putIfAbsent(n.nodeId(), n));
    List<ClassifierNode> placed = new ArrayList<>();
    for (ClassifierNode n : tree) {
      int depth = 0;
      Set<UUID> seen = new HashSet<>();
      for (UUID up = n.parentId(); up != null && byId.containsKey(up) && seen.add(up); ) {
        depth++;
        up = byId.get(up).parentId();
      }
      placed.add(
          new ClassifierNode(
              n.nodeId(),
              n.parentId(),
              n.name(),
              n.code(),
              n.displayName(),
              n.description(),
              depth,
              n.attributes()));
    }
    placed.sort(Comparator.comparingInt(ClassifierNode::depth));
    return placed;
  }
}
