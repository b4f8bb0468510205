package org.platform.mdm.classifiers.classification;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.tree.ClassifierNodes;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.data.record.TimelineInterval;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Reads a record's classifications: those in force at a date (as known now, or as known at a past
 * moment, computed again from the revisions made by then), every period of them, and each one's
 * origins. The user needs READ on the record's entity; classifiers the user may not read are left
 * out.
 */
@Component
public class ClassificationReads {

  private final ClassificationTimelineRepository storedTimelines;
  private final ClassificationRevisionRepository revisions;
  private final ClassifierNodes nodes;
  private final RecordAccess records;
  private final Clock clock;

  ClassificationReads(
      ClassificationTimelineRepository storedTimelines,
      ClassificationRevisionRepository revisions,
      ClassifierNodes nodes,
      RecordAccess records,
      Clock clock) {
    this.storedTimelines = storedTimelines;
    this.revisions = revisions;
    this.nodes = nodes;
    this.records = records;
    this.clock = clock;
  }

  /** A classification with its origins, as the atomic get and the historic record answer it. */
  public record Classified(
      @NotNull ClassificationView etalon,
      @NotNull List<ClassificationView.OriginView> origins,
      @Schema(description = "The draft holding a change of the classification; null: none.")
          Long draftId) {}

  /**
   * The record's classifications in force at {@code date} (null: now), as known at {@code knownAt}
   * (null: now); with {@code all}, every period of each instead, inactive ones included.
   */
  @Transactional(readOnly = true)
  public List<ClassificationView> of(
      EtalonId etalonId,
      OffsetDateTime date,
      OffsetDateTime knownAt,
      boolean all,
      PlatformUser user) {
    RecordAccess.RecordRef record = records.readable(etalonId, user);
    List<ClassificationView> views = new ArrayList<>();
    for (Timeline t : timelines(record, knownAt, user)) {
      views.addAll(all ? t.views() : t.at(instant(date)).stream().toList());
    }
    return views;
  }

  /** The classifications in force at the date with their origins (the atomic get's part). */
  @Transactional(readOnly = true)
  public List<Classified> classified(
      EtalonId etalonId, OffsetDateTime date, OffsetDateTime knownAt, PlatformUser user) {
    RecordAccess.RecordRef record = records.readable(etalonId, user);
    List<Classified> classified = new ArrayList<>();
    for (Timeline t : timelines(record, knownAt, user)) {
      t.at(instant(date))
          .ifPresent(view -> classified.add(new Classified(view, origins(t.known()), null)));
    }
    return classified;
  }

  /**
   * The record's classifications in force now whatever the record's own status (a notification of
   * its delete shows them as they were), without a user's rights: for the record's notification.
   */
  @Transactional(readOnly = true)
  public List<ClassificationView> forNotification(EtalonId etalonId) {
    RecordAccess.RecordRef record = new RecordAccess.RecordRef(etalonId, null, RecordStatus.ACTIVE);
    List<ClassificationView> views = new ArrayList<>();
    for (Timeline t : timelines(record, null, null)) {
      t.at(instant(null)).ifPresent(views::add);
    }
    return views;
  }

  private long instant(OffsetDateTime date) {
    return (date == null ? Instant.now(clock) : date.toInstant()).toEpochMilli();
  }

  private List<Timeline> timelines(
      RecordAccess.RecordRef record, OffsetDateTime knownAt, PlatformUser user) {
    Map<UUID, Optional<ClassifierNodes.Placed>> placed = new HashMap<>();
    // A logically deleted record's classifications are kept, and in force again once it is
    // restored: until then they are inactive everywhere.
    boolean live = record.status() == RecordStatus.ACTIVE;
    List<Timeline> timelines = new ArrayList<>();
    if (knownAt == null) {
      Map<UUID, Timeline> byId = new LinkedHashMap<>();
      for (ClassificationTimelineRepository.Interval i :
          storedTimelines.intervals(record.etalonId())) {
        if (user == null || user.can(i.row().classifier(), Right.READ)) {
          byId.computeIfAbsent(
                  i.row().classificationId(),
                  k ->
                      new Timeline(
                          ClassificationRevisionRepository.Known.own(i.row(), null),
                          new ArrayList<>()))
              .views()
              .add(
                  view(
                      i.row(),
                      i.nodeId(),
                      i.period(),
                      live && i.active(),
                      values(i.data()),
                      placed));
        }
      }
      timelines.addAll(byId.values());
      return timelines;
    }
    // As known then: in force as the record was then (not deleted, not merged into another), from
    // the revisions made by then, merges made since undone (what they brought in left out, what
    // they took away back).
    live = records.statusKnownAt(record.etalonId(), knownAt).orElse(null) == RecordStatus.ACTIVE;
    for (ClassificationRevisionRepository.Known known :
        revisions.knownAt(record.etalonId(), knownAt)) {
      ClassificationRepository.Row row = known.row();
      if (!user.can(row.classifier(), Right.READ)) {
        continue;
      }
      List<TimelineInterval> computed =
          TimelineCalculator.compute(
              records.wholeRevisionRule(record.entityName()),
              row.status(),
              revisions.histories(known));
      List<ClassificationView> views = new ArrayList<>();
      for (TimelineInterval interval : computed) {
        Map<String, JsonNode> values = new LinkedHashMap<>(interval.values());
        JsonNode node = values.remove(ClassificationRepository.NODE);
        views.add(
            view(
                row,
                UUID.fromString(node.asString()),
                interval.period(),
                live && interval.active(),
                values,
                placed));
      }
      timelines.add(new Timeline(known, views));
    }
    return timelines;
  }

