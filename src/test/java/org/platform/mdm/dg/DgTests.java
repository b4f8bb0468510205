package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.platform.mdm.dg.model.StandardAssetTypes;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** Shared steps of the data governance tests. */
public final class DgTests {

  private DgTests() {}

  /** Publishes the standard asset types and relations when the model lacks any of them. */
  public static synchronized void standardTypes(Api admin) {
    Api.Response current = admin.get("/api/v2/meta/model");
    assertThat(current.status()).as(current.toString()).isEqualTo(200);
    DataModel model = Api.JSON.treeToValue(current.json().path("model"), DataModel.class);
    if (StandardAssetTypes.complete(model)) {
      return;
    }
    Api.Response draft =
        admin.post("/api/v2/draft/upsert", Map.of("type", "data-model", "description", "dg"));
    assertThat(draft.status()).as(draft.toString()).isEqualTo(200);
    long id = draft.json().path("draft").path("draftId").asLong();
    JsonNode content = Api.JSON.valueToTree(StandardAssetTypes.addMissing(model));
    Api.Response saved =
        admin.post("/api/v2/meta/model/save", Map.of("draftId", id, "model", content));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    Api.Response published =
        admin.post("/api/v2/draft/publish", Map.of("draftId", id, "delete", false));
    assertThat(published.status()).as(published.toString()).isEqualTo(200);
  }

  /** The answer's body, once it is a success (200 or 201). */
  public static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isBetween(200, 201);
    return r.json();
  }

  /** The one item of a list, which must hold exactly one. */
  public static JsonNode only(JsonNode items) {
    assertThat(items.size()).as(items.toString()).isEqualTo(1);
    return items.get(0);
  }

  /** An asset's id. */
  public static String id(JsonNode node) {
    return node.path("etalonId").asString();
  }

  /** The display names of the items, in their order. */
  public static List<String> names(JsonNode items) {
    List<String> names = new ArrayList<>();
    items.forEach(i -> names.add(i.path("displayName").asString()));
    return names;
  }

  /** The item of that display name. */
  public static JsonNode byName(JsonNode items, String name) {
    for (JsonNode i : items) {
      if (i.path("displayName").asString().equals(name)) {
        return i;
      }
    }
    throw new AssertionError(name + " not in " + items);
  }
}
