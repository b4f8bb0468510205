package org.platform.mdm.dp.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The user libraries' documentation group: {@code /api/v2/core/libraries/api-docs}. */
@Configuration(proxyBeanMethods = false)
class LibrariesApi {

  static final String ROOT = "/api/v2/core/libraries";

  static final ApiModule MODULE =
      new ApiModule(
          "libraries",
          ROOT,
          "Libraries",
          "Code packages users upload to extend the platform: jar files (`JAR_FILE`), each kept"
              + " in every version uploaded. A jar's obfuscation functions (classes implementing"
              + " `org.platform.mdm.dp.ObfuscationFunction`, named in"
              + " `META-INF/services/org.platform.mdm.dp.ObfuscationFunction`) are offered by"
              + " `/api/v2/core/obfuscation-functions/suggest` under the library's name and"
              + " version. An upload is checked by loading the jar in a class loader of its own,"
              + " which sees Java and the obfuscation interface only; a jar whose functions"
              + " cannot be made is refused with the reason. Uploaded code runs in the server:"
              + " only administrators of the data model may upload it"
              + " (`ADMIN_DATA_MANAGEMENT`).");

  @Bean
  ApiModule librariesApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi librariesApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
