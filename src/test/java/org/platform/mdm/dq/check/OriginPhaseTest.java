package org.platform.mdm.dq.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Rules of the origin phase on every path that writes an origin: a RED error refuses a single write
 * (every error at its attribute), a bulk load line (rejected alone, with its reason) and a drafted
 * write's publication (the draft itself keeps it as a warning); YELLOW errors are warnings; a
 * steward's change of other attributes is not refused for one it does not carry.
 */
class OriginPhaseTest extends QualityApiTest {

  private static final tools.jackson.databind.json.JsonMapper JSON =
      tools.jackson.databind.json.JsonMapper.builder().build();

  private record Setup(String register, String source) {}

  /** A register whose {@code name} must be given (RED) and whose {@code born} lies in the past. */
  private Setup setup(Api admin) {
    String source = aSource(admin, "crm", 50);
    String r = aRegister(admin, "BVT", attribute("name", "String"), attribute("born", "Date"));
    String filled = entityName("filled");
    String past = entityName("past");
    String names = entityName("names");
    String dates = entityName("dates");
    Map<String, Object> pastRule =
        validating(past, "ПроверкаДатыВДиапазоне", "Результат", "YELLOW", "Born in the future");
    publishAdding(
        admin,
        List.of(validating(filled, "IsNotEmpty", "Результат", "RED", "Name is required"), pastRule),
        List.of(
            set(names, filled, Map.of("value", "name")),
            Map.of(
                "name",
                dates,
                "mappings",
                List.of(
                    Map.of(
                        "ruleName",
                        past,
                        "inputs",
                        List.of(
                            Map.of("portName", "Дата для проверки", "path", "born"),
                            Map.of("portName", "До сейчас", "constant", true)))))),
        List.of(assignment(r, names, dates)));
    return new Setup(r, source);
  }

  @Test
  void aRedErrorRefusesTheWriteAndAYellowOneIsAWarning() {
    Api admin = admin();
    Setup s = setup(admin);

    Api.Response refused =
        admin.post(
            DATA, aRecord(s.register(), s.source(), "A-1").with("born", "1990-01-01").body());
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DQ_RULE_FAILED");
    JsonNode error = refused.json().path("details").path("error").get(0);
    assertThat(error.path("source").asString()).isEqualTo("name");
    assertThat(error.path("message").asString()).contains("Name is required");
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/A-1").status())
        .as("nothing written")
        .isEqualTo(404);

    Api.Response warned =
        admin.post(
            DATA,
            aRecord(s.register(), s.source(), "A-1")
                .with("name", "Ann")
                .with("born", "2999-01-01")
                .body());
    assertThat(warned.status()).as(warned.toString()).isEqualTo(200);
    assertThat(warned.json().path("details").path("warning").toString())
        .contains("Born in the future");
  }

  @Test
  void aBulkLoadRejectsTheLinesARedErrorRefusesAlone() throws Exception {
    Api admin = admin();
    Setup s = setup(admin);
    String ndjson =
        line(s, "B-1", "\"name\": \"one\"")
            + line(s, "B-2", "\"born\": \"1980-05-05\"")
            + line(s, "B-3", "\"name\": \"three\"");

    Api.Response started =
        admin.send("POST", "/api/v2/data/import", ndjson, "application/x-ndjson");
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode done = importFinished(admin, started.json().path("importId").asLong());
    assertThat(done.path("loaded").asLong()).isEqualTo(2);
    assertThat(done.path("rejected").asLong()).isEqualTo(1);
    JsonNode rejection = done.path("rejections").get(0);
    assertThat(rejection.path("line").asString()).isEqualTo("2");
    assertThat(rejection.path("errors").get(0).path("code").asString()).isEqualTo("DQ_RULE_FAILED");
  }

