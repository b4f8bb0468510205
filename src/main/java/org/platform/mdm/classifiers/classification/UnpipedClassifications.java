package org.platform.mdm.classifiers.classification;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.classifiers.ClassifierView;
import org.platform.mdm.classifiers.tree.ClassifierNodes;
import org.platform.mdm.classifiers.tree.Classifiers;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.meta.AttributeDef;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Classifications of writes without the record pipelines. In imports, each line's items are checked
 * with the same rules as a single write (classifiers and nodes looked up once per import), then
 * written after the batch's records, line by line in the batch's order. In drafts, they are checked
 * when drafted and, under a parent draft, kept in classification drafts.
 */
@Component
class UnpipedClassifications implements RecordClassifications {

  private final ClassificationChecks checks;
  private final ClassificationWrites writes;
  private final ClassifierNodes nodes;
  private final ClassificationDrafts drafts;
  private final ClassificationBulk bulk;
  private final ClassificationTimelineRepository timelines;
  private final Classifications alone;
  private final Classifiers classifiers;

  UnpipedClassifications(
      ClassificationChecks checks,
      ClassificationWrites writes,
      ClassifierNodes nodes,
      ClassificationDrafts drafts,
      ClassificationBulk bulk,
      ClassificationTimelineRepository timelines,
      Classifications alone,
      Classifiers classifiers) {
    this.bulk = bulk;
    this.timelines = timelines;
    this.alone = alone;
    this.classifiers = classifiers;
    this.checks = checks;
    this.writes = writes;
    this.nodes = nodes;
    this.drafts = drafts;
  }

  @Override
  public void draft(
      DraftTarget target,
      RecordWrite write,
      org.platform.mdm.data.EtalonId record,
      PlatformUser user) {
    drafts.draft(target, write, record, user);
  }

  @Override
  public Checker checker(PlatformUser user) {
    Nodes remembered = Nodes.remembering(Nodes.live(nodes));
    return (write, entityName) ->
        checks.check(
            target(null, entityName, write),
            write.classifications(),
            write.classificationDeletes(),
            user,
            remembered);
  }

  @Override
  public void write(List<Planned> lines, PlatformUser user, OffsetDateTime now) {
    // Records the batch created, with only placements: written in bulk. The others (a record that
    // existed, a line that deletes) one line after another.
    java.util.Set<org.platform.mdm.data.EtalonId> single = new java.util.HashSet<>();
    for (Planned line : lines) {
      if (!line.newRecord() || !((ClassificationWrites.Plan) line.plan()).removals().isEmpty()) {
        single.add(line.etalonId());
      }
    }
    bulk.write(lines.stream().filter(l -> !single.contains(l.etalonId())).toList(), user, now);
    for (Planned line : lines) {
      if (!single.contains(line.etalonId())) {
        continue;
      }
      writes.persist(
          target(line.etalonId(), line.entityName(), line.write()),
          (ClassificationWrites.Plan) line.plan(),
          now,
          user,
          notice -> {});
    }
  }

  private static ClassificationWrites.Target target(
      org.platform.mdm.data.EtalonId etalonId, String entityName, RecordWrite w) {
    Period period = Period.between(w.validFrom(), w.validTo());
    return new ClassificationWrites.Target(
        etalonId,
        entityName,
        w.sourceSystem(),
        w.externalId(),
        period == null ? Period.ALL_TIME : period);
  }

  @Override
  public Map<String, List<String>> assignments(PlatformUser user) {
    Map<String, List<String>> assigned = new java.util.TreeMap<>();
    for (ClassifierView c : classifiers.list(user)) {
      assigned.put(c.name(), c.model().assignments());
    }
    return assigned;
  }

  @Override
  @Transactional(readOnly = true)
  public Map<EtalonId, List<ClassifiedPeriod>> inForce(
      List<EtalonId> etalonIds, PlatformUser user) {
    Map<UUID, Optional<ClassifierNodes.Placed>> placed = new HashMap<>();
    Map<EtalonId, List<ClassifiedPeriod>> byRecord = new LinkedHashMap<>();
    for (ClassificationTimelineRepository.Interval i : timelines.intervals(etalonIds)) {
      if (!i.active()
          || i.row().status() != RecordStatus.ACTIVE
          || !user.can(i.row().classifier(), Right.READ)) {
        continue;
      }
      Optional<ClassifierNodes.Placed> node = placed.computeIfAbsent(i.nodeId(), nodes::node);
      Map<String, JsonNode> values = new LinkedHashMap<>();
      i.data().properties().forEach(e -> values.put(e.getKey(), e.getValue()));
      byRecord
          .computeIfAbsent(i.row().record(), k -> new ArrayList<>())
          .add(
              new ClassifiedPeriod(
                  i.row().classifier(),
                  i.nodeId(),
                  node.map(p -> p.node().code()).orElse(null),
                  node.map(ClassifierNodes.Placed::version).orElse(null),
                  bound(i.period().from(), Period.UNBOUNDED_FROM),
                  bound(i.period().to(), Period.UNBOUNDED_TO),
                  values,
                  node.map(p -> p.node().displayName()).orElse(null)));
    }
    return byRecord;
  }

  private static OffsetDateTime bound(long millis, long unbounded) {
    return millis == unbounded
        ? null
        : OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), ZoneOffset.UTC);
  }

  @Override
  public List<AttributeDef> nodeAttributes(UUID nodeId) {
    return nodes.node(nodeId).map(p -> nodes.attributes(p.node())).orElse(List.of());
  }

  @Override
  public void writeAlone(JsonNode body, PlatformUser user) {
    alone.apply(body, user);
  }
}
