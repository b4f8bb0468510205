package org.platform.mdm.core.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The core REST module's documentation group, served at {@code /api/v2/core/api-docs}. */
@Configuration(proxyBeanMethods = false)
class CoreApi {

  static final ApiModule MODULE =
      new ApiModule(
          "core",
          "/api/v2/core",
          "Core (authentication, users, roles, system parameters)",
          "Log in, and manage who may do what: users, the roles they hold, the rights each role"
              + " grants on each resource (a system resource such as USER_MANAGEMENT, or an"
              + " entity of the data model), and the platform settings that can be changed while"
              + " it runs. Log in with `POST /api/v2/core/authentication/login` and send the token"
              + " as `Authorization: Bearer <token>` on every other call (scripts may use HTTP"
              + " Basic instead, or a Kerberos ticket, `Authorization: Negotiate`, when Kerberos"
              + " sign-on is set up). Every answer carries `details` with `info`, `warning` and"
              + " `error` arrays; a refused request answers 4xx with each problem in"
              + " `details.error` under a stable `code`, in English or Russian by"
              + " `Accept-Language`.");

  @Bean
  ApiModule coreApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi coreApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