  @Test
  void aDraftKeepsARedErrorAsAWarningAndItsPublicationIsRefused() {
    Api admin = admin();
    Setup s = setup(admin);
    Api.Response opened =
        admin.post(
            "/api/v2/draft/upsert",
            Map.of("type", "record", "parameters", Map.of("entity-name", s.register())));
    long draftId = opened.json().path("draft").path("draftId").asLong();
    Map<String, Object> body =
        new HashMap<>(aRecord(s.register(), s.source(), "D-1").with("born", "1970-01-01").body());
    body.put("draftId", draftId);

    Api.Response drafted = admin.post(DATA, body);
    assertThat(drafted.status()).as(drafted.toString()).isEqualTo(200);
    assertThat(drafted.json().path("details").path("warning").toString())
        .contains("Name is required");

    Api.Response published = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    assertThat(published.status()).as(published.toString()).isEqualTo(400);
    assertThat(published.errorCodes()).contains("DQ_RULE_FAILED");
    assertThat(admin.get(DATA + "/" + s.register() + "/" + s.source() + "/D-1").status())
        .isEqualTo(404);
  }

  @Test
  void aStewardsChangeOfAnotherAttributeIsNotRefusedForOneItDoesNotCarry() {
    Api admin = admin();
    Setup s = setup(admin);
    String etalonId =
        written(
                admin,
                aRecord(s.register(), s.source(), "C-1")
                    .with("name", "Carl")
                    .with("born", "1960-02-02"))
            .path("etalonId")
            .asString();
    Map<String, Object> change = new HashMap<>();
    change.put("entityName", s.register());
    change.put("sourceSystem", "platform");
    change.put("etalonId", etalonId);
    change.put("attributes", Map.of("born", "1961-03-03"));

    Api.Response changed = admin.post(DATA, change);
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(attributesAt(admin, s.register(), etalonId, "").path("born").asString())
        .isEqualTo("1961-03-03");

    Map<String, Object> emptied = new HashMap<>(change);
    Map<String, Object> noName = new HashMap<>();
    noName.put("name", null);
    emptied.put("attributes", noName);
    Api.Response refused = admin.post(DATA, emptied);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DQ_RULE_FAILED");
  }

  @Test
  void aStewardsChangeRunsTheRulesOfCompositeFunctionsOnWhatItCarries() {
    Api admin = admin();
    String source = aSource(admin, "crm", 50);
    String r = aRegister(admin, "BVT", attribute("code", "String"));
    String function = entityName("Filled");
    String rule = entityName("codeFilled");
    String codes = entityName("codes");
    Map<String, Object> composite =
        Map.of(
            "name",
            function,
            "displayName",
            "Filled",
            "inputs",
            List.of(Map.of("name", "text", "type", "STRING", "required", false)),
            "outputs",
            List.of(Map.of("name", "ok", "type", "BOOLEAN", "from", "0.Результат")),
            "steps",
            List.of(
                Map.of(
                    "functionName",
                    "IsNotEmpty",
                    "inputs",
                    List.of(Map.of("portName", "value", "from", "text")))));
    republish(
        admin,
        model -> {
          model.withArray("functions").add(JSON.valueToTree(composite));
          model
              .withArray("rules")
              .add(JSON.valueToTree(validating(rule, function, "ok", "RED", "Code is required")));
          model.withArray("sets").add(JSON.valueToTree(set(codes, rule, Map.of("text", "code"))));
          model.withArray("assignments").add(JSON.valueToTree(assignment(r, codes)));
        });
    String etalonId =
        written(admin, aRecord(r, source, "K-1").with("code", "K1")).path("etalonId").asString();
    Map<String, Object> noCode = new HashMap<>();
    noCode.put("code", null);
    Map<String, Object> change = new HashMap<>();
    change.put("entityName", r);
    change.put("sourceSystem", "platform");
    change.put("etalonId", etalonId);
    change.put("attributes", noCode);

    Api.Response refused = admin.post(DATA, change);

    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).containsExactly("DQ_RULE_FAILED");
  }

  private static String line(Setup s, String id, String attributes) {
    return "{\"entityName\": \""
        + s.register()
        + "\", \"sourceSystem\": \""
        + s.source()
        + "\", \"externalId\": \""
        + id
        + "\", \"attributes\": {"
        + attributes
        + "}}\n";
  }
}
