package org.platform.mdm.matching.record;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.MergeRequests;
import org.platform.mdm.data.RecordMerges;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.matching.MatchingSettings;
import org.platform.mdm.matching.clusters.Clusters;
import org.platform.mdm.matching.clusters.Found;
import org.platform.mdm.matching.clusters.Groups;
import org.platform.mdm.matching.clusters.Labels;
import org.platform.mdm.matching.clusters.Unclustered;
import org.platform.mdm.matching.model.BlockingKeys;
import org.platform.mdm.matching.model.Compared;
import org.platform.mdm.matching.model.MatchAction;
import org.platform.mdm.matching.model.MatchSet;
import org.platform.mdm.matching.model.MatchingModel;
import org.platform.mdm.matching.model.MatchingModels;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Matches records: keeps each record's blocking keys as its golden record changes, and compares a
 * written record with the records sharing a key, merging at once what an AUTO_MERGE rule matched
 * (the oldest record wins) and placing REVIEW matches into clusters.
 */
@Component
public class RecordMatching {

  private final MatchingModels models;
  private final MatchingKeysRepository keys;
  private final RecordService records;
  private final RecordMerges merges;
  private final Clusters clusters;
  private final MatchingSettings settings;
  private final Labels labels;

  public RecordMatching(
      MatchingModels models,
      MatchingKeysRepository keys,
      @Lazy RecordService records,
      @Lazy RecordMerges merges,
      Clusters clusters,
      MatchingSettings settings,
      Labels labels) {
    this.labels = labels;
    this.models = models;
    this.keys = keys;
    this.records = records;
    this.merges = merges;
    this.clusters = clusters;
    this.settings = settings;
  }

  /** Stored golden records: their keys follow their values now; inactive ones leave clusters. */
  public void keep(List<GoldenRecord> stored, OffsetDateTime now) {
    Map<String, MatchingModel> all = models.all();
    List<EtalonId> ids = new ArrayList<>();
    Set<EtalonId> created = new HashSet<>();
    Map<EtalonId, Set<Long>> blocks = new HashMap<>();
    for (GoldenRecord g : stored) {
      MatchingModel model = all.get(g.entityName());
      if (model == null) {
        continue;
      }
      ids.add(g.etalonId());
      if (g.created()) {
        created.add(g.etalonId());
      }
      Optional<Map<String, JsonNode>> values = valuesAt(g, now);
      if (values.isPresent()) {
        Set<Long> keys = BlockingKeys.of(model, values.get());
        blocks.put(g.etalonId(), keys);
        if (stored.size() == 1) {
          Written.keep(g.etalonId(), g.created(), values.get(), keys);
        }
      } else if (!g.created()) {
        clusters.forget(g.etalonId());
      }
    }
    keys.replace(ids, blocks, created);
  }

  /** Physically deleted (or merged away) records leave keys and clusters. */
  void removed(Collection<EtalonId> etalonIds) {
    keys.delete(etalonIds);
    etalonIds.forEach(clusters::forget);
    labels.forgetWiped(etalonIds);
  }

  /** Matches a written record with the records sharing its keys, in the write's transaction. */
  void match(String entityName, EtalonId etalonId, PlatformUser user, OffsetDateTime now) {
    Optional<MatchingModel> model = models.of(entityName);
    if (model.isEmpty() || !settings.realtime()) {
      return;
    }
    // The values and keys the store of this transaction computed, else read them.
    Written written = Written.of(etalonId);
    Map<String, JsonNode> values;
    Set<Long> blocks;
    if (written != null) {
      values = written.values();
      blocks = written.keys();
    } else {
      RecordService.CurrentValues read = records.currentValues(List.of(etalonId)).get(etalonId);
      values = read == null ? null : read.values();
      blocks = values == null ? Set.of() : BlockingKeys.of(model.get(), values);
    }
    if (written == null || !written.created()) {
      clusters.forget(etalonId); // its matches are found again below
    }
    if (values == null) {
      return;
    }
    // Two records written at once would each look for the other before it committed and neither
    // would find it: the entity's matches are made one write at a time (to the end of the write).
    clusters.lockEntity(entityName);
    List<EtalonId> candidates = keys.candidates(etalonId, blocks, settings.maxCandidates());
    if (candidates.isEmpty()) {
      return;
    }
    Map<EtalonId, RecordService.CurrentValues> others = records.currentValues(candidates);
    Supplier<RecordService.CurrentValues> current =
        () ->
            written != null && written.created()
                ? new RecordService.CurrentValues(now, values)
                : records.currentValues(List.of(etalonId)).get(etalonId);
    act(
        model.get(),
        entityName,
        etalonId,
        values,
        current,
        others,
        user,
        now,
        Unclustered.unknown());
  }

