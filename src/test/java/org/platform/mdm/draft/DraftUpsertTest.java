package org.platform.mdm.draft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.DraftApiTest;
import tools.jackson.databind.JsonNode;

class DraftUpsertTest extends DraftApiTest {

  @Test
  void aNewDraftBelongsToTheRequestingUserAndHasNoEditions() {
    Api user = aUserWithRoles();
    String me =
        user.get("/api/v2/core/authentication/current-user").json().path("userName").asString();

    JsonNode draft = upsert(user, aDraft().described("Fix the address").tagged("topic:billing"));

    assertThat(draft.path("draftId").asLong()).isPositive();
    assertThat(draft.path("type").asString()).isEqualTo("test-document");
    assertThat(draft.path("owner").asString()).isEqualTo(me);
    assertThat(draft.path("createdBy").asString()).isEqualTo(me);
    assertThat(draft.path("ownerFullName").asString()).isEqualTo("Test " + me);
    assertThat(draft.path("state").asString()).isEqualTo("CREATED");
    assertThat(draft.path("editionsCount").asInt()).isZero();
    assertThat(draft.path("updatedBy").isNull()).isTrue();
    assertThat(draft.path("updateDate").isNull()).isTrue();
    assertThat(draft.path("createDate").asString()).matches(".*T.*[+-]\\d\\d:\\d\\d");
    assertThat(draft.path("subjectId").asString()).isEmpty();
    assertThat(draft.path("parentDraftId").isNull()).isTrue();
    assertThat(draft.path("description").asString()).isEqualTo("Fix the address");
    assertThat(draft.path("tags").toString()).isEqualTo("[\"topic:billing\"]");
  }

  @Test
  void theOwnerMayBeSomeoneElseButTheCreatorIsAlwaysTheRequester() {
    JsonNode draft = upsert(admin(), aDraft().ownedBy("admin-colleague"));

    assertThat(draft.path("owner").asString()).isEqualTo("admin-colleague");
    assertThat(draft.path("createdBy").asString()).isEqualTo("admin");
    assertThat(draft.path("ownerFullName").asString()).isEqualTo("admin-colleague");
  }

  @Test
  void anUpsertWithADraftIdChangesTheDescriptionAndTheVersion() {
    Api admin = admin();
    JsonNode created = upsert(admin, aDraft().described("first"));
    long id = created.path("draftId").asLong();

    JsonNode changed = upsert(admin, aDraft().existing(id).described("second"));

    assertThat(changed.path("draftId").asLong()).isEqualTo(id);
    assertThat(changed.path("description").asString()).isEqualTo("second");
    assertThat(changed.path("version").asLong()).isEqualTo(created.path("version").asLong() + 1);
    assertThat(changed.path("state").asString()).isEqualTo("CREATED");
    assertThat(find(admin, id).path("description").asString()).isEqualTo("second");
    assertThat(find(admin, id).path("updatedBy").asString()).isEqualTo("admin");
    assertThat(find(admin, id).path("updateDate").asString()).matches(".*T.*[+-]\\d\\d:\\d\\d");
    assertThat(find(admin, id).path("editionsCount").asInt()).isZero();
  }

  @Test
  void theLaterOfARenameAndAnEditionNamesWhoUpdatedTheDraftLast() {
    Api admin = admin();
    long id = upsert(admin, aDraft().described("first")).path("draftId").asLong();
    edit(admin, id, java.util.Map.of("v", 1));
    String edited = find(admin, id).path("updateDate").asString();
    Api colleague = aUserWithRoles();
    String name =
        colleague
            .get("/api/v2/core/authentication/current-user")
            .json()
            .path("userName")
            .asString();

    JsonNode renamed = upsert(colleague, aDraft().existing(id).described("renamed"));

    assertThat(renamed.path("updatedBy").asString()).isEqualTo(name);
    assertThat(java.time.OffsetDateTime.parse(renamed.path("updateDate").asString()))
        .isAfterOrEqualTo(java.time.OffsetDateTime.parse(edited));
    assertThat(find(admin, id).path("updatedBy").asString()).isEqualTo(name);
    assertThat(find(admin, id).path("editionsCount").asInt()).isEqualTo(1);
  }

  @Test
  void aStaleVersionIsAConflictAndChangesNothing() {
    Api admin = admin();
    long id = create(admin, aDraft().described("v1"));
    upsert(admin, aDraft().existing(id).described("v2").atVersion(1));

    Api.Response stale =
        admin.post(DRAFTS + "/upsert", aDraft().existing(id).described("v3").atVersion(1).build());

    assertThat(stale.status()).isEqualTo(409);
    assertThat(stale.errorCodes()).containsExactly("DRAFT_STALE_VERSION");
    assertThat(find(admin, id).path("description").asString()).isEqualTo("v2");
  }

