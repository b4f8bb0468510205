package org.platform.mdm.bulk.web;

import java.util.List;
import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.platform.mdm.system.StreamedUploads;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The loads of files' documentation group ({@code /api/v2/core/import-data/api-docs}); their
 * multipart bodies are streamed to disk by the controller, whatever their size.
 */
@Configuration(proxyBeanMethods = false)
class ImportDataApi {

  static final ApiModule MODULE =
      new ApiModule(
          "import-data",
          ImportDataController.PATH,
          "Import data",
          "Load a file of records — an XLSX workbook (a sheet per register and per relation,"
              + " named by its hidden metadata sheet `META` or by its name, as an export of"
              + " `/api/v2/bulk-operations` writes it), a CSV file of one register or NDJSON"
              + " record write bodies — as a background run of the user who sends it, followed"
              + " with `GET /api/v2/bulk-operations/{id}`. A user who may neither create nor"
              + " change the records of a register the file loads, or may not change those its"
              + " links start at, is refused with 403 naming the user.");

  @Bean
  ApiModule importDataApiModule() {
    return MODULE;
  }

  @Bean
  GroupedOpenApi importDataApiGroup(ApiDocs docs) {
    return docs.group(MODULE);
  }

  @Bean
  StreamedUploads importDataUploads() {
    return new StreamedUploads() {
      @Override
      public List<String> paths() {
        return List.of(ImportDataController.PATH);
      }

      @Override
      public List<String> multipartPaths() {
        return List.of(ImportDataController.PATH);
      }
    };
  }
}
