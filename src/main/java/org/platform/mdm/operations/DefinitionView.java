package org.platform.mdm.operations;

import java.time.OffsetDateTime;

/** A stored definition with its id, version and audit. */
public record DefinitionView(
    long id,
    JobDefinition definition,
    long version,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate) {}
