package org.platform.mdm.workflow.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.workflow.WorkflowApiTest;
import tools.jackson.databind.JsonNode;

/**
 * The assignments of approval processes in workflow-model drafts: opened RUNNING from the published
 * document, saved, published, read back; stale drafts refused unless forced.
 */
class AssignmentDraftTest extends WorkflowApiTest {

  private static final String DRAFTS = ASSIGNMENTS + "/drafts/";

  @Test
  void aDraftSavesAssignmentsAndPublishesThem() {
    Api admin = admin();
    String register =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("country", "String"));
    String lookup = entityName("Codes");
    publishLookup(admin, lookup, false);
    int before = admin.get(ASSIGNMENTS).json().path("revision").asInt();
    long draftId = openDraft(admin);
    JsonNode opened = admin.get(DRAFTS + draftId).json();
    assertThat(opened.path("draft").path("state").asString()).isEqualTo("RUNNING");
    assertThat(opened.path("model")).isEqualTo(admin.get(ASSIGNMENTS).json().path("model"));

    Api.Response saved =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of(
                "draftId",
                draftId,
                "version",
                opened.path("draft").path("version").asLong(),
                "model",
                publishedWith(
                    admin,
                    List.of(
                        anAssignment(register)
                            .approvers("ADMIN")
                            .operations("CREATE", "UPDATE")
                            .when("country", "RU", "KZ")
                            .build(),
                        anAssignment(lookup).build()))));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(saved.json().path("revision").isNull()).isTrue();
    assertThat(publishedAssignment(admin, register).isMissingNode())
        .as("a save publishes nothing")
        .isTrue();
    assertThat(admin.get(DRAFTS + draftId).json().path("model").toString()).contains(register);

    Api.Response published = admin.post("/api/v2/draft/publish", Map.of("draftId", draftId));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
    JsonNode now = admin.get(ASSIGNMENTS).json();
    assertThat(now.path("revision").asInt()).isGreaterThan(before);
    assertThat(now.path("publishedBy").asString()).isEqualTo("admin");
    JsonNode a = publishedAssignment(admin, register);
    assertThat(a.path("processId").asString()).isEqualTo(APPROVAL);
    assertThat(a.path("approvers").toString()).isEqualTo("[\"ADMIN\"]");
    assertThat(a.path("operations").toString()).isEqualTo("[\"CREATE\",\"UPDATE\"]");
    assertThat(a.path("condition").path("attribute").asString()).isEqualTo("country");
    assertThat(a.path("condition").path("values").toString()).isEqualTo("[\"RU\",\"KZ\"]");
    JsonNode plain = publishedAssignment(admin, lookup);
    assertThat(plain.path("operations").toString()).isEqualTo("[]");
    assertThat(plain.path("condition").isNull()).isTrue();
  }

  @Test
  void aDraftStartedBeforeAnotherPublicationPublishesOnlyWhenForced() {
    Api admin = admin();
    String early = aRegister(admin, "BVT", attribute("name", "String"));
    String late = aRegister(admin, "BVT", attribute("name", "String"));
    long stale = openDraft(admin);
    JsonNode opened = admin.get(DRAFTS + stale).json();
    Api.Response kept =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of(
                "draftId",
                stale,
                "version",
                opened.path("draft").path("version").asLong(),
                "model",
                publishedWith(admin, List.of(anAssignment(early).build()))));
    assertThat(kept.status()).as(kept.toString()).isEqualTo(200);
    publishAdding(admin, List.of(anAssignment(late).build()));

    Api.Response refused = admin.post("/api/v2/draft/publish", Map.of("draftId", stale));
    assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
    assertThat(refused.errorCodes()).containsExactly("WORKFLOW_MODEL_REVISION_CONFLICT");
    assertThat(publishedAssignment(admin, early).isMissingNode()).isTrue();

    Api.Response forced =
        admin.post("/api/v2/draft/publish", Map.of("draftId", stale, "force", true));
    assertThat(forced.status()).as(forced.toString()).isEqualTo(200);
    assertThat(publishedAssignment(admin, early).isMissingNode()).isFalse();
    assertThat(publishedAssignment(admin, late).isMissingNode())
        .as("the forced draft's copy overwrote the later revision")
        .isTrue();
  }

  @Test
  void aDraftOfAnotherTypeIsNotReadAsAssignments() {
    Api admin = admin();
    Api.Response other = admin.post("/api/v2/draft/upsert", Map.of("type", "quality-model"));
    assertThat(other.status()).as(other.toString()).isEqualTo(200);
    long id = other.json().path("draft").path("draftId").asLong();
    Api.Response read = admin.get(DRAFTS + id);
    assertThat(read.status()).as(read.toString()).isEqualTo(400);
    assertThat(read.errorCodes()).containsExactly("WORKFLOW_NOT_A_MODEL_DRAFT");
    Api.Response saved =
        admin.post(
            ASSIGNMENTS + "/save",
            Map.of("draftId", id, "model", Map.of("assignments", List.of())));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(400);
    assertThat(saved.errorCodes()).containsExactly("WORKFLOW_NOT_A_MODEL_DRAFT");
    assertThat(admin.get(DRAFTS + 999_999_999).status()).isEqualTo(404);
    admin.post("/api/v2/draft/remove", Map.of("draftId", id));
  }
}
