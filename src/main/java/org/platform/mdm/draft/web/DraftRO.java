package org.platform.mdm.draft.web;

import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.draft.DraftView;

/** A draft on the wire, with the spec's field names; {@code version} is beyond the spec. */
record DraftRO(
    @NotNull String type,
    String subjectId,
    String description,
    @NotNull String owner,
    String ownerFullName,
    @NotNull String createdBy,
    String updatedBy,
    long draftId,
    Long parentDraftId,
    int editionsCount,
    @NotNull OffsetDateTime createDate,
    OffsetDateTime updateDate,
    List<String> tags,
    @NotNull String state,
    long version) {

  /** Unknown owners show their user name as full name, so a list never shows a blank owner. */
  static DraftRO of(DraftView d, Map<String, String> fullNames) {
    return new DraftRO(
        d.type(),
        d.subjectId(),
        d.description(),
        d.owner(),
        fullNames.getOrDefault(d.owner(), d.owner()),
        d.createdBy(),
        d.updatedBy(),
        d.draftId().value(),
        d.parentDraftId() == null ? null : d.parentDraftId().value(),
        d.editionsCount(),
        d.createDate(),
        d.updateDate(),
        d.tags(),
        d.state().name(),
        d.version());
  }
}
