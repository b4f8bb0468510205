package org.platform.mdm.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.dg.DgTests.byName;
import static org.platform.mdm.dg.DgTests.id;
import static org.platform.mdm.dg.DgTests.names;
import static org.platform.mdm.dg.DgTests.ok;
import static org.platform.mdm.dg.DgTests.only;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.platform.mdm.dg.DgTests;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.Jobs;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * The platform's own model in the data-governance catalog and its profiles attached there: an
 * administrator scans the model with a crawler of type {@code platform}; the catalog then holds the
 * registers and reference sets as tables (records counted) with their attributes as columns in
 * model order (a reference set's code its primary key, a lookup link a foreign key to it); a
 * register's profile names the table that stands for it, and the newest profile is found from the
 * table or from one of its columns.
 */
class ProfileAssetsTest extends RecordApiTest {

  private static final String META = "/api/v1/dg/meta/";
  private static final String CATALOG = "/api/v1/dg/data/";
  private static final String LATEST = ProfileDataTest.PROFILES + "/latest";

  @Test
  void aScannedModelStandsInTheCatalogAndItsTablesAndColumnsLeadToTheProfiles() throws Exception {
    Api admin = admin();
    DgTests.standardTypes(admin);
    String source = aSource(admin, "pa", 50);
    String countries = entityName("Countries");
    publishLookup(admin, countries, false);
    Map<String, Object> country = attribute("country", "LookupLink");
    country.put("lookupEntity", countries);
    Map<String, Object> name = attribute("name", "String");
    name.put("required", true);
    name.put("description", "How the customer is called");
    String register = aRegister(admin, "BVT", name, country, attribute("score", "Integer"));
    for (int i = 0; i < 5; i++) {
      written(
          admin,
          aRecord(register, source, "C-" + i).with("name", "Customer " + i).with("score", i * 10));
    }
    JsonNode run = Jobs.run(admin, "profileDataJob", Map.of("entityNames", List.of(register)));
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    JsonNode unattached = ok(admin.get(LATEST + "?entityName=" + register)).path("profile");
    assertThat(unattached.path("assets").size()).as("no catalog holds the model yet").isZero();

    String suffix = UUID.randomUUID().toString().substring(0, 8);
    String system = "mdm-" + suffix;
    ok(
        admin.post(
            META + "information-systems",
            Map.of("name", system, "displayName", "This platform", "sourceSystem", source)));
    ok(
        admin.post(
            META + "connections",
            Map.of(
                "name",
                system + "-model",
                "displayName",
                "The data model",
                "crawlerType",
                "platform",
                "parameters",
                Map.of("databaseName", "hub"))));
    ok(
        admin.post(
            META + "information-systems/" + system + "/crawler-instances",
            Map.of("name", "main", "displayName", "Main", "connection", system + "-model")));
    Api.Response started =
        admin.post(
            META + "information-systems/" + system + "/crawler-instances/main/scan", Map.of());
    assertThat(started.status()).as(started.toString()).isEqualTo(202);
    JsonNode scan = Jobs.ended(admin, started.json().path("executionId").asLong());
    assertThat(scan.path("status").asString()).as(scan.toString()).isEqualTo("COMPLETED");

    JsonNode database = only(nextLevel(admin, Map.of("informationSystem", system)));
    assertThat(database.path("displayName").asString()).isEqualTo("hub");
    List<String> schemas = names(nextLevel(admin, Map.of("node", id(database))));
    assertThat(schemas).containsExactly("referenceSets", "registers");
    JsonNode registers = byName(nextLevel(admin, Map.of("node", id(database))), "registers");
    JsonNode table = table(admin, system, register);
    JsonNode card = ok(admin.get(CATALOG + "assets/" + id(table))).path("asset");
    assertThat(card.path("attributes").path("rowEstimate").asLong())
        .as("the records active now")
        .isEqualTo(5);
    assertThat(card.path("attributes").path("qualifiedName").asString())
        .isEqualTo("hub.registers." + register);
    JsonNode columns = nextLevel(admin, Map.of("node", id(table)));
    assertThat(names(columns)).containsExactlyInAnyOrder("country", "name", "score");
    JsonNode nameColumn = ok(admin.get(CATALOG + "assets/" + id(byName(columns, "name"))));
    JsonNode nameValues = nameColumn.path("asset").path("attributes");
    assertThat(nameValues.path("dataType").asString()).isEqualTo("String");
    assertThat(nameValues.path("nullable").asBoolean()).isFalse();
    assertThat(nameValues.path("ordinalPosition").asInt()).isEqualTo(1);
    assertThat(nameValues.path("description").asString()).isEqualTo("How the customer is called");
    JsonNode countryColumn = byName(columns, "country");
    assertThat(
            ok(admin.get(CATALOG + "assets/" + id(countryColumn)))
                .path("asset")
                .path("attributes")
                .path("dataType")
                .asString())
        .isEqualTo("LookupLink(" + countries + ")");
    JsonNode keys =
        ok(admin.post(
                CATALOG + "relations",
                Map.of("etalonId", id(countryColumn), "direction", "OUTGOING")))
            .path("items");
    assertThat(keys.size()).as(keys.toString()).isEqualTo(1);
    assertThat(keys.get(0).path("relationName").asString()).isEqualTo("dgForeignKey");
    JsonNode lookupTable = table(admin, system, countries);
    JsonNode code = byName(nextLevel(admin, Map.of("node", id(lookupTable))), "code");
    assertThat(
            ok(admin.get(CATALOG + "assets/" + id(code)))
                .path("asset")
                .path("attributes")
                .path("primaryKey")
                .asBoolean())
        .isTrue();

    JsonNode attached = ok(admin.get(LATEST + "?entityName=" + register)).path("profile");
    assertThat(attached.path("assets").size()).isEqualTo(1);
    JsonNode asset = attached.path("assets").get(0);
    assertThat(asset.path("etalonId").asString()).isEqualTo(id(table));
    assertThat(asset.path("informationSystem").asString()).isEqualTo(system);
    assertThat(asset.path("assetType").asString()).isEqualTo("dgTable");

    JsonNode byTable = ok(admin.get(LATEST + "?assetId=" + id(table)));
    assertThat(byTable.path("profile").path("profile").path("entityName").asString())
        .isEqualTo(register);
    assertThat(byTable.path("asset").path("attributeName").isNull()).isTrue();
    JsonNode byColumn = ok(admin.get(LATEST + "?assetId=" + id(byName(columns, "score"))));
    assertThat(byColumn.path("asset").path("attributeName").asString()).isEqualTo("score");
    assertThat(byColumn.path("asset").path("entityName").asString()).isEqualTo(register);
    assertThat(byColumn.path("profile").path("profile").path("id").asLong())
        .isEqualTo(attached.path("profile").path("id").asLong());

    Api.Response schema = admin.get(LATEST + "?assetId=" + id(registers));
    assertThat(schema.status()).as(schema.toString()).isEqualTo(404);
    assertThat(schema.json().path("details").path("error").toString())
        .contains("PROFILE_ASSET_UNKNOWN");
    Api.Response both = admin.get(LATEST + "?entityName=" + register + "&assetId=" + id(table));
    assertThat(both.status()).as(both.toString()).isEqualTo(400);
    assertThat(both.toString()).contains("PROFILE_SUBJECT_AMBIGUOUS");
    assertThat(admin.get(LATEST).status()).isEqualTo(400);
    Api.Response blank = admin.get(LATEST + "?entityName=%20");
    assertThat(blank.status()).as(blank.toString()).isEqualTo(400);
    assertThat(blank.toString()).contains("PROFILE_SUBJECT_AMBIGUOUS");
    JsonNode blankAndTable = ok(admin.get(LATEST + "?entityName=&assetId=" + id(table)));
    assertThat(blankAndTable.path("profile").path("profile").path("entityName").asString())
        .isEqualTo(register);
    Api.Response broken = admin.get(LATEST + "?assetId=not-a-uuid");
    assertThat(broken.status()).as(broken.toString()).isEqualTo(400);
    Api.Response unknown = admin.get(LATEST + "?assetId=" + UUID.randomUUID());
    assertThat(unknown.status()).as(unknown.toString()).isEqualTo(404);

    String lookupOnly = entityName("Unprofiled");
    publishLookup(admin, lookupOnly, false);
    JsonNode rescan =
        Jobs.ended(
            admin,
            admin
                .post(
                    META + "information-systems/" + system + "/crawler-instances/main/scan",
                    Map.of())
                .json()
                .path("executionId")
                .asLong());
    assertThat(rescan.path("status").asString()).as(rescan.toString()).isEqualTo("COMPLETED");
    JsonNode unprofiled = table(admin, system, lookupOnly);
    Api.Response none = admin.get(LATEST + "?assetId=" + id(unprofiled));
    assertThat(none.status()).as(none.toString()).isEqualTo(404);
    assertThat(none.toString()).contains("PROFILE_NONE_OF_ENTITY");
  }

  /** The table of the register or reference set in the system's catalog, found by name. */
  private static JsonNode table(Api admin, String system, String name) {
    JsonNode found =
        ok(admin.post(
                CATALOG + "assets/search",
                Map.of(
                    "text", name, "assetTypes", List.of("dgTable"), "informationSystem", system)))
            .path("items");
    return byName(found, name);
  }

  private static JsonNode nextLevel(Api admin, Map<String, Object> body) {
    Map<String, Object> cascaded = new LinkedHashMap<>(body);
    cascaded.put("cascaded", true);
    cascaded.put("limit", 1000);
    return ok(admin.post(CATALOG + "catalog/next-level", cascaded)).path("items");
  }
}
