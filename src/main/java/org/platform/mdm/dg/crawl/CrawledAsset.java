package org.platform.mdm.dg.crawl;

import java.util.List;
import java.util.Map;

/**
 * An asset a crawler found.
 *
 * @param path the names from the top container down to this asset ({@code [db, public, orders,
 *     id]}); unique within one crawl, and the same in the next crawl of the same object
 * @param assetType the standard asset type: {@link CrawledTypes}
 * @param attributes the asset's attributes by the standard asset type's attribute names (strings,
 *     numbers, booleans); absent values are left out
 */
public record CrawledAsset(List<String> path, String assetType, Map<String, Object> attributes) {

  public CrawledAsset {
    path = List.copyOf(path);
    attributes = Map.copyOf(attributes);
  }

  /** The asset's own name: the last element of its path. */
  public String name() {
    return path.get(path.size() - 1);
  }

  /** The path of the asset that contains this one; empty for a top asset. */
  public List<String> containerPath() {
    return path.subList(0, path.size() - 1);
  }
}
