package org.platform.mdm.operations;

import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Map;

/**
 * A run of an operation as it stands.
 *
 * @param status STARTING (waiting for a node), STARTED, STOPPING, STOPPED, COMPLETED or FAILED
 * @param attempts 1, and one more for each restart or take-over after a lost node
 * @param node the Quartz instance that carries it out (or did last)
 * @param scheduledFor the firing of the definition's schedule it answers; null when started
 *     otherwise
 */
public record ExecutionView(
    long id,
    Long definitionId,
    String jobName,
    String status,
    String startedBy,
    Map<String, Object> parameters,
    OffsetDateTime createDate,
    OffsetDateTime startTime,
    OffsetDateTime endTime,
    Long total,
    long processed,
    long failedItems,
    String exitMessage,
    int attempts,
    String node,
    OffsetDateTime scheduledFor) {

  /** Whether it is over. */
  public boolean ended() {
    return status.equals("STOPPED") || status.equals("COMPLETED") || status.equals("FAILED");
  }

  /** Whether it can be restarted: it failed or was stopped. */
  public boolean restartable() {
    return status.equals("FAILED") || status.equals("STOPPED");
  }

  /** Done of all in percent; null while the total is unknown. */
  public Double percent() {
    return total == null || total == 0 ? null : Math.min(100.0, 100.0 * processed / total);
  }

  /** Items a second since the start; null before it, and for an ended run without an end time. */
  public Double rate(OffsetDateTime now) {
    if (startTime == null || (ended() && endTime == null)) {
      return null;
    }
    double seconds =
        Math.max(0.001, Duration.between(startTime, ended() ? endTime : now).toMillis() / 1000.0);
    return processed / seconds;
  }

  /** Seconds left at the rate so far; null when unknown or over. */
  public Long etaSeconds(OffsetDateTime now) {
    Double rate = rate(now);
    if (ended() || total == null || rate == null || rate <= 0) {
      return null;
    }
    return Math.round(Math.max(0, total - processed) / rate);
  }
}
