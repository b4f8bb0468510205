package org.platform.mdm.data.record;

import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.RecordStatus;
import org.springframework.modulith.NamedInterface;

/** An origin with every revision it has (in any order). A MERGED origin contributes nothing. */
@NamedInterface("timelines")
public record OriginHistory(
    UUID originId,
    String sourceSystem,
    String externalId,
    RecordStatus status,
    List<OriginRevision> revisions) {

  public OriginHistory {
    revisions = List.copyOf(revisions);
  }
}
