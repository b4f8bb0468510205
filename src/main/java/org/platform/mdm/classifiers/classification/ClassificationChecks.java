package org.platform.mdm.classifiers.classification;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.classification.ClassificationWrites.Placement;
import org.platform.mdm.classifiers.classification.ClassificationWrites.Plan;
import org.platform.mdm.classifiers.classification.ClassificationWrites.Removal;
import org.platform.mdm.classifiers.classification.ClassificationWrites.Target;
import org.platform.mdm.classifiers.tree.ClassifierNodes;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.ClassificationDelete;
import org.platform.mdm.data.ClassificationWrite;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.record.CheckedValues;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordValueRules;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.Settings;
import org.springframework.stereotype.Component;

/**
 * Checks the classifications a write of a record makes and deletes against the published
 * classifiers, every problem at once: the classifier (published, readable, assigned to the entity),
 * the node (by id, code or name), the period and the values of the node's attributes. What it
 * answers, a {@link Plan}, is what {@link ClassificationWrites} applies.
 */
@Component
public class ClassificationChecks {

  private final Nodes live;
  private final RecordAccess records;
  private final DataModelService model;
  private final Settings settings;
  private final Clock clock;

  ClassificationChecks(
      ClassifierNodes nodes,
      RecordAccess records,
      DataModelService model,
      Settings settings,
      Clock clock) {
    this.live = Nodes.live(nodes);
    this.records = records;
    this.model = model;
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * Checks the items against the published classifiers: every problem at once. The user needs READ
   * on every classifier named (the record's own right is the record write's to check).
   */
  public Plan check(
      Target target,
      List<ClassificationWrite> writes,
      List<ClassificationDelete> deletes,
      PlatformUser user) {
    return check(target, writes, deletes, user, live);
  }

  /** The same, looking classifiers and nodes up in {@code nodes}. */
  Plan check(
      Target target,
      List<ClassificationWrite> writes,
      List<ClassificationDelete> deletes,
      PlatformUser user,
      Nodes nodes) {
    List<Problem> problems = new ArrayList<>();
    List<Placement> placements = new ArrayList<>();
    for (ClassificationWrite item : writes) {
      checkWrite(target, item, user, nodes, problems).ifPresent(placements::add);
    }
    List<Removal> removals = new ArrayList<>();
    for (ClassificationDelete item : deletes) {
      checkDelete(target, item, user, nodes, problems).ifPresent(removals::add);
    }
    PlatformException.throwIfAny(problems);
    return new Plan(placements, removals);
  }

  private Optional<Placement> checkWrite(
      Target target,
      ClassificationWrite item,
      PlatformUser user,
      Nodes nodes,
      List<Problem> problems) {
    String path = item.path();
    Optional<ClassifierModel> classifier =
        classifier(target, item.classifierName(), path, user, nodes, problems);
    if (classifier.isEmpty()) {
      return Optional.empty();
    }
    Optional<ClassifierNode> node = node(item, path, nodes, problems);
    Period period =
        item.validFrom() == null && item.validTo() == null
            ? target.period()
            : period(path, item.validFrom(), item.validTo(), problems);
    if (node.isEmpty() || period == null) {
      return Optional.empty();
    }
    CheckedValues checked =
        RecordValueRules.check(
            model.published().model(),
            item.classifierName() + "." + node.get().name(),
            nodes.attributes(node.get()),
            item.attributes(),
            clock.getZone(),
            records::missingCodes,
            settings.get(CoreSettings.FILE_MAX_COUNT));
    int before = problems.size();
    checked.problems().forEach(p -> problems.add(p.under(path)));
    checked
        .largeObjects()
        .values()
        .forEach(
            paths ->
                paths.forEach(
                    p ->
                        problems.add(
                            Problem.at(
                                path + "." + p,
                                ClassifierErrors.CLASSIFICATION_FILES_UNSUPPORTED,
                                p))));
    if (problems.size() > before) {
      return Optional.empty();
    }
    return Optional.of(
        new Placement(item, classifier.get(), node.get().nodeId(), period, checked.values()));
  }

  private Optional<Removal> checkDelete(
      Target target,
      ClassificationDelete item,
      PlatformUser user,
      Nodes nodes,
      List<Problem> problems) {
    String path = item.path();
    Optional<ClassifierModel> classifier =
        classifier(target, item.classifierName(), path, user, nodes, problems);
    if (classifier.isEmpty()) {
      return Optional.empty();
    }
    UUID nodeId = null;
    if (item.nodeId() != null || item.nodeCode() != null) {
      ClassificationWrite named =
          new ClassificationWrite(
              item.classifierName(),
              item.index(),
              item.nodeId(),
              item.nodeCode(),
              null,
              null,
              null,
              null,
              null);
      Optional<ClassifierNode> node = node(named, path, nodes, problems);
      if (node.isEmpty()) {
        return Optional.empty();
      }
      nodeId = node.get().nodeId();
    }
    Period period =
        item.periodic() ? period(path, item.validFrom(), item.validTo(), problems) : null;
    if (item.periodic() && period == null) {
      return Optional.empty();
    }
    return Optional.of(new Removal(item, classifier.get(), nodeId, period));
  }

  /** The classifier an item names: published, readable by the user, assigned to the entity. */
  private Optional<ClassifierModel> classifier(
      Target target,
      String name,
      String path,
      PlatformUser user,
      Nodes nodes,
      List<Problem> problems) {
    Optional<ClassifierModel> classifier = nodes.classifier(name);
    if (classifier.isEmpty()) {
      problems.add(Problem.at(path, ClassifierErrors.CLASSIFICATION_CLASSIFIER_UNKNOWN, name));
      return Optional.empty();
    }
    if (!user.can(name, Right.READ)) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_ACCESS_DENIED, user.userName(), Right.READ.name(), name);
    }
    if (!classifier.get().assignments().contains(target.entityName())) {
      problems.add(
          Problem.at(
              path,
              ClassifierErrors.CLASSIFICATION_NOT_ASSIGNED,
              name,
              target.entityName(),
              classifier.get().assignments().isEmpty()
                  ? "-"
                  : String.join(", ", classifier.get().assignments())));
      return Optional.empty();
    }
    return classifier;
  }

  /** The node an item names: by id (in any version of its classifier), else by code or name. */
  private Optional<ClassifierNode> node(
      ClassificationWrite item, String path, Nodes nodes, List<Problem> problems) {
    String classifier = item.classifierName();
    if (item.nodeId() != null) {
      Optional<ClassifierNodes.Placed> placed =
          nodes.node(item.nodeId()).filter(p -> p.classifier().equals(classifier));
      if (placed.isEmpty()) {
        problems.add(
            Problem.at(
                path + ".nodeId",
                ClassifierErrors.CLASSIFICATION_NODE_NOT_IN_CLASSIFIER,
                item.nodeId(),
                classifier));
      }
      return placed.map(ClassifierNodes.Placed::node);
    }
    String version = item.versionName();
    if (version == null) {
      version = nodes.defaultVersion(classifier).orElse(null);
    } else if (!nodes.versionExists(classifier, version)) {
      problems.add(
          Problem.at(
              path + ".versionName",
              ClassifierErrors.CLASSIFICATION_VERSION_UNKNOWN,
              version,
              classifier));
      return Optional.empty();
    }
    Optional<ClassifierNode> node =
        version == null
            ? Optional.empty()
            : item.nodeCode() != null
                ? nodes.byCode(classifier, version, item.nodeCode())
                : nodes.byName(classifier, version, item.nodeName());
    if (node.isEmpty()) {
      String field = item.nodeCode() != null ? "nodeCode" : "nodeName";
      String named = item.nodeCode() != null ? item.nodeCode() : item.nodeName();
      problems.add(
          Problem.at(
              path + "." + field,
              ClassifierErrors.CLASSIFICATION_NODE_UNKNOWN,
              "'" + named + "'",
              version,
              classifier));
    }
    return node;
  }

  private Period period(
      String path, OffsetDateTime from, OffsetDateTime to, List<Problem> problems) {
    Period period = Period.between(from, to);
    if (period == null) {
      problems.add(
          Problem.at(
              path + ".validFrom",
              ClassifierErrors.CLASSIFICATION_PERIOD_INVALID,
              JsonDates.format(from, clock.getZone()),
              JsonDates.format(to, clock.getZone())));
    }
    return period;
  }
}
