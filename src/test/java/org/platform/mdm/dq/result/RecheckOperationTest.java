package org.platform.mdm.dq.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

/**
 * The re-check operation ({@code qualityCheckDataJob}) runs the golden record's phase again on the
 * stored records after the quality model changed: a stricter rule's new errors are shown by the
 * atomic get, a record fixed meanwhile keeps none, and a register no longer assigned loses its
 * results.
 */
class RecheckOperationTest extends QualityApiTest {

  static final String DQ = "org.platform.mdm.rest.v2.dq.data";
  static final JsonMapper MAPPER = JsonMapper.builder().build();

  @Test
  void aRecheckShowsTheErrorsOfAStricterRuleAndClosesThoseOfAnUnassignedRegister()
      throws Exception {
    Api admin = admin();
    String source = aSource(admin, "erp", 50);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String rule = entityName("short");
    String set = entityName("names");
    publishAdding(
        admin,
        List.of(
            inPhase(
                validating(rule, "LengthInRange", "Результат", "YELLOW", "Too long"), "ETALON")),
        List.of(lengthSet(set, rule, 10)),
        List.of(assignment(r, set)));
    String longOne = id(written(admin, aRecord(r, source, "A").with("name", "Maximilian II")));
    String fixed = id(written(admin, aRecord(r, source, "B").with("name", "Bartholomew")));
    String middle = id(written(admin, aRecord(r, source, "C").with("name", "Alexandra")));
    String shortOne = id(written(admin, aRecord(r, source, "D").with("name", "Bob")));
    assertThat(valid(admin, r, longOne)).isFalse();
    assertThat(valid(admin, r, middle)).isTrue();

    replaceSet(admin, lengthSet(set, rule, 5));
    written(admin, aRecord(r, source, "B").with("name", "Bart"));
    assertThat(valid(admin, r, middle)).as("not checked again yet").isTrue();

    JsonNode run = Jobs.run(admin, RecheckOperation.NAME, Map.of("entityName", r, "blockSize", 1));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    JsonNode steps = Jobs.steps(admin, run.path("id").asLong());
    assertThat(steps.findValuesAsString("name")).containsExactly("check " + r);
    assertThat(valid(admin, r, longOne)).isFalse();
    assertThat(valid(admin, r, middle)).as("9 letters, at most 5 now").isFalse();
    assertThat(valid(admin, r, fixed)).as("fixed meanwhile").isTrue();
    assertThat(valid(admin, r, shortOne)).isTrue();
    assertThat(results(admin, r, shortOne)).isNotEmpty();

    republish(
        admin,
        model -> {
          ArrayNode assignments = (ArrayNode) model.get("assignments");
          for (int i = assignments.size() - 1; i >= 0; i--) {
            if (assignments.get(i).path("entityName").asString().equals(r)) {
              assignments.remove(i);
            }
          }
        });
    run = Jobs.run(admin, RecheckOperation.NAME, Map.of("entityName", r));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(results(admin, r, longOne)).as("no stale errors").isEmpty();
    assertThat(results(admin, r, shortOne)).isEmpty();
    Api.Response found =
        admin.post("/api/v2/search/records", Map.of("entityName", r, "qualityErrors", Map.of()));
    assertThat(found.status()).as(found.toString()).isEqualTo(200);
    assertThat(found.json().path("totalCount").asLong())
        .as("nor do searches find them by their former errors")
        .isZero();
  }

  static Map<String, Object> lengthSet(String set, String rule, int max) {
    return Map.of(
        "name",
        set,
        "displayName",
        set,
        "mappings",
        List.of(
            Map.of(
                "ruleName",
                rule,
                "inputs",
                List.of(
                    Map.of("portName", "value", "path", "name"),
                    Map.of("portName", "max", "constant", max)))));
  }

  /** Publishes the model with the named set replaced. */
  void replaceSet(Api admin, Map<String, Object> set) {
    republish(
        admin,
        model -> {
          ArrayNode sets = (ArrayNode) model.get("sets");
          for (int i = sets.size() - 1; i >= 0; i--) {
            if (sets.get(i).path("name").asString().equals(set.get("name"))) {
              sets.remove(i);
            }
          }
          sets.add(MAPPER.valueToTree(set));
        });
  }

  /** The current results the atomic get shows of the record. */
  static JsonNode results(Api admin, String register, String etalonId) {
    Api.Response r =
        admin.post(
            "/api/v2/data/atomic/get",
            Map.of(
                "payload",
                Map.of(
                    "org.platform.mdm.rest.v2.data",
                    Map.of("entityName", register, "etalonId", etalonId))));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("payload").path(DQ).path("results");
  }

  /** Whether every execution of the record's results is valid. */
  static boolean valid(Api admin, String register, String etalonId) {
    return results(admin, register, etalonId).findValues("valid").stream()
        .allMatch(JsonNode::asBoolean);
  }

  static String id(JsonNode written) {
    return written.path("etalonId").asString();
  }
}
