package org.platform.mdm.dg.model;

/**
 * How many assets a crawler instance's scans loaded and its cleaning has not removed: asked before
 * the instance is deleted. The asset room, which keeps the asset graph, answers it (the model room
 * is below it and does not read the asset graph's tables).
 */
public interface LoadedAssets {

  /** The asset graph's rows claimed for the crawler instance of the information system. */
  long count(String informationSystem, String crawlerInstance);
}
