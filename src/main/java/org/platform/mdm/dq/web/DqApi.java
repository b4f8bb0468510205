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
          "Checks and enriches records by rules. A quality function takes values on named, typed"
              + " input ports and answers on output ports; the platform ships system functions"
              + " (the date-in-range check ПроверкаДатыВДиапазоне among them: text, number and"
              + " date checks, text changes, logic). A rule applies a function to a register's"
              + " attributes, to validate (an error with message, severity and category where"
              + " the function answers no) or to enrich (its outputs written into attributes);"
              + " rule sets are assigned to registers and reference sets in quality-model"
              + " drafts. The functions can be listed with their ports and called on values, to"
              + " try one out before a rule uses it.");

  @Bean
  ApiModule dqApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi dqApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
