package org.platform.mdm.profile.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The profiles' documentation group: {@code /api/v2/core/profiles/api-docs}. */
@Configuration(proxyBeanMethods = false)
class ProfilesApi {

  static final String ROOT = "/api/v2/core/profiles";

  static final ApiModule MODULE =
      new ApiModule(
          "profiles",
          ROOT,
          "Profiles",
          "What is in the data, attribute by attribute: the profiles that the background"
              + " operations `profileDataJob` (registers and reference sets) and"
              + " `profileClassifiersJob` (how records spread over a classifier's nodes) keep,"
              + " one per entity (and classifier) and run, defined and started at"
              + " `/api/v2/core/jobs`. A profile reads the golden records valid at a date and"
              + " tells, per first-level attribute: records with a value and their share,"
              + " distinct values, min, max and mean of numbers, dates, times and timestamps,"
              + " lengths of text, the most frequent values and shapes of text (letters `A`/`a`,"
              + " digits `9`) with their counts, and a histogram of at most 20 buckets, ready"
              + " for charts. Two runs are compared by reading both profiles. Reading a profile"
              + " needs READ on its register or reference set, and no security label hiding a"
              + " record of it from the reader.");

  @Bean
  ApiModule profilesApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi profilesApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
