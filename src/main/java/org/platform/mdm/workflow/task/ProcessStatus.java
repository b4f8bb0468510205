package org.platform.mdm.workflow.task;

/** Where a business process is, as its index row says. */
public enum ProcessStatus {
  RUNNING,
  COMPLETED,
  CANCELLED
}