  @Test
  void theFirstEditionMovesACreatedDraftToRunning() {
    Api admin = admin();
    long id = create(admin, aDraft());

    Api.Response first = edit(admin, id, Map.of("name", "one"));
    edit(admin, id, Map.of("name", "two"));

    assertThat(first.json().path("state").asString()).isEqualTo("RUNNING");
    JsonNode draft = find(admin, id);
    assertThat(draft.path("state").asString()).isEqualTo("RUNNING");
    assertThat(draft.path("editionsCount").asInt()).isEqualTo(2);
    assertThat(draft.path("updatedBy").asString()).isEqualTo("admin");
    assertThat(draft.path("updateDate").asString()).isNotBlank();
  }

  @Test
  void aChildDraftNamesItsParent() {
    Api admin = admin();
    long parent = create(admin, aDraft());

    JsonNode child = upsert(admin, aDraft().childOf(parent));

    assertThat(child.path("parentDraftId").asLong()).isEqualTo(parent);
  }

  @Test
  void badUpsertsAreRefusedWithTheProblemAndChangeNothing() {
    Api admin = admin();
    long existing = create(admin, aDraft().described("kept"));
    long before = count(admin);

    assertRefused(admin, aDraft().without("type"), 400, "DRAFT_FIELD_REQUIRED");
    assertRefused(admin, aDraft().ofType("no-such-type"), 400, "DRAFT_TYPE_UNKNOWN");
    assertRefused(admin, aDraft().existing(999_999_999), 404, "DRAFT_NOT_FOUND");
    assertRefused(admin, aDraft().existing(-5), 400, "DRAFT_ID_INVALID");
    assertRefused(
        admin, aDraft().existing(existing).ofType("bpmn-model"), 400, "DRAFT_TYPE_MISMATCH");
    assertRefused(admin, aDraft().tagged("no-colon"), 400, "DRAFT_TAG_INVALID");
    assertRefused(admin, aDraft().tagged("colour:red"), 400, "DRAFT_TAG_UNKNOWN");
    assertRefused(admin, aDraft().described("x".repeat(1001)), 400, "DRAFT_FIELD_TOO_LONG");
    assertRefused(admin, aDraft().ownedBy("two words"), 400, "DRAFT_OWNER_INVALID");
    assertRefused(admin, aDraft().childOf(999_999_999), 404, "DRAFT_PARENT_NOT_FOUND");
    assertRefused(
        admin,
        aDraft().ofType("bpmn-model").with("entity-name", "X"),
        400,
        "DRAFT_PARAMETER_UNKNOWN");
    assertRefused(
        admin, aDraft().existing(existing).about("other-subject"), 400, "DRAFT_SUBJECT_IMMUTABLE");

    assertThat(count(admin)).isEqualTo(before);
    assertThat(find(admin, existing).path("description").asString()).isEqualTo("kept");
  }

  @Test
  void wrongFieldTypesAreRefusedByName() {
    Api.Response response =
        admin()
            .send(
                "POST",
                DRAFTS + "/upsert",
                "{\"type\":\"test-document\",\"parameters\":[1,2]}",
                "application/json");

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.errorCodes()).containsExactly("SYSTEM_INVALID_FIELD");
    assertThat(response.json().path("details").path("error").path(0).path("source").asString())
        .isEqualTo("parameters");
  }

  @Test
  void draftsOfModelTypesNeedTheDataModelRight() {
    Api steward = aUserWithRoles();
    long admins = create(admin(), aDraft().ofType("quality-model"));

    Api.Response create =
        steward.post(DRAFTS + "/upsert", aDraft().ofType("quality-model").build());
    Api.Response remove = steward.post(DRAFTS + "/remove", Map.of("draftId", admins));

    assertThat(create.status()).isEqualTo(403);
    assertThat(create.errorCodes()).containsExactly("DRAFT_ACCESS_DENIED");
    assertThat(remove.status()).isEqualTo(403);
    assertThat(find(admin(), admins).path("draftId").asLong()).isEqualTo(admins);
  }

  private long count(Api admin) {
    return admin.post(DRAFTS + "/drafts", Map.of()).json().path("totalCount").asLong();
  }

  private static void assertRefused(
      Api client, org.platform.mdm.testsupport.DraftRequests r, int status, String code) {
    Api.Response response = client.post(DRAFTS + "/upsert", r.build());
    assertThat(response.status()).as(response.toString()).isEqualTo(status);
    assertThat(response.errorCodes()).as(response.toString()).contains(code);
  }
}
