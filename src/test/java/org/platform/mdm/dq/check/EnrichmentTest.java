package org.platform.mdm.dq.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Enriching rules write their values as an origin of their own source system: the golden record
 * takes them by the source's weight, the record's origins show them, and a later write of the
 * enriched source enriches again.
 */
class EnrichmentTest extends QualityApiTest {

  @Test
  void anEnrichingRuleWritesAnOriginOfItsSourceThatConsolidatesByWeight() {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String cleansing = aSource(admin, "clean", 90);
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("code", "String"));
    String upper = entityName("upper");
    String set = entityName("codes");
    Map<String, Object> rule = new LinkedHashMap<>();
    rule.put("name", upper);
    rule.put("functionName", "UpperCase");
    rule.put("mode", "ENRICH");
    rule.put("enrichment", Map.of("sourceSystem", cleansing));
    publishAdding(
        admin,
        List.of(rule),
        List.of(
            Map.of(
                "name",
                set,
                "mappings",
                List.of(
                    Map.of(
                        "ruleName",
                        upper,
                        "inputs",
                        List.of(Map.of("portName", "value", "path", "name")),
                        "outputs",
                        List.of(Map.of("portName", "Результат", "path", "code")))))),
        List.of(assignment(r, set)));

    String etalonId =
        written(admin, aRecord(r, crm, "C-1").with("name", "ann").with("code", "a1"))
            .path("etalonId")
            .asString();

    JsonNode golden = attributesAt(admin, r, etalonId, "");
    assertThat(golden.path("name").asString()).isEqualTo("ann");
    assertThat(golden.path("code").asString()).as("the heavier enrichment wins").isEqualTo("ANN");
    Api.Response origins = admin.get("/api/v2/data/records/" + etalonId + "/origins");
    assertThat(origins.status()).as(origins.toString()).isEqualTo(200);
    assertThat(origins.text()).contains(cleansing).contains("C-1@" + crm);

    written(admin, aRecord(r, crm, "C-1").with("name", "bea"));
    assertThat(attributesAt(admin, r, etalonId, "").path("code").asString()).isEqualTo("BEA");
  }
}
