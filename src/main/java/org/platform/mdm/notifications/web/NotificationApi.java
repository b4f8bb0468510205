package org.platform.mdm.notifications.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The notifications REST module's documentation group: {@code /api/v2/notifications/api-docs}. */
@Configuration(proxyBeanMethods = false)
class NotificationApi {

  static final ApiModule MODULE =
      new ApiModule(
          "notifications",
          "/api/v2/notifications",
          "Notifications",
          "Every change of a record (write, restore, logical or physical delete) is told to other"
              + " systems as a notification, written in the same transaction as the change. The"
              + " feed replays them in order from any point within the retention period"
              + " (`com.platform.mdm.notifications.retention`). The body format is described in"
              + " docs/notifications.md of the project.");

  @Bean
  ApiModule notificationsApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi notificationsApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
