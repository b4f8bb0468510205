package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import tools.jackson.databind.JsonNode;

/**
 * A depersonalization in place with an archive store: the revisions the archive took are rewritten
 * too, so the origin's history (which reads them back) and the archive itself hold no original.
 */
class ArchivedDepersonalizationTest extends ArchiveApiTest {

  private static final String P = ArchiveTestSupport.PREFIX;

  @Test
  void inPlaceTheArchivedRevisionsAreRewrittenToo() throws Exception {
    Api admin = admin();
    String source = aSource(admin, "dpa", 1);
    Map<String, Object> inn = attribute("inn", "String");
    inn.put("confidential", true);
    inn.put("obfuscationFunction", Map.of("name", "KeyedHash", "parameters", Map.of()));
    String entity = aRegister(admin, "BVR", inn, attribute("note", "String"));
    String externalId = "d-" + UUID.randomUUID();
    List<String> originals = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      String value = "INN-" + UUID.randomUUID().toString().substring(0, 8);
      originals.add(value);
      written(admin, aRecord(entity, source, externalId).with("inn", value).with("note", "n" + i));
    }
    UUID origin =
        hot.sql(
                "select origin_id from external_keys where entity_name = ? and source_system = ?"
                    + " and external_id = ?")
            .params(entity, source, externalId)
            .query(UUID.class)
            .single();
    String etalonId =
        hot.sql("select etalon_id::text from external_keys where origin_id = ?")
            .param(origin)
            .query(String.class)
            .single();
    try {
      setting(admin, P + "max.revisions", "1");
      setting(admin, P + "disabled", "false");
      ArchiveTestSupport.runArchive(admin);
    } finally {
      setting(admin, P + "max.revisions", null);
      setting(admin, P + "disabled", null);
    }
    assertThat(archived(origin)).as("the archive took three revisions").hasSize(3);
    assertThat(String.join(" ", archived(origin))).contains(originals.get(0));

    JsonNode run =
        Jobs.run(
            admin,
            "dpDataJob",
            Map.of("entityNames", List.of(entity), "inPlace", true, "keyName", unique("k")));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");

    List<String> archived = archived(origin);
    assertThat(archived).hasSize(3);
    Api.Response origins = admin.get("/api/v2/data/records/" + etalonId + "/origins");
    assertThat(origins.status()).as(origins.toString()).isEqualTo(200);
    String everything = String.join(" ", archived) + origins.text();
    for (String original : originals) {
      assertThat(everything).as(original).doesNotContain(original);
    }
    assertThat(String.join(" ", archived))
        .as("values that are not confidential are kept")
        .contains("\"n1\"", "\"n2\"", "\"n3\"");
  }

  private static List<String> archived(UUID origin) {
    return ArchiveTestSupport.archiveDb()
        .sql("select data::text from archived_revisions where origin_id = ? order by revision")
        .param(origin)
        .query(String.class)
        .list();
  }
}
