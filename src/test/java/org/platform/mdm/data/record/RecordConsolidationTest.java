package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Golden records from several sources over time, through the meta-data-driven API. */
class RecordConsolidationTest extends RecordApiTest {

  @Test
  void underBvtEachAttributeComesFromTheHeaviestSourceThatHasAValue() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 80);
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("phone", "String"));

    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "Acme ERP").with("phone", "555"))
            .path("etalonId")
            .asString();
    JsonNode second =
        written(
            admin,
            aRecord(customer, crm, "C-1").field("etalonId", etalonId).with("name", "Acme CRM"));

    assertThat(second.path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(texts(second.path("externalKeys"), "id")).containsExactlyInAnyOrder("E-1", "C-1");
    JsonNode golden = attributesAt(admin, customer, etalonId, "explain=true");
    assertThat(golden.path("name").asString()).isEqualTo("Acme CRM");
    assertThat(golden.path("phone").asString()).isEqualTo("555");
    JsonNode sources =
        read(admin, customer, etalonId, "explain=true").json().path("attributeSources");
    assertThat(sources.path("name").path("sourceSystem").asString()).isEqualTo(crm);
    assertThat(sources.path("phone").path("externalId").asString()).isEqualTo("E-1");
  }

  @Test
  void underBvrTheWholeRecordOfTheHeaviestSourceWins() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 80);
    String erp = aSource(admin, "erp", 40);
    String customer =
        aRegister(admin, "BVR", attribute("name", "String"), attribute("phone", "String"));

    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "Acme ERP").with("phone", "555"))
            .path("etalonId")
            .asString();
    written(admin, aRecord(customer, crm, "C-1").field("etalonId", etalonId).with("name", "Acme"));

    JsonNode golden = attributesAt(admin, customer, etalonId, "");
    assertThat(golden.path("name").asString()).isEqualTo("Acme");
    assertThat(golden.has("phone")).isFalse();
  }

  @Test
  void overlappingPeriodsSplitTheTimeline() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 80);
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));

    String etalonId =
        written(
                admin,
                aRecord(customer, erp, "E-1")
                    .valid("2020-01-01T00:00:00", "2020-12-31T23:59:59.999")
                    .with("name", "erp"))
            .path("etalonId")
            .asString();
    written(
        admin,
        aRecord(customer, crm, "C-1")
            .field("etalonId", etalonId)
            .valid("2020-07-01T00:00:00", "2021-06-30T23:59:59.999")
            .with("name", "crm"));

    JsonNode timeline =
        admin.get("/api/v2/data/records/" + etalonId + "/timeline").json().path("timeline");
    assertThat(timeline).hasSize(3);
    assertThat(timeline.get(0).path("dateFrom").asString()).startsWith("2020-01-01T00:00:00.000");
    assertThat(timeline.get(0).path("dateTo").asString()).startsWith("2020-06-30T23:59:59.999");
    assertThat(timeline.get(1).path("contributors")).hasSize(2);
    assertThat(timeline.get(2).path("dateTo").asString()).startsWith("2021-06-30T23:59:59.999");
    assertThat(
            attributesAt(admin, customer, etalonId, "timelineDate=2020-03-01T00:00:00")
                .path("name")
                .asString())
        .isEqualTo("erp");
    assertThat(
            attributesAt(admin, customer, etalonId, "timelineDate=2020-08-01T00:00:00")
                .path("name")
                .asString())
        .isEqualTo("crm");
    assertThat(read(admin, customer, etalonId, "timelineDate=2022-01-01T00:00:00").status())
        .isEqualTo(404);
  }

  @Test
  void updatingOnePeriodLeavesTheRestOfTheOrigin() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));

    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "always"))
            .path("etalonId")
            .asString();
    written(
        admin,
        aRecord(customer, erp, "E-1")
            .valid("2020-01-01T00:00:00", "2020-12-31T23:59:59.999")
            .with("name", "in 2020"));

    assertThat(
            attributesAt(admin, customer, etalonId, "timelineDate=2019-06-01T00:00:00")
                .path("name")
                .asString())
        .isEqualTo("always");
    assertThat(
            attributesAt(admin, customer, etalonId, "timelineDate=2020-06-01T00:00:00")
                .path("name")
                .asString())
        .isEqualTo("in 2020");
    assertThat(
            attributesAt(admin, customer, etalonId, "timelineDate=2021-06-01T00:00:00")
                .path("name")
                .asString())
        .isEqualTo("always");
    JsonNode origins =
        admin.get("/api/v2/data/records/" + etalonId + "/origins").json().path("origins");
    assertThat(origins.get(0).path("revisions")).hasSize(2);
  }

  @Test
  void aReadAsKnownEarlierIgnoresLaterRevisions() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "E-1").with("name", "first"))
            .path("etalonId")
            .asString();
    String between = read(admin, customer, etalonId, "").json().path("updateDate").asString();
    Thread.sleep(5);
    written(admin, aRecord(customer, erp, "E-1").with("name", "second"));

    assertThat(attributesAt(admin, customer, etalonId, "").path("name").asString())
        .isEqualTo("second");
    String encoded = java.net.URLEncoder.encode(between, java.nio.charset.StandardCharsets.UTF_8);
    assertThat(
            attributesAt(admin, customer, etalonId, "lastUpdateDate=" + encoded)
                .path("name")
                .asString())
        .isEqualTo("first");
  }

  @Test
  void aReadByExternalKeyFindsTheEtalonAndAnUnknownKeyIsNotFound() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String etalonId =
        written(admin, aRecord(customer, erp, "E 1").with("name", "n")).path("etalonId").asString();

    JsonNode byKey = admin.get(DATA + "/" + customer + "/" + erp + "/E%201").json();
    assertThat(byKey.path("etalonId").asString()).isEqualTo(etalonId);
    assertThat(byKey.path("entityName").asString()).isEqualTo(customer);
    assertThat(byKey.path("attributes").path("name").asString()).isEqualTo("n");
    assertThat(byKey.path("status").asString()).isEqualTo("ACTIVE");
    assertThat(byKey.path("externalKeys").get(0).path("initialOwner").asString())
        .isEqualTo(etalonId);
    Api.Response unknown = admin.get(DATA + "/" + customer + "/" + erp + "/E-unknown");
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("DATA_KEY_NOT_FOUND");
  }
}
