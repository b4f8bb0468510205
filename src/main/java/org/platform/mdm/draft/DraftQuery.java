package org.platform.mdm.draft;

import java.util.List;

/**
 * A filter of drafts: every given field must match (AND); {@code tags} means "has all of these".
 */
public record DraftQuery(
    String type,
    String owner,
    String subjectId,
    DraftId draftId,
    DraftId parentDraftId,
    List<String> tags,
    DraftState state) {

  public DraftQuery {
    tags = tags == null ? List.of() : List.copyOf(tags);
  }

  public static DraftQuery all() {
    return new DraftQuery(null, null, null, null, null, null, null);
  }

  /** True when no field is given. */
  public boolean isEmpty() {
    return type == null
        && owner == null
        && subjectId == null
        && draftId == null
        && parentDraftId == null
        && tags.isEmpty()
        && state == null;
  }
}
