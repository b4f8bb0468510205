package org.platform.mdm.data;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.merge.MergeRepository;
import org.platform.mdm.data.merge.MergeWork;
import org.platform.mdm.data.record.RecordContributions;
import org.platform.mdm.data.record.RecordRuns;
import org.platform.mdm.meta.SourceSystemDef;
import org.platform.mdm.system.Pipelines;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.interceptor.TransactionAspectSupport;

/** Merges records into one and takes origins out again; each operation all-or-nothing. */
@Service
public class RecordMerges {

  private final Pipelines pipelines;
  private final MergeRepository merges;
  private final RecordService records;
  private final RecordContributions contributions;
  private final RecordRuns runs;
  private final Clock clock;

  RecordMerges(
      Pipelines pipelines,
      MergeRepository merges,
      RecordService records,
      RecordContributions contributions,
      RecordRuns runs,
      Clock clock) {
    this.runs = runs;
    this.pipelines = pipelines;
    this.merges = merges;
    this.records = records;
    this.contributions = contributions;
    this.clock = clock;
  }

  /** What a merge did: the winner, its keys now, and the records merged into it. */
  public record MergeResult(
      EtalonId winner, List<EtalonView.ExternalKeyView> externalKeys, List<EtalonId> merged) {}

  /** What an unmerge did: the record left and the record the origins went to. */
  public record UnmergeResult(
      EtalonId etalonId,
      List<EtalonView.ExternalKeyView> externalKeys,
      EtalonId detached,
      boolean created,
      List<EtalonView.ExternalKeyView> detachedKeys) {}

  @Transactional
  public MergeResult merge(MergeRequests.Merge request, PlatformUser user) {
    MergeWork ctx = MergeWork.merge(request, user, now());
    pipelines.get(RecordPipelineIds.MERGE, MergeWork.class).run(ctx);
    if (request.picked()) {
      keep(request, ctx.winner(), user);
    }
    return new MergeResult(ctx.winner(), records.keys(ctx.winner()), ctx.losers());
  }

  /**
   * The golden record a merge would make, with every source's value (the merge's picks among them):
   * the merge is done, read and rolled back, with the rights and checks of the merge itself.
   */
  @Transactional
  public ContributionsView preview(MergeRequests.Merge request, PlatformUser user) {
    MergeResult merged = merge(request, user);
    ContributionsView view = contributions.at(merged.winner(), null, user);
    TransactionAspectSupport.currentTransactionStatus().setRollbackOnly();
    return view;
  }

  /**
   * The steward's picks become overrides of the merged record, in the merge's transaction: written
   * as the platform's source, so that a pick the merge computes anyway changes nothing.
   */
  private void keep(MergeRequests.Merge request, EtalonId winner, PlatformUser user) {
    String key = records.platformKey(winner);
    try {
      // in the merge's transaction: a retry of the write could not save a rolled-back merge
      runs.upsertOnce(
          RecordWrite.values(
              request.entityName(), key, SourceSystemDef.PLATFORM, winner, request.picks()),
          user);
    } catch (PlatformException e) {
      // said of the picks, not of a write the steward never sent
      throw new PlatformException(
          e.problems().stream()
              .map(
                  p ->
                      p.source() != null && p.source().startsWith("attributes")
                          ? new Problem(
                              p.code(),
                              "picks" + p.source().substring("attributes".length()),
                              p.params(),
                              p.nested())
                          : p)
              .toList());
    }
  }

  @Transactional
  public UnmergeResult unmerge(MergeRequests.Unmerge request, PlatformUser user) {
    MergeWork ctx = MergeWork.unmerge(request, user, now());
    pipelines.get(RecordPipelineIds.UNMERGE, MergeWork.class).run(ctx);
    return new UnmergeResult(
        ctx.winner(),
        records.keys(ctx.winner()),
        ctx.detached(),
        ctx.detachedCreated(),
        records.keys(ctx.detached()));
  }

  /** Whether an unmerge asked never to merge these two records again. */
  @Transactional(readOnly = true)
  public boolean blocked(EtalonId a, EtalonId b) {
    return blockedWith(a, List.of(b)).contains(b);
  }

  /** Those of {@code others} an unmerge or a rejection asked never to merge with {@code one}. */
  @Transactional(readOnly = true)
  public java.util.Set<EtalonId> blockedWith(EtalonId one, java.util.Collection<EtalonId> others) {
    java.util.Set<EtalonId> blocked = new java.util.HashSet<>();
    if (!others.isEmpty()) {
      for (List<EtalonId> pair : merges.blockedAmong(List.of(one))) {
        EtalonId other = pair.get(0).equals(one) ? pair.get(1) : pair.get(0);
        if (others.contains(other)) {
          blocked.add(other);
        }
      }
    }
    return blocked;
  }

  /** The blocked pairs among some records, each as its two etalon ids in PostgreSQL's order. */
  @Transactional(readOnly = true)
  public java.util.Set<List<EtalonId>> blockedAmong(java.util.Collection<EtalonId> etalonIds) {
    return merges.blockedAmong(etalonIds);
  }

  /** Keeps two records from being merged or matched again (a steward rejected the pair). */
  @Transactional
  public void block(EtalonId a, EtalonId b, PlatformUser user) {
    merges.block(a, b, OffsetDateTime.now(clock), user.userName());
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
