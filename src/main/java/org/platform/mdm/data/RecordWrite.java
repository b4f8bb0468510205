package org.platform.mdm.data;

import java.time.OffsetDateTime;
import tools.jackson.databind.JsonNode;

/**
 * One record write: a source system's version of an object for a validity period.
 *
 * @param validFrom start of validity, inclusive; null = unbounded
 * @param validTo end of validity, inclusive; null = unbounded
 * @param etalonId the etalon to attach a new external key to (or to create with this id)
 * @param attributes the attribute values as a JSON object
 * @param parent the code of the parent record (hierarchical reference sets only)
 */
public record RecordWrite(
    String entityName,
    String externalId,
    String sourceSystem,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    EtalonId etalonId,
    JsonNode attributes,
    String parent) {}
