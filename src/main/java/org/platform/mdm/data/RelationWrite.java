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
 */
public record RelationWrite(
    String relationName,
    int index,
    EtalonId toEtalonId,
    String toExternalId,
    String toSourceSystem,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    JsonNode attributes) {

  /** Where the item is in the write's body, for problems. */
  public String path() {
    return "relations." + relationName + "[" + index + "]";
  }
}
