package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.SecurityLabels;
import tools.jackson.databind.JsonNode;

/**
 * Security labels hide assets everywhere data governance shows them: a steward whose role admits
 * only the region EU of an asset type meets its other assets in no search, catalog level, relation
 * list, lineage or history, and reading one answers "no such asset" (as for a record the labels
 * hide: its existence is not told).
 */
class AssetLabelsApiTest extends DgApiTest {

  @Test
  void anAssetTheLabelsHideIsNowhereToBeSeen() {
    Api admin = admin();
    String type = entityName("Doc");
    Map<String, Object> entity = new LinkedHashMap<>(register(type, attribute("region", "String")));
    entity.put("assetType", Map.of("color", "#aa3300"));
    entity.put("customProperties", Map.of("display_format", "{name}"));
    Api.Response saved = admin.post(MODEL + "/entities/save", Map.of("entity", entity));
    assertThat(saved.status()).as(saved.toString()).isEqualTo(200);
    String contains = aRelation(admin, "CONTAINS", type, type);
    String references = aRelation(admin, "REFERENCES", type, type);
    String label = "Region_" + UUID.randomUUID().toString().substring(0, 8);
    SecurityLabels.label(admin, label, type + ".region");

    String token = unique("lbl").replace("-", "");
    String us =
        id(
            written(
                admin,
                aRecord(type, source, unique("us"))
                    .with("name", token + " us")
                    .with("region", "US")));
    String eu =
        id(
            written(
                admin,
                aRecord(type, source, unique("eu"))
                    .with("name", token + " eu")
                    .with("region", "EU")
                    .link(contains, Map.of("toEtalonId", us))
                    .link(references, Map.of("toEtalonId", us))));
    Api steward =
        aUserWithRoles(
            SecurityLabels.stewardRole(
                admin, type, List.of(SecurityLabels.instance(label, type + ".region", "EU"))));

    assertThat(found(admin, token)).containsExactly(eu, us);
    assertThat(found(steward, token)).containsExactly(eu);

    assertThat(children(admin, eu)).containsExactly(us);
    assertThat(children(steward, eu)).isEmpty();
    assertThat(ok(relations(admin, eu)).path("total").asLong()).isEqualTo(2);
    assertThat(ok(relations(steward, eu)).path("total").asLong()).isZero();
    assertThat(lineageNodes(admin, eu)).contains(eu, us);
    assertThat(lineageNodes(steward, eu)).containsExactly(eu);

    Api.Response card = steward.get(DG + "/data/assets/" + us);
    assertThat(card.status()).as(card.toString()).isEqualTo(404);
    assertThat(card.errorCodes()).containsExactly("DG_ASSET_NOT_FOUND");
    Api.Response history = steward.post(DG + "/data/assets-history", Map.of("etalonId", us));
    assertThat(history.status()).as(history.toString()).isEqualTo(404);
    Api.Response hisRelations = relations(steward, us);
    assertThat(hisRelations.status()).as(hisRelations.toString()).isEqualTo(404);
    for (Api.Response r :
        List.of(
            steward.post(DG + "/data/assets/restore", Map.of("etalonId", us)),
            steward.post(
                DG + "/data/assets/delete", Map.of("etalonId", us, "inactivateEtalon", true)),
            steward.post(
                DG + "/data/assets/upsert",
                Map.of(
                    "etalonId",
                    us,
                    "asset",
                    Map.of("assetType", type, "attributes", Map.of("name", "mine now")))))) {
      assertThat(r.status()).as("as if there were no such asset: " + r).isEqualTo(404);
      assertThat(r.errorCodes()).containsExactly("DG_ASSET_NOT_FOUND");
    }
    assertThat(found(admin, token)).as("nothing changed").containsExactly(eu, us);
    assertThat(steward.get(DG + "/data/assets/" + eu).status()).isEqualTo(200);
    assertThat(steward.post(DG + "/data/assets-history", Map.of("etalonId", eu)).status())
        .isEqualTo(200);
  }

  private static String id(JsonNode written) {
    return written.path("etalonId").asString();
  }

  private static List<String> found(Api user, String text) {
    return ids(ok(user.post(DG + "/data/assets/search", Map.of("text", text))).path("items"));
  }

  private static List<String> children(Api user, String node) {
    return ids(
        ok(user.post(DG + "/data/catalog/next-level", Map.of("node", node, "cascaded", true)))
            .path("items"));
  }

  private static Api.Response relations(Api user, String etalonId) {
    return user.post(
        DG + "/data/relations",
        Map.of("etalonId", etalonId, "direction", "OUTGOING", "cascaded", true));
  }

  private static List<String> lineageNodes(Api user, String etalonId) {
    return ids(
        ok(user.post(
                DG + "/data/lineage",
                Map.of("etalonId", etalonId, "direction", "BOTH", "depth", 3)))
            .path("nodes"));
  }

  private static List<String> ids(JsonNode items) {
    List<String> ids = new ArrayList<>();
    items.forEach(i -> ids.add(i.path("etalonId").asString()));
    return ids;
  }
}
