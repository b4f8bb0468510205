package org.platform.mdm.data.record;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Records of reference sets: codes, parents in hierarchical sets, no cycles. */
class ReferenceSetRecordsTest extends RecordApiTest {

  @Test
  void aHierarchicalRecordNamesItsParentByCodeAndACycleIsRefused() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String regions = entityName("Regions");
    publishLookup(admin, regions, true);

    written(admin, aRecord(regions, erp, "R-1").with("code", "EU"));
    String france =
        written(admin, aRecord(regions, erp, "R-2").with("code", "FR").field("parent", "EU"))
            .path("etalonId")
            .asString();
    written(admin, aRecord(regions, erp, "R-3").with("code", "PAR").field("parent", "FR"));

    JsonNode read = read(admin, regions, france, "").json();
    assertThat(read.path("parent").asString()).isEqualTo("EU");
    assertThat(read.path("attributes").path("code").asString()).isEqualTo("FR");

    Api.Response cycle =
        admin.post(
            DATA, aRecord(regions, erp, "R-1").with("code", "EU").field("parent", "PAR").body());
    assertThat(cycle.status()).as(cycle.toString()).isEqualTo(400);
    assertThat(cycle.errorCodes()).containsExactly("DATA_PARENT_CYCLE");
    Api.Response self =
        admin.post(
            DATA, aRecord(regions, erp, "R-4").with("code", "X").field("parent", "X").body());
    assertThat(self.status()).isEqualTo(400);
    Api.Response unknown =
        admin.post(
            DATA, aRecord(regions, erp, "R-5").with("code", "Y").field("parent", "NOPE").body());
    assertThat(unknown.errorCodes()).containsExactly("DATA_PARENT_UNKNOWN");
    assertThat(read(admin, regions, france, "").json().path("parent").asString()).isEqualTo("EU");
  }

  @Test
  void aRecordOfAFlatReferenceSetOrARegisterHasNoParent() {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String countries = entityName("Countries");
    publishLookup(admin, countries, false);
    written(admin, aRecord(countries, erp, "C-1").with("code", "FR"));

    Api.Response refused =
        admin.post(
            DATA, aRecord(countries, erp, "C-2").with("code", "DE").field("parent", "FR").body());

    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DATA_PARENT_NOT_HIERARCHICAL");
  }

  @Test
  void theRemovedDeleteEndpointDoesNotExist() {
    assertThat(admin().delete("/api/v2/data/records/delete/Customer/1").status()).isEqualTo(404);
  }
}
