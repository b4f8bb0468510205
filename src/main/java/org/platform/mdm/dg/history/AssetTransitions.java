package org.platform.mdm.dg.history;

import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.PipelinePoints;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The spec's {@code [ASSET_DELETE_TRANSITION]} and {@code [ASSET_RESTORE_TRANSITION]}: the
 * transition an asset delete or restore made, as its history tells it. The record history keeps
 * every delete and restore already (the record pipelines write them), so the step records nothing
 * of its own: it answers the transition the operation wrote, in the operation's transaction.
 *
 * <p>The asset delete and restore pipelines (room {@code asset}, which may not use this room) get
 * the points from a {@link PipelinePoints} bean of this room made by {@link #points}, naming their
 * pipeline ids, the segment to run before (their FINISH), their context type and how to read the
 * asset and the user from it and hand the transition back.
 */
@Component
public class AssetTransitions {

  private final RecordService records;

  AssetTransitions(@Lazy RecordService records) {
    this.records = records;
  }

  /** The asset's latest LOGICAL_DELETE; empty when it has none (a wiped asset has no history). */
  public Optional<AssetHistoryItem> deleted(EtalonId asset, PlatformUser user) {
    return latest(asset, AssetEventType.LOGICAL_DELETE, user);
  }

  /** The asset's latest RESTORE (of the whole asset, or of a period). */
  public Optional<AssetHistoryItem> restored(EtalonId asset, PlatformUser user) {
    Optional<AssetHistoryItem> whole = latest(asset, AssetEventType.RESTORE, user);
    Optional<AssetHistoryItem> period = latest(asset, AssetEventType.PERIOD_RESTORE, user);
    if (whole.isEmpty() || period.isEmpty()) {
      return whole.isPresent() ? whole : period;
    }
    return whole.get().seq() > period.get().seq() ? whole : period;
  }

  /**
   * The two points placed into the asset delete and restore pipelines.
   *
   * @param asset the asset the operation changed (null: nothing to tell, the point does nothing)
   * @param told receives the transition the operation made
   */
  public <C> PipelinePoints points(
      Placement delete,
      Placement restore,
      Class<C> contextType,
      Function<C, EtalonId> asset,
      Function<C, PlatformUser> user,
      BiConsumer<C, AssetHistoryItem> told) {
    return PipelinePoints.of(DgErrors.MODULE_ID)
        .point(
            delete.pipelineId(),
            delete.before(),
            AssetHistoryIds.DELETE_TRANSITION_NAME,
            "Tells the asset's delete as its history's transition",
            contextType,
            c -> tell(c, asset, told, id -> deleted(id, user.apply(c))))
        .point(
            restore.pipelineId(),
            restore.before(),
            AssetHistoryIds.RESTORE_TRANSITION_NAME,
            "Tells the asset's restore as its history's transition",
            contextType,
            c -> tell(c, asset, told, id -> restored(id, user.apply(c))));
  }

  /** Where a point goes: the pipeline (its START segment's id) and the segment it runs before. */
  public record Placement(String pipelineId, String before) {}

  private static <C> void tell(
      C c,
      Function<C, EtalonId> asset,
      BiConsumer<C, AssetHistoryItem> told,
      Function<EtalonId, Optional<AssetHistoryItem>> transition) {
    EtalonId id = asset.apply(c);
    if (id != null) {
      transition.apply(id).ifPresent(t -> told.accept(c, t));
    }
  }

  private Optional<AssetHistoryItem> latest(
      EtalonId asset, AssetEventType type, PlatformUser user) {
    List<AssetHistoryItem> items = AssetEvents.of(records.history(asset, user.withFullAccess()));
    for (int i = items.size() - 1; i >= 0; i--) {
      if (items.get(i).eventType() == type) {
        return Optional.of(items.get(i));
      }
    }
    return Optional.empty();
  }
}
