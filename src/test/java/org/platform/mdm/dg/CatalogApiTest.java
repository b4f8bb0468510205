package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.LinkState;
import org.platform.mdm.dg.crawl.CrawledTypes;
import org.platform.mdm.dg.model.StandardAssetTypes;
import org.platform.mdm.testsupport.Api;
import tools.jackson.databind.JsonNode;

/** has-relations, lineage, search, rights and bad inputs of the catalog's endpoints. */
class CatalogApiTest extends DgApiTest {

  private static final String HAS_RELATIONS = DG + "/meta/information-systems/has-relations";

  private static Link direct(String relation, EtalonId to) {
    return new Link(relation, to, LinkState.DIRECT);
  }

  private static Link cascaded(String relation, EtalonId to) {
    return new Link(relation, to, LinkState.CASCADED);
  }

  @Test
  void hasRelationsCountsLinksToTheBusinessLayerAndToOtherSystems() {
    String a = unique("sysA");
    String b = unique("sysB");
    String internal = unique("sysI");
    EtalonId tableA = anAsset(CrawledTypes.TABLE, "orders");
    EtalonId columnA = anAsset(CrawledTypes.COLUMN, "customer_id");
    EtalonId columnB = anAsset(CrawledTypes.COLUMN, "id");
    EtalonId tableI = anAsset(CrawledTypes.TABLE, "t");
    EtalonId columnI1 = anAsset(CrawledTypes.COLUMN, "c1");
    EtalonId columnI2 = anAsset(CrawledTypes.COLUMN, "c2");
    EtalonId term = anAsset(StandardAssetTypes.BUSINESS_TERM, "Customer");
    link(CrawledTypes.TABLE, tableA, List.of(cascaded(StandardAssetTypes.TABLE_COLUMNS, columnA)));
    link(CrawledTypes.COLUMN, columnA, List.of(direct(StandardAssetTypes.FOREIGN_KEY, columnB)));
    link(
        StandardAssetTypes.BUSINESS_TERM,
        term,
        List.of(direct(StandardAssetTypes.TERM_DESCRIBES_COLUMN, columnA)));
    link(
        CrawledTypes.TABLE,
        tableI,
        List.of(
            cascaded(StandardAssetTypes.TABLE_COLUMNS, columnI1),
            cascaded(StandardAssetTypes.TABLE_COLUMNS, columnI2)));
    link(CrawledTypes.COLUMN, columnI1, List.of(direct(StandardAssetTypes.FOREIGN_KEY, columnI2)));
    claim(List.of(tableA, columnA), a);
    claim(List.of(columnB), b);
    claim(List.of(tableI, columnI1, columnI2), internal);

    JsonNode ofA = ok(admin().get(HAS_RELATIONS + "?informationSystem=" + a));
    assertThat(ofA.path("informationSystem").asString()).isEqualTo(a);
    assertThat(ofA.path("hasRelations").asBoolean()).isTrue();
    assertThat(ofA.path("businessLayer").asLong()).isEqualTo(1);
    assertThat(ofA.path("otherSystems").path(b).asLong()).isEqualTo(1);
    assertThat(ofA.path("otherSystems").size()).isEqualTo(1);

    JsonNode ofB = ok(admin().get(HAS_RELATIONS + "?informationSystem=" + b));
    assertThat(ofB.path("hasRelations").asBoolean()).isTrue();
    assertThat(ofB.path("businessLayer").asLong()).isZero();
    assertThat(ofB.path("otherSystems").path(a).asLong()).isEqualTo(1);

    JsonNode ofInternal = ok(admin().get(HAS_RELATIONS + "?informationSystem=" + internal));
    assertThat(ofInternal.path("hasRelations").asBoolean()).isFalse();
    assertThat(ofInternal.path("businessLayer").asLong()).isZero();
    assertThat(ofInternal.path("otherSystems").size()).isZero();

    // A logically deleted link does not count.
    unlink(
        StandardAssetTypes.BUSINESS_TERM, term, StandardAssetTypes.TERM_DESCRIBES_COLUMN, columnA);
    assertThat(
            ok(admin().get(HAS_RELATIONS + "?informationSystem=" + a))
                .path("businessLayer")
                .asLong())
        .isZero();

    Api.Response unknown = admin().get(HAS_RELATIONS + "?informationSystem=" + unique("none"));
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.errorCodes()).containsExactly("DG_INFORMATION_SYSTEM_NOT_FOUND");
    Api.Response missing = admin().get(HAS_RELATIONS);
    assertThat(missing.status()).isEqualTo(400);
    assertThat(missing.errorCodes()).containsExactly("DG_FIELD_REQUIRED");
    Api.Response reader =
        aUserWithRoles(aRole(List.of(grant(CrawledTypes.TABLE, "READ"))))
            .get(HAS_RELATIONS + "?informationSystem=" + a);
    assertThat(reader.status()).isEqualTo(403);
  }

  @Test
  void informationSystemsAreListedByTheNameTheTreeShows() {
    Api admin = admin();
    String source = aSource(admin, "order", 20);
    String tag = unique("o");
    // Their names sort one way, their display names the other.
    String first = "a" + tag;
    String second = "z" + tag;
    for (String[] system : new String[][] {{first, "Zulu " + tag}, {second, "Alpha " + tag}}) {
      Api.Response made =
          admin.post(
              DgSourceModelApiTest.SYSTEMS,
              Map.of("name", system[0], "displayName", system[1], "sourceSystem", source));
      assertThat(made.status()).as(made.toString()).isEqualTo(200);
    }
    List<String> shown = new ArrayList<>();
    for (JsonNode item : ok(admin.post(DG + "/data/catalog/next-level", Map.of())).path("items")) {
      shown.add(item.path("displayName").asString());
    }
    assertThat(shown).containsSubsequence("Alpha " + tag, "Zulu " + tag);
    assertThat(shown.get(shown.size() - 1)).isEqualTo("Business layer");
  }

  @Test
  void lineageFollowsForeignKeysThroughColumnsAndDeclaredLinksToTheDepthAsked() {
    EtalonId t1 = anAsset(CrawledTypes.TABLE, "t1");
    EtalonId t2 = anAsset(CrawledTypes.TABLE, "t2");
    EtalonId t3 = anAsset(CrawledTypes.TABLE, "t3");
    EtalonId c1 = anAsset(CrawledTypes.COLUMN, "c1");
    EtalonId c2 = anAsset(CrawledTypes.COLUMN, "c2");
    EtalonId c3 = anAsset(CrawledTypes.COLUMN, "c3");
    EtalonId view = anAsset(CrawledTypes.VIEW, "v");
    EtalonId report = anAsset(StandardAssetTypes.REPORT, "r");
    link(CrawledTypes.TABLE, t1, List.of(cascaded(StandardAssetTypes.TABLE_COLUMNS, c1)));
    link(CrawledTypes.TABLE, t2, List.of(cascaded(StandardAssetTypes.TABLE_COLUMNS, c2)));
    link(CrawledTypes.TABLE, t3, List.of(cascaded(StandardAssetTypes.TABLE_COLUMNS, c3)));
    link(CrawledTypes.COLUMN, c1, List.of(direct(StandardAssetTypes.FOREIGN_KEY, c2)));
    link(CrawledTypes.COLUMN, c2, List.of(direct(StandardAssetTypes.FOREIGN_KEY, c3)));
    link(CrawledTypes.VIEW, view, List.of(direct(StandardAssetTypes.VIEW_READS_TABLE, t1)));
    link(
        StandardAssetTypes.REPORT,
        report,
        List.of(direct(StandardAssetTypes.REPORT_USES_TABLE, t1)));

    JsonNode up = lineage(t2, "UPSTREAM", 3, false);
    assertThat(depths(up)).isEqualTo(Map.of(t2.toString(), 0, t3.toString(), -1));
    assertThat(edges(up)).containsExactly(t2 + ">" + t3 + ":dgForeignKey:THROUGH_CHILDREN");
    assertThat(up.path("nodes").get(0).path("color").asString()).isEqualTo("#2ca02c");

    JsonNode down = lineage(t2, "DOWNSTREAM", 3, false);
    assertThat(depths(down))
        .isEqualTo(
            Map.of(t2.toString(), 0, t1.toString(), 1, view.toString(), 2, report.toString(), 2));
    assertThat(edges(down))
        .containsExactlyInAnyOrder(
            t1 + ">" + t2 + ":dgForeignKey:THROUGH_CHILDREN",
            view + ">" + t1 + ":dgViewReadsTable:LINK",
            report + ">" + t1 + ":dgReportUsesTable:LINK");

    JsonNode near = lineage(t2, "BOTH", 1, false);
    assertThat(depths(near))
        .isEqualTo(Map.of(t2.toString(), 0, t1.toString(), 1, t3.toString(), -1));

    JsonNode column = lineage(c2, "BOTH", 5, false);
    assertThat(depths(column))
        .isEqualTo(Map.of(c2.toString(), 0, c1.toString(), 1, c3.toString(), -1));

    // A deleted view leaves the graph unless inactive assets are asked for.
    deleteAsset(CrawledTypes.VIEW, view);
    assertThat(depths(lineage(t1, "DOWNSTREAM", 1, false))).doesNotContainKey(view.toString());
    assertThat(depths(lineage(t1, "DOWNSTREAM", 1, true))).containsEntry(view.toString(), 1);
    assertThat(lineage(t1, "DOWNSTREAM", 1, false).path("truncated").asBoolean()).isFalse();
  }

  private JsonNode lineage(EtalonId id, String direction, int depth, boolean inactive) {
    return ok(
        admin()
            .post(
                DG + "/data/lineage",
                Map.of(
                    "etalonId",
                    id.toString(),
                    "direction",
                    direction,
                    "depth",
                    depth,
                    "includeInactive",
                    inactive)));
  }

  private static Map<String, Integer> depths(JsonNode graph) {
    Map<String, Integer> depths = new LinkedHashMap<>();
    graph
        .path("nodes")
        .forEach(n -> depths.put(n.path("etalonId").asString(), n.path("depth").asInt()));
    return depths;
  }

  private static List<String> edges(JsonNode graph) {
    List<String> edges = new ArrayList<>();
    graph
        .path("edges")
        .forEach(
            e ->
                edges.add(
                    e.path("from").asString()
                        + ">"
                        + e.path("to").asString()
                        + ":"
                        + e.path("relationName").asString()
                        + ":"
                        + e.path("kind").asString()));
    return edges;
  }

  @Test
  void searchFindsAssetsByAPartOfTheirNameAcrossTypes() {
    String token = unique("zq").replace("-", "");
    EtalonId table = anAsset(CrawledTypes.TABLE, "Orders_" + token);
    EtalonId column = anAsset(CrawledTypes.COLUMN, token + "_id");
    EtalonId term = anAsset(StandardAssetTypes.BUSINESS_TERM, "About " + token.toUpperCase());
    anAsset(CrawledTypes.TABLE, "unrelated");
    String system = unique("sysS");
    claim(List.of(table, column), system);

    // By lower-case name: "about …", "orders_…", "zq…_id".
    assertThat(found(Map.of("text", token.toUpperCase())))
        .containsExactly(term.toString(), table.toString(), column.toString());
    assertThat(found(Map.of("text", token, "assetTypes", List.of(CrawledTypes.COLUMN))))
        .containsExactly(column.toString());
    assertThat(found(Map.of("text", token, "informationSystem", system)))
        .containsExactly(table.toString(), column.toString());
    assertThat(found(Map.of("text", token + "%"))).isEmpty();
    assertThat(found(Map.of("text", token, "offset", 1, "limit", 1)))
        .containsExactly(table.toString());
    JsonNode page = ok(admin().post(DG + "/data/assets/search", Map.of("text", token)));
    assertThat(page.path("total").asLong()).isEqualTo(3);
    assertThat(page.path("items").get(0).path("assetType").asString())
        .isEqualTo(StandardAssetTypes.BUSINESS_TERM);

    deleteAsset(CrawledTypes.COLUMN, column);
    assertThat(found(Map.of("text", token))).containsExactly(term.toString(), table.toString());
    assertThat(found(Map.of("text", token, "includeInactive", true)))
        .containsExactly(term.toString(), table.toString(), column.toString());

    // A user who may read tables only finds tables only.
    Api reader = aUserWithRoles(aRole(List.of(grant(CrawledTypes.TABLE, "READ"))));
    List<String> ids = new ArrayList<>();
    ok(reader.post(DG + "/data/assets/search", Map.of("text", token)))
        .path("items")
        .forEach(i -> ids.add(i.path("etalonId").asString()));
    assertThat(ids).containsExactly(table.toString());
  }

  private List<String> found(Map<String, Object> body) {
    List<String> ids = new ArrayList<>();
    ok(admin().post(DG + "/data/assets/search", body))
        .path("items")
        .forEach(i -> ids.add(i.path("etalonId").asString()));
    return ids;
  }

  @Test
  void relationsLeaveOutAssetsOfTypesTheUserMayNotRead() {
    EtalonId table = anAsset(CrawledTypes.TABLE, "readable");
    EtalonId column = anAsset(CrawledTypes.COLUMN, "hidden column");
    EtalonId term = anAsset(StandardAssetTypes.BUSINESS_TERM, "term");
    link(CrawledTypes.TABLE, table, List.of(direct(StandardAssetTypes.TABLE_COLUMNS, column)));
    link(
        StandardAssetTypes.BUSINESS_TERM,
        term,
        List.of(direct(StandardAssetTypes.TERM_DESCRIBES_TABLE, table)));
    Api reader =
        aUserWithRoles(
            aRole(
                List.of(
                    grant(CrawledTypes.TABLE, "READ"),
                    grant(StandardAssetTypes.BUSINESS_TERM, "READ"))));
    JsonNode all = ok(admin().post(DG + "/data/relations", Map.of("etalonId", table.toString())));
    assertThat(all.path("total").asLong()).isEqualTo(2);
    JsonNode seen = ok(reader.post(DG + "/data/relations", Map.of("etalonId", table.toString())));
    assertThat(seen.path("total").asLong()).isEqualTo(1);
    assertThat(seen.path("items").get(0).path("other").path("etalonId").asString())
        .isEqualTo(term.toString());
    JsonNode children =
        ok(reader.post(DG + "/data/catalog/next-level", Map.of("node", table.toString())));
    assertThat(children.path("total").asLong()).isZero();
    Api.Response refused =
        reader.post(DG + "/data/relations", Map.of("etalonId", column.toString()));
    assertThat(refused.status()).isEqualTo(403);
    assertThat(refused.errorCodes()).containsExactly("DG_ASSET_ACCESS_DENIED");
    // The same by GET.
    JsonNode byQuery =
        ok(reader.get(DG + "/data/relations?etalonId=" + table + "&direction=INCOMING"));
    assertThat(byQuery.path("total").asLong()).isEqualTo(1);
  }

  @Test
  void badInputsAreRefusedWithTheProblemNamed() {
    EtalonId table = anAsset(CrawledTypes.TABLE, "t");
    Api admin = admin();
    refused(admin.post(DG + "/data/relations", Map.of()), 400, "DG_FIELD_REQUIRED");
    refused(
        admin.post(DG + "/data/relations", Map.of("etalonId", "x")), 400, "DG_ETALON_ID_INVALID");
    refused(
        admin.post(DG + "/data/relations", Map.of("etalonId", EtalonId.random().toString())),
        404,
        "DG_ASSET_NOT_FOUND");
    assertThat(
            admin
                .post(
                    DG + "/data/relations",
                    Map.of("etalonId", table.toString(), "direction", "SIDEWAYS"))
                .status())
        .isEqualTo(400);
    refused(
        admin.post(DG + "/data/relations", Map.of("etalonId", table.toString(), "limit", 1001)),
        400,
        "DG_NUMBER_OUT_OF_RANGE");
    refused(
        admin.post(
            DG + "/data/relations", Map.of("etalonId", table.toString(), "offset", -1, "limit", 0)),
        400,
        "DG_NUMBER_OUT_OF_RANGE",
        "DG_NUMBER_OUT_OF_RANGE");
    refused(
        admin.post(
            DG + "/data/relations",
            Map.of("etalonId", table.toString(), "relationNames", List.of("nope"))),
        400,
        "DG_ASSET_RELATION_UNKNOWN");
    refused(
        admin.post(DG + "/data/catalog/next-level", Map.of("node", "garbage")),
        400,
        "DG_ETALON_ID_INVALID");
    refused(
        admin.post(DG + "/data/catalog/next-level", Map.of("node", EtalonId.random().toString())),
        404,
        "DG_ASSET_NOT_FOUND");
    refused(
        admin.post(DG + "/data/catalog/next-level", Map.of("informationSystem", unique("none"))),
        404,
        "DG_INFORMATION_SYSTEM_NOT_FOUND");
    refused(
        admin.post(DG + "/data/lineage", Map.of("etalonId", table.toString(), "depth", 11)),
        400,
        "DG_NUMBER_OUT_OF_RANGE");
    refused(
        admin.post(DG + "/data/lineage", Map.of("etalonId", EtalonId.random().toString())),
        404,
        "DG_ASSET_NOT_FOUND");
    refused(
        admin.post(DG + "/data/assets/search", Map.of("assetTypes", List.of("nope"))),
        400,
        "DG_ASSET_TYPE_UNKNOWN");
    assertThat(
            admin.post(DG + "/data/catalog/next-level", Map.of("cascaded", "sometimes")).status())
        .isEqualTo(400);
    Api nobody = aUserWithRoles(aRole(List.of()));
    refused(
        nobody.post(DG + "/data/relations", Map.of("etalonId", table.toString())),
        403,
        "DG_ASSET_ACCESS_DENIED");
    JsonNode nothing = ok(nobody.post(DG + "/data/assets/search", Map.of("text", "t")));
    assertThat(nothing.path("total").asLong()).isZero();
  }

  private static void refused(Api.Response r, int status, String... codes) {
    assertThat(r.status()).as(r.toString()).isEqualTo(status);
    assertThat(r.errorCodes()).as(r.toString()).containsExactly(codes);
  }
}
