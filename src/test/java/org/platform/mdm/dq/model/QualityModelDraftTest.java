package org.platform.mdm.dq.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dq.QualityApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The quality model's life in quality-model drafts: opened RUNNING from the published model, saved
 * with problems and checked, refused at publication while it has any, published, stale drafts
 * refused unless forced, discarded; exported and imported as a file.
 */
class QualityModelDraftTest extends QualityApiTest {

  private static final String DRAFTS = QUALITY_MODEL + "/drafts/";

  private static long openDraft(Api admin) {
    Api.Response opened = admin.post("/api/v2/draft/upsert", Map.of("type", "quality-model"));
    assertThat(opened.status()).as(opened.toString()).isEqualTo(200);
    assertThat(opened.json().path("draft").path("state").asString()).isEqualTo("RUNNING");
    return opened.json().path("draft").path("draftId").asLong();
  }

  @Test
  void aDraftHoldsAModelWithProblemsAndPublishesItOnceTheyAreMended() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String rule = entityName("filled");
    String set = entityName("names");
    long draftId = openDraft(admin);
    JsonNode before = admin.get(DRAFTS + draftId).json();
    assertThat(before.path("draft").path("state").asString()).isEqualTo("RUNNING");

    // A set mapping an attribute the register lacks: saved, listed by check, refused at publish.
    ObjectNode broken =
        publishedWith(
            admin,
            List.of(validating(rule, "IsNotEmpty", "Результат", "RED", "Name is required")),
            List.of(set(set, rule, Map.of("value", "nmae"))),
            List.of(assignment(r, set)));
    Api.Response saved =
        admin.post(
            QUALITY_MODEL + "/save",
            Map.of(
                "draftId",
                draftId,
                "version",
                before.path("draft").path("version").asLong(),
                "model",
                broken));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(saved.json().path("revision").isNull()).isTrue();

    Api.Response checked = admin.post(QUALITY_MODEL + "/check", Map.of("model", broken));
    assertThat(checked.status()).as(checked.toString()).isEqualTo(200);
    assertThat(checked.json().path("valid").asBoolean()).isFalse();
    assertThat(checked.json().path("problems").toString())
        .contains("DQ_MAPPING_PATH_UNKNOWN")
        .contains("nmae");

