package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** An origin of an etalon with every revision it has, oldest first. */
public record OriginView(
    String externalId, String sourceSystem, RecordStatus status, List<RevisionView> revisions) {

  /** One append-only revision of an origin. */
  public record RevisionView(
      int revision,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      RecordStatus status,
      String operationType,
      Map<String, JsonNode> attributes,
      OffsetDateTime createDate,
      String createdBy) {}
}
