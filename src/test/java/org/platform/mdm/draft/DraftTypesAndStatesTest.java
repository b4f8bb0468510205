package org.platform.mdm.draft;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.DraftApiTest;
import org.platform.mdm.testsupport.TestDraftProvider;
import tools.jackson.databind.JsonNode;

class DraftTypesAndStatesTest extends DraftApiTest {

  /** The spec's table of provider ids and the tag names each lists. */
  static final Map<String, List<String>> SPEC_TYPES = new LinkedHashMap<>();

  static {
    SPEC_TYPES.put("bpmn-model", List.of());
    SPEC_TYPES.put("matching-model", List.of());
    SPEC_TYPES.put("classifier-model", List.of());
    SPEC_TYPES.put(
        "record", List.of("entity-name", "operation-code", "namespace", "record-external-id"));
    SPEC_TYPES.put("data-model", List.of());
    SPEC_TYPES.put("classifier-version", List.of());
    SPEC_TYPES.put("quality-model", List.of());
    SPEC_TYPES.put("workflow-model", List.of());
    SPEC_TYPES.put("classifier-node", List.of());
    SPEC_TYPES.put(
        "classification",
        List.of(
            "classified-origin-id",
            "namespace",
            "classified-id",
            "operation-code",
            "node-name",
            "version-name",
            "classifier-name"));
    SPEC_TYPES.put(
        "relation",
        List.of(
            "relation-from-etalon-id",
            "namespace",
            "relation-to-external-id",
            "entity-name",
            "operation-code",
            "relation-to-etalon-id",
            "relation-from-external-id"));
  }

  @Test
  void typesListsTheElevenSpecProvidersWithTheirTagNames() {
    Api.Response response = aUserWithRoles().get(DRAFTS + "/types");

    assertThat(response.status()).isEqualTo(200);
    Map<String, List<String>> listed = new HashMap<>();
    for (JsonNode type : response.json().path("types")) {
      List<String> tags = type.path("tags").valueStream().map(JsonNode::asString).toList();
      listed.put(type.path("id").asString(), tags);
      assertThat(type.path("description").isString()).isTrue();
    }
    listed.remove(TestDraftProvider.ID); // exists only in the tests
    assertThat(listed.keySet()).containsExactlyInAnyOrderElementsOf(SPEC_TYPES.keySet());
    SPEC_TYPES.forEach(
        (id, tags) -> assertThat(listed.get(id)).as(id).containsExactlyInAnyOrderElementsOf(tags));
  }

  @Test
  void statesListsTheFiveStatesWithTheModulesThatDefineThem() {
    Api.Response response = aUserWithRoles().get(DRAFTS + "/states");

    assertThat(response.status()).isEqualTo(200);
    Map<String, String> modules = new LinkedHashMap<>();
    response
        .json()
        .path("states")
        .forEach(s -> modules.put(s.path("name").asString(), s.path("moduleId").asString()));
    assertThat(modules)
        .containsExactly(
            Map.entry("CREATED", "org.platform.mdm.draft"),
            Map.entry("RUNNING", "org.platform.mdm.draft"),
            Map.entry("PUBLISHED", "org.platform.mdm.draft"),
            Map.entry("FAILED", "org.platform.mdm.draft"),
            Map.entry("DELAYED_BY_WORKFLOW", "org.platform.mdm.workflow"));
  }

  @Test
  void stateNamesAndDescriptionsFollowTheLanguage() {
    JsonNode english = state(aUserWithRoles().get(DRAFTS + "/states"), "DELAYED_BY_WORKFLOW");
    JsonNode russian =
        state(
            aUserWithRoles().header("Accept-Language", "ru").get(DRAFTS + "/states"), "PUBLISHED");

    assertThat(english.path("displayName").asString()).isEqualTo("Delayed by workflow");
    assertThat(english.path("description").asString()).contains("approval process");
    assertThat(russian.path("displayName").asString()).isEqualTo("Опубликован");
  }

  @Test
  void onlyTheMethodsTheSpecShowsAreMapped() {
    Api admin = admin();

    assertThat(admin.post(DRAFTS + "/types", Map.of()).status()).isEqualTo(405);
    assertThat(admin.post(DRAFTS + "/states", Map.of()).status()).isEqualTo(405);
    assertThat(admin.get(DRAFTS + "/drafts").status()).isEqualTo(405);
    assertThat(admin.get(DRAFTS + "/upsert").status()).isEqualTo(405);
    assertThat(admin.put(DRAFTS + "/publish", Map.of()).status()).isEqualTo(405);
    assertThat(admin.delete(DRAFTS + "/remove").status()).isEqualTo(405);
  }

  @Test
  void theDraftServiceNeedsALoggedInUser() {
    assertThat(anonymous().get(DRAFTS + "/types").status()).isEqualTo(401);
    assertThat(anonymous().post(DRAFTS + "/drafts", Map.of()).status()).isEqualTo(401);
  }

  private static JsonNode state(Api.Response response, String name) {
    for (JsonNode s : response.json().path("states")) {
      if (s.path("name").asString().equals(name)) {
        return s;
      }
    }
    throw new AssertionError(name + " missing in " + response);
  }
}
