package org.platform.mdm.dq.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Rules of the golden record's phase: their results are kept by period and returned by the atomic
 * get and the historic record (as known at a past moment); fixing the value clears the error; a
 * write that would bring a RED error is refused and leaves the record as it was.
 */
class EtalonPhaseTest extends QualityApiTest {

  private static final String DQ = "org.platform.mdm.rest.v2.dq.data";

  private record Setup(String register, String source, String shortRule, String set) {}

  private Setup setup(Api admin) {
    String source = aSource(admin, "erp", 50);
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String shortRule = entityName("short");
    String filled = entityName("filled");
    String set = entityName("names");
    Map<String, Object> mapping =
        Map.of(
            "ruleName",
            shortRule,
            "inputs",
            List.of(
                Map.of("portName", "value", "path", "name"),
                Map.of("portName", "max", "constant", 5)));
    Map<String, Object> names = new LinkedHashMap<>();
    names.put("name", set);
    names.put("displayName", "Names");
    names.put(
        "mappings",
        List.of(
            mapping,
            Map.of(
                "ruleName",
                filled,
                "inputs",
                List.of(Map.of("portName", "value", "path", "name")))));
    publishAdding(
        admin,
        List.of(
            inPhase(
                validating(shortRule, "LengthInRange", "Результат", "YELLOW", "Name too long"),
                "ETALON"),
            inPhase(
                validating(filled, "IsNotEmpty", "Результат", "RED", "Name is required"),
                "ETALON")),
        List.of(names),
        List.of(assignment(r, set)));
    return new Setup(r, source, shortRule, set);
  }

  private static JsonNode results(Api admin, String path, Map<String, Object> read) {
    Api.Response r =
        admin.post(path, Map.of("payload", Map.of("org.platform.mdm.rest.v2.data", read)));
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json().path("payload").path(DQ).path("results");
  }

  private static JsonNode atomic(Api admin, Setup s, String etalonId) {
    return results(
        admin, "/api/v2/data/atomic/get", Map.of("entityName", s.register(), "etalonId", etalonId));
  }

  private static JsonNode execution(JsonNode results, String ruleName) {
    for (JsonNode set : results) {
      for (JsonNode rule : set.path("rules")) {
        if (rule.path("ruleName").asString().equals(ruleName)) {
          return rule.path("executions").get(0);
        }
      }
    }
    throw new AssertionError(ruleName + " not in " + results);
  }

  @Test
  void theGoldenRecordsErrorsAreKeptShownAndClearedByTheFix() throws Exception {
    Api admin = admin();
    Setup s = setup(admin);
    String etalonId =
        written(admin, aRecord(s.register(), s.source(), "E-1").with("name", "Maximilian"))
            .path("etalonId")
            .asString();

    JsonNode results = atomic(admin, s, etalonId);
    assertThat(results.get(0).path("setName").asString()).isEqualTo(s.set());
    assertThat(results.get(0).path("setDisplayName").asString()).isEqualTo("Names");
    JsonNode failed = execution(results, s.shortRule());
    assertThat(failed.path("valid").asBoolean()).isFalse();
    JsonNode error = failed.path("errors").get(0);
    assertThat(error.path("severity").asString()).isEqualTo("YELLOW");
    assertThat(error.path("message").asString()).isEqualTo("Name too long");
    assertThat(error.path("category").asString()).isEqualTo("COMPLETENESS");
    assertThat(error.path("score").asInt()).isEqualTo(10);
    assertThat(error.path("functionName").asString()).isEqualTo("LengthInRange");

    Thread.sleep(20);
    String before = OffsetDateTime.now().toString();
    Thread.sleep(20);
    written(admin, aRecord(s.register(), s.source(), "E-1").with("name", "Max"));
    JsonNode fixed = execution(atomic(admin, s, etalonId), s.shortRule());
    assertThat(fixed.path("valid").asBoolean()).isTrue();
    assertThat(fixed.path("errors").isEmpty()).isTrue();

    JsonNode then =
        results(
            admin,
            "/api/v2/data/records-history/historic-record",
            Map.of("entityName", s.register(), "etalonId", etalonId, "lastUpdateDate", before));
    assertThat(execution(then, s.shortRule()).path("valid").asBoolean())
        .as("as known before the fix")
        .isFalse();
  }

