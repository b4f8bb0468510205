package org.platform.mdm.workflow.task;

/** Where a user task is, as its index row says. */
public enum TaskStatus {
  /** Open and offered to its candidate roles, nobody's yet. */
  AVAILABLE,
  /** Open and someone's. */
  ASSIGNED,
  COMPLETED,
  /** Ended without completion (its process was cancelled or ended otherwise). */
  CANCELLED
}
