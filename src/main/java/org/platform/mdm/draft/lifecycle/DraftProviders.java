package org.platform.mdm.draft.lifecycle;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.draft.DraftErrors;
import org.platform.mdm.draft.DraftOperation;
import org.platform.mdm.draft.DraftProvider;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.draft.RequiredRight;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;

/**
 * The registered draft providers by their id (two with one id are refused at start), and the check
 * that a user has the right a provider asks for an operation on a draft.
 */
@Component
public class DraftProviders {

  private final Map<String, DraftProvider> providers;

  DraftProviders(List<DraftProvider> providers) {
    this.providers =
        providers.stream()
            .collect(
                Collectors.toMap(
                    DraftProvider::id,
                    p -> p,
                    (a, b) -> {
                      throw new IllegalStateException("Two draft providers with id " + a.id());
                    },
                    LinkedHashMap::new));
  }

  public Collection<DraftProvider> all() {
    return providers.values();
  }

  /** The provider of that type; an unknown type is refused, naming the known ones. */
  public DraftProvider of(String type) {
    DraftProvider provider = providers.get(type);
    if (provider == null) {
      throw new PlatformException(
          DraftErrors.DRAFT_TYPE_UNKNOWN, type, String.join(", ", providers.keySet()));
    }
    return provider;
  }

  /** Refuses the operation when the user lacks the right the draft's provider asks for it. */
  public void authorize(
      DraftProvider provider, DraftOperation operation, DraftView draft, PlatformUser user) {
    RequiredRight right = provider.requiredRight(operation, draft);
    if (right != null && !user.can(right.resource(), right.right())) {
      throw new PlatformException(
          DraftErrors.DRAFT_ACCESS_DENIED,
          user.userName(),
          right.right().name(),
          right.resource(),
          operation.name());
    }
  }
}
