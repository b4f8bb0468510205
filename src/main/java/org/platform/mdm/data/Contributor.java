package org.platform.mdm.data;

import java.util.UUID;

/** An origin's revision that is the origin's state over a timeline interval. */
record Contributor(
    UUID originId,
    String sourceSystem,
    String externalId,
    int revision,
    long seq,
    RecordStatus status) {

  boolean active() {
    return status == RecordStatus.ACTIVE;
  }
}
