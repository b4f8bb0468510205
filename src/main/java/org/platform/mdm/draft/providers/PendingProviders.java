package org.platform.mdm.draft.providers;

import java.util.List;
import org.platform.mdm.draft.DraftProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The spec's providers whose modules do not exist yet. Each moves to its own module, with a real
 * publication, when that module is built; the ids and tag names are the spec's.
 */
@Configuration(proxyBeanMethods = false)
class PendingProviders {

  @Bean
  DraftProvider workflowModelDraftProvider() {
    return new UnavailableDraftProvider("workflow-model", List.of());
  }
}
