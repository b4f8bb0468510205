package org.platform.mdm.data.merge;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.MergeRequests;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.GoldenRecords;
import org.platform.mdm.data.record.RecordLabelChecks;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RevisionRepository;
import org.platform.mdm.data.record.TimelineRepository;
import org.platform.mdm.data.record.TimelineWrites;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * The steps of merges and unmerges. A merge moves the losers' origins (keys and revisions) to the
 * winner, marks the losers MERGED and rebuilds the winner's timeline; it keeps what each loser
 * brought, so an unmerge naming those origins gives the loser back exactly as it was.
 */
@Component
class MergeOperations {

  private final RecordRepository records;
  private final RevisionRepository revisions;
  private final TimelineRepository timelines;
  private final TimelineWrites timelineWrites;
  private final MergeRepository merges;
  private final RecordOperations operations;
  private final GoldenRecords golden;
  private final RelationMerges links;

  private final RecordLabelChecks labels;

  MergeOperations(
      RecordRepository records,
      RevisionRepository revisions,
      TimelineRepository timelines,
      TimelineWrites timelineWrites,
      MergeRepository merges,
      RecordOperations operations,
      GoldenRecords golden,
      RelationMerges links,
      RecordLabelChecks labels) {
    this.labels = labels;
    this.links = links;
    this.records = records;
    this.revisions = revisions;
    this.timelines = timelines;
    this.timelineWrites = timelineWrites;
    this.merges = merges;
    this.operations = operations;
    this.golden = golden;
  }

  // ---- merge

