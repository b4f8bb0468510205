package org.platform.mdm.core.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The directory REST module's documentation group: {@code /api/v1/ldap/api-docs}. */
@Configuration(proxyBeanMethods = false)
class LdapApi {

  static final ApiModule MODULE =
      new ApiModule(
          "ldap",
          "/api/v1/ldap",
          "Directory (LDAP and Active Directory)",
          "Connections to the company directory. A user whose name no local user holds logs in"
              + " with its directory password (`POST /api/v2/core/authentication/login`, names"
              + " as `ivan`, `CORP\\\\ivan` or `ivan@corp`); it becomes an external user, created"
              + " at its first login, its full name put together by its domain's"
              + " `adUserNameFormat` and its roles given by its groups at every login. The bind"
              + " password is written only: it is stored encrypted with the platform key (unless"
              + " encryption is off, which `passwordEncrypted` tells) and must be entered again"
              + " after the key changes (`passwordReadable` false).");

  @Bean
  ApiModule ldapApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi ldapApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
