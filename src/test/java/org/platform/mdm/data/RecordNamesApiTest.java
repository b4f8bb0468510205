package org.platform.mdm.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * Records named by their register's display format wherever the API shows them: the card, search
 * hits, link lists and the merge preview; a record without those values by its heaviest source's
 * key; a format naming no attribute of its register refused by the model.
 */
class RecordNamesApiTest extends RecordApiTest {

  private static final String FORMAT = "{last} {first} · {born}";

  private String person(Api admin, String register, String source, String id, String... values) {
    RecordWrite write = aRecord(register, source, id);
    String[] names = {"first", "last", "born"};
    for (int i = 0; i < values.length; i++) {
      if (values[i] != null) {
        write.with(names[i], values[i]);
      }
    }
    return written(admin, write).path("etalonId").asString();
  }

  private String aPersonRegister(Api admin) {
    return aNamedRegister(
        admin,
        FORMAT,
        attribute("first", "String"),
        attribute("last", "String"),
        attribute("born", "Date"));
  }

  @Test
  void aRecordIsNamedByItsFormatOnItsCardAndInSearch() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String r = aPersonRegister(admin);
    String ivan = person(admin, r, crm, "C-1", "Ivan", "Petrov", "1980-05-01");
    String anna = person(admin, r, crm, "C-2", "Anna", "Smirnova", null);

    assertThat(read(admin, r, ivan, "").json().path("displayName").asString())
        .isEqualTo("Petrov Ivan · 1980-05-01");
    // A missing value drops out with the separator before it.
    assertThat(read(admin, r, anna, "").json().path("displayName").asString())
        .isEqualTo("Smirnova Anna");

    Api.Response found =
        admin.post(
            "/api/v2/search/records",
            Map.of("entityName", r, "returnAttributes", List.of("first")));
    assertThat(found.status()).as(found.toString()).isEqualTo(200);
    Map<String, String> names = new LinkedHashMap<>();
    found.json().path("hits").forEach(h -> names.put(h.path("etalonId").asString(), name(h)));
    // The name does not depend on which attributes the search returns.
    assertThat(names)
        .containsEntry(ivan, "Petrov Ivan · 1980-05-01")
        .containsEntry(anna, "Smirnova Anna");
  }

  @Test
  void aRecordWithoutTheFormatsValuesIsNamedByItsHeaviestSourcesKey() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String erp = aSource(admin, "erp", 40);
    String r = aPersonRegister(admin);
    String nameless = person(admin, r, erp, "E-7");
    written(admin, aRecord(r, crm, "C-9").field("etalonId", nameless));

    assertThat(read(admin, r, nameless, "").json().path("displayName").asString())
        .isEqualTo(crm + ":C-9");
    JsonNode hits = admin.post("/api/v2/search/records", Map.of("entityName", r)).json();
    assertThat(name(hits.path("hits").get(0))).isEqualTo(crm + ":C-9");
  }

  @Test
  void linksAndTheMergePreviewNameTheirRecords() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 60);
    String r = aPersonRegister(admin);
    String orders = aRegister(admin, "BVT", attribute("number", "String"));
    String placedBy = aRelation(admin, "REFERENCES", orders, r);
    String ivan = person(admin, r, crm, "C-1", "Ivan", "Petrov", "1980-05-01");
    String twin = person(admin, r, crm, "C-2", null, "Petrov", null);
    Map<String, Object> link = new LinkedHashMap<>();
    link.put("toEtalonId", ivan);
    String order =
        written(admin, aRecord(orders, crm, "O-1").with("number", "42").link(placedBy, link))
            .path("etalonId")
            .asString();

    JsonNode links = admin.get("/api/v2/data/records/" + order + "/relations").json();
    assertThat(name(links.path("relations").get(0))).isEqualTo("Petrov Ivan · 1980-05-01");
    JsonNode card = read(admin, orders, order, "relations=true").json();
    assertThat(name(card.path("relations").path(placedBy).get(0)))
        .isEqualTo("Petrov Ivan · 1980-05-01");

    Map<String, Object> merge = new LinkedHashMap<>();
    merge.put("entityName", r);
    merge.put("winnerEtalonId", twin);
    merge.put("loserEtalonIds", List.of(ivan));
    Api.Response preview = admin.post("/api/v2/data/merge/preview", merge);
    assertThat(preview.status()).as(preview.toString()).isEqualTo(200);
    assertThat(name(preview.json().path("record"))).isEqualTo("Petrov Ivan · 1980-05-01");
  }

  @Test
  void aFormatNamingNoAttributeOfItsRegisterIsRefusedAtItsField() {
    Api admin = admin();
    Map<String, Object> entity = new LinkedHashMap<>();
    entity.put("name", entityName("Reg"));
    entity.put("attributes", List.of(attribute("last", "String")));
    entity.put("customProperties", Map.of("display_format", "{last} {middle}"));

    Api.Response r = admin.post(MODEL + "/entities/save", Map.of("entity", entity));

    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    JsonNode error = r.json().path("details").path("error").get(0);
    assertThat(error.path("code").asString()).isEqualTo("META_DISPLAY_FORMAT_ATTRIBUTE_NOT_FOUND");
    assertThat(error.path("source").asString()).endsWith("customProperties.display_format");
    assertThat(error.path("message").asString()).contains("middle");
  }

  @Test
  void aFormatLongerThanALineIsRefusedAtItsFieldWithoutBeingEchoed() {
    Api admin = admin();
    Map<String, Object> entity = new LinkedHashMap<>();
    entity.put("name", entityName("Reg"));
    entity.put("attributes", List.of(attribute("last", "String")));
    entity.put("customProperties", Map.of("display_format", "{last}" + " ·".repeat(100_000)));

    Api.Response r = admin.post(MODEL + "/entities/save", Map.of("entity", entity));

    assertThat(r.status()).isEqualTo(400);
    JsonNode error = r.json().path("details").path("error").get(0);
    assertThat(error.path("code").asString()).isEqualTo("META_DISPLAY_FORMAT_TOO_LONG");
    assertThat(error.path("source").asString()).endsWith("customProperties.display_format");
    assertThat(error.path("message").asString()).contains("500").hasSizeLessThan(200);
  }

  private static String name(JsonNode item) {
    return item.path("displayName").asString();
  }
}
