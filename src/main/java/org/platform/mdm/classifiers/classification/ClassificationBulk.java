package org.platform.mdm.classifiers.classification;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.RecordClassifications;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.ConsolidationRule;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.search.ClassifiedIndex;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.StringNode;

/**
 * The classifications of records an import batch created: none exists yet, so each one's origins
 * are the batch's own items and its timeline is computed in memory, and everything is written with
 * one statement per table (the way the batch writes its records; {@link
 * ClassificationBatchRepository#insertBatch}).
 */
@Component
class ClassificationBulk {

  private final ClassificationBatchRepository repository;
  private final JsonMapper json;
  private final RecordAccess records;
  private final ClassifiedIndex index;

  ClassificationBulk(
      ClassificationBatchRepository repository,
      JsonMapper json,
      RecordAccess records,
      ClassifiedIndex index) {
    this.repository = repository;
    this.json = json;
    this.records = records;
    this.index = index;
  }

  /** One classification the batch makes: its record, classifier, slot and entity. */
  private record Key(EtalonId record, String classifier, String slot) {}

  /** One item of a line placed into a classification. */
  private record Item(
      String source, String externalId, ClassificationWrites.Placement placement, long seq) {}

  /** Writes the placements of lines whose records the batch created, in the order of the lines. */
  void write(List<RecordClassifications.Planned> lines, PlatformUser user, OffsetDateTime now) {
    int count = 0;
    for (RecordClassifications.Planned line : lines) {
      count += ((ClassificationWrites.Plan) line.plan()).placements().size();
    }
    if (count == 0) {
      return;
    }
    long[] seqs = records.nextSeqs(count);
    Map<Key, List<Item>> groups = new LinkedHashMap<>();
    Map<Key, String> entities = new HashMap<>();
    int i = 0;
    for (RecordClassifications.Planned line : lines) {
      for (ClassificationWrites.Placement p :
          ((ClassificationWrites.Plan) line.plan()).placements()) {
        String slot = p.classifier().multiple() ? p.nodeId().toString() : "";
        Key key = new Key(line.etalonId(), p.classifier().name(), slot);
        groups
            .computeIfAbsent(key, k -> new ArrayList<>())
            .add(new Item(line.write().sourceSystem(), line.write().externalId(), p, seqs[i++]));
        entities.putIfAbsent(key, line.entityName());
      }
    }
    BatchRows rows = new BatchRows(json);
    Map<String, ConsolidationRule> rules = new HashMap<>();
    groups.forEach(
        (key, items) -> {
          ClassificationRepository.Row row =
              new ClassificationRepository.Row(
                  key.record(),
                  UUID.randomUUID(),
                  key.classifier(),
                  key.slot(),
                  RecordStatus.ACTIVE);
          rows.etalon(row);
          Map<String, List<OriginRevision>> bySource = new LinkedHashMap<>();
          for (Item item : items) {
            List<OriginRevision> revisions =
                bySource.computeIfAbsent(item.source(), s -> new ArrayList<>());
            Map<String, JsonNode> values = new LinkedHashMap<>(item.placement().values());
            values.put(
                ClassificationRepository.NODE,
                StringNode.valueOf(item.placement().nodeId().toString()));
            OriginRevision revision =
                new OriginRevision(
                    row.originId(item.source()),
                    item.source(),
                    item.externalId(),
                    revisions.size() + 1,
                    item.seq(),
                    item.placement().period(),
                    RecordStatus.ACTIVE,
                    values);
            revisions.add(revision);
            rows.revision(row, revision, item.placement());
          }
          List<OriginHistory> origins = new ArrayList<>();
          bySource.forEach(
              (source, revisions) ->
                  origins.add(
                      new OriginHistory(
                          row.originId(source),
                          source,
                          revisions.get(0).externalId(),
                          RecordStatus.ACTIVE,
                          revisions)));
          ConsolidationRule rule =
              rules.computeIfAbsent(entities.get(key), records::wholeRevisionRule);
          TimelineCalculator.compute(rule, RecordStatus.ACTIVE, origins)
              .forEach(interval -> rows.interval(row, interval));
        });
    repository.insertBatch(rows, now, user.userName());
    // Now, not at commit: an import batch commits in its turn, and this work need not wait for it.
    index.refresh(
        groups.keySet().stream()
            .map(Key::record)
            .collect(Collectors.toCollection(LinkedHashSet::new)));
  }
}
