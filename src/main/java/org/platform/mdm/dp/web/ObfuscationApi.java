package org.platform.mdm.dp.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The obfuscation functions' documentation group: {@code
 * /api/v2/core/obfuscation-functions/api-docs}.
 */
@Configuration(proxyBeanMethods = false)
class ObfuscationApi {

  static final String ROOT = "/api/v2/core/obfuscation-functions";

  static final ApiModule MODULE =
      new ApiModule(
          "obfuscation-functions",
          ROOT,
          "Obfuscation functions",
          "The functions depersonalization replaces a confidential attribute's values with, so"
              + " that developers and testers may see a copy of the data. A function replaces a"
              + " value deterministically under the run's secret key (the same value gives the"
              + " same result, of the same type, so that joins and duplicates survive) and"
              + " supports some simple data types. Functions live in libraries: the platform's"
              + " own, `system`, whose version is the platform's, holds a mask, a keyed hash, a"
              + " shuffle within the column, a random value in a range, a fixed value, a date"
              + " shift, and made-up first, last and full names and e-mail addresses in English"
              + " and Russian (in Cyrillic for a Cyrillic value); users' jar files uploaded to"
              + " `/api/v2/core/libraries` add more. `suggest` answers what a"
              + " library offers for each simple type asked for.");

  @Bean
  ApiModule obfuscationApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi obfuscationApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
