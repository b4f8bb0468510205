package org.platform.mdm.data.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.SystemLibrary;
import org.platform.mdm.dp.library.FunctionSettings;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import tools.jackson.databind.JsonNode;

/**
 * Classifications depersonalized in place with an archive store: the values of the classification
 * revisions the archive took are rewritten there too, each its function's result for the original,
 * so the archive and the history (which reads them back) hold no original.
 */
class ArchivedClassificationDepersonalizationTest extends ArchiveApiTest {

  private static final String CLASSIFIERS = "/api/v1/classifiers";
  private static final String P = ArchiveSettings.CLASSIFIERS.prefix();

  @Test
  void inPlaceTheArchivedClassificationValuesAreRewrittenToo() throws Exception {
    Api admin = admin();
    String register = aRegister(admin, "BVT", attribute("name", "String"));
    String source = aSource(admin, "dpc", 1);
    String classifier = entityName("Clsf");
    Map<String, Object> model = new LinkedHashMap<>();
    model.put("name", classifier);
    model.put("displayName", classifier);
    model.put("assignments", List.of(register));
    ok(admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", model)));
    Map<String, Object> owner = new LinkedHashMap<>();
    owner.put("name", "owner");
    owner.put("type", "String");
    owner.put("inheritable", true);
    owner.put("confidential", true);
    owner.put("obfuscationFunction", Map.of("name", "KeyedHash", "parameters", Map.of()));
    Map<String, Object> node = new LinkedHashMap<>();
    node.put("classifierName", classifier);
    node.put("versionName", "v1");
    node.put("name", "a");
    node.put("parentName", classifier);
    node.put("code", "01");
    node.put("displayName", "a");
    node.put(
        "attributes",
        List.of(owner, Map.of("name", "colour", "type", "String", "inheritable", true)));
    ok(admin.post(CLASSIFIERS + "/nodes/save", Map.of("classifierNode", node)));
    String key = "k-" + UUID.randomUUID();
    String etalonId =
        written(admin, aRecord(register, source, key).with("name", key))
            .path("etalonId")
            .asString();
    List<String> originals = List.of("Secret-" + UUID.randomUUID(), "Secret-" + UUID.randomUUID());
    for (String original : originals) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("entityName", register);
      body.put("externalId", key);
      body.put("sourceSystem", source);
      body.put(
          "classifications",
          Map.of(
              classifier,
              List.of(
                  Map.of(
                      "nodeCode", "01", "attributes", Map.of("owner", original, "colour", "c")))));
      ok(admin.post(CLASSIFIERS + "/classifications", body));
    }
    setting(admin, P + "truncate", "false");
    setting(admin, P + "max.revisions", "0");
    setting(admin, P + "disabled", "false");
    try {
      JsonNode archiving =
          Jobs.ended(
              admin,
              Jobs.start(
                  admin,
                  ArchiveTestSupport.definition(admin, ArchiveSchedule.CLASSIFIERS_NAME)
                      .path("id")
                      .asLong()));
      assertThat(archiving.path("status").asString())
          .as(archiving.toString())
          .isEqualTo("COMPLETED");
    } finally {
      setting(admin, P + "truncate", null);
      setting(admin, P + "max.revisions", null);
      setting(admin, P + "disabled", null);
    }
    assertThat(archived(etalonId)).as("the hidden revision's values").contains(originals.get(0));

    String keyName = unique("k");
    JsonNode run =
        Jobs.run(
            admin,
            "dpClassifiersJob",
            Map.of("classifierNames", List.of(classifier), "inPlace", true, "keyName", keyName));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");

    byte[] secret =
        hot.sql("select secret from dp_keys where name = ?")
            .param(keyName)
            .query(byte[].class)
            .single();
    String archived = archived(etalonId);
    Api.Response history = admin.get("/api/v2/data/records/" + etalonId + "/history");
    assertThat(history.status()).as(history.toString()).isEqualTo(200);
    for (String original : originals) {
      assertThat(archived + history.text()).as(original).doesNotContain(original);
    }
    assertThat(archived)
        .as("the archived value is its function's result, once; the rest kept")
        .contains(hash(secret, originals.get(0)))
        .contains("\"c\"");
  }

  /** The values the archive holds of the record's classification revisions. */
  private String archived(String etalonId) {
    List<Long> seqs =
        hot.sql(
                "select seq from classification_revisions where archived"
                    + " and record_etalon_id = ?::uuid")
            .param(etalonId)
            .query(Long.class)
            .list();
    return String.join(
        " ",
        ArchiveTestSupport.archiveDb()
            .sql("select data::text from archived_classification_values where seq = any(?)")
            .param(seqs.toArray(Long[]::new))
            .query(String.class)
            .list());
  }

  private static String hash(byte[] key, String value) {
    ObfuscationFunction function =
        SystemLibrary.functions().stream()
            .filter(f -> f.name().equals("KeyedHash"))
            .findFirst()
            .orElseThrow();
    return (String)
        function
            .prepare(
                new ObfuscationContext(
                    SimpleDataType.STRING,
                    key,
                    FunctionSettings.values(function, SimpleDataType.STRING, Map.of()),
                    null))
            .obfuscate(value);
  }

  private static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }
}
