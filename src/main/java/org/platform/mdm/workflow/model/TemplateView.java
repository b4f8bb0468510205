package org.platform.mdm.workflow.model;

import java.time.OffsetDateTime;

/**
 * A stored template without its BPMN: who made and last changed it, and its revision (one more at
 * each change, what an upload names to change only the revision it read). A shipped template is the
 * platform's: it cannot be changed or deleted.
 */
public record TemplateView(
    String name,
    String displayName,
    String version,
    String description,
    boolean shipped,
    long revision,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate) {}