  private List<ClassificationView.OriginView> origins(
      ClassificationRevisionRepository.Known known) {
    Map<String, List<ClassificationRevisionRepository.RevisionRow>> bySource =
        new LinkedHashMap<>();
    for (ClassificationRevisionRepository.RevisionRow r : revisions.revisions(known)) {
      bySource.computeIfAbsent(r.sourceSystem(), k -> new ArrayList<>()).add(r);
    }
    List<ClassificationView.OriginView> origins = new ArrayList<>();
    bySource.forEach(
        (source, revisions) ->
            origins.add(
                new ClassificationView.OriginView(
                    source,
                    revisions.get(0).externalId(),
                    revisions.stream().map(this::revision).toList())));
    return origins;
  }

  /** A stored JSON object's values by name. */
  private static Map<String, JsonNode> values(JsonNode object) {
    Map<String, JsonNode> values = new LinkedHashMap<>();
    object.properties().forEach(e -> values.put(e.getKey(), e.getValue()));
    return values;
  }

  private ClassificationView.RevisionView revision(ClassificationRevisionRepository.RevisionRow r) {
    Map<String, JsonNode> attributes = values(r.data());
    return new ClassificationView.RevisionView(
        r.revision(),
        r.nodeId().toString(),
        date(r.period().from(), Period.UNBOUNDED_FROM),
        date(r.period().to(), Period.UNBOUNDED_TO),
        r.status(),
        r.operation(),
        attributes,
        r.createDate().atZoneSameInstant(clock.getZone()).toOffsetDateTime(),
        r.createdBy());
  }

  private ClassificationView view(
      ClassificationRepository.Row row,
      UUID nodeId,
      Period period,
      boolean active,
      Map<String, JsonNode> attributes,
      Map<UUID, Optional<ClassifierNodes.Placed>> placed) {
    Optional<ClassifierNodes.Placed> node = placed.computeIfAbsent(nodeId, nodes::node);
    boolean inForce = active && row.status() == RecordStatus.ACTIVE;
    return new ClassificationView(
        row.classificationId().toString(),
        row.classifier(),
        node.map(ClassifierNodes.Placed::version).orElse(null),
        nodeId.toString(),
        node.map(p -> p.node().name()).orElse(null),
        node.map(p -> p.node().code()).orElse(null),
        node.map(p -> p.node().displayName()).orElse(null),
        date(period.from(), Period.UNBOUNDED_FROM),
        date(period.to(), Period.UNBOUNDED_TO),
        inForce ? RecordStatus.ACTIVE : RecordStatus.INACTIVE,
        attributes);
  }

  private OffsetDateTime date(long millis, long unbounded) {
    return millis == unbounded
        ? null
        : OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), clock.getZone());
  }

  /** A classification's periods as reads show them. */
  private record Timeline(
      ClassificationRevisionRepository.Known known, List<ClassificationView> views) {

    /** The period in force at the instant, when the classification is active there. */
    Optional<ClassificationView> at(long instant) {
      return views.stream()
          .filter(v -> v.status() == RecordStatus.ACTIVE)
          .filter(
              v ->
                  (v.validFrom() == null || v.validFrom().toInstant().toEpochMilli() <= instant)
                      && (v.validTo() == null || v.validTo().toInstant().toEpochMilli() >= instant))
          .findFirst();
    }
  }
}
