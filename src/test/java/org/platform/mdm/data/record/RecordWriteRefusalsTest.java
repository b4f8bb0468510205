package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Writes that are refused: every problem in details.error, nothing written. */
class RecordWriteRefusalsTest extends RecordApiTest {

  private static final String JSON = "application/json";

  @Test
  void everyProblemOfTheRequestIsReportedAtOnceAndNothingIsWritten() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));

    Api.Response r =
        admin.post(
            DATA,
            aRecord(customer, "no-such-source", "")
                .valid("2021-01-01T00:00:00", "2020-01-01T00:00:00")
                .with("name", "n")
                .body());

    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes())
        .containsExactlyInAnyOrder(
            "DATA_FIELD_REQUIRED", "DATA_SOURCE_SYSTEM_UNKNOWN", "DATA_PERIOD_INVALID");
    assertThat(texts(r.json().path("details").path("error"), "source"))
        .containsExactlyInAnyOrder("externalId", "sourceSystem", "validFrom");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/").status()).isIn(404, 405);
  }

  @Test
  void anUnknownEntityIsRefused() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    Api.Response r = admin.post(DATA, aRecord("NoSuchEntity", erp, "X").body());
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("DATA_ENTITY_UNKNOWN");
    assertThat(admin.get(DATA + "/NoSuchEntity/" + erp + "/X").status()).isEqualTo(404);
  }

  @Test
  void badFieldsAreNamed() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    List<Map<String, Object>> bodies = new ArrayList<>();
    bodies.add(aRecord(customer, erp, "X").field("validFrom", "yesterday").body());
    bodies.add(aRecord(customer, erp, "X").field("etalonId", "not-a-uuid").body());
    bodies.add(aRecord(customer, erp, "X").field("externalId", 12).body());
    bodies.add(aRecord(customer, erp, "X").field("validTo", "2020-13-45T00:00:00").body());
    List<String> expected =
        List.of(
            "DATA_DATE_INVALID",
            "DATA_ETALON_ID_INVALID",
            "DATA_FIELD_NOT_TEXT",
            "DATA_DATE_INVALID");

    for (int i = 0; i < bodies.size(); i++) {
      Api.Response r = admin.post(DATA, bodies.get(i));
      assertThat(r.status()).as(r.toString()).isEqualTo(400);
      assertThat(r.errorCodes()).as(r.toString()).contains(expected.get(i));
    }
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/X").status()).isEqualTo(404);
  }

  @Test
  void malformedAndNonObjectBodiesAreRefused() {
    Api admin = admin();
    assertThat(admin.send("POST", DATA, "{\"entityName\": ", JSON).status()).isEqualTo(400);
    assertThat(admin.send("POST", DATA, "[1, 2]", JSON).status()).isEqualTo(400);
    assertThat(admin.send("POST", DATA, "\"text\"", JSON).status()).isEqualTo(400);
    assertThat(admin.send("POST", DATA + "/batch", "{}", JSON).status()).isEqualTo(400);
    assertThat(admin.send("POST", DATA + "/restore", "[]", JSON).status()).isEqualTo(400);
    assertThat(admin.send("POST", DATA, "null", JSON).status()).isEqualTo(400);
  }

  @Test
  void aBatchOfMoreThanAThousandRecordsIsRefused() {
    List<Map<String, Object>> items = new ArrayList<>();
    for (int i = 0; i < 1001; i++) {
      items.add(Map.of("entityName", "X"));
    }
    Api.Response r = admin().post(DATA + "/batch", items);
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.errorCodes()).containsExactly("DATA_BATCH_TOO_LARGE");
  }

  @Test
  void aKeyCannotMoveToAnotherEtalonAndAnEtalonNotToAnotherEntity() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String supplier = aRegister(admin, "BVT", attribute("name", "String"));
    String first =
        written(admin, aRecord(customer, erp, "K-1").with("name", "a")).path("etalonId").asString();
    String second =
        written(admin, aRecord(customer, erp, "K-2").with("name", "b")).path("etalonId").asString();

    Api.Response moved =
        admin.post(DATA, aRecord(customer, erp, "K-1").field("etalonId", second).body());
    Api.Response otherEntity =
        admin.post(DATA, aRecord(supplier, erp, "S-1").field("etalonId", first).body());

    assertThat(moved.status()).isEqualTo(409);
    assertThat(moved.errorCodes()).containsExactly("DATA_KEY_OF_ANOTHER_ETALON");
    assertThat(otherEntity.status()).isEqualTo(400);
    assertThat(otherEntity.errorCodes()).containsExactly("DATA_ETALON_OF_ANOTHER_ENTITY");
    assertThat(admin.get(DATA + "/" + supplier + "/" + erp + "/S-1").status()).isEqualTo(404);
  }

  @Test
  void badQueryParametersAndIdsAreRefusedWithTheirNames() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    written(admin, aRecord(customer, erp, "Q-1").with("name", "a"));

    Api.Response badDate = admin.get(DATA + "/" + customer + "/" + erp + "/Q-1?timelineDate=soon");
    Api.Response badId = admin.get(DATA + "/" + customer + "/etalon/123");
    Api.Response badFlag =
        admin.get(DATA + "/" + customer + "/" + erp + "/Q-1?includeInactive=maybe");
    Api.Response wipePeriod =
        admin.delete(
            DATA + "/" + customer + "/" + erp + "/Q-1?wipe=true&validFrom=2020-01-01T00:00:00");

    assertThat(badDate.status()).isEqualTo(400);
    assertThat(badDate.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("timelineDate");
    assertThat(badId.status()).isEqualTo(400);
    assertThat(badFlag.status()).isEqualTo(400);
    assertThat(wipePeriod.status()).isEqualTo(400);
    JsonNode still = admin.get(DATA + "/" + customer + "/" + erp + "/Q-1").json();
    assertThat(still.path("status").asString()).isEqualTo("ACTIVE");
  }

  @Test
  void valueProblemsAreReportedWithTheirPathsAndNothingIsWritten() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String countries = entityName("Countries");
    publishLookup(admin, countries, false);
    written(admin, aRecord(countries, erp, "FR").with("code", "FR"));
    String address = entityName("Address");
    Map<String, Object> zip = attribute("zip", "Integer");
    zip.put("required", true);
    Api.Response nested =
        admin.post(
            MODEL + "/save",
            Map.of(
                "model",
                withAdded(
                    publishedModel(admin),
                    "nestedEntities",
                    Map.of("name", address, "attributes", List.of(zip)))));
    assertThat(nested.status()).as(nested.toString()).isEqualTo(200);
    Map<String, Object> country = attribute("country", "LookupLink");
    country.put("lookupEntity", countries);
    Map<String, Object> home = attribute("home", "Complex");
    home.put("nestedEntity", address);
    Map<String, Object> phones = attribute("phones", "String");
    phones.put("array", true);
    Map<String, Object> name = attribute("name", "String");
    name.put("required", true);
    String customer =
        aRegister(admin, "BVT", name, attribute("age", "Integer"), country, home, phones);

    Api.Response r =
        admin.post(
            DATA,
            aRecord(customer, erp, "V-1")
                .with("age", "12")
                .with("country", "XX")
                .with("home", Map.of("zip", "101000"))
                .with("phones", "555")
                .with("nickname", "Bob")
                .body());

    assertThat(r.status()).as(r.toString()).isEqualTo(400);
    assertThat(texts(r.json().path("details").path("error"), "source"))
        .containsExactlyInAnyOrder(
            "attributes.name",
            "attributes.age",
            "attributes.country",
            "attributes.home.zip",
            "attributes.phones",
            "attributes.nickname");
    assertThat(r.errorCodes())
        .contains("DATA_ATTRIBUTE_REQUIRED", "DATA_LOOKUP_CODE_UNKNOWN", "DATA_ATTRIBUTE_UNKNOWN");
    assertThat(admin.get(DATA + "/" + customer + "/" + erp + "/V-1").status()).isEqualTo(404);
    JsonNode good =
        written(
            admin,
            aRecord(customer, erp, "V-1")
                .with("name", "Bob")
                .with("country", "FR")
                .with("home", Map.of("zip", 101000))
                .with("phones", List.of("555")));
    assertThat(good.path("created").asBoolean()).isTrue();
  }
}