  /**
   * Merges a record's AUTO_MERGE matches among {@code others} and places its REVIEW matches in
   * clusters; answers whether records were merged.
   */
  private boolean act(
      MatchingModel model,
      String entityName,
      EtalonId etalonId,
      Map<String, JsonNode> values,
      Supplier<RecordService.CurrentValues> current,
      Map<EtalonId, RecordService.CurrentValues> others,
      PlatformUser user,
      OffsetDateTime now,
      Unclustered unclustered) {
    Map<EtalonId, Map<String, JsonNode>> all = new LinkedHashMap<>();
    all.put(etalonId, values);
    others.forEach((id, v) -> all.put(id, v.values()));
    Map<EtalonId, Compared> compared = compared(model, all);
    List<Found> matches = compare(model, compared.remove(etalonId), compared);
    if (matches.isEmpty()) {
      return false;
    }
    Set<EtalonId> blocked =
        merges.blockedWith(etalonId, matches.stream().map(Found::other).toList());
    List<Found> found = matches.stream().filter(f -> !blocked.contains(f.other())).toList();
    if (found.isEmpty()) {
      return false;
    }
    Set<EtalonId> merged = autoMerge(entityName, etalonId, current.get(), others, found, user);
    if (merged.contains(etalonId)) {
      return true; // merged into an older record: that one holds its sources now
    }
    List<Found> review =
        found.stream()
            .filter(f -> f.action() == MatchAction.REVIEW && !merged.contains(f.other()))
            .toList();
    // A merge matches its winner again, which may place it: what was known before is not now.
    clusters.place(
        entityName, etalonId, review, now, merged.isEmpty() ? unclustered : Unclustered.unknown());
    return !merged.isEmpty();
  }

  /**
   * Matches the records a batch of writes stored, in order, as {@link #match} would one by one. A
   * record that shares no key with another record cannot match: it only leaves the clusters it was
   * in. What the others need (their values, candidates and the candidates' values, which are in
   * clusters) is read once for the batch, and again for the records after a merge, which changes
   * them.
   */
  void matchAll(Map<EtalonId, String> written, PlatformUser user, OffsetDateTime now) {
    if (!settings.realtime()) {
      return;
    }
    Map<String, MatchingModel> all = models.all();
    List<EtalonId> modelled = new ArrayList<>();
    written.forEach(
        (id, entity) -> {
          if (all.containsKey(entity)) {
            modelled.add(id);
          }
        });
    if (modelled.isEmpty()) {
      return;
    }
    // A record with no candidate shares no key with another record.
    Map<EtalonId, List<EtalonId>> candidates =
        keys.candidatesOf(modelled, settings.maxCandidates());
    Set<EtalonId> alone = new LinkedHashSet<>(modelled);
    alone.removeAll(candidates.keySet());
    List<EtalonId> matched = modelled.stream().filter(candidates::containsKey).toList();
    // The entities' locks before anything is read about clusters (what is read stays true while
    // they are held), taken in name order so that two batches cannot wait for each other.
    matched.stream().map(written::get).distinct().sorted().forEach(clusters::lockEntity);
    clusters.held(alone).forEach(clusters::forget);
    BatchReads reads = null;
    for (int i = 0; i < matched.size(); i++) {
      if (reads == null) {
        List<EtalonId> rest = matched.subList(i, matched.size());
        reads = read(rest, i == 0 ? candidates : keys.candidatesOf(rest, settings.maxCandidates()));
      }
      EtalonId id = matched.get(i);
      String entity = written.get(id);
      if (match(all.get(entity), entity, id, reads, user, now)) {
        reads = null;
      }
    }
  }

  /**
   * What matching a batch's records reads: their values now (active records only), each one's
   * candidates, which of them clusters held before the batch's matching (a record an earlier one
   * placed since is placed again by its own match, with the same pairs), and which of them and
   * their candidates no cluster holds.
   */
  private record BatchReads(
      Map<EtalonId, RecordService.CurrentValues> values,
      Map<EtalonId, List<EtalonId>> candidates,
      Set<EtalonId> held,
      Unclustered unclustered) {}

