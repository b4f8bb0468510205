package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.UUID;

/**
 * One item of {@code classificationsDeletes.<classifierName>}: the record's classification to
 * delete in that classifier; in a classifier that allows several nodes per record, the one of the
 * node named by {@code nodeId} or {@code nodeCode} (every one when neither is given). Without
 * {@code validFrom} and {@code validTo} the whole classification is deleted, with them only that
 * period.
 */
public record ClassificationDelete(
    String classifierName,
    int index,
    UUID nodeId,
    String nodeCode,
    OffsetDateTime validFrom,
    OffsetDateTime validTo) {

  public String path() {
    return "classificationsDeletes." + classifierName + "[" + index + "]";
  }

  public boolean periodic() {
    return validFrom != null || validTo != null;
  }
}
