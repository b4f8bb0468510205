package org.platform.mdm.matching.runs;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.MergeRequests;
import org.platform.mdm.data.RecordMerges;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.matching.MatchingSettings;
import org.platform.mdm.matching.clusters.Clusters;
import org.platform.mdm.matching.clusters.Found;
import org.platform.mdm.matching.clusters.Groups;
import org.platform.mdm.matching.model.Compared;
import org.platform.mdm.matching.model.MatchAction;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.record.MatchingKeysRepository;
import org.platform.mdm.matching.record.RecordMatching;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Matches a page of an entity's records in a bulk run with the records after each of them in id
 * order that share a key: every pair is compared once, from its first record. AUTO_MERGE matches
 * merge into the oldest record of each group they connect, REVIEW matches join clusters.
 */
@Component
class BatchMatching {

  private final MatchingKeysRepository keys;
  private final RecordService records;
  private final RecordMerges merges;
  private final Clusters clusters;
  private final MatchingSettings settings;
  private final RecordMatching matching;

  BatchMatching(
      RecordMatching matching,
      MatchingKeysRepository keys,
      @Lazy RecordService records,
      @Lazy RecordMerges merges,
      Clusters clusters,
      MatchingSettings settings) {
    this.matching = matching;
    this.keys = keys;
    this.records = records;
    this.merges = merges;
    this.clusters = clusters;
    this.settings = settings;
  }

  /**
   * What matching one batch found and did: pairs of records that matched (by any set), records
   * merged away, pairs compared, and records whose candidates were cut at the cap.
   */
  record Outcome(int matched, int merged, int compared, int capped) {

    static final Outcome NONE = new Outcome(0, 0, 0, 0);
  }

  /** Matches a page; merges are made in {@code userName}'s name. */
  Outcome match(MatchingModel model, List<GoldenRecord> page, String userName, OffsetDateTime now) {
    Map<EtalonId, Map<String, JsonNode>> values = new HashMap<>();
    for (GoldenRecord g : page) {
      RecordMatching.valuesAt(g, now).ifPresent(v -> values.put(g.etalonId(), v));
    }
    if (values.isEmpty()) {
      return Outcome.NONE;
    }
    List<EtalonId> batch = List.copyOf(values.keySet());
    Map<EtalonId, List<EtalonId>> later = keys.laterCandidates(batch, settings.maxCandidates());
    Set<EtalonId> outside = new LinkedHashSet<>();
    later.values().forEach(outside::addAll);
    outside.removeAll(values.keySet());
    records.currentValues(outside).forEach((id, v) -> values.put(id, v.values()));
    Map<EtalonId, Compared> prepared = matching.compared(model, values);
    Set<List<EtalonId>> blocked = merges.blockedAmong(batch);
    Map<EtalonId, List<Found>> review = new LinkedHashMap<>();
    Groups auto = new Groups();
    int matched = 0;
    int compared = 0;
    int capped = 0;
    // The comparisons, on every core: each record's with the later records sharing a key.
    List<Map<EtalonId, Compared>> othersOf = new ArrayList<>(batch.size());
    for (EtalonId r : batch) {
      capped += later.getOrDefault(r, List.of()).size() >= settings.maxCandidates() ? 1 : 0;
      Map<EtalonId, Compared> others = new HashMap<>();
      for (EtalonId c : later.getOrDefault(r, List.of())) {
        if (values.containsKey(c)
            && !blocked.contains(Clusters.before(r, c) ? List.of(r, c) : List.of(c, r))) {
          others.put(c, prepared.get(c));
        }
      }
      compared += others.size();
      othersOf.add(others);
    }
    List<List<Found>> founds =
        IntStream.range(0, batch.size())
            .parallel()
            .mapToObj(
                i -> RecordMatching.compare(model, prepared.get(batch.get(i)), othersOf.get(i)))
            .toList();
    for (int i = 0; i < batch.size(); i++) {
      EtalonId r = batch.get(i);
      List<Found> found = founds.get(i);
      matched += (int) found.stream().map(Found::other).distinct().count();
      for (Found f : found) {
        if (f.action() == MatchAction.AUTO_MERGE) {
          auto.join(r, f.other());
        } else {
          review.computeIfAbsent(r, k -> new ArrayList<>()).add(f);
        }
      }
    }
    Set<EtalonId> merged = merge(model.entityName(), auto, userName);
    Map<EtalonId, List<Found>> placed = new LinkedHashMap<>();
    review.forEach(
        (r, list) -> {
          List<Found> kept = list.stream().filter(f -> !merged.contains(f.other())).toList();
          if (!merged.contains(r) && !kept.isEmpty()) {
            placed.put(r, kept);
          }
        });
    clusters.placeAll(model.entityName(), placed, now);
    return new Outcome(matched, merged.size(), compared, capped);
  }

  /** Merges each group into its oldest record; the losers. */
  private Set<EtalonId> merge(String entityName, Groups groups, String userName) {
    if (groups.isEmpty()) {
      return Set.of();
    }
    Map<EtalonId, RecordService.CurrentValues> current = records.currentValues(groups.members());
    Set<EtalonId> losers = new LinkedHashSet<>();
    for (Set<EtalonId> group : groups.all()) {
      Map<EtalonId, RecordService.CurrentValues> active = new HashMap<>();
      group.stream().filter(current::containsKey).forEach(id -> active.put(id, current.get(id)));
      if (active.size() < 2) {
        continue;
      }
      EtalonId winner = Groups.oldest(active);
      List<EtalonId> out = active.keySet().stream().filter(id -> !id.equals(winner)).toList();
      merges.merge(
          new MergeRequests.Merge(entityName, winner, out), RecordMatching.engine(userName));
      losers.addAll(out);
    }
    return losers;
  }
}
