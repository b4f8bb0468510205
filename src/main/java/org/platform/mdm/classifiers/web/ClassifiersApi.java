package org.platform.mdm.classifiers.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The classifiers REST module's documentation group (the spec's module {@code
 * com.platform.mdm.rest.v1.classifiers}): {@code /api/v1/classifiers/api-docs}.
 */
@Configuration(proxyBeanMethods = false)
class ClassifiersApi {

  static final ApiModule MODULE =
      new ApiModule(
          "classifiers",
          "/api/v1/classifiers",
          "Classifiers",
          "Category trees records are classified by. A classifier has versions (one of them the"
              + " default) and each version a tree of nodes: at most 10 levels, at most 30"
              + " attributes per node, an attribute marked inheritable is inherited by every node"
              + " below. Classifiers change only through drafts: classifier-model (the classifier"
              + " and the registers and reference sets it is assigned to; a new classifier gets"
              + " version v1 with a root node named after it) and classifier-version (a new"
              + " version starts as a copy of the default version's tree) and classifier-node (a"
              + " node added, changed, renamed, moved or removed with everything below it). Trees"
              + " are read a level at a time, each node with its child count; nodes are searched"
              + " by name, code or display name; a classifier is exported as one JSON document.");

  @Bean
  ApiModule classifiersApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi classifiersApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
