package org.platform.mdm.data.relation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Links written alone over HTTP ({@code POST /api/v2/data/relations}): no new record version. */
class LinkWritesTest extends RecordApiTest {

  private static final String LINKS = "/api/v2/data/relations";

  private Api admin;
  private String erp;
  private String crm;
  private String customer;
  private String address;
  private String partners;

  @BeforeEach
  void world() {
    admin = admin();
    erp = aSource(admin, "erp", 50);
    crm = aSource(admin, "crm", 40);
    customer = aRegister(admin, "BVT", attribute("name", "String"));
    address = aRegister(admin, "BVT", attribute("street", "String"));
    partners = aRelation(admin, "MANY_TO_MANY", customer, address, attribute("role", "String"));
  }

  private String record(String entity, String externalId) {
    String field = entity.equals(address) ? "street" : "name";
    return written(admin, aRecord(entity, erp, externalId).with(field, externalId))
        .path("etalonId")
        .asString();
  }

  private static Map<String, Object> body(Object... pairs) {
    Map<String, Object> body = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      body.put((String) pairs[i], pairs[i + 1]);
    }
    return body;
  }

  private JsonNode history(String etalonId) {
    Api.Response r = admin.get("/api/v2/data/records/" + etalonId + "/origins");
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  @Test
  void linksWrittenAloneLeaveTheRecordsValuesAndRevisionsAsTheyWere() {
    String c = record(customer, "C-1");
    String home = record(address, "A-1");
    String office = record(address, "A-2");
    JsonNode originsBefore = history(c);
    String updatedBefore = read(admin, customer, c, "").json().path("updateDate").asString();

    Api.Response byKey =
        admin.post(
            LINKS,
            body(
                "entityName",
                customer,
                "externalId",
                "C-1",
                "sourceSystem",
                erp,
                "relations",
                Map.of(
                    partners,
                    List.of(
                        body("toEtalonId", home, "attributes", Map.of("role", "home")),
                        body(
                            "toExternalId", "A-2",
                            "toSourceSystem", erp,
                            "validFrom", "2024-01-01T00:00:00Z")))));
    assertThat(byKey.status()).as(byKey.toString()).isEqualTo(200);
    JsonNode links = byKey.json().path("relations").path(partners);
    assertThat(texts(links, "etalonId")).containsExactlyInAnyOrder(home, office);
    assertThat(byKey.json().path("etalonId").asString()).isEqualTo(c);

    JsonNode read = read(admin, customer, c, "relations=true").json();
    assertThat(read.path("attributes").path("name").asString()).isEqualTo("C-1");
    assertThat(texts(read.path("relations").path(partners), "etalonId"))
        .containsExactlyInAnyOrder(home, office);
    assertThat(history(c)).as("no new revision of the record").isEqualTo(originsBefore);
    assertThat(read.path("updateDate").asString())
        .as("the record changed: its links")
        .isNotEqualTo(updatedBefore);

    Api.Response byEtalon =
        admin.post(
            LINKS,
            body(
                "entityName", customer,
                "etalonId", c,
                "sourceSystem", crm,
                "relationsDeletes", Map.of(partners, List.of(body("toEtalonId", home)))));
    assertThat(byEtalon.status()).as(byEtalon.toString()).isEqualTo(200);
    assertThat(texts(byEtalon.json().path("relations").path(partners), "etalonId"))
        .containsExactly(office);
  }

  @Test
  void aRefusedWriteListsEveryProblemAndWritesNothing() {
    String c = record(customer, "C-2");
    String home = record(address, "A-3");
    Map<String, Object> good = body("toEtalonId", home);
    Map<String, Object> missing =
        body("toEtalonId", "00000000-0000-0000-0000-000000000001", "attributes", Map.of());
    Map<String, Object> badAttribute = body("toEtalonId", home, "attributes", Map.of("nope", 1));
    Api.Response r =
        admin.post(
            LINKS,
            body(
                "entityName",
                customer,
                "etalonId",
                c,
                "sourceSystem",
                erp,
                "relations",
                Map.of(partners, List.of(good, missing, badAttribute))));
    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(r.errorCodes()).contains("DATA_RELATION_TARGET_NOT_FOUND", "DATA_ATTRIBUTE_UNKNOWN");
    assertThat(read(admin, customer, c, "relations=true").json().path("relations").path(partners))
        .as("the good link is not written either")
        .isEmpty();

    Api.Response nothing =
        admin.post(LINKS, body("entityName", customer, "etalonId", c, "sourceSystem", erp));
    assertThat(nothing.status()).isEqualTo(400);
    assertThat(nothing.errorCodes()).containsExactly("DATA_LINKS_NOTHING_TO_WRITE");

    Api.Response noSource =
        admin.post(
            LINKS,
            body("entityName", customer, "etalonId", c, "relations", Map.of(partners, List.of())));
    assertThat(noSource.status()).isEqualTo(400);
    assertThat(noSource.errorCodes()).contains("DATA_FIELD_REQUIRED");

    Api.Response unknownSource =
        admin.post(
            LINKS,
            body(
                "entityName",
                customer,
                "etalonId",
                c,
                "sourceSystem",
                "no-such-source",
                "relations",
                Map.of(partners, List.of(good))));
    assertThat(unknownSource.errorCodes()).containsExactly("DATA_SOURCE_SYSTEM_UNKNOWN");

    Api.Response wrongFrom =
        admin.post(
            LINKS,
            body(
                "entityName", address,
                "etalonId", home,
                "sourceSystem", erp,
                "relations", Map.of(partners, List.of(body("toEtalonId", home)))));
    assertThat(wrongFrom.status()).isEqualTo(400);
    assertThat(wrongFrom.errorCodes()).containsExactly("DATA_RELATION_NOT_FROM_ENTITY");

    Api.Response unknownRecord =
        admin.post(
            LINKS,
            body(
                "entityName",
                customer,
                "externalId",
                "nobody",
                "sourceSystem",
                erp,
                "relations",
                Map.of(partners, List.of(good))));
    assertThat(unknownRecord.status()).isEqualTo(404);

    Api.Response notAnObject = admin.post(LINKS, List.of(1, 2));
    assertThat(notAnObject.status()).isEqualTo(400);
  }

  @Test
  void writingLinksNeedsUpdateOnTheRecordsRegister() {
    String c = record(customer, "C-3");
    String home = record(address, "A-4");
    Api reader = aUserWithRoles(aRole(List.of(grant(customer, "READ"), grant(address, "READ"))));
    Map<String, Object> write =
        body(
            "entityName", customer,
            "etalonId", c,
            "sourceSystem", erp,
            "relations", Map.of(partners, List.of(body("toEtalonId", home))));
    assertThat(reader.post(LINKS, write).status()).isEqualTo(403);
    Api editor =
        aUserWithRoles(aRole(List.of(grant(customer, "READ", "UPDATE"), grant(address, "READ"))));
    Api.Response r = editor.post(LINKS, write);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    assertThat(texts(r.json().path("relations").path(partners), "etalonId")).containsExactly(home);
  }
}
