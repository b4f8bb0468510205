package org.platform.mdm.meta;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ModelApiTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The data model, edited through data-model drafts and published as revisions. */
class DataModelDraftsTest extends ModelApiTest {

  @Test
  void aDataModelDraftStartsRunningWithNoTagsAndNoEditions() {
    JsonNode draft = upsert(admin(), aDraft().ofType("data-model").described("new model"));

    assertThat(draft.path("state").asString()).isEqualTo("RUNNING");
    assertThat(draft.path("editionsCount").asInt()).isZero();
    assertThat(draft.path("tags").size()).isZero();
  }

  @Test
  void publishingAnUneditedDataModelDraftRecordsOneEditionAndItsAuthor() {
    Api admin = admin();
    int before = revision(admin);
    long id = create(admin, aDraft().ofType("data-model"));

    Api.Response response = publish(admin, id, false);

    assertThat(response.status()).as(response.toString()).isEqualTo(200);
    JsonNode draft = response.json().path("draft");
    assertThat(draft.path("state").asString()).isEqualTo("PUBLISHED");
    assertThat(draft.path("editionsCount").asInt()).isEqualTo(1);
    assertThat(draft.path("updatedBy").asString()).isEqualTo("admin");
    assertThat(draft.path("updateDate").isNull()).isFalse();
    assertThat(revision(admin)).isEqualTo(before + 1);
  }

  @Test
  void aSaveGoesIntoTheDraftAndReachesThePublishedModelOnlyWhenPublished() {
    Api admin = admin();
    String customer = entityName("Customer");
    long id = create(admin, aDraft().ofType("data-model"));
    ObjectNode model = withAdded(publishedModel(admin), "entities", register(customer));

    Api.Response saved = admin.post(MODEL + "/save", Map.of("draftId", id, "model", model));

    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(saved.json().path("draft").path("editionsCount").asInt()).isEqualTo(1);
    assertThat(
            hasNamed(
                admin.get(MODEL + "/drafts/" + id).json().path("model").path("entities"), customer))
        .isTrue();
    assertThat(hasNamed(publishedModel(admin).path("entities"), customer)).isFalse();

    assertThat(publish(admin, id, false).status()).isEqualTo(200);

    assertThat(hasNamed(publishedModel(admin).path("entities"), customer)).isTrue();
    Api.Response entity = admin.get(MODEL + "/entities/" + customer);
    assertThat(entity.json().path("kind").asString()).isEqualTo("REGISTER");
    assertThat(entity.json().path("entity").path("displayName").asString())
        .isEqualTo(customer + " register");
  }

  @Test
  void aSaveWithoutDraftPublishesInOneStep() {
    Api admin = admin();
    int before = revision(admin);
    String product = entityName("Product");

    Api.Response saved =
        admin.post(
            MODEL + "/save",
            Map.of("model", withAdded(publishedModel(admin), "entities", register(product))));

    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    assertThat(saved.json().path("revision").asInt()).isEqualTo(before + 1);
    assertThat(saved.json().path("draft").path("state").asString()).isEqualTo("PUBLISHED");
    assertThat(hasNamed(publishedModel(admin).path("entities"), product)).isTrue();
  }

