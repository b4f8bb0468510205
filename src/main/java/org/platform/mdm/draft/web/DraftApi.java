package org.platform.mdm.draft.web;

import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The draft service's documentation group, served at {@code /api/v2/draft/api-docs}. */
@Configuration(proxyBeanMethods = false)
class DraftApi {

  static final ApiModule MODULE =
      new ApiModule("draft", "/api/v2/draft", "Draft service: search, upsert, publish, remove");

  @Bean
  ApiModule draftApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi draftApiGroup() {
    return MODULE.toGroup();
  }
}