  /** Checks the entity and the right, locks every etalon and checks each may take part. */
  void checkMerge(MergeWork ctx) {
    ctx.entity = operations.knownEntity(ctx.entityName);
    require(ctx);
    List<EtalonId> all = new ArrayList<>();
    all.add(ctx.winner);
    all.addAll(ctx.losers);
    Map<EtalonId, RecordRepository.EtalonRow> locked = lock(ctx, all);
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      String at = i == 0 ? "winnerEtalonId" : "loserEtalonIds[" + (i - 1) + "]";
      check(ctx, locked.get(all.get(i)), all.get(i), at, problems);
    }
    PlatformException.throwIfAny(problems);
  }

  /** Moves each loser's origins to the winner and rebuilds the winner once. */
  void persistMerge(MergeWork ctx) {
    String user = ctx.user().userName();
    for (EtalonId loser : ctx.losers) {
      List<UUID> origins = merges.origins(loser);
      UUID mergeId = UUID.randomUUID();
      merges.moveOrigins(loser, ctx.winner, origins, "MERGE", mergeId, ctx.now(), user);
      ctx.mergeIds.put(loser, mergeId);
      merges.insertMerge(
          mergeId,
          ctx.entity.name(),
          ctx.winner,
          loser,
          ctx.statuses.get(loser),
          origins,
          ctx.now(),
          user);
      timelines.replaceTimeline(loser, ctx.entity.name(), ctx.entity.codeAttribute(), List.of());
      records.changeStatus(loser, RecordStatus.MERGED, "MERGE", ctx.now(), user);
    }
    golden.removed(ctx.losers);
    rebuild(ctx, ctx.winner, ctx.statuses.get(ctx.winner), false);
  }

  /** The losers' links move to the winner, or join the same link of the winner. */
  void persistLinks(MergeWork ctx) {
    ctx.mergeIds.forEach((loser, mergeId) -> links.merge(mergeId, loser, ctx.winner));
  }

  // ---- unmerge

  /**
   * Checks the entity and the right, locks the etalon and finds the origins the keys name; at least
   * one origin must stay.
   */
  void checkUnmerge(MergeWork ctx) {
    ctx.entity = operations.knownEntity(ctx.entityName);
    require(ctx);
    Map<EtalonId, RecordRepository.EtalonRow> locked = lock(ctx, List.of(ctx.winner));
    List<Problem> problems = new ArrayList<>();
    check(ctx, locked.get(ctx.winner), ctx.winner, "etalonId", problems);
    PlatformException.throwIfAny(problems);
    Map<MergeRequests.Key, UUID> own =
        records.keys(ctx.winner).stream()
            .collect(
                Collectors.toMap(
                    k -> new MergeRequests.Key(k.sourceSystem(), k.externalId()),
                    RecordRepository.KeyRow::originId));
    List<UUID> origins = new ArrayList<>();
    for (int i = 0; i < ctx.keys.size(); i++) {
      MergeRequests.Key key = ctx.keys.get(i);
      UUID origin = own.get(key);
      if (origin == null) {
        problems.add(
            Problem.at(
                "externalKeys[" + i + "]",
                DataErrors.DATA_UNMERGE_KEY_NOT_OF_ETALON,
                key.sourceSystem(),
                key.externalId(),
                ctx.winner));
      } else {
        origins.add(origin);
      }
    }
    if (problems.isEmpty() && origins.size() == own.size()) {
      problems.add(Problem.at("externalKeys", DataErrors.DATA_UNMERGE_NOTHING_LEFT, ctx.winner));
    }
    PlatformException.throwIfAny(problems);
    ctx.origins = List.copyOf(origins);
  }

  /**
   * Moves the origins out: back to the loser they came with when they are exactly what a merge in
   * force brought (the loser gets its status back), else to a new etalon. Merges whose origins
   * partly left keep the rest; both timelines are rebuilt.
   */
  void persistUnmerge(MergeWork ctx) {
    String user = ctx.user().userName();
    MergeRepository.MergeRow restored = mergeLeaving(ctx);
    RecordStatus status;
    if (restored != null) {
      ctx.detached = restored.loser();
      ctx.detachedCreated = false;
      status = restored.loserStatus();
      merges.undo(restored.mergeId(), ctx.now(), user);
      records.lockEtalon(ctx.detached);
      records.changeStatus(ctx.detached, status, "UNMERGE", ctx.now(), user);
      links.unmerge(restored.mergeId(), ctx.detached, ctx.now(), user);
    } else {
      ctx.detached = EtalonId.random();
      ctx.detachedCreated = true;
      status = RecordStatus.ACTIVE;
      merges.insertEtalon(ctx.detached, ctx.entity.name(), ctx.now(), user);
    }
    merges.moveOrigins(
        ctx.winner,
        ctx.detached,
        ctx.origins,
        "UNMERGE",
        restored == null ? null : restored.mergeId(),
        ctx.now(),
        user);
    if (ctx.blockFutureMerges) {
      merges.block(ctx.winner, ctx.detached, ctx.now(), user);
    }
    rebuild(ctx, ctx.winner, ctx.statuses.get(ctx.winner), false);
    rebuild(ctx, ctx.detached, status, ctx.detachedCreated);
  }

  // ---- shared

  /** Locks the etalons in id order; unknown ones → 404 naming every one. */
  /**
   * The merge in force that brought exactly the leaving origins (null: none); every other merge
   * whose origins partly leave keeps the rest.
   */
  private MergeRepository.MergeRow mergeLeaving(MergeWork ctx) {
    Set<UUID> leaving = new HashSet<>(ctx.origins);
    MergeRepository.MergeRow restored = null;
    for (MergeRepository.MergeRow m : merges.mergesInto(ctx.winner)) {
      if (restored == null && new HashSet<>(m.origins()).equals(leaving)) {
        restored = m;
      } else if (m.origins().stream().anyMatch(leaving::contains)) {
        // The merge stays in force (its loser still reads as the winner) with what is left.
        Set<UUID> rest = new LinkedHashSet<>(m.origins());
        rest.removeAll(leaving);
        merges.keepOrigins(m.mergeId(), rest);
      }
    }
    return restored;
  }

  private Map<EtalonId, RecordRepository.EtalonRow> lock(MergeWork ctx, List<EtalonId> etalonIds) {
    Map<EtalonId, RecordRepository.EtalonRow> locked =
        merges.lockAll(etalonIds).stream()
            .collect(Collectors.toMap(RecordRepository.EtalonRow::etalonId, Function.identity()));
    List<Problem> missing = new ArrayList<>();
    // A record the user's security labels hide takes part in no merge: it is answered as unknown.
    Set<EtalonId> hidden = labels.hiddenRows(ctx.user(), locked);
    for (EtalonId id : etalonIds) {
      if (!locked.containsKey(id) || hidden.contains(id)) {
        missing.add(Problem.of(DataErrors.DATA_RECORD_NOT_FOUND, id));
      }
    }
    PlatformException.throwIfAny(missing);
    locked.forEach((id, row) -> ctx.statuses.put(id, row.status()));
    return locked;
  }

  /** An etalon takes part when it is of the entity and not merged already. */
  private static void check(
      MergeWork ctx,
      RecordRepository.EtalonRow etalon,
      EtalonId id,
      String at,
      List<Problem> problems) {
    if (!etalon.entityName().equals(ctx.entity.name())) {
      problems.add(
          Problem.at(
              at,
              DataErrors.DATA_ETALON_OF_ANOTHER_ENTITY,
              id,
              etalon.entityName(),
              ctx.entity.name()));
    } else if (etalon.status() == RecordStatus.MERGED) {
      problems.add(Problem.at(at, DataErrors.DATA_ETALON_MERGED, id));
    }
  }

  /** Recomputes an etalon's timeline from its origins, stores it and stamps the etalon. */
  private void rebuild(MergeWork ctx, EtalonId etalonId, RecordStatus status, boolean created) {
    timelineWrites.store(
        ctx.entity, etalonId, status, revisions.history(etalonId).origins(), created);
    records.touchEtalon(etalonId, ctx.now(), ctx.user().userName());
  }

  private static void require(MergeWork ctx) {
    if (!ctx.user().can(ctx.entity.name(), Right.UPDATE)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED,
          ctx.user().userName(),
          Right.UPDATE.name(),
          ctx.entity.name());
    }
  }
}
