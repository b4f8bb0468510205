package org.platform.mdm.draft;

import java.util.List;
import java.util.Map;

/**
 * How a provider starts a new draft: its first state (CREATED, or RUNNING for a working copy), the
 * subject, the tags, and private variables the provider keeps with the draft (for example the
 * version of the object the draft started from, for the force rule).
 */
public record DraftOpening(
    DraftState state, String subjectId, List<String> tags, Map<String, Object> variables) {

  public DraftOpening {
    tags = List.copyOf(tags);
    variables = Map.copyOf(variables);
  }
}
