package org.platform.mdm.dg.history;

import org.platform.mdm.core.PlatformUser;
import org.springframework.stereotype.Service;

/**
 * The spec's deprecated asset service of the history ("vistory"): kept for callers of the old name,
 * answering what {@link AssetHistoryService#history} answers through the deprecated pipeline
 * ({@code [ASSET_VISTORY_GET_START]} … {@code [ASSET_VISTORY_GET_FINISH]}).
 */
@Service("dgAssetsVistoryService")
public class AssetsService {

  private final AssetHistoryService history;

  AssetsService(AssetHistoryService history) {
    this.history = history;
  }

  /**
   * The asset's history, as {@link AssetHistoryService#history}.
   *
   * @deprecated replaced by {@link AssetHistoryService#history}
   */
  @Deprecated
  @SuppressWarnings("deprecation")
  public AssetHistoryPage getVistory(AssetHistoryQuery query, PlatformUser user) {
    return history.run(AssetHistoryIds.VISTORY_GET_START, query, user);
  }
}
