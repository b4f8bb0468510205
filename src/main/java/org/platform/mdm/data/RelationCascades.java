package org.platform.mdm.data;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.core.Right;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.RelationDef;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;

/**
 * What a record's delete, restore and physical delete do to its links. A logically deleted record's
 * links stay but are not in force (reads see both ends' status); the records it CONTAINS are
 * deleted with it and restored with it; a physical delete removes its links and, physically too,
 * the records it contains.
 */
@Component
class RelationCascades {

  static final String DELETE_CASCADE = "DELETE_CASCADE";
  static final String RESTORE_CASCADE = "RESTORE_CASCADE";

  private final RelationRepository relations;
  private final RecordRepository records;
  private final EntityModels entities;
  private final LargeObjects largeObjects;

  RelationCascades(
      RelationRepository relations,
      RecordRepository records,
      EntityModels entities,
      LargeObjects largeObjects) {
    this.largeObjects = largeObjects;
    this.relations = relations;
    this.records = records;
    this.entities = entities;
  }

  /** Logically deletes the active records the deleted one contains, and theirs, and so on. */
  void delete(RecordContext ctx) {
    cascade(
        ctx, ctx.etalonId, RecordStatus.ACTIVE, RecordStatus.INACTIVE, DELETE_CASCADE, seen(ctx));
  }

  /** Restores the contained records that were deleted because their owner was. */
  void restore(RecordContext ctx) {
    cascade(
        ctx, ctx.etalonId, RecordStatus.INACTIVE, RecordStatus.ACTIVE, RESTORE_CASCADE, seen(ctx));
  }

  /** Removes the record, its links and the records it contains, physically. */
  void wipe(RecordContext ctx) {
    wipe(ctx, ctx.etalonId, ctx.entity.name(), seen(ctx));
  }

  private void wipe(RecordContext ctx, EtalonId etalonId, String entityName, Set<EtalonId> seen) {
    for (EtalonId contained : relations.contained(etalonId, containsNames(entityName))) {
      if (!seen.add(contained)) {
        continue;
      }
      Optional<RecordRepository.EtalonRow> etalon = records.lockEtalon(contained);
      if (etalon.isPresent()) {
        require(ctx, etalon.get().entityName());
        wipe(ctx, contained, etalon.get().entityName(), seen);
      }
    }
    relations.wipe(etalonId);
    largeObjects.deleteOf(etalonId.value());
    records.wipe(etalonId);
  }

  private void cascade(
      RecordContext ctx,
      EtalonId owner,
      RecordStatus from,
      RecordStatus to,
      String operation,
      Set<EtalonId> seen) {
    String ownerEntity =
        owner.equals(ctx.etalonId)
            ? ctx.entity.name()
            : records.findEtalon(owner).map(RecordRepository.EtalonRow::entityName).orElse(null);
    if (ownerEntity == null) {
      return;
    }
    for (EtalonId contained : relations.contained(owner, containsNames(ownerEntity))) {
      if (!seen.add(contained)) {
        continue;
      }
      Optional<RecordRepository.EtalonRow> etalon = records.lockEtalon(contained);
      if (etalon.isEmpty()
          || etalon.get().status() != from
          || (to == RecordStatus.ACTIVE && !deletedByCascade(contained))) {
        continue;
      }
      String entityName = etalon.get().entityName();
      require(ctx, entityName);
      records.changeStatus(contained, to, operation, ctx.now(), ctx.user().userName());
      Optional<EntityModel> entity = entities.of(entities.published(), entityName);
      if (entity.isPresent()) {
        records.replaceTimeline(
            contained,
            entityName,
            entity.get().codeAttribute(),
            TimelineCalculator.compute(
                entity.get().rule(), to, records.history(contained).origins()));
      }
      cascade(ctx, contained, from, to, operation, seen);
    }
  }

  /** Whether the record's last status change was a delete by its owner's. */
  private boolean deletedByCascade(EtalonId etalonId) {
    return DELETE_CASCADE.equals(records.lastStatusOperation(etalonId).orElse(null));
  }

  /** The CONTAINS relations starting at an entity. */
  private List<String> containsNames(String entityName) {
    DataModel model = entities.published().model();
    return model.relations().stream()
        .filter(r -> "CONTAINS".equals(r.type()) && r.from().equals(entityName))
        .map(RelationDef::name)
        .toList();
  }

  private static Set<EtalonId> seen(RecordContext ctx) {
    Set<EtalonId> seen = new HashSet<>();
    seen.add(ctx.etalonId);
    return seen;
  }

  private static void require(RecordContext ctx, String entityName) {
    if (!ctx.user().can(entityName, Right.DELETE)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED, ctx.user().userName(), Right.DELETE.name(), entityName);
    }
  }
}
