package org.platform.mdm.classifiers.classification;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierNodes;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.ClassificationDelete;
import org.platform.mdm.data.ClassificationWrite;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.CheckedValues;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.RecordValueRules;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.JsonDates;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.Settings;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Checks and writes the classifications a write of a record makes and deletes, in the record's
 * transaction and under its etalon's lock. A classification's timeline is computed like a record's,
 * from its origins (one per source system), the whole revision of the heaviest source winning: the
 * node and its attribute values always come from one source.
 */
@Component
public class ClassificationWrites {

  static final String UPSERT = "UPSERT";
  static final String DELETE_PERIOD = "DELETE_PERIOD";

  private final ClassificationRepository repository;
  private final Nodes live;
  private final RecordAccess records;
  private final DataModelService model;
  private final Settings settings;
  private final Clock clock;

  ClassificationWrites(
      ClassificationRepository repository,
      ClassifierNodes nodes,
      RecordAccess records,
      DataModelService model,
      Settings settings,
      Clock clock) {
    this.repository = repository;
    this.live = Nodes.live(nodes);
    this.records = records;
    this.model = model;
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * The record a write classifies, and as which origin: the source system and key of the write.
   *
   * @param period the write's own period: an item without dates is valid for it
   */
  public record Target(
      EtalonId record, String entityName, String sourceSystem, String externalId, Period period) {}

  /** One checked item: the node it places the record into, for its period, with its values. */
  record Placement(
      ClassificationWrite item,
      ClassifierModel classifier,
      UUID nodeId,
      Period period,
      Map<String, JsonNode> values) {}

  /** One checked delete item. */
  record Removal(
      ClassificationDelete item, ClassifierModel classifier, UUID nodeId, Period period) {}

  /** What a write does to the record's classifications, checked. */
  public record Plan(List<Placement> placements, List<Removal> removals) {
    public boolean isEmpty() {
      return placements.isEmpty() && removals.isEmpty();
    }
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

  /** Applies a checked plan to the (locked) record; notes go to {@code warn}. */
  public void persist(
      Target target, Plan plan, OffsetDateTime now, PlatformUser user, Consumer<Notice> warn) {
    if (plan.isEmpty()) {
      return;
    }
    Map<UUID, ClassificationRepository.Row> touched = new LinkedHashMap<>();
    for (Removal removal : plan.removals()) {
      remove(target, removal, now, user, touched, warn);
    }
    for (Placement placement : plan.placements()) {
      place(target, placement, now, user, touched);
    }
    ConsolidationRule rule = records.wholeRevisionRule(target.entityName());
    for (ClassificationRepository.Row row : touched.values()) {
      repository.touch(row, now, user.userName());
      rebuild(row, rule);
    }
  }

  /** Recomputes and stores the classification's timeline from its origins. */
  void rebuild(ClassificationRepository.Row row, ConsolidationRule rule) {
    repository.replaceTimeline(
        row, TimelineCalculator.compute(rule, row.status(), repository.histories(row, null)));
  }

  private void place(
      Target target,
      Placement p,
      OffsetDateTime now,
      PlatformUser user,
      Map<UUID, ClassificationRepository.Row> touched) {
    String slot = p.classifier().multiple() ? p.nodeId().toString() : "";
    ClassificationRepository.Row row =
        repository.findOrCreate(target.record(), p.classifier().name(), slot, now, user.userName());
    if (row.status() != RecordStatus.ACTIVE) {
      // Classifying again brings a deleted classification back.
      row = row.withStatus(RecordStatus.ACTIVE);
    }
    repository.appendRevision(
        row,
        new ClassificationRepository.NewRevision(
            target.sourceSystem(),
            target.externalId(),
            p.nodeId(),
            p.period(),
            RecordStatus.ACTIVE,
            UPSERT,
            p.values()),
        now,
        user.userName());
    touched.put(row.classificationId(), row);
  }

  /**
   * Deletes what a delete item names (a warning when there is nothing): the whole classification
   * becomes INACTIVE, or each of its sources gets an inactive revision for the period.
   */
  private void remove(
      Target target,
      Removal r,
      OffsetDateTime now,
      PlatformUser user,
      Map<UUID, ClassificationRepository.Row> touched,
      Consumer<Notice> warn) {
    List<ClassificationRepository.Row> rows =
        repository.inClassifier(target.record(), r.classifier().name()).stream()
            .filter(
                row ->
                    !r.classifier().multiple()
                        || r.nodeId() == null
                        || row.slot().equals(r.nodeId().toString()))
            .toList();
    if (rows.isEmpty()) {
      warn.accept(
          Notice.of(
              r.item().path(),
              "classifiers.warning.classificationNotFound",
              r.classifier().name()));
      return;
    }
    for (ClassificationRepository.Row found : rows) {
      ClassificationRepository.Row row = touched.getOrDefault(found.classificationId(), found);
      if (r.period() == null) {
        touched.put(row.classificationId(), row.withStatus(RecordStatus.INACTIVE));
        continue;
      }
      repository
          .latestNodes(row)
          .forEach(
              (source, nodeId) ->
                  repository.appendRevision(
                      row,
                      new ClassificationRepository.NewRevision(
                          source,
                          target.externalId(),
                          nodeId,
                          r.period(),
                          RecordStatus.INACTIVE,
                          DELETE_PERIOD,
                          Map.of()),
                      now,
                      user.userName()));
      touched.putIfAbsent(row.classificationId(), row);
    }
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
