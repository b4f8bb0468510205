package org.platform.mdm.data;

import java.time.OffsetDateTime;
import tools.jackson.databind.JsonNode;

/**
 * One link a record write makes: {@code relations.<relationName>[index]} of the body. The related
 * record is named by its etalon ({@code toEtalonId}) or by one of its keys ({@code toExternalId} +
 * {@code toSourceSystem}).
 *
 * @param validFrom start of the link's validity; with {@code validTo} both null, the link is valid
 *     for the period of the write
 * @param attributes the relation's attribute values as a JSON object, or null
 * @param operationType how the link is written: {@link LinkState#DIRECT} (null means so) or {@link
 *     LinkState#CASCADED} (as a consequence of another write)
 */
public record RelationWrite(
    String relationName,
    int index,
    EtalonId toEtalonId,
    String toExternalId,
    String toSourceSystem,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    JsonNode attributes,
    String operationType) {

  public RelationWrite {
    operationType = operationType == null ? LinkState.DIRECT : operationType;
  }

  /** A link written DIRECT. */
  public RelationWrite(
      String relationName,
      int index,
      EtalonId toEtalonId,
      String toExternalId,
      String toSourceSystem,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      JsonNode attributes) {
    this(
        relationName,
        index,
        toEtalonId,
        toExternalId,
        toSourceSystem,
        validFrom,
        validTo,
        attributes,
        LinkState.DIRECT);
  }

  /** Where the item is in the write's body, for problems. */
  public String path() {
    return "relations." + relationName + "[" + index + "]";
  }
}
