package org.platform.mdm.data;

import java.util.List;
import java.util.UUID;

/** An origin with every revision it has (in any order). A MERGED origin contributes nothing. */
record OriginHistory(
    UUID originId,
    String sourceSystem,
    String externalId,
    RecordStatus status,
    List<OriginRevision> revisions) {

  OriginHistory {
    revisions = List.copyOf(revisions);
  }
}