  private BatchReads read(List<EtalonId> ids, Map<EtalonId, List<EtalonId>> candidates) {
    Set<EtalonId> wanted = new LinkedHashSet<>(ids);
    candidates.values().forEach(wanted::addAll);
    Set<EtalonId> heldAll = clusters.held(wanted);
    Set<EtalonId> held = new HashSet<>(ids);
    held.retainAll(heldAll);
    return new BatchReads(
        records.currentValues(wanted), candidates, held, Unclustered.of(wanted, heldAll));
  }

  /** {@link #match} of one record of a batch from the batch's reads; whether it merged records. */
  private boolean match(
      MatchingModel model,
      String entityName,
      EtalonId etalonId,
      BatchReads reads,
      PlatformUser user,
      OffsetDateTime now) {
    if (reads.held().contains(etalonId)) {
      clusters.forget(etalonId); // its matches are found again below
    }
    RecordService.CurrentValues current = reads.values().get(etalonId);
    if (current == null) {
      return false;
    }
    clusters.lockEntity(entityName);
    Map<EtalonId, RecordService.CurrentValues> others = new LinkedHashMap<>();
    for (EtalonId candidate : reads.candidates().getOrDefault(etalonId, List.of())) {
      RecordService.CurrentValues values = reads.values().get(candidate);
      if (values != null) {
        others.put(candidate, values);
      }
    }
    if (others.isEmpty()) {
      return false;
    }
    return act(
        model,
        entityName,
        etalonId,
        current.values(),
        () -> current,
        others,
        user,
        now,
        reads.unclustered());
  }

  /** Every set's first holding rule for each candidate. */
  public static List<Found> compare(
      MatchingModel model, Compared record, Map<EtalonId, Compared> others) {
    List<Found> found = new ArrayList<>();
    others.forEach(
        (other, v) -> {
          for (MatchSet set : model.sets()) {
            MatchSet.Match m = set.match(record, v);
            if (m != null) {
              found.add(new Found(other, m));
            }
          }
        });
    return found;
  }

  /**
   * Records as matching compares them: with the source systems of their origins when a rule of the
   * model links only records of different sources.
   */
  public Map<EtalonId, Compared> compared(
      MatchingModel model, Map<EtalonId, Map<String, JsonNode>> values) {
    Map<EtalonId, List<EtalonView.ExternalKeyView>> keys =
        Compared.needsSources(model) ? records.keys(values.keySet()) : null;
    Map<EtalonId, Compared> compared = new LinkedHashMap<>();
    values.forEach(
        (id, v) -> {
          Set<String> sources = null;
          if (keys != null) {
            sources = new HashSet<>();
            for (EtalonView.ExternalKeyView k : keys.getOrDefault(id, List.of())) {
              sources.add(k.sourceSystem());
            }
          }
          compared.put(id, new Compared(v, sources));
        });
    return compared;
  }

  /** Merges the AUTO_MERGE matches with the record into the oldest of them; the losers. */
  private Set<EtalonId> autoMerge(
      String entityName,
      EtalonId etalonId,
      RecordService.CurrentValues current,
      Map<EtalonId, RecordService.CurrentValues> others,
      List<Found> found,
      PlatformUser user) {
    Map<EtalonId, RecordService.CurrentValues> group = new HashMap<>();
    found.stream()
        .filter(f -> f.action() == MatchAction.AUTO_MERGE)
        .forEach(f -> group.put(f.other(), others.get(f.other())));
    if (group.isEmpty()) {
      return Set.of();
    }
    group.put(etalonId, current);
    EtalonId winner = Groups.oldest(group);
    Set<EtalonId> losers = new LinkedHashSet<>(group.keySet());
    losers.remove(winner);
    merges.merge(
        new MergeRequests.Merge(entityName, winner, List.copyOf(losers)), engine(user.userName()));
    return losers;
  }

  /** A user's name with the matching engine's rights: a rule's merge needs no steward. */
  public static PlatformUser engine(String userName) {
    return PlatformUser.acting(userName, userName);
  }

  /** The active golden values at an instant; empty when the record is inactive then. */
  public static Optional<Map<String, JsonNode>> valuesAt(GoldenRecord g, OffsetDateTime at) {
    for (GoldenPeriod p : g.periods()) {
      boolean started = p.from() == null || !p.from().isAfter(at);
      boolean ended = p.to() != null && p.to().isBefore(at);
      if (started && !ended) {
        return p.active() ? Optional.of(p.values()) : Optional.empty();
      }
    }
    return Optional.empty();
  }
}
