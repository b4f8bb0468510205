package org.platform.mdm.data;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.merge.MergeRepository;
import org.platform.mdm.data.merge.MergeWork;
import org.platform.mdm.system.Pipelines;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Merges records into one and takes origins out again; each operation all-or-nothing. */
@Service
public class RecordMerges {

  private final Pipelines pipelines;
  private final MergeRepository merges;
  private final RecordService records;
  private final Clock clock;

  RecordMerges(Pipelines pipelines, MergeRepository merges, RecordService records, Clock clock) {
    this.pipelines = pipelines;
    this.merges = merges;
    this.records = records;
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
    return new MergeResult(ctx.winner(), records.keys(ctx.winner()), ctx.losers());
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
