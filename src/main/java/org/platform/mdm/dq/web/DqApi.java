package org.platform.mdm.dq.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The data quality REST module's documentation group: {@code /api/v2/dq/api-docs}. */
@Configuration(proxyBeanMethods = false)
class DqApi {

  static final ApiModule MODULE =
      new ApiModule(
          "dq",
          "/api/v2/dq",
          "Data quality",
          "Checks and enriches records. A quality model holds rules (a function applied to"
              + " attributes: validating ones raise errors with a severity, RED refusing the"
              + " write; enriching ones write values as a source system of their own) and rule"
              + " sets mapping the rules' ports onto a register's attributes; registers and"
              + " reference sets run the sets assigned to them. The model is edited in"
              + " quality-model drafts.");

  @Bean
  ApiModule dqApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi dqApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
