package org.platform.mdm.core.web;

import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The core REST module's documentation group, served at {@code /api/v2/core/api-docs}. */
@Configuration(proxyBeanMethods = false)
class CoreApi {

  static final ApiModule MODULE =
      new ApiModule("core", "/api/v2/core", "Core: authentication, users, roles, parameters");

  @Bean
  ApiModule coreApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi coreApiGroup() {
    return MODULE.toGroup();
  }
}
