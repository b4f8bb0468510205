package org.platform.mdm.operations;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * A step of a run as it stands, with its first failed items.
 *
 * @param status STARTED, COMPLETED, STOPPED or FAILED
 */
public record StepView(
    long id,
    String name,
    String status,
    OffsetDateTime startTime,
    OffsetDateTime endTime,
    Long total,
    long processed,
    long failedItems,
    String checkpoint,
    String exitMessage,
    List<Failure> failures) {

  /** An item a step could not handle. */
  public record Failure(String item, String reason, OffsetDateTime at) {}
}
