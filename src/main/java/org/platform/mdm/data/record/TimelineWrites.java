package org.platform.mdm.data.record;

import java.util.List;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;

/**
 * Appends revisions to an etalon's origins and stores the timeline they make, telling the
 * golden-record listeners; an operation's first change of an existing etalon stamps it.
 */
@Component
public class TimelineWrites {

  private final RecordRepository records;
  private final RevisionRepository revisions;
  private final TimelineRepository timelines;
  private final GoldenRecords golden;

  TimelineWrites(
      RecordRepository records,
      RevisionRepository revisions,
      TimelineRepository timelines,
      GoldenRecords golden) {
    this.records = records;
    this.revisions = revisions;
    this.timelines = timelines;
    this.golden = golden;
  }

  /**
   * Appends a revision; the first change of an existing etalon in the operation also stamps its
   * update date and version (in the same statement).
   */
  void appendRevision(RecordWork ctx, RevisionRepository.NewRevision revision) {
    revisions.insertRevision(ctx.etalonId, revision, ctx.now(), user(ctx), firstTouch(ctx));
  }

  /** Appends a revision, reads the etalon's history with it and stores the new timeline. */
  void appendAndRebuild(RecordWork ctx, RevisionRepository.NewRevision revision) {
    RevisionRepository.EtalonHistory history =
        revisions.appendAndRead(ctx.etalonId, revision, ctx.now(), user(ctx), firstTouch(ctx));
    ctx.keys = history.keys();
    store(ctx, history.origins());
  }

  /**
   * Appends revisions (of one write, in time order) and rebuilds the timeline once, after the last:
   * all but the last are inserted alone, the last with the read of the history.
   */
  void appendAllAndRebuild(RecordWork ctx, List<RevisionRepository.NewRevision> all) {
    all.subList(0, all.size() - 1).forEach(revision -> appendRevision(ctx, revision));
    appendAndRebuild(ctx, all.get(all.size() - 1));
  }

  /** Recomputes the etalon's timeline from all its revisions and stores it. */
  void rebuild(RecordWork ctx) {
    RevisionRepository.EtalonHistory history = revisions.history(ctx.etalonId);
    ctx.keys = history.keys();
    store(ctx, history.origins());
  }

  /** Computes the timeline of these origins and stores it; stamps the etalon if not done yet. */
  private void store(RecordWork ctx, List<OriginHistory> origins) {
    store(ctx.entity, ctx.etalonId, status(ctx), origins, false);
    if (firstTouch(ctx)) {
      records.touchEtalon(ctx.etalonId, ctx.now(), user(ctx));
    }
  }

  /**
   * Computes an etalon's timeline from these origins by the entity's rule, stores it and tells the
   * golden-record listeners (search).
   */
  public void store(
      EntityModel entity,
      EtalonId etalonId,
      RecordStatus status,
      List<OriginHistory> origins,
      boolean created) {
    List<TimelineInterval> timeline = TimelineCalculator.compute(entity.rule(), status, origins);
    timelines.replaceTimeline(etalonId, entity.name(), entity.codeAttribute(), timeline);
    golden.stored(entity.name(), etalonId, timeline, created);
  }

  /** The etalon's status: as locked, created or changed by this operation. */
  RecordStatus status(RecordWork ctx) {
    if (ctx.status != null) {
      return ctx.status;
    }
    return records
        .findEtalon(ctx.etalonId)
        .map(RecordRepository.EtalonRow::status)
        .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, ctx.etalonId));
  }

  /** True the first time in an operation: its first write of the etalon stamps it. */
  private static boolean firstTouch(RecordWork ctx) {
    boolean first = !ctx.touched;
    ctx.touched = true;
    return first;
  }

  private static String user(RecordWork ctx) {
    return ctx.user().userName();
  }
}
