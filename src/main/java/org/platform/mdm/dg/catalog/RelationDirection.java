package org.platform.mdm.dg.catalog;

/** Which links of an asset: those starting at it, those ending at it, or both. */
public enum RelationDirection {
  OUTGOING,
  INCOMING,
  BOTH
}
