package org.platform.mdm.dg.history;

import java.util.List;

/** A page of an asset's history, newest first, with how many events matched in all. */
public record AssetHistoryPage(long total, List<AssetHistoryItem> items) {

  public AssetHistoryPage {
    items = List.copyOf(items);
  }
}
