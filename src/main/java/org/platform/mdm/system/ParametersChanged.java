package org.platform.mdm.system;

import java.util.List;

/**
 * Published when run-time values of system parameters changed (after the change's transaction
 * commits): the audit trail keeps them.
 *
 * @param user who changed them
 */
public record ParametersChanged(List<Change> changes, String user) {

  /**
   * One parameter's change.
   *
   * @param value the new value; null when removed (the configured one applies again) and for a
   *     secret, whose value is never told
   */
  public record Change(String name, String value, boolean secret, boolean removed) {}
}
