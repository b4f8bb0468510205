package org.platform.mdm.dg.scan;

import java.util.List;
import java.util.Map;

/**
 * An asset of a crawl as the scan writes it: its key, type and values (those its type has), a
 * digest of them, and the links it starts.
 *
 * @param seq its place in the crawl (containers first)
 */
record FoundAsset(
    int seq,
    String externalId,
    String assetType,
    Map<String, Object> attributes,
    String valuesDigest,
    List<PlannedLink> links) {

  FoundAsset {
    attributes = Map.copyOf(attributes);
    links = List.copyOf(links);
  }
}
