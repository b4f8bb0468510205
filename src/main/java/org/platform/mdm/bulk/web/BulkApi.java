package org.platform.mdm.bulk.web;

import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The bulk operations' documentation group: {@code /api/v2/bulk-operations/api-docs}. */
@Configuration(proxyBeanMethods = false)
class BulkApi {

  static final ApiModule MODULE =
      new ApiModule(
          "bulk-operations",
          "/api/v2/bulk-operations",
          "Bulk operations",
          "Work on every record a search selects, as a background run of the user who asks:"
              + " export to a spreadsheet (XLSX: a sheet of the records with a title row, the"
              + " column names and their labels, a sheet per relation starting at the register"
              + " with a row per period of each of the records' links, a sheet per classifier"
              + " assigned to it with a row per period of each classification, and a hidden"
              + " metadata sheet `META` naming the register, relation or classifier each sheet"
              + " holds) or to CSV (the"
              + " records alone), delete (logically, or physically with"
              + " `wipe`), re-match or re-index. The selection is a search body of `POST"
              + " /api/v2/search/records`, run with the user's rights and security labels when"
              + " the run begins. A user without the right the operation needs on the records"
              + " (READ to export, DELETE to delete, UPDATE to re-match or re-index) is refused"
              + " with 403 naming the user and the operation. The run is followed here (its"
              + " progress, rate, time left, steps and failed items) by the user who asked, and"
              + " an export's file is downloaded once it is done.");

  @Bean
  ApiModule bulkApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi bulkApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }
}
