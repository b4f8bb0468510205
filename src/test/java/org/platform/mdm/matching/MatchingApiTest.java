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

  /** Opens a draft of the register's matching model; its id. */
  public static long openDraft(Api admin, String entity) {
    Api.Response opened =
        admin.post("/api/v2/draft/upsert", Map.of("type", "matching-model", "subjectId", entity));
    assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
    return opened.json().path("draft").path("draftId").asLong();
  }

  /** Asks for a bulk matching run of a register and waits for its end; the run as it ended. */
  public static JsonNode runToEnd(Api admin, String entity) throws InterruptedException {
    Api.Response started = admin.post("/api/v2/matching/runs", Map.of("entityName", entity));
    assertThat(started.status()).as(started.toString()).isEqualTo(200);
    JsonNode run = started.json().path("run");
    String runId = run.path("runId").asString();
    for (int i = 0; i < 600 && !"DONE".equals(run.path("state").asString()); i++) {
      Thread.sleep(100);
      run = admin.get("/api/v2/matching/runs/" + runId).json().path("run");
    }
    assertThat(run.path("state").asString()).as(run.toString()).isEqualTo("DONE");
    return run;
  }

  public static Map<String, Object> cmp(String attribute, String type) {
    return Map.of("attribute", attribute, "type", type);
  }
}
