package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.ClassificationDelete;
import org.platform.mdm.data.ClassificationWrite;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineCalculator;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Writes the classifications a write of a record makes and deletes, once checked ({@link
 * ClassificationChecks}), in the record's transaction and under its etalon's lock. A
 * classification's timeline is computed like a record's, from its origins (one per source system),
 * the whole revision of the heaviest source winning: the node and its attribute values always come
 * from one source.
 */
@Component
public class ClassificationWrites {

  static final String UPSERT = "UPSERT";
  static final String DELETE_PERIOD = "DELETE_PERIOD";

  private final ClassificationRepository repository;
  private final ClassificationRevisionRepository revisions;
  private final ClassificationTimelineRepository timelines;
  private final RecordAccess records;

  ClassificationWrites(
      ClassificationRepository repository,
      ClassificationRevisionRepository revisions,
      ClassificationTimelineRepository timelines,
      RecordAccess records) {
    this.repository = repository;
    this.revisions = revisions;
    this.timelines = timelines;
    this.records = records;
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
    timelines.replaceTimeline(
        row, TimelineCalculator.compute(rule, row.status(), revisions.histories(row, null)));
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
}
