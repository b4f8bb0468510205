package org.platform.mdm.dg.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The data governance REST module's documentation groups: {@code /api/v1/dg/api-docs}, and {@code
 * /api/v1/data/api-docs} for the one endpoint the spec puts outside {@code /dg} (cleaning what a
 * crawler instance loaded).
 */
@Configuration(proxyBeanMethods = false)
class DgApi {

  static final ApiModule MODULE =
      new ApiModule(
          "dg",
          "/api/v1/dg",
          "Data governance",
          "Assets (databases, schemas, tables, views, columns, reports, business terms) as records"
              + " of asset types: registers of the data model with an assetType. Crawlers of"
              + " information systems find assets in real databases; people write the others."
              + " Assets are written, read, deleted and restored through the record pipelines"
              + " (drafts, timelines, history); the catalog pages a node's children, relations"
              + " filter by how a link was written (cascaded) and whether it is deleted"
              + " (includeInactive), lineage follows foreign keys and declared links, and the"
              + " asset history tells what happened to an asset.");

  static final ApiModule CLEAN =
      new ApiModule(
          "data-clean",
          "/api/v1/data",
          "Data cleaning (data governance)",
          "Removes what one crawler instance of an information system loaded: its origins of"
              + " assets and their links. Assets other sources also hold stay, with those sources'"
              + " versions.");

  @Bean
  ApiModule dgApiModule() {
    return MODULE;
  }

  @Bean
  ApiModule dataCleanApiModule() {
    return CLEAN;
  }

  @Bean
  GroupedOpenApi dgApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }

  @Bean
  GroupedOpenApi dataCleanApiGroup(ApiDocs docs) {
    return docs.group(CLEAN);
  }
}
