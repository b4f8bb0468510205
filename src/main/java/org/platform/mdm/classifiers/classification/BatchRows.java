package org.platform.mdm.classifiers.classification;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.record.Contributor;
import org.platform.mdm.data.record.OriginRevision;
import org.platform.mdm.data.record.Period;
import org.platform.mdm.data.record.TimelineInterval;
import org.platform.mdm.data.record.TimelineJson;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The rows an import batch's classifications make in the three tables, column by column, for one
 * {@code unnest} statement each ({@link ClassificationBatchRepository#insertBatch}).
 */
final class BatchRows {

  private final JsonMapper json;

  final List<String> etalonRecords = new ArrayList<>();
  final List<String> etalonIds = new ArrayList<>();
  final List<String> etalonClassifiers = new ArrayList<>();
  final List<String> etalonSlots = new ArrayList<>();

  final List<String> revRecords = new ArrayList<>();
  final List<String> revIds = new ArrayList<>();
  final List<String> revSources = new ArrayList<>();
  final List<Integer> revNumbers = new ArrayList<>();
  final List<Long> revSeqs = new ArrayList<>();
  final List<String> revExternalIds = new ArrayList<>();
  final List<String> revNodes = new ArrayList<>();
  final List<String> revFrom = new ArrayList<>();
  final List<String> revTo = new ArrayList<>();
  final List<String> revData = new ArrayList<>();

  final List<String> tRecords = new ArrayList<>();
  final List<String> tIds = new ArrayList<>();
  final List<String> tClassifiers = new ArrayList<>();
  final List<String> tNodes = new ArrayList<>();
  final List<String> tFrom = new ArrayList<>();
  final List<String> tTo = new ArrayList<>();
  final List<Boolean> tActive = new ArrayList<>();
  final List<String> tData = new ArrayList<>();
  final List<String> tContributors = new ArrayList<>();
  final List<String> tWinners = new ArrayList<>();

  BatchRows(JsonMapper json) {
    this.json = json;
  }

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

  static String[] texts(List<String> list) {
    return list.toArray(String[]::new);
  }

  private static String bound(long millis, long unbounded) {
    return millis == unbounded
        ? null
        : OffsetDateTime.ofInstant(Instant.ofEpochMilli(millis), ZoneOffset.UTC).toString();
  }
}
