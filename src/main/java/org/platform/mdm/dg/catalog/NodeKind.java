package org.platform.mdm.dg.catalog;

/** What a node of the catalog's tree is. */
public enum NodeKind {
  INFORMATION_SYSTEM,
  BUSINESS_LAYER,
  ASSET
}
