package org.platform.mdm.operations;

/**
 * A run ended on this node (after its state was stored): for the modules that tell its user.
 *
 * @param status COMPLETED, STOPPED or FAILED
 * @param startedBy the user who started it; null for a scheduled run
 * @param message the run's remark when it completed, the failure when it failed; may be null
 */
public record RunEnded(
    long executionId, String jobName, String status, String startedBy, String message) {}
