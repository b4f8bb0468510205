package org.platform.mdm.data.relation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.EntityModels;
import org.platform.mdm.data.record.GoldenRecords;
import org.platform.mdm.data.record.MergedRecords;
import org.platform.mdm.data.record.RecordOperations;
import org.platform.mdm.data.record.RecordPipelines;
import org.platform.mdm.data.record.RecordRepository;
import org.platform.mdm.data.record.RecordWork;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.Pipelines;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * What a record's delete, restore and physical delete do to its links. A logically deleted record's
 * links stay but are not in force (reads see both ends' status); the records it CONTAINS are
 * deleted with it and restored with it; a physical delete removes its links and, physically too,
 * the records it contains.
 */
@Component
class RelationCascades {

  private static final String SEEN = RelationCascades.class.getName() + ".seen";

  private final RelationRepository relations;
  private final RecordRepository records;
  private final EntityModels entities;
  private final LargeObjects largeObjects;
  private final Pipelines pipelines;
  private final MergedRecords merges;
  private final GoldenRecords golden;

  RelationCascades(
      RelationRepository relations,
      RecordRepository records,
      EntityModels entities,
      LargeObjects largeObjects,
      GoldenRecords golden,
      MergedRecords merges,
      @Lazy Pipelines pipelines) {
    this.golden = golden;
    this.merges = merges;
    this.pipelines = pipelines;
    this.largeObjects = largeObjects;
    this.relations = relations;
    this.records = records;
    this.entities = entities;
  }

  /**
   * Logically deletes the active records the deleted one contains, each through the delete pipeline
   * (so each is told like any delete, and deletes what it contains in turn).
   */
  void delete(RecordWork ctx) {
    for (RecordRepository.EtalonRow contained : contained(ctx)) {
      if (contained.status() == RecordStatus.ACTIVE) {
        RecordWork child = child(ctx, RecordContext.Operation.DELETE, contained);
        child.cascade = true;
        pipelines.get(RecordPipelines.DELETE, RecordWork.class).run(child);
      }
    }
  }

  /** Restores the contained records that were deleted because their owner was. */
  void restore(RecordWork ctx) {
    for (RecordRepository.EtalonRow contained : contained(ctx)) {
      if (contained.status() == RecordStatus.INACTIVE && deletedByCascade(contained.etalonId())) {
        pipelines
            .get(RecordPipelines.RESTORE, RecordWork.class)
            .run(child(ctx, RecordContext.Operation.RESTORE, contained));
      }
    }
  }

  /**
   * Removes the record, its links and, each through the delete pipeline, the records it contains,
   * physically.
   */
  void wipe(RecordWork ctx) {
    for (RecordRepository.EtalonRow contained : contained(ctx)) {
      RecordWork child = child(ctx, RecordContext.Operation.DELETE, contained);
      child.wipe = true;
      pipelines.get(RecordPipelines.DELETE, RecordWork.class).run(child);
    }
    relations.wipe(ctx.etalonId);
    largeObjects.deleteOf(ctx.etalonId.value());
    merges.wipeMergedInto(ctx.etalonId);
    records.wipe(ctx.etalonId);
    golden.removed(List.of(ctx.etalonId));
  }

  /** The records the operation's record contains that no step of the cascade has met yet. */
  private List<RecordRepository.EtalonRow> contained(RecordWork ctx) {
    Set<EtalonId> seen = seen(ctx);
    List<RecordRepository.EtalonRow> found = new java.util.ArrayList<>();
    for (EtalonId id : relations.contained(ctx.etalonId, containsNames(ctx.entity.name()))) {
      if (seen.add(id)) {
        records.findEtalon(id).ifPresent(found::add);
      }
    }
    return found;
  }

  /** The operation on a contained record, sharing the cascade's moment, user and memory. */
  private static RecordWork child(
      RecordWork ctx, RecordContext.Operation operation, RecordRepository.EtalonRow contained) {
    RecordWork child = new RecordWork(operation, ctx.user(), ctx.now());
    child.locator = RecordLocator.byEtalon(contained.entityName(), contained.etalonId());
    child.putExtra(SEEN, seen(ctx));
    return child;
  }

  /** Whether the record's last status change was a delete by its owner's. */
  private boolean deletedByCascade(EtalonId etalonId) {
    return RecordOperations.DELETE_CASCADE.equals(
        records.lastStatusOperation(etalonId).orElse(null));
  }

  /** The CONTAINS relations starting at an entity. */
  private List<String> containsNames(String entityName) {
    DataModel model = entities.published().model();
    return model.relations().stream()
        .filter(r -> "CONTAINS".equals(r.type()) && r.from().equals(entityName))
        .map(RelationDef::name)
        .toList();
  }

  @SuppressWarnings("unchecked")
  private static Set<EtalonId> seen(RecordWork ctx) {
    Set<EtalonId> seen = (Set<EtalonId>) ctx.extra(SEEN);
    if (seen == null) {
      seen = new HashSet<>();
      seen.add(ctx.etalonId);
      ctx.putExtra(SEEN, seen);
    }
    return seen;
  }
}
