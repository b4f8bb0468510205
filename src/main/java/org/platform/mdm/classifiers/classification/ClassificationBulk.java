package org.platform.mdm.classifiers.classification;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
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
import org.platform.mdm.data.record.Contributor;
import org.platform.mdm.data.record.OriginHistory;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineCalculator;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import org.platform.mdm.search.ClassifiedIndex;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.StringNode;

/**
 * The classifications of records an import batch created: none exists yet, so each one's origins
 * are the batch's own items and its timeline is computed in memory, and everything is written with
 * one statement per table (the way the batch writes its records).
 */
@Component
class ClassificationBulk {

  private final JdbcClient jdbc;
  private final JsonMapper json;
  private final RecordAccess records;
  private final ClassifiedIndex index;

  ClassificationBulk(
      JdbcClient jdbc, JsonMapper json, RecordAccess records, ClassifiedIndex index) {
    this.jdbc = jdbc;
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
    Rows rows = new Rows();
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
    rows.insert(now, user.userName());
    // Now, not at commit: an import batch commits in its turn, and this work need not wait for it.
    index.refresh(
        groups.keySet().stream()
            .map(Key::record)
            .collect(Collectors.toCollection(LinkedHashSet::new)));
  }

  /** The rows of the three tables, column by column, for one {@code unnest} statement each. */
  private final class Rows {
    private final List<String> etalonRecords = new ArrayList<>();
    private final List<String> etalonIds = new ArrayList<>();
    private final List<String> etalonClassifiers = new ArrayList<>();
    private final List<String> etalonSlots = new ArrayList<>();

    private final List<String> revRecords = new ArrayList<>();
    private final List<String> revIds = new ArrayList<>();
    private final List<String> revSources = new ArrayList<>();
    private final List<Integer> revNumbers = new ArrayList<>();
    private final List<Long> revSeqs = new ArrayList<>();
    private final List<String> revExternalIds = new ArrayList<>();
    private final List<String> revNodes = new ArrayList<>();
    private final List<String> revFrom = new ArrayList<>();
    private final List<String> revTo = new ArrayList<>();
    private final List<String> revData = new ArrayList<>();

    private final List<String> tRecords = new ArrayList<>();
    private final List<String> tIds = new ArrayList<>();
    private final List<String> tClassifiers = new ArrayList<>();
    private final List<String> tNodes = new ArrayList<>();
    private final List<String> tFrom = new ArrayList<>();
    private final List<String> tTo = new ArrayList<>();
    private final List<Boolean> tActive = new ArrayList<>();
    private final List<String> tData = new ArrayList<>();
    private final List<String> tContributors = new ArrayList<>();
    private final List<String> tWinners = new ArrayList<>();

    void etalon(ClassificationRepository.Row row) {
      etalonRecords.add(row.record().toString());
      etalonIds.add(row.classificationId().toString());
      etalonClassifiers.add(row.classifier());
      etalonSlots.add(row.slot());
    }

    void revision(
        ClassificationRepository.Row row,
        OriginRevision revision,
        ClassificationWrites.Placement placement) {
      revRecords.add(row.record().toString());
      revIds.add(row.classificationId().toString());
      revSources.add(revision.sourceSystem());
      revNumbers.add(revision.revision());
      revSeqs.add(revision.seq());
      revExternalIds.add(revision.externalId());
      revNodes.add(placement.nodeId().toString());
      revFrom.add(bound(revision.period().from(), Period.UNBOUNDED_FROM));
      revTo.add(bound(revision.period().to(), Period.UNBOUNDED_TO));
      revData.add(json.writeValueAsString(placement.values()));
    }

    void interval(ClassificationRepository.Row row, TimelineInterval interval) {
      Map<String, JsonNode> values = new LinkedHashMap<>(interval.values());
      JsonNode node = values.remove(ClassificationRepository.NODE);
      Map<String, Contributor> winners = new LinkedHashMap<>(interval.winners());
      winners.remove(ClassificationRepository.NODE);
      tRecords.add(row.record().toString());
      tIds.add(row.classificationId().toString());
      tClassifiers.add(row.classifier());
      tNodes.add(node.asString());
      tFrom.add(bound(interval.period().from(), Period.UNBOUNDED_FROM));
      tTo.add(bound(interval.period().to(), Period.UNBOUNDED_TO));
      tActive.add(interval.active());
      tData.add(json.writeValueAsString(values));
      tContributors.add(
          json.writeValueAsString(TimelineJson.contributors(json, interval.contributors())));
      tWinners.add(json.writeValueAsString(TimelineJson.winners(winners, interval.contributors())));
    }

    void insert(OffsetDateTime now, String user) {
      jdbc.sql(
              "insert into classification_etalons (record_etalon_id, classification_id,"
                  + " classifier, slot, status, create_date, created_by, update_date, updated_by)"
                  + " select r::uuid, c::uuid, k, s, 'ACTIVE', ?, ?, ?, ?"
                  + " from unnest(?::text[], ?::text[], ?::text[], ?::text[]) as t(r, c, k, s)")
          .params(
              now,
              user,
              now,
              user,
              texts(etalonRecords),
              texts(etalonIds),
              texts(etalonClassifiers),
              texts(etalonSlots))
          .update();
      jdbc.sql(
              "insert into classification_revisions (record_etalon_id, classification_id,"
                  + " source_system, revision, seq, external_id, node_id, valid_from, valid_to,"
                  + " status, operation, data, create_date, created_by)"
                  + " select r::uuid, c::uuid, s, n, q, e, d::uuid,"
                  + " coalesce(f::timestamptz, '-infinity'), coalesce(u::timestamptz, 'infinity'),"
                  + " 'ACTIVE', '"
                  + ClassificationWrites.UPSERT
                  + "', v::json, ?, ?"
                  + " from unnest(?::text[], ?::text[], ?::text[], ?::int[], ?::bigint[],"
                  + " ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])"
                  + " as t(r, c, s, n, q, e, d, f, u, v)")
          .params(
              now,
              user,
              texts(revRecords),
              texts(revIds),
              texts(revSources),
              revNumbers.stream().mapToInt(Integer::intValue).toArray(),
              revSeqs.stream().mapToLong(Long::longValue).toArray(),
              texts(revExternalIds),
              texts(revNodes),
              texts(revFrom),
              texts(revTo),
              texts(revData))
          .update();
      boolean[] active = new boolean[tActive.size()];
      for (int i = 0; i < active.length; i++) {
        active[i] = tActive.get(i);
      }
      jdbc.sql(
              "insert into classification_timeline (record_etalon_id, classification_id,"
                  + " classifier, node_id, valid_from, valid_to, active, data, contributors,"
                  + " winners) select r::uuid, c::uuid, k, d::uuid,"
                  + " coalesce(f::timestamptz, '-infinity'), coalesce(u::timestamptz, 'infinity'),"
                  + " a, v::jsonb, o::json, w::json"
                  + " from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[],"
                  + " ?::boolean[], ?::text[], ?::text[], ?::text[])"
                  + " as t(r, c, k, d, f, u, a, v, o, w)")
          .params(
              texts(tRecords),
              texts(tIds),
              texts(tClassifiers),
              texts(tNodes),
              texts(tFrom),
              texts(tTo),
              active,
              texts(tData),
              texts(tContributors),
              texts(tWinners))
          .update();
    }

    private String[] texts(List<String> list) {
      return list.toArray(String[]::new);
    }

    private String bound(long millis, long unbounded) {
      return millis == unbounded
          ? null
          : OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), ZoneOffset.UTC).toString();
    }
  }
}
