package org.platform.mdm.data;

import java.time.OffsetDateTime;

/**
 * One item of {@code relationsDeletes.<relationName>}: the link to delete, named by its relation
 * etalon ({@code etalonId}), by the related record's etalon ({@code toEtalonId}) or by a key of the
 * related record ({@code toExternalId} + {@code toSourceSystem}), in that priority when several are
 * given. Without {@code validFrom} and {@code validTo} the whole link is deleted, with them only
 * that period.
 */
public record RelationDelete(
    String relationName,
    int index,
    EtalonId etalonId,
    EtalonId toEtalonId,
    String toExternalId,
    String toSourceSystem,
    OffsetDateTime validFrom,
    OffsetDateTime validTo) {

  public String path() {
    return "relationsDeletes." + relationName + "[" + index + "]";
  }

  public boolean named() {
    return etalonId != null
        || toEtalonId != null
        || (toExternalId != null && toSourceSystem != null);
  }

  public boolean periodic() {
    return validFrom != null || validTo != null;
  }
}