  @Test
  void eachPeriodHasItsOwnResults() {
    Api admin = admin();
    Setup s = setup(admin);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "P-1")
                    .with("name", "Bob")
                    .valid(null, "2020-12-31T23:59:59.999Z"))
            .path("etalonId")
            .asString();
    written(
        admin,
        aRecord(s.register(), s.source(), "P-1")
            .with("name", "Roberto Long")
            .valid("2021-01-01T00:00:00Z", null));

    JsonNode early =
        results(
            admin,
            "/api/v2/data/atomic/get",
            Map.of(
                "entityName",
                s.register(),
                "etalonId",
                etalonId,
                "timelineDate",
                "2019-06-01T00:00:00Z"));
    JsonNode late =
        results(
            admin,
            "/api/v2/data/atomic/get",
            Map.of(
                "entityName",
                s.register(),
                "etalonId",
                etalonId,
                "timelineDate",
                "2022-06-01T00:00:00Z"));
    assertThat(execution(early, s.shortRule()).path("valid").asBoolean()).isTrue();
    assertThat(execution(late, s.shortRule()).path("valid").asBoolean()).isFalse();
  }

  @Test
  void aWriteThatWouldBringARedErrorIsRefusedAndChangesNothing() {
    Api admin = admin();
    Setup s = setup(admin);
    String etalonId =
        written(admin, aRecord(s.register(), s.source(), "R-1").with("name", "Ann"))
            .path("etalonId")
            .asString();
    Map<String, Object> emptied = new HashMap<>();
    emptied.put("entityName", s.register());
    emptied.put("sourceSystem", "platform");
    emptied.put("etalonId", etalonId);
    Map<String, Object> noName = new HashMap<>();
    noName.put("name", null);
    emptied.put("attributes", noName);

    Api.Response refused = admin.post(DATA, emptied);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DQ_RULE_FAILED");
    assertThat(refused.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("name");
    assertThat(attributesAt(admin, s.register(), etalonId, "").path("name").asString())
        .isEqualTo("Ann");
    assertThat(execution(atomic(admin, s, etalonId), s.shortRule()).path("valid").asBoolean())
        .isTrue();
  }

  private static List<String> found(Api admin, String register, Map<String, Object> quality) {
    Map<String, Object> body = new HashMap<>();
    body.put("entityName", register);
    body.put("qualityErrors", quality);
    Api.Response r = admin.post("/api/v2/search/records", body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    List<String> ids = new java.util.ArrayList<>();
    r.json().path("hits").forEach(h -> ids.add(h.path("etalonId").asString()));
    assertThat(r.json().path("totalCount").asLong()).isEqualTo(ids.size());
    return ids;
  }

  /** How many records a bulk export of the register's records with these errors wrote. */
  private static long exported(Api admin, String register, Map<String, Object> quality)
      throws InterruptedException {
    Api.Response started =
        admin.post(
            "/api/v2/bulk-operations/execute",
            Map.of(
                "operationType",
                "EXPORT",
                "format",
                "CSV",
                "selection",
                Map.of("entityName", register, "qualityErrors", quality)));
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    long id = started.json().path("run").path("executionId").asLong();
    for (int i = 0; i < 600; i++) {
      JsonNode run = admin.get("/api/v2/bulk-operations/" + id).json().path("run");
      if (run.path("status").asString().equals("COMPLETED")) {
        return run.path("processed").asLong();
      }
      assertThat(run.path("status").asString()).as(run.toString()).isIn("STARTING", "STARTED");
      Thread.sleep(100);
    }
    throw new AssertionError("the export did not end");
  }

  @Test
  void searchFindsTheRecordsWithErrorsBySeverityRuleAndCategory() throws InterruptedException {
    Api admin = admin();
    Setup s = setup(admin);
    String longName =
        written(admin, aRecord(s.register(), s.source(), "S-1").with("name", "Bartholomew"))
            .path("etalonId")
            .asString();
    written(admin, aRecord(s.register(), s.source(), "S-2").with("name", "Bo"));

    assertThat(found(admin, s.register(), Map.of())).containsExactly(longName);
    assertThat(found(admin, s.register(), Map.of("severities", List.of("YELLOW"))))
        .containsExactly(longName);
    assertThat(found(admin, s.register(), Map.of("severities", List.of("RED")))).isEmpty();
    assertThat(found(admin, s.register(), Map.of("ruleNames", List.of(s.shortRule()))))
        .containsExactly(longName);
    assertThat(found(admin, s.register(), Map.of("categories", List.of("ACCURACY")))).isEmpty();
    assertThat(exported(admin, s.register(), Map.of()))
        .as("a bulk operation's selection takes the same filter")
        .isEqualTo(1);

    written(admin, aRecord(s.register(), s.source(), "S-1").with("name", "Bart"));
    assertThat(found(admin, s.register(), Map.of())).as("fixed").isEmpty();

    Map<String, Object> bad = new HashMap<>();
    bad.put("entityName", s.register());
    bad.put("qualityErrors", Map.of("severities", List.of("PURPLE")));
    Api.Response refused = admin.post("/api/v2/search/records", bad);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("SEARCH_FIELD_INVALID");
    bad.put("qualityErrors", Map.of("colour", "x"));
    Api.Response unknown = admin.post("/api/v2/search/records", bad);
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(400);
    assertThat(unknown.errorCodes()).containsExactly("SYSTEM_UNKNOWN_FIELD");
  }
}
