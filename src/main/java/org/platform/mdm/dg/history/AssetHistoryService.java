package org.platform.mdm.dg.history;

import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.system.Pipelines;
import org.springframework.stereotype.Service;

/**
 * An asset's history through the spec's pipeline ({@code org.platform.dg.data[ASSET_HISTORY_START]}
 * … {@code [ASSET_HISTORY_FINISH]}), and the event types it tells.
 */
@Service
public class AssetHistoryService {

  private final Pipelines pipelines;

  AssetHistoryService(Pipelines pipelines) {
    this.pipelines = pipelines;
  }

  /** Every event type of an asset's history. */
  public List<AssetEventType> types() {
    return List.of(AssetEventType.values());
  }

  /**
   * A page of the asset's history, newest first.
   *
   * @throws org.platform.mdm.system.PlatformException 404 when the record is no asset (or none, or
   *     hidden from the user by its security labels), 403 without READ on its asset type
   */
  public AssetHistoryPage history(AssetHistoryQuery query, PlatformUser user) {
    return run(AssetHistoryIds.HISTORY_START, query, user);
  }

  AssetHistoryPage run(String pipelineId, AssetHistoryQuery query, PlatformUser user) {
    return pipelines
        .get(pipelineId, AssetHistoryWork.class)
        .run(new AssetHistoryWork(query, user))
        .page;
  }
}