  @Test
  void aModelThatDoesNotHoldTogetherIsRefusedWithEveryProblemAndNothingChanges() {
    Api admin = admin();
    int before = revision(admin);
    String broken = entityName("Broken");
    Map<String, Object> entity =
        register(
            broken,
            Map.of("name", "country", "type", "LookupLink", "lookupEntity", "NoSuchLookup"),
            Map.of("name", "kind", "type", "Enum", "enumeration", "NoSuchEnum"),
            Map.of("name", "size", "type", "Gigantic"));
    long id = create(admin, aDraft().ofType("data-model"));
    admin.post(
        MODEL + "/save",
        Map.of("draftId", id, "model", withAdded(publishedModel(admin), "entities", entity)));

    Api.Response response = publish(admin, id, false);

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.errorCodes()).hasSizeGreaterThanOrEqualTo(3);
    assertThat(response.text())
        .contains("NoSuchLookup")
        .contains("NoSuchEnum")
        .contains("Gigantic");
    assertThat(revision(admin)).isEqualTo(before);
    assertThat(find(admin, id).path("state").asString()).isEqualTo("RUNNING");
  }

  @Test
  void aRefusedOneStepSaveLeavesNoDraftBehind() {
    Api admin = admin();
    long drafts =
        admin
            .post(DRAFTS + "/drafts", Map.of("query", Map.of("type", "data-model")))
            .json()
            .path("totalCount")
            .asLong();

    Api.Response response =
        admin.post(
            MODEL + "/save",
            Map.of("model", withAdded(publishedModel(admin), "entities", register("9-bad-name"))));

    assertThat(response.status()).isEqualTo(400);
    assertThat(
            admin
                .post(DRAFTS + "/drafts", Map.of("query", Map.of("type", "data-model")))
                .json()
                .path("totalCount")
                .asLong())
        .isEqualTo(drafts);
  }

  @Test
  void aDraftStartedBeforeAnotherPublicationNeedsForce() {
    Api admin = admin();
    long first = create(admin, aDraft().ofType("data-model"));
    long second = create(admin, aDraft().ofType("data-model"));
    admin.post(
        MODEL + "/save",
        Map.of(
            "draftId",
            first,
            "model",
            withAdded(publishedModel(admin), "entities", register(entityName("First")))));
    assertThat(publish(admin, first, false).status()).isEqualTo(200);
    int afterFirst = revision(admin);

    Api.Response plain = publish(admin, second, false);

    assertThat(plain.status()).isEqualTo(409);
    assertThat(plain.errorCodes()).containsExactly("META_DRAFT_REVISION_CONFLICT");
    assertThat(revision(admin)).isEqualTo(afterFirst);
    Api.Response forced = admin.post(DRAFTS + "/publish", Map.of("draftId", second, "force", true));
    assertThat(forced.status()).as(forced.toString()).isEqualTo(200);
    assertThat(revision(admin)).isEqualTo(afterFirst + 1);
  }

  @Test
  void theHierarchicalFlagOfAReferenceSetIsFixedAtCreation() {
    Api admin = admin();
    String regions = entityName("Regions");
    publishLookup(admin, regions, true);

    Api.Response response =
        admin.post(MODEL + "/lookup-entities/save", Map.of("lookupEntity", lookup(regions, false)));

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.text()).contains(regions);
    assertThat(
            admin
                .get(MODEL + "/entities/" + regions)
                .json()
                .path("lookupEntity")
                .path("hierarchical")
                .asBoolean())
        .isTrue();
  }

  @Test
  void theSystemSourcePlatformCannotBeRemoved() {
    Api admin = admin();
    ObjectNode model = publishedModel(admin);
    model.putArray("sourceSystems").add(Api.JSON.valueToTree(Map.of("name", "crm", "weight", 50)));

    Api.Response response = admin.post(MODEL + "/save", Map.of("model", model));

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.text()).contains("platform");
  }

  @Test
  void elementsAreSavedOneAtATime() {
    Api admin = admin();
    long id = create(admin, aDraft().ofType("data-model"));
    String gender = entityName("Gender");

    Api.Response enumeration =
        admin.post(
            MODEL + "/enumerations/save",
            Map.of(
                "draftId",
                id,
                "enumeration",
                Map.of(
                    "name", gender, "values", List.of(Map.of("name", "F"), Map.of("name", "M")))));
    Api.Response source =
        admin.post(
            MODEL + "/source-systems/save",
            Map.of("draftId", id, "sourceSystem", Map.of("name", "crm", "weight", 80)));

    assertThat(enumeration.status()).as(enumeration.toString()).isEqualTo(200);
    assertThat(source.json().path("draft").path("editionsCount").asInt()).isEqualTo(2);
    JsonNode model = admin.get(MODEL + "/drafts/" + id).json().path("model");
    assertThat(hasNamed(model.path("enumerations"), gender)).isTrue();
    assertThat(hasNamed(model.path("sourceSystems"), "crm")).isTrue();
    assertThat(hasNamed(model.path("sourceSystems"), "platform")).isTrue();
  }

  @Test
  void validationChecksWithoutSaving() {
    Api admin = admin();
    int before = revision(admin);
    ObjectNode good = withAdded(publishedModel(admin), "entities", register(entityName("Ok")));
    ObjectNode bad = withAdded(publishedModel(admin), "entities", register("has space"));

    Api.Response valid = admin.post(MODEL + "/validate", Map.of("model", good));
    Api.Response invalid = admin.post(MODEL + "/validate", Map.of("model", bad));

    assertThat(valid.json().path("valid").asBoolean()).isTrue();
    assertThat(valid.json().path("problems").size()).isZero();
    assertThat(invalid.status()).isEqualTo(200);
    assertThat(invalid.json().path("valid").asBoolean()).isFalse();
    assertThat(invalid.json().path("problems").path(0).path("code").asString()).startsWith("META_");
    assertThat(revision(admin)).isEqualTo(before);
  }

  @Test
  void publishingARegisterCreatesItsSecurityResource() {
    Api admin = admin();
    String supplier = entityName("Supplier");

    publishRegister(admin, supplier);

    assertThat(admin.get("/api/v2/core/security/resources").text()).contains(supplier);
    Api.Response role =
        admin.post(
            "/api/v2/core/roles",
            Map.of(
                "name",
                unique("readers"),
                "rights",
                List.of(Map.of("resource", supplier, "rights", List.of("READ")))));
    assertThat(role.status()).as(role.toString()).isEqualTo(200);
  }

  @Test
  void anUnknownEntityIs404AndStewardsWithoutTheRightAre403() {
    assertThat(admin().get(MODEL + "/entities/NoSuchEntity").status()).isEqualTo(404);
    Api steward = aUserWithRoles();
    // The published model is every user's to read, as far as its registers are: none here.
    Api.Response model = steward.get(MODEL);
    assertThat(model.status()).isEqualTo(200);
    assertThat(model.json().path("model").path("entities")).isEmpty();
    assertThat(steward.get(MODEL + "/entities/NoSuchEntity").status()).isEqualTo(403);
    assertThat(steward.post(DRAFTS + "/upsert", aDraft().ofType("data-model").build()).status())
        .isEqualTo(403);
  }

  @Test
  void aDraftOfAnotherTypeIsNoModelDraft() {
    Api admin = admin();
    long other = create(admin, aDraft());

    Api.Response response =
        admin.post(MODEL + "/save", Map.of("draftId", other, "model", publishedModel(admin)));

    assertThat(response.status()).isEqualTo(400);
    assertThat(response.errorCodes()).containsExactly("META_NOT_A_MODEL_DRAFT");
  }
}
