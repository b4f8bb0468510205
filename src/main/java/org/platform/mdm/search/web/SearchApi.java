package org.platform.mdm.search.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The search REST module's documentation group: {@code /api/v2/search/api-docs}. */
@Configuration(proxyBeanMethods = false)
class SearchApi {

  static final ApiModule MODULE =
      new ApiModule(
          "search",
          "/api/v2/search",
          "Search",
          "Finds the golden records of a register or reference set by attribute conditions (a tree"
              + " of `and`, `or`, `not` and leaves), by text (English and Russian stemming, accents"
              + " ignored, Latin and Cyrillic finding each other) and fuzzily, at any validity"
              + " date, with facets and paging. A record is findable as soon as its write returns."
              + " The index is rebuilt in the background after model changes; the rebuilds and"
              + " their progress are listed here too. Every operator and the answer are described"
              + " in docs/search.md of the project.");

  @Bean
  ApiModule searchApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi searchApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
