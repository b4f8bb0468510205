package org.platform.mdm.data.record;

import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import org.springframework.modulith.NamedInterface;

/** An origin's revision that is the origin's state over a timeline interval. */
@NamedInterface("timelines")
public record Contributor(
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
