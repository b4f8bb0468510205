package org.platform.mdm.classifiers.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierTree;
import org.platform.mdm.classifiers.ClassifierView;
import org.platform.mdm.classifiers.VersionView;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Reads of published classifiers, their versions and trees. A user reads the classifiers it has
 * READ on (each classifier is a security resource of category CLASSIFIER); the list leaves the
 * others out, the other reads answer 403 for them.
 */
@Service
public class Classifiers {

  private final ClassifierRepository classifiers;
  private final NodeRepository nodes;

  Classifiers(ClassifierRepository classifiers, NodeRepository nodes) {
    this.classifiers = classifiers;
    this.nodes = nodes;
  }

  /** A classifier with its versions, oldest first. */
  public record WithVersions(ClassifierView classifier, List<VersionView> versions) {}

  /** A node with the number of its children. */
  public record LevelNode(ClassifierNode node, long childCount) {}

  /** A node with the attributes it inherits, nearest ancestor last. */
  public record NodeDetails(
      ClassifierNode node, long childCount, List<ClassifierTree.Inherited> inherited) {}

  /** A node found by a search, with the names of its ancestors from the root down. */
  public record Hit(ClassifierNode node, long childCount, List<String> path) {}

  /** A page of a search and how many nodes match in all. */
  public record Hits(long total, List<Hit> hits) {}

  /** A version with its whole tree, parents before their children. */
  public record VersionTree(VersionView version, List<ClassifierNode> nodes) {}

  /** A classifier with every version and its whole tree, as exported. */
  public record Export(ClassifierView classifier, List<VersionTree> versions) {}

  /** The most nodes a page of a search holds. */
  public static final int MAX_PAGE = 100;

  /** Every classifier the user may read, by name. */
  @Transactional(readOnly = true)
  public List<ClassifierView> list(PlatformUser user) {
    return classifiers.all().stream().filter(c -> user.can(c.name(), Right.READ)).toList();
  }

  /** How many versions a classifier has, and its default one (name and display name). */
  public record VersionSummary(int versions, String defaultName, String defaultDisplayName) {

    public static VersionSummary of(List<VersionView> versions) {
      VersionView standard =
          versions.stream().filter(v -> v.model().isDefault()).findFirst().orElse(null);
      return new VersionSummary(
          versions.size(),
          standard == null ? null : standard.model().name(),
          standard == null ? null : standard.model().displayName());
    }
  }

  /** A classifier of the list with its version summary. */
  public record Listed(ClassifierView classifier, VersionSummary versions) {}

  /**
   * Every classifier the user may read with its versions summed up, read in one transaction (a
   * classifier is published with its first version, so each has its summary).
   */
  @Transactional(readOnly = true)
  public List<Listed> listWithVersions(PlatformUser user) {
    Map<String, VersionSummary> versions = classifiers.versionSummaries();
    return list(user).stream().map(c -> new Listed(c, versions.get(c.name()))).toList();
  }

  /** One classifier with its versions; 404 when it does not exist. */
  @Transactional(readOnly = true)
  public WithVersions get(String name, PlatformUser user) {
    ClassifierView classifier = readable(name, user);
    return new WithVersions(classifier, classifiers.versions(name));
  }

  /**
   * One level of a version's tree, by name, each node with its child count: the root when {@code
   * parentId} is null, else that node's children.
   */
  @Transactional(readOnly = true)
  public List<LevelNode> level(String name, String version, UUID parentId, PlatformUser user) {
    requireVersion(name, version, user);
    if (parentId != null && nodes.find(name, version, parentId).isEmpty()) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_NODE_NOT_FOUND, parentId, version, name);
    }
    return nodes.level(name, version, parentId).stream()
        .map(c -> new LevelNode(c.node(), c.childCount()))
        .toList();
  }

  /** A node with its own and its inherited attributes. */
  @Transactional(readOnly = true)
  public NodeDetails node(String name, String version, UUID nodeId, PlatformUser user) {
    requireVersion(name, version, user);
    NodeRepository.Counted node =
        nodes
            .findCounted(name, version, nodeId)
            .orElseThrow(
                () ->
                    new PlatformException(
                        ClassifierErrors.CLASSIFIER_NODE_NOT_FOUND, nodeId, version, name));
    return new NodeDetails(
        node.node(), node.childCount(), ClassifierTree.inherited(nodes.ancestors(nodeId)));
  }

  /** A classifier with every version (oldest first) and each version's whole tree. */
  @Transactional(readOnly = true)
  public Export export(String name, PlatformUser user) {
    ClassifierView classifier = readable(name, user);
    return new Export(
        classifier,
        classifiers.versions(name).stream()
            .map(v -> new VersionTree(v, nodes.tree(name, v.model().name())))
            .toList());
  }

  /**
   * The nodes of a version whose name, code or display name contains {@code text} (ignoring case),
   * by name, a page at a time; 400 listing every bad parameter.
   */
  @Transactional(readOnly = true)
  public Hits search(
      String name, String version, String text, int limit, int offset, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    if (text == null || text.replace("\u001f", "").isBlank()) {
      problems.add(Problem.at("text", ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, "text"));
    }
    if (limit < 1 || limit > MAX_PAGE) {
      problems.add(
          Problem.at(
              "limit",
              ClassifierErrors.CLASSIFIER_VALUE_OUT_OF_RANGE,
              "limit",
              limit,
              1,
              MAX_PAGE));
    }
    if (offset < 0) {
      problems.add(
          Problem.at(
              "offset",
              ClassifierErrors.CLASSIFIER_VALUE_OUT_OF_RANGE,
              "offset",
              offset,
              0,
              Integer.MAX_VALUE));
    }
    PlatformException.throwIfAny(problems);
    requireVersion(name, version, user);
    String trimmed = text.replace("\u001f", "").trim();
    List<NodeRepository.Counted> page = nodes.matching(name, version, trimmed, limit, offset);
    Map<UUID, List<String>> paths =
        nodes.ancestorNames(page.stream().map(c -> c.node().nodeId()).toList());
    List<Hit> hits =
        page.stream()
            .map(c -> new Hit(c.node(), c.childCount(), paths.get(c.node().nodeId())))
            .toList();
    return new Hits(nodes.countMatching(name, version, trimmed), hits);
  }

  private void requireVersion(String name, String version, PlatformUser user) {
    readable(name, user);
    if (classifiers.version(name, version).isEmpty()) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_VERSION_NOT_FOUND, version, name);
    }
  }

  private ClassifierView readable(String name, PlatformUser user) {
    ClassifierView classifier =
        classifiers
            .find(name)
            .orElseThrow(() -> new PlatformException(ClassifierErrors.CLASSIFIER_NOT_FOUND, name));
    if (!user.can(name, Right.READ)) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_ACCESS_DENIED, user.userName(), Right.READ.name(), name);
    }
    return classifier;
  }
}
