package org.platform.mdm.workflow.task;

/** A change of a task's status that validators may veto. */
public enum TaskChange {
  CLAIM,
  UNCLAIM,
  ASSIGN,
  COMPLETE
}
