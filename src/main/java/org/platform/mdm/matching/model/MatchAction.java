package org.platform.mdm.matching.model;

/** What a rule's match does. */
public enum MatchAction {
  /** The records are merged at once (the record written or matched first wins). */
  AUTO_MERGE,
  /** The records join a cluster for a data steward to confirm or reject. */
  REVIEW
}
