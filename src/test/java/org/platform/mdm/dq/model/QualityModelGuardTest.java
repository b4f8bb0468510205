package org.platform.mdm.dq.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;

/**
 * A data model publication that would break the published quality model (an attribute its rules
 * read removed) is refused with what it would break; one that breaks nothing goes through.
 */
class QualityModelGuardTest extends QualityApiTest {

  @Test
  void removingAnAttributeARuleReadsIsRefused() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("note", "String"));
    String rule = entityName("filled");
    String set = entityName("names");
    publishAdding(
        admin,
        List.of(validating(rule, "IsNotEmpty", "Результат", "GREEN", "Name is empty")),
        List.of(set(set, rule, Map.of("value", "name"))),
        List.of(assignment(r, set)));

    Map<String, Object> withoutName = new LinkedHashMap<>();
    withoutName.put("name", r);
    withoutName.put("attributes", List.of(attribute("note", "String")));
    Api.Response refused = admin.post(MODEL + "/entities/save", Map.of("entity", withoutName));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).contains("DQ_MODEL_CHANGE_BREAKS_RULES");
    assertThat(refused.text()).contains("DQ_MAPPING_PATH_UNKNOWN");

    Map<String, Object> withMore = new LinkedHashMap<>();
    withMore.put("name", r);
    withMore.put(
        "attributes",
        List.of(
            attribute("name", "String"), attribute("note", "String"), attribute("x", "Integer")));
    Api.Response added = admin.post(MODEL + "/entities/save", Map.of("entity", withMore));
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
  }
}
