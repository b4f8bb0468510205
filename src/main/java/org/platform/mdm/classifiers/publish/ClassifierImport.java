package org.platform.mdm.classifiers.publish;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierNodeModel;
import org.platform.mdm.classifiers.ClassifierVersionModel;
import org.platform.mdm.classifiers.VersionView;
import org.platform.mdm.classifiers.tree.ClassifierRepository;
import org.platform.mdm.classifiers.tree.Classifiers;
import org.platform.mdm.classifiers.tree.NodeRepository;
import org.platform.mdm.classifiers.tree.TreeRepository;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.core.SecurityResource;
import org.platform.mdm.core.SecurityResources;
import org.platform.mdm.core.SystemResource;
import org.platform.mdm.meta.AttributeCheck;
import org.platform.mdm.search.ClassifiedIndex;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Imports a classifier's JSON document (its export) in one transaction: checks the whole document
 * first (every problem at once, nothing written on refusal), then creates the classifier or makes
 * its fields, the document's versions and their trees equal to the document. Versions the document
 * leaves out are kept. Nodes are matched by name in their version: a node that stays keeps its id.
 */
@Service
public class ClassifierImport {

  private final ClassifierRepository classifiers;
  private final NodeRepository nodes;
  private final TreeRepository trees;
  private final ClassifierPublisher publisher;
  private final SecurityResources resources;
  private final Clock clock;
  private final ClassifiedIndex index;

  ClassifierImport(
      ClassifierRepository classifiers,
      NodeRepository nodes,
      TreeRepository trees,
      ClassifierPublisher publisher,
      SecurityResources resources,
      Clock clock,
      ClassifiedIndex index) {
    this.classifiers = classifiers;
    this.nodes = nodes;
    this.trees = trees;
    this.publisher = publisher;
    this.resources = resources;
    this.clock = clock;
    this.index = index;
  }

  /** A version of the document and its whole tree. */
  public record VersionDocument(ClassifierVersionModel version, List<ClassifierNodeModel> nodes) {}

  /**
   * The document; {@code problems} are those found reading it (dates), listed with the others. Each
   * version's and node's classifier name is the classifier's.
   */
  public record Document(
      ClassifierModel classifier, List<VersionDocument> versions, List<Problem> problems) {}

  /** A version's target tree, its nodes with their ids and places. */
  private record Target(VersionDocument document, List<ClassifierNode> tree, boolean exists) {}

  /** Imports the document; answers the classifier with its versions. */
  @Transactional
  public Classifiers.WithVersions importDocument(Document document, PlatformUser user) {
    ClassifierModel model = document.classifier();
    String name = model.name();
    Optional<Long> lock = name == null ? Optional.empty() : classifiers.lock(name);
    boolean exists = lock.isPresent();
    authorize(name, exists, user);
    List<Problem> problems = new ArrayList<>(document.problems());
    publisher.check(model).forEach(p -> problems.add(p.under("classifier")));
    List<Target> targets = targets(document, exists, problems);
    if (exists) {
      problems.addAll(keptCodes(model, document));
    }
    PlatformException.throwIfAny(problems);
    write(model, lock, targets, user);
    return new Classifiers.WithVersions(
        classifiers.find(name).orElseThrow(), classifiers.versions(name));
  }

  /** Creating needs what a classifier-model draft of a new classifier needs; updating, UPDATE. */
  private static void authorize(String name, boolean exists, PlatformUser user) {
    if (exists) {
      if (!user.can(name, Right.UPDATE)) {
        throw new PlatformException(
            ClassifierErrors.CLASSIFIER_ACCESS_DENIED, user.userName(), Right.UPDATE.name(), name);
      }
      return;
    }
    for (Right right : List.of(Right.CREATE, Right.UPDATE)) {
      if (!user.can(SystemResource.ADMIN_DATA_MANAGEMENT, right)) {
        throw new PlatformException(
            ClassifierErrors.CLASSIFIER_ACCESS_DENIED,
            user.userName(),
            right.name(),
            SystemResource.ADMIN_DATA_MANAGEMENT.name());
      }
    }
  }

  /** Every version's target tree; adds the document's problems of versions and nodes. */
  private List<Target> targets(Document document, boolean exists, List<Problem> problems) {
    Pattern pattern = document.classifier().pattern().orElse(null);
    List<Target> targets = new ArrayList<>();
    Set<String> names = new HashSet<>();
    AttributeCheck check = publisher.attributeCheck();
    int defaults = 0;
    for (int i = 0; i < document.versions().size(); i++) {
      String at = "versions[" + i + "]";
      VersionDocument v = document.versions().get(i);
      if (v == null) {
        problems.add(Problem.at(at, ClassifierErrors.CLASSIFIER_FIELD_REQUIRED, at));
        continue;
      }
      v.version().problems().stream()
          .filter(p -> !"classifierName".equals(p.source()))
          .forEach(p -> problems.add(p.under(at)));
      if (v.version().name() != null && !names.add(v.version().name())) {
        problems.add(
            Problem.at(
                at + ".name",
                ClassifierErrors.CLASSIFIER_IMPORT_VERSION_REPEATED,
                v.version().name()));
      }
      defaults += v.version().isDefault() ? 1 : 0;
      List<ClassifierNode> existing =
          exists && v.version().name() != null
              ? nodes.tree(v.version().classifierName(), v.version().name())
              : List.of();
      targets.add(
          new Target(
              v,
              ImportedTrees.tree(at, v, existing, pattern, check, problems),
              !existing.isEmpty()));
    }
    if (defaults != 1) {
      problems.add(
          Problem.at("versions", ClassifierErrors.CLASSIFIER_IMPORT_DEFAULT_COUNT, defaults));
    }
    return targets;
  }

