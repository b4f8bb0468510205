package org.platform.mdm.core.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The identity-provider REST module's documentation group: {@code /api/v1/oauth2/api-docs}. */
@Configuration(proxyBeanMethods = false)
class OAuth2Api {

  static final ApiModule MODULE =
      new ApiModule(
          "oauth2",
          "/api/v1/oauth2",
          "Identity providers (OAuth 2.0 / OpenID Connect)",
          "The OpenID Connect providers users sign in with"
              + " (`GET /api/v2/core/authentication/login?source=oauth2`). Each is found by its"
              + " issuer's discovery document; the platform is its client (authorization code"
              + " with PKCE, the ID token's signature, issuer, audience and nonce checked). A"
              + " user signed in becomes an external user (source `oauth2:<registrationId>`),"
              + " created at its first sign-in, its name, full name and e-mail from its claims"
              + " and its roles from the values of its groups claim at every sign-in. The client"
              + " secret is written only: it is stored encrypted with the platform key (unless"
              + " encryption is off, which `secretEncrypted` tells) and must be entered again"
              + " after the key changes (`secretReadable` false).");

  @Bean
  ApiModule oauth2ApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi oauth2ApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
