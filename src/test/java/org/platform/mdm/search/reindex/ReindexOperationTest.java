package org.platform.mdm.search.reindex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.search.SearchTestSupport;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The re-index operation ({@code reindexDataJob}) rebuilds lost search documents of the entities
 * chosen, a step per entity, block by block; its selector offers the published model's entities.
 */
class ReindexOperationTest extends SearchTestSupport {

  @Autowired JdbcClient jdbc;

  @Test
  void reindexingRebuildsTheDocumentsOfTheEntitiesChosenOnly() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String lost = aRegister(admin, "BVT", attribute("city", "String"));
    String other = aRegister(admin, "BVT", attribute("city", "String"));
    for (int i = 0; i < 23; i++) {
      written(admin, aRecord(lost, erp, "R" + i).with("city", "Berlin"));
    }
    written(admin, aRecord(other, erp, "O1").with("city", "Berlin"));
    JsonNode descriptor =
        admin.get(Jobs.JOBS + "/descriptors/reindexDataJob").json().path("descriptor");
    assertThat(descriptor.path("parameters").get(0).path("selector").findValuesAsString("value"))
        .contains(lost, other);

    jdbc.sql("delete from search_documents where entity_name in (?, ?)")
        .params(lost, other)
        .update();
    assertThat(found(admin, lost, leaf("city", "EQ", "Berlin"))).isEmpty();

    JsonNode run =
        Jobs.run(admin, "reindexDataJob", Map.of("reindexTypes", List.of(lost), "blockSize", 5));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("processed").asLong()).isEqualTo(23);
    JsonNode steps = Jobs.steps(admin, run.path("id").asLong());
    assertThat(steps.findValuesAsString("name")).containsExactly("reindex " + lost);
    assertThat(found(admin, lost, leaf("city", "EQ", "Berlin"))).hasSize(23);
    assertThat(found(admin, other, leaf("city", "EQ", "Berlin")))
        .as("an entity not chosen is left as it is")
        .isEmpty();

    Api.Response unknown =
        Jobs.tryDefine(admin, "reindexDataJob", Map.of("reindexTypes", List.of("NoSuchEntity")));
    assertThat(unknown.status()).isEqualTo(400);
    assertThat(unknown.errorCodes()).containsExactly("JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER");
  }
}
