package org.platform.mdm.matching.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.matching.MatchingApiTest;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/**
 * Reading a matching-model draft's model, as the steward UI does to edit it: what it would publish
 * before any save, after a save, and the version the next save names.
 */
class MatchingModelDraftTest extends MatchingApiTest {

  private static final String DRAFTS = MODELS + "/drafts/";

  @Test
  void aDraftShowsTheModelItWouldPublishWithTheVersionToSaveAt() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    long draftId = openDraft(admin, r);

    Api.Response empty = admin.get(DRAFTS + draftId);
    assertThat(empty.status()).as(empty.toString()).isEqualTo(200);
    assertThat(empty.json().path("model").path("entityName").asString()).isEqualTo(r);
    assertThat(empty.json().path("model").path("sets").isEmpty()).isTrue();
    assertThat(empty.json().path("state").asString()).isEqualTo("RUNNING");
    long version = empty.json().path("version").asLong();

    Map<String, Object> fuzzy = Map.of("attribute", "name", "type", "FUZZY", "threshold", 0.7);
    Api.Response saved =
        admin.post(
            MODELS + "/save",
            Map.of(
                "draftId",
                draftId,
                "version",
                version,
                "model",
                model(r, set("people", rule("close", "REVIEW", fuzzy)))));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);

    JsonNode read = admin.get(DRAFTS + draftId).json();
    assertThat(read.path("draftId").asLong()).isEqualTo(draftId);
    assertThat(read.path("version").asLong()).isGreaterThan(version);
    JsonNode comparison =
        read.path("model").path("sets").get(0).path("rules").get(0).path("comparisons").get(0);
    assertThat(comparison.path("type").asString()).isEqualTo("FUZZY");
    assertThat(comparison.path("threshold").asDouble()).isEqualTo(0.7);
    assertThat(admin.get(MODELS + "/" + r).status()).as("not published yet").isEqualTo(404);

    // What the read answers (every absent field as null) saves back as it is.
    Api.Response again =
        admin.post(
            MODELS + "/save",
            Map.of(
                "draftId",
                draftId,
                "version",
                read.path("version").asLong(),
                "model",
                read.path("model")));
    assertThat(again.status()).as(again.toString()).isEqualTo(200);
    assertThat(comparison.path("distance").isNull()).isTrue();
  }

  @Test
  void aNewDraftStartsFromThePublishedModel() {
    Api admin = admin();
    String r = aRegister(admin, "BVT", attribute("name", "String"));
    publish(admin, model(r, set("people", rule("same", "AUTO_MERGE", cmp("name", "EXACT")))));

    JsonNode read = admin.get(DRAFTS + openDraft(admin, r)).json();

    JsonNode set = read.path("model").path("sets").get(0);
    assertThat(set.path("name").asString()).isEqualTo("people");
    assertThat(set.path("rules").get(0).path("action").asString()).isEqualTo("AUTO_MERGE");
  }

  @Test
  void otherDraftsAndOtherUsersAreRefusedClearly() {
    Api admin = admin();
    Api.Response model =
        admin.post("/api/v2/draft/upsert", Map.of("type", "data-model", "description", "x"));
    long modelDraft = model.json().path("draft").path("draftId").asLong();

    Api.Response notMatching = admin.get(DRAFTS + modelDraft);
    assertThat(notMatching.status()).as(notMatching.toString()).isEqualTo(400);
    assertThat(notMatching.json().path("details").path("error").get(0).path("code").asString())
        .isEqualTo("MATCHING_NOT_A_MODEL_DRAFT");
    assertThat(admin.get(DRAFTS + "999999999").status()).isEqualTo(404);
    assertThat(admin.get(DRAFTS + "0").status()).isEqualTo(400);
    assertThat(admin.get(DRAFTS + "one").status()).isEqualTo(400);

    String r = aRegister(admin, "BVT", attribute("name", "String"));
    long draftId = openDraft(admin, r);
    Api reader = aUserWithRoles(aRole(List.of(grant("USER_MANAGEMENT", "READ"))));
    assertThat(reader.get(DRAFTS + draftId).status()).isEqualTo(403);
    admin.post("/api/v2/draft/remove", Map.of("draftId", modelDraft));
  }
}
