package org.platform.mdm.draft;

import java.util.List;
import java.util.Map;

/**
 * What an upsert gives a provider: the subject, the provider-specific parameters and the tags the
 * caller gave (already checked to be {@code name:value} with names the provider supports).
 */
public record UpsertInput(String subjectId, Map<String, String> parameters, List<String> tags) {

  public UpsertInput {
    subjectId = subjectId == null ? "" : subjectId;
    parameters = parameters == null ? Map.of() : Map.copyOf(parameters);
    tags = tags == null ? List.of() : List.copyOf(tags);
  }
}
