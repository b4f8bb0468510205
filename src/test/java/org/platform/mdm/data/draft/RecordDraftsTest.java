package org.platform.mdm.data.draft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.testsupport.DraftRequests.aDraft;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.DraftRequests;
import org.platform.mdm.testsupport.ModelApiTest;
import tools.jackson.databind.JsonNode;

class RecordDraftsTest extends ModelApiTest {

  private static DraftRequests aRecordDraft(String entity) {
    return aDraft().ofType("record").with("entity-name", entity);
  }

  @Test
  void aRecordDraftOfARegisterIsCreatedWithNamespaceAndEntityTags() {
    Api admin = admin();
    String customer = entityName("Customer");
    publishRegister(admin, customer);

    JsonNode draft = upsert(admin, aRecordDraft(customer).with("namespace", "register"));

    assertThat(draft.path("state").asString()).isEqualTo("CREATED");
    assertThat(draft.path("editionsCount").asInt()).isZero();
    assertThat(draft.path("updatedBy").isNull()).isTrue();
    assertThat(draft.path("tags").toString())
        .isEqualTo("[\"namespace:register\",\"entity-name:" + customer + "\"]");
  }

  @Test
  void theNamespaceOfAReferenceSetIsDerivedFromTheModel() {
    Api admin = admin();
    String country = entityName("Country");
    publishLookup(admin, country, false);

    JsonNode draft = upsert(admin, aRecordDraft(country));

    assertThat(draft.path("tags").toString()).contains("namespace:lookup");
    Api.Response found =
        admin.post(
            DRAFTS + "/drafts",
            Map.of("query", Map.of("tags", List.of("namespace:lookup", "entity-name:" + country))));
    assertThat(found.json().path("totalCount").asLong()).isEqualTo(1);
  }

  @Test
  void recordDraftsNeedAnEntityOfThePublishedModel() {
    Api admin = admin();
    String customer = entityName("Customer");
    publishRegister(admin, customer);

    assertRefused(admin, aDraft().ofType("record"), "DATA_ENTITY_NAME_REQUIRED");
    assertRefused(admin, aDraft().ofType("relation"), "DATA_RELATION_NAME_REQUIRED");
    assertRefused(admin, aRecordDraft("NoSuchEntity"), "DATA_ENTITY_UNKNOWN");
    assertRefused(
        admin,
        aRecordDraft(customer).with("namespace", "lookup"),
        "DATA_NAMESPACE_CONTRADICTS_MODEL");
    assertRefused(admin, aRecordDraft(customer).with("colour", "red"), "DRAFT_PARAMETER_UNKNOWN");
    assertRefused(admin, aRecordDraft(customer).about("not-a-uuid"), "DATA_ETALON_ID_INVALID");
    assertRefused(
        admin,
        aRecordDraft(customer).tagged("record-external-id:only-one-part"),
        "DATA_EXTERNAL_ID_TAG_INVALID");
  }

  @Test
  void aDraftOfARecordThatDoesNotExistIsRefused() {
    Api admin = admin();
    String customer = entityName("Customer");
    publishRegister(admin, customer);

    Api.Response response =
        admin.post(
            DRAFTS + "/upsert", aRecordDraft(customer).about(UUID.randomUUID().toString()).build());

    assertThat(response.status()).as(response.toString()).isEqualTo(404);
    assertThat(response.errorCodes()).containsExactly("DATA_RECORD_NOT_FOUND");
  }

  @Test
  void theExternalIdTagJoinsItsPartsWithTheUnitSeparator() {
    Api admin = admin();
    String customer = entityName("Customer");
    publishRegister(admin, customer);
    String tag = "record-external-id:42\u001F" + customer + "\u001Fcrm";

    JsonNode draft = upsert(admin, aRecordDraft(customer).tagged("operation-code:UPSERT", tag));

    assertThat(draft.path("tags").toString()).contains("operation-code:UPSERT");
    Api.Response found =
        admin.post(DRAFTS + "/drafts", Map.of("query", Map.of("tags", List.of(tag))));
    assertThat(found.json().path("drafts").path(0).path("draftId").asLong())
        .isEqualTo(draft.path("draftId").asLong());
  }

  @Test
  void aStewardNeedsTheCreateRightOnTheEntity() {
    Api admin = admin();
    String customer = entityName("Customer");
    String vendor = entityName("Vendor");
    publishRegister(admin, customer);
    publishRegister(admin, vendor);
    Api steward = aUserWithRoles(aRole(List.of(grant(customer, "CREATE", "READ"))));

    Api.Response allowed = steward.post(DRAFTS + "/upsert", aRecordDraft(customer).build());
    Api.Response denied = steward.post(DRAFTS + "/upsert", aRecordDraft(vendor).build());

    assertThat(allowed.status()).as(allowed.toString()).isEqualTo(200);
    assertThat(denied.status()).isEqualTo(403);
    assertThat(denied.errorCodes()).containsExactly("DRAFT_ACCESS_DENIED");
  }

  private static void assertRefused(Api client, DraftRequests request, String code) {
    Api.Response response = client.post(DRAFTS + "/upsert", request.build());
    assertThat(response.status()).as(response.toString()).isEqualTo(400);
    assertThat(response.errorCodes()).as(response.toString()).containsExactly(code);
  }
}
