package org.platform.mdm.dg.history;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordService;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * The transition an asset delete or restore made, as its history tells it (the spec's {@code
 * [ASSET_DELETE_TRANSITION]} and {@code [ASSET_RESTORE_TRANSITION]}, placed by {@link
 * AssetTransitionPoints}). The record history keeps every delete and restore already (the record
 * pipelines write them), so nothing is recorded twice: the one event the operation wrote is read
 * back, alone, in the operation's transaction.
 */
@Component
public class AssetTransitions {

  private final RecordService records;

  AssetTransitions(@Lazy RecordService records) {
    this.records = records;
  }

  /**
   * The asset's LOGICAL_DELETE (or PERIOD_DELETE for a period's delete) made at a moment; empty
   * when it has none (a wiped asset has no history, an origin's inactivation is no such event).
   */
  public Optional<AssetHistoryItem> deleted(
      EtalonId asset, boolean period, OffsetDateTime at, PlatformUser user) {
    return event(asset, period ? "PERIOD_DELETE" : "DELETE", at, user);
  }

  /** The asset's RESTORE (or PERIOD_RESTORE for a period's restore) made at a moment. */
  public Optional<AssetHistoryItem> restored(
      EtalonId asset, boolean period, OffsetDateTime at, PlatformUser user) {
    return event(asset, period ? "PERIOD_RESTORE" : "RESTORE", at, user);
  }

  /** The record history's event as the asset history tells it (without a period's changes). */
  private Optional<AssetHistoryItem> event(
      EtalonId asset, String type, OffsetDateTime at, PlatformUser user) {
    return records
        .eventAt(asset, type, at, user.withFullAccess())
        .flatMap(e -> AssetEvents.of(List.of(e)).stream().findFirst());
  }
}
