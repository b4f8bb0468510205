package org.platform.mdm.data.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The documentation groups of the records APIs, served at {@code /api/v2/data/api-docs} and {@code
 * /api/meta-data-driven/v1/api-docs}. They are declared ahead of the record controllers: every
 * controller mapped under either root appears in its group as soon as it exists.
 */
@Configuration(proxyBeanMethods = false)
class DataApiDocs {

  static final ApiModule DATA =
      new ApiModule(
          "data",
          "/api/v2/data",
          "Records (data API v2)",
          "Records of the registers and reference sets the data model defines. Each source"
              + " system's version of an object is an origin, keyed by entity, source system and"
              + " external id; the platform keeps every revision of it and computes the golden"
              + " record (etalon) for every validity period, by the entity's rule. Reads take a"
              + " `timelineDate` (valid time) and a `lastUpdateDate` (as known at that moment)."
              + " Every answer carries `details`; refused requests list their problems in"
              + " `details.error`.");

  static final ApiModule META_DATA_DRIVEN =
      new ApiModule(
          "meta-data-driven",
          "/api/meta-data-driven/v1",
          "Records (meta-data-driven API)",
          "The same records through the meta-data-driven interface of the specification, whose"
              + " operations are addressed by the model's entity names (for example restoring a"
              + " record that was deleted). Every answer carries `details`; refused requests list"
              + " their problems in `details.error`.");

  @Bean
  ApiModule dataApiModule() {
    return DATA;
  }

  @Bean
  GroupedOpenApi dataApiGroup(ApiDocs docs) {
    return docs.group(DATA);
  }

  @Bean
  ApiModule metaDataDrivenApiModule() {
    return META_DATA_DRIVEN;
  }

  @Bean
  GroupedOpenApi metaDataDrivenApiGroup(ApiDocs docs) {
    return docs.group(META_DATA_DRIVEN);
  }
}
