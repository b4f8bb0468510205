package org.platform.mdm.dg.history;

/**
 * The kinds of events of an asset's history, each a transition the asset went through. Their names
 * and descriptions to show are texts of the message bundles ({@link #nameKey}, {@link
 * #descriptionKey}).
 */
public enum AssetEventType {
  /** The asset's first write. */
  CREATE,
  /** A source wrote again for a period the asset had: the attributes that changed. */
  UPDATE,
  /** A source wrote for a validity period the asset had not had yet. */
  PERIOD_ADD,
  /** A validity period of one source deleted. */
  PERIOD_DELETE,
  /** A deleted validity period of one source restored. */
  PERIOD_RESTORE,
  /** The whole asset deleted logically. */
  LOGICAL_DELETE,
  /** The logically deleted asset restored. */
  RESTORE,
  /** A link from the asset written. */
  RELATION_ADD,
  /** A link from the asset deleted, for a period or whole. */
  RELATION_DELETE,
  /** Another asset merged into this one. */
  MERGE,
  /** This asset merged into another. */
  MERGE_LOSER,
  /** Sources left the asset for another record, or came back from one. */
  UNMERGE;

  public String nameKey() {
    return "dg.history.event." + name();
  }

  public String descriptionKey() {
    return nameKey() + ".description";
  }
}
