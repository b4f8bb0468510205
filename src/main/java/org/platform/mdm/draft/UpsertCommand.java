package org.platform.mdm.draft;

import java.util.List;
import java.util.Map;

/**
 * An upsert as the spec defines it, plus the optional {@code version}: without {@code draftId} it
 * creates a draft, with it it changes that draft (description, owner, tags).
 */
public record UpsertCommand(
    String type,
    String owner,
    String subjectId,
    DraftId draftId,
    DraftId parentDraftId,
    List<String> tags,
    String description,
    Map<String, String> parameters,
    Long version) {}
