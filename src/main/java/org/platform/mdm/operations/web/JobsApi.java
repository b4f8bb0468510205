package org.platform.mdm.operations.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The background operations' documentation group: {@code /api/v2/core/jobs/api-docs}. */
@Configuration(proxyBeanMethods = false)
class JobsApi {

  static final ApiModule MODULE =
      new ApiModule(
          "jobs",
          "/api/v2/core/jobs",
          "Background operations",
          "Long work (re-indexing, exports, archiving old revisions …) as operations an"
              + " administrator defines: an operation type (`descriptors`: its parameters, their"
              + " types and layouts, and selectors, the values a parameter may take as the"
              + " server knows them now), a name, a cron schedule (Quartz's syntax; one firing"
              + " every second or minute is refused unless `skipCronWarnings`), tags and"
              + " parameter values, every problem listed at once. A value a selector does not"
              + " offer answers `JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER` with one `nested`"
              + " problem per value. An enabled operation with a schedule runs on it (once in a"
              + " cluster); `executions/start` runs it now, and an operation may start after"
              + " another's run ends (`startAfter`). A run works in steps of committed blocks:"
              + " its status, progress, rate and time left are read while it goes, its steps"
              + " with their failed items too; it stops between blocks when asked, and a failed"
              + " or stopped run is restarted from its last committed block (the run of a node"
              + " that dies is taken over by another). Definitions are searched, exported and"
              + " imported. Needs the right `DATA_OPERATIONS_MANAGEMENT`.");

  @Bean
  ApiModule jobsApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi jobsApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
