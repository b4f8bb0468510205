package org.platform.mdm.dq.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import tools.jackson.databind.JsonNode;

/**
 * The stewards' "records with errors" counts: the search's quality facets count the matches having
 * each severity, rule and category among their golden records' errors, following the search's text,
 * filters, quality filter and the user's security labels.
 */
class QualityFacetsTest extends QualityApiTest {

  private static final String SEARCH = "/api/v2/search/records";
  private static final String SEVERITIES = "$qualityErrors.severities";
  private static final String RULES = "$qualityErrors.ruleNames";
  private static final String CATEGORIES = "$qualityErrors.categories";

  private record Setup(String register, String required, String shortName) {}

  /**
   * Six records (none, RED, YELLOW, both, RED, and one YELLOW until 2021 only), written before the
   * rules were published and then checked again: a write bringing a RED error would be refused.
   */
  private Setup setup(Api admin) throws InterruptedException {
    String source = aSource(admin, "erp", 50);
    String r =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("code", "String"),
            attribute("region", "String"));
    written(admin, row(r, source, "A", "Bob", "1", "North"));
    written(admin, row(r, source, "B", "Bob", null, "North"));
    written(admin, row(r, source, "C", "Maximilian", "3", "South"));
    written(admin, row(r, source, "D", "Bartholomew", null, "South"));
    written(admin, row(r, source, "E", "Al", null, "North"));
    written(
        admin, row(r, source, "F", "Florentina", "6", "West").valid(null, "2020-12-31T23:59:59Z"));
    written(admin, row(r, source, "F", "Flo", "6", "West").valid("2021-01-01T00:00:00Z", null));
    String required = entityName("required");
    String shortName = entityName("short");
    String set = entityName("checks");
    Map<String, Object> checks =
        setOf(
            set,
            "Checks",
            List.of(
                mapping(required, "value", "code"), mapping(shortName, "value", "name", "max", 5)));
    Map<String, Object> shortRule =
        inPhase(
            validating(shortName, "LengthInRange", "Результат", "YELLOW", "Too long"), "ETALON");
    @SuppressWarnings("unchecked")
    Map<String, Object> validation = (Map<String, Object>) shortRule.get("validation");
    shortRule = with(shortRule, "validation", with(validation, "categoryText", "ACCURACY"));
    publishAdding(
        admin,
        List.of(
            inPhase(
                validating(required, "IsNotEmpty", "Результат", "RED", "Code needed"), "ETALON"),
            shortRule),
        List.of(checks),
        List.of(assignment(r, set)));
    JsonNode run = Jobs.run(admin, RecheckOperation.NAME, Map.of("entityName", r));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    return new Setup(r, required, shortName);
  }

  private static RecordWrite row(
      String register, String source, String id, String name, String code, String region) {
    RecordWrite w = aRecord(register, source, id).with("name", name).with("region", region);
    return code == null ? w : w.with("code", code);
  }

  /** Each asked facet's counts, value → count in the answer's order. */
  private static Map<String, Map<String, Long>> facets(Api user, Map<String, Object> body) {
    Map<String, Object> asked = new HashMap<>(body);
    asked.put("facets", List.of(SEVERITIES, RULES, CATEGORIES));
    asked.put("limit", 0);
    Api.Response r = user.post(SEARCH, asked);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    Map<String, Map<String, Long>> out = new LinkedHashMap<>();
    r.json()
        .path("facets")
        .properties()
        .forEach(
            e -> {
              Map<String, Long> counts = new LinkedHashMap<>();
              e.getValue()
                  .forEach(c -> counts.put(c.path("value").asString(), c.path("count").asLong()));
              out.put(e.getKey(), counts);
            });
    return out;
  }

  @Test
  void theFacetsCountTheMatchesBySeverityRuleAndCategory() throws Exception {
    Api admin = admin();
    Setup s = setup(admin);

    Map<String, Map<String, Long>> all = facets(admin, Map.of("entityName", s.register()));
    assertThat(all.keySet()).containsExactly(SEVERITIES, RULES, CATEGORIES);
    assertThat(all.get(SEVERITIES)).containsExactly(Map.entry("RED", 3L), Map.entry("YELLOW", 2L));
    assertThat(all.get(RULES))
        .containsExactly(Map.entry(s.required(), 3L), Map.entry(s.shortName(), 2L));
    assertThat(all.get(CATEGORIES))
        .containsExactly(Map.entry("COMPLETENESS", 3L), Map.entry("ACCURACY", 2L));

    Map<String, Object> south = new HashMap<>();
    south.put("entityName", s.register());
    south.put("filters", Map.of("attribute", "region", "operator", "EQ", "value", "South"));
    assertThat(facets(admin, south).get(SEVERITIES))
        .as("C and D")
        .containsExactly(Map.entry("YELLOW", 2L), Map.entry("RED", 1L));

    assertThat(facets(admin, Map.of("entityName", s.register(), "text", "Bartholomew")).get(RULES))
        .as("D alone")
        .containsExactly(Map.entry(s.required(), 1L), Map.entry(s.shortName(), 1L));

    Map<String, Object> yellow = new HashMap<>();
    yellow.put("entityName", s.register());
    yellow.put("qualityErrors", Map.of("severities", List.of("YELLOW")));
    assertThat(facets(admin, yellow).get(SEVERITIES))
        .as("the records with a YELLOW error: C and D, D also RED")
        .containsExactly(Map.entry("YELLOW", 2L), Map.entry("RED", 1L));

    Map<String, Object> past = new HashMap<>();
    past.put("entityName", s.register());
    past.put("timelineDate", "2019-06-01T00:00:00Z");
    assertThat(facets(admin, past).get(SEVERITIES))
        .as("F's name was long until 2021")
        .containsExactly(Map.entry("RED", 3L), Map.entry("YELLOW", 3L));
  }

  @Test
  void aUserWhoseLabelsHideRecordsGetsCountsWithoutThem() throws Exception {
    Api admin = admin();
    Setup s = setup(admin);
    String label = unique("Region").replace("-", "_");
    Api.Response made =
        admin.post(
            "/api/v2/core/security-labels",
            Map.of("name", label, "attributes", List.of(Map.of("path", s.register() + ".region"))));
    assertThat(made.status()).as(made.toString()).isEqualTo(200);
    Map<String, Object> role = new HashMap<>();
    role.put("name", unique("north"));
    role.put("rights", List.of(grant(s.register(), "READ")));
    role.put(
        "securityLabels",
        List.of(
            Map.of(
                "name",
                label,
                "attributes",
                List.of(Map.of("path", s.register() + ".region", "value", "North")))));
    Api.Response roleMade = admin.post("/api/v2/core/roles", role);
    assertThat(roleMade.status()).as(roleMade.toString()).isEqualTo(200);
    Api north = aUserWithRoles((String) role.get("name"));

    Map<String, Map<String, Long>> seen = facets(north, Map.of("entityName", s.register()));
    assertThat(seen.get(SEVERITIES))
        .as("B and E; C and D hidden")
        .containsExactly(Map.entry("RED", 2L));
    assertThat(seen.get(RULES)).containsExactly(Map.entry(s.required(), 2L));
  }

  @Test
  void anUnknownQualityFacetIsRefusedAtItsPlace() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    Map<String, Object> body = new HashMap<>();
    body.put("entityName", r);
    body.put("facets", List.of(SEVERITIES, "$qualityErrors.colours"));
    Api.Response refused = admin.post(SEARCH, body);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("SEARCH_ATTRIBUTE_UNKNOWN");
    assertThat(refused.json().path("details").path("error").get(0).path("source").asString())
        .isEqualTo("facets[1]");
  }
}
