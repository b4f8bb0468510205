package org.platform.mdm.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Base of the matching tests: registers of persons, matching models, clusters. */
public abstract class MatchingApiTest extends RecordApiTest {

  public static final String MODELS = "/api/v2/matching/models";
  public static final String CLUSTERS = "/api/v2/matching/clusters";

  /** A register of persons: first and last name, birth date. */
  public String aPersonRegister(Api admin) {
    return aRegister(
        admin,
        "BVT",
        attribute("first", "String"),
        attribute("last", "String"),
        attribute("born", "Date"));
  }

  public static RecordWrite person(
      String r, String source, String id, String first, String last, String born) {
    return aRecord(r, source, id).with("first", first).with("last", last).with("born", born);
  }

  /** The first and last name joined, compared one way. */
  public static Map<String, Object> names(String type) {
    return Map.of("attributes", List.of("first", "last"), "type", type);
  }

  public static void publish(Api admin, Map<String, Object> model) {
    Api.Response saved = admin.post(MODELS + "/save", Map.of("model", model));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
  }

  public static JsonNode clusters(Api admin, Map<String, Object> body) {
    Api.Response r = admin.post(CLUSTERS, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  public static Map<String, Object> model(String entity, Object... sets) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("entityName", entity);
    m.put("sets", List.of(sets));
    return m;
  }

  public static Map<String, Object> set(String name, Object... rules) {
    return Map.of("name", name, "displayName", name + " set", "rules", List.of(rules));
  }

  public static Map<String, Object> rule(String name, String action, Object... comparisons) {
    return Map.of(
        "name",
        name,
        "displayName",
        name + " rule",
        "action",
        action,
        "comparisons",
        List.of(comparisons));
  }

  /** The golden record's id of a write's answer. */
  public static String id(JsonNode answer) {
    return answer.path("etalonId").asString();
  }

  public static Map<String, Object> cmp(String attribute, String type) {
    return Map.of("attribute", attribute, "type", type);
  }
}
