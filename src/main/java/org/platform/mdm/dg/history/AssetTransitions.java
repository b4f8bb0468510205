package org.platform.mdm.dg.history;

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
 * pipelines write them), so nothing is recorded twice: the transition is read back in the
 * operation's transaction.
 */
@Component
public class AssetTransitions {

  private final RecordService records;

  AssetTransitions(@Lazy RecordService records) {
    this.records = records;
  }

  /**
   * The asset's latest LOGICAL_DELETE (or PERIOD_DELETE for a period's delete); empty when it has
   * none (a wiped asset has no history).
   */
  public Optional<AssetHistoryItem> deleted(EtalonId asset, boolean period, PlatformUser user) {
    return latest(
        asset, period ? AssetEventType.PERIOD_DELETE : AssetEventType.LOGICAL_DELETE, user);
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