  /** The codes of versions the document leaves out (they are kept) that the pattern would break. */
  private List<Problem> keptCodes(ClassifierModel model, Document document) {
    Optional<Pattern> pattern = model.pattern();
    if (pattern.isEmpty()) {
      return List.of();
    }
    Set<String> imported = new HashSet<>();
    document.versions().stream()
        .filter(v -> v != null)
        .forEach(v -> imported.add(v.version().name()));
    List<Problem> problems = new ArrayList<>();
    for (ClassifierRepository.NodeCode c : classifiers.codes(model.name())) {
      if (!imported.contains(c.version()) && !pattern.get().matcher(c.code()).matches()) {
        problems.add(
            Problem.at(
                "classifier.codePattern",
                ClassifierErrors.CLASSIFIER_CODE_PATTERN_BREAKS_CODE,
                c.code(),
                c.node(),
                c.version(),
                model.codePattern()));
      }
    }
    return problems;
  }

  private void write(
      ClassifierModel model, Optional<Long> lock, List<Target> targets, PlatformUser user) {
    OffsetDateTime now = OffsetDateTime.now(clock);
    String name = model.name();
    if (lock.isEmpty()) {
      if (!classifiers.insert(model, now, user.userName())) {
        throw new PlatformException(ClassifierErrors.CLASSIFIER_CHANGED, name, 0, 1);
      }
    } else if (!classifiers.update(model, lock.get(), now, user.userName())) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_CHANGED, name, lock.get(), "?");
    }
    resources.register(
        new SecurityResource(name, model.displayName(), ClassifierPublisher.RESOURCE_CATEGORY));
    for (Target t : targets) {
      ClassifierVersionModel v = t.document().version();
      Optional<VersionView> current = classifiers.version(name, v.name());
      if (current.isEmpty()) {
        classifiers.insertVersion(v, now, user.userName());
      } else if (!classifiers.updateVersion(v, current.get().version(), now, user.userName())) {
        throw new PlatformException(ClassifierErrors.CLASSIFIER_CHANGED, v.subject(), "?", "?");
      }
      writeTree(name, v.name(), t.tree(), t.exists());
      if (v.isDefault()) {
        classifiers.makeDefault(name, v.name());
      }
    }
  }

  /**
   * Makes the stored tree the target in an order no constraint objects to: the nodes that stay are
   * hung under the root without codes, the others removed, then every node written top-down, the
   * new ones of a level in batches (a name or code a node takes is by then free: kept nodes keep
   * their names, their codes are null until written, removed nodes are gone).
   */
  private void writeTree(
      String classifier, String version, List<ClassifierNode> tree, boolean exists) {
    ClassifierNode root = tree.get(0);
    Set<UUID> stored = new HashSet<>();
    Map<UUID, UUID> parents = new HashMap<>();
    if (exists) {
      nodes
          .tree(classifier, version)
          .forEach(
              n -> {
                stored.add(n.nodeId());
                parents.put(n.nodeId(), n.parentId());
              });
      List<UUID> kept = tree.stream().map(ClassifierNode::nodeId).filter(stored::contains).toList();
      trees.detach(root.nodeId(), kept.stream().filter(id -> !id.equals(root.nodeId())).toList());
      trees.deleteAllBut(classifier, version, kept);
    }
    // Level by level (the tree is sorted by depth): a level's new nodes in batches, then the nodes
    // that stay, each under a parent already in place.
    for (int from = 0; from < tree.size(); ) {
      int depth = tree.get(from).depth();
      List<ClassifierNode> added = new ArrayList<>();
      List<ClassifierNode> kept = new ArrayList<>();
      int to = from;
      for (; to < tree.size() && tree.get(to).depth() == depth; to++) {
        ClassifierNode n = tree.get(to);
        (stored.contains(n.nodeId()) ? kept : added).add(n);
      }
      trees.insertAll(classifier, version, added);
      trees.rewriteAll(kept);
      from = to;
    }
    // The records under a node that now hangs elsewhere have other nodes above them.
    index.moved(
        tree.stream()
            .filter(n -> stored.contains(n.nodeId()))
            .filter(n -> !Objects.equals(parents.get(n.nodeId()), n.parentId()))
            .map(ClassifierNode::nodeId)
            .toList());
  }
}
