package org.platform.mdm.operations;

/**
 * A chain: the definition is started when a run of another ends with the status.
 *
 * @param status COMPLETED (the other succeeded) or FAILED
 */
public record StartAfter(Long definitionId, String status) {

  static final java.util.List<String> STATUSES = java.util.List.of("COMPLETED", "FAILED");
}
