package org.platform.mdm.dg.catalog;

import java.util.List;

/** What an asset search asks: a part of the name, optional types and system, a page. */
public record AssetSearch(
    String text,
    List<String> assetTypes,
    String informationSystem,
    boolean includeInactive,
    int offset,
    int limit) {

  public AssetSearch {
    text = text == null ? "" : text;
    assetTypes = assetTypes == null ? List.of() : List.copyOf(assetTypes);
  }
}
