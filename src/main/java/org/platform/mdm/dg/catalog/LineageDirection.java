package org.platform.mdm.dg.catalog;

/** Which way lineage goes from an asset: to its sources, to what depends on it, or both. */
public enum LineageDirection {
  UPSTREAM,
  DOWNSTREAM,
  BOTH
}
