package org.platform.mdm.draft.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The draft service's documentation group, served at {@code /api/v2/draft/api-docs}. */
@Configuration(proxyBeanMethods = false)
class DraftApi {

  static final ApiModule MODULE =
      new ApiModule(
          "draft",
          "/api/v2/draft",
          "Drafts (draft service)",
          "Edit anything as a draft and publish it later. A draft has a type (listed by"
              + " `GET /types`: the data model, records, and the types later modules bring), an"
              + " owner, tags and a state (`GET /states`); each save of its content is a new"
              + " edition, kept. `POST /drafts` searches, `/upsert` creates a draft or changes its"
              + " description, owner and tags, `/publish` applies the latest edition to the real"
              + " object with its children's (in dependency order: records before the links between"
              + " them, all in one transaction), `/remove` removes the drafts"
              + " matching a filter. Every draft has a `version`: send it back on upsert and"
              + " publish to get 409 instead of overwriting a change made meanwhile. Every answer"
              + " carries `details`; refused requests list their problems in `details.error`.");

  @Bean
  ApiModule draftApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi draftApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
