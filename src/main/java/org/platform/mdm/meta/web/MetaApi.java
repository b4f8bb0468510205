package org.platform.mdm.meta.web;

import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The data model's documentation group, served at {@code /api/v2/meta/api-docs}. */
@Configuration(proxyBeanMethods = false)
class MetaApi {

  static final ApiModule MODULE =
      new ApiModule("meta", "/api/v2/meta", "Data model: read, save into drafts, validate");

  @Bean
  ApiModule metaApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi metaApiGroup() {
    return MODULE.toGroup();
  }
}
