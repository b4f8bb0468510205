package org.platform.mdm.draft;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** A draft as other modules and the REST layer see it. */
public record DraftView(
    DraftId draftId,
    DraftId parentDraftId,
    String type,
    String subjectId,
    String owner,
    String description,
    List<String> tags,
    DraftState state,
    Map<String, Object> variables,
    String createdBy,
    OffsetDateTime createDate,
    int editionsCount,
    String updatedBy,
    OffsetDateTime updateDate,
    long version) {

  public DraftView {
    tags = List.copyOf(tags);
    variables = Map.copyOf(variables);
  }

  /** The value of the first tag with that name, or null. */
  public String tag(String name) {
    String prefix = name + ":";
    return tags.stream()
        .filter(t -> t.startsWith(prefix))
        .map(t -> t.substring(prefix.length()))
        .findFirst()
        .orElse(null);
  }
}