    Api.Response refused = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.errorCodes()).contains("DQ_MAPPING_PATH_UNKNOWN");
    assertThat(admin.get(QUALITY_MODEL).json().path("model").toString()).doesNotContain(rule);

    // Mended: the draft publishes, and the published model holds the rule.
    JsonNode draft = admin.get(DRAFTS + draftId).json();
    ObjectNode mended = (ObjectNode) draft.path("model").deepCopy();
    String text = mended.toString().replace("\"nmae\"", "\"name\"");
    Api.Response again =
        admin.post(
            QUALITY_MODEL + "/save",
            Map.of(
                "draftId",
                draftId,
                "version",
                draft.path("draft").path("version").asLong(),
                "model",
                MAPPER.readTree(text)));
    assertThat(again.status()).as(again.toString()).isEqualTo(200);
    Api.Response published = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    JsonNode now = admin.get(QUALITY_MODEL).json();
    assertThat(now.path("model").toString()).contains(rule).contains(set);
    assertThat(now.path("publishedBy").asString()).isEqualTo("admin");
  }

  @Test
  void aDraftStartedBeforeAnotherPublicationPublishesOnlyWhenForced() {
    Api admin = admin();
    long stale = openDraft(admin);
    JsonNode opened = admin.get(DRAFTS + stale).json();
    Api.Response kept =
        admin.post(
            QUALITY_MODEL + "/save",
            Map.of(
                "draftId",
                stale,
                "version",
                opened.path("draft").path("version").asLong(),
                "model",
                opened.path("model")));
    assertThat(kept.status()).as(kept.toString()).isEqualTo(200);
    String rule = entityName("filled");
    publishAdding(
        admin,
        List.of(validating(rule, "IsNotEmpty", "Результат", "YELLOW", "Name is empty")),
        List.of(),
        List.of());
    JsonNode model = admin.get(DRAFTS + stale).json();
    assertThat(model.path("model").toString()).as("the draft's own copy").doesNotContain(rule);

    Api.Response refused = admin.post("/api/v2/draft/publish", Map.of("draftId", stale));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
    assertThat(refused.errorCodes()).containsExactly("DQ_MODEL_REVISION_CONFLICT");

    Api.Response forced =
        admin.post("/api/v2/draft/publish", Map.of("draftId", stale, "force", true));
    assertThat(forced.status()).as(forced.toString()).isEqualTo(200);
    assertThat(admin.get(QUALITY_MODEL).json().path("model").toString()).doesNotContain(rule);
  }

  @Test
  void theExportImportsIntoADraftAsItWasPublished() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    String rule = entityName("short");
    String set = entityName("lengths");
    publishAdding(
        admin,
        List.of(validating(rule, "LengthInRange", "Результат", "GREEN", "Too long")),
        List.of(set(set, rule, Map.of("value", "name"))),
        List.of(assignment(r, set)));

    Api.Response exported = admin.get(QUALITY_MODEL + "/export");
    assertThat(exported.status()).as(exported.toString()).isEqualTo(200);
    assertThat(exported.header("Content-Disposition")).contains("attachment");
    long draftId = openDraft(admin);
    Api.Response imported =
        admin.upload(
            QUALITY_MODEL + "/import",
            Map.of("draftId", String.valueOf(draftId)),
            "quality.json",
            "application/json",
            exported.text().getBytes(StandardCharsets.UTF_8));
    assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
    JsonNode draft = admin.get(DRAFTS + draftId).json();
    assertThat(draft.path("model")).isEqualTo(MAPPER.readTree(exported.text()));

    Api.Response broken =
        admin.upload(
            QUALITY_MODEL + "/import",
            Map.of("draftId", String.valueOf(draftId)),
            "quality.json",
            "application/json",
            "{\"rules\": [".getBytes(StandardCharsets.UTF_8));
    assertThat(broken.status()).as(broken.toString()).isEqualTo(400);
    assertThat(broken.errorCodes()).containsExactly("DQ_IMPORT_FILE_INVALID");
  }

  @Test
  void badModelsAreRefusedWithTheirProblemsAndNothingIsPublished() {
    Api admin = admin();
    int before = admin.get(QUALITY_MODEL).json().path("revision").asInt();
    Api.Response none = admin.post(QUALITY_MODEL + "/save", Map.of());
    assertThat(none.status()).as(none.toString()).isEqualTo(400);
    Api.Response wrongType =
        admin.post(QUALITY_MODEL + "/save", Map.of("model", Map.of("rules", "many")));
    assertThat(wrongType.status()).as(wrongType.toString()).isEqualTo(400);
    Api.Response unknownFunction =
        admin.post(
            QUALITY_MODEL + "/save",
            Map.of(
                "model",
                Map.of(
                    "rules",
                    List.of(validating("x" + before, "NoSuchFunction", "out", "RED", "m")))));
    assertThat(unknownFunction.status()).as(unknownFunction.toString()).isEqualTo(400);
    assertThat(unknownFunction.errorCodes()).contains("DQ_FUNCTION_UNKNOWN");
    Api.Response notADraft = admin.get(DRAFTS + 999_999_999);
    assertThat(notADraft.status()).as(notADraft.toString()).isEqualTo(404);
    assertThat(admin.get(QUALITY_MODEL).json().path("revision").asInt())
        .as("a refused save publishes nothing")
        .isEqualTo(before);
  }

  private static final tools.jackson.databind.json.JsonMapper MAPPER =
      tools.jackson.databind.json.JsonMapper.builder().build();
}
