package org.platform.mdm.core.file;

import java.time.OffsetDateTime;
import java.util.UUID;

/**
 * A large object's metadata.
 *
 * @param containerId the etalon of the record it is attached to; null while it is not
 * @param entityName the register of that record; null while it is not attached
 */
public record LargeObjectView(
    UUID id,
    String fileName,
    String mimeType,
    long size,
    UUID containerId,
    String entityName,
    String createdBy,
    OffsetDateTime createDate,
    OffsetDateTime updateDate) {}
