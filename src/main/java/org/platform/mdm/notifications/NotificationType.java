package org.platform.mdm.notifications;

/** The spec's notification types. The deprecated ones exist so that consumers can name them. */
public enum NotificationType {
  UPSERT,
  LOGICAL_DELETE,
  PHYSICAL_DELETE,
  /** Deprecated: never sent. */
  DELETE,
  UPDATE_WINNER_MERGE,
  UPDATE_LOSER_MERGE,
  /** No longer sent. */
  MERGE,
  UPDATE_UNMERGE,
  CREATE_UNMERGE,
  /** Deprecated: never sent. */
  UNMERGE
}
