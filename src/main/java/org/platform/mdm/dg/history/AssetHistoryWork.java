package org.platform.mdm.dg.history;

import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.HistoryEvent;

/** The working state of an asset history read, passed from segment to segment. */
final class AssetHistoryWork {

  final AssetHistoryQuery query;
  final PlatformUser user;

  /** The asset, once the start found it. */
  EtalonId etalonId;

  /** Its record's history, oldest first ({@code [ASSET_HISTORY]}). */
  List<HistoryEvent> events = List.of();

  /** The asset's events, oldest first ({@code [ASSET_HISTORY_TRANSITIONS]}). */
  List<AssetHistoryItem> items = List.of();

  /** The answer ({@code [ASSET_HISTORY_FINISH]}). */
  AssetHistoryPage page;

  AssetHistoryWork(AssetHistoryQuery query, PlatformUser user) {
    this.query = query;
    this.user = user;
  }
}
