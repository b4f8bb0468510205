package org.platform.mdm.matching.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The matching REST module's documentation group: {@code /api/v2/matching/api-docs}. */
@Configuration(proxyBeanMethods = false)
class MatchingApi {

  static final ApiModule MODULE =
      new ApiModule(
          "matching",
          "/api/v2/matching",
          "Matching",
          "Finds records of one register that describe the same object. A matching model per"
              + " register holds sets of rules; a rule is either a list of comparisons that must all"
              + " hold (EXACT, NORMALIZED, FUZZY, JARO_WINKLER, EDIT_DISTANCE, PHONETIC,"
              + " DATE_WITHIN, DATE_SWAPPED, NUMBER_WITHIN, SAME_LOOKUP) or a weighted score of the"
              + " evidence of every attribute against two thresholds, and an action: AUTO_MERGE merges the records at once, REVIEW puts"
              + " them into a cluster that a data steward confirms (merges) or rejects. Every"
              + " write is matched in its own transaction; a bulk run matches a whole register.");

  @Bean
  ApiModule matchingApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi matchingApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
