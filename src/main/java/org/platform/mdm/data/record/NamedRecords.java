package org.platform.mdm.data.record;

import java.util.List;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * Finds the record an operation names (by key or by etalon id), checks the user's right on its
 * entity and locks its etalon, or for a read follows a merged record to its winner.
 */
@Component
class NamedRecords {

  /** A merged record read by its etalon id shows its winner; chains longer than this are cut. */
  private static final int MAX_MERGE_HOPS = 100;

  private final RecordRepository records;
  private final EntityModels entities;
  private final MergedRecords merges;
  private final RecordLabelChecks labels;

  NamedRecords(
      RecordRepository records,
      EntityModels entities,
      MergedRecords merges,
      RecordLabelChecks labels) {
    this.labels = labels;
    this.records = records;
    this.entities = entities;
    this.merges = merges;
  }

  /** The entity of a read, delete or restore; unknown → 404 (no such records can exist). */
  EntityModel knownEntity(String entityName) {
    return entities
        .of(entities.published(), entityName)
        .orElseThrow(
            () ->
                new PlatformException(
                    DataErrors.DATA_ENTITY_NOT_FOUND, String.valueOf(entityName)));
  }

  /** Finds the record named by the locator, checks the right and locks its etalon. */
  void lockNamed(RecordWork ctx, Right right) {
    RecordLocator locator = ctx.locator;
    ctx.entity = knownEntity(locator.entityName());
    require(ctx, right);
    EtalonId etalonId = resolve(locator);
    lockExisting(ctx, etalonId);
  }

  void lockExisting(RecordWork ctx, EtalonId etalonId) {
    accept(
        ctx,
        records
            .lockEtalon(etalonId)
            .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId)));
  }

  /** The locked etalon becomes the operation's, when it is of the operation's entity. */
  void accept(RecordWork ctx, RecordRepository.EtalonRow etalon) {
    // Hidden comes first: what else is true of a record the user may not see is not told either.
    requireVisible(ctx, etalon);
    acceptVisible(ctx, etalon);
  }

  /** A record the user's labels hide is refused as unknown, as the operation named it. */
  void requireVisible(RecordWork ctx, RecordRepository.EtalonRow etalon) {
    if (!labels.visible(ctx.user(), etalon.etalonId(), etalon.entityName())) {
      throw unknown(ctx, etalon.etalonId());
    }
  }

  /** {@link #accept} of an etalon already found visible. */
  void acceptVisible(RecordWork ctx, RecordRepository.EtalonRow etalon) {
    EtalonId etalonId = etalon.etalonId();
    if (!etalon.entityName().equals(ctx.entity.name())) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "etalonId",
                  DataErrors.DATA_ETALON_OF_ANOTHER_ENTITY,
                  etalonId,
                  etalon.entityName(),
                  ctx.entity.name())));
    }
    if (etalon.status() == RecordStatus.MERGED) {
      // Its keys went with its origins to the winner; only its etalon id can name it.
      throw new PlatformException(
          List.of(Problem.at("etalonId", DataErrors.DATA_ETALON_MERGED, etalonId)));
    }
    if (etalon.status() == RecordStatus.INACTIVE
        && ctx.operation() == RecordContext.Operation.UPSERT) {
      ctx.warnings.add(Notice.of("etalonId", "data.warning.recordInactive", etalonId));
    }
    ctx.etalonId = etalonId;
    ctx.status = etalon.status();
  }

  private EtalonId resolve(RecordLocator locator) {
    if (locator.byKey()) {
      return key(locator).etalonId();
    }
    RecordRepository.EtalonRow etalon =
        records
            .findEtalon(locator.etalonId())
            .filter(e -> e.entityName().equals(locator.entityName()))
            .orElseThrow(
                () -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, locator.etalonId()));
    return etalon.etalonId();
  }

  /**
   * The etalon a read shows: the one named, or for a merged record the record it was merged into
   * (following that one's later merges), with a note naming both.
   */
  EtalonId readable(RecordWork ctx, RecordLocator locator) {
    if (locator.byKey()) {
      // Keys move with their origins: never to a merged record.
      EtalonId etalonId = key(locator).etalonId();
      if (!labels.visible(ctx.user(), etalonId, locator.entityName())) {
        throw new PlatformException(
            DataErrors.DATA_KEY_NOT_FOUND,
            locator.entityName(),
            locator.sourceSystem(),
            locator.externalId());
      }
      return etalonId;
    }
    EtalonId asked = locator.etalonId();
    RecordRepository.EtalonRow etalon =
        records
            .findEtalon(asked)
            .filter(e -> e.entityName().equals(locator.entityName()))
            .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, asked));
    boolean follow = ctx.read == null || !ctx.read.historic(); // a historic read shows the loser
    for (int hops = 0;
        follow && etalon.status() == RecordStatus.MERGED && hops < MAX_MERGE_HOPS;
        hops++) {
      EtalonId winner =
          merges
              .winnerOf(etalon.etalonId())
              .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, asked));
      etalon =
          records
              .findEtalon(winner)
              .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, asked));
    }
    if (!labels.visible(ctx.user(), etalon.etalonId(), etalon.entityName())) {
      throw new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, asked);
    }
    if (!etalon.etalonId().equals(asked)) {
      ctx.notes.add(Notice.of("etalonId", "data.info.recordMerged", asked, etalon.etalonId()));
    }
    return etalon.etalonId();
  }

  /**
   * A record the user's labels hide, answered as the operation named it: by its key when it named a
   * key, so that the hidden record's etalon id is not told.
   */
  private static PlatformException unknown(RecordWork ctx, EtalonId etalonId) {
    if (ctx.locator != null && ctx.locator.byKey()) {
      return new PlatformException(
          DataErrors.DATA_KEY_NOT_FOUND,
          ctx.locator.entityName(),
          ctx.locator.sourceSystem(),
          ctx.locator.externalId());
    }
    if (ctx.write != null && !etalonId.equals(ctx.write.etalonId())) {
      return new PlatformException(
          DataErrors.DATA_KEY_NOT_FOUND,
          ctx.write.entityName(),
          ctx.write.sourceSystem(),
          ctx.write.externalId());
    }
    return new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId);
  }

  /** After a write: the values written must be within the user's security labels (else 403). */
  void requireAdmitted(RecordWork ctx) {
    labels.requireAdmitted(ctx.user(), ctx.etalonId, ctx.entity.name(), ctx.period);
  }

  /** The key the locator names; unknown → 404. */
  RecordRepository.KeyRow key(RecordLocator locator) {
    return records
        .findKey(locator.entityName(), locator.sourceSystem(), locator.externalId())
        .orElseThrow(
            () ->
                new PlatformException(
                    DataErrors.DATA_KEY_NOT_FOUND,
                    locator.entityName(),
                    locator.sourceSystem(),
                    locator.externalId()));
  }

  /** The user must hold the right on the operation's entity. */
  static void require(RecordWork ctx, Right right) {
    if (!ctx.user().can(ctx.entity.name(), right)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED, ctx.user().userName(), right.name(), ctx.entity.name());
    }
  }
}
