package org.platform.mdm.data.record;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Writes an upsert's revision: to the origin of its key, to a new origin of the etalon it names, or
 * as a new record.
 */
@Component
class RecordUpserts {

  private final RecordRepository records;
  private final RecordCreation creation;
  private final NamedRecords named;
  private final TimelineWrites timelines;
  private final GoldenRecords golden;
  private final RevisionRepository revisions;

  RecordUpserts(
      RecordRepository records,
      RecordCreation creation,
      NamedRecords named,
      TimelineWrites timelines,
      GoldenRecords golden,
      RevisionRepository revisions) {
    this.revisions = revisions;
    this.records = records;
    this.creation = creation;
    this.named = named;
    this.timelines = timelines;
    this.golden = golden;
  }

  /**
   * Finds or creates the etalon and origin of the write's key, appends the revision.
   *
   * @throws RecordOperations.RetryableWrite when another transaction created the key or etalon
   *     meanwhile: the caller rolls back and tries again in a new transaction, which then sees it
   */
  void persist(RecordWork ctx) {
    RecordWrite w = ctx.write;
    Optional<Map.Entry<RecordRepository.KeyRow, RecordRepository.EtalonRow>> key =
        records.lockByKey(w.entityName(), w.sourceSystem(), w.externalId());
    UUID originId;
    if (key.isPresent()) {
      EtalonId etalonId = key.get().getKey().etalonId();
      // A hidden owner is answered as an unknown key, before its etalon id could be told.
      named.requireVisible(ctx, key.get().getValue());
      if (w.etalonId() != null && !w.etalonId().equals(etalonId)) {
        throw new PlatformException(
            DataErrors.DATA_KEY_OF_ANOTHER_ETALON,
            w.sourceSystem(),
            w.externalId(),
            etalonId,
            w.etalonId());
      }
      NamedRecords.require(ctx, Right.UPDATE);
      named.acceptVisible(ctx, key.get().getValue());
      originId = key.get().getKey().originId();
    } else if (w.etalonId() != null && records.findEtalon(w.etalonId()).isPresent()) {
      NamedRecords.require(ctx, Right.UPDATE);
      named.lockExisting(ctx, w.etalonId());
      originId = w.overrides() ? null : newOrigin(ctx, w, ctx.etalonId);
    } else {
      create(ctx);
      named.requireAdmitted(ctx);
      return;
    }
    if (w.overrides()) {
      override(ctx, originId);
    } else {
      timelines.appendAndRebuild(
          ctx,
          new RevisionRepository.NewRevision(
              originId, ctx.period, RecordStatus.ACTIVE, RecordOperations.UPSERT, ctx.values));
    }
    named.requireAdmitted(ctx);
  }

  /**
   * A steward's write to a record there is: the platform's origin (made now if the etalon has none
   * under the write's key) takes only what differs from the golden record, piece by piece of the
   * period (see {@link Overrides}); a write that changes nothing writes nothing.
   */
  private void override(RecordWork ctx, UUID originId) {
    RevisionRepository.EtalonHistory history = revisions.history(ctx.etalonId);
    Map<String, JsonNode> written = ctx.written();
    List<Overrides.Piece> pieces =
        Overrides.plan(
            ctx.entity.rule(),
            timelines.status(ctx),
            history.origins(),
            originId,
            ctx.period,
            written,
            ctx.write.followSources());
    if (pieces.isEmpty()) {
      if (originId == null
          && (ctx.write.touchesRelations() || ctx.write.touchesClassifications())) {
        // Links and classifications of the write are written under its key: it is claimed even
        // though no value changed (an origin without revisions contributes nothing, nor is its
        // key among the history's keys).
        newOrigin(ctx, ctx.write, ctx.etalonId);
      }
      ctx.unchanged = !ctx.write.touchesRelations() && !ctx.write.touchesClassifications();
      ctx.keys = history.keys();
      return;
    }
    UUID origin = originId != null ? originId : newOrigin(ctx, ctx.write, ctx.etalonId);
    timelines.appendAllAndRebuild(
        ctx,
        pieces.stream()
            .map(
                p ->
                    new RevisionRepository.NewRevision(
                        origin,
                        p.period(),
                        RecordStatus.ACTIVE,
                        RecordOperations.UPSERT,
                        p.values()))
            .toList());
  }

  /**
   * A new etalon with its one origin and revision: its timeline is computed from the write alone
   * and everything is written in one statement.
   */
  private void create(RecordWork ctx) {
    NamedRecords.require(ctx, Right.CREATE);
    RecordWrite w = ctx.write;
    if (w.overrides()) {
      // a steward's new record: what it leaves out is not there to keep
      PlatformException.throwIfAny(RecordValueRules.missing(ctx.entity.attributes(), ctx.values));
    }
    EtalonId etalonId = w.etalonId() != null ? w.etalonId() : EtalonId.random();
    UUID originId = UUID.randomUUID();
    ctx.etalonId = etalonId;
    ctx.status = RecordStatus.ACTIVE;
    ctx.created = true;
    List<TimelineInterval> timeline = firstTimeline(ctx, originId);
    RecordRepository.KeyRow key =
        new RecordRepository.KeyRow(
            w.entityName(), w.sourceSystem(), w.externalId(), etalonId, originId, etalonId);
    if (!creation.createRecord(
        key, ctx.entity, ctx.period, ctx.values, timeline, ctx.now(), user(ctx))) {
      throw new RecordOperations.RetryableWrite();
    }
    golden.stored(ctx.entity.name(), etalonId, timeline, true);
    ctx.keys = List.of(key);
  }

  /** The timeline of a new record: the one origin's first revision alone. */
  private static List<TimelineInterval> firstTimeline(RecordWork ctx, UUID originId) {
    RecordWrite w = ctx.write;
    // The creation sequence number orders revisions; with one revision it decides nothing.
    OriginRevision revision =
        new OriginRevision(
            originId,
            w.sourceSystem(),
            w.externalId(),
            1,
            0,
            ctx.period,
            RecordStatus.ACTIVE,
            ctx.values);
    return TimelineCalculator.compute(
        ctx.entity.rule(),
        RecordStatus.ACTIVE,
        List.of(
            new OriginHistory(
                originId,
                w.sourceSystem(),
                w.externalId(),
                RecordStatus.ACTIVE,
                List.of(revision))));
  }

  /** Claims the write's key for a new origin of the etalon. */
  private UUID newOrigin(RecordWork ctx, RecordWrite w, EtalonId owner) {
    UUID originId = UUID.randomUUID();
    boolean claimed =
        records.insertKey(
            new RecordRepository.KeyRow(
                w.entityName(), w.sourceSystem(), w.externalId(), ctx.etalonId, originId, owner),
            ctx.now(),
            user(ctx));
    if (!claimed) {
      throw new RecordOperations.RetryableWrite();
    }
    return originId;
  }

  private static String user(RecordWork ctx) {
    return ctx.user().userName();
  }
}
