package org.platform.mdm.draft;

import java.util.List;
import java.util.Map;
import org.platform.mdm.system.PlatformException;

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

  /**
   * Refuses any parameter: for the providers that take none.
   *
   * @throws PlatformException naming the parameters given and the provider
   */
  public void refuseParameters(String providerId) {
    if (!parameters.isEmpty()) {
      throw new PlatformException(
          DraftErrors.DRAFT_PARAMETER_UNKNOWN, String.join(", ", parameters.keySet()), providerId);
    }
  }
}
