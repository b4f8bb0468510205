package org.platform.mdm.meta.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The data model's documentation group, served at {@code /api/v2/meta/api-docs}. */
@Configuration(proxyBeanMethods = false)
class MetaApi {

  static final ApiModule MODULE =
      new ApiModule(
          "meta",
          "/api/v2/meta",
          "Data model (meta API)",
          "The data model: registers, reference sets, enumerations, source systems and"
              + " relations, kept as one JSON document (docs/model-format.md) with an"
              + " increasing revision. Read the published model; save the whole model or one"
              + " element into a `data-model` draft (open one with the draft service, then"
              + " publish it there), or without a `draftId` save and publish in one step;"
              + " validate a model without saving it; export it as a file and import one."
              + " Publishing checks the whole model and refuses it with every problem listed in"
              + " `details.error`.");

  @Bean
  ApiModule metaApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi metaApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
