package org.platform.mdm.data.web;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.JsonSchema;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.data.RecordPayloadContributor;
import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.ApiModule;
import org.springdoc.core.models.GroupedOpenApi;
import org.springframework.beans.factory.ObjectProvider;
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
  GroupedOpenApi dataApiGroup(ApiDocs docs, ObjectProvider<RecordPayloadContributor> contributors) {
    return docs.group(
        DATA, openApi -> payloadSchema(openApi, contributors.orderedStream().toList()));
  }

  /**
   * The atomic get's and historic record's {@code payload}: an object keyed by module id, with the
   * data module's part and each contributing module's under its key, each with its own schema.
   */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static void payloadSchema(OpenAPI openApi, List<RecordPayloadContributor> contributors) {
    if (openApi.getComponents() == null || openApi.getComponents().getSchemas() == null) {
      return;
    }
    Schema answer = openApi.getComponents().getSchemas().get("AtomicResponseRO");
    if (answer == null || answer.getProperties() == null) {
      return;
    }
    JsonSchema payload = new JsonSchema();
    payload.addType("object");
    payload.description(
        "The record as each module sees it, keyed by module id: the data module's keys and golden"
            + " record under `"
            + DataApiController.PAYLOAD_KEY
            + "`, and the part of every other module that contributes one.");
    List<String> keys = new ArrayList<>();
    payload.addProperty(
        DataApiController.PAYLOAD_KEY,
        ApiDocs.schemaOf(openApi, DataApiController.DataPayloadRO.class));
    keys.add(DataApiController.PAYLOAD_KEY);
    for (RecordPayloadContributor contributor : contributors) {
      payload.addProperty(
          contributor.payloadKey(), ApiDocs.schemaOf(openApi, contributor.payloadType()));
      keys.add(contributor.payloadKey());
    }
    payload.required(keys);
    openApi.getComponents().addSchemas("AtomicPayloadRO", payload);
    answer
        .getProperties()
        .put("payload", new JsonSchema().$ref("#/components/schemas/AtomicPayloadRO"));
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
